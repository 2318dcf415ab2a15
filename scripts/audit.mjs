#!/usr/bin/env node
// Supply chain: fails when `npm audit` reports a high or critical advisory in a production
// dependency (devDependencies never reach the visitor, so they are left out).
//
// Where the registry's advisory endpoint cannot be reached (an offline machine, or a mirror that
// answers the audit POST with 405 Method Not Allowed), there is no verdict: a warning, exit 0;
// with --strict (for CI, which has the real registry) exit 1 instead.
//
// CLI: node scripts/audit.mjs [--strict]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, bin, parseFlags } from './env.mjs';

export const AUDIT_ARGS = ['audit', '--omit=dev', '--audit-level=high', '--json'];
const BLOCKING = ['critical', 'high'];
const NETWORK_ERRORS = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ERR_SOCKET_TIMEOUT',
]);

/**
 * What npm's JSON output means.
 * @param {string} stdout  `npm audit --json` output
 * @returns {{ kind: 'report', blocking: { name: string, severity: string, advisories: string[], fix: string }[], counts: Record<string, number>, dependencies: number }
 *   | { kind: 'unreachable', reason: string }
 *   | { kind: 'error', reason: string }}
 */
export function readAudit(stdout) {
  let json;
  try {
    json = JSON.parse(stdout);
  } catch {
    return {
      kind: 'error',
      reason: `npm audit printed no JSON: ${oneLine(stdout) || '(nothing)'}`,
    };
  }
  if (json && typeof json.vulnerabilities === 'object' && json.metadata?.vulnerabilities) {
    const blocking = Object.entries(json.vulnerabilities)
      .filter(([, entry]) => BLOCKING.includes(entry.severity))
      .map(([name, entry]) => ({
        name,
        severity: entry.severity,
        advisories: (entry.via ?? []).map((via) =>
          typeof via === 'object'
            ? `${via.title ?? 'advisory'} (${via.url ?? via.source})`
            : `through ${via}`,
        ),
        fix:
          entry.fixAvailable === true
            ? 'npm audit fix'
            : entry.fixAvailable
              ? `npm install ${entry.fixAvailable.name}@${entry.fixAvailable.version}`
              : 'no fix available',
      }));
    return {
      kind: 'report',
      blocking,
      counts: json.metadata.vulnerabilities,
      dependencies: json.metadata.dependencies?.prod ?? json.metadata.dependencies?.total ?? 0,
    };
  }
  // npm's JSON error: { message, statusCode, uri, ... } for an HTTP answer, { error: { code } } otherwise.
  const code = json?.error?.code ?? json?.code;
  const reason = oneLine(json?.message ?? json?.error?.summary ?? '') || code;
  if (json?.statusCode || NETWORK_ERRORS.has(code))
    return { kind: 'unreachable', reason: reason || `HTTP ${json.statusCode}` };
  return { kind: 'error', reason: reason || oneLine(stdout) };
}

function oneLine(text) {
  return String(text).replace(/\s+/g, ' ').trim().slice(0, 300);
}

/** Runs npm audit and collects its standard output. */
function runAudit() {
  return new Promise((resolve) => {
    const child = spawn(bin('npm'), AUDIT_ARGS, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => resolve({ stdout: '', stderr: error.message }));
    child.on('close', () => resolve({ stdout, stderr }));
  });
}

async function main() {
  const { flags } = parseFlags(process.argv.slice(2), ['strict', 'help']);
  if (flags.help) {
    console.log('Usage: node scripts/audit.mjs [--strict]');
    return 0;
  }
  const { stdout, stderr } = await runAudit();
  const result = readAudit(stdout);

  if (result.kind === 'unreachable') {
    console.warn(
      `⚠ npm audit: the advisory endpoint is unreachable from here (${result.reason}); no verdict.`,
    );
    if (flags.strict) {
      console.error('✘ --strict: an audit without a verdict fails.');
      return 1;
    }
    return 0;
  }
  if (result.kind === 'error') {
    console.error(`✘ npm audit could not run: ${result.reason}`);
    if (stderr.trim()) console.error(stderr.trim());
    return 1;
  }

  const { counts, blocking, dependencies } = result;
  const summary = ['critical', 'high', 'moderate', 'low', 'info']
    .map((severity) => `${counts[severity] ?? 0} ${severity}`)
    .join(', ');
  if (blocking.length > 0) {
    console.error(`✘ npm audit (production dependencies): ${summary}.`);
    for (const { name, severity, advisories, fix } of blocking) {
      console.error(`  ${severity.padEnd(8)} ${name}: ${fix}`);
      for (const advisory of advisories) console.error(`           ${advisory}`);
    }
    return 1;
  }
  console.log(
    `✔ npm audit: no high or critical advisory in ${dependencies} production dependencies (${summary}).`,
  );
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
