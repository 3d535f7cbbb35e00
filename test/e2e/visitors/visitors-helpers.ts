import type { Simulator } from '../../simulator/server.ts'
import { platformInputs } from '../helpers.ts'

/** Inputs of a visitors-mode step against the simulator, with `extra` on top. */
export function visitorsInputs(simulator: Pick<Simulator, 'url'>, extra: Record<string, string> = {}) {
  return { ...platformInputs(simulator, 'visitors'), ...extra }
}

/**
 * Unique visitors alone, for one period, as 1.0.0's defaults reported: for tests that count a
 * report's files, requests or summary paragraphs and are about something else than its sections.
 */
export const VISITORS_ONLY = { include: 'visitors', compare: 'off' } as const

/** Requests the simulator answered, counted by route (retries and refusals included). */
export function requestsByRoute(simulator: Simulator): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const request of simulator.requests) counts[request.route] = (counts[request.route] ?? 0) + 1
  return counts
}

/** `YYYY-MM-DD` of today plus `days`, UTC, as the action resolves `-7d`. */
export function todayPlus(days: number): string {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10)
}
