/*
 * What a section works out beyond its ranked rows, for sections that need it (SectionDefinition's
 * `extras`): the assistant's tallies and its caller stats, feedback's sums of thumbs. The export
 * hands each new row to the period's tally as it streams past, then lets it ask for more.
 */

/** `X` is the period's figures the extras add (see PeriodResult.extra). */
export interface PeriodExtras<R, X> {
  /** Endpoints it asks besides the section's own, for the plan and the spend. */
  readonly endpoints: readonly string[]
  /** Base names of the files it writes besides the section's (`assistant-callers`). */
  readonly fileBases: readonly string[]
  /** A fresh tally for one period. */
  readonly start: () => PeriodTally<R, X>
}

export interface PeriodTally<R, X> {
  /** Each row the period brings, once (a row repeated across pages is not handed again). */
  add(row: R): void
  /** After the last page: the requests beside the rows and their files, then the period's figures. */
  finish(side: SideRequests): Promise<X>
}

/** What a tally may do once the rows are in, for the same period and with the same limits. */
export interface SideRequests {
  /** One request of `endpoint` for the period; a failure stops the export, as a page's would. */
  request<P>(endpoint: string, action: string, read: (answer: Record<string, unknown>) => P): Promise<P>
  /** Writes `<base>.csv` and `<base>.json` (with `-previous` for the previous period) beside the section's files. */
  writeFiles(
    base: string,
    csv: readonly (readonly (string | number | null)[])[],
    json: Readonly<Record<string, unknown>>,
  ): Promise<void>
}
