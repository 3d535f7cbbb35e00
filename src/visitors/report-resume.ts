import { mkdtemp, rm } from 'node:fs/promises'
import path from 'node:path'
import { isRefusal } from '../platform/errors.ts'
import type { PlatformClient } from '../platform/platform-client.ts'
import { log } from '../runner/log.ts'
import { count, errorMessage } from '../text/format.ts'
import type { ModeCollaborators } from '../step/mode.ts'
import { AnswerJournal } from './fetching/answer-journal.ts'
import { chooseProgress } from './progress/progress-choice.ts'
import { carryDone, keepProgress } from './progress/progress-keep.ts'
import { lookUpProgress, type FoundProgress } from './progress/progress-lookup.ts'
import type { NoUsableReport } from './history/report-download.ts'
import type { SearchAnswers } from './history/search-answers.ts'
import { ProgressKeys } from './progress/progress-seal.ts'
import { budgetWaitOf, progressStopOf, type ReportProgress } from './progress/report-progress.ts'
import type { VisitorsReport } from './summary/visitors-report.ts'
import { headlineOf } from './files/manifest.ts'
import { requestsSpent } from './plan.ts'
import type { VisitorsSettings } from './visitors-inputs.ts'

/*
 * The report over several runs, its first and last stages: before the first request, the
 * progress an earlier run kept is looked up and chosen (progress-choice.ts), and this run's
 * period and answers follow from it; once the work stops, the progress is kept for the next run
 * (partial), or marked done (complete) for a report continued on a schedule.
 */

/** How the report begins: the settings with the period it is for, its progress, or that it is already done. */
export interface ReportStart {
  readonly settings: VisitorsSettings
  readonly progress: ReportProgress | undefined
  readonly done: { readonly found: FoundProgress; readonly nextDue: string } | undefined
  /** GitHub could not be asked for the progress: the history is not looked up either. */
  readonly gitHubFailed?: NoUsableReport | undefined
  /** The run that published the report before this one, as its complete record names it: where the history is. */
  readonly lastReportRun?: number | undefined
}

/** Whether a report can go on in a later run: its history is read (`history: auto`) and kept as an artifact, for a closed period. */
function resumable(settings: VisitorsSettings): boolean {
  return settings.history && settings.artifactName !== '' && !!settings.dateRange.from && !!settings.dateRange.to
}

export async function startProgress(
  settings: VisitorsSettings,
  { environment, limits }: ModeCollaborators,
  generatedAt: string,
  answers: SearchAnswers,
): Promise<ReportStart> {
  if (!resumable(settings)) return { settings, progress: undefined, done: undefined }
  const keys = new ProgressKeys(settings.apiKey, settings.projectId)
  const workDir = await mkdtemp(path.join(environment.runnerTemp, 'visitors-progress-'))
  try {
    const { found, gitHubFailed } = await log.group("Look for the report's progress", () =>
      lookUpProgress(settings, environment, limits, keys, path.join(workDir, 'found'), answers),
    )
    const choice = chooseProgress(settings, found, limits.now())
    if (choice.kind === 'done') {
      await rm(workDir, { recursive: true, force: true })
      // Its record carried into this run, for the run's roll-up: no analytics request.
      await carryDone(choice.found, settings.artifactName, keys, { environment, limits })
      return { settings, progress: undefined, done: choice, gitHubFailed }
    }
    const resumed = choice.kind === 'resume' ? choice.found : undefined
    const ranged =
      choice.kind === 'fresh'
        ? settings
        : { ...settings, dateRange: choice.dateRange, previousRange: choice.previousRange }
    const journal = await openJournal(resumed?.answersFile, workDir)
    const progress: ReportProgress = {
      keys,
      journal,
      workDir,
      startedAt: resumed?.record.startedAt ?? generatedAt,
      runsBefore: resumed?.record.runs ?? 0,
      requestsBefore: resumed?.record.requests ?? 0,
      resumedFrom: resumed?.runId,
      estimate: undefined,
      stop: undefined,
      budgetFreeAt: undefined,
      kept: undefined,
    }
    const lastReportRun = choice.kind === 'next' ? choice.publishedIn : undefined
    return { settings: ranged, progress, done: undefined, gitHubFailed, lastReportRun }
  } catch (error) {
    // Cancelled or out of time while looking: nothing of this run's is left behind.
    await rm(workDir, { recursive: true, force: true }).catch(() => undefined)
    throw error
  }
}

