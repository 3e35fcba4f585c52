import type { Reporter, TestModule } from 'vitest/node';

import fs from 'node:fs';

/**
 * Prints one closing line, "vitest: N passed, N failed", that CI reads to count the tests. Under
 * `npm test`'s lanes (PM_SUMMARY_FILE set) it writes the counts to that file instead, and the lanes'
 * runner prints the one closing line for all of them.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const mod of testModules) {
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      if (mod.state() === 'failed' && mod.children.size === 0) failed++;
    }
    const file = process.env.PM_SUMMARY_FILE;
    if (file) fs.writeFileSync(file, JSON.stringify({ passed, failed, skipped }));
    else process.stdout.write(`\nvitest: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
