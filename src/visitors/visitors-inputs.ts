import path from 'node:path'
import { parseBoolean, parseChoice, parseChoiceList, parseInteger } from '../inputs/parsers.ts'
import type { CommonSettings, InputReader } from '../inputs/read-inputs.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { formatNumber } from '../text/format.ts'
import { previousPeriod, resolveDateRange, type DateRange } from './dates.ts'
import type { ExportOptions } from './sections/section.ts'
import { ALWAYS_INCLUDED, EXTRA_SECTIONS, type SectionName } from './sections/table.ts'
import type { VisitorsInputName } from './visitors-declaration.ts'

/** `search-rows` past this would spend the whole hourly analytics budget (100 requests of 100 terms). */
export const MAX_SEARCH_ROWS = 10_000

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
  if (overwrite && artifactName === '') {
    throw new Error('Input "overwrite" is true but "artifact-name" is empty: there is no artifact to replace.')
  }
  return {
    ...common,
    dateRange,
    previousRange: compare === 'previous-period' ? previousPeriod(dateRange, now) : undefined,
    sections,
    pageSize: parseInteger('page-size', input('page-size'), { min: 1, max: 250 }),
    searchRows: readSearchRows(inputs, sections),
    summaryRows: parseInteger('summary-rows', input('summary-rows'), { min: 0, max: 1000 }),
    reportDir: path.resolve(environment.workspace, reportDir || path.join(environment.runnerTemp, 'visitors-report')),
    artifactName,
    artifactRetentionDays:
      retention.trim() === '' ? undefined : parseInteger('artifact-retention-days', retention, { min: 1, max: 400 }),
    overwrite,
  }
}

/** `search-rows` means something only for the searches section; set without it, it is a mistake. */
function readSearchRows(
  { input, defaultOf }: InputReader<VisitorsInputName>,
  sections: readonly SectionName[],
): number | 'all' {
  const text = input('search-rows').trim()
  if (!sections.includes('searches') && text !== defaultOf('search-rows')) {
    throw new Error('Input "search-rows" applies only when "include" lists searches.')
  }
  if (text.toLowerCase() === 'all') return 'all'
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > MAX_SEARCH_ROWS) {
    throw new Error(
      `Input "search-rows" must be "all" or a whole number from 1 to ${formatNumber(MAX_SEARCH_ROWS)}; got "${text}".`,
    )
  }
  return Number(text)
}
