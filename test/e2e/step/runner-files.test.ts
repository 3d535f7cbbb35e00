import { execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { renderedSummary } from '../../render/dom.ts'
import { withServers } from '../../harness/servers.ts'
import { platformInputs } from '../helpers.ts'

/**
 * The runner's own files can fail the step's reporting: an output file that cannot be written
 * must not crash the step or lose the job id, and a summary file that blocks must not hold the
 * step past SIGTERM.
 */
describe('an output file that cannot be written', () => {
  it('still ends with a summary and an error annotation, and never says no job was created', async () => {
    await withServers({}, async ({ platform }) => {
      let summaryFile = ''
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: 'Refresh the changelog.' },
        prepare: ({ runnerTemp }) => {
          summaryFile = path.join(runnerTemp, '..', 'summary.md')
        },
        env: { GITHUB_OUTPUT: '/nonexistent-dir/output.txt' },
      })
      // The job was created on the platform...
      expect(platform.jobs.size).toBe(1)
      const summary = await readFile(summaryFile, 'utf8')
      const $ = renderedSummary(summary)
      // ...so the step must say so somewhere people read: the summary and an error annotation.
      expect(run.stderr).not.toMatch(/at .*dist\/index\.js/) // no raw stack trace instead of a report
      expect(summary).toContain('job_0001')
      expect(run.stdout).toMatch(/^::error title=Outputs not written::The step's outputs could not be written/m)
      // The mode's own summary, ending with why the outputs are missing.
      expect($('p').last().text()).toMatch(/^❌ The step's outputs could not be written to the runner's output file: /)
      expect(`${run.stdout}${summary}`).not.toContain('No job was created')
    })
  })
})

/**
 * A GITHUB_STEP_SUMMARY that blocks (a FIFO here; a hung network filesystem on a self-hosted
 * runner behaves alike) must not hold the step: the summary is opened without blocking and
 * given a bounded time, and after SIGTERM the step ends within the grace period regardless.
 */
describe('a summary file that blocks', () => {
  it('does not keep the step alive after SIGTERM', async () => {
    await withServers({}, async ({ platform }) => {
      let fifo = ''
      let signalledAt = 0
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: 'Refresh the changelog.', timeout: '5s' },
        prepare: ({ runnerTemp }) => {
          fifo = path.join(runnerTemp, 'summary-fifo')
          execFileSync('mkfifo', [fifo])
        },
        get env() {
          return { GITHUB_STEP_SUMMARY: fifo }
        },
        onStart: (child) => {
          setTimeout(() => {
            signalledAt = Date.now()
            child.kill('SIGTERM')
          }, 3_000)
          setTimeout(() => child.kill('SIGKILL'), 9_000) // so the test never leaves a process behind
        },
      })
      expect(run.exitCode).not.toBeNull() // null: it had to be killed
      // The summary is opened without blocking, so the step no longer waits on the FIFO at all.
      if (signalledAt > 0) expect(Date.now() - signalledAt).toBeLessThan(3_000)
      expect(run.stdout).toMatch(/^::warning title=Job summary not written::The job summary could not be written: /m)
      expect(run.outputs['conclusion']).toBe('success')
    })
  }, 30_000)
})
