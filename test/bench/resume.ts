/**
 * The report over several runs, for `npm run bench`: a compared report of visitors and views,
 * made once uncapped and once continued by runs of `max-requests: 100` (as an hourly schedule
 * would), beside each other: analytics requests per 1,000 paths, the requests and wall time the
 * resumed report spends in all, and the runs it takes. Request counts do not depend on the
 * machine, so they are checked: the resumed report must spend no more than the uncapped one.
 */
import { weeklyRun } from '../e2e/visitors/history/history-helpers.ts'
import { runUntilComplete } from '../e2e/visitors/progress/progress-helpers.ts'
import { withServers } from '../harness/servers.ts'

export interface ResumeMeasure {
  readonly name: string
  readonly paths: number
  readonly runs: number
  readonly requests: number
  readonly seconds: number
}

const INPUTS = { include: 'views' }

async function measure(paths: number, cap: string | undefined): Promise<ResumeMeasure> {
  const servers = {
    platform: { analytics: { rows: paths } },
    github: { commits: [], tags: {} },
    artifacts: true,
  } as const
  return withServers(servers, async (ready) => {
    const started = performance.now()
    const inputs = cap ? { ...INPUTS, 'max-requests': cap } : INPUTS
    const runs = cap
      ? await runUntilComplete(ready, { runId: 10, weeksAgo: 0, inputs }, 100)
      : [await weeklyRun(ready, { runId: 10, weeksAgo: 0, inputs })]
    if (runs.at(-1)?.outputs['report-state'] !== 'complete') throw new Error('The report did not complete.')
    const requests = ready.platform.requests.filter((request) => request.route !== 'unknown').length
    const name = cap ? `continued, max-requests ${cap}` : 'one run, uncapped'
    return { name, paths, runs: runs.length, requests, seconds: (performance.now() - started) / 1_000 }
  })
}

/** The uncapped and the continued report of `paths` paths, side by side. */
export async function resumeFigures(paths: number): Promise<readonly [ResumeMeasure, ResumeMeasure]> {
  const uncapped = await measure(paths, undefined)
  const continued = await measure(paths, '100')
  if (continued.requests > uncapped.requests)
    throw new Error(
      `The continued report spent ${continued.requests} requests, more than the uncapped ${uncapped.requests}.`,
    )
  return [uncapped, continued]
}
