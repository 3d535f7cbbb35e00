import { CONTENT_GAPS_FILE } from '../../step/private-text.ts'
import { count, formatNumber } from '../../text/format.ts'
import { html, join, type Html } from '../../text/html.ts'
import type { SummaryDocument } from '../../text/summary-document.ts'
import type { ContentGaps } from '../analysis/content-gaps.ts'
import { LONG_OPEN_REPORTS, type GapFollowing } from '../history/gap-lives.ts'
import type { SectionReport } from '../sections/section-report.ts'
import { code, lineCell, sectionAnchor } from '../sections/summary-tables.ts'
import { lifeCell, shownGaps, type Part } from './gap-rows.ts'

/** How many gaps stand open: a handful to act on; content-gaps.md lists the rest. */
export const GAPS_SHOWN = 6
/**
 * A gap's text in the table, one line at 900 px beside how often it was hit and how long it has
 * been open (`12th report, since 2026-10-19`): a question can be long, and the section below and
 * content-gaps.md have it whole.
 */
export const GAP_CHARS = 30

/** The anchor of the content gaps' part, which the headline's line about them points to. */
export const GAPS_ANCHOR = 'report-content-gaps'

/** What the list reads of the report. */
export interface GapsReport {
  readonly results: readonly SectionReport[]
  readonly contentGaps: ContentGaps | undefined
  /** What became of the gaps the last report handed on; undefined when there was none to follow from. */
  readonly following: GapFollowing | undefined
  readonly readerTextShown: boolean
  /** `this week`, or `this period` when the period is not seven days. */
  readonly when: string
  /** Lines crediting the docs pull requests that took on earlier reports' gaps, said under the list; [] for none. */
  readonly credits: readonly Html[]
}

/**
 * The content gaps most worth acting on, open: how many there are and where, said in words, then
 * a handful of them (gap-rows.ts picks which: the longest open first when gaps are followed from
 * the last report, then a few closed since), and what the docs pull requests that took on
 * earlier gaps did. What readers typed stays out where reader text is hidden, and a line says
 * where it is instead.
 */
export function addGapsToActOn(doc: SummaryDocument, report: GapsReport): void {
  if (!report.contentGaps) {
    // A report of no section with gaps still says what the last hand-off's pull request became.
    if (report.credits.length > 0) doc.heading(3, html`<a id="${GAPS_ANCHOR}"></a>🧩 Content gaps to act on`)
    addCredits(doc, report.credits)
    return
  }
  const parts = report.results.flatMap((result) => {
    const part = result.contentGaps()
    const closed = closedIn(report.following, result.name)
    return part && (part.count > 0 || closed > 0) ? [{ result, part }] : []
  })
  doc.heading(3, html`<a id="${GAPS_ANCHOR}"></a>🧩 Content gaps to act on`)
  doc.paragraph(describeCount(report, parts))
  const hidden = parts.filter(({ result }) => result.readerText && !report.readerTextShown)
  const shown = parts.filter((part) => !hidden.includes(part))
  const gaps = shownGaps(shown, report.following, GAPS_SHOWN)
  if (gaps.length > 0) {
    const columns = [{ title: 'Readers could not find' }, { title: 'How often' }]
    const life = report.following !== undefined
    doc.table(
      life ? [...columns, { title: 'Open' }] : columns,
      gaps.map((gap) => [lineCell(gap.item.text, GAP_CHARS), gap.item.often, ...(life ? [lifeCell(gap.life)] : [])]),
    )
  }
  if (hidden.length > 0) {
    const which = join(
      hidden.map(({ result, part }) => {
        const closed = closedIn(report.following, result.name)
        const since = closed > 0 ? html` (${formatNumber(closed)} closed since the last report)` : undefined
        return html`${formatNumber(part.count)} from ${result.title}${since}`
      }),
      ' and ',
    )
    doc.paragraph(
      html`🔒 Not listed here: ${which}, which quote what readers typed. ${code(CONTENT_GAPS_FILE)} lists them on the runner.`,
    )
  }
  addCredits(doc, report.credits)
}

/** The hand-offs' credit lines, one paragraph, a line each. */
function addCredits(doc: SummaryDocument, credits: readonly Html[]): void {
  const lines = credits.flatMap((line, index) => (index === 0 ? [line] : [html`<br>`, line]))
  if (lines.length > 0) doc.paragraph(html`${lines}`)
}

/**
 * The headline's line on the gaps followed from the last report, pointing to their part:
 * `🧩 12 gaps closed since the last report, 42 still open (5 for 4+ reports), 9 new`: one line,
 * beside the sections' lines.
 * Undefined when none were followed.
 */
export function gapsHeadline(following: GapFollowing | undefined, pointer = true): Html | undefined {
  if (!following) return undefined
  const counts = following.counts
  const long = counts.longOpen > 0 ? ` (${formatNumber(counts.longOpen)} for ${LONG_OPEN_REPORTS}+ reports)` : ''
  const quiet = counts.quiet > 0 ? `, ${formatNumber(counts.quiet)} quiet` : ''
  return html`🧩 <strong>${formatNumber(counts.closed)}</strong> ${counts.closed === 1 ? 'gap' : 'gaps'} closed since the last report, ${formatNumber(counts.open)} still open${long}, ${formatNumber(counts.new)} new${quiet}${pointer ? html` · <a href="#${GAPS_ANCHOR}">Gaps ↓</a>` : undefined}`
}

/** How many of a section's followed gaps closed this period. */
function closedIn(following: GapFollowing | undefined, name: string): number {
  return following?.sections.get(name)?.filter((life) => life.state === 'closed').length ?? 0
}

/** `99 content gaps this week (…); content-gaps.md lists 54.`: one line, as the headline says what became of them. */
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
  const listed = report.contentGaps?.listed ?? 0
  const file = code(CONTENT_GAPS_FILE)
  const which = listed === total ? (listed === 1 ? 'it' : 'them all') : formatNumber(listed)
  return html`<strong>${count(total, 'content gap')}</strong> ${report.when} (${where}); ${file} lists ${which}.`
}
