import path from 'node:path'
import { SUMMARY_FILE } from '../../posting/summary-file.ts'
import { CONTENT_GAPS_FILE } from '../../step/private-text.ts'
import { count } from '../../text/format.ts'
import { html, join, link } from '../../text/html.ts'
import type { SummaryDocument } from '../../text/summary-document.ts'
import { ALWAYS_INCLUDED } from '../sections/table.ts'
import { describeListed } from '../analysis/content-gaps.ts'
import { code } from '../sections/summary-tables.ts'
import type { VisitorsReport } from './visitors-report.ts'

/**
 * The report files, folded under a line that says how many there are and where (the artifact,
 * or the report directory on the runner): what each holds, content-gaps.md ready as an agent's
 * prompt, and which files holding reader text stayed on the runner, never uploaded.
 */
export function addReportFiles(doc: SummaryDocument, report: VisitorsReport): void {
  const where = report.artifact
    ? html`in the artifact ${link(report.settings.artifactName, report.artifact.url)}`
    : html`in ${code(report.reportPath ?? '')} on the runner`
  const kept = report.readerTextFiles.map((file) => path.basename(file))
  const all = report.results.flatMap((result) => [...result.current.files, ...(result.previous?.files ?? [])])
  const names = all.filter((name) => !kept.includes(name))
  const bases = [
    ...new Set(names.filter((name) => name.endsWith('.csv')).map((name) => name.replace(/(-previous)?\.csv$/, ''))),
  ]
  const gapsHere = report.contentGaps !== undefined && !kept.includes(CONTENT_GAPS_FILE)
  // Names in code are never put inside brackets: the code's padding would hug them.
  const previous = report.results.some((result) => result.previous)
    ? html` The previous period's files add ${code('-previous')} to the name, as in ${code(`${bases[0] ?? ALWAYS_INCLUDED}-previous.csv`)}.`
    : undefined
  // report.json and summary.md are in every report, content-gaps.md where it is not kept apart.
  const fileCount = count(names.length + (gapsHere ? 3 : 2), 'file')
  doc.details(html`<strong>Report files</strong>: ${fileCount} ${where}`, (inner) => {
    inner.paragraph(
      html`${code('report.json')}, which says what the report holds, ${code(SUMMARY_FILE)}, the summary above for an issue or a discussion (${code('summary-file')}), and a ${code('.csv')} and a ${code('.json')} for each of ${join(bases.map(code), ', ')}.${previous}`,
    )
    if (gapsHere && report.contentGaps) {
      inner.paragraph(
        html`${code(CONTENT_GAPS_FILE)}, among them, lists ${describeListed(report.contentGaps)}, ready as the ${code('prompt-file')} of an agent-mode step.`,
      )
    }
    if (kept.length > 0) {
      const gaps =
        report.contentGaps && kept.includes(CONTENT_GAPS_FILE)
          ? html` Among them, ${code(CONTENT_GAPS_FILE)} lists ${describeListed(report.contentGaps)}, ready as the ${code('prompt-file')} of an agent-mode step, whose summary then leaves it out (${code('show-prompt: auto')}).`
          : undefined
      inner.paragraph(
        html`🔒 ${count(kept.length, 'file')} holding reader text ${kept.length === 1 ? 'is' : 'are'} on the runner only, in ${code(report.settings.readerTextDir)}, for later steps of this job: ${join(kept.map(code), ', ')}.${gaps}`,
      )
    }
  })
}
