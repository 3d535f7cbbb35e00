/**
 * `npm run demo`: runs the bundled action the way a runner does, against the local platform
 * simulator, artifact service and GitHub API stand-in, through the workflows the README shows,
 * each step with the action and the inputs its file in examples/ gives: the release workflow on a
 * pushed release tag (the release's notes added to the prompt), the merged-pull-request
 * workflow on a merged pull request (its outputs and the comment it leaves), the /docs comment
 * workflow on a maintainer's comment in that pull request's conversation and then on a line of
 * the docs pull request its job opened (the replies it leaves), the deploy workflow on a
 * published release, the preview workflow on a pull request into docs-next (the comment it
 * leaves), the automation workflow on a push to main, then the weekly report two weeks in a row
 * with every input at its default, the second taking its previous period from the first one's
 * report (history), each followed in the same run by the step that hands the content gaps to the
 * agent when there are more than ten: week 2 credits week 1's hand-off, whose pull request was
 * merged in between; then the roll-up of week 2's run (the rollup action, no key). For each step
 * it prints the step's log, its outputs, and where its job summary was written as a page
 * (demo-output/, open it in a browser). `npm run demo -- --debug` (or DEMO_DEBUG=1) also shows
 * the debug log. Exits non-zero when a step does not succeed.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ROOT } from './harness/action-metadata.ts'
import type { ActionRun } from './harness/run-action.ts'
import { withServers } from './harness/servers.ts'
import { renderSummaryPage } from './render/page.ts'
import {
  automationStep,
  DEMO_REPOSITORY,
  deployStep,
  mergedPullRequestStep,
  previewStep,
  releaseStep,
} from './demo/example-steps.ts'
import { ASKED_IN_PULL, requestStep, REVISION_ON_DOCS_PULL } from './demo/request-steps.ts'
import { describeRequest, readableLog } from './demo/step-log.ts'
import { contentGapsStep, recordWeek, rollupOfRun, weeklyReport, type WeeklyReport } from './demo/weekly-report.ts'

const DEBUG = process.argv.includes('--debug') || process.env['DEMO_DEBUG'] === '1'
const OUTPUT_DIR = path.join(ROOT, 'demo-output')
const JOB = { statuses: ['active', 'active', 'active', 'completed'], prLink: 'https://github.com/acme/docs/pull/42' }

async function report(step: string, run: ActionRun): Promise<boolean> {
  console.log(`\n━━ ${step} ━━`)
  console.log('Step log:')
  for (const line of readableLog(run.stdout + run.stderr, { debug: DEBUG })) console.log(line)
  console.log('Outputs:')
  for (const [name, value] of Object.entries(run.outputs)) console.log(`  ${name}=${value}`)
  const page = path.join(OUTPUT_DIR, `${step.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}.html`)
  await writeFile(page, renderSummaryPage(run.summary, { title: step, caption: 'npm run demo' }))
  console.log(`Job summary: ${path.relative(process.cwd(), page)} (${pathToFileURL(page).href})`)
  const passed = run.exitCode === 0 && run.outputs['conclusion'] === 'success'
  if (!passed) console.log(`✗ The step ended with exit code ${run.exitCode}, conclusion ${run.outputs['conclusion']}.`)
  return passed
}

await mkdir(OUTPUT_DIR, { recursive: true })
const env: Record<string, string> = DEBUG ? { RUNNER_DEBUG: '1' } : {}

const spec = { platform: { job: JOB }, github: DEMO_REPOSITORY, artifacts: true } as const
const passed = await withServers(spec, async (servers) => {
  console.log(
    `Platform simulator on ${servers.platform.url}; artifact service stand-in on ${servers.env['ACTIONS_RESULTS_URL']}; ` +
      `GitHub API stand-in on ${servers.github.url}`,
  )
  // examples/release-docs.yml: tag v1.3.0 was pushed; its release's notes are added to the prompt (event-context: auto).
  let allPassed = await report('Docs on a release', await releaseStep(servers, env))

  // examples/merged-pr-docs.yml: pull request #212 was merged; one comment on it follows the job.
  const merged = await mergedPullRequestStep(servers, env)
  console.log(`\nThe job's condition holds for a merged pull request: ${merged.runs} (if: ${merged.condition})`)
  allPassed = (await report('Docs follow a merged pull request', merged.run)) && merged.runs && allPassed
  console.log("The pull-request comment's final body:")
  for (const line of (merged.comment ?? '(no comment)').split('\n')) console.log(`  ${line}`)

  // examples/docs-on-comment.yml: a /docs in #212's conversation, then a /docs on a line of the docs pull request.
  for (const [index, [step, request]] of (
    [
      ['Docs asked in a comment', ASKED_IN_PULL],
      ['Docs pull request revised by a review comment', REVISION_ON_DOCS_PULL],
    ] as const
  ).entries()) {
    const asked = await requestStep(servers, env, request, 5_001 + index)
    console.log(`\nThe job's condition holds for the comment: ${asked.runs} (if: ${asked.condition})`)
    allPassed = (await report(step, asked.run)) && asked.runs && allPassed
    console.log("The reply's final body:")
    for (const line of (asked.reply ?? '(no reply)').split('\n')) console.log(`  ${line}`)
  }

  // examples/deploy-on-release.yml: the release was published; the deployment is followed to success.
  allPassed = (await report('Docs deployed on a release', await deployStep(servers, env))) && allPassed

  // examples/preview-pull-requests.yml: pull request #231 into docs-next was opened; its branch is previewed.
  const preview = await previewStep(servers, env)
  console.log(
    `\nThe job's condition holds for a pull request from this repository: ${preview.runs} (if: ${preview.condition})`,
  )
  allPassed = (await report('Docs preview of a pull request', preview.run)) && preview.runs && allPassed
  console.log("The preview's comment, final body:")
  for (const line of (preview.comment ?? '(no comment)').split('\n')) console.log(`  ${line}`)

  // examples/automation-on-merge.yml: the merge landed on main as a push; the automation's run is queued.
  allPassed = (await report('Docs automation on a merge', await automationStep(servers, env))) && allPassed

  // examples/weekly-report.yml runs every week: week 2 finds week 1's report through GitHub's API.
  const weeks: WeeklyReport[] = []
  const recorded: string[] = []
  for (const [index, weeksAgo] of [1, 0].entries()) {
    const week = await weeklyReport(servers, { runId: 9_001 + index, weeksAgo, env })
    allPassed = (await report(`Weekly report, week ${index + 1}`, week.run)) && allPassed
    weeks.push(week)
    const gaps = await contentGapsStep(servers, week, env)
    if (gaps.run)
      allPassed = (await report(`Weekly report, week ${index + 1}, content gaps to the agent`, gaps.run)) && allPassed
    else console.log(`\nThe content-gaps step did not run: its condition does not hold (if: ${gaps.condition}).`)
    recorded.push(recordWeek(servers, week.runId))
  }
  const [first, second] = weeks
  if (first && second) {
    const { 'comparison-source': source, 'history-size': size } = second.run.outputs
    console.log(
      `\nWeek 2 took its previous period from: ${source ?? '(no comparison-source output)'}, with a history of ` +
        `${size ?? '?'} periods. Analytics requests: week 1 ${first.requests}, week 2 ${second.requests}.`,
    )
    const credit = /(?:Docs pull request|Agent job)[^\n]*?took on[^\n]*/.exec(
      second.run.summary.replace(/<[^>]+>/g, ''),
    )
    console.log(`Week 2 credits week 1's hand-off: ${credit?.[0] ?? '(no credit line)'}`)
    console.log(`Week 2's summary file, ready as an issue body: ${second.run.outputs['summary-file'] ?? '(none)'}`)
  }

  // examples/weekly-report-projects.yml ends with a roll-up of the run's reports: here, week 2's run.
  const rollup = await rollupOfRun(servers, 9_002, env)
  allPassed = (await report('Roll-up of the reports of week 2', rollup)) && allPassed

  console.log('\n━━ Requests the platform simulator received ━━')
  for (const request of servers.platform.requests) console.log(`  ${describeRequest(request)}`)
  console.log("\n━━ Requests GitHub's API stand-in received ━━")
  for (const request of servers.github.requests) console.log(`  ${request.method} ${request.path}`)
  for (const line of recorded) console.log(`GitHub lists ${line}`)
  return allPassed
})

console.log(
  '\nEverything ran locally: the action talked only to servers on 127.0.0.1 (the platform simulator, the ' +
    "artifact service stand-in and GitHub's API stand-in), with the simulator's test key. Nothing was sent to the platform or to GitHub.",
)
process.exitCode = passed ? 0 : 1
