import { describe, expect, it } from 'vitest'
import { globTest } from '../../../src/rollup/rollup-inputs.ts'
import { completeReports, gatherRows, missingRows, totalOf } from '../../../src/rollup/rollup-rows.ts'
import type { CompleteReport } from '../../../src/rollup/found-report.ts'
import { readFoundReport } from '../../../src/rollup/report-reading.ts'
import type { RunArtifact } from '../../../src/rollup/run-artifacts.ts'
import { ROLLED_FIGURES } from '../../../src/visitors/sections/table.ts'

const artifact = (name: string, kind: RunArtifact['kind'] = 'report'): RunArtifact => ({
  name,
  id: 1,
  kind,
  url: undefined,
  listed: {} as RunArtifact['listed'],
})

const REPORT = {
  projectId: 'docs-main',
  period: { dateFrom: '2026-11-22', dateTo: '2026-11-29' },
  requests: { total: 12 },
  headline: {
    figures: { visitors: { period: { total: 120 }, previousPeriod: { total: 100 } } },
    contentGaps: { found: 4, open: 2, new: 1, closed: 3 },
  },
}

const read = (value: unknown, kind: RunArtifact['kind'] = 'report') =>
  readFoundReport(artifact('x-report', kind), typeof value === 'string' ? value : JSON.stringify(value), ROLLED_FIGURES)

describe('rollup mode reads a report artifact as hostile', () => {
  it('takes the project, the period, the figures and the gaps of a report.json', () => {
    const report = read(REPORT) as CompleteReport
    expect(report).toMatchObject({ kind: 'complete', projectId: 'docs-main', requests: 12 })
    expect(report.figures.get('visitors.total')).toEqual({ value: 120, previous: 100 })
    expect(report.gaps).toEqual({ found: 4, followed: { open: 2, new: 1, closed: 3 } })
  })

  it.each([
    ['not JSON', '{', 'its report.json is not JSON'],
    ['an array', [], 'report.json itself is not a JSON object'],
    [
      'a project id a shell would read',
      { ...REPORT, projectId: '$(id)' },
      'report.json "projectId" is not a project id',
    ],
    [
      'a date that is not one',
      { ...REPORT, period: { dateFrom: 'soon', dateTo: null } },
      '"period.dateFrom" is not a date',
    ],
    [
      'a figure of text',
      {
        ...REPORT,
        headline: { ...REPORT.headline, figures: { visitors: { period: { total: 'many' }, previousPeriod: null } } },
      },
      '"headline.figures.visitors.period.total" is not a number',
    ],
    [
      'a day that does not exist',
      { ...REPORT, period: { dateFrom: '2026-11-22', dateTo: '2026-13-45' } },
      '"period.dateTo" is not a date',
    ],
    [
      'a period ending before it starts',
      { ...REPORT, period: { dateFrom: '2026-11-29', dateTo: '2026-11-22' } },
      '"period.dateTo" is not after dateFrom',
    ],
    ['a negative spend', { ...REPORT, requests: { total: -1 } }, '"requests.total" is not a whole number'],
    [
      'a section name of markup',
      { ...REPORT, headline: { ...REPORT.headline, figures: { '<b>': {} } } },
      'has a name that is not an identifier',
    ],
    [
      'a figure past what a count holds',
      {
        ...REPORT,
        headline: { ...REPORT.headline, figures: { visitors: { period: { total: 1e308 }, previousPeriod: null } } },
      },
      '"headline.figures.visitors.period.total" is not a count (a whole number from 0 to 9007199254740991)',
    ],
    [
      'a figure that is no count',
      {
        ...REPORT,
        headline: { ...REPORT.headline, figures: { visitors: { period: { total: -123.456 }, previousPeriod: null } } },
      },
      '"headline.figures.visitors.period.total" is not a count',
    ],
  ])('refuses %s, naming what is wrong: in a row of its project once its project is known', (_, value, message) => {
    let said: string
    try {
      const report = read(value)
      said = report.kind === 'refused' ? `${report.projectId}: ${report.reason}` : 'read whole'
    } catch (error) {
      said = (error as Error).message
    }
    expect(said).toContain(message)
    if (said.startsWith(`${REPORT.projectId}: `)) expect(read(value).kind).toBe('refused')
  })

  it('takes a period of timestamps with an offset, as the inputs take them, and keeps only the figures it shows', () => {
    const period = { dateFrom: '2026-11-22T00:00:00+02:00', dateTo: '2026-11-29t00:00:00z' }
    const many = { visitors: { period: { total: 120, human: 1, extra: 9 }, previousPeriod: null } }
    const report = read({ ...REPORT, period, headline: { ...REPORT.headline, figures: many } }) as CompleteReport
    expect(report.period).toEqual(period)
    expect([...report.figures.keys()]).toEqual(['visitors.total'])
  })

  it('reads a report of a version with no headline as a row of no figures', () => {
    const older: Partial<typeof REPORT> = { ...REPORT }
    delete older.headline
    const report = read(older) as CompleteReport
    expect(report.figures.size).toBe(0)
    expect(report.gaps).toEqual({ found: 0 })
  })

  it('reads a partial progress.json, and a complete one carried forward with its figures', () => {
    const progress = {
      state: 'partial',
      projectId: 'docs-api',
      dateFrom: '2026-11-22',
      dateTo: '2026-11-29',
      runs: 2,
      requests: 60,
      answers: 58,
      lastRun: 30,
      estimate: 90,
    }
    expect(read(progress, 'progress')).toMatchObject({
      kind: 'partial',
      runs: 2,
      answers: 58,
      lastRun: 30,
      estimate: 90,
    })
    const done = { ...progress, state: 'complete', lastRun: 0, rollup: { completedIn: 77, headline: REPORT.headline } }
    expect(read(done, 'progress')).toMatchObject({ kind: 'complete', requests: 0, completedIn: 77 })
  })
})

