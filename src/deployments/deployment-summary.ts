import { addEarlierSendLine } from '../attempts/send-once.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { addPastedStep } from '../step/pasted-step.ts'
import { actionFileUrl, addRunFooter } from '../step/run-footer.ts'
import { html, link, prose } from '../text/html.ts'
import { SummaryDocument } from '../text/summary-document.ts'
import { yamlScalar } from '../text/yaml-scalar.ts'
import { addChangedFiles, addLogTail, detailRows } from './deployment-details.ts'
import { TONE_ICONS } from '../step/tone-icons.ts'
import type {
  DeploymentEnding,
  DeploymentKind,
  DeploymentRun,
  DeploymentSettings,
  DeploymentWords,
} from './deployment.ts'

/** A deployment's report: one look tells how it ended, then what to do, then the details. */
export function buildDeploymentSummary<S extends DeploymentSettings>(
  kind: DeploymentKind<S>,
  settings: S,
  run: DeploymentRun,
  ending: DeploymentEnding,
  environment: RunnerEnvironment,
): SummaryDocument {
  const summary = new SummaryDocument()
  summary.heading(2, html`${TONE_ICONS[ending.tone]} ${kind.title}: ${ending.headline}`)
  summary.paragraph(prose(ending.explanation, 2_000))
  if (run.earlier) addEarlierSendLine(summary, run.earlier, environment.runAttempt ?? 1)
  const target = { projectId: settings.projectId, branch: kind.branch(settings), servesSite: kind.servesSite }
  const rows = detailRows(target, run, ending, environment)
  if (rows.length > 0) summary.table([{ title: 'Field' }, { title: 'Value' }], rows)
  addLogTail(summary, run.status)
  addChangedFiles(summary, run.status?.commit)
  addNextStep(summary, kind, settings, run, ending, environment)
  addRunFooter(summary, environment)
  return summary
}

/**
 * How to wait for the deployment again, as a step to paste (in the summary, and in a preview's
 * comment): a re-run of the job waits for it (src/attempts), and so does a step with the status
 * id, from any run.
 */
export function addNextStep(
  summary: SummaryDocument,
  kind: DeploymentWords,
  settings: DeploymentSettings,
  run: DeploymentRun,
  ending: DeploymentEnding,
  environment: RunnerEnvironment,
): void {
  const statusId = ending.resumeStatusId
  if (statusId === undefined) return
  const docs = link(html`${kind.mode} docs`, actionFileUrl(environment, `docs/${kind.mode}.md`))
  summary.paragraph(
    run.task.kind === 'trigger'
      ? html`To wait for this ${kind.noun}, re-run this job (a re-run waits for it and triggers no other), or use a step like this (see the ${docs}):`
      : html`Re-run this job to keep waiting, or wait for the ${kind.noun} in another step like this:`,
  )
  const recordedIn: Record<string, string> =
    settings.environmentInput === '' ? {} : { environment: yamlScalar(settings.environmentInput) }
  addPastedStep(summary, environment, kind.mode, settings.projectId, {
    'status-id': yamlScalar(statusId),
    ...recordedIn,
  })
}
