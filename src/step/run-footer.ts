import { describeRef, repositoryName, type RunnerEnvironment } from '../runner/environment.ts'
import { html } from '../text/html.ts'
import type { SummaryDocument } from '../text/summary-document.ts'

/*
 * Where every summary ends and where it points for more: the line saying who asked for the run,
 * and links to the action's own files (an example workflow, a page of `docs/`) at the version
 * the step runs, so a summary sends a person to the words that go with the code it ran.
 */

/** How the README names the action, for a step to paste and links when the runner does not say (`uses: ./`). */
export const PUBLISHED_NAME = 'docs-agent-action/docs-agent-action@v2'

/**
 * How a workflow names the action at the version this step runs, or a mode's own action
 * (`folder`): `docs-agent-action/docs-agent-action/report@v2`; the published major version where
 * the environment is not known. The runner names a repository without the folder of the action
 * it runs, so the folder is added here.
 */
export function actionUses(environment: RunnerEnvironment | undefined, folder?: string): string {
  const [named = '', ref = 'v2'] = (environment?.actionReference ?? PUBLISHED_NAME).split('@')
  const repository = named.split('/').slice(0, 2).join('/')
  return folder === undefined ? `${repository}@${ref}` : `${repository}/${folder}@${ref}`
}

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

/** A file of the action's own repository on GitHub, at the version this step runs (`main` when it names none). */
export function actionFileUrl(environment: RunnerEnvironment, file: string): string {
  const [repository, ref = 'main'] = (environment.actionReference ?? PUBLISHED_NAME).split('@')
  const path = ref.split('/').map(encodeURIComponent).join('/')
  return `https://github.com/${repository}/blob/${path}/${file}`
}
