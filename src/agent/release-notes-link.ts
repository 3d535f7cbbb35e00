import { releaseNotesMarker } from '../comments/comment-marker.ts'
import { writeReleaseLine } from '../comments/comment-writes.ts'
import { reportFailure } from '../comments/comment-write-failure.ts'
import type { GitHubClient } from '../github/github-client.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { log } from '../runner/log.ts'
import { bounded, type StepLimits } from '../runner/limits.ts'
import { html } from '../text/html.ts'
import type { AgentSettings } from './agent-inputs.ts'
import type { AgentRun } from './ending.ts'
import { pullRequestLink } from './summary.ts'

/**
 * `release-notes-link: true`: on a release's run whose job opened a docs pull request, the
 * release notes end with one line linking it, written as the summary writes links (the
 * platform's link checked and escaped). A re-run replaces the line. Without a pull request the
 * notes are left as they are, and the log says so.
 */
export async function linkDocsFromRelease(
  environment: RunnerEnvironment,
  settings: AgentSettings,
  run: AgentRun,
  github: () => Promise<GitHubClient>,
  budget: StepLimits,
): Promise<void> {
  const release = environment.eventPayload['release'] as Record<string, unknown> | undefined
  const releaseId = release?.['id']
  const repository = environment.repository
  if (environment.eventName !== 'release' || typeof releaseId !== 'number' || !repository) {
    log.notice(
      `"release-notes-link: true" links the docs pull request from a release's notes; this run was triggered by "${environment.eventName || 'no event'}", which has no release, so nothing was linked.`,
      'No release to link from',
    )
    return
  }
  const prLink = (run.wait?.job ?? run.job)?.prLink
  if (!prLink) {
    log.info('The job opened no docs pull request, so the release notes are left as they are.')
    return
  }
  const line = html`📚 Docs for this release: ${pullRequestLink(prLink, new URL(environment.serverUrl).host)}`.markup
  const mark = releaseNotesMarker(settings.apiKey, settings.projectId)
  await log.group('Link the docs pull request from the release notes', async () => {
    try {
      const url = await bounded(budget, 'writing the release notes', async (signal) =>
        writeReleaseLine(await github(), repository, releaseId, line, mark, signal),
      )
      log.info(`The release notes now end with a link to the docs pull request: ${url}`)
    } catch (error) {
      reportFailure(error, {
        what: 'link in the release notes',
        title: 'Release notes link',
        permission: 'contents: write',
        off: '"release-notes-link: false"',
        unaffected: 'The agent job',
      })
    }
  })
}
