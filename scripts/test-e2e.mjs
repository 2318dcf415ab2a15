#!/usr/bin/env node
// `npm run test:e2e [-- --no-build] [playwright args…]`: builds the site with its contact form
// pointed at the test outbox (E2E_ENV), then runs Playwright in Debian Chromium against dist/.
import { ensureChromium } from './ensure-chromium.mjs';
import { E2E_ENV, bin, run } from './env.mjs';

const args = process.argv.slice(2);
const env = { ...E2E_ENV, CHROME_PATH: ensureChromium() };
const code =
  (args.includes('--no-build') ? 0 : await run(bin('npm'), ['run', 'build'], { env })) ||
  (await run(bin('npx'), ['playwright', 'test', ...args.filter((a) => a !== '--no-build')], {
    env,
  }));
process.exit(code);
