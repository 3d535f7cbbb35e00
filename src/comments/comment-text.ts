import type { RunnerEnvironment } from '../runner/environment.ts'
import { formatNumber } from '../text/format.ts'
import { html, link, type Html } from '../text/html.ts'
import type { SummaryDocument } from '../text/summary-document.ts'

/*
 * What every pull-request comment of the action shares, whichever mode writes it: the body built
 * as the job summary is (a SummaryDocument, the `html` template, so the platform's text is
 * escaped exactly as there: GitHub renders a comment as it renders a summary), kept within
 * GitHub's limit behind its marker, and the small line that links the workflow run.
 */

/** The most GitHub takes in a comment's body (its characters; this counts UTF-16 units, never fewer). */
export const MAX_COMMENT_CHARS = 65_536

/**
 * The comment's text: the marker, then the body, then `trailer` (a hidden line a mode keeps for
 * its next run). GitHub refuses a comment over 65,536 characters; whatever the platform's text,
 * the comment stays under it, the body cut between blocks with a line saying so.
 */
export function commentText(mark: string, comment: SummaryDocument, trailer = ''): string {
  const room = MAX_COMMENT_CHARS - mark.length - 1 - (trailer === '' ? 0 : trailer.length + 1)
  const cut = html`The rest of this comment was cut: GitHub takes at most ${formatNumber(MAX_COMMENT_CHARS)} characters. The workflow run's summary has all of it.`
  const body = `${mark}\n${comment.renderWithin(room, cut)}`
  return trailer === '' ? body : `${body}\n${trailer}`
}

/** The comment's last line, small: what it is about (`agent job <code>job_1</code>`), then the workflow run, linked. */
export function addRunLine(comment: SummaryDocument, environment: RunnerEnvironment, about?: Html): void {
  const lead = about === undefined ? undefined : html`${about} · `
  const run = environment.runUrl ? link('workflow run', environment.runUrl) : html`workflow run`
  comment.paragraph(html`<sub>${lead}${run}</sub>`)
}
