import { log } from '../runner/log.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { bounded, CancelledError, DeadlineError, errorMessage, type StepLimits } from '../step/limits.ts'
import { count } from '../text/format.ts'
import type { AgentSettings } from './agent-inputs.ts'
import { readPrompt, type PromptSource } from './prompt-file.ts'
import { createReleaseSource } from './release/github-source.ts'
import { appendBrief, collectReleaseBrief, type ReleaseBrief } from './release/release-brief.ts'

export interface PreparedPrompt {
  /** The instruction as the user wrote it. */
  readonly instruction: string
  /** The text sent to the platform: the instruction plus any release brief. */
  readonly text: string
  readonly brief: Extract<ReleaseBrief, { kind: 'added' }> | undefined
}

/**
 * The prompt to send: the user's instruction, plus the release brief when `release-context` is
 * `auto`. A release that cannot be read fails the step before any request to the platform,
 * rather than sending a prompt without the context the user asked for.
 */
export async function preparePrompt(
  source: PromptSource,
  settings: AgentSettings,
  environment: RunnerEnvironment,
  limits: StepLimits,
): Promise<PreparedPrompt> {
  const instruction = await readPrompt(source, limits)
  if (settings.releaseContext === 'none') return { instruction, text: instruction, brief: undefined }
  return log.group('Collect the release context', async () => {
    let brief: ReleaseBrief
    try {
      brief = await bounded(limits, 'reading the release from GitHub', (signal) =>
        collectReleaseBrief(environment, () => openSource(settings, environment), signal),
      )
    } catch (error) {
      if (error instanceof CancelledError || error instanceof DeadlineError) throw error
      const status = (error as { status?: unknown }).status
      const hint =
        status === 401 || status === 403 || status === 404
          ? ' The "github-token" needs the contents: read permission on this repository.'
          : ''
      throw new Error(
        `"release-context: auto" could not read the release from GitHub: ${errorMessage(error)}.${hint}`,
        { cause: error },
      )
    }
    if (brief.kind === 'none') {
      log.warning(brief.reason, 'No release context')
      return { instruction, text: instruction, brief: undefined }
    }
    log.info(`Adding ${count(brief.text.length, 'character')} of release context (${brief.description}) to the prompt.`)
    return { instruction, text: appendBrief(instruction, brief.text), brief }
  })
}

function openSource(settings: AgentSettings, environment: RunnerEnvironment) {
  if (!environment.repository) throw new Error('GITHUB_REPOSITORY is not set, so the repository to read is unknown')
  return createReleaseSource(settings.githubToken, environment.repository, environment.apiUrl)
}
