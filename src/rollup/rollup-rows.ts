import type { RunArtifact } from './run-artifacts.ts'
import type { RolledFigure } from '../posting/rolled-figures.ts'
import type { CompleteReport, FoundReport, RefusedReport } from './found-report.ts'

/*
 * The roll-up's rows: one per project, those expected first in the order given, then any other
 * found, by id. A project's complete report is its row; without one, its progress says how far
 * it got; without either, the row says there is none. Nothing found is dropped: a second report
 * of one project is set aside with a warning naming its artifact.
 */

export interface RollupRow {
  readonly projectId: string
  /** Named in `projects` (or `projects` was empty). */
  readonly expected: boolean
  readonly report: FoundReport | undefined
}

export interface Rollup {
  readonly rows: readonly RollupRow[]
  /** Reports of a project that already has its row: the artifact and the one used instead. */
  readonly setAside: readonly { readonly artifact: RunArtifact; readonly used: RunArtifact }[]
  /** Reports refused for figures that are not counts, each warned of; a project's row shows one when it has nothing else. */
  readonly refused: readonly RefusedReport[]
  /** The figures summed, as the report's sections declare them. */
  readonly figures: readonly RolledFigure[]
}

/** A figure summed over the reports: exact, as a sum of counts past 2^53 is no longer in a double. */
export interface Total {
  readonly value: bigint
  readonly previous: bigint | undefined
}

export function gatherRows(
  projects: readonly string[],
  found: readonly FoundReport[],
  figures: readonly RolledFigure[],
): Rollup {
  const chosen = new Map<string, FoundReport>()
  const setAside: { artifact: RunArtifact; used: RunArtifact }[] = []
  // A report's artifact first, then a record of one done earlier, then how far a partial one got, then a refused
  // one: a project's progress beside its own report says nothing more. The newest of each kind first, as listed.
  const rank = (report: FoundReport) =>
    report.kind === 'refused' ? 3 : report.artifact.kind === 'report' ? 0 : report.kind === 'complete' ? 1 : 2
  for (const report of [...found].sort((a, b) => rank(a) - rank(b))) {
    // A done marker of a version that kept no figures: the project's report artifact, if any, says it all.
    if (report.kind === 'partial' && report.state === 'complete') continue
    const used = chosen.get(report.projectId)
    if (!used) chosen.set(report.projectId, report)
    else if (report.artifact.kind === 'report' && report.kind !== 'refused')
      setAside.push({ artifact: report.artifact, used: used.artifact })
  }
  const refused = found.filter((report): report is RefusedReport => report.kind === 'refused')
  const others = [...chosen.keys()].filter((id) => !projects.includes(id)).sort()
  const rows = [
    ...projects.map((projectId) => ({ projectId, expected: true, report: chosen.get(projectId) })),
    ...others.map((projectId) => ({ projectId, expected: projects.length === 0, report: chosen.get(projectId) })),
  ]
  return { rows, setAside, refused, figures }
}

/**
 * The complete reports the totals count: those of the projects expected. A report of a project
 * `projects` does not list is shown, never counted, so an artifact nobody asked for cannot swell
 * the organization's figures or stand in for a project still missing.
 */
export function completeReports(rows: readonly RollupRow[]): CompleteReport[] {
  return rows.flatMap((row) => (row.expected && row.report?.kind === 'complete' ? [row.report] : []))
}

/** The rows `projects-missing` counts: expected, and without a complete report. */
export function missingRows(rows: readonly RollupRow[]): RollupRow[] {
  return rows.filter((row) => row.expected && row.report?.kind !== 'complete')
}

/**
 * A figure summed over the complete reports that have it; the previous sum only when each of
 * them compared, so a change is never taken against a partial base. Undefined when none has it.
 */
export function totalOf(reports: readonly CompleteReport[], key: string): Total | undefined {
  const figures = reports.flatMap((report) => {
    const figure = report.figures.get(key)
    return figure ? [figure] : []
  })
  if (figures.length === 0) return undefined
  const compared = figures.every((figure) => figure.previous !== undefined)
  return {
    value: exactSum(figures.map((figure) => figure.value)),
    previous: compared ? exactSum(figures.map((figure) => figure.previous ?? 0)) : undefined,
  }
}

/** A sum of counts, exact however large: each is at most 2^53 - 1, their sum may not be. */
export function exactSum(counts: readonly number[]): bigint {
  return counts.reduce((sum, value) => sum + BigInt(value), 0n)
}

/** What the run's reports spent, summed. */
export function spentIn(rows: readonly RollupRow[]): bigint {
  return exactSum(rows.map((row) => spentOf(row) ?? 0))
}

/** Requests the run spent on each row's report, and their sum: a partial report's record says what its run spent. */
export function spentOf(row: RollupRow): number | undefined {
  const report = row.report
  if (!report) return undefined
  if (report.kind === 'refused') return undefined
  return report.kind === 'complete' ? report.requests : report.lastRun
}
