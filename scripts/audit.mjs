#!/usr/bin/env node
// Supply chain: `npm audit` fails on a high or critical advisory in a production dependency
// (devDependencies never reach the visitor). Where the advisory endpoint cannot be reached (an
// offline machine, or a mirror that answers the audit POST with 405) there is no verdict: a
// warning and exit 0, or exit 1 with --strict (for a CI that has the real registry).
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { strict: { type: 'boolean', default: false } } });
const args = ['audit', '--omit=dev', '--audit-level=high'];
const npm = (extra, options) => spawnSync('npm', [...args, ...extra], options);

const { status, stdout, error } = npm(['--json'], { encoding: 'utf8', maxBuffer: 64 << 20 });
let report = { ok: status === 0 };
try {
  if (!report.ok) report = JSON.parse(stdout);
} catch {
  report = { message: stdout?.trim() || error?.message };
}

if (report.ok) {
  console.log(`✔ npm ${args.join(' ')}: no high or critical advisory.`);
} else if (report.vulnerabilities) {
  // A verdict: npm's own report says what and how to fix it.
  npm([], { stdio: ['ignore', 'inherit', 'inherit'] });
  process.exitCode = 1;
} else if (
  report.statusCode ||
  /^E(NOTFOUND|AI_AGAIN|CONN|TIMEDOUT|NETUNREACH|HOSTUNREACH)/.test(
    report.code ?? report.error?.code,
  )
) {
  console.warn(`⚠ npm audit: the advisory endpoint answered no verdict (${report.message}).`);
  if (values.strict) process.exitCode = 1;
} else {
  console.error(`✘ npm audit could not run: ${report.message ?? report.error?.summary}`);
  process.exitCode = 1;
}
