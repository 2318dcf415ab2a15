// `npm run test:e2e [-- --no-build] [playwright args…]`: builds the site against the test outbox,
// and first (so the generated content left is the site's own) dist-drafts/ with drafts published
// and test articles added; then runs Playwright in Debian Chromium against both.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { draftsContent } from '../../tests/e2e/drafts-content.mjs';
import { ensureChromium } from './ensure-chromium';
import { E2E_ENV, ROOT, runNode } from '../env.ts';

const args = process.argv.slice(2);
// The run's temporary folders (content copies, the servers' state) in one, removed at the end.
const tmp = mkdtempSync(path.join(os.tmpdir(), 'e2e-'));
process.env.TMPDIR = tmp;
const env = { ...E2E_ENV, CHROME_PATH: ensureChromium() };
const build = (extra = {}) => runNode('scripts/build/build.ts', [], { ...env, ...extra });
const drafts = { SITE_DRAFTS: '1', SITE_OUT_DIR: 'dist-drafts', SITE_CONTENT: draftsContent(ROOT) };
process.exitCode =
  (args.includes('--no-build') ? 0 : build(drafts) || build()) ||
  runNode('@playwright/test/cli', ['test', ...args.filter((a) => a !== '--no-build')], env);
rmSync(tmp, { recursive: true, force: true });
