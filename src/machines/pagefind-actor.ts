import { fromPromise } from 'xstate';
import { spaceBurmeseWords, unspaceBurmeseWords } from '../i18n/space-burmese-words';

/** One page found: its address, its title and a passage with the words found in `<mark>`. */
export type SearchResult = { url: string; title: string; excerpt: string };

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

// One instance per language: Pagefind picks a language's index from <html lang> when it starts.
const instances = new Map<string, Promise<Pagefind>>();
async function load(): Promise<Pagefind> {
  const module = (await import(/* @vite-ignore */ pagefindUrl)) as { createInstance(): Pagefind };
  const pagefind = module.createInstance();
  await pagefind.options({ excerptLength });
  return pagefind;
}
function pagefindIn(lng: string): Promise<Pagefind> {
  const instance = instances.get(lng) ?? load();
  // A failed load is tried again by the next search.
  instance.catch(() => instances.delete(lng));
  instances.set(lng, instance);
  return instance;
}

/** Searches the built index of the page's language; rejects when Pagefind cannot load. */
export const pagefindActor = fromPromise<SearchResult[], { query: string; lng: string }>(
  async ({ input: { query, lng } }) => {
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
  },
);
