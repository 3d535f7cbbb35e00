import type { CommonInputName } from './common-inputs.ts'
import type { InputDeclarations } from './declaration.ts'
import { parseDuration } from './durations.ts'
import { parseBoolean } from './parsers.ts'
import type { CommonSettings, InputReader } from './read-inputs.ts'

/*
 * How a step waits for work the platform does on its own time (an agent job, a deployment, a
 * preview): whether it waits, and how often it asks. Several modes read these inputs, so they
 * are declared once, here, naming those modes; each of them lists this declaration among its own
 * inputs, and another mode refuses them with a message naming the modes they belong to.
 */

export const WAITING_INPUTS = {
  wait: {
    default: 'true',
    description:
      'Agent, deploy and preview modes: wait for the agent job or the deployment to end (true), or return once it is started, the message sent or its status read (false).',
    modes: ['agent', 'deploy', 'preview'],
  },
  'poll-interval': {
    default: '10s',
    description:
      'Agent, deploy and preview modes: time between the first status checks, 100ms to 1h, and not more than timeout. A long wait slows to one a minute, at most 60 an hour.',
    modes: ['agent', 'deploy', 'preview'],
  },
} as const satisfies InputDeclarations

export type WaitingInputName = keyof typeof WAITING_INPUTS

export interface WaitSettings {
  /** `wait: false`: the step returns once the work is started (or, resuming, once its status is read). */
  readonly wait: boolean
  readonly pollIntervalMs: number
}

/** `wait` and `poll-interval`, the interval within 100 ms to 1 h and never longer than `timeout`. */
export function readWaitSettings(
  common: CommonSettings,
  { input, written }: InputReader<CommonInputName | WaitingInputName>,
): WaitSettings {
  const wait = parseBoolean('wait', input('wait'))
  const pollIntervalMs = parseDuration('poll-interval', input('poll-interval'), { minMs: 100, maxMs: 3_600_000 })
  if (pollIntervalMs > common.timeoutMs) {
    const said = (name: 'poll-interval' | 'timeout') =>
      `"${name}" (${input(name)}${written(name).set ? '' : ', its default'})`
    throw new Error(`Input ${said('poll-interval')} may not exceed ${said('timeout')}.`)
  }
  return { wait, pollIntervalMs }
}
