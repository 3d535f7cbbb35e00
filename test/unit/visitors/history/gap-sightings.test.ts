import { describe, expect, it } from 'vitest'
import { PeriodRows } from '../../../../src/visitors/analysis/period-rows.ts'
import { GapDigests } from '../../../../src/visitors/history/gap-digests.ts'
import { GapSightings, startSightings } from '../../../../src/visitors/history/gap-sightings.ts'
import { assistant } from '../../../../src/visitors/sections/assistant.ts'
import type { TurnRow } from '../../../../src/visitors/sections/assistant-turns.ts'
import { searches } from '../../../../src/visitors/sections/searches.ts'
import type { SearchRow } from '../../../../src/visitors/sections/searches-summary.ts'
import type { GapRows } from '../../../../src/visitors/sections/section.ts'

const digests = new GapDigests('mint_sightings_key')
const term = (searchQuery: string, hits: number, clicked: string | null = null): SearchRow => ({
  searchQuery,
  hits,
  ctr: clicked === null ? 0 : 0.5,
  topClickedPage: clicked,
  lastSearchedAt: '2026-11-20T09:00:00Z',
})
const LONG = `webhook ${'retries '.repeat(120)}`

/** The keys last week's report listed: its gaps as the export keeps them. */
async function listedLastWeek(rows: readonly SearchRow[]): Promise<string[]> {
  const period = new PeriodRows(
    searches,
    { write: async () => {} },
    {
      top: 10,
      label: 'searches',
      gaps: { limit: 25, test: (row: SearchRow) => searches.isGap?.(row) ?? false },
    },
  )
  await period.accept(rows)
  const part = searches.contentGaps?.({ gaps: period.gaps?.list() ?? [], gapCount: period.gapCount } as never)
  return [...(part?.keys ?? [])]
}

function sightingsOf<R>(section: { csvHeader: readonly string[]; gapRows: GapRows<R> }, keys: string[], rows: R[]) {
  const sightings = new GapSightings(section, new Set(keys.map((key) => digests.of(key))), digests)
  for (const row of rows) sightings.see(row)
  return [...sightings.sightings()].map(([digest, sighting]) => [
    keys.find((key) => digests.of(key) === digest),
    sighting,
  ])
}

describe('GapSightings', () => {
  it('finds last week’s listed terms among this week’s rows, a long one too, and says which closed', async () => {
    const keys = await listedLastWeek([term(LONG, 40), term('sso setup', 30), term('quiet term', 5)])
    const gapRows = searches.gapRows
    if (!gapRows) throw new Error('searches follow their gaps')
    const seen = sightingsOf({ csvHeader: searches.csvHeader, gapRows }, keys, [
      term(LONG, 44),
      term('sso setup', 31, '/docs/sso'),
      term('never listed', 99),
    ])
    expect(seen).toEqual([
      [keys[0], { stillGap: true, closed: undefined }],
      ['sso setup', { stillGap: false, closed: { text: 'sso setup', often: '🔎 31 searches, a result clicked' } }],
    ])
  })

  it('counts every turn of a question, closed only when none of them went unanswered', () => {
    const turn = (query: string, resolutionStatus: 'answered' | 'unanswered'): TurnRow => ({
      id: 'c',
      timestamp: '2026-11-20T09:00:00Z',
      query,
      responseType: 'answer',
      resolutionStatus,
      queryCategory: null,
      pageUrl: null,
      sources: [],
    })
    const gapRows = assistant.gapRows
    if (!gapRows) throw new Error('the assistant follows its gaps')
    const keys = ['Is there a CLI?', 'Where is the SDK?'].map((query) => gapRows.key(turn(query, 'answered')))
    const seen = sightingsOf({ csvHeader: assistant.csvHeader, gapRows }, keys, [
      turn('is there a cli', 'answered'),
      turn('Is there a CLI?!', 'answered'),
      turn('Where is the SDK?', 'answered'),
      turn('where is the sdk', 'unanswered'),
    ])
    expect(seen).toEqual([
      [keys[0], { stillGap: false, closed: { text: 'is there a cli', often: '💬 asked 2 times, answered' } }],
      [keys[1], { stillGap: true, closed: undefined }],
    ])
  })

  it('starts only for a section with gaps that follows some', () => {
    const followed = new Map([
      ['searches', [{ digest: digests.of('a') }]],
      ['feedback', []],
    ])
    expect(startSightings(searches, { digests, followed })).toBeInstanceOf(GapSightings)
    expect(startSightings({ ...searches, name: 'feedback' }, { digests, followed })).toBeUndefined()
    expect(startSightings(searches, undefined)).toBeUndefined()
    expect(startSightings({ ...searches, gapRows: undefined }, { digests, followed })).toBeUndefined()
  })
})
