import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderedSummary } from '../../render/dom.ts'
import { renderGfm } from '../../render/gfm.ts'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { HOSTILE_PATHS } from '../../simulator/hostile-text.ts'
import type { AnalyticsRoute } from '../../simulator/analytics-routes.ts'
import { expectEnding, expectKeyNeverShown, failureMessage, summaryText } from '../helpers.ts'
import { requestsByRoute, visitorsInputs } from './visitors-helpers.ts'

const ALL = { include: 'views,searches,feedback' }
type Body = Record<string, unknown>
const first = (body: Body, name: string) => (body[name] as Body[])[0] as Body

describe('visitors mode at the edges of the contract', () => {
  it('keeps negative and fractional counts as sent, warning once per step', async () => {
    const transform = (route: AnalyticsRoute, body: Body) => {
      if (route === 'visitors') for (const row of body['visitors'] as Body[]) row['human'] = -3
      if (route === 'views') first(body, 'views')['total'] = 12.5
      if (route === 'searches') first(body, 'searches')['hits'] = 0.25
      if (route === 'feedback') first(body, 'feedback')['thumbsDown'] = -1
      return body
    }
    await withServers({ platform: { transform } }, async ({ platform }) => {
      // Reader text shown, so the searches file is in report-dir with the others.
      const inputs = visitorsInputs(platform, { ...ALL, 'artifact-name': 'off', 'reader-text': 'true' })
      const run = await runAction({ inputs })
      expectEnding(run, 'success')
      const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning title=Negative count'))
      // Negative in two sections (and both periods of neither): one warning.
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toContain('unique visitors: "/quickstart" has human -3')
      const report = run.outputs['report-path'] ?? ''
      const csv = await readFile(path.join(report, 'visitors.csv'), 'utf8')
      expect(csv.split('\r\n')[1]).toMatch(/^\/quickstart,-3,/)
      expect(await readFile(path.join(report, 'views.csv'), 'utf8')).toMatch(/\r\n\/quickstart,\d+,\d+,12\.5\r\n/)
      const searches = JSON.parse(await readFile(path.join(report, 'searches.json'), 'utf8')) as { searches: Body[] }
      expect(searches.searches[0]?.['hits']).toBe(0.25)
    })
  })

  it.each([
    ['visitors', (body: Body) => ({ ...body, visitors: {} }), 'the answer has no "visitors" array'],
    ['views', (body: Body) => ({ ...body, totals: undefined }), '"totals" is not a JSON object'],
    ['searches', (body: Body) => ({ ...body, totalSearches: '12' }), 'the answer has no number "totalSearches"'],
    ['feedback', (body: Body) => ({ ...body, feedback: [{ thumbsUp: 1 }] }), 'feedback[0] has no string "path"'],
  ] as const)(
    'fails at once on a %s answer that breaks the contract, naming the field',
    async (route, breakIt, field) => {
      const transform = (answered: AnalyticsRoute, body: Body) => (answered === route ? breakIt(body) : body)
      await withServers({ platform: { transform } }, async ({ platform }) => {
        const run = await runAction({ inputs: visitorsInputs(platform, ALL) })
        expectEnding(run, 'failure')
        expect(failureMessage(run)).toContain(`breaks its published contract: ${field}.`)
        expect(requestsByRoute(platform)[route]).toBe(1)
      })
    },
  )

  it('repeats a read whose answer is not JSON at all (a proxy page, a cut-off body), and finishes', async () => {
    const faults = [
      { route: 'searches' as const, fault: { type: 'html' as const } },
      { route: 'feedback' as const, fault: { type: 'malformed' as const } },
    ]
    await withServers({ platform: { faults } }, async ({ platform }) => {
      const run = await runAction({
        inputs: visitorsInputs(platform, { include: 'searches,feedback', compare: 'off', 'artifact-name': 'off' }),
      })
      expectEnding(run, 'success')
      // Each once more than its pages: the simulator's 300 terms are 3 pages, its feedback 1.
      expect(requestsByRoute(platform)).toMatchObject({ searches: 4, feedback: 2 })
      expect(run.stdout).toMatch(
        /^Could not export search terms \(the answer was not JSON \(HTTP 200\)\); retrying in \d+/m,
      )
    })
  })

  it('never lets a path from the platform become a workflow command, markup or a formula', async () => {
    const analytics = { rows: HOSTILE_PATHS.length, hostilePaths: true }
    await withServers({ platform: { analytics } }, async ({ platform }) => {
      const run = await runAction({
        inputs: visitorsInputs(platform, { 'summary-rows': '50', 'artifact-name': 'off' }),
      })
      expectEnding(run, 'success')
      const lines = `${run.stdout}\n${run.stderr}`.split('\n')
      expect(lines.filter((line) => /^::(warning::x|stop-commands::tok)/.test(line))).toEqual([])
      const report = run.outputs['report-path'] ?? ''
      const json = JSON.parse(await readFile(path.join(report, 'visitors.json'), 'utf8')) as { visitors: Body[] }
      expect(json.visitors.map((row) => row['path'])).toEqual(HOSTILE_PATHS)
      const csv = await readFile(path.join(report, 'visitors.csv'), 'utf8')
      for (const cell of [`"'=HYPERLINK(""http://x"",""y"")"`, "'+cmd", "'-2+3", "'@SUM(A1)", '"/line\nbreak"'])
        expect(csv).toContain(`\r\n${cell},`)
      const page = renderGfm(run.summary)
      expect(page).not.toContain('<script>')
      expect(page).toContain('<td>/&lt;script&gt;alert(1)&lt;/script&gt;</td>')
      expect(page).toContain('<td>/x\\n::warning::x</td>')
    })
  })

  it('shares one rate limit across every endpoint and still fetches each page once', async () => {
    const analytics = { rows: 120, rateLimit: { limit: 4, windowMs: 1_000 } }
    await withServers({ platform: { analytics } }, async ({ platform }) => {
      const inputs = visitorsInputs(platform, { ...ALL, compare: 'off', 'max-search-terms': '150' })
      const run = await runAction({ inputs })
      expectEnding(run, 'success')
      const answered = platform.requests.filter((request) => request.status === 200)
      expect(answered.map((request) => `${request.route} ${request.query['limit']}`)).toEqual([
        'visitors 250',
        'views 250',
        'searches 100',
        'searches 50',
        'feedback 100',
      ])
      expect(platform.requests.some((request) => request.status === 429)).toBe(true)
      expect(run.stdout).toMatch(/\(HTTP 429[^)]*\); retrying in \d+(ms|s)\./)
    })
  })

  it('waits the back-off floor after a Retry-After in the past, then fetches each page once', async () => {
    const past = { type: 'status' as const, status: 429, retryAfter: 'Thu, 01 Jan 1970 00:00:00 GMT' }
    const faults = [{ route: 'searches' as const, skip: 1, times: 2, fault: past }]
    await withServers({ platform: { faults } }, async ({ platform }) => {
      const started = Date.now()
      const run = await runAction({ inputs: visitorsInputs(platform, { include: 'searches', compare: 'off' }) })
      expectEnding(run, 'success')
      expect(Date.now() - started).toBeGreaterThan(500)
      const searches = platform.requests.filter((request) => request.route === 'searches')
      expect(searches.map((request) => request.status)).toEqual([200, 429, 429, 200, 200])
      expect(run.stdout).toContain('Spent 6 analytics requests (visitors 1, searches 5)')
    })
  })

  it.each([
    [
      { include: 'views,clicks' },
      'Input "include" must be all alone, or a comma-separated list of visitors, views, searches, feedback, assistant; "clicks"',
    ],
    [
      { 'date-from': '-700d', 'date-to': '-1d' },
      'Input "compare" is previous-period, its default since 2.0.0, and would start the previous period on',
    ],
    [
      { 'date-from': '2026-02-30T00:00:00Z' },
      'Input "date-from" is not a real calendar date (months 01-12, days 01 to the month\'s last): "2026-02-30T00:00:00Z".',
    ],
    // Every date form is refused by the rule that refuses it: year 99 is real, and too far back.
    [{ 'date-from': '0099-01-01' }, 'Input "date-from" (0099-01-01) is more than 730 days ago, before'],
    [{ 'date-from': '0099-01-01T00:00:00Z' }, 'Input "date-from" (0099-01-01T00:00:00Z) is more than 730 days ago'],
    [{ 'date-from': '-99999999999d' }, 'Input "date-from" (-99999999999d) is more than 730 days ago'],
    [{ 'date-to': '+99999999999d' }, 'Input "date-to" (+99999999999d) lands after 9999-12-31'],
    [{ 'date-from': '2026-11-01T10:00:00+15:00' }, 'Input "date-from" has a time zone offset no zone has'],
    [{ 'date-from': 'last week' }, 'Input "date-from" must be a date as YYYY-MM-DD, an ISO 8601 timestamp'],
    [
      { include: 'searches', 'max-search-terms': '10001' },
      'Input "max-search-terms" must be "all" or a whole number from 1 to',
    ],
    // Ranges the platform would refuse or answer with nothing.
    [{ 'date-from': '2026-03-02', 'date-to': '2026-03-01' }, 'Input "date-from" (2026-03-02) must be before "date-to"'],
    [{ 'date-from': '+3d', 'date-to': '+4d' }, 'must not be in the future: the platform has no analytics for it yet.'],
    [{ 'date-from': '-1000d' }, 'days ago, before'],
    [{ 'project-id': '..' }, 'Input "project-id" must be a single id usable in a request path'],
  ])('rejects %j before any request, with the key masked', async (given, message) => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({ inputs: visitorsInputs(platform, given) })
      expectEnding(run, 'failure')
      expect(failureMessage(run)).toContain(message)
      expect(platform.requests).toEqual([])
      expectKeyNeverShown(run)
      expect(summaryText(run)).toEqual({
        headline: '❌ Visitors report: the inputs were not accepted',
        paragraphs: [
          failureMessage(run),
          'Nothing was sent to the platform. Fix the input in the workflow file and run it again.',
        ],
      })
    })
  })

  it.each([
    ['a file', (dir: string) => writeFileSync(dir, 'x'), 'is a file, not a directory'],
    [
      'holding visitors.csv as a directory',
      (dir: string) => mkdirSync(path.join(dir, 'visitors.csv'), { recursive: true }),
      'holds "visitors.csv" as a directory',
    ],
    ['not writable', undefined, 'is not writable'],
  ])('refuses a report-dir that is %s before any request', async (_, setUp, rule) => {
    await withServers({}, async ({ platform }) => {
      // sysfs refuses new files even to root, which a permission bit would not.
      const reportDir = setUp ? path.join(mkdtempSync(path.join(tmpdir(), 'report-dir-')), 'report') : '/sys/kernel'
      setUp?.(reportDir)
      const run = await runAction({ inputs: visitorsInputs(platform, { 'report-dir': reportDir }) })
      expectEnding(run, 'failure')
      expect(failureMessage(run)).toContain(`Input "report-dir" (${reportDir}) ${rule}`)
      expect(failureMessage(run)).toContain('No request was sent.')
      expect(platform.requests).toEqual([])
      // Its own ending: fix report-dir, nothing was sent; not an export that stopped, to re-run.
      const $ = renderedSummary(run.summary)
      expect($('h2').text()).toBe('❌ Docs analytics report: report-dir refused, nothing sent · acme-docs')
      const paragraphs = $('p')
        .map((_, paragraph) => $(paragraph).text())
        .get()
      const refused = paragraphs.indexOf(`The report directory was refused. ${failureMessage(run)}`)
      expect(refused).toBeGreaterThan(0)
      expect(paragraphs[refused + 1]).toBe(
        'What to do: Point report-dir at a directory the step can create and write to (empty means RUNNER_TEMP/visitors-report), or remove what is in the way, then run the workflow again. No request was sent to the platform, so none of the analytics budget was spent.',
      )
      expect($.text()).not.toMatch(/incomplete|export stopped|Re-run the job|spends the analytics budget anew/)
    })
  })
})
