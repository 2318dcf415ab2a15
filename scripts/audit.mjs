#!/usr/bin/env node
// Supply chain: `npm audit` fails on a high or critical advisory in a production dependency
// (devDependencies never reach the visitor). Where the advisory endpoint cannot be reached (an
// offline machine, or a mirror that answers the audit POST with 405) there is no verdict: a
// warning and exit 0, or exit 1 with --strict (for a CI that has the real registry).
import { execFile } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { strict: { type: 'boolean', default: false } } });
const args = ['audit', '--omit=dev', '--audit-level=high'];

const report = await new Promise((resolve) => {
  execFile('npm', [...args, '--json'], { maxBuffer: 64 << 20 }, (error, stdout) => {
    if (!error) return resolve({ ok: true });
    try {
      resolve(JSON.parse(stdout));
    } catch {
      resolve({ message: stdout.trim() || error.message });
    }
  });
});

if (report.ok) {
  console.log(`✔ npm ${args.join(' ')}: no high or critical advisory.`);
} else if (report.vulnerabilities) {
  // A verdict: npm's own report says what and how to fix it.
  execFile('npm', args, (_, stdout) => console.error(stdout));
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
