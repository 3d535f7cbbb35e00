import { expect } from 'vitest'
import type { ActionRun } from '../harness/run-action.ts'
import {
  SIMULATOR_API_KEY,
  SIMULATOR_PROJECT,
  startSimulator,
  type Simulator,
  type SimulatorOptions,
} from '../simulator/server.ts'

export { SIMULATOR_API_KEY, SIMULATOR_PROJECT }

/** Runs `body` against a fresh simulator and always closes it. */
export async function withSimulator<T>(
  options: SimulatorOptions,
  body: (simulator: Simulator) => Promise<T>,
): Promise<T> {
  const simulator = await startSimulator(options)
  try {
    return await body(simulator)
  } finally {
    await simulator.close()
  }
}

/** Inputs that point the action at the simulator; agent mode also polls it quickly. */
export function platformInputs(
  simulator: Pick<Simulator, 'url'>,
  mode: 'agent' | 'visitors' = 'agent',
): Record<string, string> {
  const common = { 'api-key': SIMULATOR_API_KEY, 'project-id': SIMULATOR_PROJECT, 'base-url': simulator.url }
  return mode === 'agent' ? { ...common, 'poll-interval': '100ms' } : { ...common, mode: 'visitors' }
}

/** The key may appear only in the `::add-mask::` command that tells the runner to hide it. */
export function expectKeyNeverShown(run: ActionRun, key = SIMULATOR_API_KEY): void {
  const lines = `${run.stdout}\n${run.stderr}`.split('\n').filter((line) => line.includes(key))
  expect(lines).toEqual([`::add-mask::${key}`])
  expect(JSON.stringify(run.outputs) + run.summary).not.toContain(key)
}

/** The message of the `::error::` command that core.setFailed prints. */
export function failureMessage(run: ActionRun): string {
  const line = run.stdout.split('\n').find((text) => text.startsWith('::error::'))
  return decodeCommand(line?.slice('::error::'.length) ?? '')
}

export function decodeCommand(text: string): string {
  return text.replaceAll('%0D', '\r').replaceAll('%0A', '\n').replaceAll('%25', '%')
}

export function routes(simulator: Simulator): string[] {
  return simulator.requests.map((request) => `${request.route} ${request.status}`)
}
