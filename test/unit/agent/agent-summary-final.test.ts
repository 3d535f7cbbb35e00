import { describe, expect, it } from 'vitest'
import type { AgentSettings } from '../../../src/agent/agent-inputs.ts'
import type { AgentJob } from '../../../src/agent/job.ts'
import { RetriesExhaustedError } from '../../../src/platform/errors.ts'
import { CancelledError, DeadlineError } from '../../../src/runner/limits.ts'
import {
  agentJob,
  agentRun,
  CREATE,
  DASHBOARD,
  field,
  FOOTER,
  MESSAGE,
  PR,
  RESUME,
  STALE,
  STEP_INTRO,
  summaryPage,
  waitedRun,
} from './agent-summary-page.ts'
import { agentSettings } from '../support/fakes.ts'

/*
 * The endings of a step that waited for a job it knew (ending-decision.ts, ending-final-status.ts): a wait
 * that stopped early, a final status judged by `fail-on` and `require-pr`, and a follow-up
 * message the job never showed it took up.
 */

describe('the agent summary when the wait stopped before a final status', () => {
  const KEEPS = 'The job keeps running on the platform.'
  const LAST = 'waiting for agent job job_1; its last status was active.'
  it.each([
    {
      name: 'timed out',
      run: waitedRun(CREATE, 'timed-out', agentJob()),
      headline: '⏱️ Docs agent: Timed out',
      says: `Timed out after 1m 30s ${LAST} ${KEEPS}`,
      intro: STEP_INTRO.create,
    },
    {
      name: 'timed out on a status check, resuming a job',
      run: waitedRun(RESUME, 'timed-out', agentJob(), new DeadlineError('The timeout ran out.')),
      headline: '⏱️ Docs agent: Timed out',
      says: `Timed out after 1m 30s ${LAST} The timeout ran out. ${KEEPS}`,
      intro: STEP_INTRO.resume,
    },
    {
      name: 'cancelled, after a follow-up message',
      run: waitedRun(MESSAGE, 'cancelled', agentJob(), new CancelledError('Cancelled.')),
      headline: '🚫 Docs agent: Cancelled',
      says: `Cancelled while ${LAST} ${KEEPS}`,
      intro: STEP_INTRO.message,
    },
    {
      name: 'stopped waiting: a status check failed for good',
      run: waitedRun(CREATE, 'error', agentJob(), new RetriesExhaustedError('Gave up after 8 failed attempts.')),
      headline: '❌ Docs agent: Stopped waiting',
      says: `Stopped ${LAST} Gave up after 8 failed attempts. ${KEEPS}`,
      intro: STEP_INTRO.create,
    },
  ])('$name', ({ run, headline, says, intro }) => {
    const page = summaryPage(agentSettings(run.task), run)
    expect(page.headline).toBe(headline)
    expect(page.paragraphs[0]).toBe(says)
    expect(page.rows).toEqual([
      ['Job', 'job_1'],
      ['Status', 'active'],
      ['Model', 'm1'],
      ['Time waited', '1m 30s'],
    ])
    expect(page.stepJobId).toBe('job_1')
    expect(page.stepIntro).toBe(intro)
    // How to wait again is said once, as the step to paste, not also in the log's words.
    expect(page.paragraphs.join('\n')).not.toContain('To wait for it again')
  })
})

interface FinalCase {
  readonly name: string
  readonly settings?: Partial<AgentSettings>
  readonly job: AgentJob
  readonly headline: string
  readonly says: string
  /** The Pull request row; undefined: the table has none. */
  readonly pr?: string
}

const noPr = agentJob({ status: 'completed' })
const HTTP_PR = 'http://github.com/acme/docs/pull/42'
const httpPr = agentJob({
  status: 'completed',
  rejectedPrLink: { value: HTTP_PR, problem: 'its scheme is "http:", not https' },
})
const failed = agentJob({ status: 'failed' })
const archived = agentJob({ status: 'archived' })

