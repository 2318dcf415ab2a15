// A scratch copy of the project's tracked files (node_modules linked, not copied), for checks
// that change the project and build it without touching the working tree.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from '../env.ts';

export function projectCopy(prefix: string) {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  const git = spawnSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' });
  // Timestamps kept: the image cache (scripts/build/images.ts) knows a source by its path and mtime.
  for (const file of git.stdout.split('\0').filter(Boolean))
    cpSync(join(ROOT, file), join(copy, file), { preserveTimestamps: true });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  return copy;
}

/** A content entry: its fields by language, `en` with the shared ones. */
export type Entry = Record<string, Record<string, unknown>> & {
  en: {
    id: string;
    order: number;
    portrait: string;
    languages: string[];
    [field: string]: unknown;
  };
};

export const readJson = <T = Entry>(file: string): T => JSON.parse(readFileSync(file, 'utf8'));

/** Written as the content manager writes JSON. */
export function writeJson(file: string, value: unknown) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

export function editJson<T = Entry>(file: string, change: (value: T) => void) {
  const value = readJson<T>(file);
  change(value);
  writeJson(file, value);
}

/** A folder's entries, in their order on the site. */
export const entriesIn = (dir: string) =>
  readdirSync(dir)
    .map((name) => readJson(join(dir, name)))
    .sort((a, b) => a.en.order - b.en.order);
