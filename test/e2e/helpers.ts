import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'
import { runAction, type ActionRun, type RunOptions } from '../harness/run-action.ts'
import { renderedSummary } from '../render/dom.ts'
import { SIMULATOR_API_KEY, SIMULATOR_PROJECT, type Simulator } from '../simulator/server.ts'

export { SIMULATOR_API_KEY, SIMULATOR_PROJECT }

/** Inputs that point the action at the simulator; the modes that wait also poll it quickly. */
export function platformInputs(
  simulator: Pick<Simulator, 'url'>,
  mode: 'agent' | 'visitors' | 'deploy' | 'preview' = 'agent',
): Record<string, string> {
  const common = { 'api-key': SIMULATOR_API_KEY, 'project-id': SIMULATOR_PROJECT, 'base-url': simulator.url }
  if (mode === 'visitors') return { ...common, mode: 'visitors' }
  return { ...common, ...(mode === 'agent' ? {} : { mode }), 'poll-interval': '100ms' }
}

/** The same inputs for a step of the mode's own action (`deploy/action.yml`), which has no `mode`. */
export function withoutMode(inputs: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(inputs).filter(([name]) => name !== 'mode'))
}

/** The key may appear only in the `::add-mask::` command that tells the runner to hide it. */
export function expectKeyNeverShown(run: ActionRun, key = SIMULATOR_API_KEY): void {
  const lines = `${run.stdout}\n${run.stderr}`.split('\n').filter((line) => line.includes(key))
  expect(lines).toEqual([`::add-mask::${key}`])
  expect(JSON.stringify(run.outputs) + run.summary).not.toContain(key)
}

/** The `::error title=…::message` annotation that fails the step. */
export function failureAnnotation(run: ActionRun): { title: string; message: string } | undefined {
  const line = run.stdout.split('\n').find((text) => text.startsWith('::error'))
  const match = line ? /^::error(?: title=([^:]*))?::(.*)$/.exec(line) : null
  return match ? { title: decodeProperty(match[1] ?? ''), message: decodeCommand(match[2] ?? '') } : undefined
}

/** The message of the failed step's annotation, as the user reads it. */
export function failureMessage(run: ActionRun): string {
  return failureAnnotation(run)?.message ?? ''
}

export function decodeCommand(text: string): string {
  return text.replaceAll('%0D', '\r').replaceAll('%0A', '\n').replaceAll('%25', '%')
}

function decodeProperty(text: string): string {
  return decodeCommand(text).replaceAll('%3A', ':').replaceAll('%2C', ',')
}

export function routes(simulator: Simulator): string[] {
  return simulator.requests.map((request) => `${request.route} ${request.status}`)
}

/** What every ending sets: the conclusion, the error (empty on success), and an exit code to match. */
export function expectEnding(
  run: ActionRun,
  conclusion: 'success' | 'skipped' | 'failure' | 'timed-out' | 'cancelled',
): void {
  expect(run.outputs['conclusion']).toBe(conclusion)
  if (conclusion === 'success' || conclusion === 'skipped') {
    expect(run.exitCode).toBe(0)
    expect(run.outputs['error']).toBe('')
  } else {
    expect(run.exitCode).not.toBe(0)
    expect(run.outputs['error']).toBe(failureMessage(run))
    expect(run.outputs['error']).not.toBe('')
  }
  expect(run.summary).not.toBe('')
}

/**
 * Runs the action and sends it SIGTERM (as a cancelled workflow does; or `signal`, such as a
 * SIGKILL for a crash) once `ready` holds, a text its log shows or a test of it; returns the run
 * and how long the step took to exit after the signal.
 */
export async function cancelWhen(
  options: RunOptions,
  ready: string | ((stdout: string) => boolean),
  signal: NodeJS.Signals = 'SIGTERM',
) {
  const isReady = typeof ready === 'string' ? (stdout: string) => stdout.includes(ready) : ready
  let signalledAt = 0
  const run = await runAction({
    ...options,
    onStart: (child) => {
      const timer = setInterval(() => {
        if (!isReady(child.stdout())) return
        clearInterval(timer)
        signalledAt = Date.now()
        child.kill(signal)
      }, 10)
    },
  })
  return { run, stoppedWithinMs: Date.now() - signalledAt }
}

/** The summary as a reader sees it: its headline (the first `h2`) and the text of each paragraph. */
export function summaryText(run: Pick<ActionRun, 'summary'>): { headline: string; paragraphs: string[] } {
  const $ = renderedSummary(run.summary)
  return {
    headline: $('h2').first().text(),
    paragraphs: $('p')
      .map((_, paragraph) => $(paragraph).text())
      .get(),
  }
}

/** The path of an event payload fixture in test/fixtures/events, for `GITHUB_EVENT_PATH`. */
export function eventFile(name: string): string {
  return fileURLToPath(new URL(`../fixtures/events/${name}`, import.meta.url))
}
