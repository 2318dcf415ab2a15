import { setup } from 'xstate';

export type FaqAccordionEvent = { type: 'faq.toggle' };

/** One FAQ item's panel, flipped by each toggle; an actor per question, so none closes another. */
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
