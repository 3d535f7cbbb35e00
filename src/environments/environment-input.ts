import type { InputDeclarations } from '../inputs/declaration.ts'
import type { InputReader } from '../inputs/read-inputs.ts'
import { hasHidden } from '../text/untrusted.ts'

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
