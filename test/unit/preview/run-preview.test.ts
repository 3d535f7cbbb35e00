import { beforeEach, describe, expect, it } from 'vitest'
import type { PlatformCall } from '../../../src/platform/platform-client.ts'
import { runPreviewMode } from '../../../src/preview/run-preview.ts'
import { renderGfm } from '../../render/gfm.ts'
import { logged } from '../support/capture-log.ts'
import { collaborators, fakeEnvironment, fakePlatform, previewSettings } from '../support/fakes.ts'

beforeEach(() => void logged.splice(0))

const PUSH = fakeEnvironment({ eventName: 'push', ref: 'refs/heads/docs-next' })

/** A platform whose preview goes through `statuses` on successive reads (the last repeats). */
function previewPlatform(statuses: string[]) {
  let reads = 0
  return fakePlatform((call: PlatformCall<unknown>) => {
    if (call.endpoint === 'trigger preview')
      return { statusId: 'st_1', previewUrl: 'https://acme-docs-next.mintlify.app' }
    return { _id: 'st_1', status: statuses[Math.min(reads++, statuses.length - 1)] }
  })
}

describe('preview mode, with fake collaborators', () => {
  it('triggers the preview of the branch, waits, and sets its address among the outputs', async () => {
    const platform = previewPlatform(['in_progress', 'success'])
    const context = collaborators(platform, undefined, PUSH)
    const result = await runPreviewMode(previewSettings({}, PUSH), context)
    expect(result.failure).toBeUndefined()
    expect(result.outputs).toEqual({
      'status-id': 'st_1',
      'deployment-status': 'success',
      'preview-url': 'https://acme-docs-next.mintlify.app/',
    })
    expect(platform.calls.map((call) => [call.endpoint, call.json])).toEqual([
      ['trigger preview', { branch: 'docs-next' }],
      ['update status', undefined],
      ['update status', undefined],
    ])
    expect(context.published).toEqual(['st_1'])
    expect(renderGfm(result.summary?.render() ?? '')).toContain('<h2>✅ Docs preview: Deployed</h2>')
  })

  it('sends nothing when the run asks for no preview, and ends skipped with a notice', async () => {
    const deleted = fakeEnvironment({ eventName: 'push', ref: 'refs/heads/old', eventPayload: { deleted: true } })
    const platform = previewPlatform(['success'])
    const result = await runPreviewMode(previewSettings({}, deleted), collaborators(platform, undefined, deleted))
    expect(result.skipped).toBe(true)
    expect(result.failure).toBeUndefined()
    expect(platform.calls).toEqual([])
    expect(logged).toContainEqual(expect.objectContaining({ level: 'notice', title: 'No preview' }))
  })
})
