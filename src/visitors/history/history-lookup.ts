import { mkdtemp, rm } from 'node:fs/promises'
import path from 'node:path'
import type { PlatformClient } from '../../platform/platform-client.ts'
import type { RunnerEnvironment } from '../../runner/environment.ts'
import { log } from '../../runner/log.ts'
import { CancelledError, DeadlineError, remainingMs, type StepLimits } from '../../runner/limits.ts'
import { errorMessage, formatDuration } from '../../text/format.ts'
import { describeDateRange } from '../analysis/dates.ts'
import type { GapDigests } from './gap-digests.ts'
import { lookUpHandOffs } from './hand-off-lookup.ts'
import { chooseHistory, noHistory, type HistoryNeeds, type HistoryUse } from './history-choice.ts'
import { HistoryFileError, readHistory } from './read-history.ts'
import { findLastReport } from './last-report.ts'
import { NoUsableReport, type NoUsableReportReason } from './report-download.ts'
import { searchFrom, type StepSearch } from './trusted-artifact.ts'

/*
 * The last report, from the workflow's artifacts to what this run builds on, in one pass:
 * lookUpHistory → findLastReport → findTrustedArtifact (trusted-artifact.ts) → downloadReport
 * (report-download.ts) → readHistory (read-history.ts) → chooseHistory (history-choice.ts); then
 * the hand-off of that report's content gaps, in its run (hand-off-lookup.ts).
 *
 * More than the report can upload an artifact of its name, so two defences stand between such
 * an artifact and this run:
 * - Primary: where the artifact came from. Only an earlier run of this same workflow file, in
 *   this repository, on a trusted event: never a pull request's run, never a fork's.
 * - Backstop: the file, read as hostile even so. The artifact and its report.json are taken only
 *   within size caps, and every field is checked for its type, range and length before anything
 *   uses it (in read-history.ts, and a section's kept rows in restore-period.ts).
 *
 * Nothing here fails the report: whatever goes wrong, the step goes on without history (the
 * comparison fetching the previous period, as without one), says why, and warns once when it is
 * something to fix. Cancellation and the deadline still stop it.
 */

/** What looking up the history needs of the settings. */
export interface HistorySettings extends HistoryNeeds {
  readonly artifactName: string
  readonly githubToken: string
}

/**
 * The most the lookup may take, and never more than a quarter of what is left: GitHub that hangs
 * or cannot be reached must leave the report its time, since the history is only a saving.
 */
const LOOKUP_BUDGET_MS = 90_000

/** Reasons the step warns about (once): something the workflow's author should fix. The rest are normal. */
const WARNED: ReadonlySet<NoUsableReportReason> = new Set([
  'no-permission',
  'unreachable',
  'too-large',
  'no-report-file',
  // Refused for its size, entries or shape: something other than this action made it, in a run trusted.
  'refused',
])
const TITLE = 'History not read'
const INSTEAD = 'The previous period, if compared, is fetched instead.'

/**
 * Looks up the history for a run with `history: true`, and decides what the run builds on; then
 * what became of the content gaps that report's run handed to the docs agent, if it did.
 */
