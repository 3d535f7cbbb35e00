import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderGfm } from '../../render/gfm.ts'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { readZip } from '../../harness/zip.ts'
import { periodSeed, visitorTotals } from '../../simulator/analytics-data.ts'
import { SIMULATOR_API_KEY, SIMULATOR_PROJECT } from '../../simulator/server.ts'
import { expectEnding, expectKeyNeverShown } from '../helpers.ts'
import { exampleStepCondition, exampleStepInputs, requestsByRoute, todayPlus } from './visitors-helpers.ts'

const EXAMPLE = 'examples/weekly-report.yml'
const SECTION_FILES = ['visitors', 'views', 'searches', 'feedback'].flatMap((name) =>
  [name, `${name}-previous`].flatMap((base) => [`${base}.csv`, `${base}.json`]),
)

describe('the weekly report example, end to end', () => {
  it('exports every section for two periods in the fewest requests, then feeds the gaps to agent mode', async () => {
    await withServers({ platform: {}, artifacts: true }, async ({ platform, artifacts, env }) => {
      const given = exampleStepInputs(EXAMPLE, 'report')
      expect(given).toMatchObject({ include: 'views, searches, feedback', compare: 'previous-period' })
      const inputs = {
        ...given,
        'api-key': SIMULATOR_API_KEY,
        'project-id': SIMULATOR_PROJECT,
        'base-url': platform.url,
      }
      const run = await runAction({ inputs, env })
      expectEnding(run, 'success')

      // 120 paths and 100 feedback pages fit one request each; 230 search terms take three.
      expect(requestsByRoute(platform)).toEqual({ visitors: 2, views: 2, searches: 6, feedback: 2 })
      const periods = platform.requests.map((request) => `${request.route} ${request.query['dateFrom']}`)
      expect(periods.slice(0, 2)).toEqual([`visitors ${todayPlus(-7)}`, `visitors ${todayPlus(-14)}`])
      expect(platform.requests.filter((r) => r.route === 'searches').map((r) => r.query['limit'])).toEqual(
        Array(6).fill('100'),
      )
      expect(run.stdout).toMatch(/^Plan: unique visitors, 1 request per 250 paths; page views/m)
      // The plan comes before the first export's group opens, so before any analytics request.
      expect(run.stdout.indexOf('\nPlan: ')).toBeLessThan(run.stdout.indexOf('::group::Export unique visitors'))
      expect(run.stdout).toContain(
        'Spent 12 analytics requests (visitors 2, views 2, searches 6, feedback/by-page 2): 12 of the 100 per hour',
      )

      const current = visitorTotals({ rows: 120 }, periodSeed(todayPlus(-7)))
      const previous = visitorTotals({ rows: 120 }, periodSeed(todayPlus(-14)))
      const reportPath = path.join(run.runnerTemp, 'visitors-report')
      expect(run.outputs).toMatchObject({
        total: String(current.total),
        'previous-total': String(previous.total),
        'total-change': (((current.total - previous.total) / previous.total) * 100).toFixed(1),
        'path-count': '120',
        'report-path': reportPath,
        'content-gaps-file': path.join(reportPath, 'content-gaps.md'),
      })
      expect(Number(run.outputs['content-gap-count'])).toBeGreaterThan(10)

      const artifact = artifacts.artifacts.get('weekly-docs-report')
      const files = readZip(artifact?.zip ?? Buffer.alloc(0))
      expect([...files.keys()].sort()).toEqual([...SECTION_FILES, 'content-gaps.md', 'report.json'].sort())
      expect(run.outputs['artifact-digest']).toBe(
        createHash('sha256')
          .update(artifact?.zip ?? '')
          .digest('hex'),
      )
      expect(run.stdout).toContain(`: https://github.com/acme/docs/actions/runs/4242/artifacts/${artifact?.id}.`)
      const manifest = JSON.parse(files.get('report.json')?.toString() ?? '{}') as Record<string, unknown>
      expect(manifest).toMatchObject({
        period: { dateFrom: todayPlus(-7), dateTo: todayPlus(0) },
        previousPeriod: { dateFrom: todayPlus(-14), dateTo: todayPlus(-7) },
        sections: {
          visitors: { rows: 120, previousRows: 120 },
          searches: { rows: 230, capped: { searchRows: 500, moreAvailable: false } },
          feedback: { rows: 100, capped: { limit: 100, moreAvailable: true } },
        },
        requests: { visitors: 2, views: 2, searches: 6, 'feedback/by-page': 2, total: 12, budgetPerHour: 100 },
      })
      const csv = files.get('searches.csv')?.toString().split('\r\n') ?? []
      expect(csv[0]).toBe('searchQuery,hits,ctr,topClickedPage,lastSearchedAt')
      expect(csv).toHaveLength(232)

      const page = renderGfm(run.summary)
      for (const heading of ['Unique visitors', 'Page views', 'Searches', 'Feedback', 'Analytics requests spent'])
        expect(page).toContain(`<h3>${heading}</h3>`)
      expect(page).toContain('<pre><code class="language-mermaid">pie title Unique visitors this period')
      expect(page).toMatch(/<td align="right">▲ \d+\.\d%<\/td>|<td align="right">▼ \d+\.\d%<\/td>/)
      expect(page).toContain('<td align="right">entered</td>')
      expect(page).toContain('<summary>15 more rows (top pages by visitors)</summary>')
      expect(page).toMatch(/<td align="right">\d{1,3}(,\d{3})+<\/td>/)
      expect(page).toContain('Individual feedback comments are not exported')
      // The platform had more than the 100 pages one request returns: said once, with the counts it covers.
      expect(page).toMatch(
        /<p>More than 100 pages had feedback\. The platform returns at most\s+100 in one request and offers no way to page through the rest, so this report counts the\s+100 it returned: \d+ of them had more thumbs-down than thumbs-up\.<\/p>/,
      )
      expect(page).not.toContain('pages with feedback;')
      expectKeyNeverShown(run)

      // The example's next step: agent mode reads the gaps as its prompt file, in the same job.
      expect(exampleStepCondition(EXAMPLE, 'agent')).toBe(
        "fromJSON(steps.report.outputs.content-gap-count || '0') > 10",
      )
      const agentInputs = exampleStepInputs(EXAMPLE, 'agent')
      expect(agentInputs['prompt-file']).toBe('${{ steps.report.outputs.content-gaps-file }}')
      const agent = await runAction({
        inputs: {
          ...agentInputs,
          'api-key': SIMULATOR_API_KEY,
          'project-id': SIMULATOR_PROJECT,
          'base-url': platform.url,
          'prompt-file': run.outputs['content-gaps-file'] ?? '',
          'poll-interval': '100ms',
        },
        env: { RUNNER_TEMP: run.runnerTemp, GITHUB_WORKSPACE: run.workspace },
      })
      expectEnding(agent, 'success')
      const prompt = (
        JSON.parse(platform.requests.find((r) => r.route === 'create')?.body ?? '{}') as { prompt: string }
      ).prompt
      expect(prompt).toBe((await readFile(path.join(reportPath, 'content-gaps.md'), 'utf8')).trim())
      expect(prompt).toContain('## Searches nobody clicked')
      expect(prompt).toContain('## Pages readers marked unhelpful')
    })
  })
})
