import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { uploadArtifact } from '../github/artifact-upload.ts'
import { renderSummaryFile, SUMMARY_FILE, writeSummaryFile } from '../posting/summary-file.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { log } from '../runner/log.ts'
import { actionFileUrl } from '../step/run-footer.ts'
import type { StepResult } from '../step/result.ts'
import { stopError } from '../runner/limits.ts'
import type { ModeCollaborators } from '../step/mode.ts'
import { CONTENT_GAPS_FILE } from '../step/private-text.ts'
import { count, errorMessage } from '../text/format.ts'
import { buildContentGaps } from './analysis/content-gaps.ts'
import { describeDateRange } from './analysis/dates.ts'
import { leaveHandOffSidecar } from './files/hand-off-sidecar.ts'
import { buildManifest, MANIFEST_FILE } from './files/manifest.ts'
import type { ReportPlaces } from './files/report-places.ts'
import type { GapDigests } from './history/gap-digests.ts'
import type { HistoryUse } from './history/history-choice.ts'
import type { settleHistory } from './history/history-record.ts'
import { requestsSpent } from './plan.ts'
import { READING_THE_REPORT } from './summary/report-summary.ts'
import { headlineCopy, summaryCopy } from './summary/summary-copy.ts'
import type { VisitorsReport } from './summary/visitors-report.ts'
import type { VisitorsOutputName } from './visitors-declaration.ts'
import type { VisitorsSettings } from './visitors-inputs.ts'

/*
 * The report's last stages, once every section is in: written (the content gaps and the
 * manifest beside the sections' files, in the staging place), published (moved at once to where
 * they are read, with the note for the agent's hand-off), uploaded as the report artifact.
 */

/** The content gaps and the manifest, written beside the sections' files in the staging place; returns every file's name. */
export async function writeReport(
  settings: VisitorsSettings,
  { platform, environment }: ModeCollaborators,
  report: VisitorsReport,
  run: { readonly generatedAt: string; readonly record: ReturnType<typeof settleHistory>['record'] },
): Promise<string[]> {
  const directory = report.places as ReportPlaces
  const history = report.history as HistoryUse
  const names = report.results.flatMap((result) => [...result.current.files, ...(result.previous?.files ?? [])])
  report.contentGaps = buildContentGaps(settings.projectId, report.results)
  if (report.contentGaps) {
    await writeFile(path.join(directory.stagingFor(CONTENT_GAPS_FILE), CONTENT_GAPS_FILE), report.contentGaps.markdown)
    names.push(CONTENT_GAPS_FILE)
  }
  // The artifact's copy of the summary file, written as the report will read once published.
  const copy = summaryCopy({ ...report, reportPath: settings.reportDir }, environment, placesOf(settings, environment))
  await writeFile(path.join(directory.report.staging, SUMMARY_FILE), renderSummaryFile(copy, environment.runUrl))
  names.push(SUMMARY_FILE)
  const kept = names.filter((name) => directory.keptApart(name))
  const manifest = buildManifest({
    ...settings,
    range: settings.dateRange,
    generatedAt: run.generatedAt,
    sections: report.results,
    spent: requestsSpent(settings.sections, platform.requestsSent),
    files: [MANIFEST_FILE, ...names.filter((name) => !kept.includes(name))],
    readerText: { ...settings.readerText, keptOnRunner: kept },
    contentGapCount: report.contentGaps?.count,
    gapsFollowed: report.following?.counts,
    comparison: { source: history.source, note: history.note },
    history: run.record,
  })
  await writeFile(path.join(directory.report.staging, MANIFEST_FILE), manifest)
  return names
}

/** Every file moved from the staging place to where it is read, at once, and the note for the agent's hand-off. */
export async function publishReport(
  settings: VisitorsSettings,
  { limits, environment }: ModeCollaborators,
  report: VisitorsReport,
  names: readonly string[],
  digests: GapDigests,
): Promise<void> {
  const stop = stopError(limits, 'publishing the report files')
  if (stop) throw stop
  const directory = report.places as ReportPlaces
  const { report: published, readerText } = await directory.publish([MANIFEST_FILE, ...names])
  report.publishedFiles = published
  report.readerTextFiles = readerText
  report.reportPath = settings.reportDir
  report.contentGapsFile = [...published, ...readerText].find((file) => path.basename(file) === CONTENT_GAPS_FILE)
  if (readerText.length > 0) {
    log.info(
      `Wrote ${count(readerText.length, 'file')} holding reader text to ${settings.readerTextDir}, which is not uploaded (${settings.readerText.reason}).`,
    )
  }
  log.info(`Wrote ${count(published.length, 'report file')} to ${settings.reportDir}.`)
  if (report.contentGaps && report.contentGapsFile) {
    const parts = report.results.map((result) => ({ name: result.name, keys: result.contentGaps()?.keys ?? [] }))
    const { runnerTemp } = environment
    const gaps = { contentFile: report.contentGapsFile, markdown: report.contentGaps.markdown, parts, digests }
    await leaveHandOffSidecar({ ...settings, ...gaps, runnerTemp })
  }
}

export async function uploadReport(
  settings: VisitorsSettings,
  { environment, limits }: ModeCollaborators,
  report: VisitorsReport,
): Promise<void> {
  if (!settings.artifactName) return
  const request = {
    name: settings.artifactName,
    rootDirectory: settings.reportDir,
    files: report.publishedFiles,
    retentionDays: settings.retentionDays,
    overwrite: settings.overwrite,
    withoutService: {
      message: `Not running on a GitHub runner (no artifact service), so artifact "${settings.artifactName}" was not uploaded; the report files are in ${settings.reportDir}.`,
      title: 'Artifact not uploaded',
    },
  }
  report.artifact = await log.group('Upload the report artifact', () => uploadArtifact(request, environment, limits))
}

function placesOf(settings: VisitorsSettings, environment: RunnerEnvironment) {
  return { readingUrl: actionFileUrl(environment, READING_THE_REPORT), baseUrl: settings.baseUrl }
}

/**
 * Once the step's ending is known: the summary file in the report directory written again as it
 * ended (the artifact's link, a failed upload in its heading), and the two outputs that carry the
 * report to where the team reads it. Only for a published report; a file that cannot be written
 * is a warning, and its output is left unset.
 */
export async function withReportCopies(
  result: StepResult<VisitorsOutputName>,
  report: VisitorsReport,
  environment: RunnerEnvironment,
): Promise<StepResult<VisitorsOutputName>> {
  const { reportPath } = report
  if (reportPath === undefined) return result
  const settings = report.settings as VisitorsSettings
  const headline = headlineCopy(report, environment.runUrl)
  const period = describeDateRange(settings.dateRange)
  const copy = summaryCopy(report, environment, placesOf(settings, environment))
  try {
    const file = await writeSummaryFile(path.join(reportPath, SUMMARY_FILE), copy, environment.runUrl)
    return { ...result, outputs: { ...result.outputs, 'summary-file': file, headline, period } }
  } catch (error) {
    log.warning(`Could not write ${SUMMARY_FILE} in ${reportPath}: ${errorMessage(error)}`, 'Summary file not written')
    return { ...result, outputs: { ...result.outputs, headline, period } }
  }
}
