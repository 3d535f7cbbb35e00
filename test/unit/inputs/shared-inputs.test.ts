import { afterEach, describe, expect, it } from 'vitest'
import { vi } from 'vitest'
import { joinModeInputs, joinModeOutputs, modesNamed, type InputDeclaration } from '../../../src/inputs/declaration.ts'
import { inputReader } from '../../../src/inputs/read-inputs.ts'
import { rejectInputsOfOtherModes } from '../../../src/inputs/step-action.ts'
import { readWaitSettings, WAITING_INPUTS } from '../../../src/inputs/waiting-inputs.ts'
import { MODES } from '../../../src/modes.ts'
import { stubInputs } from '../support/stub-inputs.ts'

afterEach(() => void vi.unstubAllEnvs())

/** An input several modes read is one declaration naming them; the table joins it once, and other modes refuse it naming them. */
describe('inputs several modes share', () => {
  const shared: InputDeclaration = { default: 'x', description: 'A and b modes: shared.', modes: ['a', 'b'] }

  it('join once, in the place of the first mode that reads them', () => {
    const own: InputDeclaration = { default: '', description: 'B mode: its own.' }
    const joined = joinModeInputs({ a: { inputs: { one: shared } }, b: { inputs: { zero: own, one: shared } } })
    expect(Object.keys(joined)).toEqual(['one', 'zero'])
  })

  it('refuse two declarations of one name, and a declaration that names other modes than read it', () => {
    const copy = { ...shared }
    expect(() => joinModeInputs({ a: { inputs: { one: shared } }, b: { inputs: { one: copy } } })).toThrow(
      'the inputs: "one" is declared twice; modes that share an input share its declaration.',
    )
    expect(() => joinModeInputs({ a: { inputs: { one: shared } }, c: { inputs: { one: shared } } })).toThrow(
      'the inputs: "one" is read by a, c; its declaration names a, b.',
    )
    expect(() => joinModeInputs({ a: { inputs: { one: { default: '', description: 'A mode.' } } } })).not.toThrow()
  })

  it('share an output only when both describe it alike', () => {
    expect(joinModeOutputs({ a: { outputs: { id: 'The id.' } }, b: { outputs: { id: 'The id.' } } })).toEqual({
      id: 'The id.',
    })
    expect(() => joinModeOutputs({ a: { outputs: { id: 'The id.' } }, b: { outputs: { id: 'Its id.' } } })).toThrow(
      'the outputs: "id" is declared twice',
    )
  })

  it('name the modes as an error says them', () => {
    expect(modesNamed(['agent'])).toBe('mode "agent"')
    expect(modesNamed(['agent', 'deploy'])).toBe('modes "agent" and "deploy"')
    expect(modesNamed(['agent', 'deploy', 'preview'])).toBe('modes "agent", "deploy" and "preview"')
  })

  it('are accepted by each mode that reads them, and refused by another, naming the modes', () => {
    stubInputs({ wait: 'false', 'poll-interval': '1m' })
    expect(() => rejectInputsOfOtherModes('agent', MODES)).not.toThrow()
    expect(() => rejectInputsOfOtherModes('deploy', MODES)).not.toThrow()
    expect(() => rejectInputsOfOtherModes('preview', MODES)).not.toThrow()
    expect(() => rejectInputsOfOtherModes('visitors', MODES)).toThrow(
      'Input "wait" applies to modes "agent", "deploy" and "preview" only; this step runs mode "visitors".',
    )
    vi.unstubAllEnvs()
    stubInputs({ comment: 'off' })
    expect(() => rejectInputsOfOtherModes('preview', MODES)).not.toThrow()
    expect(() => rejectInputsOfOtherModes('deploy', MODES)).toThrow(
      'Input "comment" applies to modes "agent" and "preview" only; this step runs mode "deploy".',
    )
  })
})

describe('wait and poll-interval', () => {
  const common = { timeoutMs: 60_000 } as Parameters<typeof readWaitSettings>[0]

  it('read as the agent always read them', () => {
    stubInputs({})
    expect(readWaitSettings(common, inputReader(WAITING_INPUTS))).toEqual({ wait: true, pollIntervalMs: 10_000 })
    stubInputs({ wait: 'FALSE', 'poll-interval': '250ms' })
    expect(readWaitSettings(common, inputReader(WAITING_INPUTS))).toEqual({ wait: false, pollIntervalMs: 250 })
  })

  it.each([
    [{ wait: 'soon' }, 'Input "wait" must be true or false; got "soon".'],
    [{ 'poll-interval': '2h' }, 'Input "poll-interval" must be from 100ms to 1h; got "2h".'],
    [{ 'poll-interval': '2m', timeout: '1m' }, 'Input "poll-interval" (2m) may not exceed "timeout" (1m).'],
  ])('refuse %j', (given, message) => {
    stubInputs(given)
    expect(() => readWaitSettings(common, inputReader(WAITING_INPUTS))).toThrow(message)
  })
})
