import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import type { FaultKind } from '../../simulator/faults.ts'
import { expectKeyNeverShown, failureMessage, platformInputs, routes } from '../helpers.ts'

const PROMPT = 'Refresh the changelog.'

describe('agent mode under platform faults: never two jobs from one step', () => {
  it.each<[string, FaultKind, string]>([
    ['429 with Retry-After', { type: 'status', status: 429, retryAfter: '1' }, 'create 429'],
  ])('retries creation after %s, where no job was made', async (_, fault, first) => {
    await withServers({ platform: { faults: [{ route: 'create', fault }] } }, async ({ platform: simulator }) => {
      const run = await runAction({ inputs: { ...platformInputs(simulator), prompt: PROMPT } })
      expect(run.exitCode).toBe(0)
      expect(simulator.jobs.size).toBe(1)
      expect(routes(simulator).slice(0, 2)).toEqual([first, 'create 201'])
      expect(run.outputs.status).toBe('completed')
    })
  })

  it.each<[string, FaultKind]>([
    ['HTTP 503 without Retry-After (a proxy may answer so after forwarding)', { type: 'status', status: 503 }],
    [
      'HTTP 503 with Retry-After (a proxy may ask so after forwarding too)',
      { type: 'status', status: 503, retryAfter: '1' },
    ],
    ['HTTP 500', { type: 'status', status: 500 }],
    ['HTTP 502', { type: 'status', status: 502 }],
    ['HTTP 504', { type: 'status', status: 504 }],
    ['a reset connection', { type: 'reset' }],
    ['a malformed body', { type: 'malformed' }],
    ['an HTML body', { type: 'html' }],
  ])('stops after %s on creation, saying a job may exist', async (_, fault) => {
    await withServers(
      { platform: { faults: [{ route: 'create', fault, times: 5 }] } },
      async ({ platform: simulator }) => {
        const run = await runAction({ inputs: { ...platformInputs(simulator), prompt: PROMPT } })
        expect(run.exitCode).toBe(1)
        expect(simulator.jobs.size).toBeLessThanOrEqual(1)
        expect(simulator.requests.filter((request) => request.route === 'create')).toHaveLength(1)
        expect(failureMessage(run)).toMatch(
          /^Could not confirm the request to create the agent job: .*A job may have been created even so\. Check the agent jobs of the project on the dashboard/,
        )
        expectKeyNeverShown(run)
      },
    )
  })

  it('stops when creation gets no answer before the timeout', async () => {
    const faults = [{ route: 'create' as const, fault: { type: 'slow' as const, delayMs: 4_000 } }]
    await withServers({ platform: { faults } }, async ({ platform: simulator }) => {
      const run = await runAction({ inputs: { ...platformInputs(simulator), prompt: PROMPT, timeout: '1s' } })
      expect(run.exitCode).toBe(1)
      expect(failureMessage(run)).toContain(
        'no answer before the request timed out. A job may have been created even so.',
      )
      expect(simulator.requests.filter((request) => request.route === 'create')).toHaveLength(1)
    })
  })

  it('retries polling through 5xx, resets, HTML, malformed and slow answers', async () => {
    const faults = [
      { route: 'get' as const, fault: { type: 'status' as const, status: 500 } },
      { route: 'get' as const, skip: 1, fault: { type: 'reset' as const } },
      { route: 'get' as const, skip: 2, fault: { type: 'html' as const } },
      { route: 'get' as const, skip: 3, fault: { type: 'malformed' as const } },
      { route: 'get' as const, skip: 4, fault: { type: 'status' as const, status: 429, retryAfter: '1' } },
      { route: 'get' as const, skip: 5, fault: { type: 'slow' as const, delayMs: 300 } },
    ]
    await withServers({ platform: { faults } }, async ({ platform: simulator }) => {
      const run = await runAction({ inputs: { ...platformInputs(simulator), prompt: PROMPT } })
      expect(run.exitCode).toBe(0)
      expect(run.outputs.status).toBe('completed')
      expect(simulator.jobs.size).toBe(1)
      expect(routes(simulator).slice(0, 6)).toEqual([
        'create 201',
        'get 500',
        'get reset',
        'get 200',
        'get 200',
        'get 429',
      ])
      expect(run.stdout).toContain('Could not get agent job "job_0001" (HTTP 500 — Simulated HTTP 500); retrying in')
    })
  })

  it('retries a refused connection until the platform comes up, creating one job', async () => {
    await withServers({ platform: { listenAfterMs: 1_200 } }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
      expect(run.exitCode).toBe(0)
      expect(run.stdout).toMatch(/Could not create the agent job \(could not connect \(ECONNREFUSED\)/)
      expect(platform.jobs.size).toBe(1)
    })
  })
})
