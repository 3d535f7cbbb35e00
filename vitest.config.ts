import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Unit tests record the action's log instead of printing workflow commands into CI output.
    setupFiles: ['test/unit/support/capture-log.ts'],
    reporters: ['default', './test/harness/count-reporter.ts'],
    // End-to-end tests start the bundled action as a child process against a local server.
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
})
