import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { MAX_INLINE_PROMPT_BYTES } from '../../src/agent/prompt-file.ts'

/**
 * Review: the runner hands inputs to the action as environment variables (INPUT_PROMPT). On
 * Linux one environment string may hold at most MAX_ARG_STRLEN = 131,072 bytes, name and "="
 * included, so a `prompt` input past about 128 KiB never reaches the action: the runner cannot
 * start the step (E2BIG, "Argument list too long"), and the action's own clear message ("Input
 * "prompt" may hold at most 262,144 bytes") is never shown. The README and action.yml promise
 * 256 KiB for `prompt`; only `prompt-file` can carry that.
 */
describe.runIf(process.platform === 'linux')('review: the documented prompt limit', () => {
  it('can be passed the way the runner passes inputs', () => {
    const result = spawnSync(process.execPath, ['-e', ''], {
      env: { PATH: process.env['PATH'] ?? '', INPUT_PROMPT: 'x'.repeat(MAX_INLINE_PROMPT_BYTES) },
    })
    expect(result.error && 'code' in result.error ? result.error.code : undefined).toBeUndefined()
  })
})
