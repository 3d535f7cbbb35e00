import { describe, expect, it } from 'vitest'
import { fastClock, fastClockEnv } from '../../harness/fast-clock.ts'
import { runAction, type ActionRun } from '../../harness/run-action.ts'
import type { FaultRule } from '../../simulator/faults.ts'
import { withServers } from '../../harness/servers.ts'
import { CHECKS_PER_HOUR } from '../../../src/step/poll-schedule.ts'
import { expectEnding, routes, SIMULATOR_API_KEY, SIMULATOR_PROJECT } from '../helpers.ts'

/*
 * A long agent job waited for as a workflow waits for it: the step's clock runs 1,000 times
 * faster (fast-clock.ts), so 40 minutes pass in 1.2 seconds. The platform counts 100 agent uses
 * an hour per project and does not say whether a status check is one: a wait costs about 60
 * checks an hour, whatever `poll-interval` says, and a 429 while waiting is a longer wait.
 */

const SPEED = 2_000
const MINUTE = 60_000

function longJob(minutes: number) {
  return {
    statuses: [],
    runsFor: { ms: minutes * MINUTE, speed: SPEED },
    prLink: 'https://github.com/acme/docs/pull/42',
  }
}

async function waitForLongJob(minutes: number, inputs: Record<string, string>, faults: readonly FaultRule[] = []) {
  let waited: { run: ActionRun; checks: number } | undefined
  await withServers({ platform: { job: longJob(minutes), faults } }, async ({ platform }) => {
    const run = await runAction({
      inputs: {
        'api-key': SIMULATOR_API_KEY,
        'project-id': SIMULATOR_PROJECT,
        'base-url': platform.url,
        prompt: 'Document the new export endpoint.',
        // Far: on a busy machine each request's real milliseconds are seconds of the step's clock.
        timeout: '24h',
        ...inputs,
      },
      nodeArguments: fastClock(),
      env: fastClockEnv(SPEED),
    })
    waited = { run, checks: routes(platform).filter((route) => route.startsWith('get ')).length }
  })
  return waited!
}

describe('waiting for a 40-minute agent job', () => {
  it('with the default poll-interval (10s) costs under 60 status checks, not 240', async () => {
    const { run, checks } = await waitForLongJob(40, {})
    expectEnding(run, 'success')
    expect(run.outputs['status']).toBe('completed')
    // 10 s for the first 40 s, then a quarter of the time waited, up to a minute: 49 checks on a steady clock.
    // A busy machine makes fewer (its requests take seconds of this clock), never more.
    expect(checks).toBeGreaterThanOrEqual(20)
    expect(checks).toBeLessThanOrEqual(52)
  })

  it('with poll-interval 100ms still keeps within the hour budget', async () => {
    const { run, checks } = await waitForLongJob(40, { 'poll-interval': '100ms' })
    expectEnding(run, 'success')
    expect(checks).toBeLessThanOrEqual(CHECKS_PER_HOUR)
  })

  it('with a longer poll-interval keeps it', async () => {
    const { run, checks } = await waitForLongJob(40, { 'poll-interval': '5m' })
    expectEnding(run, 'success')
    // Every 5 minutes after the create's answer: 5, 10, ..., 40 (45 when 40 comes a moment too soon).
    expect(checks).toBeGreaterThanOrEqual(6)
    expect(checks).toBeLessThanOrEqual(9)
  })
})

describe('429 while waiting', () => {
  it('is a longer wait, never a failure, however many come', async () => {
    const faults: FaultRule[] = [
      { route: 'get', skip: 2, times: 15, fault: { type: 'status', status: 429, retryAfter: '20' } },
    ]
    const { run, checks } = await waitForLongJob(10, {}, faults)
    expectEnding(run, 'success')
    expect(run.outputs['status']).toBe('completed')
    expect(checks).toBeGreaterThan(15)
  })
})
