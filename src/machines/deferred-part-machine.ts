import { fromPromise, setup } from 'xstate';

export type DeferredPartEvent = { type: 'part.needed' };

/**
 * A part of a page whose code loads after the page (the home page's contact form, decision 0010).
 * It waits until it is needed: the visitor comes near it, or React must render it afresh. Then it
 * loads; a failed load (offline, a deploy replaced the file) is tried again `retryDelay` later,
 * and meanwhile the part's prerendered HTML stays. `load` is provided by the view: the dynamic
 * import of the part's module.
 */
export const deferredPartMachine = setup({
  types: {
    events: {} as DeferredPartEvent,
  },
  actors: {
    load: fromPromise<void>(() =>
      Promise.reject(new Error('deferredPartMachine: provide the part’s `load` actor')),
    ),
  },
  delays: {
    retryDelay: 5000,
  },
}).createMachine({
  id: 'deferredPart',
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        'part.needed': { target: 'loading' },
      },
    },
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'loaded' },
        onError: { target: 'retrying' },
      },
    },
    retrying: {
      after: {
        retryDelay: { target: 'loading' },
      },
    },
    loaded: {
      type: 'final',
    },
  },
});
