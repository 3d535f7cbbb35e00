import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { withholdingAnswers } from '../platform/platform-client.ts'
import { log } from '../runner/log.ts'
import { bounded, stopError } from '../runner/limits.ts'
import type { ModeCollaborators } from '../step/mode.ts'
import type { StepResult } from '../step/result.ts'
import { uploadArtifact } from '../github/artifact-upload.ts'
import { count } from '../text/format.ts'
import { buildContentGaps } from './analysis/content-gaps.ts'
import { CONTENT_GAPS_FILE } from '../step/private-text.ts'
import { endReport } from './end-report.ts'
import { startReport, type VisitorsReport } from './summary/visitors-report.ts'
import { exportReportSection } from './fetching/section-export.ts'
import { leaveHandOffSidecar } from './files/hand-off-sidecar.ts'
import { buildManifest, MANIFEST_FILE } from './files/manifest.ts'
import { ReportPlaces } from './files/report-places.ts'
import { GapDigests } from './history/gap-digests.ts'
import { noHistory } from './history/history-choice.ts'
import { lookUpHistory } from './history/history-lookup.ts'
import { settleHistory } from './history/history-record.ts'
import { describePlan, requestsSpent } from './plan.ts'
import { sectionNamed } from './sections/table.ts'
import type { VisitorsOutputName } from './visitors-declaration.ts'
import type { VisitorsSettings } from './visitors-inputs.ts'

// The mode table loads the settings reader with the runner: one chunk of the bundle, loaded once.
export { readVisitorsSettings } from './visitors-inputs.ts'

const READER_TEXT_WITHHELD = 'the answer holds text readers wrote, which "reader-text" hides'

/**
 * Visitors mode: the weekly docs report. Checks the report directory, exports each section
 * (streaming rows to files in a staging place), writes the manifest and the content gaps,
 * publishes the files only when everything is complete, uploads them, and summarises. Whatever
 * stops the work, the result says how far it got.
 */
export async function runVisitorsMode(
  settings: VisitorsSettings,
  collaborators: ModeCollaborators,
): Promise<StepResult<VisitorsOutputName>> {
  const report = startReport(settings)
  let stopped: unknown
  try {
    await produceReport(settings, collaborators, report)
  } catch (error) {
    stopped = error
  } finally {
    if (report.reportPath === undefined) await report.places?.discard()
  }
  return endReport(report, collaborators, stopped)
}

async function produceReport(
  settings: VisitorsSettings,
  { platform, environment, limits }: ModeCollaborators,
  report: VisitorsReport,
): Promise<void> {
  const generatedAt = new Date(limits.now()).toISOString()
  const directory = await bounded(limits, 'checking "report-dir"', () => ReportPlaces.prepare(settings))
  report.places = directory
  const digests = new GapDigests(settings.apiKey)
  const history = settings.history
    ? await log.group('Read the last report', () => lookUpHistory(settings, environment, limits, digests, platform))
    : noHistory(settings, undefined)
  report.history = history
  log.info(describePlan(settings, history.source))
  const context = {
    projectId: settings.projectId,
    reportDir: settings.reportDir,
    options: settings,
    platform,
    limits,
    staging: directory.report.staging,
    readerTextStaging: directory.readerText?.staging,
    generatedAt,
    negativeCounts: { warned: false },
    followedGaps: history.followed && { digests, followed: history.followed },
  }
  for (const name of settings.sections) {
    const section = sectionNamed(name)
    // Answers that hold reader text stay out of the debug log too when it is hidden.
    const hidden = section.readerText && !settings.readerText.shown
    const withheld = hidden ? { ...context, platform: withholdingAnswers(platform, READER_TEXT_WITHHELD) } : context
    const previous = settings.previousRange && { range: settings.previousRange, stored: history.stored?.[name] }
    const found = await log.group(section.groupName, () =>
      exportReportSection(withheld, section, settings.dateRange, previous),
    )
    report.results.push(found)
  }
  const settled = settleHistory({
    range: settings.dateRange,
    results: report.results,
    use: history,
    historyPeriods: settings.historyPeriods,
    readerTextShown: settings.readerText.shown,
    digests,
  })
  report.trend = settled.trend
  report.following = settled.following
  const names = report.results.flatMap((result) => [...result.current.files, ...(result.previous?.files ?? [])])
  report.contentGaps = buildContentGaps(settings.projectId, report.results)
  if (report.contentGaps) {
    await writeFile(path.join(directory.stagingFor(CONTENT_GAPS_FILE), CONTENT_GAPS_FILE), report.contentGaps.markdown)
    names.push(CONTENT_GAPS_FILE)
  }
  const kept = names.filter((name) => directory.keptApart(name))
  const manifest = buildManifest({
    ...settings,
    range: settings.dateRange,
    generatedAt,
    sections: report.results,
    spent: requestsSpent(settings.sections, platform.requestsSent),
    files: [MANIFEST_FILE, ...names.filter((name) => !kept.includes(name))],
    readerText: { ...settings.readerText, keptOnRunner: kept },
    contentGapCount: report.contentGaps?.count,
    comparison: { source: history.source, note: history.note },
    history: settled.record,
  })
  await writeFile(path.join(directory.report.staging, MANIFEST_FILE), manifest)
  const stop = stopError(limits, 'publishing the report files')
  if (stop) throw stop
  const { report: published, readerText } = await directory.publish([MANIFEST_FILE, ...names])
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
  if (!settings.artifactName) return
  const request = {
    name: settings.artifactName,
    rootDirectory: settings.reportDir,
    files: published,
    retentionDays: settings.retentionDays,
    overwrite: settings.overwrite,
    withoutService: {
      message: `Not running on a GitHub runner (no artifact service), so artifact "${settings.artifactName}" was not uploaded; the report files are in ${settings.reportDir}.`,
      title: 'Artifact not uploaded',
    },
  }
  report.artifact = await log.group('Upload the report artifact', () => uploadArtifact(request, environment, limits))
}
