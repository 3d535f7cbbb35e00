import path from 'node:path'
import { parseBoolean, parseChoice, parseChoiceList, parseInteger } from '../inputs/parsers.ts'
import type { CommonSettings, InputReader } from '../inputs/read-inputs.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { readerTextDirectory } from '../step/private-text.ts'
import { formatNumber } from '../text/format.ts'
import { previousPeriod, resolveDateRange, type DateRange } from './dates.ts'
import { MAX_HISTORY_PERIODS } from './history/history-format.ts'
import type { ExportOptions } from './sections/section.ts'
import { ALWAYS_INCLUDED, EXTRA_SECTIONS, readerTextSections, type SectionName } from './sections/table.ts'
import { readerTextRule, type ReaderTextRule } from './reader-text.ts'
import type { VisitorsInputName } from './visitors-declaration.ts'

/** `search-rows` past this would spend the whole hourly analytics budget (100 requests of 100 terms). */
export const MAX_SEARCH_ROWS = 10_000
/** `assistant-rows` up to this many questions (turns): 100 requests of 1,000, the whole hourly budget. */
export const MAX_ASSISTANT_ROWS = 100_000

export interface VisitorsSettings extends CommonSettings, ExportOptions {
  readonly dateRange: DateRange
  /** The period before, when comparing. */
  readonly previousRange: DateRange | undefined
  /** `visitors` first, then the extra sections asked for, in the report's order. */
  readonly sections: readonly SectionName[]
  /** Absolute. */
  readonly reportDir: string
  /** Empty: write the files, upload nothing. */
  readonly artifactName: string
  readonly artifactRetentionDays: number | undefined
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
}

const ARTIFACT_NAME_FORBIDDEN = /[":<>|*?\\/\r\n]/

export function readVisitorsSettings(
  common: CommonSettings,
  inputs: InputReader<VisitorsInputName>,
  environment: RunnerEnvironment,
  now: Date,
): VisitorsSettings {
  const { input, rawInput } = inputs
  const artifactName = rawInput('artifact-name').trim()
  if (ARTIFACT_NAME_FORBIDDEN.test(artifactName)) {
    throw new Error(
      `Input "artifact-name" must not contain any of " : < > | * ? \\ / or line breaks; got "${artifactName}".`,
    )
  }
  const included = parseChoiceList('include', rawInput('include'), EXTRA_SECTIONS)
  const sections: SectionName[] = [ALWAYS_INCLUDED, ...EXTRA_SECTIONS.filter((name) => included.includes(name))]
  const dateRange = resolveDateRange(rawInput('date-from'), rawInput('date-to'), now)
  const compare = parseChoice('compare', input('compare'), ['none', 'previous-period'])
  const retention = rawInput('artifact-retention-days')
  const reportDir = rawInput('report-dir').trim()
  const overwrite = parseBoolean('overwrite', input('overwrite'))
  const readerText = readerTextRule(input('reader-text'), environment.eventPayload)
  if (overwrite && artifactName === '') {
    throw new Error('Input "overwrite" is true but "artifact-name" is empty: there is no artifact to replace.')
  }
  return {
    ...common,
    dateRange,
    previousRange: compare === 'previous-period' ? previousPeriod(dateRange, now) : undefined,
    sections,
    pageSize: parseInteger('page-size', input('page-size'), { min: 1, max: 250 }),
    searchRows: readRowCap(inputs, sections, 'searches', MAX_SEARCH_ROWS),
    assistantRows: readRowCap(inputs, sections, 'assistant', MAX_ASSISTANT_ROWS),
    assistantResponses: readAssistantResponses(inputs, sections),
    summaryRows: parseInteger('summary-rows', input('summary-rows'), { min: 0, max: 1000 }),
    reportDir: readReportDir(reportDir, environment, readerText.shown || readerTextSections(sections).length === 0),
    artifactName,
    artifactRetentionDays:
      retention.trim() === '' ? undefined : parseInteger('artifact-retention-days', retention, { min: 1, max: 400 }),
    overwrite,
    readerText,
    readerTextDir: readerTextDirectory(environment),
    history: parseChoice('history', input('history'), ['auto', 'off']) === 'auto',
    historyPeriods: parseInteger('history-periods', input('history-periods'), { min: 1, max: MAX_HISTORY_PERIODS }),
  }
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

/** A cap on a section's rows: a whole number up to `max`, or `all`. */
function readRowCap(
  inputs: InputReader<VisitorsInputName>,
  sections: readonly SectionName[],
  section: 'searches' | 'assistant',
  max: number,
): number | 'all' {
  const name = section === 'searches' ? 'search-rows' : 'assistant-rows'
  const text = inputs.input(name).trim()
  requireSectionFor(inputs, sections, name, section)
  if (text.toLowerCase() === 'all') return 'all'
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > max) {
    throw new Error(`Input "${name}" must be "all" or a whole number from 1 to ${formatNumber(max)}; got "${text}".`)
  }
  return Number(text)
}

function readAssistantResponses(inputs: InputReader<VisitorsInputName>, sections: readonly SectionName[]): boolean {
  requireSectionFor(inputs, sections, 'assistant-responses', 'assistant')
  return parseBoolean('assistant-responses', inputs.input('assistant-responses'))
}

/** An input that tunes one section means something only with it; set without it, it is a mistake. */
function requireSectionFor(
  { input, defaultOf }: Pick<InputReader<VisitorsInputName>, 'input' | 'defaultOf'>,
  sections: readonly SectionName[],
  name: 'search-rows' | 'assistant-rows' | 'assistant-responses',
  section: SectionName,
): void {
  if (!sections.includes(section) && input(name).trim() !== defaultOf(name)) {
    throw new Error(`Input "${name}" applies only when "include" lists ${section}.`)
  }
}
