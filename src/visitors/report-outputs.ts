import { percentChange } from './analysis/compare.ts'
import type { ContentGaps } from './analysis/content-gaps.ts'
import type { UploadedArtifact } from './files/artifact.ts'
import type { HistoryUse } from './history/history-choice.ts'
import type { SectionReport } from './sections/section-report.ts'
import { visitors } from './sections/visitors.ts'
import type { VisitorsOutputs } from './visitors-declaration.ts'

/** Every output known when the step ends: a section's figures once it is complete, the files once published. */
export function outputsOf(report: {
  readonly settings: { readonly readerText: { readonly shown: boolean } }
  readonly results: readonly SectionReport[]
  readonly reportPath: string | undefined
  readonly contentGaps: ContentGaps | undefined
  readonly contentGapsFile: string | undefined
  readonly artifact: UploadedArtifact | undefined
  readonly history: HistoryUse | undefined
  readonly trend: readonly unknown[]
}): VisitorsOutputs {
  // The unique visitors section is in every report; its result is read back with its own types.
  const found = report.results.map((result) => visitors.resultOf(result)).find((result) => result !== undefined)
  const totals = found?.current.facts.totals
  const previous = found?.previous?.facts.totals
  const change = totals && previous ? percentChange(totals.total, previous.total) : undefined
  const { reportPath, contentGaps, contentGapsFile, artifact } = report
  return {
    ...(totals ? { total: totals.total, 'total-human': totals.human, 'total-ai': totals.ai } : {}),
    ...(found ? { 'path-count': found.current.rowCount } : {}),
    ...(previous ? { 'previous-total': previous.total } : {}),
    ...(change === undefined ? {} : { 'total-change': change }),
    ...(contentGaps ? { 'content-gap-count': contentGaps.count } : {}),
    ...(contentGapsFile ? { 'content-gaps-file': contentGapsFile } : {}),
    'reader-text': report.settings.readerText.shown ? 'shown' : 'hidden',
    ...(report.history ? { 'comparison-source': report.history.source } : {}),
    // What report.json's history holds: known once the report is published.
    ...(reportPath ? { 'history-size': report.trend.length } : {}),
    ...(reportPath ? { 'report-path': reportPath } : {}),
    ...(artifact
      ? { 'artifact-id': artifact.id, 'artifact-url': artifact.url ?? '', 'artifact-digest': artifact.digest ?? '' }
      : {}),
  }
}
