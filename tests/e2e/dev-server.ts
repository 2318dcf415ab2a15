import { spawn } from 'node:child_process';
import { claimPort } from '../../scripts/serve/site.ts';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The content manager's form for one language, found by its "Writing in XX" menu. */
export const pane = (page: Page, lng: string): Locator =>
  page
    .getByRole('button', { name: `Writing in ${lng.toUpperCase()}` })
    .locator('xpath=ancestor::div[.//input or .//textarea][1]');

/**
 * A development server of the project in `dir` (`npm run <script>`) on a free port, once `ready`
 * answers. It runs in a process group of its own: npm's child goes with it.
 */
export async function startDevServer(dir: string, script: 'dev' | 'cms', ready = '/') {
  const port = await claimPort(0);
  // `npm run cms` holds its port itself; Vite's would take the next one free.
  const strict = script === 'dev' ? ['--strictPort'] : [];
  const child = spawn('npm', ['run', script, '--', '--port', String(port), ...strict], {
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
