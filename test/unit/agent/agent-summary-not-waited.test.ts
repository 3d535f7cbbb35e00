import { describe, expect, it } from 'vitest'
import type { AgentTask } from '../../../src/agent/agent-inputs.ts'
import type { AgentRun } from '../../../src/agent/ending.ts'
import type { AgentJob } from '../../../src/agent/job.ts'
import {
  agentJob,
  agentRun,
  CREATE,
  DASHBOARD,
  field,
  MESSAGE,
  PR,
  PROMPT,
  preparedPrompt,
  RESUME,
  STALE,
  STEP_INTRO,
  summaryPage,
  waitedRun,
} from './agent-summary-page.ts'
import { agentSettings } from '../support/fakes.ts'

/*
 * The endings of `wait: false` (ending-final-status.ts, `notWaited`), then what every agent summary
 * shows the same way: the prompt as typed, and the platform's text as text.
 */

/** The job as the create or message request answered it (or as the one read found it). */
const answered = (task: AgentTask, job: AgentJob): AgentRun => agentRun(task, { jobId: 'job_1', job })
const active = agentJob()
const failed = agentJob({ status: 'failed' })
const SKIPPED = 'the step did not wait for it, as wait: false asks.'

describe('the agent summary when the step did not wait (wait: false)', () => {
  it.each([
    {
      name: 'a created job',
      run: answered(CREATE, active),
      headline: 'ℹ️ Docs agent: Job created, not waited for',
      says: `Agent job job_1 is active; ${SKIPPED}`,
      status: 'active',
      intro: STEP_INTRO.create,
    },
    {
      name: 'a follow-up message',
      run: answered(MESSAGE, active),
      headline: 'ℹ️ Docs agent: Message sent, not waited for',
      says: `The follow-up message was delivered. Agent job job_1 is active; ${SKIPPED}`,
      status: 'active',
      intro: STEP_INTRO.message,
    },
    {
      name: 'a job given by job-id',
      run: answered(RESUME, active),
      headline: 'ℹ️ Docs agent: Not waited for',
      says: `Agent job job_1 is active; ${SKIPPED}`,
      status: 'active',
      intro: STEP_INTRO.resume,
    },
    {
      // The answer to a message may carry the status from before it: reported, marked, not judged.
      name: 'a follow-up message answered with a final status',
      run: answered(MESSAGE, failed),
      headline: 'ℹ️ Docs agent: Message sent, not waited for',
      says: "The follow-up message was delivered. The platform's answer shows status failed, which may be from before the message, so fail-on does not judge it and the step passes; the step did not wait, as wait: false asks.",
      status: `failed${STALE}`,
      intro: STEP_INTRO.message,
    },
    {
      // Otherwise a final status decides the step as if it had waited, and there is nothing to wait for.
      name: 'a job given by job-id, already failed',
      run: answered(RESUME, failed),
      headline: '❌ Docs agent: Failed',
      says: `Agent job job_1 ended with status failed, which fail-on (failed) treats as a failure.${DASHBOARD}`,
      status: 'failed',
      intro: undefined,
    },
    {
      name: 'a created job, already completed with a pull request',
      run: answered(CREATE, agentJob({ status: 'completed', prLink: PR })),
      headline: '✅ Docs agent: Pull request opened',
      // The platform's reference is shown, not made live: a word joiner (U+2060) after its #.
      says: 'The agent finished and opened pull request acme/docs#\u206042. Review and merge it to publish the docs change.',
      status: 'completed',
      intro: undefined,
    },
  ])('$name', ({ run, headline, says, status, intro }) => {
    const page = summaryPage(agentSettings(run.task, { wait: false }), run)
    expect(page.headline).toBe(headline)
    expect(page.paragraphs[0]).toBe(says)
    expect(field(page, 'Status')).toBe(status)
    expect(field(page, 'Time waited')).toBeUndefined()
    expect(page.stepIntro).toBe(intro)
    expect(page.stepJobId).toBe(intro && 'job_1')
  })
})

describe('the prompt and the platform text in the agent summary', () => {
  it.each([
    ['creating a job', CREATE, 'Prompt'],
    ['sending a follow-up message', MESSAGE, 'Follow-up message'],
    ['resuming a job', RESUME, undefined],
  ] as const)('%s, labels the prompt %s', (_, task, label) => {
    const page = summaryPage(
      agentSettings(task),
      waitedRun(task, 'final', agentJob({ status: 'completed', prLink: PR })),
    )
    expect(page.promptLabel).toBe(label)
    expect(page.preview).toBe(label && PROMPT)
  })

  it('previews a long Markdown prompt as typed, with the whole in a collapsed section', () => {
    const lines = [
      '# Scope',
      '',
      '**Only** the CLI <script>x</script>',
      ...Array.from({ length: 9 }, (_, i) => `- ${i}`),
    ]
    const prompt = lines.join('\n')
    const run = { ...waitedRun(CREATE, 'final', failed), prompt: preparedPrompt(prompt) }
    const page = summaryPage(agentSettings(CREATE), run)
    expect(page.promptLabel).toBe('Prompt (first 8 of 12 lines)')
    expect(page.preview).toBe(lines.slice(0, 8).join('\n'))
    expect(page.$('details > summary').text()).toBe(`Prompt as sent (${prompt.length} characters)`)
    expect(page.$('details pre').text()).toBe(prompt)
    // Markdown and markup in the prompt stay text: no heading, no script, no bold.
    expect(page.$('h1, script')).toHaveLength(0)
    expect(page.$('strong').text()).toBe('Prompt')
  })

  it('shows a hostile status and model name as text, not markup', () => {
    const status = '<script>alert(1)</script>'
    const model = '**bold** <img src=x onerror=alert(1)>'
    const page = summaryPage(agentSettings(CREATE), waitedRun(CREATE, 'timed-out', agentJob({ status, model })))
    expect(page.paragraphs[0]).toContain(`its last status was ${status}.`)
    expect(field(page, 'Status')).toBe(status)
    expect(field(page, 'Model')).toBe(model)
    expect(page.$('script, img')).toHaveLength(0)
    expect(page.$('strong').text()).toBe('Prompt')
  })
})
