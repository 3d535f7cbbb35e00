import type { RolledFigureWords } from '../../posting/rolled-figures.ts'
import { count, formatNumber } from '../../text/format.ts'
import type { SummaryDocument } from '../../text/summary-document.ts'
import { asRecord, requireNumbers, requireString } from '../analysis/answer-fields.ts'
import type { SectionResult } from '../analysis/section-result.ts'
import { rankedHistory, totalsFigures, type TrendChart } from './section-history.ts'
import { NO_INPUTS, type NoOptions } from './section-inputs.ts'
import type { MoverWords, SectionDefinition, SectionOutputs, SummarySpace } from './section.ts'

/*
 * What unique visitors and page views share: the same row (a path with human, AI and total
 * counts), the same answer (site-wide totals beside the rows), offset paging and CSV columns.
 * Each declares the rest in its own file (visitors.ts, views.ts).
 */

/** A type, not an interface: the report holds any section's totals as figures by name. */
export type TrafficCounts = {
  readonly human: number
  readonly ai: number
  readonly total: number
}

/** A row of unique visitors or of page views: the platform's own object, validated. */
export interface TrafficRow extends TrafficCounts {
  readonly path: string
}

const COUNTS = ['human', 'ai', 'total'] as const

/** The trend's figures of a traffic section: `Visitors` and `AI visitors`, `Views` and `AI views`. */
function trafficFigures(noun: string) {
  return [
    { key: 'total', label: noun, shown: true },
    { key: 'human', label: `Human ${noun.toLowerCase()}`, shown: false },
    { key: 'ai', label: `AI ${noun.toLowerCase()}`, shown: false },
  ] as const
}

/** What differs between the two traffic sections. */
export interface TrafficNames<N extends string, K extends string> {
  readonly name: N
  /** `unique visitors`: also what each request exports. */
  readonly label: string
  /** `Unique visitors`: the heading of its part of the summary. */
  readonly title: string
  /** `Visitors`: its column in the trend table. */
  readonly trendNoun: string
  /** Its part of the summary: the shared tables, with its own totals above them. */
  readonly summarize: (
    doc: SummaryDocument,
    result: SectionResult<TrafficRow, TrafficCounts>,
    space: SummarySpace,
  ) => void
  readonly headline: SectionDefinition<N, TrafficRow, TrafficCounts>['headline']
  /** Its pages among the summary's biggest movers, for one of the two: they move alike. */
  readonly movers: MoverWords | undefined
  /** The figure a roll-up sums. */
  readonly rollup: RolledFigureWords
  readonly outputs: SectionOutputs<K, TrafficRow, TrafficCounts, undefined>
  readonly chart: TrendChart | undefined
}

/** A traffic section: `name` is also its endpoint and the array its rows come in. */
export function trafficSection<const N extends string, K extends string>(
  names: TrafficNames<N, K>,
): SectionDefinition<N, TrafficRow, TrafficCounts, undefined, NoOptions, never, K> {
  return {
    name: names.name,
    includeHint: undefined,
    inputs: NO_INPUTS,
    outputs: names.outputs,
    endpoint: names.name,
    arrayName: names.name,
    label: names.label,
    title: names.title,
    groupName: `Export ${names.label}`,
    action: `export ${names.label}`,
    rowNoun: 'path',
    keyNoun: 'path',
    paging: {
      kind: 'offset',
      showTotals: (totals) =>
        `human ${formatNumber(totals.human)}, AI ${formatNumber(totals.ai)}, total ${formatNumber(totals.total)}`,
    },
    readRow: (fields, where) => {
      requireString(fields, 'path', where)
      requireNumbers(fields, where, COUNTS)
      // Kept as sent, fields this action does not know included: the JSON file writes it back whole.
      return fields as unknown as TrafficRow
    },
    readerText: false,
    readTotals: (answer) => {
      const totals = asRecord(answer['totals'], '"totals"')
      requireNumbers(totals, '"totals"', COUNTS)
      return totals as unknown as TrafficCounts
    },
    totalsFields: COUNTS,
    fileHead: (totals) => ({ totals }),
    key: (row) => row.path,
    measure: (row) => row.total,
    csvHeader: ['path', 'human', 'ai', 'total'],
    csvFields: (row) => [row.path, row.human, row.ai, row.total],
    countFields: COUNTS,
    isGap: undefined,
    planLine: (options) => `${names.label}, 1 request per ${count(options.pageSize, 'path')}`,
    cap: undefined,
    describeTotals: (period) => {
      const totals = period.facts.totals
      if (!totals) return count(period.rowCount, 'row')
      return `total ${formatNumber(totals.total)} (human ${formatNumber(totals.human)}, AI ${formatNumber(totals.ai)})`
    },
    headline: names.headline,
    movers: names.movers,
    rollup: names.rollup,
    summarize: names.summarize,
    extras: undefined,
    contentGaps: undefined,
    gapRows: undefined,
    history: rankedHistory(
      trafficFigures(names.trendNoun),
      totalsFigures<TrafficCounts>(trafficFigures(names.trendNoun)),
      names.chart,
    ),
  }
}
