import { setup } from 'xstate';

export type MobileMenuEvent = { type: 'menu.toggle' } | { type: 'menu.close' };

/**
 * The navigation, a menu under 1024 px. `menu.close` is apart from the toggle: links, Escape, route
 * changes and a viewport past the breakpoint close the menu without ever opening it.
 */
export const mobileMenuMachine = setup({
  types: {
    events: {} as MobileMenuEvent,
  },
}).createMachine({
  id: 'mobileMenu',
  initial: 'closed',
  states: {
    closed: {
      on: {
        'menu.toggle': { target: 'open' },
      },
    },
    open: {
      on: {
        'menu.toggle': { target: 'closed' },
        'menu.close': { target: 'closed' },
      },
    },
  },
});
