import type { RunnerEnvironment } from '../runner/environment.ts'
import { addRunFooter } from '../step/run-footer.ts'
import { formatUtcTime } from '../text/format.ts'
import { codeSpan, html, link, prose, type Html, type HtmlValue } from '../text/html.ts'
import { SummaryDocument } from '../text/summary-document.ts'
import type { AnsweredId } from './automation-answer.ts'
import { AUTOMATIONS_PAGE } from './automation-api.ts'
import type { AutomationEnding, AutomationRun } from './automation-ending.ts'
import type { AutomationSettings } from './automation-settings.ts'
import { TONE_ICONS } from '../step/tone-icons.ts'

/**
 * An automation's report, one short page: how it ended, what was triggered and the run's ids,
 * then where its runs are seen, since this step cannot follow one. Every id the platform wrote is
 * shown as text, escaped.
 */
export function buildAutomationSummary(
  settings: AutomationSettings,
  run: AutomationRun,
  ending: AutomationEnding,
  environment: RunnerEnvironment,
): SummaryDocument {
  const summary = new SummaryDocument()
  summary.heading(2, html`${TONE_ICONS[ending.tone]} Docs automation: ${ending.headline}`)
  summary.paragraph(prose(ending.explanation, 2_000))
  summary.table([{ title: 'Field' }, { title: 'Value' }], detailRows(settings, run, ending))
  const page = link('Automations page', AUTOMATIONS_PAGE)
  summary.paragraph(
    run.queued
      ? html`<strong>Queued</strong>: this action cannot follow it (the platform has no status for automation runs). The run consumes credits as a scheduled run does; the automation's runs are listed on the dashboard's ${page}.`
      : html`The automation's settings and its runs are on the dashboard's ${page}.`,
  )
  addRunFooter(summary, environment)
  return summary
}

function detailRows(settings: AutomationSettings, run: AutomationRun, ending: AutomationEnding): HtmlValue[][] {
  const rows: HtmlValue[][] = [
    ['Automation', html`<code>${settings.automationId}</code>`],
    ['Project', html`<code>${settings.projectId}</code>`],
  ]
  if (ending.mayExist && run.triggeredAt !== undefined)
    rows.push(['Trigger sent', formatUtcTime(new Date(run.triggeredAt).toISOString())])
  if (!run.queued) return rows
  rows.push(['Run id', idCell(run.queued.runId)])
  rows.push(['Background job id', run.queued.jobId ? idCell(run.queued.jobId) : 'not given'])
  rows.push(['Status', html`<code>queued</code> (the trigger's answer)`])
  return rows
}

/** An id as the platform wrote it; one that is not passed on as an output says why. */
function idCell(id: AnsweredId): Html {
  const shown = codeSpan(id.value, 300)
  return id.problem === undefined ? shown : html`${shown} (not passed on as an output: ${id.problem})`
}
