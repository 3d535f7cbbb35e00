import { plainHeadline } from '../../posting/headline-text.ts'
import type { RunnerEnvironment } from '../../runner/environment.ts'
import { addRunFooter } from '../../step/run-footer.ts'
import { html, link, type Html } from '../../text/html.ts'
import type { SummaryDocument } from '../../text/summary-document.ts'
import { describeDateRange } from '../analysis/dates.ts'
import { gapsHeadline } from './gaps-to-act-on.ts'
import { addReportOpening, openSummary } from './report-summary.ts'
import type { VisitorsReport } from './visitors-report.ts'

/*
 * The report where the team reads it: the summary's open part as a file to post as an issue or
 * a discussion (every link to the run, the artifact or the docs absolute), and the headline as
 * the plain lines of a chat message. Both are made from what the job summary shows, so the three
 * say the same; reader text reaches the file only as it reaches the job summary, never the headline.
 */

/** The platform's dashboard, for a report of the platform's own server; none for another (a simulator). */
const DASHBOARDS: Readonly<Record<string, string>> = { 'api.mintlify.com': 'https://dashboard.mintlify.com' }

/** The summary file's document: the job summary's heading and open part, then where the rest is. */
export function summaryCopy(
  report: VisitorsReport,
  environment: RunnerEnvironment,
  place: { readonly readingUrl: string; readonly baseUrl: string },
): SummaryDocument {
  const doc = openSummary(report, environment.runUrl)
  addReportOpening(doc, report)
  const { artifactName } = report.settings
  const artifact = report.artifact?.url
    ? link(artifactName, report.artifact.url)
    : artifactName
      ? html`${link(artifactName, environment.runUrl)}`
      : undefined
  const files = artifact ? html`; its files, in the artifact ${artifact}` : undefined
  const dashboard = DASHBOARDS[new URL(place.baseUrl).hostname]
  const more = dashboard ? html`; the site's analytics, on ${link('the dashboard', dashboard)}` : undefined
  doc.paragraph(
    html`<sub>Every figure and section of the report: ${link("the run's summary", environment.runUrl)}${files}${more}. How to read them: ${link('reading the report', place.readingUrl)}.</sub>`,
  )
  addRunFooter(doc, environment)
  return doc
}

/** The `headline` output: the report's project and period, a plain line per figure, the run's address. */
export function headlineCopy(report: VisitorsReport, runUrl: string | undefined): string {
  const { settings, results, following } = report
  const none = (): Html => html``
  const lines = [...results.flatMap((result) => result.headline(none)), gapsHeadline(following, false)]
  const title = `📊 Docs analytics report · ${settings.projectId} · ${describeDateRange(settings.dateRange)}`
  return plainHeadline(
    title,
    lines.filter((line): line is Html => line !== undefined),
    runUrl,
  )
}
