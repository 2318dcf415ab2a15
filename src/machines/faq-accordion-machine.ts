import { setup } from 'xstate';

/** One FAQ item's panel, flipped by each toggle; an actor per question, so none closes another. */
export const faqAccordionMachine = setup({
  types: { events: {} as { type: 'faq.toggle' } },
}).createMachine({
  id: 'faqAccordion',
  initial: 'collapsed',
  states: {
    collapsed: { on: { 'faq.toggle': 'expanded' } },
    expanded: { on: { 'faq.toggle': 'collapsed' } },
  },
});
