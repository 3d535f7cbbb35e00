import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readZipFiles, unpackZip } from '../../../src/github/artifact-unpack.ts'
import { ArtifactRefused } from '../../../src/github/artifact-zip.ts'
import { writeZip, zerosPacked, type ZipShape } from '../../harness/zip.ts'

/* An artifact's zip read as hostile: what it lists and declares is held to the caps before anything inflates. */

const MIB = 1024 * 1024
const CAPS = { maxEntries: 10, maxUnpackedBytes: MIB }
const home = mkdtempSync(path.join(tmpdir(), 'artifact-zip-'))
let zips = 0

function zipFile(files: Parameters<typeof writeZip>[0], shape: ZipShape = {}): string {
  const file = path.join(home, `${zips++}.zip`)
  writeFileSync(file, writeZip(files, shape))
  return file
}

const read = (file: string, wanted = new Map([['report.json', MIB]]), caps = CAPS) =>
  readZipFiles(file, wanted, caps, new AbortController().signal)
const unpack = (file: string, caps = CAPS) => {
  const directory = path.join(mkdtempSync(path.join(home, 'out-')), 'files')
  return { directory, unpacked: unpackZip(file, directory, caps, new AbortController().signal) }
}

/** Every byte under `directory`. */
function bytesUnder(directory: string): number {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0)
}

describe('readZipFiles', () => {
  it('reads the files wanted at the top, and leaves out one the zip lacks', async () => {
    const file = zipFile({ 'report.json': '{"format":2}', 'views.csv': 'a\r\n', 'nested/report.json': 'no' })
    const files = await read(
      file,
      new Map([
        ['report.json', MIB],
        ['missing.json', MIB],
      ]),
    )
    expect([...files.keys()]).toEqual(['report.json'])
    expect(files.get('report.json')?.toString()).toBe('{"format":2}')
  })

  it('reads a file of exactly its cap, and refuses one a byte over', async () => {
    const atCap = await read(zipFile({ 'report.json': await zerosPacked(MIB) }))
    expect(atCap.get('report.json')?.length).toBe(MIB)
    await expect(read(zipFile({ 'report.json': await zerosPacked(MIB + 1) }))).rejects.toThrow(
      'its entry "report.json" says it unpacks to 1,048,577 bytes, over the cap of 1 MiB',
    )
  })

  it('refuses a zip that lists more entries than the cap, before reading any of them', async () => {
    const entries = Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`${index}.csv`, 'a']))
    await expect(read(zipFile(entries))).rejects.toThrow(
      new ArtifactRefused('it lists 11 entries, over the cap of 10 entries'),
    )
  })

  it('refuses a file that says it unpacks past its cap, before inflating a byte', async () => {
    const bomb = await zerosPacked(64 * MIB)
    const file = zipFile({ 'report.json': bomb })
    expect(statSync(file).size).toBeLessThan(100_000)
    const started = performance.now()
    await expect(read(file)).rejects.toThrow(
      'its entry "report.json" says it unpacks to 67,108,864 bytes, over the cap of 1 MiB',
    )
    // Inflating 64 MiB would take longer than reading a central directory.
    expect(performance.now() - started).toBeLessThan(500)
  })

  it('stops a file that inflates past the size it declares', async () => {
    const file = zipFile({ 'report.json': await zerosPacked(64 * MIB) }, { declaredSizes: { 'report.json': 100 } })
    await expect(read(file)).rejects.toThrow(/^its entry "report\.json" cannot be unpacked \(too many bytes/)
  })

  it('stops inflating when the step stops, as a stop rather than a refusal', async () => {
    const stopped = new AbortController()
    stopped.abort(new Error('the step stopped'))
    const file = zipFile({ 'report.json': await zerosPacked(MIB / 2) })
    const reading = readZipFiles(file, new Map([['report.json', MIB]]), CAPS, stopped.signal)
    await expect(reading).rejects.toThrow('the step stopped')
    await expect(reading).rejects.not.toThrow(ArtifactRefused)
  })

  it.each<[string, Parameters<typeof writeZip>[0], ZipShape, string | RegExp]>([
    ['a symbolic link', { 'report.json': '/etc/passwd' }, { modes: { 'report.json': 0o120777 } }, 'is a symbolic link'],
    ['a device', { 'report.json': '' }, { modes: { 'report.json': 0o020644 } }, 'is not a regular file or a directory'],
    ['an absolute path', { '/etc/report.json': '{}' }, {}, /absolute path/],
    ['a ".." part', { '../report.json': '{}' }, {}, /invalid relative path/],
    ['a "." part', { './report.json': '{}' }, {}, 'has an empty, "." or ".." part'],
    ['a backslash', { '..\\report.json': '{}' }, {}, /invalid characters/],
    ['a name listed twice', { 'data.csv': 'a', 'data.csv/': '' }, {}, 'is listed twice'],
    ['a file and a folder of one name', { data: 'x', 'data/report.json': '{}' }, {}, 'is both a file and a folder'],
    ['the wanted file as a directory', { 'report.json/': '', 'report.json/inner.json': '{}' }, {}, 'is a directory'],
  ])('refuses the whole zip for %s, even in an entry not wanted', async (_, files, shape, expected) => {
    const refused = read(zipFile({ 'views.csv': 'a', ...files }, shape))
    await expect(refused).rejects.toThrow(ArtifactRefused)
    await expect(refused).rejects.toThrow(expected)
  })

  it('refuses a file that is not a zip at all', async () => {
    const file = path.join(home, 'not-a.zip')
    writeFileSync(file, '<html>Not Found</html>')
    await expect(read(file)).rejects.toThrow(/^it is not a zip the action reads \(/)
  })
})

describe('unpackZip', () => {
  it('writes every file into the directory, folders included', async () => {
    const { directory, unpacked } = unpack(zipFile({ 'a.csv': 'a\r\n', 'weeks/': '', 'weeks/2026-01.csv': 'b\r\n' }))
    expect(await unpacked).toEqual(['a.csv', 'weeks/2026-01.csv'])
    expect(readFileSync(path.join(directory, 'weeks', '2026-01.csv'), 'utf8')).toBe('b\r\n')
  })

  it('refuses files that together say they unpack past the cap, writing nothing', async () => {
    const half = await zerosPacked(MIB / 2 + 1)
    const { directory, unpacked } = unpack(zipFile({ 'a.csv': half, 'b.csv': half }))
    await expect(unpacked).rejects.toThrow('its files say they unpack to 1,048,578 bytes, over the cap of 1 MiB')
    expect(() => readdirSync(directory)).toThrow(/ENOENT/)
  })

  it('stops writing where the sizes it declared end, when they lie, leaving no more on disk', async () => {
    const bomb = await zerosPacked(16 * MIB)
    const sizes = { 'a.csv': 10, 'b.csv': 10 }
    const { directory, unpacked } = unpack(zipFile({ 'a.csv': bomb, 'b.csv': bomb }, { declaredSizes: sizes }))
    await expect(unpacked).rejects.toThrow(/^its entry "a\.csv" cannot be unpacked \(too many bytes/)
    expect(bytesUnder(directory)).toBeLessThanOrEqual(10)
  })
})
