import { describe, expect, it } from 'vitest'
import type { AgentTask } from '../../../src/agent/agent-inputs.ts'
import type { AgentPhase, AgentRun } from '../../../src/agent/ending.ts'
import { AmbiguousWriteError, BrokenAnswerError, PlatformError } from '../../../src/platform/errors.ts'
import { CancelledError, DeadlineError } from '../../../src/runner/limits.ts'
import { agentRun, CREATE, FOOTER, MESSAGE, PROMPT, RESUME, STEP_INTRO, summaryPage } from './agent-summary-page.ts'
import { agentSettings } from '../support/fakes.ts'

/*
 * The endings where a phase stopped before the job's status was known (ending-decision.ts,
 * `stoppedEnding`): what the reader is told was (not) sent, and whether there is a job to wait for.
 */

const SENT_AT = Date.parse('2026-11-21T09:00:00Z')
const SENT_ROW = ['Request sent', '2026-11-21 09:00 UTC'] as const
/** The create request's lost answer, in the platform client's words (api.ts adds the advice). */
const LOST =
  'Could not confirm the request to create the agent job: the connection was reset after sending. A job may have been created even so. Check the agent jobs of the project on the dashboard before re-running.'
const NOT_FOUND = 'Agent job job_1 was not found in project acme: check the job-id and project-id inputs (HTTP 404).'

/** A run stopped in `phase`, with what run-agent.ts knows by then: the prompt once read, the send time once sent. */
function stopped(task: AgentTask, phase: AgentPhase, error: unknown, parts: Partial<AgentRun> = {}): AgentRun {
  const sent = phase === 'create' || phase === 'message'
  return agentRun(task, {
    ...(phase === 'prompt' ? { prompt: undefined } : {}),
    sentAt: sent ? SENT_AT : undefined,
    stopped: { phase, error },
    ...parts,
  })
}

interface StoppedCase {
  readonly name: string
  readonly run: AgentRun
  readonly headline: string
  /** The first paragraph, as read (the ending's quoted names show as code, without quotes). */
  readonly says: string
  readonly rows: ReadonlyArray<readonly [string, string]>
  /** The job the pasted step would wait for, and the sentence above it; undefined: no step. */
  readonly step?: readonly [string, string]
}

