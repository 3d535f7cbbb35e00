import { beforeEach, describe, expect, it } from 'vitest'
import type { DeploySettings } from '../../../src/deploy/deploy-settings.ts'
import { runDeployMode } from '../../../src/deploy/run-deploy.ts'
import { AmbiguousWriteError, PlatformError } from '../../../src/platform/errors.ts'
import type { PlatformCall } from '../../../src/platform/platform-client.ts'
import { renderGfm } from '../../render/gfm.ts'
import { logged } from '../support/capture-log.ts'
import { collaborators, deploySettings, fakePlatform, testLimits } from '../support/fakes.ts'

beforeEach(() => void logged.splice(0))

const TRIGGER = { kind: 'trigger' } as const

/** A platform whose deployment goes through `statuses` on successive reads (the last repeats). */
function deploymentPlatform(statuses: string[], onTrigger: () => unknown = () => ({ statusId: 'st_1' })) {
  let reads = 0
  return fakePlatform((call: PlatformCall<unknown>) => {
    if (call.endpoint === 'trigger update') return onTrigger()
    return { _id: 'st_1', status: statuses[Math.min(reads++, statuses.length - 1)] }
  })
}

async function deploy(platform: ReturnType<typeof fakePlatform>, settings: DeploySettings, limits = testLimits()) {
  const context = collaborators(platform, limits)
  const result = await runDeployMode(settings, context)
  return { result, published: context.published, summary: renderGfm(result.summary?.render() ?? '') }
}

describe('deploy mode endings, with fake collaborators', () => {
  it('triggers, publishes the status id at once, waits and passes on success', async () => {
    const platform = deploymentPlatform(['queued', 'in_progress', 'success'])
    const { result, published } = await deploy(platform, deploySettings(TRIGGER))
    expect(published).toEqual(['st_1'])
    expect(result.failure).toBeUndefined()
    expect(result.outputs).toEqual({ 'status-id': 'st_1', 'deployment-status': 'success' })
    expect(platform.calls.map((call) => call.endpoint)).toEqual([
      'trigger update',
      ...Array<string>(3).fill('update status'),
    ])
    expect(logged).toContainEqual({
      level: 'info',
      message: expect.stringMatching(/^Deployment st_1: queued → in_progress after \d+ms\.$/) as string,
    })
  })

  it('fails the step on failure, whatever else the answer says', async () => {
    const { result } = await deploy(deploymentPlatform(['failure']), deploySettings(TRIGGER))
    expect(result.failure).toMatchObject({ conclusion: 'failure', title: 'Docs deployment step failed' })
    expect(result.failure?.message).toBe(
      'Deployment "st_1" ended with status "failure". Its log is on the dashboard, among the project\'s deployments.',
    )
  })

  it('treats a status it does not know as still under way, warning once', async () => {
    const { result } = await deploy(deploymentPlatform(['building', 'building', 'success']), deploySettings(TRIGGER))
    expect(result.failure).toBeUndefined()
    expect(logged.filter((line) => line.title === 'Unknown deployment status')).toHaveLength(1)
  })

  it('reports a trigger whose answer was lost as unknown, with no status id and no step to paste', async () => {
    const platform = deploymentPlatform([], () => {
      throw new AmbiguousWriteError('Could not confirm the request to trigger the deployment: HTTP 502.')
    })
    const { result, published, summary } = await deploy(platform, deploySettings(TRIGGER))
    expect(published).toEqual([])
    expect(result.outputs).toEqual({})
    expect(result.failure?.message).toBe('Could not confirm the request to trigger the deployment: HTTP 502.')
    expect(summary).toContain('<h2>❌ Docs deployment: A deployment may have been triggered</h2>')
    expect(summary).not.toContain('status-id:')
    expect(platform.calls).toHaveLength(1)
  })

  it('says no deployment was triggered when the trigger was refused', async () => {
    const platform = deploymentPlatform([], () => {
      throw new PlatformError('The platform refused the request to trigger the deployment (HTTP 403).', 403)
    })
    const { result } = await deploy(platform, deploySettings(TRIGGER))
    expect(result.failure?.message).toBe(
      'The platform refused the request to trigger the deployment (HTTP 403). No deployment was triggered.',
    )
  })

  it('ends cancelled, with the status id to wait again, when cancelled while waiting', async () => {
    const limits = testLimits()
    const platform = fakePlatform((call) => {
      if (call.endpoint === 'trigger update') return { statusId: 'st_1' }
      limits.cancel()
      return { status: 'in_progress' }
    })
    const { result, summary } = await deploy(platform, deploySettings(TRIGGER, { pollIntervalMs: 60_000 }), limits)
    expect(result.failure?.conclusion).toBe('cancelled')
    expect(result.outputs).toEqual({ 'status-id': 'st_1', 'deployment-status': 'in_progress' })
    expect(summary).toContain('DOCS_PROJECT_ID }} # acme\n    status-id: st_1\n</code>')
  })

  it('follows the deployment status-id names without triggering, and reads it once with wait: false', async () => {
    const platform = deploymentPlatform(['in_progress'])
    const { result, summary } = await deploy(
      platform,
      deploySettings({ kind: 'resume', statusId: 'st_1' }, { wait: false }),
    )
    expect(platform.calls.map((call) => call.endpoint)).toEqual(['update status'])
    expect(result.failure).toBeUndefined()
    expect(summary).toContain('<h2>ℹ️ Docs deployment: Not waited for</h2>')
    expect(summary).toContain('Re-run this job to keep waiting')
  })
})
