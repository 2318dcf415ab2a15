// The search page's worker: Pagefind's script, its WebAssembly and the Burmese word segmenter run
// here, never on the page's main thread, where starting them was a long task on a phone. Pagefind,
// seeing no window, searches in this worker itself. It answers `{ id, results }`, no results when
// Pagefind cannot load. Only this file may compile WebAssembly (scripts/build/headers.ts).
import { spaceBurmeseWords, unspaceBurmeseWords } from './i18n/space-burmese-words';
import type { SearchAnswer, SearchQuestion, SearchResult } from './machines/pagefind-actor';

type PagefindPage = { url: string; excerpt: string; meta: { title?: string } };
interface Pagefind {
  options(options: { excerptLength: number }): Promise<void>;
  search(term: string): Promise<{ results: { data(): Promise<PagefindPage> }[] } | null>;
}

/** The pages shown for one query: Pagefind ranks them; a visitor reads the first ones. */
const maxResults = 20;
/** Words in a result's passage, around the words found: two lines on a phone. */
const excerptLength = 14;
/** Pagefind's script, written by the build; the URL is only known at runtime, never bundled. */
const pagefindUrl = '/pagefind/pagefind.js';

// One instance per language, each reading its language's index.
const instances = new Map<string, Promise<Pagefind>>();
async function load(language: string): Promise<Pagefind> {
  type Module = { createInstance(options: { baseUrl: string }): Pagefind };
  const module = (await import(/* @vite-ignore */ pagefindUrl)) as Module;
  // Pagefind picks its index by the page's `<html lang>` alone, which a worker has not: it reads
  // it from this stand-in as it starts. Without a window it would also give the results' addresses
  // the origin: they are the site's own.
  const html = { getAttribute: () => language };
  Object.assign(globalThis, { document: { querySelector: () => html } });
  const pagefind = module.createInstance({ baseUrl: '/' });
  Reflect.deleteProperty(globalThis, 'document');
  await pagefind.options({ excerptLength });
  return pagefind;
}
function pagefindIn(lng: string): Promise<Pagefind> {
  const instance = instances.get(lng) ?? load(lng);
  // A failed load is tried again by the next search.
  instance.catch(() => instances.delete(lng));
  instances.set(lng, instance);
  return instance;
}

async function search({ query, lng }: SearchQuestion): Promise<SearchResult[]> {
  const pagefind = await pagefindIn(lng);
  const found = await pagefind.search(spaceBurmeseWords(query));
  const pages = await Promise.all(
    (found?.results ?? []).slice(0, maxResults).map((result) => result.data()),
  );
  return pages.map(({ url, excerpt, meta }) => ({
    url,
    title: unspaceBurmeseWords(meta.title ?? url),
    excerpt,
  }));
}

// In a worker, `onmessage` and `postMessage` are the worker's own (the DOM's types see a window).
onmessage = async ({ data }: MessageEvent<SearchQuestion>) => {
  const results = await search(data).catch(() => undefined);
  postMessage({ id: data.id, results } satisfies SearchAnswer);
};
