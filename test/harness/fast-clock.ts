import { createRequire, syncBuiltinESMExports } from 'node:module'

/**
 * A clock that runs faster, for a step that waits for long (a 40-minute agent job): preloaded
 * into the action's process after pinned-clock.ts (`nodeArguments: fastClock(1000)`), it makes
 * `Date` run `speed` times faster from the moment it loads, and the step's pauses
 * (`node:timers/promises`' setTimeout, which `pause` in src/runner/limits.ts sleeps on) as much
 * shorter. Other timers (undici's request timeouts) keep real time: only the waiting is sped up.
 */

export const SPEED_VARIABLE = 'TEST_CLOCK_SPEED'

/** The node arguments that run the action on a clock `speed` times faster; with `env: fastClockEnv(speed)`. */
export function fastClock(): string[] {
  return ['--import', new URL('fast-clock.ts', import.meta.url).href]
}

export function fastClockEnv(speed: number): Record<string, string> {
  return { [SPEED_VARIABLE]: String(speed) }
}

function install(speed: number): void {
  const require = createRequire(import.meta.url)
  const promises = require('node:timers/promises') as { setTimeout: (ms?: number, ...rest: unknown[]) => unknown }
  const sleep = promises.setTimeout
  const Pinned = globalThis.Date
  const base = Pinned.now()
  const realStart = performance.now()
  const now = () => base + Math.round((performance.now() - realStart) * speed)
  globalThis.Date = new Proxy(Pinned, {
    construct: (target, args: unknown[], newTarget: NewableFunction) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object,
    apply: () => new Pinned(now()).toString(),
    get: (target, property, receiver): unknown => (property === 'now' ? now : Reflect.get(target, property, receiver)),
  })
  promises.setTimeout = (ms = 1, ...rest) => sleep(ms / speed, ...rest)
  syncBuiltinESMExports()
}

const speed = Number(process.env[SPEED_VARIABLE])
if (process.env['VITEST_WORKER_ID'] === undefined && speed > 1) install(speed)
