import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { linkTargets, renderedSummary } from '../../render/dom.ts'
import { DEPLOYMENT_SCENARIOS } from '../../simulator/deployment-scenarios.ts'
import type { DeploymentScript } from '../../simulator/deployment-status.ts'
import { expectEnding } from '../helpers.ts'
import { previewInputs, PULL, PULL_REQUEST_RUN } from './preview-helpers.ts'

/**
 * A preview's summary and its pull-request comment rendered as GitHub reads them (CommonMark +
 * GFM, raw HTML kept), when every text of the platform's answers is written to break them: the
 * preview's address, the status answer's summary, commit and log. None of it may become a
 * heading, a link the action did not build, an image, a script or an open fold.
 */

const RUN_LINK = 'https://github.com/acme/docs/actions/runs/4242'

async function previewOnPullRequest(deployment: DeploymentScript) {
  return withServers(
    { platform: { deployment }, github: { commits: ['x'], tags: {} } },
    async ({ platform, github, env }) => {
      const run = await runAction({ inputs: previewInputs(platform), env: { ...env, ...PULL_REQUEST_RUN } })
      return { run, comments: github.comments(PULL).flatMap((comment) => comment.edits) }
    },
  )
}

describe("a preview's summary and comment, rendered, when the platform's answers are hostile", () => {
  it('show every text as text, and link only what the action built', async () => {
    const { run, comments } = await previewOnPullRequest(DEPLOYMENT_SCENARIOS.hostile)
    expectEnding(run, 'failure')
    for (const page of [run.summary, ...comments]) {
      const $ = renderedSummary(page)
      expect($('h1, img, script, b, em').length).toBe(0)
      expect($('details[open]')).toHaveLength(0)
      expect(
        linkTargets($).filter((target) => target !== RUN_LINK && !target.startsWith('https://acme-dark-mode.')),
      ).toEqual([])
    }
    expect(comments).toHaveLength(2)
  })

  it.each([
    ['a script address', 'javascript:alert(1)'],
    ['a plain-http address', 'http://acme-dark-mode.mintlify.app'],
    ['no address at all', 'not a url'],
    ['an address that hides its host behind a user name', 'https://acme-dark-mode.mintlify.app@evil.example/'],
    ['an address with a port', 'https://acme-dark-mode.mintlify.app:8443/'],
  ])('leaves out %s the trigger answers with: no output, no link', async (_, previewUrl) => {
    const { run, comments } = await previewOnPullRequest({ previewUrl })
    expectEnding(run, 'success')
    expect(run.outputs['preview-url'] ?? '').toBe('')
    for (const page of [run.summary, ...comments]) {
      expect(page).not.toContain(previewUrl)
      expect(linkTargets(renderedSummary(page)).filter((target) => target !== RUN_LINK)).toEqual(
        page === run.summary ? ['https://github.com/acme/docs/commit/ffac537e6cbbf934b08745a378932722df287a53'] : [],
      )
    }
  })

  it('escapes an https address that tries to close the link it stands in', async () => {
    const previewUrl = 'https://acme.mintlify.app/"><script>alert(1)</script>'
    const { run, comments } = await previewOnPullRequest({ previewUrl })
    expectEnding(run, 'success')
    for (const page of [run.summary, ...comments]) {
      const $ = renderedSummary(page)
      expect($('script')).toHaveLength(0)
      expect(linkTargets($)).toContain('https://acme.mintlify.app/%22%3E%3Cscript%3Ealert(1)%3C/script%3E')
    }
  })
})
