import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { expectEnding, failureMessage, platformInputs, routes } from '../helpers.ts'

/*
 * The platform's admin keys may be limited to `read` (GET) or `write` (every other method), and
 * may carry an IP allow-list; both answer 403. The report only reads; the agent writes. A 403
 * names the scope the request needed, or the allow-list, and is never retried.
 */

const PROMPT = 'Update the docs.'
const WEEK = { 'date-from': '-7d', 'date-to': 'today', 'artifact-name': 'off' }

describe('key scopes', () => {
  it('a read-only key makes the whole weekly report', async () => {
    await withServers({ platform: { keyScope: 'read' } }, async ({ platform }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform, 'visitors'), ...WEEK, include: 'views,searches,feedback,assistant' },
      })
      expectEnding(run, 'success')
      expect(platform.requests.every((request) => request.method === 'GET' && request.status === 200)).toBe(true)
    })
  })

  it('a read-only key cannot create an agent job: the message names the write scope, and nothing is retried', async () => {
    await withServers({ platform: { keyScope: 'read' } }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
      expectEnding(run, 'failure')
      expect(routes(platform)).toEqual(['create 403'])
      expect(failureMessage(run)).toMatch(
        /^The platform refused the request to create the agent job \(HTTP 403\)\. To create the agent job, the API key needs the write scope; a key limited to read is refused\. If the key has it, an IP allow-list .*The platform said: API key does not have the write scope\. No job was created\.$/,
      )
    })
  })

  it('a runner outside the IP allow-list: the report names the read scope it needed and the allow-list', async () => {
    await withServers({ platform: { outsideAllowList: true } }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform, 'visitors'), ...WEEK } })
      expectEnding(run, 'failure')
      expect(routes(platform)).toEqual(['visitors 403'])
      expect(failureMessage(run)).toContain('the API key needs the read scope (a key with the write scope reads too)')
      expect(failureMessage(run)).toContain('an IP allow-list on the key or the organization may not admit this runner')
      expect(failureMessage(run)).toContain('The platform said: IP address not allowed for this API key.')
    })
  })
})
