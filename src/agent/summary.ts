import { addEarlierSendLine } from '../attempts/send-once.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { addSkipCondition } from '../step/skipped-run.ts'
import { count, formatDuration, formatUtcTime } from '../text/format.ts'
import { codeSpan, html, link, prose, text, webUrl, type Html, type HtmlValue } from '../text/html.ts'
import { addRunFooter } from '../step/run-footer.ts'
import { SummaryDocument } from '../text/summary-document.ts'
import type { AgentSettings } from './agent-inputs.ts'
import { CONTEXT_NAMES, type AddedBrief } from './context/brief-text.ts'
import { pullRequestReference } from '../text/pull-request-link.ts'
import type { AgentEnding, AgentRun } from './ending.ts'
import { addNextStep } from './next-step.ts'
import { TONE_ICONS } from '../step/tone-icons.ts'

const PREVIEW_LINES = 8
const PREVIEW_CHARS = 800
/** The full prompt in the summary; prompts are capped at 256 KiB, and the summary at 1 MiB. */
const FULL_PROMPT_CHARS = 100_000

/** The agent job's report: one look tells how it ended, then what to do, then the details. */
export function buildAgentSummary(
  settings: AgentSettings,
  run: AgentRun,
  ending: AgentEnding,
  environment: RunnerEnvironment,
): SummaryDocument {
  const summary = new SummaryDocument()
  summary.heading(2, html`${TONE_ICONS[ending.tone]} Docs agent: ${ending.headline}`)
  summary.paragraph(prose(ending.explanation, 2_000))
  if (ending.warning && ending.warning.message !== ending.explanation)
    summary.paragraph(html`⚠️ ${prose(ending.warning.message, 2_000)}`)
  if (run.earlier) addEarlierSendLine(summary, run.earlier, environment.runAttempt ?? 1)
  const rows = detailRows(settings, run, ending, new URL(environment.serverUrl).host)
  if (rows.length > 0) summary.table([{ title: 'Field' }, { title: 'Value' }], rows)
  if (ending.skipCondition !== undefined) addSkipCondition(summary, ending.skipCondition)
  addNextStep(summary, settings, run, ending, environment)
  if (run.prompt && settings.prompt.shown) addPrompt(summary, run)
  else if (run.prompt && !settings.prompt.shown) addPromptSize(summary, settings.prompt.hiddenBecause, run)
  addRunFooter(summary, environment)
  return summary
}

function detailRows(settings: AgentSettings, run: AgentRun, ending: AgentEnding, githubHost: string): HtmlValue[][] {
  const job = run.wait?.job ?? run.job
  const rows: HtmlValue[][] = []
  if (run.asked) {
    const thread = link(`#${run.asked.thread}`, run.asked.url)
    rows.push(['Asked by', html`${text(run.asked.by, 60)} in ${thread}`])
  }
  if (run.jobId) rows.push(['Job', html`<code>${run.jobId}</code>`])
  if (!job) {
    rows.push(['Project', html`<code>${settings.projectId}</code>`])
    if (ending.jobMayExist && run.sentAt !== undefined)
      rows.push(['Request sent', formatUtcTime(new Date(run.sentAt).toISOString())])
    return [...rows, ...releaseRow(run)]
  }
  // A status that may predate the follow-up message says so wherever it is shown.
  const stale = ending.statusMayPredateMessage ? ' (may be from before the message)' : ''
  rows.push(['Status', html`<code>${job.status}</code>${stale}`])
  if (job.prLink || job.rejectedPrLink || job.status === 'completed') {
    const rejected = job.rejectedPrLink
    // A link the action does not use is shown as text, so a person can still judge it.
    const pr = job.prLink
      ? pullRequestLink(job.prLink, githubHost)
      : rejected
        ? html`${codeSpan(rejected.value, 300)} (not linked: ${rejected.problem})`
        : 'none'
    rows.push(['Docs pull request', html`${pr}${stale}`])
  }
  if (job.model) rows.push(['Model', job.model])
  if (job.sourceRepository) {
    const ref = job.sourceRef ? html` @ <code>${job.sourceRef}</code>` : undefined
    rows.push(['Source', html`${link(repositoryLabel(job.sourceRepository, githubHost), job.sourceRepository)}${ref}`])
  }
  if (job.createdAt) rows.push(['Created', formatUtcTime(job.createdAt)])
  if (run.wait) rows.push(['Time waited', formatDuration(run.wait.waitedMs)])
  return [...rows, ...releaseRow(run)]
}

/** The docs pull request as a link named `acme/docs#42` (the host too when it is not this run's GitHub). */
export function pullRequestLink(prLink: string, githubHost: string): Html {
  return link(pullRequestReference(prLink, githubHost)?.label ?? prLink, prLink)
}

/** The release (pull request, push) whose contents were added to the prompt, whether or not a job came of it. */
function releaseRow(run: AgentRun): HtmlValue[][] {
  const brief = run.prompt?.brief
  if (!brief) return []
  const added = count(brief.text.length, 'character')
  return [
    [CONTEXT_NAMES[brief.source].row, html`${link(brief.page.label, brief.page.url)} (${added} added to the prompt)`],
  ]
}

function promptLabel(run: AgentRun): string {
  return run.task.kind === 'message' ? 'Follow-up message' : 'Prompt'
}

/** The prompt as typed; when it is long (or has the release added), a short preview and the whole in a collapsed section. */
function addPrompt(summary: SummaryDocument, run: AgentRun): void {
  const prompt = run.prompt!
  const label = promptLabel(run)
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
  const extra = prompt.brief ? `, including ${briefSize(prompt.brief)}` : ''
  const cut = prompt.text.length > FULL_PROMPT_CHARS ? `; the first ${count(FULL_PROMPT_CHARS, 'character')} shown` : ''
  summary.details(`${label} as sent (${count(prompt.text.length, 'character')}${extra}${cut})`, (inner) => {
    inner.preformatted(prompt.text, FULL_PROMPT_CHARS)
  })
}

/** When the prompt is not shown, only its size: it may carry what readers wrote, and anyone may read a public run. */
function addPromptSize(summary: SummaryDocument, hiddenBecause: string, run: AgentRun): void {
  const prompt = run.prompt!
  const size = count(prompt.text.length, 'character')
  const extra = prompt.brief ? `, including ${briefSize(prompt.brief)}` : ''
  const why = prose(hiddenBecause, 500)
  summary.paragraph(html`<strong>${promptLabel(run)}</strong> not shown because ${why} (${size}${extra}).`)
}

/** `1,204 characters of release context` */
function briefSize(brief: AddedBrief): string {
  return `${count(brief.text.length, 'character')} of ${CONTEXT_NAMES[brief.source].noun}`
}

/** `acme/docs` for a repository URL on this GitHub; the text as sent otherwise. */
function repositoryLabel(repository: string, githubHost: string): string {
  const url = webUrl(repository)
  const match = url?.host === githubHost ? /^\/([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url.pathname) : null
  return match ? `${match[1]}/${match[2]}` : repository
}
