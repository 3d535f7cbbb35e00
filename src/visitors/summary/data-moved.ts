import { count } from '../../text/format.ts'
import { html, join, type Html } from '../../text/html.ts'
import type { SummaryDocument } from '../../text/summary-document.ts'
import type { PeriodSummary, SectionReport } from '../sections/section-report.ts'

/*
 * Analytics are live: while a period is paged, the platform may count new visits, so the totals
 * differ between pages or a row moves onto a later page and comes back. The log warns as it
 * happens; a person reading the report must see it where the figures are, under the section's
 * heading, in one line that covers both periods.
 */

/** One line under a section's heading when its data moved while it was exported; nothing otherwise. */
export function addDataMoved(doc: SummaryDocument, result: SectionReport): void {
  const parts = [
    ...describe(result.current, undefined),
    ...(result.previous ? describe(result.previous, 'in the previous period') : []),
  ]
  if (parts.length === 0) return
  doc.paragraph(html`⚠️ <strong>The data moved during the export:</strong> ${join(parts, '; ')}.`)
}

function describe(period: PeriodSummary, when: string | undefined): Html[] {
  const { totalsMoved, repeatedRows } = period.facts
  const where = when === undefined ? '' : ` ${when}`
  const parts: Html[] = []
  if (totalsMoved) {
    parts.push(
      html`the totals changed between pages${where} (first page: ${totalsMoved.shown.first}; page ${String(totalsMoved.page)}: ${totalsMoved.shown.later}), and the report uses the first page's`,
    )
  }
  if (repeatedRows) {
    // Counted whether the repeat came on a later page or within one: the platform sent a key twice.
    parts.push(html`${count(repeatedRows, 'row')}${where} came more than once, each counted once`)
  }
  return parts
}
