// @vitest-environment node
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from 'vitest';
import { EMAIL_KEYS, ROOT } from '../../scripts/env.ts';

// A site built without the EmailJS keys ships a form whose every send fails; the build refuses,
// before it writes anything. Empty values in the environment override any .env file.
test('a build without the EmailJS keys exits non-zero, naming each missing key', () => {
  const blank = Object.fromEntries(EMAIL_KEYS.map((key) => [key, ' ']));
  const build = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/build/build.ts')],
    {
      cwd: ROOT,
      env: { ...process.env, ...blank, SITE_OUT_DIR: 'dist-never-written' },
      encoding: 'utf8',
    },
  );
  expect(build.status).toBe(1);
  for (const key of EMAIL_KEYS) expect(build.stderr).toContain(key);
  expect(build.stdout).not.toContain('Prerendered');
  // A cold tsx start of the build: room for a loaded machine, as the other spawned steps have.
}, 60_000);
