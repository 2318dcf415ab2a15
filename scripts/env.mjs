// Shared settings of the project's Node scripts: Chromium, ports, the e2e and local-outbox environments, a child-process runner.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file lives in scripts/). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Debian Chromium's flags for headless runs here (STACK.md): without the networking ones it
 * keeps trying to reach hosts this machine cannot reach. Lighthouse prepends `--headless=new`.
 */
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

export const PORTS = {
  /** `npm start` / `npm run preview` */
  site: 4173,
  /** the local outbox that `npm start` uses when no EmailJS keys are configured */
  outbox: 4175,
  /** Playwright's static host and outbox (E2E_SITE_PORT / E2E_OUTBOX_PORT move them, e.g. for two runs at once) */
  e2eSite: Number(process.env.E2E_SITE_PORT) || 4273,
  e2eOutbox: Number(process.env.E2E_OUTBOX_PORT) || 4275,
};

/** What `npm start` builds with when `.env` has no EmailJS keys: every message lands in `.outbox/`. */
export const LOCAL_OUTBOX_ENV = {
  VITE_EMAILJS_PUBLIC_KEY: 'local-outbox-key',
  VITE_EMAILJS_SERVICE_ID: 'local_service',
  VITE_EMAILJS_TEMPLATE_ID: 'local_template',
  VITE_EMAILJS_ORIGIN: `http://127.0.0.1:${PORTS.outbox}`,
};

/** What the end-to-end build uses: the SDK talks to the Playwright outbox. */
export const E2E_ENV = {
  VITE_EMAILJS_PUBLIC_KEY: 'e2e-public-key',
  VITE_EMAILJS_SERVICE_ID: 'e2e_service',
  VITE_EMAILJS_TEMPLATE_ID: 'e2e_template',
  VITE_EMAILJS_ORIGIN: `http://127.0.0.1:${PORTS.e2eOutbox}`,
};

/** `npm` / `npx` on this platform. */
export const bin = (name) => (process.platform === 'win32' ? `${name}.cmd` : name);

/**
 * Runs a command with inherited output and no stdin (CI has none). Resolves with the exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: Record<string, string | undefined>, cwd?: string, onSpawn?: (child: import('node:child_process').ChildProcess) => void }} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    options.onSpawn?.(child);
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) =>
      resolve(code ?? 128 + ((signal && os.constants.signals[signal]) || 1)),
    );
  });
}
