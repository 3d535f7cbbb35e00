import { mkdtemp } from 'node:fs/promises'
import path from 'node:path'
import { ArtifactRefused } from '../github/artifact-zip.ts'
import { plainHeadline } from '../posting/headline-text.ts'
import { SUMMARY_FILE, writeSummaryFile } from '../posting/summary-file.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { CancelledError, DeadlineError, type StepLimits } from '../runner/limits.ts'
import { log } from '../runner/log.ts'
import type { ModeCollaborators } from '../step/mode.ts'
import { conclusionOf, type StepResult } from '../step/result.ts'
import { count, errorMessage } from '../text/format.ts'
import { html, text } from '../text/html.ts'
import { SummaryDocument } from '../text/summary-document.ts'
import { forLog } from '../text/untrusted.ts'
import type { RollupOutputName } from './rollup-declaration.ts'
import type { RollupSettings } from './rollup-inputs.ts'
import { rollupHeadlineLines } from './rollup-lines.ts'
import { completeReports, gatherRows, missingRows, totalOf, type Rollup } from './rollup-rows.ts'
import { commonPeriod, rollupSummary, type Unread } from './rollup-summary.ts'
import type { FoundReport } from './found-report.ts'
import { readFoundReport } from './report-reading.ts'
import { gitHubFor, listRunArtifacts, ListingFailed, readRunArtifact, type RunArtifact } from './run-artifacts.ts'

/** More report artifacts than one run's matrix uploads; past them, each is named as not read. */
const MAX_ARTIFACTS_READ = 200
const TOO_MANY = `the roll-up reads the first ${MAX_ARTIFACTS_READ} report artifacts of a run`

interface ReadReports {
  readonly reports: FoundReport[]
  readonly unread: Unread[]
  /** The step's deadline or a cancellation, when it stopped the reading. */
  readonly stopped: CancelledError | DeadlineError | undefined
}

// The mode table loads the settings reader with the runner: one chunk of the bundle, loaded once.
export { readRollupSettings } from './rollup-inputs.ts'

/**
 * Rollup mode: this run's report artifacts read (each as hostile; one that cannot be read is a
 * warning naming it), gathered into a row per project, and written as one summary, a summary
 * file and a headline. It sends nothing to the platform.
 */
export async function runRollupMode(
  settings: RollupSettings,
  { environment, limits }: ModeCollaborators,
): Promise<StepResult<RollupOutputName>> {
  let found: ReadReports
  try {
    found = await log.group("Read this run's reports", () => readReports(settings, environment, limits))
  } catch (error) {
    return failed(error, limits)
  }
  const rollup = gatherRows(settings.projects, found.reports, settings.figures)
  for (const { name, reason } of found.unread)
    log.warning(`Artifact "${forLog(name, 200)}" was not read: ${forLog(reason, 1_000)}.`, 'Report artifact not read')
  for (const { artifact, projectId, reason } of rollup.refused)
    log.warning(
      `Artifact "${forLog(artifact.name, 200)}" of project "${projectId}" was refused, nothing of it counted: ${forLog(reason, 1_000)}.`,
      'Report refused',
    )
  for (const { artifact, used } of rollup.setAside)
    log.warning(
      `Artifact "${forLog(artifact.name, 200)}" reports a project "${forLog(used.name, 200)}" reports too: only "${forLog(used.name, 200)}" is counted.`,
      'Report set aside',
    )
  if (rollup.rows.length === 0)
    log.warning(
      `No artifact of this run is a report: none is named like "${forLog(settings.reportsPattern, 300)}" and holds one. Set "reports" to the report steps' artifact names, or "projects" to the projects expected.`,
      'No report to roll up',
    )
  const summary = rollupSummary(rollup, found.unread, environment)
  const outputs = await outputsOf(rollup, found.unread, environment)
  log.info(
    `Rolled up ${count(completeReports(rollup.rows).length, 'complete report')} of ${count(rollup.rows.length, 'project')}.`,
  )
  const { stopped } = found
  if (!stopped) return { outputs, summary, failure: undefined }
  const message = `The roll-up stopped before reading every report artifact: ${errorMessage(stopped)} The summary holds those it read.`
  return { outputs, summary, failure: { conclusion: conclusionOf(stopped, limits), message, title: 'Roll-up stopped' } }
}

