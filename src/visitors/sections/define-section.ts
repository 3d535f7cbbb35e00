import { rolledFigure, type RolledFigure } from '../../posting/rolled-figures.ts'
import type { Totals } from '../analysis/section-result.ts'
import type { ExportOptions, SectionDefinition } from './section.ts'
import type { StoredTrendFigures, TrendChart, TrendFigure } from './section-history.ts'

/**
 * A section's declaration, its types worked out from what it states: the row its reader
 * returns, the totals, what its extras add up, the options its inputs give it, the names of its
 * inputs and outputs. The declaration is returned as it is; the table (table.ts) takes it.
 */
export function defineSection<N extends string, R, T extends Totals, X, O, I extends string, K extends string>(
  definition: SectionDefinition<N, R, T, X, O, I, K>,
): SectionDefinition<N, R, T, X, O, I, K> {
  return definition
}

/**
 * A section as the table holds it: what the rest of the report reads of it without its row
 * types, and `use`, which hands its declaration, those types kept, to the code that exports it,
 * restores it from the last report or plans it. `O` is the options it takes: its own for one
 * section, every section's for the table, which gives each section what it takes of them.
 */
export interface Section<N extends string = string, in O = never> {
  readonly name: N
  /** `unique visitors`: how `include`'s description names the section every report has. */
  readonly label: string
  readonly includeHint: string | undefined
  readonly groupName: string
  /** Whether its row files hold text readers wrote. */
  readonly readerText: boolean
  /** Below `/v1/analytics/{projectId}/`: the keys of its requests in the spend, its rows' first. */
  readonly endpoints: readonly string[]
  /** Base names of its files (`<base>.csv`, `<base>.json`, and `-previous` when comparing), its rows' first. */
  readonly fileBases: readonly string[]
  /** Whether report.json's history keeps its ranked rows for the next comparison (when they may be uploaded). */
  readonly keepsRows: boolean
  /** The figures the trend table shows, in its order. */
  readonly trendFigures: readonly TrendFigure[]
  /** A period's figures as the history holds them, read as this version means them. */
  readonly readTrendFigures: (stored: Readonly<Record<string, number>>) => StoredTrendFigures
  readonly trendChart: TrendChart | undefined
  /** The figure a roll-up of several projects sums, keyed as report.json's headline holds it; undefined for none. */
  readonly rolledFigure: RolledFigure | undefined
  /** Calls `open` with the declaration and its options, picked from `options`; returns what `open` returns. */
  readonly use: <Out>(
    options: ExportOptions & O,
    open: <R, T extends Totals, X, P>(definition: SectionDefinition<N, R, T, X, P>, options: ExportOptions & P) => Out,
  ) => Out
}

/** The table's entry for a declaration. */
export function sectionEntry<N extends string, R, T extends Totals, X, O>(
  definition: SectionDefinition<N, R, T, X, O>,
): Section<N, O> {
  return {
    name: definition.name,
    label: definition.label,
    includeHint: definition.includeHint,
    groupName: definition.groupName,
    readerText: definition.readerText,
    endpoints: [definition.endpoint, ...(definition.extras?.endpoints ?? [])],
    fileBases: [definition.name, ...(definition.extras?.fileBases ?? [])],
    keepsRows: definition.history.keepsRows,
    trendFigures: definition.history.figures,
    readTrendFigures: definition.history.readFigures,
    trendChart: definition.history.chart,
    rolledFigure: definition.rollup && rolledFigure(definition.name, definition.rollup),
    use: (options, open) => open(definition, options),
  }
}
