import { describe, expect, it } from 'vitest'
import { capitalize } from '../../../src/text/format.ts'
import { runAction, type ActionRun, type RunOptions } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import type { FaultKind } from '../../simulator/faults.ts'
import type { Simulator } from '../../simulator/server.ts'
import { automationInputs } from '../automation/automation-helpers.ts'
import { expectEnding, failureAnnotation, platformInputs, summaryText } from '../helpers.ts'
import { PULL_REQUEST_RUN } from '../preview/preview-helpers.ts'

/**
 * Every write to the platform, attacked through the bundle: a write is sent again only after a
 * 429, the one answer that says the platform did not act. After any other answer (a 503 that asks
 * to come back later included) the simulator has acted, and the step must end "unknown", saying
 * what to check, having sent the write once, though the simulator would answer it at once.
 */
interface Write {
  readonly route: 'create' | 'message' | 'update' | 'preview' | 'automation'
  /** The step that sends the write, once what it needs exists (a job for a follow-up message). */
  readonly step: (platform: Simulator) => Promise<RunOptions & { readonly inputs: Record<string, string> }>
  /** The step's name in its summary's headline and annotation's title. */
  readonly name: string
  /** The unknown ending, as the headline says it, and what the step says to check. */
  readonly unknown: string
  readonly check: string
}

const agentInputs = (platform: Simulator) => ({ ...platformInputs(platform), prompt: 'Refresh the changelog.' })

const WRITES: readonly Write[] = [
  {
    route: 'create',
    step: (platform) => Promise.resolve({ inputs: agentInputs(platform) }),
    name: 'Docs agent',
    unknown: 'a job may have been created',
    check: 'Check the agent jobs of the project on the dashboard (a re-run of this job creates none again)',
  },
  {
    route: 'message',
    step: async (platform) => {
      await runAction({ inputs: { ...agentInputs(platform), wait: 'false' } })
      return { inputs: { ...agentInputs(platform), 'job-id': 'job_0001', prompt: 'Also update the FAQ.' } }
    },
    name: 'Docs agent',
    unknown: 'the message may have been delivered',
    check: 'Check the job on the dashboard (a re-run of this job sends nothing again)',
  },
  {
    route: 'update',
    step: (platform) => Promise.resolve({ inputs: platformInputs(platform, 'deploy') }),
    name: 'Docs deployment',
    unknown: 'a deployment may have been triggered',
    check: "Check the project's deployments on the dashboard: a re-run of this job triggers none again",
  },
  {
    route: 'preview',
    step: (platform) =>
      Promise.resolve({ inputs: { ...platformInputs(platform, 'preview'), comment: 'off' }, env: PULL_REQUEST_RUN }),
    name: 'Docs preview',
    unknown: 'a preview deployment may have been triggered',
    check: "Check the project's deployments on the dashboard: a re-run of this job triggers none again",
  },
  {
    route: 'automation',
    step: (platform) => Promise.resolve({ inputs: automationInputs(platform) }),
    name: 'Docs automation',
    unknown: 'a run may have been queued',
    check: "Check the automation's runs on the dashboard's Automations page",
  },
]

type Ending = 'failure' | 'timed-out'

/** Answers after which the platform may have acted, with the step's own inputs for the attack and how it ends. */
const MAY_HAVE_ACTED: readonly (readonly [string, FaultKind, Record<string, string>, Ending])[] = [
  ['HTTP 503 with Retry-After: 1', { type: 'status', status: 503, retryAfter: '1' }, {}, 'failure'],
  ['HTTP 502', { type: 'status', status: 502 }, {}, 'failure'],
  ['HTTP 500 with Retry-After: 1', { type: 'status', status: 500, retryAfter: '1' }, {}, 'failure'],
  ['HTTP 408', { type: 'status', status: 408 }, {}, 'failure'],
  ['a connection reset after the request was read', { type: 'reset' }, {}, 'failure'],
  // The step's timeout cuts the request's own limit short, so no test waits 30 seconds.
  ['no answer within the request timeout', { type: 'slow', delayMs: 4_000 }, { timeout: '1s' }, 'timed-out'],
]

const CASES = WRITES.flatMap((write) =>
  MAY_HAVE_ACTED.map(([answer, fault, inputs, ending]) => ({
    write,
    answer,
    fault,
    inputs,
    ending,
    route: write.route,
  })),
)

/** The write's requests the simulator received: each one it acted on. */
function writesReceived(platform: Simulator, route: Write['route']): number {
  return platform.requests.filter((request) => request.method === 'POST' && request.route === route).length
}

async function attack(write: Write, fault: FaultKind, extra: Record<string, string> = {}) {
  return withServers({ platform: { faults: [{ route: write.route, fault }] } }, async ({ platform }) => {
    const options = await write.step(platform)
    const run = await runAction({ ...options, inputs: { ...options.inputs, ...extra } })
    return { run, sent: writesReceived(platform, write.route) }
  })
}

function expectUnknownEnding(run: ActionRun, write: Write, ending: Ending): void {
  expectEnding(run, ending)
  expect(run.outputs['error']).toMatch(/^Could not confirm the request to /)
  expect(run.outputs['error']).toContain(write.check)
  const timedOut = ending === 'timed-out'
  expect(failureAnnotation(run)?.title).toBe(`${write.name} step ${timedOut ? 'timed out' : 'failed'}`)
  const summary = summaryText(run)
  expect(summary.headline).toBe(
    timedOut ? `⏱️ ${write.name}: Timed out: ${write.unknown}` : `❌ ${write.name}: ${capitalize(write.unknown)}`,
  )
  expect(summary.paragraphs.join('\n')).toContain(write.check)
  expect(run.stdout).not.toContain('retrying in')
}

describe('a write the platform may have acted on is never sent again', () => {
  it.each(CASES)('$route after $answer: sent once, ended as unknown', async ({ write, fault, inputs, ending }) => {
    const { run, sent } = await attack(write, fault, inputs)
    expect(sent).toBe(1)
    expectUnknownEnding(run, write, ending)
  })
})

describe('a write answered 429 was not acted on, so it is sent again', () => {
  it.each(WRITES.map((write) => ({ write, route: write.route })))(
    '$route after a 429 with Retry-After: 1: sent twice, and the step succeeds',
    async ({ write }) => {
      const { run, sent } = await attack(write, { type: 'status', status: 429, retryAfter: '1' })
      expect(sent).toBe(2)
      expectEnding(run, 'success')
      expect(run.stdout).toMatch(/\(HTTP 429 — Simulated HTTP 429\); retrying in 1s\./)
    },
  )
})
