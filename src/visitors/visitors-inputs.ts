import path from 'node:path'
import { asLine } from '../inputs/former-spellings.ts'
import { aloneOr, parseBoolean, parseChoice, parseChoiceList, parseInteger, wordAlone } from '../inputs/parsers.ts'
import type { CommonSettings, InputReader } from '../inputs/read-inputs.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { readerTextDirectory } from '../step/private-text.ts'
import { resolveDateRange, type DateRange } from './analysis/dates.ts'
import { previousPeriod } from './analysis/previous-period.ts'
import { MAX_HISTORY_PERIODS } from './history/history-format.ts'
import type { ExportOptions } from './sections/section.ts'
import {
  ALWAYS_INCLUDED,
  EXTRA_SECTIONS,
  readerTextSections,
  readSectionOptions,
  type SectionName,
  type SectionOptions,
} from './sections/table.ts'
import { noticePublishedReaderText, readerTextRule, type ReaderTextRule } from './reader-text.ts'
import { INCLUDE_ALL, type VisitorsInputName } from './visitors-declaration.ts'

/** Visitors mode's settings: the common ones, its own, and the options each section's inputs give it (SectionOptions). */
export interface VisitorsSettings extends CommonSettings, ExportOptions, SectionOptions {
  readonly dateRange: DateRange
  /** The period before, when comparing. */
  readonly previousRange: DateRange | undefined
  /** `visitors` first, then the extra sections asked for, in the report's order. */
  readonly sections: readonly SectionName[]
  /** Absolute. */
  readonly reportDir: string
  /** Empty (`artifact-name: off`): write the files, upload nothing. */
  readonly artifactName: string
  /** Undefined: the repository's default. */
  readonly retentionDays: number | undefined
  /** Replace an artifact of the same name uploaded earlier in the run. */
  readonly overwrite: boolean
  /** Whether text readers wrote may reach the summary and the artifact, and why. */
  readonly readerText: ReaderTextRule
  /** Where files holding reader text go when it is hidden: on the runner, never uploaded. Absolute. */
  readonly readerTextDir: string
  /** Whether to read the last report's history from the workflow's artifacts and carry it on (`history: auto`). */
  readonly history: boolean
  /** How many periods report.json's history keeps, this one included. */
  readonly historyPeriods: number
  /** The most analytics requests this run may send (`max-requests`); undefined: no cap but the budget's. */
  readonly maxRequests: number | undefined
  /** The settings that shape the report's requests, as one text: a report's progress is gone on with only under the same. */
  readonly exportShape: string
  /**
   * The workflow wrote out a date (`2026-11-01`, a timestamp), so its period is fixed. Day offsets
   * and `today`, the defaults' forms, move with the day: a report of them is gone on with, or chained.
   */
  readonly periodSet: boolean
}

/** The largest `max-requests`: ten thousand hours of the analytics budget. */
const MAX_REQUESTS_CAP = 1_000_000

