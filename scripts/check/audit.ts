// `npm audit` fails on a high or critical advisory in what reaches a browser: the production
// dependencies and the /admin/ bundle's pinned package (its tree resolved in a scratch folder).
// No verdict from the advisory endpoint (offline, a mirror's 405): a warning, or exit 1 with --strict.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DECAP_CMS } from '../cms/bundle.ts';

const { values } = parseArgs({ options: { strict: { type: 'boolean', default: false } } });
const args = ['audit', '--omit=dev', '--audit-level=high'];
const npm = (extra: string[], options: SpawnSyncOptions) =>
  spawnSync('npm', [...args, ...extra], options);

/** What `npm audit --json` says, or why it could not say it. */
type Report = {
  ok?: boolean;
  vulnerabilities?: object;
  statusCode?: number;
  code?: string;
  message?: string;
  error?: { code?: string; summary?: string };
};

/** Audits the project in `cwd`; exit code 1 on an advisory or a failure, as `--strict` says. */
function audit(cwd: string, what: string) {
  const { status, stdout, error } = npm(['--json'], { cwd, encoding: 'utf8', maxBuffer: 64 << 20 });
  let report: Report = { ok: status === 0 };
  try {
    if (!report.ok) report = JSON.parse(String(stdout)) as Report;
  } catch {
    report = { message: String(stdout).trim() || error?.message };
  }
  if (report.ok || report.vulnerabilities) verdicts += 1;
  if (report.ok) {
    console.log(`✔ npm ${args.join(' ')} (${what}): no high or critical advisory.`);
    return 0;
  }
  if (report.vulnerabilities) {
    // A verdict: npm's own report says what and how to fix it.
    npm([], { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
    return 1;
  }
  const offline = /^E(NOTFOUND|AI_AGAIN|CONN|TIMEDOUT|NETUNREACH|HOSTUNREACH)/;
  if (report.statusCode || offline.test(report.code ?? report.error?.code ?? '')) {
    console.warn(
      `⚠ npm audit (${what}): the advisory endpoint answered no verdict (${report.message}).`,
    );
    return values.strict ? 1 : 0;
  }
  console.error(`✘ npm audit (${what}) could not run: ${report.message ?? report.error?.summary}`);
  return 1;
}

/** The CMS bundle's package and the tree it declares, as a lockfile in a scratch folder. */
function cmsProject() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'audit-cms-'));
  const dependencies = { [DECAP_CMS.name]: DECAP_CMS.version };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, dependencies }));
  const flags = '--package-lock-only --ignore-scripts --legacy-peer-deps --no-audit --no-fund';
  const lock = spawnSync('npm', ['install', ...flags.split(' '), '--loglevel=error'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { dir, resolved: lock.status === 0 };
}

const what = `the content manager, ${DECAP_CMS.name}@${DECAP_CMS.version}`;
let verdicts = 0;
let failed = audit(process.cwd(), 'the site');
// Resolving the CMS's tree takes a minute: only worth it where the endpoint gives verdicts.
if (verdicts === 0) console.warn(`⚠ npm audit (${what}): skipped, as no verdict can be had.`);
else {
  const cms = cmsProject();
  if (cms.resolved) failed |= audit(cms.dir, what);
  else {
    console.warn(`⚠ npm audit (${what}): its dependency tree could not be resolved.`);
    if (values.strict) failed = 1;
  }
  rmSync(cms.dir, { recursive: true, force: true });
}
process.exitCode = failed;
