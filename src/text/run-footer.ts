import { repositoryName, type RunnerEnvironment } from '../runner/environment.ts'
import { html, link } from './html.ts'
import type { SummaryDocument } from './summary-document.ts'

/** The closing line of every summary: which repository, ref and run asked for it. */
export function addRunFooter(summary: SummaryDocument, environment: RunnerEnvironment): void {
  const name = repositoryName(environment)
  if (!name) return
  const ref = environment.ref ? html` at <code>${environment.ref}</code>` : undefined
  const run = environment.runUrl ? html` in ${link('this workflow run', environment.runUrl)}` : undefined
  summary.paragraph(html`<sub>Requested by ${name}${ref}${run}.</sub>`)
}
