import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { foldedPart, renderedSummary } from '../../render/dom.ts'
import { renderGfm } from '../../render/gfm.ts'
import { DEPLOYMENT_SCENARIOS } from '../../simulator/deployment-scenarios.ts'
import { expectEnding, expectKeyNeverShown, failureAnnotation, routes, summaryText } from '../helpers.ts'
import { deployInputs, FIRST_STATUS, runDeploy } from './deploy-helpers.ts'

const COMMIT = 'https://github.com/acme/docs/commit/ffac537e6cbbf934b08745a378932722df287a53'

describe('deploy mode, end to end: the deployment ends', () => {
  it('triggers one deployment, waits for success and reports it', async () => {
    const { run, platform } = await runDeploy(DEPLOYMENT_SCENARIOS.success)
    expectEnding(run, 'success')
    expect(run.outputs).toEqual({
      'status-id': FIRST_STATUS,
      'deployment-status': 'success',
      conclusion: 'success',
      error: '',
    })
    expect(routes(platform)).toEqual(['update 202', 'update-status 200', 'update-status 200', 'update-status 200'])
    expect(platform.requests[0]?.body).toBe('')
    expect(run.stdout).toContain('::group::Trigger the deployment')
    expect(run.stdout).toContain('Deployment status_0001: queued → in_progress after')
    expect(run.stdout).toContain('::notice title=Docs deployed::Deployment "status_0001" succeeded.')
    const summary = renderGfm(run.summary)
    expect(summary).toContain('<h2>✅ Docs deployment: Deployed</h2>')
    expect(summary).toContain('<td>Duration</td><td>1m 12s</td>')
    expect(summary).toContain(
      `<td>Commit</td><td><a href="${COMMIT}"><code>ffac537</code></a> on <code>main</code>: Release v1.2.0: document the new --dry-run flag</td>`,
    )
    expect(summary).toContain('<td>Files</td><td>1 added, 2 modified, 1 removed</td>')
    expect(summary).toContain('<td>Summary</td><td>Deployed 42 pages</td>')
    expect(summary).toContain('<td>Site</td><td><a href="https://acme.mintlify.app/">acme.mintlify.app</a></td>')
    const $ = renderedSummary(run.summary)
    expect(foldedPart($, 'Files changed (4)').find('td').first().text()).toBe('api-reference/dry-run.mdx')
    expect(foldedPart($, 'The log')).toHaveLength(0)
    expect(summary).not.toContain('status-id:')
    expectKeyNeverShown(run)
  })

  it('fails the step on a failed deployment, with the last lines of its log folded in the summary', async () => {
    const { run } = await runDeploy(DEPLOYMENT_SCENARIOS.failure)
    expectEnding(run, 'failure')
    expect(run.outputs).toMatchObject({ 'status-id': FIRST_STATUS, 'deployment-status': 'failure' })
    expect(failureAnnotation(run)).toEqual({
      title: 'Docs deployment step failed',
      message:
        'Deployment "status_0001" ended with status "failure". The platform\'s summary: "Build failed: 1 error in api-reference/dry-run.mdx". Its log\'s last lines are in the job summary, the whole log on the dashboard, among the project\'s deployments.',
    })
    const $ = renderedSummary(run.summary)
    expect(summaryText(run).headline).toBe('❌ Docs deployment: Failed')
    const log = foldedPart($, "The log's last 40 of 60 lines")
    expect(log.attr('open')).toBeUndefined()
    const lines = log.find('pre').text().split('\n')
    expect(lines).toHaveLength(40)
    expect(lines.at(-1)).toBe('Build failed with 1 error')
    expect(lines).toContain('Error: api-reference/dry-run.mdx:12:3 Unexpected closing tag </ParamField>')
    expect(run.summary).not.toContain('status-id:')
  })

  it("names another repository's commit by its short sha, unlinked: only the run's own commit is known to be here", async () => {
    const { run } = await runDeploy({}, {}, {}, { env: { GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567' } })
    expectEnding(run, 'success')
    expect(renderGfm(run.summary)).toContain('<td>Commit</td><td><code>ffac537</code> on <code>main</code>:')
  })
})

describe('deploy mode, end to end: not waiting, and waiting again', () => {
  it('returns right after the trigger with wait: false, saying how to wait later', async () => {
    const { run, platform } = await runDeploy({}, { wait: 'false', environment: '' })
    expectEnding(run, 'success')
    expect(run.outputs).toMatchObject({ 'status-id': FIRST_STATUS, 'deployment-status': 'queued' })
    expect(routes(platform)).toEqual(['update 202'])
    expect(run.stdout).toContain(
      'Not waiting for deployment status_0001 ("wait: false"). To wait for it later, run a step of docs-agent-action/docs-agent-action/deploy@v2 with "status-id: status_0001".',
    )
    const summary = renderGfm(run.summary)
    expect(summary).toContain('<h2>ℹ️ Docs deployment: Triggered, not waited for</h2>')
    expect(summary).toContain("<td>Status</td><td><code>queued</code> (the trigger's answer)</td>")
    expect(summary).toContain('re-run this job (a re-run waits for it and triggers no other)')
    expect(summary).toContain(
      '    project-id: ${{ vars.DOCS_PROJECT_ID }} # acme-docs\n    status-id: status_0001\n</code></pre>',
    )
  })

  it('waits for the deployment status-id names, triggering none; with wait: false it reads it once', async () => {
    await withServers({}, async ({ platform }) => {
      const started = await runAction({ inputs: deployInputs(platform, { wait: 'false' }) })
      const statusId = started.outputs['status-id'] ?? ''
      const looked = await runAction({ inputs: deployInputs(platform, { 'status-id': statusId, wait: 'false' }) })
      expectEnding(looked, 'success')
      expect(looked.outputs).toMatchObject({ 'status-id': statusId, 'deployment-status': 'queued' })
      expect(summaryText(looked).headline).toBe('ℹ️ Docs deployment: Not waited for')
      expect(renderGfm(looked.summary)).toContain('Re-run this job to keep waiting')
      const resumed = await runAction({ inputs: deployInputs(platform, { 'status-id': statusId }) })
      expectEnding(resumed, 'success')
      expect(resumed.outputs).toMatchObject({ 'status-id': statusId, 'deployment-status': 'success' })
      expect(routes(platform)).toEqual(['update 202', 'update-status 200', 'update-status 200', 'update-status 200'])
      expect(platform.deployments.size).toBe(1)
    })
  })

  it('judges a deployment already ended when it looks at it once: a failure fails the step', async () => {
    await withServers({ platform: { deployment: { statuses: ['failure'] } } }, async ({ platform }) => {
      await runAction({ inputs: deployInputs(platform, { wait: 'false' }) })
      const looked = await runAction({ inputs: deployInputs(platform, { 'status-id': FIRST_STATUS, wait: 'false' }) })
      expectEnding(looked, 'failure')
      expect(looked.outputs['deployment-status']).toBe('failure')
    })
  })
})
