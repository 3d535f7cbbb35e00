import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { expectEnding, failureAnnotation, failureMessage, summaryText } from '../helpers.ts'
import { todayPlus, visitorsInputs, VISITORS_ONLY } from './visitors-helpers.ts'

/*
 * What 2.0.0's defaults do with a step that set only some inputs, and what its errors say of an
 * input the step never wrote: "its default", and the line that changes it.
 */

describe('a step that sets some inputs and leaves the rest at their defaults', () => {
  it('reads date-to alone as the week that ends there, compared with the week before', async () => {
    await withServers({}, async ({ platform }) => {
      const end = todayPlus(-30)
      const run = await runAction({ inputs: visitorsInputs(platform, { include: 'visitors', 'date-to': end }) })
      expectEnding(run, 'success')
      const periods = platform.requests
        .filter((request) => request.route === 'visitors')
        .map((request) => [request.query?.['dateFrom'], request.query?.['dateTo']])
      expect(new Set(periods.map((period) => period.join(' to ')))).toEqual(
        new Set([`${todayPlus(-37)} to ${end}`, `${todayPlus(-44)} to ${todayPlus(-37)}`]),
      )
    })
  })

  it('says compare is on by default since 2.0.0, and the line that turns it off, when it reaches too far back', async () => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({ inputs: visitorsInputs(platform, { include: 'visitors', 'date-from': '-400d' }) })
      expectEnding(run, 'failure')
      expect(failureAnnotation(run)).toEqual({
        title: 'Invalid input',
        message: `Input "compare" is previous-period, its default since 2.0.0, and would start the previous period on ${todayPlus(-800)}, more than 730 days ago: further back than the analytics are taken to be kept. Write "compare: off" to report the range alone, or shorten the range.`,
      })
      expect(platform.requests).toEqual([])
    })
  })
})

describe('a section the platform does not serve', () => {
  it('after the first section was answered, gives the include line that leaves it out', async () => {
    const faults = [{ route: 'feedback' as const, fault: { type: 'status' as const, status: 404 } }]
    await withServers({ platform: { faults } }, async ({ platform }) => {
      const run = await runAction({ inputs: visitorsInputs(platform, { compare: 'off' }) })
      expectEnding(run, 'failure')
      expect(failureMessage(run)).toBe(
        'The platform does not serve the feedback section for project "acme-docs", though it answered the visitors section: to report without it, write "include: views, searches, assistant" (HTTP 404). The platform said: Simulated HTTP 404.',
      )
    })
  })

  it('in the first section, says the project was not found and to check project-id, after one request', async () => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({ inputs: { ...visitorsInputs(platform, VISITORS_ONLY), 'project-id': 'nope' } })
      expectEnding(run, 'failure')
      expect(failureMessage(run)).toBe(
        'Project "nope" was not found: check the "project-id" input (copy it from the dashboard\'s API keys page) (HTTP 404). The platform said: Project not found.',
      )
      expect(platform.requests).toHaveLength(1)
      const said = summaryText(run).paragraphs.join('\n')
      expect(said).toContain(
        'What to do: Fix what the platform refused, as the message says, then run the workflow again',
      )
      expect(said).not.toMatch(/incomplete|Re-run the job|0 rows/)
    })
  })
})
