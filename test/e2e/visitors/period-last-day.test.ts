import { describe, expect, it } from 'vitest'
import { runAction, type ActionRun } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { eventFile, expectEnding, platformInputs, summaryText } from '../helpers.ts'
import { todayPlus, visitorsInputs } from './visitors-helpers.ts'

/*
 * The period's last day is one date wherever a person reads it: the summary's period line, the
 * log's export line, and the agent step's line about the content gaps it was handed. The
 * platform's `dateTo` is exclusive, so a week asked as 2026-11-01 up to 2026-11-08 ends on the 7th.
 */

const PRIVATE = { GITHUB_EVENT_NAME: 'schedule', GITHUB_EVENT_PATH: eventFile('schedule-private.json') }

async function reportThenAgent(extra: Record<string, string>): Promise<{ report: ActionRun; agent: ActionRun }> {
  return withServers({ platform: {}, artifacts: true }, async ({ platform, env }) => {
    const inputs = visitorsInputs(platform, { include: 'searches', compare: 'off', ...extra })
    const report = await runAction({ inputs, env: { ...env, ...PRIVATE } })
    expectEnding(report, 'success')
    const agent = await runAction({
      inputs: {
        ...platformInputs(platform),
        'prompt-file': report.outputs['content-gaps-file'] ?? '',
        'event-context': 'off',
      },
      env: { ...env, ...PRIVATE, RUNNER_TEMP: report.runnerTemp, GITHUB_WORKSPACE: report.workspace },
    })
    expectEnding(agent, 'success')
    return { report, agent }
  })
}

function expectOneLastDay({ report, agent }: { report: ActionRun; agent: ActionRun }, said: string): void {
  expect(summaryText(report).paragraphs).toContain(`Period: ${said}.`)
  expect(report.stdout).toMatch(new RegExp(`^Searches: .* for ${escape(said)}, from `, 'm'))
  expect(agent.stdout).toContain(`is the content gaps of the report for ${said} (`)
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('the last day of the period', () => {
  it('is the same date in the summary, the log and the hand-off, with the default dates', async () => {
    const runs = await reportThenAgent({})
    expectOneLastDay(runs, `${todayPlus(-7)} to ${todayPlus(-1)} (7 days)`)
  })

  it('is the day before an explicit date-to, everywhere', async () => {
    const runs = await reportThenAgent({ 'date-from': todayPlus(-20), 'date-to': todayPlus(-10) })
    expectOneLastDay(runs, `${todayPlus(-20)} to ${todayPlus(-11)} (10 days)`)
  })
})
