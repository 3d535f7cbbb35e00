import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ReportDirectory } from '../../../../src/visitors/files/report-dir.ts'

const none = { manifest: 'report.json', owned: [] }
const fresh = () => path.join(mkdtempSync(path.join(tmpdir(), 'report-dir-')), 'report')

describe('ReportDirectory', () => {
  it('creates the directory and a staging place inside it, and publishes only what is finished', async () => {
    const directory = await ReportDirectory.prepare(fresh(), ['visitors.csv'])
    expect(path.dirname(directory.staging)).toBe(directory.path)
    writeFileSync(path.join(directory.staging, 'visitors.csv'), 'path\r\n')
    writeFileSync(path.join(directory.staging, 'report.json'), '{}')
    const published = await directory.publish(['report.json', 'visitors.csv'], none)
    expect(published).toEqual([path.join(directory.path, 'report.json'), path.join(directory.path, 'visitors.csv')])
    expect(readdirSync(directory.path).sort()).toEqual(['report.json', 'visitors.csv'])
  })

  it('takes back the files it moved when one cannot be moved, leaving nothing partial in view', async () => {
    const directory = await ReportDirectory.prepare(fresh(), [])
    writeFileSync(path.join(directory.staging, 'report.json'), '{}')
    await expect(directory.publish(['report.json', 'visitors.csv'], none)).rejects.toThrow(
      `The report files could not be moved into "report-dir" (${directory.path})`,
    )
    await directory.discard()
    expect(readdirSync(directory.path)).toEqual([])
  })

  it("removes the files an earlier report's manifest lists, and nothing else", async () => {
    const root = fresh()
    mkdirSync(root)
    for (const name of ['views.csv', 'content-gaps.md', 'feedback.json', 'notes.txt'])
      writeFileSync(path.join(root, name), 'old')
    mkdirSync(path.join(root, 'searches.csv'))
    // The earlier report wrote views.csv and content-gaps.md; feedback.json and notes.txt are the user's.
    const manifest = { files: ['report.json', 'views.csv', 'content-gaps.md', 'searches.csv', 'notes.txt', '../x'] }
    writeFileSync(path.join(root, 'report.json'), JSON.stringify(manifest))
    const directory = await ReportDirectory.prepare(root, ['visitors.csv'])
    writeFileSync(path.join(directory.staging, 'visitors.csv'), 'path\r\n')
    writeFileSync(path.join(directory.staging, 'report.json'), '{}')
    const owned = ['report.json', 'visitors.csv', 'views.csv', 'content-gaps.md', 'feedback.json', 'searches.csv']
    await directory.publish(['report.json', 'visitors.csv'], { manifest: 'report.json', owned })
    // A directory of a report file's name, and names the report never writes, are left alone.
    expect(readdirSync(root).sort()).toEqual([
      'feedback.json',
      'notes.txt',
      'report.json',
      'searches.csv',
      'visitors.csv',
    ])
  })

  it('removes nothing when the directory holds no readable manifest', async () => {
    const root = fresh()
    mkdirSync(root)
    writeFileSync(path.join(root, 'content-gaps.md'), '# my own notes')
    writeFileSync(path.join(root, 'report.json'), 'not JSON')
    const directory = await ReportDirectory.prepare(root, [])
    writeFileSync(path.join(directory.staging, 'visitors.csv'), 'path\r\n')
    await directory.publish(['visitors.csv'], { manifest: 'report.json', owned: ['content-gaps.md'] })
    expect(readdirSync(root).sort()).toEqual(['content-gaps.md', 'report.json', 'visitors.csv'])
  })

  it('removes the staging place and its files on discard', async () => {
    const directory = await ReportDirectory.prepare(fresh(), [])
    writeFileSync(path.join(directory.staging, 'visitors.csv'), 'partial')
    await directory.discard()
    expect(existsSync(directory.staging)).toBe(false)
    expect(readdirSync(directory.path)).toEqual([])
  })

  it.each([
    ['a file', (dir: string) => (writeFileSync(dir, 'x'), dir), 'is a file, not a directory'],
    ['under a file', (dir: string) => (writeFileSync(dir, 'x'), path.join(dir, 'inner')), 'cannot be created'],
    [
      'holding a report name as a directory',
      (dir: string) => (mkdirSync(path.join(dir, 'report.json'), { recursive: true }), dir),
      'holds "report.json" as a directory',
    ],
  ])('refuses a report-dir that is %s', async (_, setUp, rule) => {
    const directory = setUp(fresh())
    await expect(ReportDirectory.prepare(directory, ['visitors.csv', 'report.json'])).rejects.toThrow(
      `Input "report-dir" (${directory}) ${rule}`,
    )
  })
})
