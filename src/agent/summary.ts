import type * as core from '@actions/core'
import { formatDuration } from '../durations.ts'
import { escapePreformatted, escapeText, linkOrText } from '../escape.ts'
import { addRunLine, type RunContext } from '../run-context.ts'
import type { AgentJob } from './job.ts'

const PROMPT_PREVIEW_LINES = 5
const PROMPT_PREVIEW_CHARS = 2_000

export interface AgentReport {
  readonly jobId: string
  readonly job: AgentJob | undefined
  /** How the step ended, in words: `completed`, `timed out`, `cancelled`. */
  readonly ending: string
  readonly waitedMs: number
  readonly prompt: string | undefined
  /** What the step did with the prompt: created a job, or sent a follow-up message. */
  readonly promptUse: 'created' | 'message' | 'none'
  /** Characters of release context appended to the prompt; 0 when none. */
  readonly releaseContextChars: number
  readonly failure: string | undefined
  readonly run: RunContext
}

/** Adds the agent job's report to a summary buffer; every remote or user text is escaped. */
export function addAgentSummary(summary: typeof core.summary, report: AgentReport): typeof core.summary {
  const { job } = report
  const icon = report.failure ? '❌' : job?.status === 'completed' ? '✅' : 'ℹ️'
  summary.addHeading(`${icon} Docs agent job: ${escapeText(report.ending)}`, 2)
  const source = job?.sourceRepository
    ? `${escapeText(job.sourceRepository)}${job.sourceRef ? ` @ ${escapeText(job.sourceRef)}` : ''}`
    : '—'
  const rows: [string, string][] = [
    ['Job id', escapeText(report.jobId)],
    ['Status', escapeText(job?.status ?? 'unknown')],
    ['Pull request', job?.prLink ? linkOrText(job.prLink, job.prLink) : 'none'],
    ['Model', escapeText(job?.model ?? '—')],
    ['Source', source],
    ['Created at', escapeText(job?.createdAt ?? '—')],
    ['Time waited', formatDuration(report.waitedMs)],
  ]
  if (report.releaseContextChars > 0) {
    rows.push([
      'Release context',
      `${report.releaseContextChars.toLocaleString('en-US')} characters added to the prompt`,
    ])
  }
  summary.addTable([
    [
      { data: 'Field', header: true },
      { data: 'Value', header: true },
    ],
    ...rows,
  ])
  if (report.failure) summary.addRaw(`<p><strong>Failed:</strong> ${escapeText(report.failure)}</p>`, true)
  if (report.prompt !== undefined) addPromptPreview(summary, report.prompt, report.promptUse)
  addRunLine(summary, report.run)
  return summary
}

function addPromptPreview(summary: typeof core.summary, prompt: string, use: AgentReport['promptUse']): void {
  const lines = prompt.split(/\r?\n/)
  let preview = lines.slice(0, PROMPT_PREVIEW_LINES).join('\n')
  const notes: string[] = []
  if (lines.length > PROMPT_PREVIEW_LINES) notes.push(`first ${PROMPT_PREVIEW_LINES} of ${lines.length} lines`)
  // A single huge line must not push the summary past GitHub's 1 MiB limit.
  if (preview.length > PROMPT_PREVIEW_CHARS) {
    preview = `${preview.slice(0, PROMPT_PREVIEW_CHARS)}…`
    notes.push(
      `first ${PROMPT_PREVIEW_CHARS.toLocaleString('en-US')} of ${prompt.length.toLocaleString('en-US')} characters`,
    )
  }
  const label = use === 'message' ? 'Follow-up message' : 'Prompt'
  summary.addRaw(`<p><strong>${label}</strong>${notes.length > 0 ? ` (${notes.join(', ')})` : ''}</p>`, true)
  summary.addRaw(`<pre>${escapePreformatted(preview)}</pre>`, true)
}
