import { describeRef, repositoryName, type RunnerEnvironment } from '../runner/environment.ts'
import { html } from '../text/html.ts'
import type { SummaryDocument } from '../text/summary-document.ts'

/**
 * The closing line of every summary: which repository and ref asked for it. No link to the run:
 * the summary is shown on the run's own page.
 */
export function addRunFooter(summary: SummaryDocument, environment: RunnerEnvironment): void {
  const name = repositoryName(environment)
  if (!name) return
  const ref = environment.ref ? html` at ${describeRef(environment.ref)}` : undefined
  summary.paragraph(html`<sub>Requested by ${name}${ref}.</sub>`)
}
