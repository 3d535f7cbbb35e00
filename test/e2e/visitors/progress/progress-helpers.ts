import { ProgressKeys } from '../../../../src/visitors/progress/progress-seal.ts'
import type { ActionRun } from '../../../harness/run-action.ts'
import { SIMULATOR_PROJECT } from '../../../simulator/server.ts'
import { weeklyRun, type HistoryServers, type WeeklyRun } from '../history/history-helpers.ts'

/** The last full week, as the defaults make it: a report continued on a schedule names no dates. */
export const DEFAULT_DATES = { 'date-from': '-7d', 'date-to': 'today' } as const

/** Analytics requests the platform answered, 429s included. */
export function analyticsRequests(servers: HistoryServers): number {
  return servers.platform.requests.filter((request) => request.route !== 'unknown').length
}

/**
 * Runs of the same step, one after the other as an hourly schedule starts them, until one ends
 * with the report complete (or `maxRuns`): each recorded as GitHub would list it, so the next
 * finds its progress.
 */
export async function runUntilComplete(
  servers: HistoryServers,
  first: Omit<WeeklyRun, 'runId'> & { readonly runId: number },
  maxRuns: number,
  between?: (run: ActionRun, index: number) => void,
): Promise<(ActionRun & { readonly uploaded: Map<string, Buffer> })[]> {
  const runs: (ActionRun & { readonly uploaded: Map<string, Buffer> })[] = []
  for (let index = 0; index < maxRuns; index++) {
    const run = await weeklyRun(servers, { ...first, runId: first.runId + index })
    runs.push(run)
    between?.(run, index)
    if (run.outputs['report-state'] !== 'partial') break
  }
  return runs
}

/** report.json without what is the run's own: when it was made and the requests this run sent. */
export function reportWithoutRunFields(uploaded: Map<string, Buffer>): Record<string, unknown> {
  const report = JSON.parse(uploaded.get('report.json')?.toString() ?? '{}') as Record<string, unknown>
  delete report['generatedAt']
  delete report['requests']
  return report
}

/** progress.json's text for `record`, signed with `apiKey` as the action signs one: as anyone who holds the key can. */
export function signedWith(record: Record<string, unknown>, apiKey: string): Buffer {
  const rest = Object.fromEntries(Object.entries(record).filter(([name]) => name !== 'mac'))
  const body = JSON.stringify(rest)
  return Buffer.from(JSON.stringify({ ...rest, mac: new ProgressKeys(apiKey, SIMULATOR_PROJECT).sign(body) }))
}
