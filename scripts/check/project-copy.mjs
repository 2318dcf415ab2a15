// A scratch copy of the project's tracked files (node_modules linked, not copied), for checks
// that change the project and build it without touching the working tree.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from '../env.ts';

/** @param {string} prefix names the folder in the system's temporary one */
export function projectCopy(prefix) {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  const git = spawnSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' });
  for (const file of git.stdout.split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    // Timestamps kept: the image cache (scripts/images.mjs) knows a source by its path and mtime.
    cpSync(join(ROOT, file), join(copy, file), { preserveTimestamps: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  return copy;
}

/** @param {string} file */
export const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** @param {string} file @param {unknown} value written as the content manager writes JSON */
export const writeJson = (file, value) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
};
