// The Chromium the e2e tests and the bench drive (CHROME_PATH, else Debian's, installed with apt-get
// when we are root) and the Japanese and Burmese fonts a visitor's device has, without which those
// words are drawn blank or as boxes; otherwise it says what to run.
import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import { existsSync } from 'node:fs';

const debian = '/usr/bin/chromium';
/** Debian's packages, and a language each covers (as fontconfig names it). */
const fonts = { 'fonts-noto-cjk': 'ja', 'fonts-noto-core': 'my' };

/** Whether fontconfig has a font for `lang`; without fontconfig (not Linux), the system's fonts. */
function covers(lang: string) {
  try {
    return execFileSync('fc-list', [`:lang=${lang}`], { encoding: 'utf8' }).trim() !== '';
  } catch (error) {
    return (error as { code?: string }).code === 'ENOENT';
  }
}

/** Installs Debian packages when we are root and have apt-get; false otherwise. */
function aptInstall(packages: string[]) {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false;
  console.log(`Installing ${packages.join(', ')}: apt-get install -y ${packages.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const options: ExecFileSyncOptions = { stdio: ['ignore', 'inherit', 'inherit'], env };
  execFileSync('apt-get', ['update'], options);
  execFileSync('apt-get', ['install', '-y', ...packages], options);
  return true;
}

/** Returns the path of a usable Chromium; throws with the command to run when there is none. */
export function ensureChromium() {
  const chromium = process.env.CHROME_PATH ?? debian;
  const missing = [
    ...(existsSync(chromium) ? [] : ['chromium']),
    ...Object.entries(fonts).flatMap(([pkg, lang]) => (covers(lang) ? [] : [pkg])),
  ];
  if (missing.includes('chromium') && chromium !== debian)
    throw new Error(`CHROME_PATH (${chromium}) does not exist.`);
  if (missing.length > 0 && !aptInstall(missing))
    throw new Error(
      `Missing: ${missing.join(', ')}. Install them (sudo apt-get update && sudo apt-get ` +
        `install -y ${missing.join(' ')}), or point CHROME_PATH at a Chromium or Chrome binary.`,
    );
  if (!existsSync(chromium)) throw new Error(`${chromium} is still missing.`);
  return chromium;
}
