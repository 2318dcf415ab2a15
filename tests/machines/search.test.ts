// @vitest-environment node
// What the search box's paths on the page (tests/model/search.test.tsx) cannot show: keystrokes
// closer together than the pause, and a query typed while the last one is still searched.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SearchResult } from '../../src/machines/pagefind-actor';
import { searchMachine } from '../../src/machines/search-machine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const pause = searchMachine.implementations.delays.typingPause as number;

test('typing searches once, a pause after the last keystroke, for what the box then holds; a newer query replaces one in flight', async () => {
  const queries: string[] = [];
  const search = fromPromise<SearchResult[], { query: string; lng: string }>(({ input }) => {
    queries.push(input.query);
    return new Promise(() => {});
  });
  const box = createActor(searchMachine.provide({ actors: { search } }), { input: { lng: 'en' } });
  box.start();
  for (const query of ['a', 'ar', 'arb']) {
    box.send({ type: 'query.change', query });
    vi.advanceTimersByTime(pause - 1);
  }
  expect(queries).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(queries).toEqual(['arb']);
  box.send({ type: 'query.change', query: 'arbitration' });
  expect(box.getSnapshot().value).toBe('typing');
  vi.advanceTimersByTime(pause);
  expect(queries).toEqual(['arb', 'arbitration']);
});
