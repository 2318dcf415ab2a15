import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, PORTS } from './scripts/env.ts';

// End-to-end tests run in Debian Chromium (not a Playwright download) against dist/ served by
// Cloudflare Pages' runtime, the reference host (docs/decisions/0019), with the contact form's
// EmailJS SDK talking to the local outbox over real HTTP.
// `npm run test:e2e` builds dist/ with the matching environment first (scripts/check/test-e2e.ts).

// E2E_SITE_PORT / E2E_OUTBOX_PORT move both servers (scripts/env.ts; the e2e build matches).
const { e2eSite: SITE_PORT, e2eOutbox: OUTBOX_PORT } = PORTS;
const isCI = !!process.env.CI;

// Once, in the runner (workers load this file too).
if (!process.env.TEST_WORKER_INDEX) warnIfDistIsNotTheE2eBuild();

const launchOptions = {
  executablePath: CHROMIUM_PATH,
  args: ['--headless', ...CHROMIUM_FLAGS],
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    // Recording every test costs time on 2 cores: on CI only the retry of a failed test is traced.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /no-javascript\.spec\.ts$/,
      use: { browserName: 'chromium', launchOptions },
    },
    // The site as a visitor with JavaScript turned off meets it: everything but sending the form.
    {
      name: 'no-javascript',
      testMatch: /no-javascript\.spec\.ts$/,
      use: { browserName: 'chromium', launchOptions, javaScriptEnabled: false },
    },
  ],
  webServer: [
    {
      // Cloudflare Pages' own runtime (wrangler pages dev), ready in a few seconds.
      command: `node --import tsx scripts/serve/site.ts --port ${SITE_PORT}`,
      url: `http://127.0.0.1:${SITE_PORT}/`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The same site built with its draft articles published (scripts/check/test-e2e.ts).
    {
      command: `node --import tsx scripts/serve/site.ts --port ${PORTS.e2eDrafts} --root dist-drafts`,
      url: `http://127.0.0.1:${PORTS.e2eDrafts}/`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node --import tsx scripts/serve/outbox-server.ts --port ${OUTBOX_PORT} --dir test-results/outbox --clear --quiet`,
      url: `http://127.0.0.1:${OUTBOX_PORT}/__outbox/messages`,
      reuseExistingServer: !isCI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

/**
 * The tests expect dist/ built with the e2e environment (scripts/check/test-e2e.ts); a dist/ left by
 * `npm start` sends to another outbox. Say so up front instead of failing every form test obscurely.
 */
function warnIfDistIsNotTheE2eBuild(): void {
  const assets = path.resolve('dist', 'assets');
  if (!existsSync(assets)) {
    console.warn(
      '⚠ dist/ has no build: run `npm run test:e2e` (builds first) rather than `npx playwright test`.',
    );
    return;
  }
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const built = scripts.some((name) =>
    readFileSync(path.join(assets, name), 'utf8').includes('e2e-public-key'),
  );
  if (!built) {
    console.warn(
      '⚠ dist/ was not built with the e2e environment (no e2e-public-key in dist/assets): ' +
        'contact-form tests will fail. Run `npm run test:e2e`, or `npm run test:e2e -- --no-build` after such a build.',
    );
  }
}