async function readReports(
  settings: RollupSettings,
  environment: RunnerEnvironment,
  limits: StepLimits,
): Promise<ReadReports> {
  const octokit = await gitHubFor(settings, environment, limits)
  const listed = await listRunArtifacts(octokit, settings, environment, limits)
  log.info(
    `Found ${count(listed.length, 'artifact')} of this run named like "${settings.reportsPattern}" or its progress.`,
  )
  const artifacts = listed.slice(0, MAX_ARTIFACTS_READ)
  const unread: Unread[] = listed.slice(MAX_ARTIFACTS_READ).map(({ name }) => ({ name, reason: TOO_MANY }))
  const reports: FoundReport[] = []
  for (const [index, artifact] of artifacts.entries()) {
    try {
      const text = await readRunArtifact(octokit, artifact, environment, limits)
      reports.push(readFoundReport(artifact, text, settings.figures))
    } catch (error) {
      if (!(error instanceof CancelledError || error instanceof DeadlineError)) {
        unread.push({ name: artifact.name, reason: reasonOf(error, artifact) })
        continue
      }
      // Out of time or cancelled: what was read is rolled up, and what was not is named.
      const reason = error instanceof CancelledError ? 'the run was cancelled first' : "the step's time ran out first"
      unread.push(...artifacts.slice(index).map(({ name }) => ({ name, reason })))
      return { reports, unread, stopped: error }
    }
  }
  return { reports, unread, stopped: undefined }
}

function reasonOf(error: unknown, artifact: RunArtifact): string {
  const message = errorMessage(error).replace(/[.\s]+$/, '')
  return error instanceof ArtifactRefused ? message : `downloading its ${artifact.kind} failed: ${message}`
}

async function outputsOf(rollup: Rollup, unread: readonly Unread[], environment: RunnerEnvironment) {
  const reports = completeReports(rollup.rows)
  const period = commonPeriod(rollup.rows)
  const title = `📊 Docs analytics roll-up · ${count(rollup.rows.length, 'project')}${period ? ` · ${period}` : ''}`
  const headline = plainHeadline(title, rollupHeadlineLines(rollup), environment.runUrl)
  // `total`: the first figure's, that of the section every report has (its unique visitors).
  const first = rollup.figures[0]
  const outputs = {
    headline,
    projects: rollup.rows.length,
    total: String((first && totalOf(reports, first.key)?.value) ?? 0n),
    'projects-missing': missingRows(rollup.rows).length,
    period: period ?? '',
  }
  let directory = environment.runnerTemp
  try {
    // A directory of this step's own: two roll-ups of one job never write over each other's file.
    directory = await mkdtemp(path.join(environment.runnerTemp, 'docs-rollup-'))
    const copy = rollupSummary(rollup, unread, environment, environment.runUrl)
    return {
      ...outputs,
      'summary-file': await writeSummaryFile(path.join(directory, SUMMARY_FILE), copy, environment.runUrl),
    }
  } catch (error) {
    log.warning(`Could not write ${SUMMARY_FILE} in ${directory}: ${errorMessage(error)}`, 'Summary file not written')
    return outputs
  }
}

/** GitHub did not list this run's artifacts, or the step stopped: nothing to roll up. */
function failed(error: unknown, limits: StepLimits): StepResult<RollupOutputName> {
  const stopped = error instanceof CancelledError || error instanceof DeadlineError
  if (!(error instanceof ListingFailed) && !stopped) throw error
  const conclusion = conclusionOf(error, limits)
  const message = errorMessage(error)
  const summary = new SummaryDocument()
    .heading(2, html`❌ Docs analytics roll-up: this run's reports were not read`)
    .paragraph(text(message, 2_000))
  return {
    outputs: {},
    summary,
    failure: { conclusion, message, title: stopped ? 'Roll-up stopped' : 'Roll-up failed' },
  }
}