const ARTIFACT_NAME_FORBIDDEN = /[":<>|*?\\/\r\n]/

export function readVisitorsSettings(
  common: CommonSettings,
  inputs: InputReader<VisitorsInputName>,
  environment: RunnerEnvironment,
  now: Date,
): VisitorsSettings {
  const { input, rawInput, written } = inputs
  const artifactName = readArtifactName(input('artifact-name'))
  const sections = readSections(input('include'))
  const dateRange = resolveDateRange(input('date-from'), input('date-to'), now, {
    from: !written('date-from').set,
    to: !written('date-to').set,
  })
  const compare = parseChoice('compare', input('compare'), ['previous-period', 'off'])
  const previousRange =
    compare === 'previous-period' ? previousPeriod(dateRange, now, !written('compare').set) : undefined
  const retention = rawInput('retention-days')
  const reportDir = rawInput('report-dir').trim()
  const overwrite = parseBoolean('overwrite', input('overwrite'))
  const readerText = readerTextRule(input('reader-text'), environment.eventPayload)
  if (overwrite && artifactName === '') {
    throw new Error(
      `Input "overwrite" is true but "${asLine(written('artifact-name'))}" uploads no artifact: there is none to replace.`,
    )
  }
  const pageSize = parseInteger('page-size', input('page-size'), { min: 1, max: 250 })
  const sectionOptions = readSectionOptions(input, sections, (name) => written(name).name)
  const maxRequests = input('max-requests').trim()
  const settings: VisitorsSettings = {
    ...common,
    dateRange,
    previousRange,
    sections,
    pageSize,
    ...sectionOptions,
    summaryRows: parseInteger('summary-rows', input('summary-rows'), { min: 0, max: 1000 }),
    reportDir: readReportDir(reportDir, environment, readerText.shown || readerTextSections(sections).length === 0),
    artifactName,
    retentionDays:
      retention.trim() === ''
        ? undefined
        : parseInteger(written('retention-days').name, retention, { min: 1, max: 400 }),
    overwrite,
    readerText,
    readerTextDir: readerTextDirectory(environment),
    history: parseChoice('history', input('history'), ['auto', 'off']) === 'auto',
    historyPeriods: parseInteger('history-periods', input('history-periods'), { min: 1, max: MAX_HISTORY_PERIODS }),
    maxRequests: readMaxRequests(maxRequests),
    exportShape: JSON.stringify({ sections, pageSize, compare, options: sectionOptions }),
    periodSet: [input('date-from'), input('date-to')].some((text) => /^\s*\d{4}-\d{2}-\d{2}/.test(text)),
  }
  requireResumable(settings, written('artifact-name').name)
  inputs.warnFormerSpellings()
  noticePublishedReaderText(readerText, environment.eventPayload, readerTextSections(sections))
  return settings
}

/**
 * `max-requests` stops a run short of the report on purpose, so a later run must be able to go
 * on: the progress is an artifact, read back as the history is.
 */
function requireResumable(settings: VisitorsSettings, artifactInput: string): void {
  if (settings.maxRequests === undefined) return
  const why = !settings.history
    ? '"history" is off, and the next run reads the progress from the workflow\'s artifacts as it reads the history'
    : settings.artifactName === ''
      ? `"${artifactInput}" is off, and the progress is kept as the artifact "<artifact-name>-progress"`
      : !settings.dateRange.from || !settings.dateRange.to
        ? 'the period is open: a report goes on over several runs only for a period with both "date-from" and "date-to"'
        : undefined
  if (why)
    throw new Error(
      `Input "max-requests" (${settings.maxRequests}) stops a run before its report is complete, for a later run to go on with it; but ${why}.`,
    )
}

/** `artifact-name`, or `''` for `off`: no artifact. */
function readArtifactName(text: string): string {
  const artifactName = text.trim()
  const words = ['off']
  if (wordAlone(artifactName, words) !== undefined) return ''
  if (ARTIFACT_NAME_FORBIDDEN.test(artifactName)) {
    throw new Error(
      `Input "artifact-name" must be ${aloneOr(words)}a name without any of " : < > | * ? \\ / or line breaks; got "${artifactName}".`,
    )
  }
  return artifactName
}

/** `include`: `all`, or the sections listed; the section every report has comes first either way. */
function readSections(text: string): SectionName[] {
  const included = parseChoiceList('include', text, [ALWAYS_INCLUDED, ...EXTRA_SECTIONS], [INCLUDE_ALL])
  if (included === INCLUDE_ALL) return [ALWAYS_INCLUDED, ...EXTRA_SECTIONS]
  return [ALWAYS_INCLUDED, ...EXTRA_SECTIONS.filter((name) => included.includes(name))]
}

/**
 * `report-dir` is for sharing (the artifact, or a later upload step); the directory for hidden
 * reader text never is. One inside the other (or the same) would mix them, so that is refused.
 */
function readReportDir(text: string, environment: RunnerEnvironment, nothingKeptApart: boolean): string {
  const reportDir = path.resolve(environment.workspace, text || path.join(environment.runnerTemp, 'visitors-report'))
  if (nothingKeptApart) return reportDir
  const readerTextDir = readerTextDirectory(environment)
  const inside = (child: string, parent: string) => {
    const relative = path.relative(parent, child)
    return !relative.startsWith('..') && !path.isAbsolute(relative)
  }
  if (inside(reportDir, readerTextDir) || inside(readerTextDir, reportDir)) {
    throw new Error(
      `Input "report-dir" (${reportDir}) must not hold, or be inside, ${readerTextDir}, where files with text readers wrote are kept out of the artifact.`,
    )
  }
  return reportDir
}

/** `max-requests`: empty for no cap but the budget's, which is what a `0` would have meant. */
function readMaxRequests(text: string): number | undefined {
  if (text === '') return undefined
  if (/^0+$/.test(text))
    throw new Error(
      `Input "max-requests" must be a whole number from 1 to ${MAX_REQUESTS_CAP}; got "${text}". Leave it empty (or remove it) for no cap but the organization's budget.`,
    )
  return parseInteger('max-requests', text, { min: 1, max: MAX_REQUESTS_CAP })
}
