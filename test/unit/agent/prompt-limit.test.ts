import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { MAX_INLINE_PROMPT_BYTES } from '../../../src/agent/prompt-file.ts'

/**
 * The runner hands inputs over as environment variables, and Linux holds at most 128 KiB in one
 * (name and "=" included): the documented limit of the `prompt` input must be one a runner can
 * actually pass, or the action's own clear message is never seen.
 */
describe.runIf(process.platform === 'linux')('the documented prompt limit', () => {
  it('can be passed the way the runner passes inputs', () => {
    const result = spawnSync(process.execPath, ['-e', ''], {
      env: { PATH: process.env['PATH'] ?? '', INPUT_PROMPT: 'x'.repeat(MAX_INLINE_PROMPT_BYTES) },
    })
    expect(result.error && 'code' in result.error ? result.error.code : undefined).toBeUndefined()
  })
})
