import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { inputReader, readCommonSettings } from '../../../src/inputs/read-inputs.ts'
import { rejectInputsOfOtherModes } from '../../../src/inputs/step-action.ts'
import { VISITORS_INPUTS } from '../../../src/visitors/visitors-declaration.ts'
import { MODE_NAMES, MODES } from '../../../src/modes.ts'
import { readVisitorsSettings } from '../../../src/visitors/visitors-inputs.ts'
import { fakeEnvironment } from '../support/fakes.ts'
import { stubInputs } from '../support/stub-inputs.ts'

vi.mock('@actions/core', async (importOriginal) => ({ ...(await importOriginal<object>()), setSecret: vi.fn() }))

const NOW = new Date('2026-11-21T15:30:00Z')
const base = { 'api-key': 'mint_abc_123456', 'project-id': 'acme', mode: 'visitors' }

function read(given: Record<string, string>) {
  stubInputs({ ...base, ...given })
  const common = readCommonSettings(MODE_NAMES)
  rejectInputsOfOtherModes(common.mode, MODES)
  return readVisitorsSettings(
    common,
    inputReader(VISITORS_INPUTS),
    fakeEnvironment({ runnerTemp: '/runner/temp', workspace: '/work' }),
    NOW,
  )
}

afterEach(() => vi.unstubAllEnvs())

