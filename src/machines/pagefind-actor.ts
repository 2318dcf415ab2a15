import { fromPromise } from 'xstate';

/** One page found: its address, its title and a passage with the words found in `<mark>`. */
export type SearchResult = { url: string; title: string; excerpt: string };
export type SearchQuestion = { id: number; query: string; lng: string };
/** Without `results`: Pagefind could not load. */
export type SearchAnswer = { id: number; results?: SearchResult[] };

// Pagefind runs in a worker (src/search-worker.ts), made at the first search.
let worker: Worker | undefined;
let asked = 0;

/** Searches the built index of the page's language; rejects when Pagefind cannot load. */
export const pagefindActor = fromPromise<SearchResult[], { query: string; lng: string }>(
  ({ input }) =>
    new Promise((resolve, reject) => {
      // Inside the promise: a browser without module workers throws here, and the search fails.
      worker ??= new Worker(new URL('../search-worker.ts', import.meta.url), { type: 'module' });
      const searching = worker;
      const id = (asked += 1);
      const stop = () => {
        searching.removeEventListener('message', answered);
        searching.removeEventListener('error', broken);
      };
      function answered({ data }: MessageEvent<SearchAnswer>) {
        if (data.id !== id) return;
        stop();
        if (data.results) resolve(data.results);
        else reject(new Error('Pagefind could not load.'));
      }
      // The worker's own script did not load: the next search makes another.
      function broken() {
        stop();
        if (worker === searching) worker = undefined;
        reject(new Error('The search worker could not start.'));
      }
      searching.addEventListener('message', answered);
      searching.addEventListener('error', broken);
      searching.postMessage({ id, ...input } satisfies SearchQuestion);
    }),
);
