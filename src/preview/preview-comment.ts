import { addRunLine, commentText } from '../comments/comment-text.ts'
import { previewAddress } from '../deployments/deployment-api.ts'
import { addLogTail } from '../deployments/deployment-details.ts'
import type { DeploymentEnding, DeploymentRun, DeploymentWords } from '../deployments/deployment.ts'
import { addNextStep } from '../deployments/deployment-summary.ts'
import { TONE_ICONS } from '../step/tone-icons.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { codeSpan, html, link, prose, type Html } from '../text/html.ts'
import { SummaryDocument } from '../text/summary-document.ts'
import type { PreviewSettings } from './preview-settings.ts'

/*
 * Preview mode's pull-request comment at each moment: the preview building, and each way the
 * step ends. Built the way the job summary is, and kept within GitHub's limit, as every comment
 * of the action is (src/comments/comment-text.ts); its marker is its own, so it never takes the
 * docs agent's comment for its own.
 */

/** Posted once the preview is triggered (or a step follows it again): it is building, where it will be served. */
export function buildingBody(
  mark: string,
  settings: PreviewSettings,
  run: DeploymentRun,
  environment: RunnerEnvironment,
  previous: string | undefined,
): string {
  const address = addressOf(run, previous)
  const comment = new SummaryDocument()
  comment.heading(3, html`🔄 Docs preview: building`)
  const branch = settings.branch ? html` of branch ${codeSpan(settings.branch.name, 300)}` : ''
  comment.paragraph(
    run.task.kind === 'resume'
      ? html`A workflow run is waiting for the preview deployment.`
      : html`The platform is building the preview${branch}.`,
  )
  if (address) comment.paragraph(html`It will be served at ${previewLink(address)}.`)
  comment.paragraph(html`This comment is updated when the preview deployment ends.`)
  addRunLine(comment, environment, about(run, settings))
  return commentText(mark, comment, addressLine(address))
}

/** Edited in at the end: how the step ended, the preview's address, a failure's last log lines, and what to do next. */
export function endedBody(
  mark: string,
  kind: DeploymentWords,
  settings: PreviewSettings,
  run: DeploymentRun,
  ending: DeploymentEnding,
  environment: RunnerEnvironment,
  previous: string | undefined,
): string {
  const comment = new SummaryDocument()
  comment.heading(3, html`${TONE_ICONS[ending.tone]} ${kind.title}: ${ending.headline}`)
  const address = addressOf(run, previous)
  if (address) {
    const shown = previewLink(address)
    comment.paragraph(ending.tone === 'success' ? html`Preview: <strong>${shown}</strong>` : html`Preview: ${shown}`)
  }
  comment.paragraph(prose(ending.explanation, 2_000))
  addLogTail(comment, run.status)
  if (ending.resumeStatusId !== undefined) {
    addNextStep(comment, kind, settings, run, ending, environment)
  } else if (ending.failure) {
    // A status id the platform does not know is the workflow's to fix: running it again as it is would ask again.
    const resumedUnknown = ending.statusUnknown && run.task.kind === 'resume'
    const again = resumedUnknown ? '' : 'To try again, re-run the workflow. '
    comment.paragraph(html`${again}The workflow run's summary has the details.`)
  }
  addRunLine(comment, environment, about(run, settings))
  return commentText(mark, comment, addressLine(address))
}

/**
 * The comment keeps the preview's address on a hidden last line: a step that waits again with
 * `status-id` learns no address (the status answer has none), and takes it from there. Read
 * back as any address the platform gives, plain `https` only.
 */
const ADDRESS_LINE = /^<!-- preview address: (\S+) -->$/m
const MAX_KEPT_ADDRESS = 2_000

function addressOf(run: DeploymentRun, previous: string | undefined): string | undefined {
  if (run.previewUrl) return run.previewUrl
  // Only a step that waits again takes the earlier address: a new trigger's is its own answer's, or none.
  if (run.task.kind !== 'resume') return undefined
  const kept = ADDRESS_LINE.exec(previous ?? '')?.[1]
  return (kept && previewAddress(kept)) || undefined
}

/** The hidden line, or none for an address too long to keep beside a comment GitHub must take. */
function addressLine(address: string | undefined): string {
  return address && address.length <= MAX_KEPT_ADDRESS ? `<!-- preview address: ${address} -->` : ''
}

/** The preview's address, as the action read it from the trigger's answer (https only). */
function previewLink(address: string): Html {
  return link(new URL(address).host, address)
}

/** The comment's last line names the branch and the preview deployment it is about. */
function about(run: DeploymentRun, settings: PreviewSettings): Html | undefined {
  const parts: Html[] = []
  if (settings.branch) parts.push(html`branch ${codeSpan(settings.branch.name, 300)}`)
  if (run.statusId !== undefined) parts.push(html`preview deployment <code>${run.statusId}</code>`)
  if (parts.length === 0) return undefined
  return html`${parts.flatMap((part, index) => (index === 0 ? [part] : [html` · `, part]))}`
}
