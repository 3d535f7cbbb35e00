import { mkdtemp, rm } from 'node:fs/promises'
import path from 'node:path'
import type { RunnerEnvironment } from '../../runner/environment.ts'
import { log } from '../../runner/log.ts'
import { CancelledError, DeadlineError, errorMessage, remainingMs, type StepLimits } from '../../step/limits.ts'
import { formatDuration } from '../../text/format.ts'
import { describeDateRange } from '../analysis/dates.ts'
import type { GapDigests } from './gap-digests.ts'
import { chooseHistory, noHistory, type HistoryNeeds, type HistoryUse } from './history-choice.ts'
import { findLastReport, type MissingReason } from './last-report.ts'
import { HistoryFileError, readHistory } from './read-history.ts'

/** What looking up the history needs beyond the choice's needs. */
export interface HistorySettings extends HistoryNeeds {
  readonly history: boolean
  readonly artifactName: string
  readonly githubToken: string
}

/** Reasons the step warns about (once): something the workflow's author should fix. The rest are normal. */
const WARNED: ReadonlySet<MissingReason> = new Set(['no-permission', 'unreachable', 'too-large', 'no-report-file'])

const TITLE = 'History not read'
const INSTEAD = 'The previous period, if compared, is fetched instead.'

/**
 * The most the lookup may take, and never more than a quarter of what is left: GitHub that hangs
 * or cannot be reached must leave the report its time, since the history is only a saving.
 */
const LOOKUP_BUDGET_MS = 90_000

/**
 * Finds the last report among the workflow's artifacts, checks it, and decides what this run
 * builds on. Never fails the report: whatever goes wrong, the step goes on without history (the
 * comparison fetching the previous period, as without one), says why, and warns once when it is
 * something to fix. Cancellation and the deadline still stop it.
 */
export async function lookUpHistory(
  settings: HistorySettings,
  environment: RunnerEnvironment,
  limits: StepLimits,
  digests: GapDigests,
): Promise<HistoryUse> {
  const unread = whyNotLooked(settings, environment)
  if (unread !== undefined) {
    if (unread !== '') log.info(`No history: ${unread}.`)
    return noHistory(settings, unread || undefined)
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
  try {
    const found = await findLastReport(
      {
        token: settings.githubToken,
        repository: environment.repository!,
        apiUrl: environment.apiUrl,
        artifactName: settings.artifactName,
        runId: environment.runId,
        workflowPath: environment.workflowPath,
        downloadDir,
      },
      lookup,
    )
    if (found.kind === 'missing') {
      const message = `${found.detail} ${INSTEAD}`
      if (WARNED.has(found.reason)) log.warning(message, TITLE)
      else log.info(message)
      return noHistory(settings, found.detail.replace(/\.$/, ''))
    }
    log.info(`Read report.json of run ${found.runId} (artifact ${found.artifactId}, uploaded ${found.createdAt}).`)
    const use = chooseHistory(settings, readHistory(found.text), digests)
    log.info(describeUse(use, settings))
    return use
  } catch (error) {
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
  } finally {
    // An abandoned download may still write there; what is left goes with RUNNER_TEMP at the job's end.
    await rm(path.dirname(downloadDir), { recursive: true, force: true }).catch(() => undefined)
  }
}

/** Why the history is not looked up at all; `''` when it is switched off (nothing to say). */
function whyNotLooked(settings: HistorySettings, environment: RunnerEnvironment): string | undefined {
  if (!settings.history) return ''
  if (!settings.dateRange.from || !settings.dateRange.to) return 'a history needs both "date-from" and "date-to"'
  if (settings.artifactName === '')
    return 'the history is read from the artifact "artifact-name" names, and it is empty'
  if (!environment.repository) return 'not running in a GitHub repository'
  if (settings.githubToken === '') return '"github-token" is empty'
  return undefined
}

function describeUse(use: HistoryUse, settings: HistorySettings): string {
  const held = `The history holds ${use.earlier.length} earlier period${use.earlier.length === 1 ? '' : 's'}.`
  const note = use.note ? ` Note: ${use.note}.` : ''
  if (use.source === 'previous-report' && settings.previousRange) {
    return `${held} The previous period (${describeDateRange(settings.previousRange)}) comes from the last report: no analytics request is spent on it.${note}`
  }
  if (use.source === 'fetched') return `${held} The previous period is fetched: ${use.note ?? 'see above'}.`
  return `${held}${note}`
}
