import { log } from '../runner/log.ts'
import type { ModeCollaborators } from '../step/mode.ts'
import type { Outputs } from '../step/outputs.ts'
import { conclusionOf, type Conclusion, type StepResult } from '../step/result.ts'
import { errorMessage } from '../step/limits.ts'
import { count, formatDuration } from '../text/format.ts'
import { uploadReport, type UploadedArtifact } from './artifact.ts'
import { describeDateRange } from './dates.ts'
import { exportVisitors, type VisitorsExport } from './export.ts'
import { writeReportFiles } from './report-files.ts'
import { buildVisitorsSummary } from './summary.ts'
import type { VisitorsSettings } from './visitors-inputs.ts'

const TITLES = {
  failure: 'Visitors report failed',
  'timed-out': 'Visitors report timed out',
  cancelled: 'Visitors report cancelled',
} as const

/**
 * Visitors mode: export every page, write the report files, upload them, summarise. A report
 * is published (files, `report-path`) only when the export is complete; whatever stops the
 * work, the result says how far it got.
 */
export async function runVisitorsMode(
  settings: VisitorsSettings,
  collaborators: ModeCollaborators,
): Promise<StepResult> {
  const { platform, environment, limits } = collaborators
  const { projectId, dateRange } = settings
  const range = describeDateRange(dateRange)
  let exported: VisitorsExport | undefined
  let reportPath: string | undefined
  let artifact: UploadedArtifact | undefined
  let stopped: unknown
  try {
    exported = await log.group('Export unique visitors', async () => {
      const startedAt = limits.now()
      log.info(
        `Exporting unique visitors of project ${projectId} for ${range}, ${count(settings.pageSize, 'row')} per request.`,
      )
      const result = await exportVisitors(platform, {
        projectId,
        dateFrom: dateRange.from?.text,
        dateTo: dateRange.to?.text,
        pageSize: settings.pageSize,
      })
      log.info(
        `Exported ${count(result.rows.length, 'path')} in ${count(result.requests, 'request')} (${formatDuration(limits.now() - startedAt)}).`,
      )
      return result
    })
    const metadata = {
      projectId,
      dateFrom: dateRange.from?.text ?? null,
      dateTo: dateRange.to?.text ?? null,
      generatedAt: new Date(limits.now()).toISOString(),
    }
    const files = await writeReportFiles(settings.reportDir, metadata, exported)
    reportPath = settings.reportDir
    log.info(`Wrote ${files.join(' and ')}.`)
    if (settings.artifactName) {
      const request = {
        name: settings.artifactName,
        rootDirectory: settings.reportDir,
        files,
        retentionDays: settings.artifactRetentionDays,
      }
      artifact = await log.group('Upload the report artifact', () => uploadReport(request, environment, limits))
    }
  } catch (error) {
    stopped = error
  }

  const conclusion: Conclusion = stopped === undefined ? 'success' : conclusionOf(stopped, limits)
  const problem = stopped === undefined ? undefined : describeProblem(stopped, reportPath)
  const outputs: Outputs = exported
    ? {
        total: exported.totals.total,
        'total-human': exported.totals.human,
        'total-ai': exported.totals.ai,
        'path-count': exported.rows.length,
        ...(reportPath ? { 'report-path': reportPath } : {}),
        ...(artifact
          ? { 'artifact-id': artifact.id, 'artifact-url': artifact.url ?? '', 'artifact-digest': artifact.digest ?? '' }
          : {}),
      }
    : {}
  const report = {
    projectId,
    range,
    exported,
    summaryRows: settings.summaryRows,
    artifactName: settings.artifactName,
    artifact,
    reportPath,
    conclusion,
    problem,
  }
  return {
    outputs,
    summary: settings.jobSummary ? buildVisitorsSummary(report, environment) : undefined,
    failure:
      conclusion === 'success' || problem === undefined
        ? undefined
        : { conclusion, message: problem, title: TITLES[conclusion] },
  }
}

function describeProblem(error: unknown, reportPath: string | undefined): string {
  const message = errorMessage(error)
  return reportPath ? `${message} The report files are in ${reportPath} on the runner.` : message
}
