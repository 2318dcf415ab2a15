// The firm grown in a copy of content/, to measure what a larger firm costs every page: its
// lawyers, services and updates cloned from the firm's own, numbered, the same on every run.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { entriesIn, writeJson } from './project-copy';

/** The larger firm: how many lawyers and services in all, and updates added in every language. */
const LARGE_FIRM = { lawyers: 30, services: 12, updates: 200 };

const pad = (n: number) => String(n).padStart(3, '0');

/** Clones a folder's entries round-robin up to `total`, each numbered in its id and names. */
function grow(dir: string, total: number, idOf: (n: number) => string) {
  const entries = entriesIn(dir);
  for (let n = entries.length + 1; n <= total; n += 1) {
    const entry = structuredClone(entries[(n - 1) % entries.length]!);
    Object.assign(entry.en, { id: idOf(n), order: n });
    for (const texts of Object.values(entry)) texts.name = `${String(texts.name)} ${n}`;
    writeJson(join(dir, `${idOf(n)}.json`), entry);
  }
}

// Grows the copy `content` to LARGE_FIRM; the updates, cloned from its articles, are published a
// day apart before the samples' year, so none is in the future.
export function growFirm(content: string) {
  grow(join(content, 'lawyers'), LARGE_FIRM.lawyers, (n) => `BenchLawyer${pad(n)}`);
  grow(join(content, 'services'), LARGE_FIRM.services, (n) => `bench-service-${pad(n)}`);
  const articles = join(content, 'articles');
  const files = readdirSync(articles);
  const slugs = [
    ...new Set(files.filter((f) => f.endsWith('.en.md')).map((f) => f.split('.')[0]!)),
  ];
  for (let n = 1; n <= LARGE_FIRM.updates; n += 1) {
    const slug = slugs[(n - 1) % slugs.length]!;
    const published = new Date(Date.UTC(2025, 11, 31 - n)).toISOString().slice(0, 10);
    for (const file of files.filter((f) => f.startsWith(`${slug}.`))) {
      const text = readFileSync(join(articles, file), 'utf8')
        .replace(/^id: .*$/m, `id: bench-update-${pad(n)}`)
        .replace(/^title: (['"]?)/m, `title: $1(${n}) `)
        .replace(/^(published|updated): .*$/gm, `$1: ${published}`)
        .replace(/^draft: true\n/m, '');
      writeFileSync(join(articles, file.replace(slug, `bench-update-${pad(n)}`)), text);
    }
  }
}
