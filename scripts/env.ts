// Shared settings of the project's Node scripts: Chromium, ports, the e2e build's environment, a way to run a step.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(import.meta.dirname, '..');

// Without the networking flags, Debian's Chromium keeps trying hosts this machine cannot reach.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

// E2E_SITE_PORT / E2E_OUTBOX_PORT / E2E_DRAFTS_PORT move the e2e servers, e.g. for two runs at once.
const e2eSite = Number(process.env.E2E_SITE_PORT) || 4273;
export const PORTS = {
  /** `npm start` / `npm run preview` */
  site: 4173,
  /** the local outbox that `npm start` uses when no EmailJS keys are configured */
  outbox: 4175,
  e2eSite,
  e2eOutbox: Number(process.env.E2E_OUTBOX_PORT) || 4275,
  /** the e2e build with draft articles published (dist-drafts/), beside the site's */
  e2eDrafts: Number(process.env.E2E_DRAFTS_PORT) || e2eSite + 3,
};

/** The EmailJS settings a build cannot do without: with one missing, every send would fail. */
export const EMAIL_KEYS = [
  'VITE_EMAILJS_PUBLIC_KEY',
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_TEMPLATE_ID',
];

export const missingEmailKeys = (env: Record<string, string | undefined>) =>
  EMAIL_KEYS.filter((key) => !env[key]?.trim());

/**
 * Keys for a local outbox, which accepts any, for builds that are not the firm's (`npm start`
 * without .env, the e2e tests, the bench), so the build's key check holds; `prefix` names the
 * build in the outbox's messages.
 */
export const outboxEnv = (prefix: string, origin: string) => ({
  VITE_EMAILJS_PUBLIC_KEY: `${prefix}-public-key`,
  VITE_EMAILJS_SERVICE_ID: `${prefix}_service`,
  VITE_EMAILJS_TEMPLATE_ID: `${prefix}_template`,
  VITE_EMAILJS_ORIGIN: origin,
});

/** What the end-to-end build uses: the SDK talks to the Playwright outbox. */
export const E2E_ENV = outboxEnv('e2e', `http://127.0.0.1:${PORTS.e2eOutbox}`);

/**
 * Runs a Node script (a path, or a package's script such as `@playwright/test/cli`) through tsx
 * with inherited output and no stdin (CI has none): its exit code.
 */
export function runNode(script: string, args: string[] = [], env: Record<string, string> = {}) {
  const file = script.startsWith('@')
    ? fileURLToPath(import.meta.resolve(script))
    : path.resolve(ROOT, script);
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return status ?? 1;
}
