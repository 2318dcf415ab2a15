import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { faqAccordionMachine } from '../../src/machines/faq-accordion-machine';
import { generatePaths, once, replayPaths, describeModel } from './model-coverage';

const replay = once(() =>
  replayPaths(generatePaths(faqAccordionMachine), {
    machine: faqAccordionMachine,
    start: (inspect) => createActor(faqAccordionMachine, { inspect }).start(),
  }),
);

describeModel('FAQ accordion model', faqAccordionMachine, replay);

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
