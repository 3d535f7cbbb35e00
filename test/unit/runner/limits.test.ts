import { describe, expect, it } from 'vitest'
import { conclusionOf } from '../../../src/step/result.ts'
import { bounded, CancelledError, DeadlineError, pause } from '../../../src/runner/limits.ts'
import { testLimits } from '../support/fakes.ts'

const never = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted late'))))

describe('bounded: every wait ends by the deadline and on cancellation', () => {
  it('returns what the work returns', async () => {
    await expect(bounded(testLimits(), 'reading', () => Promise.resolve(7))).resolves.toBe(7)
  })

  it('stops at the deadline, even for work that ignores its signal', async () => {
    const startedAt = Date.now()
    await expect(
      bounded(testLimits(150), 'reading the release from GitHub', () => new Promise(() => {})),
    ).rejects.toThrow(new DeadlineError('The timeout ran out while reading the release from GitHub.'))
    expect(Date.now() - startedAt).toBeLessThan(1_000)
  })

  it('stops on cancellation and aborts the signal it gave the work', async () => {
    const limits = testLimits()
    let seen: AbortSignal | undefined
    const pending = bounded(limits, 'uploading', (signal) => ((seen = signal), never(signal)))
    setTimeout(limits.cancel, 20)
    await expect(pending).rejects.toThrow(new CancelledError('Cancelled while uploading.'))
    expect(seen?.aborted).toBe(true)
  })

  it('does not start work when the step is already out of time', async () => {
    let started = false
    await expect(bounded(testLimits(-1), 'x', () => ((started = true), Promise.resolve()))).rejects.toThrow(
      DeadlineError,
    )
    expect(started).toBe(false)
  })
})

describe('pause', () => {
  it('clamps a wait past what a timer holds instead of firing at once', async () => {
    const limits = testLimits()
    const pending = pause(limits, 2 ** 40, 'waiting')
    const early = await Promise.race([
      pending.then(() => 'fired'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 100)),
    ])
    expect(early).toBe('still waiting')
    limits.cancel()
    await expect(pending).rejects.toThrow(new CancelledError('Cancelled while waiting.'))
  })
})

describe('conclusionOf', () => {
  it('reads the step state and the causes an error wraps', () => {
    expect(conclusionOf(new Error('x'), testLimits())).toBe('failure')
    expect(conclusionOf(new Error('wrapped', { cause: new DeadlineError('late') }), testLimits())).toBe('timed-out')
    expect(conclusionOf(new Error('x'), testLimits(-1))).toBe('timed-out')
    const cancelled = testLimits()
    cancelled.cancel()
    expect(conclusionOf(new Error('x'), cancelled)).toBe('cancelled')
  })
})
