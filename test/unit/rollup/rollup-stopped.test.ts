import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DeadlineError } from '../../../src/runner/limits.ts'
import type { RollupSettings } from '../../../src/rollup/rollup-inputs.ts'
import { globTest } from '../../../src/rollup/rollup-inputs.ts'
import type * as RunArtifacts from '../../../src/rollup/run-artifacts.ts'
import type { RunArtifact } from '../../../src/rollup/run-artifacts.ts'
import { collaborators, fakeEnvironment, fakePlatform, testLimits } from '../support/fakes.ts'
import { ROLLED_FIGURES } from '../../../src/visitors/sections/table.ts'

/*
 * The roll-up stopped by the step's deadline partway through the run's artifacts: GitHub's side
 * (run-artifacts.ts) replaced at its module boundary. What was read is rolled up, what was not
 * is named, and the step ends timed-out with every output it has.
 */

const reads = vi.hoisted(() => ({ answers: [] as (string | Error)[] }))

vi.mock('../../../src/rollup/run-artifacts.ts', async (original) => ({
  ...(await original<typeof RunArtifacts>()),
  gitHubFor: () => Promise.resolve({}),
  listRunArtifacts: () =>
    Promise.resolve(
      ['docs-a-report', 'docs-b-report', 'docs-c-report'].map((name, index): RunArtifact => ({
        name,
        id: index + 1,
        kind: 'report',
        url: undefined,
        listed: {} as RunArtifact['listed'],
      })),
    ),
  readRunArtifact: () => {
    const answer = reads.answers.shift()
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer ?? '')
  },
}))

const { runRollupMode } = await import('../../../src/rollup/run-rollup.ts')

const report = (projectId: string) =>
  JSON.stringify({
    projectId,
    period: { dateFrom: '2026-11-22', dateTo: '2026-11-29' },
    requests: { total: 5 },
    headline: { figures: { visitors: { period: { total: 100 }, previousPeriod: null } }, contentGaps: { found: 1 } },
  })

const settings = {
  reportsPattern: '*-report',
  figures: ROLLED_FIGURES,
  isReport: globTest('*-report'),
  projects: ['docs-a', 'docs-b', 'docs-c'],
} as unknown as RollupSettings

describe('a roll-up stopped by the deadline', () => {
  beforeEach(() => {
    reads.answers = [report('docs-a'), new DeadlineError('The step timed out (timeout: 1m) while downloading.')]
  })

  it('rolls up what it read, names the rest as not read, and ends timed-out with its outputs', async () => {
    const limits = testLimits(60_000)
    const runnerTemp = mkdtempSync(path.join(tmpdir(), 'rollup-stopped-'))
    const given = collaborators(
      fakePlatform(() => ({})),
      { ...limits, deadline: Date.now() - 1 },
      fakeEnvironment({ runnerTemp }),
    )
    const result = await runRollupMode(settings, given)
    expect(result.failure).toMatchObject({ conclusion: 'timed-out', title: 'Roll-up stopped' })
    expect(result.failure?.message).toContain('The roll-up stopped before reading every report artifact')
    expect(result.outputs).toMatchObject({ projects: 3, total: '100', 'projects-missing': 2 })
    const summary = result.summary?.render() ?? ''
    // The table's id keeps to one line: its cell is `nowrap`, its text as it is.
    expect(summary).toContain('<td nowrap><code>docs-a</code>')
    expect(summary).toMatch(/Artifact <code>docs-b-report<\/code> was not read: the step.{1,6}s time ran out first/)
    expect(summary).toMatch(/Artifact <code>docs-c-report<\/code> was not read: the step.{1,6}s time ran out first/)
  })
})
