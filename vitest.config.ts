import { existsSync } from 'node:fs'
import { defineConfig } from 'vitest/config'
import { DEFAULT_TODAY, FAR_DAYS } from './test/harness/pinned-clock.ts'

/**
 * The suites whose outcome follows the calendar: a report's default period, "today", a week's
 * sample data, an age in days. Every test runs on the pinned day (test/harness/pinned-clock.ts);
 * these run again on each of FAR_DAYS, so a date the pinned day never meets (a 29 February, a
 * week across New Year) cannot break them unseen. Kept short: the second runs cost time.
 */
const DATE_SENSITIVE = [
  'test/unit/visitors/analysis/dates.test.ts',
  'test/unit/visitors/visitors-inputs.test.ts',
  'test/unit/visitors/run-visitors.test.ts',
  'test/unit/visitors/ended-early.test.ts',
  'test/unit/visitors/summary/trend.test.ts',
  'test/unit/visitors/history/history-choice.test.ts',
  'test/unit/visitors/history/read-history-dates.test.ts',
  'test/unit/visitors/progress/progress-choice.test.ts',
  'test/unit/visitors/progress/progress-record.test.ts',
  'test/unit/inputs/former-spellings.test.ts',
  'test/e2e/visitors/period-last-day.test.ts',
  'test/e2e/visitors/said-of-defaults.test.ts',
  'test/e2e/visitors/report.test.ts',
  'test/e2e/visitors/history/chain.test.ts',
  'test/e2e/visitors/history/defaults.test.ts',
  'test/e2e/visitors/progress/schedule.test.ts',
]
const missing = DATE_SENSITIVE.filter((file) => !existsSync(file))
if (missing.length > 0)
  throw new Error(`vitest.config.ts names date-sensitive suites that do not exist: ${missing.join(', ')}`)

export default defineConfig({
  test: {
    // Unit tests record the action's log instead of printing workflow commands into CI output;
    // every test reads the pinned day's clock.
    setupFiles: ['test/harness/pinned-clock.ts', 'test/unit/support/capture-log.ts'],
    reporters: ['default', './test/harness/count-reporter.ts'],
    // End-to-end tests start the bundled action as a child process against a local server.
    testTimeout: 60_000,
    hookTimeout: 30_000,
    // Most of an end-to-end test is waiting on a child process or a socket, not the CPU: four
    // files at a time keep two cores busy (vitest's default on two cores is one).
    maxWorkers: 4,
    projects: [
      {
        extends: true,
        test: {
          name: 'main',
          include: ['test/**/*.test.ts'],
          env: { TEST_TODAY: process.env['TEST_TODAY'] ?? DEFAULT_TODAY },
        },
      },
      ...Object.entries(FAR_DAYS).map(([edge, day]) => ({
        extends: true,
        test: { name: `${day} (${edge})`, include: DATE_SENSITIVE, env: { TEST_TODAY: day } },
      })),
    ],
  },
})
