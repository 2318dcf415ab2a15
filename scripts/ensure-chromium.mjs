#!/usr/bin/env node
// Finds the Chromium the end-to-end tests drive (CHROME_PATH, else /usr/bin/chromium).
// When it is missing and we are root on a Debian/Ubuntu machine, installs it with apt-get;
// otherwise says exactly what to run. (`npx playwright install` cannot download browsers here.)
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const onPath = (name) =>
  (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && isExecutable(path.join(dir, name)));

function runApt(args) {
  return new Promise((resolve) => {
    console.log(`$ apt-get ${args.join(' ')}`);
    const child = spawn('apt-get', args, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    child.on('error', () => resolve(127));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * Returns the path of a usable Chromium, installing it with apt-get when possible.
 * @param {{ install?: boolean }} [options]
 * @returns {Promise<string>}
 * @throws {Error} with the exact command to run when Chromium is missing and cannot be installed
 */
export async function ensureChromium({ install = true } = {}) {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (isExecutable(configured)) return configured;
    throw new Error(
      `CHROME_PATH is set to ${configured}, which is not an executable file.\n` +
        `Point CHROME_PATH at a Chromium or Chrome binary, or unset it to use ${DEFAULT_CHROMIUM}.`,
    );
  }
  if (isExecutable(DEFAULT_CHROMIUM)) return DEFAULT_CHROMIUM;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = onPath('apt-get');
  if (install && isRoot && hasApt) {
    console.log(
      `Chromium is not installed (${DEFAULT_CHROMIUM} is missing): installing it with apt-get.`,
    );
    const updated = await runApt(['update']);
    const installed = updated === 0 ? await runApt(['install', '-y', 'chromium']) : updated;
    if (installed === 0 && isExecutable(DEFAULT_CHROMIUM)) {
      console.log(`Chromium installed at ${DEFAULT_CHROMIUM}.`);
      return DEFAULT_CHROMIUM;
    }
    throw new Error(
      `apt-get could not install Chromium (exit code ${installed}).\n` +
        'Run: apt-get update && apt-get install -y chromium\n' +
        'or set CHROME_PATH to an existing Chromium or Chrome binary.',
    );
  }

  const sudo = isRoot ? '' : 'sudo ';
  throw new Error(
    [
      `Chromium was not found at ${DEFAULT_CHROMIUM} and CHROME_PATH is not set.`,
      'The end-to-end tests drive a system Chromium (npx playwright install cannot download browsers here).',
      hasApt
        ? `Install it:  ${sudo}apt-get update && ${sudo}apt-get install -y chromium`
        : 'Install Chromium with your system package manager.',
      'Or point the tests at a Chromium or Chrome you already have:  CHROME_PATH=/path/to/chrome npm test',
    ].join('\n'),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureChromium({ install: !process.argv.includes('--no-install') }).then(
    (found) => console.log(`Chromium: ${found}`),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
