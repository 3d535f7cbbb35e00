import * as core from '@actions/core'
import * as github from '@actions/github'
import { createReleaseSource } from '../release/github-source.ts'
import { appendContext, collectReleaseContext, type ReleaseContext } from '../release/release-context.ts'
import type { AgentSettings } from '../settings.ts'
import type { AgentPrompt } from './run-agent.ts'

/**
 * The prompt to send: the user's instruction, plus what the release contains when
 * `release-context` is `auto`. A release that cannot be read fails the step before any job
 * is created, rather than sending a prompt without the context the user asked for.
 */
export async function preparePrompt(settings: AgentSettings): Promise<AgentPrompt | undefined> {
  const { prompt } = settings
  if (prompt === undefined) return undefined
  if (settings.releaseContext === 'none') return { text: prompt, releaseContextChars: 0 }
  return core.group('Collect the release context', async () => {
    const { context } = github
    let release: ReleaseContext
    try {
      const source = createReleaseSource(settings.githubToken, context.repo, context.apiUrl)
      release = await collectReleaseContext(
        { eventName: context.eventName, ref: context.ref, payload: context.payload },
        source,
      )
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new Error(
        `"release-context: auto" could not read the release from GitHub: ${reason}. ` +
          'The "github-token" needs the contents: read permission on this repository.',
        { cause: error },
      )
    }
    if (release.kind === 'none') {
      core.warning(release.reason)
      return { text: prompt, releaseContextChars: 0 }
    }
    core.info(`Adding ${release.text.length} characters of release context (${release.description}) to the prompt.`)
    return { text: appendContext(prompt, release.text), releaseContextChars: release.text.length }
  })
}
