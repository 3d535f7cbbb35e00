import { changeShare } from '../text/change.ts'
import { count, formatNumber, noun, unfinishedShare } from '../text/format.ts'
import { html, type Html } from '../text/html.ts'
import { completeReports, missingRows, totalOf, type RollupRow } from './rollup-rows.ts'
import { ROLLED_FIGURES, type PartialReport, type RolledFigure } from './report-reading.ts'

/*
 * The figures the roll-up shows, and its headline: the organization's totals, one line each,
 * then a line for each project whose report is not in. Its own words for report.json's figures
 * (`section.figure`), so a report with more or fewer sections rolls up all the same.
 */

/** The figures at least one complete report has, in the table's order. */
export function figuresShown(rows: readonly RollupRow[]): RolledFigure[] {
  const reports = completeReports(rows)
  return ROLLED_FIGURES.filter((figure) => reports.some((report) => report.figures.has(figure.key)))
}

/** `, ▲ 5.0% from 117,000`; nothing without a previous figure. */
export function changeWords(value: number, previous: number | undefined): string {
  return previous === undefined ? '' : `, ${changeShare(value, previous)} from ${formatNumber(previous)}`
}

/** The headline: a line per figure summed over the projects, the gaps, then each project not in. */
export function rollupHeadlineLines(rows: readonly RollupRow[]): Html[] {
  const reports = completeReports(rows)
  const across = reports.length === 1 ? ' in 1 project' : ` across ${reports.length} projects`
  const lines: Html[] = figuresShown(rows).flatMap((figure) => {
    const total = totalOf(reports, figure.key)
    if (!total) return []
    const [one, many] = figure.noun
    return [
      html`${figure.icon} <strong>${formatNumber(total.value)}</strong> ${noun(total.value, one, many)}${across}${changeWords(total.value, total.previous)}`,
    ]
  })
  const found = reports.reduce((sum, report) => sum + report.gaps.found, 0)
  if (reports.length > 0) {
    const followed = reports.filter((report) => report.gaps.followed)
    const sum = (key: 'open' | 'new' | 'closed') => followed.reduce((all, r) => all + (r.gaps.followed?.[key] ?? 0), 0)
    const since =
      followed.length > 0
        ? `; since the last reports ${formatNumber(sum('closed'))} closed, ${formatNumber(sum('open'))} still open, ${formatNumber(sum('new'))} new`
        : ''
    lines.push(html`🧩 <strong>${formatNumber(found)}</strong> content ${noun(found, 'gap')} found${since}`)
  }
  for (const row of missingRows(rows)) {
    lines.push(
      row.report?.kind === 'partial'
        ? html`⏳ ${row.projectId}: ${describePartial(row.report)}`
        : html`❔ ${row.projectId}: ${NO_REPORT}`,
    )
  }
  return lines
}

export const NO_REPORT = 'no report in this run (its step failed, was skipped, or the report was complete already)'

/** `partial, 1,240 answers in over 3 runs (about 40%)`. */
export function describePartial(report: PartialReport): string {
  const share = shareDone(report)
  const about = share === undefined ? '' : ` (about ${share}%)`
  return `partial, ${count(report.answers, 'answer')} in over ${count(report.runs, 'run')}${about}; the next run goes on`
}

/** How much of its estimate a partial report has in, below 100 while it is partial; undefined without an estimate. */
export function shareDone(report: PartialReport): number | undefined {
  if (!report.estimate) return undefined
  return unfinishedShare(report.answers, report.estimate)
}
