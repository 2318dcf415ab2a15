import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { deferredPartMachine } from '../../src/machines/deferred-part-machine';
import { flushMicrotasks, generatePaths, once, replayPaths, describeModel } from './model-coverage';

/** Stands in for the part's dynamic import: counts the fetches, settles when told. */
function createLoadDouble() {
  let calls = 0;
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  const logic = fromPromise<void>(() => {
    calls += 1;
    return new Promise<void>((resolve, reject) => {
      settle = { resolve, reject };
    });
  });
  return {
    logic,
    calls: () => calls,
    resolve: () => settle?.resolve(),
    reject: () => settle?.reject(new TypeError('Failed to fetch dynamically imported module')),
  };
}

function startPart() {
  const load = createLoadDouble();
  const part = createActor(deferredPartMachine.provide({ actors: { load: load.logic } })).start();
  return { part, load };
}

const replay = once(() => {
  let load = createLoadDouble();
  return replayPaths(generatePaths(deferredPartMachine), {
    machine: deferredPartMachine,
    start: (inspect) => {
      load = createLoadDouble();
      return createActor(deferredPartMachine.provide({ actors: { load: load.logic } }), {
        inspect,
      }).start();
    },
    perform: (event) => {
      if (event.type === 'xstate.done.actor.load') {
        load.resolve();
        return true;
      }
      if (event.type === 'xstate.error.actor.load') {
        load.reject();
        return true;
      }
      return false;
    },
  });
});

describeModel('deferred part model', deferredPartMachine, replay);

describe('deferred part rules (decision 0018)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('fetches nothing until the part is needed, then fetches it once', async () => {
    const { part, load } = startPart();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load.calls()).toBe(0);
    expect(part.getSnapshot().value).toBe('waiting');

    part.send({ type: 'part.needed' });
    part.send({ type: 'part.needed' });
    expect(load.calls()).toBe(1);
    load.resolve();
    await flushMicrotasks();
    expect(part.getSnapshot().status).toBe('done');
  });

  test('a failed fetch is final: the part never fetches again, however often it is needed', async () => {
    const { part, load } = startPart();
    part.send({ type: 'part.needed' });
    load.reject();
    await flushMicrotasks();
    expect(part.getSnapshot().value).toBe('failed');

    await vi.advanceTimersByTimeAsync(60_000);
    part.send({ type: 'part.needed' });
    expect(load.calls()).toBe(1);
  });

  test('without a load provided it never reaches loaded', async () => {
    const part = createActor(deferredPartMachine).start();
    part.send({ type: 'part.needed' });
    await flushMicrotasks();
    expect(part.getSnapshot().value).toBe('failed');
  });
});
