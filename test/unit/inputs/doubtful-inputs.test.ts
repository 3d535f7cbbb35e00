import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AGENT_INPUTS } from '../../../src/agent/agent-declaration.ts'
import { readAgentSettings } from '../../../src/agent/agent-inputs.ts'
import { unitlessAmount } from '../../../src/inputs/durations.ts'
import { inputReader, readCommonSettings } from '../../../src/inputs/read-inputs.ts'
import { MODE_NAMES } from '../../../src/modes.ts'
import { logged } from '../support/capture-log.ts'
import { fakeEnvironment } from '../support/fakes.ts'
import { stubInputs } from '../support/stub-inputs.ts'

vi.mock('@actions/core', async (importOriginal) => ({ ...(await importOriginal<object>()), setSecret: vi.fn() }))

/*
 * Common inputs accepted as written, with a warning, because they are likely not what the
 * workflow meant: a timeout with no unit (beside GitHub's timeout-minutes), a key of another form.
 */

const KEYS = { 'api-key': 'mint_abc_123456', 'project-id': 'acme', prompt: 'Update the docs' }

function read(given: Record<string, string>) {
  stubInputs({ ...KEYS, ...given })
  return readCommonSettings(MODE_NAMES)
}

const warnings = () =>
  logged.filter((line) => line.level === 'warning').map((line) => ({ title: line.title, message: line.message }))

beforeEach(() => {
  logged.length = 0
})
afterEach(() => vi.unstubAllEnvs())

describe('a timeout with no unit', () => {
  it('is read as seconds, with one warning naming the minutes and the seconds to write', () => {
    expect(read({ timeout: '40' }).timeoutMs).toBe(40_000)
    expect(warnings()).toEqual([
      {
        title: 'Timeout without a unit',
        message:
          'Input "timeout" is 40 with no unit, read as 40 seconds. Beside GitHub\'s timeout-minutes it may have meant minutes: write "40m" for 40 minutes, or "40s" to keep 40 seconds and silence this warning.',
      },
    ])
  })

  it('names the amount as written, a fraction or spaces around it included', () => {
    expect(read({ timeout: ' 1.5 ' }).timeoutMs).toBe(1_500)
    expect(warnings()[0]?.message).toContain('write "1.5m" for 1.5 minutes, or "1.5s"')
  })

  it.each(['40s', '40m', '1h', '2500ms', '30M'])('is not warned of when a unit is written: %s', (timeout) => {
    read({ timeout })
    expect(warnings()).toEqual([])
  })

  it('is refused, without a warning first, when out of bounds', () => {
    expect(() => read({ timeout: '0' })).toThrow('Input "timeout" must be a duration greater than zero')
    expect(warnings()).toEqual([])
  })

  it('is warned of for timeout alone: a bare poll-interval reads as seconds, as an interval between checks would', () => {
    const common = read({ timeout: '30m', 'poll-interval': '15' })
    expect(readAgentSettings(common, inputReader(AGENT_INPUTS), fakeEnvironment()).pollIntervalMs).toBe(15_000)
    expect(warnings()).toEqual([])
  })

  it('is told from a duration with a unit, and from no duration', () => {
    expect([unitlessAmount('40'), unitlessAmount('40s'), unitlessAmount('soon'), unitlessAmount('')]).toEqual([
      '40',
      undefined,
      undefined,
      undefined,
    ])
  })
})

describe('an API key that does not start with mint_', () => {
  it('is read as given, with one warning naming the form expected and no part of the key', () => {
    const key = 'sk_test_Q7vX9zR2pL4wN8kT3mYb'
    expect(read({ 'api-key': key }).apiKey).toBe(key)
    const [warning, ...more] = warnings()
    expect(more).toEqual([])
    expect(warning?.title).toBe('API key not in the expected form')
    expect(warning?.message).toMatch(
      /^Input "api-key" does not start with "mint_", as the platform's admin API keys do/,
    )
    for (let start = 0; start + 4 <= key.length; start++)
      expect(warning?.message).not.toContain(key.slice(start, start + 4))
  })

  it.each(['mint_abc_123456', 'mint_'])('is not warned of when it does: %s', (key) => {
    read({ 'api-key': key })
    expect(warnings()).toEqual([])
  })

  it('is refused, without a warning first, when it could not travel in a header', () => {
    expect(() => read({ 'api-key': 'sk test' })).toThrow('Input "api-key" must be one key of visible ASCII characters')
    expect(warnings()).toEqual([])
  })
})
