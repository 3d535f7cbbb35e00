import type { SectionResult } from '../analysis/section-result.ts'
import { exportSection } from '../fetching/section-export.ts'
import { restorePeriod } from '../history/restore-period.ts'
import type { SectionDefinition, Totals } from './section.ts'
import type { ReportSection, SectionReport } from './section-report.ts'

/** A declared section, as the table holds it, with its declaration kept for what reads its rows. */
export interface DefinedSection<N extends string, R, T extends Totals, X = undefined> extends ReportSection<N> {
  readonly definition: SectionDefinition<N, R, T, X>
  /** What this section's export found, with its row and totals types, when `report` is its own; else undefined. */
  resultOf(report: SectionReport): SectionResult<R, T, X> | undefined
}

/**
 * Turns a section's declaration into its entry in the table of sections. The row and totals
 * types stay inside: the entry's export hands back a report whose summary, content gaps and
 * figures are already bound to the rows it found.
 */
export function defineSection<N extends string, R, T extends Totals, X = undefined>(
  definition: SectionDefinition<N, R, T, X>,
): DefinedSection<N, R, T, X> {
  // The reports this section made, with what they were made from: read back typed, never cast.
  const found = new WeakMap<SectionReport, SectionResult<R, T, X>>()
  return {
    name: definition.name,
    title: definition.title,
    endpoints: [definition.endpoint, ...(definition.extras?.endpoints ?? [])],
    fileBases: [definition.name, ...(definition.extras?.fileBases ?? [])],
    readerText: definition.readerText,
    keepsRows: definition.history.keepsRows,
    cap: (options) => definition.cap?.(options),
    groupName: definition.groupName,
    definition,
    trendFigures: definition.history.figures,
    readTrendFigures: definition.history.readFigures,
    planLine: definition.planLine,
    async export(context, range, previous) {
      const restored = previous?.stored && restorePeriod(definition, previous.stored, previous.range, context.options)
      const result = await exportSection(context, definition, range, restored || previous?.range)
      const report = sectionReport(definition, result)
      found.set(report, result)
      return report
    },
    resultOf: (report) => found.get(report),
    checkStored: (stored, range, options) => void restorePeriod(definition, stored, range, options),
  }
}

/** A section's declaration bound to what its export found: the report the rest of the step holds. */
export function sectionReport<N extends string, R, T extends Totals, X>(
  definition: SectionDefinition<N, R, T, X>,
  result: SectionResult<R, T, X>,
): SectionReport<N> {
  return {
    name: definition.name,
    title: definition.title,
    current: result.current,
    previous: result.previous,
    summarize: (doc, space) => definition.summarize(doc, result, space),
    contentGaps: once(() => definition.contentGaps?.(result.current)),
    cap: (options) => definition.cap?.(options),
    describeTotals: () => definition.describeTotals(result.current),
    historyFacts: (readerTextShown) => ({
      figures: definition.history.figuresOf(result.current),
      totals: knownTotals(definition.totalsFields, result.current.facts.totals),
      extra: result.current.extra === undefined ? null : definition.history.storeExtra(result.current.extra),
      keepsRows: definition.history.keepsRows && (readerTextShown || !definition.readerText),
    }),
    previousFigures: () =>
      result.previous && !result.previous.facts.fromLastReport
        ? definition.history.figuresOf(result.previous)
        : undefined,
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