const CASES: readonly StoppedCase[] = [
  {
    name: 'the prompt file could not be read: no job created',
    run: stopped(CREATE, 'prompt', new Error('Input prompt-file: cannot read brief.md: no such file.')),
    headline: '❌ Docs agent: No job created',
    says: 'Input prompt-file: cannot read brief.md: no such file. No request was sent to the platform, so no job was created.',
    rows: [['Project', 'acme']],
  },
  {
    name: 'the release could not be read in time',
    run: stopped(CREATE, 'prompt', new DeadlineError('The timeout ran out while reading the release from GitHub.')),
    headline: '⏱️ Docs agent: Timed out: no job created',
    says: 'The timeout ran out while reading the release from GitHub. No request was sent to the platform, so no job was created.',
    rows: [['Project', 'acme']],
  },
  {
    name: 'cancelled while reading the release',
    run: stopped(CREATE, 'prompt', new CancelledError('Cancelled while reading the release from GitHub.')),
    headline: '🚫 Docs agent: Cancelled: no job created',
    says: 'Cancelled while reading the release from GitHub. No request was sent to the platform, so no job was created.',
    rows: [['Project', 'acme']],
  },
  {
    name: 'the follow-up message could not be read: no message sent',
    run: stopped(MESSAGE, 'prompt', new Error('Input prompt-file: cannot read more.md: no such file.')),
    headline: '❌ Docs agent: No message sent',
    says: 'Input prompt-file: cannot read more.md: no such file. No request was sent to the platform, so no message was delivered.',
    rows: [
      ['Job', 'job_1'],
      ['Project', 'acme'],
    ],
  },
  {
    name: 'the platform refused the create request',
    run: stopped(CREATE, 'create', new PlatformError('Project nope was not found (HTTP 404).', 404)),
    headline: '❌ Docs agent: No job created',
    says: 'Project nope was not found (HTTP 404). No job was created.',
    rows: [['Project', 'acme']],
  },
  {
    // The id is only on the dashboard: the step says when the request went, and leaves the id to fill in.
    name: 'the answer to the create request was lost',
    run: stopped(CREATE, 'create', new AmbiguousWriteError(LOST)),
    headline: '❌ Docs agent: A job may have been created',
    says: LOST,
    rows: [['Project', 'acme'], SENT_ROW],
    step: ['<the job id shown on the dashboard>', STEP_INTRO.dashboard],
  },
  {
    name: 'cancelled during the create request',
    run: stopped(
      CREATE,
      'create',
      new AmbiguousWriteError(
        'Cancelled during the request to create the agent job. The platform may have received it.',
        {
          cause: new CancelledError('Cancelled during the request to create the agent job.'),
        },
      ),
    ),
    headline: '🚫 Docs agent: Cancelled: a job may have been created',
    says: 'Cancelled during the request to create the agent job. The platform may have received it.',
    rows: [['Project', 'acme'], SENT_ROW],
    step: ['<the job id shown on the dashboard>', STEP_INTRO.dashboard],
  },
  {
    // run-agent.ts keeps the id a broken answer still named: the step can name the job.
    name: 'a create answer that broke the contract but named its job',
    run: stopped(
      CREATE,
      'create',
      new AmbiguousWriteError(LOST, { cause: new BrokenAnswerError('no string "status"', { jobId: 'job_9' }) }),
      { jobId: 'job_9' },
    ),
    headline: '❌ Docs agent: A job may have been created',
    says: LOST,
    rows: [['Job', 'job_9'], ['Project', 'acme'], SENT_ROW],
    step: ['job_9', STEP_INTRO.named],
  },
  {
    name: 'the follow-up message was refused',
    run: stopped(MESSAGE, 'message', new PlatformError(NOT_FOUND, 404)),
    headline: '❌ Docs agent: Message not delivered',
    says: `${NOT_FOUND} The message was not delivered.`,
    rows: [
      ['Job', 'job_1'],
      ['Project', 'acme'],
    ],
    step: ['job_1', STEP_INTRO.message],
  },
  {
    name: 'the answer to the follow-up message was lost',
    run: stopped(MESSAGE, 'message', new AmbiguousWriteError('The message may have been delivered even so.')),
    headline: '❌ Docs agent: The message may have been delivered',
    says: 'The message may have been delivered even so.',
    rows: [
      ['Job', 'job_1'],
      ['Project', 'acme'],
    ],
    step: ['job_1', STEP_INTRO.message],
  },
  {
    // `wait: false`: the one read of the job failed. No job is known to exist, so no step to wait.
    name: 'the job given by job-id could not be read',
    run: stopped(RESUME, 'wait', new PlatformError(NOT_FOUND, 404)),
    headline: '❌ Docs agent: Could not read the job',
    says: NOT_FOUND,
    rows: [
      ['Job', 'job_1'],
      ['Project', 'acme'],
    ],
  },
  {
    // `wait: true`: the wait ended before the platform ever answered with the job.
    name: 'the job given by job-id was never read before the timeout',
    run: agentRun(RESUME, {
      wait: {
        job: undefined,
        outcome: 'timed-out',
        error: new DeadlineError('The timeout ran out.'),
        waitedMs: 60_000,
      },
    }),
    headline: '⏱️ Docs agent: Timed out: could not read the job',
    says: 'The timeout ran out.',
    rows: [
      ['Job', 'job_1'],
      ['Project', 'acme'],
    ],
  },
]

describe('the agent summary of an ending that stopped before the job was known', () => {
  it.each(CASES)('$name', ({ run, headline, says, rows, step }) => {
    const page = summaryPage(agentSettings(run.task), run)
    expect(page.headline).toBe(headline)
    expect(page.paragraphs[0]).toBe(says)
    expect(page.rows).toEqual(rows)
    expect(page.stepJobId).toBe(step?.[0])
    expect(page.stepIntro).toBe(step?.[1])
    // The prompt is shown once it was read, even when nothing was sent.
    expect(page.preview).toBe(run.prompt ? PROMPT : undefined)
    expect(page.paragraphs.at(-1)).toBe(FOOTER)
  })

  it('shows the step for a job that may exist with the action, the project and a placeholder id', () => {
    const page = summaryPage(agentSettings(CREATE), stopped(CREATE, 'create', new AmbiguousWriteError(LOST)))
    expect(page.step).toBe(
      [
        '- uses: docs-agent-action/docs-agent-action/agent@v2',
        '  with:',
        '    api-key: ${{ secrets.DOCS_API_KEY }}',
        '    project-id: ${{ vars.DOCS_PROJECT_ID }} # acme',
        '    job-id: <the job id shown on the dashboard>',
        '',
      ].join('\n'),
    )
  })

  it('shows a hostile error message as text, not markup', () => {
    const hostile = 'The platform said: <img src=x onerror=alert(1)> **now** <script>alert(2)</script>'
    const page = summaryPage(agentSettings(CREATE), stopped(CREATE, 'create', new PlatformError(hostile, 400)))
    expect(page.paragraphs[0]).toBe(`${hostile} No job was created.`)
    expect(page.$('img, script')).toHaveLength(0)
    // Only the prompt's label is bold: the platform's `**now**` stays as typed.
    expect(page.$('strong').text()).toBe('Prompt')
  })
})
