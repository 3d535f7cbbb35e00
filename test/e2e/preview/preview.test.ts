import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { foldedPart, renderedSummary } from '../../render/dom.ts'
import { renderGfm } from '../../render/gfm.ts'
import { DEPLOYMENT_SCENARIOS } from '../../simulator/deployment-scenarios.ts'
import { expectEnding, expectKeyNeverShown, failureAnnotation, routes, summaryText } from '../helpers.ts'
import {
  FIRST_STATUS,
  HEAD_BRANCH,
  PREVIEW_URL,
  previewInputs,
  PULL_REQUEST_RUN,
  PUSH_RUN,
  runPreview,
} from './preview-helpers.ts'

/*
 * Preview mode's endings through dist/index.js: the branch taken from the pull request, the push
 * or the input, the preview followed to its end (or not waited for, or waited for again), and
 * what the summary says. The pull request's comment is preview-comment.test.ts's.
 */

describe('preview mode, end to end: the preview ends', () => {
  it("previews the pull request's head branch, waits for success and reports where it is served", async () => {
    const { run, platform } = await runPreview(DEPLOYMENT_SCENARIOS.success, { comment: 'off' })
    expectEnding(run, 'success')
    expect(run.outputs).toEqual({
      'status-id': FIRST_STATUS,
      'deployment-status': 'success',
      'preview-url': PREVIEW_URL,
      conclusion: 'success',
      error: '',
    })
    expect(routes(platform)).toEqual(['preview 202', 'update-status 200', 'update-status 200', 'update-status 200'])
    expect(JSON.parse(platform.requests[0]?.body ?? '')).toEqual({ branch: HEAD_BRANCH })
    expect(run.stdout).toContain(
      'Triggering a preview deployment of branch "dark-mode" (the head branch of pull request #231) for project acme-docs.',
    )
    expect(run.stdout).toContain(`It will be served at ${PREVIEW_URL}`)
    expect(run.stdout).toContain(
      `::notice title=Docs preview deployed::Preview deployment "status_0001" succeeded. The preview is up: ${PREVIEW_URL}`,
    )
    const summary = renderGfm(run.summary)
    expect(summary).toContain('<h2>✅ Docs preview: Deployed</h2>')
    expect(summary).toContain('<td>Branch</td><td><code>dark-mode</code></td>')
    expect(summary).toContain(`<td>Preview</td><td><a href="${PREVIEW_URL}">${PREVIEW_URL}</a></td>`)
    expect(summary).toContain('<td>Duration</td><td>1m 12s</td>')
    // The docs site is not where a preview is served: no row sends a reader there.
    expect(summary).not.toContain('<td>Site</td>')
    expectKeyNeverShown(run)
  })

  it('previews the pushed branch on a push', async () => {
    const { run, platform } = await runPreview({}, {}, {}, { env: PUSH_RUN })
    expectEnding(run, 'success')
    expect(JSON.parse(platform.requests[0]?.body ?? '')).toEqual({ branch: 'main' })
    expect(run.outputs['preview-url']).toBe('https://acme-main.mintlify.app/')
    expect(run.stdout).toContain('Triggering a preview deployment of branch "main" (the branch pushed)')
    expect(run.stdout).not.toContain('Comment on pull request')
  })

  it('previews the branch the input names, whatever the event', async () => {
    const env = { GITHUB_EVENT_NAME: 'workflow_dispatch', GITHUB_REF: 'refs/heads/main' }
    const { run, platform } = await runPreview({}, { branch: 'release/2.0' }, {}, { env })
    expectEnding(run, 'success')
    expect(JSON.parse(platform.requests[0]?.body ?? '')).toEqual({ branch: 'release/2.0' })
    expect(run.stdout).toContain('(the "branch" input)')
    const onPullRequest = await runPreview({}, { branch: 'docs-next', comment: 'off' })
    expect(JSON.parse(onPullRequest.platform.requests[0]?.body ?? '')).toEqual({ branch: 'docs-next' })
  })

  it('fails the step on a failed preview, with the last lines of its log folded in the summary', async () => {
    const { run } = await runPreview(DEPLOYMENT_SCENARIOS.failure, { comment: 'off' })
    expectEnding(run, 'failure')
    expect(run.outputs).toMatchObject({ 'deployment-status': 'failure', 'preview-url': PREVIEW_URL })
    expect(failureAnnotation(run)).toEqual({
      title: 'Docs preview step failed',
      message:
        'Preview deployment "status_0001" ended with status "failure". The platform\'s summary: "Build failed: 1 error in api-reference/dry-run.mdx". Its log\'s last lines are in the job summary, the whole log on the dashboard, among the project\'s deployments.',
    })
    expect(summaryText(run).headline).toBe('❌ Docs preview: Failed')
    const lines = foldedPart(renderedSummary(run.summary), "The log's last 40 of 60 lines").find('pre').text()
    expect(lines.split('\n').at(-1)).toBe('Build failed with 1 error')
  })
})

describe('preview mode, end to end: not waiting, and waiting again', () => {
  it('returns right after the trigger with wait: false, with the address and how to wait later', async () => {
    const { run, platform } = await runPreview({}, { wait: 'false', comment: 'off', environment: '' })
    expectEnding(run, 'success')
    expect(run.outputs).toMatchObject({
      'status-id': FIRST_STATUS,
      'deployment-status': 'queued',
      'preview-url': PREVIEW_URL,
    })
    expect(routes(platform)).toEqual(['preview 202'])
    expect(run.stdout).toContain(
      'Not waiting for preview deployment status_0001 ("wait: false"). To wait for it later, run a step of docs-agent-action/docs-agent-action/preview@v2 with "status-id: status_0001".',
    )
    const summary = renderGfm(run.summary)
    expect(summary).toContain('<h2>ℹ️ Docs preview: Triggered, not waited for</h2>')
    expect(summary).toContain('re-run this job (a re-run waits for it and triggers no other)')
    expect(summary).toContain('/docs/preview.md">preview docs</a>')
    expect(summary).toContain(
      'preview@v2\n  with:\n    api-key: ${{ secrets.DOCS_API_KEY }}\n    project-id: ${{ vars.DOCS_PROJECT_ID }} # acme-docs\n    status-id: status_0001\n</code></pre>',
    )
  })

  it('waits for the preview status-id names, triggering none; the branch is not needed then', async () => {
    await withServers({}, async ({ platform }) => {
      const inputs = previewInputs(platform, { comment: 'off' })
      const started = await runAction({ inputs: { ...inputs, wait: 'false' }, env: PULL_REQUEST_RUN })
      const statusId = started.outputs['status-id'] ?? ''
      // A run with no branch anywhere (a tag's push) may still wait for a preview triggered before.
      const resumed = await runAction({ inputs: { ...inputs, 'status-id': statusId } })
      expectEnding(resumed, 'success')
      expect(resumed.outputs).toMatchObject({ 'status-id': statusId, 'deployment-status': 'success' })
      expect(resumed.outputs['preview-url'] ?? '').toBe('')
      expect(routes(platform)).toEqual(['preview 202', 'update-status 200', 'update-status 200', 'update-status 200'])
      expect(platform.deployments.size).toBe(1)
      expect(summaryText(resumed).headline).toBe('✅ Docs preview: Deployed')
    })
  })
})
