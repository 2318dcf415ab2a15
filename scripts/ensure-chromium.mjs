#!/usr/bin/env node
// The Chromium the end-to-end tests drive: CHROME_PATH, else Debian's /usr/bin/chromium, installed
// with apt-get when missing and we are root (`npx playwright install` cannot download browsers
// here). Otherwise it says exactly what to run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const debian = '/usr/bin/chromium';

/** Returns the path of a usable Chromium; throws with the command to run when there is none. */
export function ensureChromium() {
  const chromium = process.env.CHROME_PATH ?? debian;
  if (existsSync(chromium)) return chromium;
  if (chromium !== debian) throw new Error(`CHROME_PATH (${chromium}) does not exist.`);
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: apt-get install -y chromium');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const options = { stdio: ['ignore', 'inherit', 'inherit'], env };
    execFileSync('apt-get', ['update'], options);
    execFileSync('apt-get', ['install', '-y', 'chromium'], options);
    if (existsSync(debian)) return debian;
  }
  throw new Error(
    `Chromium is missing. Install it (sudo apt-get update && sudo apt-get install -y chromium), ` +
      'or point CHROME_PATH at a Chromium or Chrome binary.',
  );
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) {
  console.log(`Chromium: ${ensureChromium()}`);
}
