import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { compareTop, percentChange } from '../../src/visitors/compare.ts'
import { hash, KeyIndex } from '../../src/visitors/key-index.ts'
import { csvField, csvLine, SectionFiles } from '../../src/visitors/report-files.ts'
import { SECTION_KINDS, type TrafficRow } from '../../src/visitors/sections.ts'
import { TopRows } from '../../src/visitors/top-rows.ts'
import { KEPT_TEXT_CHARS, keptRow, keptText, knownFields } from '../../src/visitors/kept-rows.ts'
import { cap } from '../../src/text/untrusted.ts'
import { formatNumber } from '../../src/text/format.ts'
import { CancelledError } from '../../src/step/limits.ts'
import { testLimits } from './fakes.ts'

const row = (path: string, total: number): TrafficRow => ({ path, human: total, ai: 0, total })

describe('csvField', () => {
  it.each([
    ['/docs/intro', '/docs/intro'],
    ['/a,b', '"/a,b"'],
    ['/say "hi"', '"/say ""hi"""'],
    ['/line\nbreak', '"/line\nbreak"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+cmd', "'+cmd"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rCR', `"'\rCR"`],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected)
  })

  it('writes numbers as sent, fractions and negatives included, and null as an empty field', () => {
    expect(csvLine(['/a', -3, 0.5, 12, null])).toBe('/a,-3,0.5,12,\r\n')
  })
})

describe('SectionFiles', () => {
  it('streams every row to CSV and JSON, the JSON rows exactly as sent', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'section-files-'))
    const head = { projectId: 'acme', dateFrom: '2026-11-14', dateTo: null, totals: { human: 5, ai: 6, total: 7 } }
    const files = new SectionFiles(directory, 'visitors', SECTION_KINDS.visitors, head)
    const rows = Array.from({ length: 12_001 }, (_, index) => ({ ...row(`/p${index}`, index), extra: 'kept' }))
    for (let start = 0; start < rows.length; start += 250) await files.write(rows.slice(start, start + 250))
    await files.close()
    const lines = (await readFile(path.join(directory, 'visitors.csv'), 'utf8')).split('\r\n')
    expect(lines[0]).toBe('path,human,ai,total')
    expect(lines).toHaveLength(12_003)
    expect(lines[12_001]).toBe('/p12000,12000,0,12000')
    const json = JSON.parse(await readFile(path.join(directory, 'visitors.json'), 'utf8')) as unknown
    expect(json).toEqual({ ...head, visitors: rows })
  })

  it('writes valid JSON with no rows', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'section-files-'))
    const files = new SectionFiles(directory, 'feedback', SECTION_KINDS.feedback, { hasMore: false })
    await files.close()
    expect(JSON.parse(await readFile(path.join(directory, 'feedback.json'), 'utf8'))).toEqual({
      hasMore: false,
      feedback: [],
    })
  })
  it('stops waiting for the disk when the step is cancelled', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'section-files-'))
    const limits = testLimits()
    const files = new SectionFiles(directory, 'visitors', SECTION_KINDS.visitors, {}, limits)
    limits.cancel()
    const rows = Array.from({ length: 5_000 }, (_, index) => row(`/${'p'.repeat(40)}${index}`, index))
    await expect(files.write(rows)).rejects.toThrow(new CancelledError('Cancelled while writing the report files.'))
    files.destroy()
  })
})

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
    expect(keptRow(SECTION_KINDS.visitors, short)).toBe(short)
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
      (r) => knownFields(SECTION_KINDS.visitors, r),
    )
    top.offer(sent)
    expect(top.list()).toEqual([row('/docs', 9)])
  })
})
