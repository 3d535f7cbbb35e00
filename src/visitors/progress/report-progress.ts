import type { UploadedArtifact } from '../../github/artifact-upload.ts'
import { RateLimitWaitError } from '../../platform/errors.ts'
import { causes } from '../../step/result.ts'
import { count, formatNumber, unfinishedShare } from '../../text/format.ts'
import { ANALYTICS_BUDGET_PER_HOUR } from '../analysis/analytics-budget.ts'
import { RequestCapReached, type AnswerJournal } from '../fetching/answer-journal.ts'
import type { ProgressKeys } from './progress-seal.ts'

/*
 * A report's progress as this run holds it, from the first stage to the ending: the answers
 * kept (this run's and the earlier runs'), what the earlier runs spent, and, once the run
 * stopped, why and where the progress went. The summary and the outputs read it from here.
 */

/** Why a run stopped with its report unfinished, in the terms the summary explains. */
export type ProgressStop =
  /** `max-requests` reached: the run did what it was told. */
  | 'cap'
  /** The organization's budget is spent for now, and its wait does not fit in the time left. */
  | 'budget'
  /** A timeout, a cancellation, or a failure: the step's own ending says which. */
  | 'stopped'

export interface ReportProgress {
  readonly keys: ProgressKeys
  /** The answers the report has had; undefined when no progress can be kept (no artifact, no token, no runner). */
  readonly journal: AnswerJournal | undefined
  /** A directory of this run's own, for the answers and the download; removed at the end. */
  readonly workDir: string
  readonly startedAt: string
  /** Runs and analytics requests before this one, as the progress went on from says. */
  readonly runsBefore: number
  readonly requestsBefore: number
  /** The run whose progress this one went on from. */
  readonly resumedFrom: number | undefined
  /** The requests the report needs, all runs together, when the plan could tell. */
  estimate: number | undefined
  stop: ProgressStop | undefined
  /** When the budget's 429 said more may be sent (epoch ms). */
  budgetFreeAt: number | undefined
  /** The progress artifact, once uploaded. */
  kept: UploadedArtifact | undefined
}

/** What stopped the run, as the progress tells it: its cap, the budget for now, or anything else (`stopped`). */
export function progressStopOf(error: unknown): ProgressStop {
  const chain = causes(error)
  if (chain.some((cause) => cause instanceof RequestCapReached)) return 'cap'
  return chain.some((cause) => cause instanceof RateLimitWaitError) ? 'budget' : 'stopped'
}

/** The wait the budget's 429 asked for (`Retry-After`), when that is what stopped the run and it named one. */
export function budgetWaitOf(error: unknown): number | undefined {
  return causes(error).find((cause): cause is RateLimitWaitError => cause instanceof RateLimitWaitError)?.waitMs
}

/** `62%: 248 of about 400 requests`, or `248 requests so far` when the plan could not tell the whole. */
export function describeHowFar(progress: ReportProgress, spentThisRun: number): string {
  const soFar = progress.requestsBefore + spentThisRun
  const done = progress.journal?.answers ?? soFar
  const estimate = progress.estimate
  if (estimate === undefined || estimate <= 0)
    return `${count(done, 'answer')} in, from ${count(soFar, 'request')} so far`
  const share = unfinishedShare(done, estimate)
  return `${share}%: ${formatNumber(done)} of about ${formatNumber(Math.max(estimate, done + 1))} requests`
}

/** The requests the report still needs, and the budget-hours they make; undefined when unknown. */
export function requestsLeft(
  progress: ReportProgress,
): { readonly requests: number; readonly hours: number } | undefined {
  if (progress.estimate === undefined) return undefined
  const requests = Math.max(0, progress.estimate - (progress.journal?.answers ?? 0))
  return { requests, hours: Math.ceil(requests / ANALYTICS_BUDGET_PER_HOUR) }
}
