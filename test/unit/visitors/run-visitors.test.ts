import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { PlatformError } from '../../../src/platform/errors.ts'
import type { PlatformCall } from '../../../src/platform/platform-client.ts'
import { resolveDateRange } from '../../../src/visitors/analysis/dates.ts'
import { previousPeriod } from '../../../src/visitors/analysis/previous-period.ts'
import { runVisitorsMode } from '../../../src/visitors/run-visitors.ts'
import type { VisitorsSettings } from '../../../src/visitors/visitors-inputs.ts'
import { renderGfm } from '../../render/gfm.ts'
import { analyticsAnswer, type AnalyticsRoute } from '../../simulator/analytics-routes.ts'
import { logged } from '../support/capture-log.ts'
import { collaborators, fakeEnvironment, fakePlatform, testLimits, visitorsSettings } from '../support/fakes.ts'

const NOW = new Date()
const ROUTES: Record<string, AnalyticsRoute> = {
  visitors: 'visitors',
  views: 'views',
  searches: 'searches',
  'feedback/by-page': 'feedback',
}

/** The whole weekly report: every section, compared, small pages, uploaded as `weekly`. */
function settings(overrides: Partial<VisitorsSettings> = {}): VisitorsSettings {
  const dateRange = resolveDateRange('-7d', 'today', NOW)
  return visitorsSettings({
    dateRange,
    previousRange: previousPeriod(dateRange, NOW),
    sections: ['visitors', 'views', 'searches', 'feedback'],
    pageSize: 50,
    searchRows: 'all',
    summaryRows: 5,
    artifactName: 'weekly',
    ...overrides,
  })
}

/** The simulator's data, answered in process: no server, no HTTP. */
function simulatedAnswer(call: PlatformCall<unknown>): unknown {
  const route = ROUTES[call.endpoint]
  if (!route) throw new Error(`unexpected endpoint ${call.endpoint}`)
  return analyticsAnswer(route, { rows: 120 }, new URLSearchParams(call.query), 0).body
}

beforeEach(() => {
  logged.length = 0
})

describe('runVisitorsMode with fake collaborators', () => {
  it('exports every section for both periods and publishes the files only at the end', async () => {
    const platform = fakePlatform(simulatedAnswer)
    const given = settings()
    const result = await runVisitorsMode(given, collaborators(platform))
    expect(result.failure).toBeUndefined()
    expect(Object.fromEntries(platform.requestsSent)).toEqual({
      visitors: 6,
      views: 6,
      searches: 6,
      'feedback/by-page': 2,
    })
    const files = readdirSync(given.reportDir).sort()
    expect(files).toContain('report.json')
    expect(files).toContain('content-gaps.md')
    expect(files).toContain('summary.md')
    expect(files.filter((name) => name.startsWith('.'))).toEqual([])
    expect(files).toHaveLength(19)
    expect(result.outputs).toMatchObject({ 'path-count': 120, 'report-path': given.reportDir })
    expect(result.outputs['total-change']).toMatch(/^-?\d+\.\d$/)
    expect(logged.some((line) => line.level === 'warning' && line.title === 'Artifact not uploaded')).toBe(true)
    expect(logged.find((line) => line.message.startsWith('Plan:'))?.message).toContain(
      'Each is spent twice: this period and the previous one.',
    )
    expect(renderGfm(result.summary?.render() ?? '')).toContain(
      '<summary><a id="report-feedback"></a><strong>Feedback</strong></summary>',
    )
  })

  it('stops on a failed page, removes every partial file and sets only what it knows', async () => {
    const platform = fakePlatform((call, index) => {
      if (call.endpoint === 'searches' && index > 12) throw new PlatformError('The platform answered HTTP 500.', 500)
      return simulatedAnswer(call)
    })
    const given = settings()
    const result = await runVisitorsMode(given, collaborators(platform))
    expect(result.failure).toMatchObject({ conclusion: 'failure', title: 'Visitors report failed' })
    expect(result.failure?.message).toMatch(
      /^The searches export is incomplete: 100 rows from 1 page; it stopped because the platform answered HTTP 500\. No report was published\.$/,
    )
    expect(readdirSync(given.reportDir)).toEqual([])
    expect(result.outputs['report-path']).toBeUndefined()
    expect(result.outputs['path-count']).toBe(120)
    const page = renderGfm(result.summary?.render() ?? '')
    expect(page).toContain('<li>visitors: complete, 120 rows;')
    expect(page).not.toContain('Unique visitors</h3>')
  })

  it('ends as cancelled when the runner cancels mid-export', async () => {
    const limits = testLimits()
    const platform = fakePlatform((call, index) => {
      if (index === 2) limits.cancel()
      if (limits.signal.aborted) throw new Error('aborted')
      return simulatedAnswer(call)
    })
    const given = settings()
    const result = await runVisitorsMode(given, collaborators(platform, limits))
    expect(result.failure?.conclusion).toBe('cancelled')
    expect(readdirSync(given.reportDir)).toEqual([])
    expect(renderGfm(result.summary?.render() ?? '')).toContain('<strong>The run was cancelled.</strong>')
  })

  it('refuses a report-dir that is a file before the first request', async () => {
    const platform = fakePlatform(simulatedAnswer)
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'run-visitors-')), 'taken')
    writeFileSync(file, 'x')
    const result = await runVisitorsMode(settings({ reportDir: file }), collaborators(platform))
    expect(result.failure?.message).toBe(
      `Input "report-dir" (${file}) is a file, not a directory. No request was sent.`,
    )
    expect(platform.calls).toEqual([])
  })

  it('writes no content gaps without searches or feedback, and one request per 50 paths', async () => {
    const platform = fakePlatform(simulatedAnswer)
    const given = settings({ sections: ['visitors'], previousRange: undefined, artifactName: '' })
    const result = await runVisitorsMode(given, collaborators(platform, testLimits(), fakeEnvironment()))
    expect(result.failure).toBeUndefined()
    expect(readdirSync(given.reportDir).sort()).toEqual(['report.json', 'summary.md', 'visitors.csv', 'visitors.json'])
    expect(platform.calls.map((call) => call.query?.['offset'])).toEqual(['0', '50', '100'])
    expect(result.outputs['content-gap-count']).toBeUndefined()
    const manifest = JSON.parse(readFileSync(path.join(given.reportDir, 'report.json'), 'utf8')) as object
    expect(manifest).toMatchObject({ previousPeriod: null, sections: { visitors: { rows: 120 } } })
  })
})
