import { fromPromise, setup } from 'xstate';

export type DeferredPartEvent = { type: 'part.needed' };

/**
 * A part of a page whose code loads after the page (the home page's contact form, decision 0018).
 * It waits until it is needed: the visitor comes near it, or React must render it afresh. Then it
 * loads, once. A failed load (offline, a deploy replaced the file) is final for this document:
 * the browser keeps a failed module import and answers every later `import()` of it with the same
 * error, without asking the network again (decision 0018). The part's prerendered HTML stays, and
 * the view tells the visitor to reload. `load` is provided by the view: the part's dynamic import.
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
        onError: { target: 'failed' },
      },
    },
    loaded: {
      type: 'final',
    },
    // Not final: the view keeps sending `part.needed` (the visitor scrolls by again), and an
    // absorbing state takes it without a warning about a stopped actor.
    failed: {},
  },
});
