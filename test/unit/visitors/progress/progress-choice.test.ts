import { describe, expect, it } from 'vitest'
import { chooseProgress, type ProgressSettings } from '../../../../src/visitors/progress/progress-choice.ts'
import type { FoundProgress } from '../../../../src/visitors/progress/progress-lookup.ts'
import type { ProgressRecord } from '../../../../src/visitors/progress/progress-record.ts'
import { fromInstant } from '../../../../src/visitors/analysis/dates.ts'

const DAY = 86_400_000
const TODAY = Date.UTC(2026, 10, 28)
const range = (fromDay: number, toDay: number) => ({
  from: fromInstant(TODAY + fromDay * DAY),
  to: fromInstant(TODAY + toDay * DAY),
})

const SETTINGS: ProgressSettings = {
  projectId: 'acme-docs',
  dateRange: range(-7, 0),
  previousRange: range(-14, -7),
  exportShape: 'shape',
  periodSet: false,
  maxRequests: 100,
}

function found(change: Partial<ProgressRecord> = {}, fromDay = -9, toDay = -2): FoundProgress {
  const period = range(fromDay, toDay)
  const previous = range(fromDay - 7, fromDay)
  const record: ProgressRecord = {
    state: 'partial',
    projectId: 'acme-docs',
    dateFrom: period.from.text,
    dateTo: period.to.text,
    previous: { dateFrom: previous.from.text, dateTo: previous.to.text },
    shape: 'shape',
    startedAt: '',
    runs: 1,
    requests: 100,
    answers: 100,
    sealed: null,
    ...change,
  }
  return { record, answersFile: undefined, runId: 7 }
}

describe('what a run does with the progress it found', () => {
  it('goes on with an unfinished report of the same settings, in its own period whatever today is', () => {
    const choice = chooseProgress(SETTINGS, found(), TODAY)
    expect(choice.kind).toBe('resume')
    if (choice.kind === 'resume') expect(choice.dateRange).toEqual(range(-9, -2))
  })

  it('begins afresh with other settings, another project, a period asked for, or one ended over 7 days ago', () => {
    expect(chooseProgress(SETTINGS, found({ shape: 'other' }), TODAY).kind).toBe('fresh')
    expect(chooseProgress(SETTINGS, found({ projectId: 'other' }), TODAY).kind).toBe('fresh')
    expect(chooseProgress({ ...SETTINGS, periodSet: true }, found(), TODAY).kind).toBe('fresh')
    expect(chooseProgress(SETTINGS, found({}, -16, -9), TODAY).kind).toBe('fresh')
    expect(chooseProgress(SETTINGS, found({ dateTo: 'yesterday' }), TODAY).kind).toBe('fresh')
  })

  it('goes on with a period the workflow wrote out however long ago it ended: a backfill finishes', () => {
    const backfill = { ...SETTINGS, periodSet: true, dateRange: range(-60, -30), previousRange: range(-90, -60) }
    expect(chooseProgress(backfill, found({}, -60, -30), TODAY).kind).toBe('resume')
  })

  it('after a complete report, ends at once until the next period is over, then begins that one', () => {
    const complete = found({ state: 'complete' }, -7, 0)
    expect(chooseProgress(SETTINGS, complete, TODAY)).toMatchObject({
      kind: 'done',
      nextDue: fromInstant(TODAY + 7 * DAY).text,
    })
    const aWeekLater = { ...SETTINGS, dateRange: range(0, 7) }
    const next = chooseProgress(aWeekLater, complete, TODAY + 7 * DAY)
    expect(next).toMatchObject({ kind: 'next', dateRange: range(0, 7), previousRange: range(-7, 0) })
    // A complete report of another length (a backfill) is no link in the chain of weekly reports.
    expect(chooseProgress(SETTINGS, found({ state: 'complete' }, -30, 0), TODAY).kind).toBe('fresh')
    // Without max-requests a complete report is no reason to skip: the run makes its own report.
    expect(chooseProgress({ ...SETTINGS, maxRequests: undefined }, complete, TODAY).kind).toBe('fresh')
  })

  it('refuses a record whose period ends after today, complete or partial: no run of this report makes one', () => {
    // A period ending today, or within a day of now for time zones, is one a run makes.
    expect(chooseProgress(SETTINGS, found({ state: 'complete' }, -7, 0), TODAY).kind).toBe('done')
    expect(chooseProgress(SETTINGS, found({ state: 'complete' }, -6, 1), TODAY).kind).toBe('done')
    expect(chooseProgress(SETTINGS, found({ state: 'complete' }, -5, 2), TODAY).kind).toBe('fresh')
    expect(chooseProgress(SETTINGS, found({}, -5, 2), TODAY).kind).toBe('fresh')
    const planted = found({ state: 'complete', dateFrom: '2099-01-01', dateTo: '2099-01-08' })
    expect(chooseProgress(SETTINGS, planted, TODAY).kind).toBe('fresh')
    expect(chooseProgress({ ...SETTINGS, periodSet: true }, planted, TODAY).kind).toBe('fresh')
  })

  it('names the run that published the complete report a chain goes on from: its record says', () => {
    const complete = found({ state: 'complete', rollup: { completedIn: 5, headline: {} } }, -7, 0)
    const aWeekLater = { ...SETTINGS, dateRange: range(0, 7) }
    expect(chooseProgress(aWeekLater, complete, TODAY + 7 * DAY)).toMatchObject({ kind: 'next', publishedIn: 5 })
    const older = found({ state: 'complete' }, -7, 0)
    expect(chooseProgress(aWeekLater, older, TODAY + 7 * DAY)).toMatchObject({ kind: 'next', publishedIn: 7 })
  })
})
