import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { startSite, workingFolder } from '../../scripts/serve/site';

test('the site server serves a built folder on loopback and, stopped, leaves no folder of its own in the temporary folder', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'site-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Built</title><p>Served');
  const site = await startSite({ port: 0, root });
  const own = workingFolder(site.port);
  expect(site.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(await (await fetch(site.url)).text()).toContain('Served');
  expect(existsSync(own), 'its working folder while it runs').toBe(true);
  await site.close();
  expect(existsSync(own), 'its working folder once stopped').toBe(false);
}, 60_000);
