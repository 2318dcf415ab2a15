// The site's search index: Pagefind reads the prerendered pages and writes dist/pagefind/, one
// index per language (it splits by <html lang>), which pagefind.js loads on the search pages.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { spaceBurmeseWords } from '../../src/i18n/space-burmese-words';
import type { PrerenderTarget } from './pages';

// Indexes each page's <main> (the header and footer would match everything), but not the search
// and 404 pages.
export async function writeSearchIndex(dist: string, pages: readonly PrerenderTarget[]) {
  const { index, errors } = await pagefind.createIndex({ rootSelector: 'main' });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  for (const { url, file, path } of pages) {
    if (path === '/search' || file.endsWith('404.html')) continue;
    const html = await readFile(join(dist, file), 'utf8');
    // Pagefind finds words between spaces, which Burmese lacks; the query gets the same spaces.
    const content = html.replace(/>([^<]+)</g, (_, text: string) => `>${spaceBurmeseWords(text)}<`);
    const added = await index.addHTMLFile({ url, content });
    if (added.errors.length) throw new Error(`Pagefind, ${file}: ${added.errors.join('; ')}`);
  }
  const written = await index.writeFiles({ outputPath: join(dist, 'pagefind') });
  await pagefind.close();
  if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
}
