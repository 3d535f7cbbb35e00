import type { InputDeclarations } from '../inputs/declaration.ts'
import type { InputReader } from '../inputs/read-inputs.ts'
import { log } from '../runner/log.ts'
import { cap, hasHidden } from '../text/untrusted.ts'

/*
 * The input every mode that deploys reads: `environment`, the GitHub environment its deployment
 * is recorded in (shown under the repository's Environments, and on a pull request as "View
 * deployment"). Declared once, here, naming those modes; each mode names its own default.
 */

export const ENVIRONMENT_INPUTS = {
  environment: {
    default: '',
    description:
      'Deploy and preview modes: the GitHub environment the deployment is recorded in (needs deployments: write); empty for docs (deploy) or docs-preview (preview), off for none.',
    modes: ['deploy', 'preview'],
  },
} as const satisfies InputDeclarations

export type EnvironmentInputName = keyof typeof ENVIRONMENT_INPUTS

/** GitHub's limit on an environment's name. */
const MAX_ENVIRONMENT_CHARS = 255

/**
 * The environment to record the deployment in, `fallback` (the mode's own) when the input is
 * empty, or undefined for `off`. GitHub takes any name up to 255 characters; a line break, a
 * line or paragraph separator, a control, a filler or an invisible mark would only ever be a
 * mistake, or a name made to look like another, and is refused.
 */
export function readEnvironmentName(
  { rawInput }: InputReader<EnvironmentInputName>,
  fallback: string,
): string | undefined {
  const name = rawInput('environment').trim()
  if (name === '') return fallback
  if (name === 'off') return undefined
  if ([...name].length > MAX_ENVIRONMENT_CHARS)
    throw new Error(`Input "environment" must be at most ${MAX_ENVIRONMENT_CHARS} characters, as GitHub takes a name.`)
  if (hasHidden(name))
    throw new Error('Input "environment" must be one line of visible text: a GitHub environment name, or off.')
  return name
}

/** The environments each kind of deployment is recorded in by default. */
export const ENVIRONMENT_DEFAULTS = { deploy: 'docs', preview: 'docs-preview' } as const

/**
 * Whether `name` reads as the other kind's environment: a preview's in the site's (`docs`,
 * `production`, `prod`), a deploy's in the previews' (any name with `preview`).
 */
function looksLikeOther(mode: 'deploy' | 'preview', name: string): boolean {
  const lower = name.toLowerCase()
  return mode === 'deploy' ? lower.includes('preview') : ['docs', 'production', 'prod'].includes(lower)
}

/**
 * Warns, before any request, of an environment that mixes the two kinds: a preview recorded
 * where deploys go makes a pull request's branch that environment's latest deployment; a deploy
 * recorded among the previews is replaced there by the next preview. The step goes on as asked.
 */
export function warnOfMixedEnvironment(mode: 'deploy' | 'preview', name: string | undefined): void {
  if (name === undefined || !looksLikeOther(mode, name)) return
  const shown = `"${cap(name, 100)}"`
  const message =
    mode === 'preview'
      ? `Input "environment" is ${shown} on a preview, the environment deploys of the site are recorded in ("${ENVIRONMENT_DEFAULTS.deploy}" by default, or one named production): GitHub would show this pull request's branch as its latest deployment. Previews are recorded in "${ENVIRONMENT_DEFAULTS.preview}" unless "environment" says otherwise.`
      : `Input "environment" is ${shown} on a deploy, an environment of previews ("${ENVIRONMENT_DEFAULTS.preview}" by default): the next pull request's preview would replace this release as its latest deployment. Deploys are recorded in "${ENVIRONMENT_DEFAULTS.deploy}" unless "environment" says otherwise.`
  log.warning(message, 'Environments mixed')
}
