import type { RunnerEnvironment } from '../runner/environment.ts'
import { count, formatDuration } from '../text/format.ts'
import { html, link, text, type Html, type HtmlValue } from '../text/html.ts'
import { addRunFooter } from '../text/run-footer.ts'
import { SummaryDocument } from '../text/summary-document.ts'
import type { AgentSettings } from './agent-inputs.ts'
import { pullRequestReference } from './job.ts'
import type { AgentEnding, AgentRun, Tone } from './outcome.ts'

const PREVIEW_LINES = 5
const PREVIEW_CHARS = 600
/** The full prompt in the summary; prompts are capped at 256 KiB, and the summary at 1 MiB. */
const FULL_PROMPT_CHARS = 100_000

const ICONS: Record<Tone, string> = {
  success: '✅',
  warning: '⚠️',
  info: 'ℹ️',
  failure: '❌',
  'timed-out': '⏱️',
  cancelled: '🚫',
}

/** The agent job's report: one look tells how it ended, then what to do, then the details. */
export function buildAgentSummary(
  settings: AgentSettings,
  run: AgentRun,
  ending: AgentEnding,
  environment: RunnerEnvironment,
): SummaryDocument {
  const summary = new SummaryDocument()
  summary.heading(2, html`${ICONS[ending.tone]} Docs agent: ${ending.headline}`)
  summary.paragraph(text(ending.explanation, 2_000))
  if (ending.warning && ending.warning.message !== ending.explanation)
    summary.paragraph(html`⚠️ ${text(ending.warning.message, 2_000)}`)
  const rows = detailRows(run)
  if (rows.length > 0) summary.table([{ title: 'Field' }, { title: 'Value' }], rows)
  if (ending.resumeJobId) {
    summary.paragraph(html`To pick this job up again, give the action its id (and no prompt):`)
    summary.code('yaml', `with:\n  project-id: ${settings.projectId}\n  job-id: ${ending.resumeJobId}`)
  }
  if (run.prompt) addPrompt(summary, run)
  addRunFooter(summary, environment)
  return summary
}

function detailRows(run: AgentRun): HtmlValue[][] {
  const job = run.wait?.job ?? run.job
  const rows: HtmlValue[][] = []
  if (run.jobId) rows.push(['Job', html`<code>${run.jobId}</code>`])
  if (!job) return rows
  rows.push(['Status', html`<code>${job.status}</code>`])
  if (job.prLink || job.status === 'completed') {
    const reference = pullRequestReference(job.prLink)
    rows.push(['Pull request', job.prLink ? link(reference?.label ?? job.prLink, job.prLink) : 'none'])
  }
  if (job.model) rows.push(['Model', job.model])
  if (job.sourceRepository) {
    const ref = job.sourceRef ? html` @ <code>${job.sourceRef}</code>` : undefined
    rows.push(['Source', html`${link(job.sourceRepository, job.sourceRepository)}${ref}`])
  }
  if (job.createdAt) rows.push(['Created at', job.createdAt])
  if (run.wait) rows.push(['Time waited', formatDuration(run.wait.waitedMs)])
  const brief = run.prompt?.brief
  if (brief)
    rows.push([
      'Release',
      html`${link(brief.page.label, brief.page.url)} (${count(brief.text.length, 'character')} added to the prompt)`,
    ])
  return rows
}

/** A short preview, shown as typed, and the whole prompt as sent in a collapsed section. */
function addPrompt(summary: SummaryDocument, run: AgentRun): void {
  const prompt = run.prompt!
  const label = run.task.kind === 'message' ? 'Follow-up message' : 'Prompt'
  const lines = prompt.instruction.split(/\r?\n/)
  let preview = lines.slice(0, PREVIEW_LINES).join('\n')
  const notes: string[] = []
  if (lines.length > PREVIEW_LINES) notes.push(`first ${PREVIEW_LINES} of ${count(lines.length, 'line')}`)
  if (preview.length > PREVIEW_CHARS) {
    preview = `${preview.slice(0, PREVIEW_CHARS)}…`
    notes.push(`first ${count(PREVIEW_CHARS, 'character')}`)
  }
  const note: Html | undefined = notes.length > 0 ? html` (${notes.join(', ')})` : undefined
  summary.paragraph(html`<strong>${label}</strong>${note}`)
  summary.preformatted(preview, PREVIEW_CHARS + 1)
  if (notes.length === 0 && !prompt.brief) return
  const extra = prompt.brief ? `, including ${count(prompt.brief.text.length, 'character')} of release context` : ''
  const cut = prompt.text.length > FULL_PROMPT_CHARS ? `; the first ${count(FULL_PROMPT_CHARS, 'character')} shown` : ''
  summary.details(`${label} as sent (${count(prompt.text.length, 'character')}${extra}${cut})`, (inner) => {
    inner.preformatted(prompt.text, FULL_PROMPT_CHARS)
  })
}
