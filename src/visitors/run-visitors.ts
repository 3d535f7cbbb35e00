import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { log } from '../runner/log.ts'
import { stoppedWriting } from './export.ts'
import { bounded, stopError } from '../step/limits.ts'
import type { ModeCollaborators } from '../step/mode.ts'
import { conclusionOf, type Conclusion, type StepResult } from '../step/result.ts'
import { errorMessage } from '../step/limits.ts'
import { count } from '../text/format.ts'
import { uploadReport, type UploadedArtifact } from './artifact.ts'
import { percentChange } from './compare.ts'
import { buildContentGaps, CONTENT_GAPS_FILE, type ContentGaps } from './content-gaps.ts'
import { buildManifest, MANIFEST_FILE } from './manifest.ts'
import { describePlan, describeSpend, requestsSpent } from './plan.ts'
import { ReportDirectory } from './report-dir.ts'
import { exportSection, type SectionResult } from './section-export.ts'
import { EXTRA_SECTIONS, type SectionName } from './sections.ts'
import { buildVisitorsSummary } from './summary.ts'
import type { VisitorsSettings } from './visitors-inputs.ts'
import type { VisitorsOutputName, VisitorsOutputs } from './visitors-mode.ts'

const TITLES = {
  failure: 'Visitors report failed',
  'timed-out': 'Visitors report timed out',
  cancelled: 'Visitors report cancelled',
} as const

const GROUP_NAMES: Record<SectionName, string> = {
  visitors: 'Export unique visitors',
  views: 'Export page views',
  searches: 'Export searches',
  feedback: 'Export feedback by page',
}

/** Every file the report may write, so the directory check can refuse a name taken by a directory. */
export function reportFileNames(sections: readonly SectionName[], compared: boolean): string[] {
  const bases = sections.flatMap((section) => (compared ? [section, `${section}-previous`] : [section]))
  return [...bases.flatMap((base) => [`${base}.csv`, `${base}.json`]), MANIFEST_FILE, CONTENT_GAPS_FILE]
}

/** Every file any report writes: what an earlier report in the same directory may have left. */
const ANY_REPORT_FILE = reportFileNames(['visitors', ...EXTRA_SECTIONS], true)

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
  const { platform, environment, limits } = collaborators
  const generatedAt = new Date(limits.now()).toISOString()
  const results: SectionResult[] = []
  let directory: ReportDirectory | undefined
  let published: readonly string[] | undefined
  let contentGaps: ContentGaps | undefined
  let artifact: UploadedArtifact | undefined
  let stopped: unknown
  try {
    directory = await bounded(limits, 'checking "report-dir"', () =>
      ReportDirectory.prepare(
        settings.reportDir,
        reportFileNames(settings.sections, settings.previousRange !== undefined),
      ),
    )
    log.info(describePlan(settings))
    const negativeCounts = { warned: false }
    const context = { ...settings, platform, limits, staging: directory.staging, generatedAt, negativeCounts }
    for (const section of settings.sections) {
      results.push(
        await log.group(GROUP_NAMES[section], () =>
          exportSection(context, section, settings.dateRange, settings.previousRange),
        ),
      )
    }
    const names = results.flatMap((result) => [...result.current.files, ...(result.previous?.files ?? [])])
    const searches = results.find((result): result is SectionResult<'searches'> => result.section === 'searches')
    const feedback = results.find((result): result is SectionResult<'feedback'> => result.section === 'feedback')
    if (searches || feedback) {
      contentGaps = buildContentGaps(settings.projectId, searches, feedback)
      await writeFile(path.join(directory.staging, CONTENT_GAPS_FILE), contentGaps.markdown)
      names.push(CONTENT_GAPS_FILE)
    }
    const manifest = buildManifest({
      ...settings,
      range: settings.dateRange,
      generatedAt,
      sections: results,
      spent: requestsSpent(settings.sections, platform.requestsSent),
      files: [MANIFEST_FILE, ...names],
      contentGapCount: contentGaps?.count,
    })
    await writeFile(path.join(directory.staging, MANIFEST_FILE), manifest)
    const stop = stopError(limits, 'publishing the report files')
    if (stop) throw stop
    published = await directory.publish([MANIFEST_FILE, ...names], { manifest: MANIFEST_FILE, owned: ANY_REPORT_FILE })
    log.info(`Wrote ${count(published.length, 'report file')} to ${settings.reportDir}.`)
    if (settings.artifactName) {
      const request = {
        name: settings.artifactName,
        rootDirectory: settings.reportDir,
        files: published,
        retentionDays: settings.artifactRetentionDays,
        overwrite: settings.overwrite,
      }
      artifact = await log.group('Upload the report artifact', () => uploadReport(request, environment, limits))
    }
  } catch (error) {
    stopped = error
  } finally {
    if (!published) await directory?.discard()
  }

  const spent = requestsSpent(settings.sections, platform.requestsSent)
  log.info(describeSpend(spent))
  const conclusion: Conclusion = stopped === undefined ? 'success' : conclusionOf(stopped, limits)
  const reportPath = published ? settings.reportDir : undefined
  const problem = stopped === undefined ? undefined : describeProblem(stopped, reportPath)
  const writeFailed = stoppedWriting(stopped)
  // Only the directory check runs before `directory` is set, and it sends nothing: a failure
  // there is report-dir refused (a timeout or cancellation during it is told as such).
  const reportDirRefused = directory === undefined && conclusion === 'failure'
  const report = {
    settings,
    results,
    reportPath,
    contentGaps,
    artifact,
    conclusion,
    problem,
    spent,
    writeFailed,
    reportDirRefused,
  }
  return {
    outputs: outputsOf(report),
    summary: buildVisitorsSummary(report, environment),
    failure:
      problem === undefined || conclusion === 'success'
        ? undefined
        : { conclusion, message: problem, title: TITLES[conclusion] },
  }
}

/** Every output known when the step ends: a section's figures once it is complete, the files once published. */
function outputsOf(report: {
  readonly results: readonly SectionResult[]
  readonly reportPath: string | undefined
  readonly contentGaps: ContentGaps | undefined
  readonly artifact: UploadedArtifact | undefined
}): VisitorsOutputs {
  const visitors = report.results.find((result): result is SectionResult<'visitors'> => result.section === 'visitors')
  const totals = visitors?.current.facts.totals
  const previous = visitors?.previous?.facts.totals
  const change = totals && previous ? percentChange(totals.total, previous.total) : undefined
  const { reportPath, contentGaps, artifact } = report
  return {
    ...(totals ? { total: totals.total, 'total-human': totals.human, 'total-ai': totals.ai } : {}),
    ...(visitors ? { 'path-count': visitors.current.rowCount } : {}),
    ...(previous ? { 'previous-total': previous.total } : {}),
    ...(change === undefined ? {} : { 'total-change': change }),
    ...(contentGaps ? { 'content-gap-count': contentGaps.count } : {}),
    ...(reportPath && contentGaps ? { 'content-gaps-file': path.join(reportPath, CONTENT_GAPS_FILE) } : {}),
    ...(reportPath ? { 'report-path': reportPath } : {}),
    ...(artifact
      ? { 'artifact-id': artifact.id, 'artifact-url': artifact.url ?? '', 'artifact-digest': artifact.digest ?? '' }
      : {}),
  }
}

function describeProblem(error: unknown, reportPath: string | undefined): string {
  const message = errorMessage(error).trim()
  const sentence = /[.!?)]$/.test(message) ? message : `${message}.`
  return reportPath ? `${sentence} The report files are in ${reportPath} on the runner.` : sentence
}