export async function lookUpHistory(
  settings: HistorySettings,
  environment: RunnerEnvironment,
  limits: StepLimits,
  digests: GapDigests,
  platform: PlatformClient,
  search: StepSearch,
): Promise<HistoryUse> {
  const why = whyNotLooked(settings, environment)
  if (why !== undefined) {
    log.info(`No history: ${why}.`)
    return noHistory(settings, why)
  }
  let downloadDir: string
  try {
    downloadDir = path.join(await mkdtemp(path.join(environment.runnerTemp, 'visitors-history-')), 'artifact')
  } catch (error) {
    log.warning(`No history: RUNNER_TEMP cannot hold the download (${errorMessage(error)}).`, TITLE)
    return noHistory(settings, 'the last report could not be downloaded: RUNNER_TEMP is not writable')
  }
  const budget = Math.min(LOOKUP_BUDGET_MS, remainingMs(limits) / 4)
  const lookup = { ...limits, deadline: Math.min(limits.deadline, limits.now() + budget) }
  const { githubToken: token, artifactName } = settings
  const request = { token, artifactName, ...searchFrom(environment, search), downloadDir }
  try {
    const found = await findLastReport(request, lookup)
    log.info(`Read report.json of run ${found.runId} (artifact ${found.artifactId}, uploaded ${found.createdAt}).`)
    const history = readHistory(found.text)
    const use = chooseHistory(settings, history, digests)
    log.info(describeUse(use, settings))
    const last = history.projectId === settings.projectId ? history.last : undefined
    // Credited forward only, as gaps are followed: a re-run of the same week, or a backfill, reads no hand-off.
    const from = settings.dateRange.from?.instant
    if (!last || from === undefined || last.to > from) return use
    const { dateFrom, dateTo, digestCheck } = last
    const githubHost = new URL(environment.serverUrl).host
    const expected = { projectId: history.projectId, dateFrom, dateTo, digestCheck, githubHost }
    // The hand-off is looked for in the run the last report came from, trusted by the search above.
    const search = {
      ...request,
      runId: found.runId,
      downloadDir: path.join(path.dirname(downloadDir), 'hand-off'),
      expected,
      readerTextShown: settings.readerText.shown,
    }
    return { ...use, handOffs: await lookUpHandOffs(search, platform, lookup, limits) }
  } catch (error) {
    return goOnWithout(error, settings, limits, budget)
  } finally {
    await rm(path.dirname(downloadDir), { recursive: true, force: true }).catch(() => undefined)
  }
}

/**
 * No history, for the reason the search ended with: said once, a warning when it is something
 * to fix. Also for a run whose look for the report's progress met GitHub unreachable or refusing,
 * which this search would meet again, at the cost of its time.
 */
export function historyWithout(error: NoUsableReport, settings: HistorySettings): HistoryUse {
  if (WARNED.has(error.reason)) log.warning(`${error.message} ${INSTEAD}`, TITLE)
  else log.info(`${error.message} ${INSTEAD}`)
  return noHistory(settings, error.message.replace(/\.$/, ''))
}

/** The history's lookup failed: says why, warning when it is something to fix, and goes on without. */
function goOnWithout(error: unknown, settings: HistorySettings, limits: StepLimits, budget: number): HistoryUse {
  if (error instanceof NoUsableReport) return historyWithout(error, settings)
  // Out of the lookup's own time, with the step's left: the report goes on without history.
  if (error instanceof DeadlineError && remainingMs(limits) > 0) {
    const detail = `GitHub did not answer within ${formatDuration(budget)}, the time the history may take`
    log.warning(`${detail}. ${INSTEAD}`, TITLE)
    return noHistory(settings, detail)
  }
  if (error instanceof CancelledError || error instanceof DeadlineError) throw error
  // A bad file, or an answer from GitHub this version cannot read: never a reason to fail the report.
  const reason = error instanceof HistoryFileError ? error.message : `it could not be read: ${errorMessage(error)}`
  log.warning(`The last report was ignored: ${reason}. ${INSTEAD}`, TITLE)
  return noHistory(settings, `the last report's report.json was ignored (${reason})`)
}

/** Why the history cannot be looked up, though asked for. */
function whyNotLooked(settings: HistorySettings, environment: RunnerEnvironment): string | undefined {
  if (!settings.dateRange.from || !settings.dateRange.to) return 'a history needs both "date-from" and "date-to"'
  if (settings.artifactName === '') return 'the history is read from the artifact "artifact-name" names, and it is off'
  if (!environment.repository) return 'not running in a GitHub repository'
  if (settings.githubToken === '') return '"github-token" is empty'
  return undefined
}

/** What this run builds on, said once in the log. */
function describeUse(use: HistoryUse, settings: HistorySettings): string {
  const held = `The history holds ${use.earlier.length} earlier period${use.earlier.length === 1 ? '' : 's'}.`
  const note = use.note ? ` Note: ${use.note}.` : ''
  if (use.source === 'previous-report' && settings.previousRange) {
    return `${held} The previous period (${describeDateRange(settings.previousRange)}) comes from the last report: no analytics request is spent on it.${note}`
  }
  if (use.source === 'fetched') return `${held} The previous period is fetched: ${use.note ?? 'see above'}.`
  return `${held}${note}`
}
