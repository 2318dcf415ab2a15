// The JavaScript of a first visit as decision 0007 counts it, for `npm run bench` and the build's
// tests: every script the page requests as it loads and once the visitor first acts (the app
// starts then, decision 0018), until the network is idle; each gzipped from the built files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** In the page: our app has taken over #root (a page without one, a peer's site, has no app). */
export function appRunning(): boolean {
  const root = document.getElementById('root');
  return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer'));
}

/** The paths of the scripts a first visit of `url` requests, the visitor acting once (Shift). */
export async function firstVisitScripts(page: Page, url: string): Promise<string[]> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(url);
  await page.keyboard.press('Shift');
  await page.waitForFunction(appRunning);
  await page.waitForLoadState('networkidle');
  return [...scripts];
}

/** A built script's bytes gzipped at the default level. */
export const gzippedSize = (dist: string, script: string) =>
  gzipSync(readFileSync(path.join(dist, script))).length;
