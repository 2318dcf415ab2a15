#!/usr/bin/env node
// `npm run test:e2e [-- --no-build] [playwright args…]`
// Builds the site for the end-to-end tests (its contact form pointed at the test outbox on
// 127.0.0.1:4275, or E2E_OUTBOX_PORT), then runs Playwright in Debian Chromium against dist/ served as a static host.
import { ensureChromium } from './ensure-chromium.mjs';
import { E2E_ENV, bin, run } from './env.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const playwrightArgs = args.filter((arg) => arg !== '--no-build');

let chromium;
try {
  chromium = await ensureChromium();
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}

if (!skipBuild) {
  console.log(
    `\n▶ Building the site for the end-to-end tests (EmailJS → local outbox on ${E2E_ENV.VITE_EMAILJS_ORIGIN})`,
  );
  const code = await run(bin('npm'), ['run', 'build'], { env: E2E_ENV });
  if (code !== 0) {
    console.error(`\nThe build failed (exit code ${code}).`);
    process.exit(code);
  }
}

console.log(`\n▶ npx playwright test ${playwrightArgs.join(' ')}`.trimEnd());
const code = await run(bin('npx'), ['playwright', 'test', ...playwrightArgs], {
  env: { ...E2E_ENV, CHROME_PATH: chromium },
});
process.exit(code);