/** The journal of the answers kept, or of none when they cannot be read back (the report then asks for them again). */
async function openJournal(answersFile: string | undefined, workDir: string): Promise<AnswerJournal> {
  const fresh = path.join(workDir, 'answers.jsonl')
  if (answersFile === undefined) return AnswerJournal.open(fresh)
  try {
    return await AnswerJournal.open(answersFile)
  } catch (error) {
    log.notice(
      `The report's kept answers could not be read back (${errorMessage(error)}): they are asked for again.`,
      'Report progress dropped',
    )
    return AnswerJournal.open(fresh)
  }
}

/** Analytics requests this run sent: the sections' endpoints, as the spend counts them. */
export function spentThisRun(settings: VisitorsSettings, platform: PlatformClient): number {
  return requestsSpent(settings.sections, platform.requestsSent).total
}

/**
 * Keeps the progress once the work stopped: partial, with every answer, when the run stopped
 * short of publishing and uploading the report; complete when a report continued on a schedule
 * (`max-requests`) or over several runs is done. Sets `report.state` from what became of it.
 */
export async function finishProgress(
  settings: VisitorsSettings,
  report: VisitorsReport,
  { platform, environment, limits }: ModeCollaborators,
  stopped: unknown,
): Promise<void> {
  const progress = report.progress
  const complete = report.reportPath !== undefined
  if (!progress) {
    report.state = complete ? 'complete' : undefined
    return
  }
  const { journal, keys } = progress
  try {
    const record = {
      projectId: settings.projectId,
      dateFrom: settings.dateRange.from?.text ?? '',
      dateTo: settings.dateRange.to?.text ?? '',
      previous: settings.previousRange
        ? { dateFrom: settings.previousRange.from?.text ?? '', dateTo: settings.previousRange.to?.text ?? '' }
        : null,
      shape: settings.exportShape,
      startedAt: progress.startedAt,
      runs: progress.runsBefore + 1,
      requests: progress.requestsBefore + spentThisRun(settings, platform),
      answers: journal?.answers ?? 0,
      lastRun: spentThisRun(settings, platform),
      ...(progress.estimate === undefined ? {} : { estimate: progress.estimate }),
    }
    const artifactName = settings.artifactName
    if (stopped !== undefined) {
      progress.stop = progressStopOf(stopped)
      const wait = budgetWaitOf(stopped)
      progress.budgetFreeAt = wait === undefined ? undefined : limits.now() + wait
      // A refusal meets the next run too, which must change its settings: nothing is kept for it.
      if (!journal || journal.answers === 0 || isRefusal(stopped)) return
      // A page asked for before the stop may still arrive: the file sealed is the file as it is now.
      journal.freeze()
      progress.kept = await log.group("Keep the report's progress", () =>
        keepProgress(
          { artifactName, record: { ...record, state: 'partial' }, answersFile: journal.file, keys },
          environment,
          limits,
        ),
      )
      if (progress.kept)
        log.info(
          `Kept the report's progress (${count(record.answers, 'answer')}, ${count(record.requests, 'request')} in ${count(record.runs, 'run')}): the next run goes on from here.`,
        )
    } else if (complete && (settings.maxRequests !== undefined || progress.resumedFrom !== undefined)) {
      // So the next run of a report continued on a schedule knows it is done, and sends nothing.
      const rollup = {
        completedIn: environment.runId ?? null,
        headline: headlineOf({
          sections: report.results,
          contentGapCount: report.contentGaps?.count,
          gapsFollowed: report.following?.counts,
        }),
      }
      const marked = {
        artifactName,
        record: { ...record, state: 'complete' as const, rollup },
        answersFile: undefined,
        keys,
      }
      await log.group('Mark the report complete', () => keepProgress(marked, environment, limits))
    }
  } finally {
    report.state = complete ? 'complete' : progress.kept ? 'partial' : undefined
    journal?.close()
    await rm(progress.workDir, { recursive: true, force: true }).catch(() => undefined)
  }
}
