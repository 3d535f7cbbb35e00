import type { RunnerEnvironment } from '../runner/environment.ts'
import { addPastedStep } from '../step/pasted-step.ts'
import { actionFileUrl } from '../step/run-footer.ts'
import { html, link } from '../text/html.ts'
import type { SummaryDocument } from '../text/summary-document.ts'
import { yamlScalar } from '../text/yaml-scalar.ts'
import type { AgentSettings } from './agent-inputs.ts'
import type { AgentEnding, AgentRun } from './ending.ts'

/*
 * How to pick a job up again, where the summary and the pull-request comment say it. A re-run
 * attempt finds what this one sent (src/attempts) and waits for it, sending nothing again; a
 * workflow that only waits, with the job's id, does the same from any run.
 */

/** Where the step to paste leaves the id for a person to fill in. */
const DASHBOARD_ID = '<the job id shown on the dashboard>'
/** The example workflow that only waits, a `workflow_dispatch` with a `job-id` input. */
export const WAIT_WORKFLOW = 'examples/wait-for-job.yml'

/** What to do next, as a step to paste: wait for the job, or for the one that may exist. */
export function addNextStep(
  summary: SummaryDocument,
  settings: AgentSettings,
  run: AgentRun,
  ending: AgentEnding,
  environment: RunnerEnvironment,
): void {
  const known = ending.resumeJobId
  const jobId = known === undefined ? (ending.jobMayExist ? DASHBOARD_ID : undefined) : yamlScalar(known)
  if (jobId === undefined) return
  const waiter = link(html`wait-for-job example`, actionFileUrl(environment, WAIT_WORKFLOW))
  const onlyWaits = html`use a step like this, without a prompt (or a workflow that only waits, as in the ${waiter})`
  // The explanation above already says what to check and why not to re-run: here only the step.
  if (ending.jobMayExist && known === undefined) {
    summary.paragraph(html`A step that waits for the job, once the dashboard shows its id:`)
  } else if (ending.jobMayExist) {
    // The answer could not be confirmed, yet it named the job: the id is known, not to be looked up.
    summary.paragraph(
      html`The platform's answer named this job. To wait for it, re-run the workflow's job (the re-run creates no other agent job), or ${onlyWaits}:`,
    )
  } else if (run.task.kind === 'create') {
    summary.paragraph(
      html`To wait for this job, re-run the workflow's job (the re-run creates no other agent job), or ${onlyWaits}:`,
    )
  } else if (run.task.kind === 'message') {
    summary.paragraph(
      html`To wait for the job, re-run the workflow's job (the re-run sends the message no second time), or ${onlyWaits}:`,
    )
  } else {
    summary.paragraph(html`Re-run this job to keep waiting, or wait for the job in another step like this:`)
  }
  addPastedStep(summary, environment, 'agent', settings.projectId, { 'job-id': jobId })
}
