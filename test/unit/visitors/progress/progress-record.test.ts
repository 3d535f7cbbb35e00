import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  ProgressDoubted,
  readRecord,
  writeRecord,
  type ProgressRecord,
} from '../../../../src/visitors/progress/progress-record.ts'
import { ProgressKeys } from '../../../../src/visitors/progress/progress-seal.ts'

const KEYS = new ProgressKeys('mint_key_0123456789abcdef', 'acme-docs')
const RECORD: ProgressRecord = {
  state: 'partial',
  projectId: 'acme-docs',
  dateFrom: '2026-11-21',
  dateTo: '2026-11-28',
  previous: { dateFrom: '2026-11-14', dateTo: '2026-11-21' },
  shape: '{"sections":["visitors"]}',
  startedAt: '2026-11-28T06:00:00.000Z',
  runs: 2,
  requests: 200,
  answers: 198,
  sealed: { bytes: 1234, sha256: 'a'.repeat(64) },
}

describe('progress.json', () => {
  it('reads back what it wrote, under the same keys', () => {
    expect(readRecord(writeRecord(RECORD, KEYS), KEYS)).toEqual(RECORD)
  })

  it.each([
    ['another API key', (text: string) => text, new ProgressKeys('mint_other_0123456789abcdef', 'acme-docs')],
    ['another project', (text: string) => text, new ProgressKeys('mint_key_0123456789abcdef', 'other')],
    ['a count changed', (text: string) => text.replace('"answers": 198', '"answers": 199'), KEYS],
    ['a field added', (text: string) => text.replace('"runs": 2', '"runs": 2, "extra": 1'), KEYS],
    ['no signature', (text: string) => text.replace(/,\s*"mac": "[0-9a-f]+"/, ''), KEYS],
  ])('is doubted with %s', (_, change, keys) => {
    expect(() => readRecord(change(writeRecord(RECORD, KEYS)), keys)).toThrow(ProgressDoubted)
  })

  it('checks every field even when signed: a count past its range, a date with a line break', () => {
    const signed = (record: Record<string, unknown>) => writeRecord(record as unknown as ProgressRecord, KEYS)
    expect(() => readRecord(signed({ ...RECORD, runs: -1 }), KEYS)).toThrow('"runs" is not a count')
    expect(() => readRecord(signed({ ...RECORD, dateTo: '2026\n' }), KEYS)).toThrow('"dateTo" is not a line')
    expect(() => readRecord(signed({ ...RECORD, state: 'done' }), KEYS)).toThrow('"state" is not partial or complete')
    expect(() => readRecord(signed({ ...RECORD, sealed: { bytes: 1, sha256: 'x' } }), KEYS)).toThrow('is not a SHA-256')
  })
  it("rebuilds a complete record's headline from what it checked: counts under identifiers, nothing else", () => {
    const signed = (record: Record<string, unknown>) => writeRecord(record as unknown as ProgressRecord, KEYS)
    const figures = { visitors: { period: { total: 120 }, previousPeriod: null } }
    const planted = { figures, contentGaps: { found: 3, open: 1, new: 1, closed: 1 }, note: '<img src=x>' }
    const complete = { ...RECORD, state: 'complete', sealed: null, rollup: { completedIn: 42, headline: planted } }
    expect(readRecord(signed(complete), KEYS).rollup).toEqual({
      completedIn: 42,
      headline: { figures, contentGaps: { found: 3, open: 1, new: 1, closed: 1 } },
    })
    const text = {
      ...complete,
      rollup: { completedIn: 42, headline: { figures: { visitors: { period: { total: 'x' } } } } },
    }
    expect(() => readRecord(signed(text), KEYS)).toThrow(ProgressDoubted)
    const gaps = { ...complete, rollup: { completedIn: 42, headline: { figures, contentGaps: { found: -1 } } } }
    expect(() => readRecord(signed(gaps), KEYS)).toThrow('"rollup.headline.contentGaps.found"')
    const maker = { ...complete, rollup: { completedIn: 0, headline: planted } }
    expect(() => readRecord(signed(maker), KEYS)).toThrow('"rollup.completedIn" is not a run id')
  })
})

describe('sealed answers', () => {
  it('open to what was sealed, and fail for a changed byte, another key, or past the cap', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'seal-'))
    const plain = path.join(directory, 'plain')
    const sealed = path.join(directory, 'sealed')
    const text = 'search terms readers typed\n'.repeat(10_000)
    await writeFile(plain, text)
    const digest = await KEYS.seal(plain, sealed)
    expect(digest.bytes).toBe((await stat(sealed)).size)
    // Compressed and sealed: none of the text shows.
    expect((await readFile(sealed)).includes(Buffer.from('search terms'))).toBe(false)
    await KEYS.unseal(sealed, path.join(directory, 'opened'), 1_000_000)
    expect(await readFile(path.join(directory, 'opened'), 'utf8')).toBe(text)
    await expect(KEYS.unseal(sealed, path.join(directory, 'small'), 1_000)).rejects.toThrow('unpack to more than')
    const other = new ProgressKeys('mint_other_0123456789abcdef', 'acme-docs')
    await expect(other.unseal(sealed, path.join(directory, 'other'), 1_000_000)).rejects.toThrow()
    const changed = await readFile(sealed)
    changed[20] = (changed[20] ?? 0) ^ 1
    await writeFile(sealed, changed)
    await expect(KEYS.unseal(sealed, path.join(directory, 'changed'), 1_000_000)).rejects.toThrow()
  })
})
