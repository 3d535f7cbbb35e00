import { count, formatNumber } from '../../text/format.ts'
import { html, join, type Html } from '../../text/html.ts'
import type { SummaryDocument } from '../../text/summary-document.ts'
import type { ContentGaps } from '../analysis/content-gaps.ts'
import type { NewGaps } from '../history/gap-digests.ts'
import type { SectionReport } from '../sections/section-report.ts'

/** The anchor of a section's heading, for the headline's pointers. */
export function sectionAnchor(name: string): string {
  return `report-${name}`
}

/** What the headline reads of the report. */
interface HeadlineReport {
  readonly results: readonly SectionReport[]
  readonly contentGaps: ContentGaps | undefined
  readonly newGaps: NewGaps | undefined
}

/**
 * What changed, first, in a few lines a person reads on Monday before anything else: each
 * section's own lines (unique visitors and their change, the AI share, the page that moved
 * most), then the content gaps (how many, how many new since the last report), each pointing to
 * its section. No headline when no section has a line to open it with.
 */
export function addHeadline(doc: SummaryDocument, report: HeadlineReport): void {
  const lines = report.results.flatMap((result) => result.headline((text) => pointer(result.name, text)))
  if (lines.length === 0) return
  const gaps = gapsLine(report)
  if (gaps) lines.push(gaps)
  doc.paragraph(html`${lines.flatMap((line, index) => (index === 0 ? [line] : [html`<br>`, line]))}`)
}

function pointer(name: string, title: string): Html {
  return html` · <a href="#${sectionAnchor(name)}">${title} ↓</a>`
}

function gapsLine(report: HeadlineReport): Html | undefined {
  if (!report.contentGaps) return undefined
  const parts = report.results.flatMap((result) => {
    const part = result.contentGaps()
    return part && part.count > 0 ? [{ name: result.name, title: result.title, part }] : []
  })
  const where = join(
    parts.map(
      ({ name, title, part }) => html`<a href="#${sectionAnchor(name)}">${title}</a> ${formatNumber(part.count)}`,
    ),
    ', ',
  )
  const { newGaps } = report
  const fresh =
    newGaps && newGaps.listed > 0
      ? html`, ${formatNumber(newGaps.added)} of the ${formatNumber(newGaps.listed)} listed new since the last report`
      : undefined
  return html`🧩 <strong>${count(report.contentGaps.count, 'content gap')}</strong>${fresh}${parts.length > 0 ? html` (${where})` : undefined}`
}
