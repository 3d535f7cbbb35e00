import { describe, expect, it } from 'vitest'
import type { ActionRun } from '../../harness/run-action.ts'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import type { FaultRule } from '../../simulator/faults.ts'
import { expectEnding, expectKeyNeverShown, platformInputs, routes } from '../helpers.ts'

/**
 * Inputs the step accepts as written but warns of, once, before its first request: a timeout with
 * no unit (read as seconds through 2.x, though GitHub's timeout-minutes beside it counts minutes)
 * and an API key not in the admin keys' form. The debug log names each request as it goes out,
 * so the warning's place before the first one is read from the log itself.
 */
const PROMPT = 'Refresh the changelog.'
const DEBUG = { RUNNER_DEBUG: '1' }

/** Where the warning titled `title` stands in the log, and where the first request does; -1 when absent. */
function warningBeforeFirstRequest(run: ActionRun, title: string) {
  const lines = run.stdout.split('\n')
  const warnings = lines.flatMap((line, index) => (line.startsWith(`::warning title=${title}::`) ? [index] : []))
  const firstRequest = lines.findIndex((line) => /^::debug::(GET|POST) \//.test(line))
  return { warnings, firstRequest, message: warnings[0] === undefined ? '' : (lines[warnings[0]] ?? '') }
}

describe('a timeout with no unit', () => {
  it('is warned of once, naming 40m and 40s, before the first request, and is read as 40 seconds', async () => {
    // The first 429 asks for 1 s, which 40 s leave; the second asks for 45 s, which they do not (40 minutes would).
    const faults: FaultRule[] = [
      { route: 'create', fault: { type: 'status', status: 429, retryAfter: '1' } },
      { route: 'create', skip: 1, fault: { type: 'status', status: 429, retryAfter: '45' } },
    ]
    await withServers({ platform: { faults } }, async ({ platform }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT, timeout: '40' },
        env: DEBUG,
      })
      const { warnings, firstRequest, message } = warningBeforeFirstRequest(run, 'Timeout without a unit')
      expect(warnings).toHaveLength(1)
      expect(firstRequest).toBeGreaterThan(warnings[0] ?? Infinity)
      expect(message).toContain('Input "timeout" is 40 with no unit, read as 40 seconds.')
      expect(message).toContain('write "40m" for 40 minutes, or "40s" to keep 40 seconds')
      expectEnding(run, 'timed-out')
      expect(routes(platform)).toEqual(['create 429', 'create 429'])
      expect(run.outputs['error']).toMatch(
        /^The timeout ran out while trying to create the agent job: HTTP 429 — Simulated HTTP 429 \(the platform asked to wait 45s\)\./,
      )
      expect(platform.jobs.size).toBe(0)
    })
  })

  it('is not warned of with a unit, nor in a poll-interval', async () => {
    await withServers({ platform: {} }, async ({ platform }) => {
      const inputs = {
        ...platformInputs(platform),
        prompt: PROMPT,
        timeout: '40s',
        'poll-interval': '1',
        wait: 'false',
      }
      const run = await runAction({ inputs })
      expectEnding(run, 'success')
      expect(run.stdout).not.toContain('::warning')
    })
  })
})

describe('an API key that does not start with mint_', () => {
  const KEY = 'sk_test_Q7vX9zR2pL4wN8kT3mYb'

  it('is warned of once, before the first request, which still goes out with it; no part of it is shown', async () => {
    await withServers({ platform: { apiKey: KEY } }, async ({ platform }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), 'api-key': KEY, prompt: PROMPT },
        env: DEBUG,
      })
      const { warnings, firstRequest, message } = warningBeforeFirstRequest(run, 'API key not in the expected form')
      expect(warnings).toHaveLength(1)
      expect(firstRequest).toBeGreaterThan(warnings[0] ?? Infinity)
      expect(message).toContain('Input "api-key" does not start with "mint_", as the platform\'s admin API keys do')
      expectEnding(run, 'success')
      expect(platform.requests[0]?.authorization).toBe(`Bearer ${KEY}`)
      expect(platform.jobs.size).toBe(1)
      expectKeyNeverShown(run, KEY)
      // Beyond the runner's mask command, not even four characters of the key in a row.
      const shown = [run.stdout, run.stderr, JSON.stringify(run.outputs), run.summary]
        .join('\n')
        .replace(`::add-mask::${KEY}`, '')
      for (let start = 0; start + 4 <= KEY.length; start++) expect(shown).not.toContain(KEY.slice(start, start + 4))
    })
  })
})