describe('the roll-up rows', () => {
  const complete = (projectId: string, name: string, total: number, previous?: number): CompleteReport => ({
    kind: 'complete',
    projectId,
    artifact: artifact(name),
    period: { dateFrom: '2026-11-22', dateTo: '2026-11-29' },
    figures: new Map([['visitors.total', { value: total, previous }]]),
    gaps: { found: 0 },
    requests: 1,
    completedIn: undefined,
  })

  it('lists the projects expected first, then the others found, and sets a second report of one project aside', () => {
    const rows = gatherRows(
      ['b', 'a'],
      [complete('c', 'c-report', 1), complete('a', 'a-report', 2), complete('a', 'old-report', 3)],
      ROLLED_FIGURES,
    )
    expect(rows.rows.map((row) => [row.projectId, row.expected, row.report?.artifact.name])).toEqual([
      ['b', true, undefined],
      ['a', true, 'a-report'],
      ['c', false, 'c-report'],
    ])
    expect(rows.setAside.map(({ artifact: set, used }) => [set.name, used.name])).toEqual([['old-report', 'a-report']])
  })

  it('shows a report of a project not in projects, and counts it in neither the totals nor the missing', () => {
    const found = [complete('a', 'a-report', 10), complete('x', 'x-report', 1_000)]
    const rows = gatherRows(['a', 'b'], found, ROLLED_FIGURES).rows
    expect(completeReports(rows).map((report) => report.projectId)).toEqual(['a'])
    expect(missingRows(rows).map((row) => row.projectId)).toEqual(['b'])
    expect(rows.find((row) => row.projectId === 'x')?.expected).toBe(false)
  })

  it('sums a figure, and its previous only when every report compared', () => {
    expect(totalOf([complete('a', 'a', 10, 8), complete('b', 'b', 5, 2)], 'visitors.total')).toEqual({
      value: 15n,
      previous: 10n,
    })
    expect(totalOf([complete('a', 'a', 10, 8), complete('b', 'b', 5)], 'visitors.total')).toEqual({
      value: 15n,
      previous: undefined,
    })
    expect(totalOf([], 'visitors.total')).toBeUndefined()
  })
})

describe('reports: the pattern', () => {
  it('matches whole names, * any run of characters, ? one, the rest literal', () => {
    const test = globTest('*-report')
    expect(['docs-report', 'a-b-report', '-report'].map(test)).toEqual([true, true, true])
    expect(['docs-report-progress', 'docs-reports', 'report'].map(test)).toEqual([false, false, false])
    expect(globTest('docs.?-report')('docs.a-report')).toBe(true)
    expect(globTest('docs.?-report')('docsxa-report')).toBe(false)
  })
})