describe('visitors inputs', () => {
  it('applies the documented defaults: the last seven full days, every section, compared with the week before', () => {
    expect(read({})).toEqual({
      mode: 'visitors',
      apiKey: 'mint_abc_123456',
      projectId: 'acme',
      baseUrl: 'https://api.mintlify.com',
      timeoutMs: 1_800_000,
      jobSummary: true,
      dateRange: {
        from: { text: '2026-11-14', instant: Date.UTC(2026, 10, 14) },
        to: { text: '2026-11-21', instant: Date.UTC(2026, 10, 21) },
      },
      previousRange: {
        from: { text: '2026-11-07', instant: Date.UTC(2026, 10, 7) },
        to: { text: '2026-11-14', instant: Date.UTC(2026, 10, 14) },
      },
      sections: ['visitors', 'views', 'searches', 'feedback', 'assistant'],
      pageSize: 250,
      searchRows: 500,
      assistantRows: 1000,
      assistantResponses: false,
      summaryRows: 20,
      reportDir: path.resolve('/runner/temp/visitors-report'),
      artifactName: 'visitors-report',
      retentionDays: undefined,
      overwrite: false,
      readerText: {
        shown: false,
        reason: 'the event payload does not say the repository is private, so it is taken as public',
      },
      readerTextDir: path.resolve('/runner/temp/visitors-reader-text'),
      githubToken: 'ghs_unitToken_0123',
      history: true,
      historyPeriods: 52,
      maxRequests: undefined,
      exportShape: JSON.stringify({
        sections: ['visitors', 'views', 'searches', 'feedback', 'assistant'],
        pageSize: 250,
        compare: 'previous-period',
        options: { searchRows: 500, assistantRows: 1000, assistantResponses: false },
      }),
      periodSet: false,
    })
  })

  it('reads the weekly report: sections in report order, the previous week, every term', () => {
    const settings = read({
      'date-from': '-7d',
      'date-to': 'today',
      include: ' Feedback, searches,views,views ',
      compare: 'previous-period',
      'max-search-terms': 'ALL',
      'report-dir': 'reports/weekly',
      overwrite: 'true',
    })
    expect(settings.sections).toEqual(['visitors', 'views', 'searches', 'feedback'])
    expect([settings.dateRange.from?.text, settings.dateRange.to?.text]).toEqual(['2026-11-14', '2026-11-21'])
    expect([settings.previousRange?.from?.text, settings.previousRange?.to?.text]).toEqual(['2026-11-07', '2026-11-14'])
    expect(settings).toMatchObject({ searchRows: 'all', reportDir: '/work/reports/weekly', overwrite: true })
  })

  it('reads include visitors as unique visitors only, a list in report order, and compare off as no comparison', () => {
    expect(read({ include: 'visitors', compare: 'off' })).toMatchObject({
      sections: ['visitors'],
      previousRange: undefined,
    })
    expect(read({ include: 'searches, visitors' }).sections).toEqual(['visitors', 'searches'])
    expect(read({ include: ' ALL ' }).sections).toEqual(['visitors', 'views', 'searches', 'feedback', 'assistant'])
    expect(read({ 'artifact-name': 'Off', overwrite: 'false' }).artifactName).toBe('')
    expect(read({ 'retention-days': '5' }).retentionDays).toBe(5)
  })

  it('compares timestamps by the same length, as UTC timestamps', () => {
    const settings = read({
      'date-from': '2026-11-20T12:00:00+02:00',
      'date-to': '2026-11-21T10:00:00Z',
      compare: 'previous-period',
    })
    expect(settings.previousRange?.from?.text).toBe('2026-11-19T10:00:00.000Z')
    expect(settings.previousRange?.to?.text).toBe('2026-11-20T12:00:00+02:00')
  })

  it.each([
    [
      { include: 'views,clicks' },
      'Input "include" must be all alone, or a comma-separated list of visitors, views, searches, feedback, assistant; "clicks" is not one of them.',
    ],
    [{ include: 'all,views' }, 'Input "include" takes all alone, not within a list; got "all,views".'],
    [{ compare: 'last-week' }, 'Input "compare" must be one of previous-period, off; got "last-week".'],
    [
      { compare: 'previous-period', 'date-from': '2025-01-01', 'date-to': '2026-11-01' },
      'would start the previous period on 2023-03-04, more than 730 days ago',
    ],
    [
      { include: 'views', 'max-search-terms': '100' },
      'Input "max-search-terms" applies only when "include" lists searches.',
    ],
    [
      { include: 'searches', 'max-search-terms': '0' },
      'Input "max-search-terms" must be "all" or a whole number from 1 to 10,000',
    ],
    [{ include: 'searches', 'max-search-terms': '10001' }, 'from 1 to 10,000; got "10001"'],
    [{ include: 'searches', 'max-search-terms': '1.5' }, 'from 1 to 10,000; got "1.5"'],
    [{ 'page-size': '251' }, 'Input "page-size" must be a whole number from 1 to 250'],
    [{ 'page-size': '0' }, 'Input "page-size" must be a whole number from 1 to 250'],
    [{ 'summary-rows': '1001' }, 'Input "summary-rows" must be a whole number from 0 to 1000'],
    [{ 'date-from': 'last week' }, 'Input "date-from" must be a date as YYYY-MM-DD'],
    [
      { 'date-to': '2024-02-30' },
      'Input "date-to" is not a real calendar date (months 01-12, days 01 to the month\'s last): "2024-02-30".',
    ],
    [{ 'date-from': '2026-02-30T00:00:00Z' }, 'Input "date-from" is not a real calendar date (months 01-12'],
    [{ 'date-from': '2026-11-01T24:00:00Z' }, 'Input "date-from" is not a real time of day'],
    [{ 'date-from': '2026-11-01T10:00:00+15:00' }, 'Input "date-from" has a time zone offset no zone has'],
    [{ 'date-from': '+1d', 'date-to': '+2d' }, 'Input "date-from" (2026-11-22) must not be in the future'],
    [{ 'date-from': '2024-11-01' }, 'Input "date-from" (2024-11-01) is more than 730 days ago'],
    [
      { 'date-from': 'today', 'date-to': '-1d' },
      'Input "date-from" (2026-11-21) must be before "date-to" (2026-11-20)',
    ],
    [{ 'artifact-name': 'weekly/report' }, 'Input "artifact-name" must be off alone, or a name without any of'],
    [{ 'retention-days': '401' }, 'Input "retention-days" must be a whole number from 1 to 400'],
    [{ overwrite: 'yes' }, 'Input "overwrite" must be true or false; got "yes".'],
    [
      { overwrite: 'true', 'artifact-name': 'off' },
      'Input "overwrite" is true but "artifact-name: off" uploads no artifact: there is none to replace.',
    ],
    [{ history: 'on' }, 'Input "history" must be one of auto, off; got "on".'],
    [{ 'history-periods': '0' }, 'Input "history-periods" must be a whole number from 1 to 260'],
    [{ 'history-periods': '261' }, 'Input "history-periods" must be a whole number from 1 to 260'],
    [{ 'history-periods': '5.5' }, 'Input "history-periods" must be a whole number from 1 to 260'],
    [{ prompt: 'Update' }, 'Input "prompt" applies to mode "agent" only; this step runs mode "visitors".'],
  ])('rejects %j', (given, message) => {
    expect(() => read(given)).toThrow(message)
  })

  it('reads a step that sets only date-to as the week that ends there, compared with the week before', () => {
    const settings = read({ 'date-to': '2026-10-01' })
    expect(settings.dateRange.from?.text).toBe('2026-09-24')
    expect(settings.previousRange?.from?.text).toBe('2026-09-17')
  })

  it('says compare is on by default when the range it would double reaches too far back', () => {
    expect(() => read({ 'date-from': '-400d' })).toThrow(
      'Input "compare" is previous-period, its default since 2.0.0, and would start the previous period on 2024-09-12',
    )
    expect(() => read({ 'date-from': '-400d' })).toThrow('Write "compare: off" to report the range alone')
  })

  it('does not refuse github-token, which the runner always sets from its default expression', () => {
    expect(read({ 'github-token': 'ghs_fromTheRunner_0123' }).mode).toBe('visitors')
  })

  it('accepts the limits themselves', () => {
    expect(
      read({ include: 'searches', 'max-search-terms': '10000', 'page-size': '1', 'summary-rows': '0' }),
    ).toMatchObject({
      searchRows: 10_000,
      pageSize: 1,
      summaryRows: 0,
    })
    expect(read({ 'date-from': '2024-11-22', 'date-to': '+1d', compare: 'off' }).dateRange.from?.text).toBe(
      '2024-11-22',
    )
    expect(read({ history: 'off', 'history-periods': '1' })).toMatchObject({ history: false, historyPeriods: 1 })
    expect(read({ 'history-periods': '260' }).historyPeriods).toBe(260)
    expect(read({ 'max-requests': '1' }).maxRequests).toBe(1)
    expect(read({ 'max-requests': '1000000' }).maxRequests).toBe(1_000_000)
  })

  it('refuses max-requests where no later run could go on with the report, naming why', () => {
    expect(() => read({ 'max-requests': '0' })).toThrow(/Input "max-requests" must be/)
    expect(() => read({ 'max-requests': '1000001' })).toThrow(/Input "max-requests" must be/)
    expect(() => read({ 'max-requests': '90', history: 'off' })).toThrow(
      /^Input "max-requests" \(90\) stops a run before its report is complete, for a later run to go on with it; but "history" is off/,
    )
    expect(() => read({ 'max-requests': '90', 'artifact-name': 'off' })).toThrow(/but "artifact-name" is off/)
  })

  it('shapes the export by what changes its requests, and knows a period the workflow wrote', () => {
    expect(read({}).periodSet).toBe(false)
    expect(read({ 'date-from': '-7d', 'date-to': 'today' }).periodSet).toBe(false)
    // Day offsets move with the day, as the defaults do; a date written out is a fixed period.
    expect(read({ 'date-from': '-8d', 'date-to': '-1d' }).periodSet).toBe(false)
    expect(read({ 'date-to': '2026-11-20' }).periodSet).toBe(true)
    expect(read({ 'date-from': '2026-11-01', 'date-to': 'today' }).periodSet).toBe(true)
    expect(read({ 'summary-rows': '5' }).exportShape).toBe(read({}).exportShape)
    expect(read({ 'page-size': '100' }).exportShape).not.toBe(read({}).exportShape)
    expect(read({ 'max-search-terms': 'all' }).exportShape).not.toBe(read({}).exportShape)
  })
})
