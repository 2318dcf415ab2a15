// Decap CMS's prebuilt bundle, the one thing of its package /admin/ runs. The package declares 527
// packages the bundle already contains, so it is no dependency: `npm pack` fetches it, this file
// pins its version and integrity, and only dist/ (no maps) goes into node_modules/.cache/.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../env.ts';

/** The pinned package; a new version needs its integrity from `npm view decap-cms@V dist.integrity`. */
export const DECAP_CMS = {
  name: 'decap-cms',
  version: '3.16.3',
  integrity:
    'sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==',
};

const spec = `${DECAP_CMS.name}@${DECAP_CMS.version}`;

/** The folder holding the bundle's files, fetched and unpacked on first use. */
export function cmsBundleDir() {
  const dir = path.join(ROOT, 'node_modules/.cache', `${DECAP_CMS.name}-${DECAP_CMS.version}`);
  if (existsSync(path.join(dir, 'decap-cms.js'))) return dir;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'decap-cms-'));
  try {
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', spec, '--json', '--pack-destination', tmp], {
        cwd: tmp,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    );
    if (packed.integrity !== DECAP_CMS.integrity)
      throw new Error(`${spec}: integrity ${packed.integrity}, pinned ${DECAP_CMS.integrity}`);
    const unpacked = `${dir}.partial`;
    rmSync(unpacked, { recursive: true, force: true });
    mkdirSync(unpacked, { recursive: true });
    const archive = path.join(tmp, packed.filename);
    const only = ['--strip-components=2', '--exclude=*.map', 'package/dist'];
    execFileSync('tar', ['-xzf', archive, '-C', unpacked, ...only]);
    rmSync(dir, { recursive: true, force: true });
    renameSync(unpacked, dir);
    return dir;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
