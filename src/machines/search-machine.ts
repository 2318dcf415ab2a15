import { assign, emit, setup } from 'xstate';
import { pagefindActor, type SearchResult } from './pagefind-actor';

/**
 * The search page's box: typing searches after a 300 ms pause, Enter at once; a new query replaces
 * a running one, an empty box shows nothing. Each query goes into the address, so results can be
 * linked. Pagefind answers with pages, with none, or fails to load.
 */
export const searchMachine = setup({
  types: {
    context: {} as { lng: string; query: string; results: SearchResult[] },
    input: {} as { lng: string },
    events: {} as { type: 'query.change'; query: string } | { type: 'query.submit'; query: string },
    // The query a search ran for, for the page to keep in its address (`?q=`).
    emitted: {} as { type: 'query.searched'; query: string },
  },
  actors: { search: pagefindActor },
  delays: { typingPause: 300 },
  guards: {
    isBlank: ({ event }) => event.query.trim() === '',
    hasQuery: ({ event }) => event.query.trim() !== '',
    foundNone: (_, { results }: { results: SearchResult[] }) => results.length === 0,
  },
  actions: {
    setQuery: assign({ query: ({ event }) => event.query.trim() }),
    setResults: assign({ results: (_, { results }: { results: SearchResult[] }) => results }),
    clearResults: assign({ results: [] }),
    keepQueryInAddress: emit(({ context }) => ({
      type: 'query.searched' as const,
      query: context.query,
    })),
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({ lng: input.lng, query: '', results: [] }),
  initial: 'idle',
  on: {
    'query.change': [
      {
        guard: 'isBlank',
        target: '.idle',
        actions: ['setQuery', 'clearResults', 'keepQueryInAddress'],
      },
      { target: '.typing', actions: 'setQuery' },
    ],
    // Enter on an empty box does nothing.
    'query.submit': { guard: 'hasQuery', target: '.searching', actions: 'setQuery' },
  },
  states: {
    idle: {},
    typing: { after: { typingPause: 'searching' } },
    searching: {
      entry: 'keepQueryInAddress',
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => ({ query: context.query, lng: context.lng }),
        onDone: [
          {
            guard: { type: 'foundNone', params: ({ event }) => ({ results: event.output }) },
            target: 'noResults',
            actions: 'clearResults',
          },
          {
            target: 'results',
            actions: { type: 'setResults', params: ({ event }) => ({ results: event.output }) },
          },
        ],
        onError: { target: 'failed', actions: 'clearResults' },
      },
    },
    results: {},
    noResults: {},
    failed: {},
  },
});
