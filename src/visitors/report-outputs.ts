import type { VisitorsReport } from './summary/visitors-report.ts'
import type { VisitorsOutputs } from './visitors-declaration.ts'

/**
 * Every output known when the step ends: what each section sets once it is complete (unique
 * visitors' figures), the content gaps and what became of those followed, and the files once
 * published.
 */
export function outputsOf(report: VisitorsReport): VisitorsOutputs {
  const { reportPath, contentGaps, contentGapsFile, following, artifact } = report
  return {
    ...Object.fromEntries(report.results.flatMap((result) => Object.entries(result.outputs()))),
    ...(contentGaps ? { 'content-gap-count': contentGaps.count } : {}),
    ...(contentGapsFile ? { 'content-gaps-file': contentGapsFile } : {}),
    // Only when gaps were followed from the last report: a first report has no states to count.
    ...(following
      ? {
          'content-gaps-new': following.counts.new,
          'content-gaps-open': following.counts.open,
          'content-gaps-closed': following.counts.closed,
        }
      : {}),
    'reader-text': report.settings.readerText.shown ? 'shown' : 'hidden',
    ...(report.history ? { 'comparison-source': report.history.source } : {}),
    // What report.json's history holds: known once the report is published.
    ...(reportPath ? { 'history-size': report.trend.length } : {}),
    ...(reportPath ? { 'report-path': reportPath } : {}),
    ...(report.state ? { 'report-state': report.state } : {}),
    ...(artifact
      ? { 'artifact-id': artifact.id, 'artifact-url': artifact.url ?? '', 'artifact-digest': artifact.digest ?? '' }
      : {}),
  }
}
