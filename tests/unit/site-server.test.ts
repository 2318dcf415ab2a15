import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, onTestFinished, test, vi } from 'vitest';
import { startSite, workingFolder } from '../../scripts/serve/site';

test('the site server serves a built folder on loopback, keeps its own state in its working folder and, stopped, leaves none', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'site-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Built</title><p>Served');
  // The user's configuration folder, where wrangler keeps its logs and registry unless told.
  const userConfig = mkdtempSync(path.join(tmpdir(), 'config-'));
  vi.stubEnv('XDG_CONFIG_HOME', userConfig);
  onTestFinished(() => {
    vi.unstubAllEnvs();
    rmSync(userConfig, { recursive: true, force: true });
  });
  const site = await startSite({ port: 0, root });
  onTestFinished(site.close);
  const own = workingFolder(site.port);
  expect(site.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(await (await fetch(site.url)).text()).toContain('Served');
  expect(existsSync(own), 'its working folder while it runs').toBe(true);
  expect(existsSync(path.join(own, '.wrangler/logs')), 'its log there').toBe(true);
  await site.close();
  expect(existsSync(own), 'its working folder once stopped').toBe(false);
  expect(readdirSync(userConfig), "the user's configuration folder").toEqual([]);
}, 60_000);
