import { writeFile } from 'node:fs/promises'
import { formatNumber } from '../text/format.ts'
import { html, link } from '../text/html.ts'
import type { SummaryDocument } from '../text/summary-document.ts'

/*
 * The summary as a file a workflow posts where the team reads it: the job summary's open part,
 * every link absolute (the document is made with the run's address, see SummaryDocument), and
 * within an issue body's limit, cut between whole blocks with a line saying where the rest is.
 */

/** Its name, in the report directory and the artifact. */
export const SUMMARY_FILE = 'summary.md'

/** GitHub refuses an issue, discussion or comment body longer than this. */
export const SUMMARY_FILE_MAX_CHARS = 65_536

/** The file's text: `doc` whole, or its first whole blocks and a line saying it was cut and where all of it is. */
export function renderSummaryFile(doc: SummaryDocument, runUrl: string | undefined): string {
  const where = runUrl ? html`: all of it is on ${link("the run's page", runUrl)}` : undefined
  const note = html`✂️ Cut here to stay within GitHub's ${formatNumber(SUMMARY_FILE_MAX_CHARS)} characters for an issue body${where}.`
  return doc.renderWithin(SUMMARY_FILE_MAX_CHARS, note)
}

/** Writes the file; returns its path. */
export async function writeSummaryFile(
  file: string,
  doc: SummaryDocument,
  runUrl: string | undefined,
): Promise<string> {
  await writeFile(file, renderSummaryFile(doc, runUrl))
  return file
}
