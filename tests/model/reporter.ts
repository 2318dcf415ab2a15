import type { Reporter, TestModule } from 'vitest/node';

/** `npm run test:model`: after Vitest's summary, each machine's paths and coverage table. */
export default class ModelReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const files = [...modules].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
    for (const test of files.flatMap((file) => [...file.children.allTests()])) {
      const report = test.meta().modelReport;
      if (report) process.stdout.write(`\n${report}\n`);
    }
  }
}
