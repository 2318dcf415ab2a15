// A scratch copy of the project's files as git knows them (tracked or new, as they are in the
// working tree), for checks and tests that change the project, build it or serve it without
// touching the working tree.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from '../env.ts';

export function projectCopy(prefix: string) {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  const list = ['ls-files', '-z', '--cached', '--others', '--exclude-standard'];
  const files = execFileSync('git', list, { cwd: ROOT, encoding: 'utf8' });
  // Timestamps kept: the image cache (scripts/build/images.ts) knows a source by its path and mtime.
  for (const file of files.split('\0').filter((file) => file && existsSync(join(ROOT, file))))
    cpSync(join(ROOT, file), join(copy, file), { preserveTimestamps: true });
  // Each package linked, not the folder: Vite keeps its per-project cache in node_modules/.vite.
  const modules = realpathSync(join(ROOT, 'node_modules'));
  mkdirSync(join(copy, 'node_modules'));
  for (const name of readdirSync(modules).filter((name) => name !== '.vite'))
    symlinkSync(join(modules, name), join(copy, 'node_modules', name));
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
