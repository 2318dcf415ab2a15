import { fromPromise } from 'xstate';
import type { ContactFormContext } from '../../src/machines/contact-form-machine';
import type { ContactValues } from '../../src/machines/contact-form-validation';
import { deferred } from '../deferred';

/** Stands in for EmailJS: records every send; the latest settles only when the test says so. */
export function createSendDouble() {
  const calls: ContactValues[] = [];
  let latest: ReturnType<typeof deferred<void>> | undefined;
  const logic = fromPromise<void, ContactValues>(({ input }) => {
    calls.push(input);
    latest = deferred();
    return latest.promise;
  });
  return {
    logic,
    calls,
    resolve: () => latest?.resolve(),
    reject: (error: unknown) => latest?.reject(error),
  };
}

/**
 * Stands in for sessionStorage: `saved` is what a reload would find (undefined once discarded),
 * `saves` every write in order.
 */
export function createDraftDouble() {
  const draft = {
    saved: undefined as ContactValues | undefined,
    saves: [] as ContactValues[],
    discards: 0,
  };
  const actions = {
    persistDraft: ({ context }: { context: ContactFormContext }) => {
      draft.saved = { ...context.values };
      draft.saves.push(draft.saved);
    },
    discardDraft: () => {
      draft.saved = undefined;
      draft.discards += 1;
    },
  };
  return { draft, actions };
}

/** Lets a settled send reach the machine: the promise callbacks of the invoked actor run. */
export async function flushMicrotasks(): Promise<void> {
  for (let tick = 0; tick < 10; tick++) {
    await Promise.resolve();
  }
}
