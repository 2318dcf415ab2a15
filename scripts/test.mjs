#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure.
//   typecheck → lint → Vitest (unit, machine, view tests) → Chromium present → end-to-end (build + Playwright)
import { ensureChromium } from './ensure-chromium.mjs';
import { bin, formatDuration, run } from './env.mjs';

/** @type {{ name: string, action: () => Promise<number> }[]} */
const steps = [
  { name: 'Typecheck', action: () => run(bin('npm'), ['run', 'typecheck']) },
  { name: 'Lint', action: () => run(bin('npm'), ['run', 'lint']) },
  { name: 'Supply chain (npm audit)', action: () => run(process.execPath, ['scripts/audit.mjs']) },
  { name: 'Unit and view tests (Vitest)', action: () => run(bin('npx'), ['vitest', 'run']) },
  {
    name: 'Chromium',
    action: async () => {
      try {
        console.log(`Chromium: ${await ensureChromium()}`);
        return 0;
      } catch (error) {
        console.error(error.message);
        return 1;
      }
    },
  },
  {
    name: 'End-to-end tests (build + Playwright)',
    action: () => run(process.execPath, ['scripts/test-e2e.mjs']),
  },
];

/** @type {{ name: string, ms: number, ok: boolean }[]} */
const results = [];
const startedAll = Date.now();

function summary() {
  console.log('\nSummary');
  for (const result of results) {
    console.log(
      `  ${result.ok ? '✔' : '✘'} ${result.name.padEnd(40)} ${formatDuration(result.ms)}`,
    );
  }
  for (const step of steps.slice(results.length))
    console.log(`  · ${step.name.padEnd(40)} not run`);
  console.log(`  Total ${formatDuration(Date.now() - startedAll)}`);
}

for (const [index, step] of steps.entries()) {
  console.log(`\n━━ ${index + 1}/${steps.length} ${step.name} ━━`);
  const started = Date.now();
  const code = await step.action();
  results.push({ name: step.name, ms: Date.now() - started, ok: code === 0 });
  if (code !== 0) {
    summary();
    console.error(
      `\n✘ npm test failed at step ${index + 1}, "${step.name}" (exit code ${code}). Later steps were not run.`,
    );
    process.exit(code || 1);
  }
}
summary();
console.log('\n✔ Every check passed.');
