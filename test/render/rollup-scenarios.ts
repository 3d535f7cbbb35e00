import { readFileSync } from 'node:fs'
import { plantArtifact, reportStep, rollupStep } from '../e2e/rollup/rollup-helpers.ts'
import { runAction } from '../harness/run-action.ts'
import { withServers } from '../harness/servers.ts'
import { platformInputs } from '../e2e/helpers.ts'
import { REPORT_WEEK, SCHEDULE_EVENT } from '../fixtures/sample-inputs.ts'

/*
 * The report where the team reads it, for the gallery: the roll-up of a run's reports (two
 * complete, one partial, one refused for a figure that is no count, one whose step failed), and a report's summary file as the body of the
 * week's issue, as GitHub shows an issue.
 */

const PROJECTS = ['docs-main', 'docs-api', 'docs-sdk', 'docs-labs', 'docs-beta']

function rollup() {
  const platform = { analytics: { rows: 600 }, otherProjects: PROJECTS }
  return withServers({ platform, github: { commits: [], tags: {} }, artifacts: true }, async (servers) => {
    const main = await reportStep(servers, 'docs-main', { include: 'all' })
    await reportStep(servers, 'docs-api', { include: 'all' })
    await reportStep(servers, 'docs-sdk', { include: 'all', 'max-requests': '3' })
    // A report.json whose figure is no count: its row says it was refused, and nothing of it is summed.
    const planted = JSON.parse(main.uploaded.get('report.json')?.toString() ?? '{}') as {
      projectId: string
      headline: { figures: { visitors: { period: { total: number } } } }
    }
    planted.projectId = 'docs-labs'
    planted.headline.figures.visitors.period.total = 1e308
    plantArtifact(servers, 'docs-labs-report', { 'report.json': JSON.stringify(planted) })
    return rollupStep(servers, { projects: PROJECTS.join(', ') })
  })
}

function issueBody() {
  return withServers({ platform: { analytics: { rows: 600 } }, artifacts: true }, async ({ platform, env }) => {
    const run = await runAction({
      env: { ...SCHEDULE_EVENT, ...env },
      inputs: { ...platformInputs(platform, 'visitors'), ...REPORT_WEEK },
    })
    return { ...run, summary: readFileSync(run.outputs['summary-file'] ?? '', 'utf8') }
  })
}

export const ROLLUP_SCENARIOS = [
  {
    name: 'rollup-report',
    job: 'rollup',
    caption: "rollup mode: one summary of a run's reports, two complete, one partial, one refused, one missing",
    conclusion: 'success',
    run: rollup,
  },
  {
    name: 'visitors-report-issue',
    job: 'report',
    heading: 'Issue acme/docs#42 “Docs report: 2026-11-09 to 2026-11-15” by github-actions[bot]',
    caption: "visitors mode: the summary-file output posted as the week's issue",
    conclusion: 'success',
    run: issueBody,
  },
] as const
