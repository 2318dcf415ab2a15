import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { faqAccordionMachine } from '../../src/machines/faq-accordion-machine';
import {
  findUncovered,
  modelTestTimeout,
  generatePaths,
  once,
  replayPaths,
} from './model-coverage';

const replay = once(() =>
  replayPaths(generatePaths(faqAccordionMachine), {
    machine: faqAccordionMachine,
    start: (inspect) => createActor(faqAccordionMachine, { inspect }).start(),
  }),
);

describe('FAQ accordion model', () => {
  test(
    'every generated path replays on a real actor',
    async () => {
      const { pathCount, failures } = await replay();
      expect(pathCount).toBeGreaterThan(0);
      expect(failures).toEqual([]);
    },
    modelTestTimeout,
  );

  test(
    'every state and every transition is covered by an executed path',
    async () => {
      const { recorder } = await replay();
      expect(findUncovered(faqAccordionMachine, recorder)).toEqual({ states: [], transitions: [] });
    },
    modelTestTimeout,
  );
});

describe('FAQ accordion rules', () => {
  test('an item starts collapsed and each toggle flips it', () => {
    const item = createActor(faqAccordionMachine).start();
    expect(item.getSnapshot().value).toBe('collapsed');
    item.send({ type: 'faq.toggle' });
    expect(item.getSnapshot().value).toBe('expanded');
    item.send({ type: 'faq.toggle' });
    expect(item.getSnapshot().value).toBe('collapsed');
  });

  test('items toggle independently of each other', () => {
    const first = createActor(faqAccordionMachine).start();
    const second = createActor(faqAccordionMachine).start();
    first.send({ type: 'faq.toggle' });
    second.send({ type: 'faq.toggle' });
    first.send({ type: 'faq.toggle' });
    expect(first.getSnapshot().value).toBe('collapsed');
    expect(second.getSnapshot().value).toBe('expanded');
  });
});
