import type { Html } from '../../text/html.ts'
import type { SummaryDocument } from '../../text/summary-document.ts'
import type { ContentGapPart } from '../analysis/content-gaps.ts'
import { biggestMoves, type Move } from '../analysis/movers.ts'
import type { PeriodResult, SectionResult, Totals } from '../analysis/section-result.ts'
import type { ModeOutputs } from '../../step/result.ts'
import type { ExportOptions, MoverWords, SectionDefinition, SummarySpace } from './section.ts'

/*
 * What one section's export found, bound to its declaration: the report the rest of the step
 * holds, with the section's row type closed over. The summary, its headline, the outputs, the
 * content gaps and report.json go through it, so none of them names a section or casts a row.
 */

/** A period's result without its row type: counts, facts, files, totals as figures by name. */
export type PeriodSummary = PeriodResult<unknown, Totals, unknown>

/** What a section's part of report.json's history holds of the period just reported. */
export interface SectionHistoryFacts {
  /** The figures the trend keeps (see SectionHistory.figures). */
  readonly figures: Readonly<Record<string, number>>
  /** The period's totals, only the figures the contract names: whatever else the platform adds stays out. */
  readonly totals: Readonly<Record<string, number>> | undefined
  /** The extras' figures, as the section stores them. */
  readonly extra: unknown
  /** Whether its ranked rows may be kept (ranked, and not reader text that is hidden). */
  readonly keepsRows: boolean
}

/** A section's rows that moved most, and how the summary names them. */
export interface SectionMoves {
  readonly words: MoverWords
  readonly moves: readonly Move[]
}

export interface SectionReport<N extends string = string> {
  readonly name: N
  /** The heading of its part of the summary. */
  readonly title: string
  /** Whether its rows are text readers wrote (search terms, questions): hidden where reader text is. */
  readonly readerText: boolean
  readonly current: PeriodSummary
  readonly previous: PeriodSummary | undefined
  /** What report.json says was capped on purpose; undefined when nothing is. */
  readonly cap: Readonly<Record<string, unknown>> | undefined
  /** Its lines in the summary's headline, each ending in `link` to its part. */
  headline(link: (text: string) => Html): readonly Html[]
  summarize(doc: SummaryDocument, space: SummarySpace): void
  /** Its `limit` rows that moved most since the previous period; undefined without one, or when it has no movers. */
  movers(limit: number): SectionMoves | undefined
  /** The outputs it sets. */
  outputs(): ModeOutputs<string>
  /** Undefined when the section finds no content gaps. */
  contentGaps(): ContentGapPart | undefined
  /** Its figures in a line, for a report that stopped before it was published. */
  describeTotals(): string
  /** What report.json's history keeps of this period. */
  historyFacts(readerTextShown: boolean): SectionHistoryFacts
  /** The trend's figures of the previous period, when it was fetched for the comparison. */
  previousFigures(): Readonly<Record<string, number>> | undefined
  /** The trend's figures of both periods, as report.json hands them to the roll-up; null for a period not reported. */
  comparedFigures(): {
    readonly period: Readonly<Record<string, number>>
    readonly previousPeriod: Readonly<Record<string, number>> | null
  }
}

/** A section's declaration bound to what its export found, with the options it was exported with. */
export function sectionReport<N extends string, R, T extends Totals, X, O>(
  definition: SectionDefinition<N, R, T, X, O>,
  result: SectionResult<R, T, X>,
  options: ExportOptions & O,
): SectionReport<N> {
  const { history } = definition
  return {
    name: definition.name,
    title: definition.title,
    readerText: definition.readerText,
    current: result.current,
    previous: result.previous,
    cap: definition.cap?.(options),
    headline: (link) => definition.headline?.(result, link) ?? [],
    summarize: (doc, space) => definition.summarize(doc, result, space),
    movers: (limit) =>
      definition.movers && result.previous
        ? {
            words: definition.movers,
            moves: biggestMoves(result.comparison, definition.key, definition.measure, limit),
          }
        : undefined,
    outputs: () => definition.outputs.values(result),
    contentGaps: once(() => definition.contentGaps?.(result.current)),
    describeTotals: () => definition.describeTotals(result.current),
    historyFacts: (readerTextShown) => ({
      figures: history.figuresOf(result.current),
      totals: knownTotals(definition.totalsFields, result.current.facts.totals),
      extra: result.current.extra === undefined ? null : history.storeExtra(result.current.extra),
      keepsRows: history.keepsRows && (readerTextShown || !definition.readerText),
    }),
    previousFigures: () =>
      result.previous && !result.previous.facts.fromLastReport ? history.figuresOf(result.previous) : undefined,
    comparedFigures: () => ({
      period: history.figuresOf(result.current),
      previousPeriod: result.previous ? history.figuresOf(result.previous) : null,
    }),
  }
}

function knownTotals<T extends Totals>(
  fields: readonly (keyof T & string)[],
  totals: T | undefined,
): Readonly<Record<string, number>> | undefined {
  return totals && Object.fromEntries(fields.map((field) => [field, totals[field] as number]))
}

/** `make`'s value, made the first time it is asked for: the content gaps are read by the file, the headline and the history. */
function once<V>(make: () => V): () => V {
  let made: { readonly value: V } | undefined
  return () => (made ??= { value: make() }).value
}
