import { act, screen, within } from '@testing-library/react';
import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { expect, vi } from 'vitest';
import type { SearchResult } from '../../src/machines/pagefind-actor';
import { searchMachine } from '../../src/machines/search-machine';
import search from '../../public/locales/en/search.json';
import { deferred } from '../deferred';
import { renderRoute, type RouteResult } from '../views/render';
import { describeViewModel } from './harness';

// Pagefind answers in the browser from the built index (tests/e2e/search.spec.ts); here the
// actor's module is swapped for one whose answers the paths give.
const searches = vi.hoisted(
  () => [] as { query: string; answer: ReturnType<typeof deferred<SearchResult[]>> }[],
);
vi.mock('../../src/machines/pagefind-actor', async () => {
  const { deferred: later } = await import('../deferred');
  return {
    pagefindActor: fromPromise<SearchResult[], { query: string }>(({ input }) => {
      const answer = later<SearchResult[]>();
      searches.push({ query: input.query, answer });
      return answer.promise;
    }),
  };
});

type Snapshot = SnapshotFrom<typeof searchMachine>;
const query = 'arbitration';
const found: SearchResult[] = [
  { url: '/about', title: 'About Us', excerpt: 'ICC <mark>arbitration</mark>' },
  { url: '/contact', title: 'Contact', excerpt: 'in <mark>arbitration</mark>' },
];
let page: RouteResult;
/** A chart event, the actor's answers with what they carry. */
const modelEvent = (event: EventObject & Record<string, unknown>): EventObject => event;

const box = () => screen.getByRole('searchbox', { name: search.label }) as HTMLInputElement;
const status = () => within(screen.getByRole('main')).getByRole('status');
const links = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('listitem')
    .map((item) => within(item).getByRole('link'));
const settle = () => act(async () => {});

/** The status line, the results' links and, once known, the address's `?q=`. */
async function shows(text: string, { context }: Snapshot, address?: string) {
  await settle();
  expect(status()).toHaveTextContent(text === '' ? /^$/ : text);
  expect(links().map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
    context.results.map(({ title, url }) => [title, url]),
  );
  if (address !== undefined)
    expect(new URLSearchParams(window.location.search).get('q') ?? '').toBe(address);
}

describeViewModel({
  name: 'search box',
  machine: searchMachine,
  starts: [
    {
      label: '/search',
      input: { lng: 'en' },
      render: () => {
        searches.length = 0;
        window.history.replaceState(null, '', '/search');
        page = renderRoute('/search');
      },
    },
  ],
  actions: [
    {
      label: `type "${query}"`,
      event: modelEvent({ type: 'query.change', query }),
      run: () =>
        page.user.type(box(), query, { initialSelectionStart: 0, initialSelectionEnd: 99 }),
    },
    {
      label: 'clear the box',
      event: modelEvent({ type: 'query.change', query: '' }),
      when: (s: Snapshot) => s.context.query !== '',
      run: () => page.user.clear(box()),
    },
    {
      label: 'press Enter',
      event: modelEvent({ type: 'query.submit', query }),
      when: (s: Snapshot) => s.context.query === query,
      run: () => page.user.type(box(), '{Enter}'),
    },
    {
      label: 'Pagefind finds two pages',
      event: modelEvent({ type: 'xstate.done.actor.search', output: found }),
      run: () => searches.at(-1)!.answer.resolve(found),
    },
    {
      label: 'Pagefind finds nothing',
      event: modelEvent({ type: 'xstate.done.actor.search', output: [] }),
      run: () => searches.at(-1)!.answer.resolve([]),
    },
    {
      label: 'Pagefind fails to load',
      event: modelEvent({ type: 'xstate.error.actor.search', error: new TypeError('offline') }),
      run: () => searches.at(-1)!.answer.reject(new TypeError('offline')),
    },
  ],
  states: {
    idle: (s) => shows('', s, ''),
    // Typing keeps what the last search found, and its address, until the pause.
    typing: (s) => shows('', s),
    searching: async (s) => {
      await shows(search.searching, s, query);
      expect(searches.at(-1)?.query).toBe(query);
    },
    results: (s) => shows(`2 pages found for “${query}”`, s, query),
    noResults: (s) => shows(`No pages found for “${query}”. Try other words.`, s, query),
    failed: (s) => shows(search.failed, s, query),
  },
});
