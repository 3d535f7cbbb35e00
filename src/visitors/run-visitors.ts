import * as core from '@actions/core'
import { describeDateRange } from '../dates.ts'
import { formatDuration } from '../durations.ts'
import type { CallContext } from '../http/call-platform.ts'
import { writeJobSummary, type RunContext } from '../run-context.ts'
import type { VisitorsSettings } from '../settings.ts'
import { uploadReport } from './artifact.ts'
import { exportVisitors } from './export.ts'
import { writeReportFiles } from './report-files.ts'
import { addVisitorsSummary } from './summary.ts'

/** Visitors mode: export every page, write the report files, upload them, summarise. */
export async function runVisitorsMode(
  settings: VisitorsSettings,
  context: CallContext,
  run: RunContext,
): Promise<void> {
  const { projectId, dateRange } = settings
  const range = describeDateRange(dateRange)
  const startedAt = Date.now()
  const report = await core.group('Export unique visitors', async () => {
    core.info(`Exporting unique visitors of project ${projectId} for ${range}, ${settings.pageSize} rows per request.`)
    const exported = await exportVisitors(context, {
      projectId,
      dateFrom: dateRange.from?.text,
      dateTo: dateRange.to?.text,
      pageSize: settings.pageSize,
    })
    core.info(
      `Exported ${exported.rows.length} paths in ${exported.requests} requests (${formatDuration(Date.now() - startedAt)}).`,
    )
    return exported
  })

  const files = await writeReportFiles(
    settings.reportDir,
    {
      projectId,
      dateFrom: dateRange.from?.text ?? null,
      dateTo: dateRange.to?.text ?? null,
      generatedAt: new Date().toISOString(),
    },
    report,
  )
  core.info(`Wrote ${files.join(' and ')}.`)
  core.setOutput('total', report.totals.total)
  core.setOutput('total-human', report.totals.human)
  core.setOutput('total-ai', report.totals.ai)
  core.setOutput('path-count', report.rows.length)
  core.setOutput('report-path', settings.reportDir)

  const uploaded = settings.artifactName
    ? await core.group('Upload the report artifact', () =>
        uploadReport(settings.artifactName, settings.reportDir, files, settings.artifactRetentionDays, run),
      )
    : undefined
  core.setOutput('artifact-id', uploaded?.id ?? '')
  core.setOutput('artifact-url', uploaded?.url ?? '')

  if (settings.jobSummary) {
    const artifact = uploaded ? { name: settings.artifactName, url: uploaded.url } : undefined
    const summary = addVisitorsSummary(core.summary, {
      projectId,
      range,
      totals: report.totals,
      rows: report.rows,
      summaryRows: settings.summaryRows,
      artifact,
      reportPath: settings.reportDir,
      run,
    })
    await writeJobSummary(summary)
  }
}
