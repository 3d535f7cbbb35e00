import { withholdingAnswers } from '../platform/platform-client.ts'
import { log } from '../runner/log.ts'
import { bounded } from '../runner/limits.ts'
import type { ModeCollaborators } from '../step/mode.ts'
import type { StepResult } from '../step/result.ts'
import { count } from '../text/format.ts'
import { endDoneReport, endReport } from './end-report.ts'
import { startReport, type VisitorsReport } from './summary/visitors-report.ts'
import { exportReportSection } from './fetching/section-export.ts'
import { ReportPlaces } from './files/report-places.ts'
import { GapDigests } from './history/gap-digests.ts'
import { noHistory, type HistoryUse } from './history/history-choice.ts'
import { historyWithout, lookUpHistory } from './history/history-lookup.ts'
import { settleHistory } from './history/history-record.ts'
import { SearchAnswers } from './history/search-answers.ts'
import type { StepSearch } from './history/trusted-artifact.ts'
import { publishReport, uploadReport, withReportCopies, writeReport } from './report-publish.ts'
import { describePlan, estimateRequests } from './plan.ts'
import { finishProgress, startProgress, type ReportStart } from './report-resume.ts'
import { answeringFrom } from './fetching/answer-journal.ts'
import { sectionNamed } from './sections/table.ts'
import type { VisitorsOutputName } from './visitors-declaration.ts'
import type { VisitorsSettings } from './visitors-inputs.ts'

// The mode table loads the settings reader with the runner: one chunk of the bundle, loaded once.
export { readVisitorsSettings } from './visitors-inputs.ts'

/** What every stage of one run shares: when the report was made, and what GitHub said of earlier runs. */
interface RunStart {
  readonly generatedAt: string
  readonly answers: SearchAnswers
}

const READER_TEXT_WITHHELD = 'the answer holds text readers wrote, which "reader-text" hides'

/**
 * Visitors mode: the weekly docs report, as its stages: begin (the report directory checked,
 * the progress of an unfinished report gone on with), read the last report, plan, fetch each
 * section (resumable: every answer kept), settle the history, write, publish, upload. Whatever
 * stops the work, the progress is kept for the next run and the result says how far it got.
 */
export async function runVisitorsMode(
  settings: VisitorsSettings,
  collaborators: ModeCollaborators,
): Promise<StepResult<VisitorsOutputName>> {
  const report = startReport(settings)
  const generatedAt = new Date(collaborators.limits.now()).toISOString()
  let stopped: unknown
  let begun: ReportStart = { settings, progress: undefined, done: undefined }
  // The progress and the history search the same earlier runs: what GitHub says of them is asked once.
  const answers = new SearchAnswers()
  try {
    begun = await beginReport(settings, collaborators, report, { generatedAt, answers })
    if (!begun.done) await produceReport(begun, collaborators, report, { generatedAt, answers })
  } catch (error) {
    stopped = error
  } finally {
    await finishProgress(begun.settings, report, collaborators, stopped)
    if (report.reportPath === undefined) await report.places?.discard()
  }
  if (begun.done && stopped === undefined) return endDoneReport(begun.settings, begun.done, collaborators)
  return withReportCopies(endReport(report, collaborators, stopped), report, collaborators.environment)
}

/** The first stage: the report directory checked, then the progress this run goes on with, if any. */
async function beginReport(
  settings: VisitorsSettings,
  collaborators: ModeCollaborators,
  report: VisitorsReport,
  { generatedAt, answers }: RunStart,
): Promise<ReportStart> {
  const { limits } = collaborators
  report.places = await bounded(limits, 'checking "report-dir"', () => ReportPlaces.prepare(settings))
  const begun = await startProgress(settings, collaborators, generatedAt, answers)
  report.settings = begun.settings
  report.progress = begun.progress
  return begun
}

async function produceReport(
  { settings, gitHubFailed, lastReportRun }: ReportStart,
  collaborators: ModeCollaborators,
  report: VisitorsReport,
  { generatedAt, answers }: RunStart,
): Promise<void> {
  const digests = new GapDigests(settings.apiKey)
  const history = gitHubFailed
    ? historyWithout(gitHubFailed, settings)
    : await readLastReport(settings, collaborators, digests, { answers, namedRun: lastReportRun })
  report.history = history
  planReport(settings, history, report)
  await fetchSections(settings, collaborators, report, { generatedAt, digests })
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
  const names = await writeReport(settings, collaborators, report, { generatedAt, record: settled.record })
  await publishReport(settings, collaborators, report, names, digests)
  await uploadReport(settings, collaborators, report)
}

function readLastReport(
  settings: VisitorsSettings,
  { environment, limits, platform }: ModeCollaborators,
  digests: GapDigests,
  search: StepSearch,
): Promise<HistoryUse> {
  if (!settings.history) return Promise.resolve(noHistory(settings, undefined))
  return log.group('Read the last report', () =>
    lookUpHistory(settings, environment, limits, digests, platform, search),
  )
}

/** Before the first request: what the report will spend, said in the log (and, from the report, in the summary). */
function planReport(settings: VisitorsSettings, history: HistoryUse, report: VisitorsReport): void {
  const estimate = estimateRequests(settings, history)
  if (report.progress) report.progress.estimate = estimate
  log.info(describePlan(settings, history.source, estimate, report.progress))
}

/** Each section in the report's order, its answers kept for a later run and taken from the earlier ones. */
async function fetchSections(
  settings: VisitorsSettings,
  { platform, limits }: ModeCollaborators,
  report: VisitorsReport,
  run: { readonly generatedAt: string; readonly digests: GapDigests },
): Promise<void> {
  const journal = report.progress?.journal
  const answering = journal ? answeringFrom(platform, journal, settings.maxRequests) : platform
  const directory = report.places as ReportPlaces
  const history = report.history as HistoryUse
  const context = {
    projectId: settings.projectId,
    reportDir: settings.reportDir,
    options: settings,
    platform: answering,
    limits,
    staging: directory.report.staging,
    readerTextStaging: directory.readerText?.staging,
    generatedAt: run.generatedAt,
    negativeCounts: { warned: false },
    followedGaps: history.followed && { digests: run.digests, followed: history.followed },
  }
  for (const name of settings.sections) {
    const section = sectionNamed(name)
    // Answers that hold reader text stay out of the debug log too when it is hidden.
    const hidden = section.readerText && !settings.readerText.shown
    const withheld = hidden ? { ...context, platform: withholdingAnswers(answering, READER_TEXT_WITHHELD) } : context
    const previous = settings.previousRange && { range: settings.previousRange, stored: history.stored?.[name] }
    const found = await log.group(section.groupName, () =>
      exportReportSection(withheld, section, settings.dateRange, previous),
    )
    report.results.push(found)
  }
  if (journal && journal.replayed > 0)
    log.info(`Took ${count(journal.replayed, 'answer')} from the report's progress: no request was sent for them.`)
}
