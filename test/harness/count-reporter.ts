import type { Reporter, TestModule } from 'vitest/node'

/**
 * Ends the test output with a plain `N passed, N failed` line (`, N skipped` when any), a
 * form any CI log reader understands, after vitest's own summary.
 */
export default class CountReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 }
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state
        if (state === 'passed' || state === 'failed' || state === 'skipped') counts[state]++
      }
    }
    const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : ''
    process.stdout.write(`\n${counts.passed} passed, ${counts.failed} failed${skipped}\n`)
  }
}
