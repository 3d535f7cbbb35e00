import type { CheerioAPI } from 'cheerio'
import type { AgentSettings, AgentTask } from '../../../src/agent/agent-inputs.ts'
import type { AgentRun } from '../../../src/agent/ending.ts'
import type { AgentJob } from '../../../src/agent/job.ts'
import { decideEnding } from '../../../src/agent/ending-decision.ts'
import type { PreparedPrompt } from '../../../src/agent/prompt.ts'
import { buildAgentSummary } from '../../../src/agent/summary.ts'
import type { WaitOutcome } from '../../../src/agent/wait.ts'
import { renderedSummary } from '../../render/dom.ts'
import { fakeEnvironment, testLimits } from '../support/fakes.ts'

/*
 * The agent summary of one ending, as a reader sees it: the ending is decided from an `AgentRun`
 * by `decideEnding`, as run-agent.ts does, and the summary is rendered as GitHub renders it. No
 * bundle and no process: a change of wording shows here at once.
 */

export const PROMPT = 'Document the --dry-run flag.'
export const PR = 'https://github.com/acme/docs/pull/42'
export const CREATE: AgentTask = { kind: 'create', prompt: { kind: 'input', text: PROMPT } }
export const MESSAGE: AgentTask = { kind: 'message', jobId: 'job_1', prompt: { kind: 'input', text: PROMPT } }
export const RESUME: AgentTask = { kind: 'resume', jobId: 'job_1' }
/** What fakeEnvironment's repository and ref make of the closing line. */
export const FOOTER = 'Requested by acme/docs at tag v1.2.0.'
/** How a status (or pull request) that may predate a follow-up message is marked wherever shown. */
export const STALE = ' (may be from before the message)'
/** The end of every fail-on failure: where the agent's own account is. */
export const DASHBOARD =
  " The agent's own account of the job is on the platform's dashboard, among the project's agent jobs."

/** The sentence above the YAML step to paste, by what the step did (and for a job that may exist). */
export const STEP_INTRO = {
  create:
    "To wait for this job, re-run the workflow's job (the re-run creates no other agent job), or use a step like this, without a prompt (or a workflow that only waits, as in the wait-for-job example):",
  message:
    "To wait for the job, re-run the workflow's job (the re-run sends the message no second time), or use a step like this, without a prompt (or a workflow that only waits, as in the wait-for-job example):",
  resume: 'Re-run this job to keep waiting, or wait for the job in another step like this:',
  dashboard: 'A step that waits for the job, once the dashboard shows its id:',
  named:
    "The platform's answer named this job. To wait for it, re-run the workflow's job (the re-run creates no other agent job), or use a step like this, without a prompt (or a workflow that only waits, as in the wait-for-job example):",
} as const

/** A job as parseAgentJob returns it, with a model so the table shows one. */
export function agentJob(overrides: Partial<AgentJob> = {}): AgentJob {
  return {
    id: 'job_1',
    status: 'active',
    prLink: null,
    model: 'm1',
    sourceRepository: null,
    sourceRef: null,
    createdAt: null,
    archivedAt: null,
    ...overrides,
  }
}

export function preparedPrompt(instruction = PROMPT): PreparedPrompt {
  return { instruction, text: instruction, brief: undefined }
}

/** A run as run-agent.ts leaves it by default: the job id known unless the task creates, the prompt read unless it resumes. */
export function agentRun(task: AgentTask, parts: Partial<AgentRun> = {}): AgentRun {
  return {
    task,
    jobId: task.kind === 'create' ? undefined : task.jobId,
    job: undefined,
    prompt: task.kind === 'resume' ? undefined : preparedPrompt(),
    sentAt: undefined,
    wait: undefined,
    stopped: undefined,
    earlier: undefined,
    ...parts,
  }
}

/** A run whose wait ended with `outcome` after 1m 30s, `job` as last read. */
export function waitedRun(task: AgentTask, outcome: WaitOutcome, job: AgentJob, error?: unknown): AgentRun {
  const wait = { job, outcome, waitedMs: 90_000, ...(error === undefined ? {} : { error }) }
  return agentRun(task, { jobId: 'job_1', job: agentJob(), wait })
}

export interface SummaryPage {
  readonly $: CheerioAPI
  /** The first h2, icon included. */
  readonly headline: string
  /** Every paragraph's text, in order (the prompt's label and the footer included). */
  readonly paragraphs: readonly string[]
  /** The detail table as [field, value] rows, in order. */
  readonly rows: ReadonlyArray<readonly [string, string]>
  /** The YAML step to paste, whole; undefined when the summary shows none. */
  readonly step: string | undefined
  /** The `job-id` the step names, and the sentence above it. */
  readonly stepJobId: string | undefined
  readonly stepIntro: string | undefined
  /** The prompt's label (`Prompt`, `Follow-up message`) and its preview, when shown. */
  readonly promptLabel: string | undefined
  readonly preview: string | undefined
}

/** Decides the ending of `run` and reads its summary as rendered. */
export function summaryPage(settings: AgentSettings, run: AgentRun): SummaryPage {
  const environment = fakeEnvironment()
  // The limits' deadline is far and nothing cancels them: a stopped ending's tone comes from its error.
  const ending = decideEnding(settings, run, testLimits(), new URL(environment.serverUrl).host)
  const $ = renderedSummary(buildAgentSummary(settings, run, ending, environment).render())
  const texts = (selector: string) =>
    $(selector)
      .map((_, element) => $(element).text())
      .get()
  const yaml = $('pre > code.language-yaml')
  // The preview is the first <pre> that is not fenced code; the one inside <details> comes later.
  const preview = $('pre').not(':has(code)').first()
  const step = yaml.length > 0 ? yaml.text() : undefined
  return {
    $,
    headline: $('h2').first().text(),
    paragraphs: texts('p'),
    rows: $('tbody tr')
      .map((_, row) => [[$(row).find('td').eq(0).text(), $(row).find('td').eq(1).text()] as const])
      .get(),
    step,
    stepJobId: step === undefined ? undefined : /^ {4}job-id: (.*)$/m.exec(step)?.[1],
    stepIntro: step === undefined ? undefined : yaml.parent().prev('p').text(),
    promptLabel: preview.length > 0 ? preview.prev('p').text() : undefined,
    preview: preview.length > 0 ? preview.text() : undefined,
  }
}

/** The value of one field of the detail table, or undefined when the table has no such row. */
export function field(page: SummaryPage, name: string): string | undefined {
  return page.rows.find(([title]) => title === name)?.[1]
}