const FINAL_CASES: readonly FinalCase[] = [
  {
    name: 'completed with a pull request',
    job: agentJob({ status: 'completed', prLink: PR }),
    headline: '✅ Docs agent: Pull request opened',
    // The platform's reference is shown, not made live: a word joiner (U+2060) after its #.
    says: 'The agent finished and opened pull request acme/docs#\u206042. Review and merge it to publish the docs change.',
    pr: 'acme/docs#42',
  },
  {
    // The warning is the explanation itself: said once, not repeated under a ⚠️.
    name: 'completed without a pull request',
    job: noPr,
    headline: '⚠️ Docs agent: Completed without a pull request',
    says: 'Agent job job_1 completed without opening a pull request: the agent changed no files, or the platform commits to the branch directly. Set require-pr: true to fail the step when this happens.',
    pr: 'none',
  },
  {
    name: 'completed without a pull request, under require-pr',
    settings: { requirePr: true },
    job: noPr,
    headline: '❌ Docs agent: No pull request',
    says: 'Agent job job_1 completed without opening a pull request, and require-pr is true.',
    pr: 'none',
  },
  {
    // The platform named a pull request by a link the action does not pass on: shown as text, not "none".
    name: 'completed with a pull-request link that is not https',
    job: httpPr,
    headline: '⚠️ Docs agent: Completed; pull-request link not used',
    says: `Agent job job_1 completed and reported a pull-request link that is not used, because its scheme is http:, not https: ${HTTP_PR}. Find the pull request on the platform's dashboard, among the project's agent jobs.`,
    pr: `${HTTP_PR} (not linked: its scheme is "http:", not https)`,
  },
  {
    name: 'completed with a pull-request link that is not https, under require-pr',
    settings: { requirePr: true },
    job: httpPr,
    headline: '❌ Docs agent: Pull-request link not used',
    says: `Agent job job_1 completed and reported a pull-request link that is not used, because its scheme is http:, not https: ${HTTP_PR}, and require-pr is true.`,
    pr: `${HTTP_PR} (not linked: its scheme is "http:", not https)`,
  },
  {
    name: 'failed, which fail-on lists',
    job: failed,
    headline: '❌ Docs agent: Failed',
    says: `Agent job job_1 ended with status failed, which fail-on (failed) treats as a failure.${DASHBOARD}`,
  },
  {
    name: 'archived, which fail-on lists',
    settings: { failOn: ['failed', 'archived'] },
    job: archived,
    headline: '❌ Docs agent: Ended archived',
    says: `Agent job job_1 ended with status archived, which fail-on (failed,archived) treats as a failure.${DASHBOARD}`,
  },
  {
    name: 'failed, with fail-on off',
    settings: { failOn: [] },
    job: failed,
    headline: '⚠️ Docs agent: Ended failed',
    says: 'Agent job job_1 ended with status failed; fail-on (off) does not list it, so the step passes.',
  },
  {
    name: 'archived, which fail-on does not list',
    job: archived,
    headline: 'ℹ️ Docs agent: Ended archived',
    says: 'Agent job job_1 ended with status archived; fail-on (failed) does not list it, so the step passes.',
  },
]

describe('the agent summary of a final status the step waited for', () => {
  it.each(FINAL_CASES)('$name', ({ settings, job, headline, says, pr }) => {
    const page = summaryPage(agentSettings(CREATE, settings), waitedRun(CREATE, 'final', job))
    expect(page.headline).toBe(headline)
    expect(page.paragraphs).toEqual([says, 'Prompt', FOOTER])
    expect(field(page, 'Status')).toBe(job.status)
    expect(field(page, 'Docs pull request')).toBe(pr)
    expect(field(page, 'Time waited')).toBe('1m 30s')
    // The job is over: nothing to wait for.
    expect(page.step).toBeUndefined()
  })

  it.each([
    [PR, 'acme/docs#42'],
    ['https://github.com.evil.example/acme/docs/pull/42', 'github.com.evil.example/acme/docs#42'],
  ])('links the pull request %s as %s, naming a host that is not this GitHub', (prLink, label) => {
    const job = agentJob({ status: 'completed', prLink })
    const page = summaryPage(agentSettings(CREATE), waitedRun(CREATE, 'final', job))
    expect(page.paragraphs[0]).toContain(`opened pull request ${label.replace('#', '#\u2060')}.`)
    const link = page.$('td a')
    expect(link).toHaveLength(1)
    expect([link.text(), link.attr('href')]).toEqual([label, prLink])
  })
})

describe('the agent summary after a follow-up message the job never showed it took up', () => {
  it.each([
    ['✅ Docs agent: Pull request opened', agentJob({ status: 'completed', prLink: PR }), 'acme/docs#42'],
    ['❌ Docs agent: Failed', agentJob({ status: 'failed' }), undefined],
  ])('is judged by fail-on as %s, and says the status may predate the message', (headline, job, pr) => {
    // Three poll intervals of 10s: how long the job had to show it took the message up.
    const run = agentRun(MESSAGE, { job, wait: { job, outcome: 'unconfirmed', waitedMs: 30_000 } })
    const page = summaryPage(agentSettings(MESSAGE), run)
    expect(page.headline).toBe(headline)
    expect(page.paragraphs[1]).toBe(
      `⚠️ The platform did not show that agent job job_1 took up the follow-up message within 30s: its status ${job.status} may be from before the message.`,
    )
    expect(field(page, 'Status')).toBe(job.status + STALE)
    expect(field(page, 'Docs pull request')).toBe(pr && pr + STALE)
    expect(page.step).toBeUndefined()
    expect(page.promptLabel).toBe('Follow-up message')
  })
})
