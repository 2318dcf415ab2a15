import { setup } from 'xstate';

/**
 * The navigation, a menu under 1024 px. `menu.close` is apart from the toggle: links, Escape, route
 * changes and a viewport past the breakpoint close the menu without ever opening it.
 */
export const mobileMenuMachine = setup({
  types: { events: {} as { type: 'menu.toggle' } | { type: 'menu.close' } },
}).createMachine({
  id: 'mobileMenu',
  initial: 'closed',
  states: {
    closed: { on: { 'menu.toggle': 'open' } },
    open: { on: { 'menu.toggle': 'closed', 'menu.close': 'closed' } },
  },
});
