import { changeShare } from '../text/change.ts'
import { count, formatCount, unfinishedShare } from '../text/format.ts'
import { html, type Html } from '../text/html.ts'
import { completeReports, exactSum, missingRows, totalOf, type Rollup, type Total } from './rollup-rows.ts'
import type { RolledFigure } from '../posting/rolled-figures.ts'
import type { PartialReport, RefusedReport } from './found-report.ts'

/*
 * The figures the roll-up shows, and its headline: the organization's totals, one line each,
 * then a line for each project whose report is not in. Its own words for report.json's figures
 * (`section.figure`), so a report with more or fewer sections rolls up all the same.
 */

/** The figures at least one complete report has, in the table's order. */
export function figuresShown({ rows, figures }: Pick<Rollup, 'rows' | 'figures'>): RolledFigure[] {
  const reports = completeReports(rows)
  return figures.filter((figure) => reports.some((report) => report.figures.has(figure.key)))
}

/** `, ▲ 5.0% from 117,000`; nothing without a previous figure. */
export function changeWords({ value, previous }: Total): string {
  return previous === undefined ? '' : `, ${totalChange({ value, previous })} from ${formatCount(previous)}`
}

/** `▲ 5.0%` of a total: the share of a change needs no more than a double's precision. */
export function totalChange({ value, previous }: Total): string {
  return changeShare(Number(value), previous === undefined ? undefined : Number(previous))
}

/** The headline: a line per figure summed over the projects, the gaps, then each project not in. */
export function rollupHeadlineLines(rollup: Pick<Rollup, 'rows' | 'figures'>): Html[] {
  const { rows } = rollup
  const reports = completeReports(rows)
  const across = reports.length === 1 ? ' in 1 project' : ` across ${reports.length} projects`
  const lines: Html[] = figuresShown(rollup).flatMap((figure) => {
    const total = totalOf(reports, figure.key)
    if (!total) return []
    const [one, many] = figure.noun
    return [
      html`${figure.icon} <strong>${formatCount(total.value)}</strong> ${total.value === 1n ? one : many}${across}${changeWords(total)}`,
    ]
  })
  const found = exactSum(reports.map((report) => report.gaps.found))
  if (reports.length > 0) {
    const followed = reports.filter((report) => report.gaps.followed)
    const sum = (key: 'open' | 'new' | 'closed') => exactSum(followed.map((r) => r.gaps.followed?.[key] ?? 0))
    const since =
      followed.length > 0
        ? `; since the last reports ${formatCount(sum('closed'))} closed, ${formatCount(sum('open'))} still open, ${formatCount(sum('new'))} new`
        : ''
    lines.push(html`🧩 <strong>${formatCount(found)}</strong> content ${found === 1n ? 'gap' : 'gaps'} found${since}`)
  }
  for (const { projectId, report } of missingRows(rows)) {
    lines.push(
      report?.kind === 'partial'
        ? html`⏳ ${projectId}: ${describePartial(report)}`
        : report?.kind === 'refused'
          ? html`⚠️ ${projectId}: ${describeRefused(report)}`
          : html`❔ ${projectId}: ${NO_REPORT}`,
    )
  }
  return lines
}

export const NO_REPORT = 'no report in this run (its step failed, was skipped, or the report was complete already)'

/** `its report was refused: report.json "headline.figures.visitors.period.total" is not a count …`. */
export function describeRefused(report: RefusedReport): string {
  return `its report was refused, nothing of it counted: ${report.reason.replace(/\.$/, '')}`
}

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
