import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { renderGfm } from '../../render/gfm.ts'
import { liveReferences, readText } from '../../render/github-references.ts'
import { FAILURE_LOGS } from '../../simulator/deployment-status.ts'
import type { RepositoryScript } from '../../simulator/github-api.ts'
import { eventFile, expectEnding, platformInputs } from '../helpers.ts'
import { previewInputs, PULL, PULL_REQUEST_RUN } from '../preview/preview-helpers.ts'

/*
 * Words from the platform ping nobody: in the pull-request comment and the job summary, an
 * `@user`, an `@org/team` or a `#123` the platform sent is shown as written, yet GitHub makes no
 * mention or reference of it. The hostile line closes the quotes the action puts around the
 * platform's text, so the mentions fall outside them, in plain text.
 */

const HOSTILE = 'Build failed" @acme/security-team @octocat please look "here'
const REPOSITORY: RepositoryScript = { commits: ['Initial commit'], tags: {} }

describe('the platform pings nobody', () => {
  it("in a failed preview's comment and summary, where the platform's summary line is quoted", async () => {
    const deployment = {
      ...{ statuses: ['in_progress', 'failure'], summary: HOSTILE },
      logs: [...FAILURE_LOGS, 'npm ERR! @acme/docs-theme@2.1.0: see acme/docs#12 and GH-7'],
    }
    await withServers({ platform: { deployment }, github: REPOSITORY }, async ({ platform, github, env }) => {
      const run = await runAction({ inputs: previewInputs(platform), env: { ...env, ...PULL_REQUEST_RUN } })
      expectEnding(run, 'failure')
      const comment = renderGfm(github.comments(PULL)[0]!.body)
      const summary = renderGfm(run.summary)
      for (const page of [comment, summary]) {
        expect(liveReferences(page)).toEqual([])
        expect(readText(page)).toContain(
          "The platform's summary: Build failed @acme/security-team @octocat please look here.",
        )
        // The log's lines are in a <pre>, where GitHub links nothing: copied as the build wrote them.
        expect(page).toContain('npm ERR! @acme/docs-theme@2.1.0: see acme/docs#12 and GH-7')
      }
    })
  })

  it("in the agent's comment and summary, where the platform's link that is not used is quoted", async () => {
    const job = { statuses: ['active', 'completed'], prLink: `${HOSTILE}, then #12` }
    await withServers({ platform: { job }, github: REPOSITORY }, async ({ platform, github, env }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: 'Update the docs.', 'event-context': 'off' },
        env: { ...env, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventFile('pull-request-merged.json') },
      })
      expectEnding(run, 'success')
      const comment = renderGfm(github.comments(212)[0]!.body)
      const summary = renderGfm(run.summary)
      for (const page of [comment, summary]) {
        expect(liveReferences(page)).toEqual([])
        expect(readText(page)).toContain('@acme/security-team @octocat please look')
        expect(readText(page)).toContain('then #12')
      }
    })
  })
})
