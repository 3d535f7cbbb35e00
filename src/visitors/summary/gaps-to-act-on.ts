import { CONTENT_GAPS_FILE } from '../../step/private-text.ts'
import { count, formatNumber } from '../../text/format.ts'
import { html, join, type Html } from '../../text/html.ts'
import type { SummaryDocument } from '../../text/summary-document.ts'
import type { ContentGapPart, ContentGaps } from '../analysis/content-gaps.ts'
import type { NewGaps } from '../history/gap-digests.ts'
import type { SectionReport } from '../sections/section-report.ts'
import { code, lineCell, sectionAnchor } from '../sections/summary-tables.ts'

/** How many gaps stand open: a handful to act on; content-gaps.md lists the rest. */
export const GAPS_SHOWN = 6
/**
 * A gap's text in the table, one line at 900 px beside how often it was hit and whether it is new:
 * a question can be long, and the section below and content-gaps.md have it whole.
 */
export const GAP_CHARS = 40

/** What the list reads of the report. */
export interface GapsReport {
  readonly results: readonly SectionReport[]
  readonly contentGaps: ContentGaps | undefined
  readonly newGaps: NewGaps | undefined
  readonly readerTextShown: boolean
  /** `this week`, or `this period` when the period is not seven days. */
  readonly when: string
}

interface Part {
  readonly result: SectionReport
  readonly part: ContentGapPart
}

/**
 * The content gaps most worth acting on, open: how many there are and how many are new, said in
 * words, then a handful of them, taking each section's most frequent in turn, so a search nobody
 * clicked, a page marked unhelpful and a question left unanswered each stand near the top. What
 * readers typed stays out where reader text is hidden, and a line says where it is instead.
 */
export function addGapsToActOn(doc: SummaryDocument, report: GapsReport): void {
  if (!report.contentGaps) return
  const parts = report.results.flatMap((result) => {
    const part = result.contentGaps()
    return part && part.count > 0 ? [{ result, part }] : []
  })
  doc.heading(3, '🧩 Content gaps to act on')
  doc.paragraph(describeCount(report, parts))
  const hidden = parts.filter(({ result }) => result.readerText && !report.readerTextShown)
  const shown = parts.filter((part) => !hidden.includes(part))
  const rows = inTurn(shown, GAPS_SHOWN).map(({ result, index, part }) => {
    const item = part.items[index]
    const fresh = report.newGaps?.addedKeys.get(result.name)?.has(part.keys[index] ?? '')
    return [
      lineCell(item?.text ?? '', GAP_CHARS),
      item?.often ?? '',
      ...(newColumn(report) ? [fresh ? html`🆕 new` : ''] : []),
    ]
  })
  if (rows.length > 0) {
    const columns = [{ title: 'Readers could not find' }, { title: 'How often' }]
    doc.table(newColumn(report) ? [...columns, { title: 'New' }] : columns, rows)
  }
  if (hidden.length > 0) {
    const which = join(
      hidden.map(({ result, part }) => html`${formatNumber(part.count)} from ${result.title}`),
      ' and ',
    )
    doc.paragraph(
      html`🔒 Not listed here: ${which}, which quote what readers typed. ${code(CONTENT_GAPS_FILE)} lists them on the runner.`,
    )
  }
}

/** Whether the table says which gaps are new: only when some were compared with the last report's. */
function newColumn(report: GapsReport): boolean {
  return report.newGaps !== undefined && report.newGaps.listed > 0
}

/** `99 content gaps this week (…); the 54 most important are listed in content-gaps.md, 9 of them new since the last report.` */
function describeCount(report: GapsReport, parts: readonly Part[]): Html {
  const total = report.contentGaps?.count ?? 0
  if (total === 0) return html`<strong>No content gaps</strong> ${report.when}.`
  const where = join(
    parts.map(
      ({ result, part }) =>
        html`<a href="#${sectionAnchor(result.name)}">${result.title}</a> ${formatNumber(part.count)}`,
    ),
    ', ',
  )
  const listed = parts.reduce((sum, { part }) => sum + part.keys.length, 0)
  const file = code(CONTENT_GAPS_FILE)
  const which =
    listed === total
      ? html`${listed === 1 ? 'it is' : 'all are'} listed in ${file}`
      : html`the ${formatNumber(listed)} most frequent are listed in ${file}`
  return html`<strong>${count(total, 'content gap')}</strong> ${report.when} (${where}); ${which}${fresh(report.newGaps, listed)}.`
}

/** `, 9 of them new since the last report`, or how many of those it could compare are new. */
function fresh(newGaps: NewGaps | undefined, listed: number): Html | undefined {
  if (!newGaps || newGaps.listed === 0) return undefined
  if (newGaps.listed === listed) {
    return html`, ${formatNumber(newGaps.added)} of them new since the last report`
  }
  return html`; of the ${formatNumber(newGaps.listed)} the last report can be compared on, ${formatNumber(newGaps.added)} ${newGaps.added === 1 ? 'is' : 'are'} new`
}

/** The first `limit` gaps taking each part's next in turn: each part's most frequent first. */
function inTurn(parts: readonly Part[], limit: number): (Part & { readonly index: number })[] {
  const taken: (Part & { readonly index: number })[] = []
  for (let index = 0; taken.length < limit; index++) {
    const round = parts.filter(({ part }) => index < part.items.length)
    if (round.length === 0) break
    for (const part of round.slice(0, limit - taken.length)) taken.push({ ...part, index })
  }
  return taken
}
