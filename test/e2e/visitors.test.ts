import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runAction } from '../harness/run-action.ts'
import { withServers } from '../harness/servers.ts'
import { readZip } from '../harness/zip.ts'
import { startArtifactService } from '../simulator/artifact-service.ts'
import { HOSTILE_PATHS, visitorTotals as siteTotals, visitorRow } from '../simulator/analytics-data.ts'
import { expectKeyNeverShown, failureMessage, platformInputs } from './helpers.ts'

function visitorsInputs(simulator: Parameters<typeof platformInputs>[0], extra: Record<string, string> = {}) {
  return { ...platformInputs(simulator, 'visitors'), ...extra }
}

function todayPlus(days: number): string {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10)
}

describe('visitors mode, end to end', () => {
  it('exports every page into CSV and JSON, with outputs and a summary', async () => {
    await withServers({ platform: { visitors: { rows: 620 } } }, async ({ platform: simulator }) => {
      const run = await runAction({
        inputs: visitorsInputs(simulator, { 'date-from': '-7d', 'date-to': 'today', 'summary-rows': '3' }),
      })
      expect(run.exitCode).toBe(0)
      expect(simulator.requests.map((request) => request.query)).toEqual(
        [0, 250, 500].map((offset) => ({
          dateFrom: todayPlus(-7),
          dateTo: todayPlus(0),
          limit: '250',
          offset: String(offset),
        })),
      )
      const reportPath = path.join(run.runnerTemp, 'visitors-report')
      const totals = siteTotals({ rows: 620 })
      expect(run.outputs).toEqual({
        total: String(totals.total),
        'total-human': String(totals.human),
        'total-ai': String(totals.ai),
        'path-count': '620',
        'report-path': reportPath,
        'artifact-id': '',
        'artifact-url': '',
      })
      const csv = (await readFile(path.join(reportPath, 'visitors.csv'), 'utf8')).split('\r\n')
      expect(csv[0]).toBe('path,human,ai,total')
      expect(csv).toHaveLength(622)
      const last = visitorRow(619, { rows: 620 })
      expect(csv[620]).toBe(`${last.path},${last.human},${last.ai},${last.total}`)
      const json = JSON.parse(await readFile(path.join(reportPath, 'visitors.json'), 'utf8')) as Record<string, unknown>
      expect(json).toMatchObject({ projectId: 'acme-docs', dateFrom: todayPlus(-7), dateTo: todayPlus(0), totals })
      expect(json['visitors']).toEqual(Array.from({ length: 620 }, (_, index) => visitorRow(index, { rows: 620 })))
      expect(run.stdout).toMatch(
        /::warning::Not running on a GitHub runner \(no ACTIONS_RUNTIME_TOKEN\), so artifact "visitors-report" was not uploaded/,
      )
      expect(run.summary).toContain(`<p>Date range: ${todayPlus(-7)} to ${todayPlus(0)} (exclusive)</p>`)
      expect(run.summary).toContain('<h3>Top 3 pages by visitors</h3>')
      expect(run.summary).toContain(
        `620 pages in all; the full list (visitors.csv, visitors.json) is in ${reportPath} on the runner.`,
      )
      expectKeyNeverShown(run)
    })
  })

  it('keeps hostile paths exact in JSON, neutralised in CSV and escaped in the summary', async () => {
    const visitors = { rows: HOSTILE_PATHS.length, hostilePaths: true }
    await withServers({ platform: { visitors } }, async ({ platform: simulator }) => {
      const run = await runAction({ inputs: visitorsInputs(simulator, { 'summary-rows': '50', 'artifact-name': '' }) })
      expect(run.exitCode).toBe(0)
      const reportPath = run.outputs['report-path'] ?? ''
      const json = JSON.parse(await readFile(path.join(reportPath, 'visitors.json'), 'utf8')) as {
        visitors: { path: string }[]
      }
      expect(json.visitors.map((row) => row.path)).toEqual(HOSTILE_PATHS)
      const csv = await readFile(path.join(reportPath, 'visitors.csv'), 'utf8')
      expect(csv).toContain(`"'=HYPERLINK(""http://x"",""y"")",`)
      expect(csv).toContain("'+cmd,")
      expect(csv).toContain("'-2+3,")
      expect(csv).toContain("'@SUM(A1),")
      expect(csv).toContain('"/line\nbreak",')
      expect(csv).toContain('"/quote""and,comma",')
      expect(run.summary).toContain('<td>/&#60;script&#62;alert(1)&#60;/script&#62;</td>')
      expect(run.summary).toContain('<td>/a&#124;b</td>')
      expect(run.summary).toContain('<td>/&#91;link&#93;(https://example.com)</td>')
      expect(run.summary).toContain('<td>/&#96;code&#96;</td>')
      expect(run.summary).not.toContain('<script>')
    })
  })

  it('waits out rate limiting with Retry-After and still exports everything', async () => {
    const visitors = { rows: 500, rateLimit: { limit: 2, windowMs: 1_000 } }
    await withServers({ platform: { visitors } }, async ({ platform: simulator }) => {
      const run = await runAction({ inputs: visitorsInputs(simulator, { 'page-size': '100' }) })
      expect(run.exitCode).toBe(0)
      expect(run.outputs['path-count']).toBe('500')
      const answered = simulator.requests.filter((request) => request.status === 200)
      expect(answered.map((request) => request.query['offset'])).toEqual(['0', '100', '200', '300', '400'])
      expect(simulator.requests.some((request) => request.status === 429)).toBe(true)
      expect(run.stdout).toContain('(HTTP 429); retrying in 1s')
    })
  })

  it.each([
    ['empty-page-with-more' as const, 'the platform reported more rows after offset 100 but sent an empty page.'],
    ['ignore-offset' as const, 'the platform may be ignoring "offset"'],
  ])('stops when the platform misbehaves (%s) and publishes nothing', async (misbehave, message) => {
    await withServers({ platform: { visitors: { rows: 300, misbehave } } }, async ({ platform: simulator }) => {
      const run = await runAction({ inputs: visitorsInputs(simulator, { 'page-size': '100' }) })
      expect(run.exitCode).toBe(1)
      expect(failureMessage(run)).toMatch(/^The visitors export stopped after 100 rows from 2 pages: /)
      expect(failureMessage(run)).toContain(message)
      expect(failureMessage(run)).toContain('No report was published.')
      expect(existsSync(path.join(run.runnerTemp, 'visitors-report'))).toBe(false)
      expect(run.outputs).toEqual({})
    })
  })

  it('keeps a path repeated across pages once and warns about moving data', async () => {
    await withServers(
      { platform: { visitors: { rows: 300, misbehave: 'rows-shift' } } },
      async ({ platform: simulator }) => {
        const run = await runAction({ inputs: visitorsInputs(simulator, { 'page-size': '100' }) })
        expect(run.exitCode).toBe(0)
        expect(run.outputs['path-count']).toBe('300')
        expect(run.stdout).toContain('::warning::2 rows repeated a path already fetched on an earlier page')
      },
    )
  })

  it('warns when the totals change between pages', async () => {
    await withServers(
      { platform: { visitors: { rows: 300, misbehave: 'totals-drift' } } },
      async ({ platform: simulator }) => {
        const run = await runAction({ inputs: visitorsInputs(simulator, { 'page-size': '100' }) })
        expect(run.exitCode).toBe(0)
        expect(run.outputs['total']).toBe(String(siteTotals({ rows: 300 }).total))
        expect(run.stdout).toContain('::warning::The site-wide totals changed during the export')
      },
    )
  })

  it.each([
    [{ 'page-size': '0' }, 'Input "page-size" must be a whole number from 1 to 250'],
    [{ 'date-from': 'today', 'date-to': '-7d' }, 'must be before "date-to"'],
    [{ 'date-from': 'last monday' }, 'Input "date-from" must be a date as YYYY-MM-DD'],
    [{ 'artifact-name': 'weekly/report' }, 'Input "artifact-name" must not contain any of'],
    [{ prompt: 'Hello' }, 'Input "prompt" applies to mode "agent" only'],
  ])('rejects %j before sending any request', async (override, message) => {
    await withServers({}, async ({ platform: simulator }) => {
      const run = await runAction({ inputs: visitorsInputs(simulator, override) })
      expect(run.exitCode).toBe(1)
      expect(failureMessage(run)).toContain(message)
      expect(simulator.requests).toEqual([])
    })
  })

  it('uploads the report as an artifact and links it', async () => {
    const service = await startArtifactService()
    try {
      await withServers({ platform: { visitors: { rows: 40 } } }, async ({ platform: simulator }) => {
        const run = await runAction({
          inputs: visitorsInputs(simulator, { 'artifact-name': 'weekly-visitors', 'artifact-retention-days': '14' }),
          env: { ACTIONS_RUNTIME_TOKEN: service.runtimeToken, ACTIONS_RESULTS_URL: service.url },
        })
        expect(run.exitCode).toBe(0)
        const artifact = service.artifacts.get('weekly-visitors')
        expect(run.outputs['artifact-id']).toBe(String(artifact?.id))
        expect(run.outputs['artifact-url']).toBe(
          `https://github.com/acme/docs/actions/runs/4242/artifacts/${artifact?.id}`,
        )
        expect(artifact?.request['expires_at']).toBeDefined()
        const files = readZip(artifact?.zip ?? Buffer.alloc(0))
        const reportPath = run.outputs['report-path'] ?? ''
        expect([...files.keys()].sort()).toEqual(['visitors.csv', 'visitors.json'])
        expect(files.get('visitors.csv')?.toString()).toBe(
          await readFile(path.join(reportPath, 'visitors.csv'), 'utf8'),
        )
        expect(files.get('visitors.json')?.toString()).toBe(
          await readFile(path.join(reportPath, 'visitors.json'), 'utf8'),
        )
        expect(run.summary).toContain(
          `in the artifact <a href="https://github.com/acme/docs/actions/runs/4242/artifacts/${artifact?.id}">weekly-visitors</a>.`,
        )
        expectKeyNeverShown(run)
      })
    } finally {
      await service.close()
    }
  })
})
