import { setup } from 'xstate';

export type FaqAccordionEvent = { type: 'faq.toggle' };

/**
 * One FAQ item's panel on a service page: collapsed or expanded, each toggle flips it. Each
 * question gets its own actor, so opening one never closes another.
 */
export const faqAccordionMachine = setup({
  types: {
    events: {} as FaqAccordionEvent,
  },
}).createMachine({
  id: 'faqAccordion',
  initial: 'collapsed',
  states: {
    collapsed: {
      on: {
        'faq.toggle': { target: 'expanded' },
      },
    },
    expanded: {
      on: {
        'faq.toggle': { target: 'collapsed' },
      },
    },
  },
});
