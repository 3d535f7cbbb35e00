import { log } from '../../runner/log.ts'
import type { Totals, TotalsMoved } from '../analysis/section-result.ts'
import type { PagingRun } from './paging-run.ts'

/**
 * Analytics are live: a period's totals, restated on every page, may move while it is paged.
 * Compares a later page's totals with the first page's in the figures the contract names (the
 * answer's object may carry others, which are kept as sent but not compared). Warns the first
 * time they differ and returns what moved, for the summary and report.json; undefined when
 * nothing did. The report keeps the first page's totals.
 */
export function checkTotalsMoved<R, T extends Totals, X, O>(
  run: PagingRun<R, T, X, O>,
  show: (totals: T) => string,
  first: T,
  later: T,
): TotalsMoved | undefined {
  const { section, label } = run.request
  // The page just taken up: `arrived` has counted it.
  const page = run.pages
  if (section.totalsFields.every((name) => first[name] === later[name])) return undefined
  // Only the figures the contract names go to report.json: what else the platform added stays out.
  const named = (totals: T) => Object.fromEntries(section.totalsFields.map((name) => [name, totals[name] as number]))
  const shown = { first: show(first), later: show(later) }
  log.warning(
    `The site-wide totals of ${label} changed during the export (first page: ${shown.first}; page ${page}: ${shown.later}). The report uses the first page's totals.`,
    'Totals changed during the export',
  )
  return { page, first: named(first), later: named(later), shown }
}
