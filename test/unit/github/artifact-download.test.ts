import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readArtifactFiles, unpackArtifact } from '../../../src/github/artifact-download.ts'
import { ArtifactRefused, MAX_ARTIFACT_ENTRIES } from '../../../src/github/artifact-zip.ts'
import { createGitHubClient } from '../../../src/github/github-client.ts'
import { writeZip } from '../../harness/zip.ts'
import { startGitHubApi, type GitHubApi, type RecordedArtifact } from '../../simulator/github-api.ts'
import { testLimits } from '../support/fakes.ts'

/* An artifact read back from GitHub's stand-in: its zip taken within a byte cap, then unpacked within the caps. */

const CAPS = { maxEntries: MAX_ARTIFACT_ENTRIES, maxUnpackedBytes: 1024 * 1024 }
const ZIP_CAP = 64 * 1024
let github: GitHubApi
let nextRun = 1

beforeAll(async () => {
  github = await startGitHubApi({ commits: [], tags: {} })
})
afterAll(() => github.close())

/** An artifact recorded in its own run, and where reading it may write. */
async function sourceOf(artifact: Omit<RecordedArtifact, 'name'>) {
  const [artifactId = 0] = github.recordRun({
    ...{ id: nextRun++, event: 'schedule', path: '.github/workflows/report.yml' },
    artifacts: [{ name: 'docs-report', ...artifact }],
  })
  const limits = testLimits()
  const octokit = await createGitHubClient({ token: 'ghs_test', apiUrl: github.url, limits, retryBaseMs: 1 })
  const workDir = path.join(mkdtempSync(path.join(tmpdir(), 'artifact-download-')), 'work')
  const source = { octokit, repository: { owner: 'acme', repo: 'docs' }, artifactId, label: 'the artifact' }
  return { source: { ...source, maxZipBytes: ZIP_CAP, workDir }, limits }
}

describe('readArtifactFiles', () => {
  it('reads the wanted file, and leaves no zip behind', async () => {
    const { source, limits } = await sourceOf({ zip: writeZip({ 'report.json': '{}', 'views.csv': 'a' }) })
    const files = await readArtifactFiles(source, new Map([['report.json', 1024]]), CAPS, limits)
    expect(files.get('report.json')?.toString()).toBe('{}')
    expect(readdirSync(source.workDir)).toEqual([])
  })

  it.each([
    ['says its length', false],
    ['sends no length', true],
  ])('stops taking a zip past its cap, when the storage %s', async (_, unsized) => {
    // Random bytes do not deflate: the zip is as large as they are, whatever the listing says.
    const zip = writeZip({ 'report.json': randomBytes(ZIP_CAP * 4) })
    const { source, limits } = await sourceOf({ zip, sizeInBytes: 1_000, unsized })
    const reading = readArtifactFiles(source, new Map([['report.json', ZIP_CAP * 8]]), CAPS, limits)
    await expect(reading).rejects.toThrow(new ArtifactRefused('its zip is larger than the cap of 64 KiB'))
    expect(readdirSync(source.workDir)).toEqual([])
  })

  it('says what the storage answered when the zip is gone', async () => {
    const { source, limits } = await sourceOf({ zip: writeZip({ 'report.json': '{}' }) })
    const missing = { ...source, artifactId: 1 }
    await expect(readArtifactFiles(missing, new Map([['report.json', 1024]]), CAPS, limits)).rejects.toThrow(
      /Not Found/,
    )
  })
})

describe('unpackArtifact', () => {
  it('unpacks every file into the directory, and leaves no zip behind', async () => {
    const { source, limits } = await sourceOf({ zip: writeZip({ 'a.csv': 'a', 'weeks/b.csv': 'b' }) })
    const directory = path.join(source.workDir, 'files')
    expect(await unpackArtifact(source, directory, CAPS, limits)).toEqual(['a.csv', 'weeks/b.csv'])
    expect(readFileSync(path.join(directory, 'weeks', 'b.csv'), 'utf8')).toBe('b')
    expect(existsSync(path.join(source.workDir, 'artifact.zip'))).toBe(false)
  })
})
