import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import type { FaultRule } from '../../simulator/faults.ts'
import type { AnalyticsRoute } from '../../simulator/analytics-routes.ts'
import { expectEnding, platformInputs, SIMULATOR_API_KEY } from '../helpers.ts'
import { visitorsInputs } from '../visitors/visitors-helpers.ts'

/**
 * Platform text is cut to a length for the log and the summary. The cut must come after the key
 * is redacted: a cut through an echoed key would leave a prefix that neither the action's
 * redaction nor the runner's masking (whole values only) recognises.
 */
const KEY_PREFIX = SIMULATOR_API_KEY.slice(0, 20) // 'mint_simulator_01234'

describe('a key the platform echoes is never partly shown', () => {
  it('in the error output, annotation and summary (cut at 500 characters)', async () => {
    // platformErrorText keeps the first 500 characters of "error": put the key across that cut.
    const error = `${'x'.repeat(480)}${SIMULATOR_API_KEY}`
    const faults: FaultRule[] = [
      { route: 'create', fault: { type: 'body', status: 400, body: JSON.stringify({ error }) } },
    ]
    await withServers({ platform: { faults } }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: 'Refresh the changelog.' } })
      expectEnding(run, 'failure')
      expect(run.outputs['error']).not.toContain(KEY_PREFIX)
      // The one line that may hold the key is the command that tells the runner to mask it.
      expect(
        run.stdout
          .split('\n')
          .filter((line) => !line.startsWith('::add-mask::'))
          .join('\n'),
      ).not.toContain(KEY_PREFIX)
      expect(run.summary).not.toContain(KEY_PREFIX)
    })
  })

  it('in the debug log (cut at 2,000 characters)', async () => {
    // log.debug shows the first 2,000 characters of the raw answer (and forLog then caps the line at
    // 2,000, 10 fewer): put the key across the first cut, its first 20 characters before the second.
    const head = '{"error":"'
    const body = `${head}${'y'.repeat(1_970 - head.length)}${SIMULATOR_API_KEY}"}`
    const faults: FaultRule[] = [{ route: 'create', fault: { type: 'body', status: 400, body } }]
    await withServers({ platform: { faults } }, async ({ platform }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: 'Refresh the changelog.' },
        env: { RUNNER_DEBUG: '1' },
      })
      expectEnding(run, 'failure')
      const debugLines = run.stdout.split('\n').filter((line) => line.startsWith('::debug::'))
      expect(debugLines.join('\n')).not.toContain(KEY_PREFIX)
    })
  })

  it('in the visitors summary, where a long path is kept short for the top list', async () => {
    // A top-list row keeps 436 characters of a path longer than 500: put the key across that cut.
    const path = `/${'p'.repeat(415)}${SIMULATOR_API_KEY}${'q'.repeat(200)}`
    const transform = (route: AnalyticsRoute, body: Record<string, unknown>) => {
      if (route !== 'visitors') return body
      const rows = body['visitors'] as Record<string, unknown>[]
      return { ...body, visitors: [{ ...rows[0], path, total: 1e9 }, ...rows.slice(1)] }
    }
    await withServers({ platform: { transform } }, async ({ platform }) => {
      const run = await runAction({ inputs: visitorsInputs(platform, { 'artifact-name': 'off' }) })
      expectEnding(run, 'success')
      expect(run.summary).toContain('p'.repeat(100))
      expect(run.summary).not.toContain(KEY_PREFIX)
    })
  })
})
