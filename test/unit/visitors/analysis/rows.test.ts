import { describe, expect, it } from 'vitest'
import { compareTop, percentChange } from '../../../../src/visitors/analysis/compare.ts'
import { hash, KeyIndex } from '../../../../src/visitors/analysis/key-index.ts'
import type { TrafficRow } from '../../../../src/visitors/sections/traffic.ts'
import { visitors } from '../../../../src/visitors/sections/visitors.ts'
import { TopRows } from '../../../../src/visitors/analysis/top-rows.ts'
import { KEPT_TEXT_CHARS, keptRow, keptText, knownFields } from '../../../../src/visitors/analysis/kept-rows.ts'
import { cap } from '../../../../src/text/untrusted.ts'
import { formatNumber } from '../../../../src/text/format.ts'

const row = (path: string, total: number): TrafficRow => ({ path, human: total, ai: 0, total })

describe('TopRows', () => {
  it('keeps the best rows whatever the order they arrive in, ties by key', () => {
    const top = new TopRows<TrafficRow>(
      3,
      (r) => r.total,
      (r) => r.path,
    )
    for (const item of [row('/b', 5), row('/z', 1), row('/a', 5), row('/c', 9), row('/d', 2), row('/e', 5)])
      top.offer(item)
    expect(top.list().map((r) => r.path)).toEqual(['/c', '/a', '/b'])
    const none = new TopRows<TrafficRow>(
      0,
      (r) => r.total,
      (r) => r.path,
    )
    none.offer(row('/a', 1))
    expect(none.list()).toEqual([])
  })
})

describe('KeyIndex', () => {
  it('adds each key once with its number, through many growths', () => {
    const index = new KeyIndex()
    for (let n = 0; n < 50_000; n++) expect(index.add(`/docs/page-${n}`, n)).toBe(true)
    expect(index.add('/docs/page-7', 99)).toBe(false)
    expect(index.size).toBe(50_000)
    expect(index.get('/docs/page-7')).toBe(7)
    expect(index.get('/docs/page-49999')).toBe(49_999)
    expect(index.has('/docs/page-50000')).toBe(false)
    expect(index.get('')).toBeUndefined()
    expect(index.add('')).toBe(true)
  })

  it('gives distinct 64-bit hashes to keys that differ by one character or by order', () => {
    const seen = new Set<string>()
    for (let n = 0; n < 200_000; n++) seen.add(hash(`/p${n}`).join(':'))
    expect(seen.size).toBe(200_000)
    expect(hash('ab')).not.toEqual(hash('ba'))
  })
})

describe('compareTop', () => {
  it('finds each row’s previous figure and rank, the rows that entered and those that left', () => {
    const top = [row('/a', 30), row('/new', 20), row('/b', 10)]
    const previousTop = [row('/b', 40), row('/a', 25), row('/gone', 5)]
    const comparison = compareTop({
      top,
      key: (r) => r.path,
      currentMeasures: new Map([['/gone', 1]]),
      previous: {
        top: previousTop,
        measures: new Map([
          ['/a', 25],
          ['/b', 40],
        ]),
      },
    })
    expect(comparison.rows.map((r) => [r.row.path, r.rank, r.previous, r.previousRank])).toEqual([
      ['/a', 1, 25, 2],
      ['/new', 2, undefined, undefined],
      ['/b', 3, 40, 1],
    ])
    expect(comparison.entered).toBe(1)
    expect(comparison.left).toEqual([{ row: previousTop[2], previousRank: 3, current: 1, unknownNow: false }])
  })

  it('calls a row missing from a period that was cut short unknown, not new or gone', () => {
    const comparison = compareTop({
      top: [row('/a', 30), row('/b', 20)],
      key: (r) => r.path,
      currentMeasures: new Map([['/a', 30]]),
      previous: { top: [row('/old', 50), row('/a', 10)], measures: new Map([['/a', 10]]) },
      cut: { current: true, previous: true },
    })
    expect(comparison.rows.map((r) => [r.row.path, r.unknownBefore])).toEqual([
      ['/a', false],
      ['/b', true],
    ])
    expect(comparison.left.map((r) => [r.row.path, r.current, r.unknownNow])).toEqual([['/old', undefined, true]])
  })

  it('gives percent changes with one decimal, none from zero', () => {
    expect(percentChange(112.5, 100)).toBe('12.5')
    expect(percentChange(97, 100)).toBe('-3.0')
    expect(percentChange(99.96, 100)).toBe('0.0')
    expect(percentChange(5, 0)).toBeUndefined()
  })
})

describe('kept rows: what of a row stays in memory', () => {
  const long = (start: string) => `${start}${'x'.repeat(100_000)}`

  it('keeps a short row as it is, and an over-long text short, counted and told apart by a digest', () => {
    const short = row('/docs', 3)
    expect(keptRow(visitors, short)).toBe(short)
    const [a, b] = [keptText(long('/a')), keptText(`${long('/a')}y`)]
    expect(a.length).toBeLessThanOrEqual(KEPT_TEXT_CHARS)
    expect(a).not.toBe(b)
    expect(keptText(long('/a'))).toBe(a)
    // Cut again for a narrower place, the count still tells what the platform sent.
    expect(cap(a, 20)).toBe(`/axxxxxxxxxxxxxxxxxx… (${formatNumber(100_002 - 20)} more characters)`)
  })

  it('keeps only the fields the contract names once a row enters a top list', () => {
    const sent = { ...row('/docs', 9), junk: long('') } as TrafficRow
    const top = new TopRows<TrafficRow>(
      2,
      (r) => r.total,
      (r) => r.path,
      (r) => knownFields(visitors, r),
    )
    top.offer(sent)
    expect(top.list()).toEqual([row('/docs', 9)])
  })
})
