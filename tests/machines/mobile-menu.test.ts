import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { mobileMenuMachine } from '../../src/machines/mobile-menu-machine';
import { generatePaths, once, replayPaths, describeModel } from './model-coverage';

const replay = once(() =>
  replayPaths(generatePaths(mobileMenuMachine), {
    machine: mobileMenuMachine,
    start: (inspect) => createActor(mobileMenuMachine, { inspect }).start(),
  }),
);

describeModel('mobile menu model', mobileMenuMachine, replay);

describe('mobile menu rules', () => {
  test('starts closed', () => {
    expect(createActor(mobileMenuMachine).start().getSnapshot().value).toBe('closed');
  });

  test('the toggle opens and closes the menu', () => {
    const menu = createActor(mobileMenuMachine).start();
    menu.send({ type: 'menu.toggle' });
    expect(menu.getSnapshot().value).toBe('open');
    menu.send({ type: 'menu.toggle' });
    expect(menu.getSnapshot().value).toBe('closed');
  });

  test('closing (link click, Escape, route change, wide viewport) never opens the menu', () => {
    const menu = createActor(mobileMenuMachine).start();
    menu.send({ type: 'menu.close' });
    expect(menu.getSnapshot().value).toBe('closed');
    expect(menu.getSnapshot().can({ type: 'menu.close' })).toBe(false);
    menu.send({ type: 'menu.toggle' });
    menu.send({ type: 'menu.close' });
    expect(menu.getSnapshot().value).toBe('closed');
  });
});
