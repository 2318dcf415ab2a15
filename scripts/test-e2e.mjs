#!/usr/bin/env node
// `npm run test:e2e [-- --no-build] [playwright args…]`: builds the site with its contact form
// pointed at the test outbox (E2E_ENV), then runs Playwright in Debian Chromium against dist/.
import { ensureChromium } from './ensure-chromium.mjs';
import { E2E_ENV, runNode } from './env.mjs';

const args = process.argv.slice(2);
const env = { ...E2E_ENV, CHROME_PATH: ensureChromium() };
process.exitCode =
  (args.includes('--no-build') ? 0 : runNode('scripts/build.mjs', [], env)) ||
  runNode('@playwright/test/cli', ['test', ...args.filter((a) => a !== '--no-build')], env);
