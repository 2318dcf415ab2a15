import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  symlinkSync,
} from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../scripts/env.ts';
import { claimPort } from '../../scripts/serve/site.ts';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** A content entry: its fields by language. */
export type Entry = Record<string, Record<string, unknown>>;

/** The content manager's form for one language, found by its "Writing in XX" menu. */
export const pane = (page: Page, lng: string): Locator =>
  page
    .getByRole('button', { name: `Writing in ${lng.toUpperCase()}` })
    .locator('xpath=ancestor::div[.//input or .//textarea][1]');

/** The project's files as git knows them (tracked or new), with node_modules linked in. */
export function copyProject(): string {
  const dir = mkdtempSync(join(os.tmpdir(), 'cms-e2e-'));
  const list = ['ls-files', '-z', '--cached', '--others', '--exclude-standard'];
  const files = execFileSync('git', list, { cwd: ROOT, encoding: 'utf8' });
  // Timestamps kept: the image cache is keyed by them.
  for (const file of files.split('\0').filter((file) => file && existsSync(join(ROOT, file))))
    cpSync(join(ROOT, file), join(dir, file), { preserveTimestamps: true });
  // Each package linked, not the folder: Vite keeps its per-project cache in node_modules/.vite.
  const modules = realpathSync(join(ROOT, 'node_modules'));
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(modules).filter((name) => name !== '.vite'))
    symlinkSync(join(modules, name), join(dir, 'node_modules', name));
  return dir;
}

/**
 * A development server of the project in `dir` (`npm run <script>`) on a free port, once `ready`
 * answers. It runs in a process group of its own: npm's child goes with it.
 */
export async function startDevServer(dir: string, script: 'dev' | 'cms', ready = '/') {
  const port = await claimPort(0);
  const args = [
    'run',
    script,
    '--',
    '--port',
    String(port),
    ...(script === 'dev' ? ['--strictPort'] : []),
  ];
  const child = spawn('npm', args, {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const url = `http://127.0.0.1:${port}`;
  const answers = () =>
    fetch(`${url}${ready}`).then(
      (r) => r.ok,
      () => errors,
    );
  await expect.poll(answers, { timeout: 60_000 }).toBe(true);
  return {
    url,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
}
