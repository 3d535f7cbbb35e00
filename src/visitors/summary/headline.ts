import { html, type Html } from '../../text/html.ts'
import type { SummaryDocument } from '../../text/summary-document.ts'
import type { SectionReport } from '../sections/section-report.ts'

/** The anchor of a section's folded part, for the headline's pointers. */
export function sectionAnchor(name: string): string {
  return `report-${name}`
}

/**
 * What changed, first, in a few lines a person reads on Monday before anything else: each
 * section's own lines (unique visitors and their change, the AI share, page views, searches,
 * feedback, the assistant), each pointing to its folded part. No headline when no section has a
 * line to open it with.
 */
export function addHeadline(doc: SummaryDocument, results: readonly SectionReport[]): void {
  const lines = results.flatMap((result) => result.headline((text) => pointer(result.name, text)))
  if (lines.length === 0) return
  doc.paragraph(html`${lines.flatMap((line, index) => (index === 0 ? [line] : [html`<br>`, line]))}`)
}

function pointer(name: string, title: string): Html {
  return html` · <a href="#${sectionAnchor(name)}">${title} ↓</a>`
}
