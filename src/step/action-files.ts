import type { RunnerEnvironment } from '../runner/environment.ts'

/** How the README names the action, for a step to paste and links when the runner does not say (`uses: ./`). */
export const PUBLISHED_NAME = 'docs-agent-action/docs-agent-action@v2'

/**
 * A file of the action's own repository (an example workflow, a page of `docs/`), on GitHub at
 * the version this step runs, so a summary links to the words that go with the code it ran.
 */
export function actionFileUrl(environment: RunnerEnvironment, file: string): string {
  const [repository, ref = 'main'] = (environment.actionReference ?? PUBLISHED_NAME).split('@')
  const path = ref.split('/').map(encodeURIComponent).join('/')
  return `https://github.com/${repository}/blob/${path}/${file}`
}
