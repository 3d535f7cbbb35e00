import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type * as FsPromises from 'node:fs/promises'
import { rm } from 'node:fs/promises'
import { describe, expect, it, vi } from 'vitest'
import { CancelledError, DeadlineError } from '../../../../src/runner/limits.ts'
import { findLastReport } from '../../../../src/visitors/history/last-report.ts'
import { MAX_ARTIFACT_BYTES, MAX_REPORT_BYTES } from '../../../../src/visitors/history/report-download.ts'
import { writeZip } from '../../../harness/zip.ts'
import { testLimits } from '../../support/fakes.ts'
import {
  find,
  paths,
  record,
  requestFor,
  shared,
  startOwn,
  TOKEN,
  TUNING,
  useGitHubStandIn,
} from './github-stand-in.ts'

/* What stands between the search and the last report: the artifact, GitHub's answers, and the step's limits. */

// The removal of the download directory, as the action makes it, unless a test makes it fail.
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>()
  return { ...actual, rm: vi.fn(actual.rm) }
})

useGitHubStandIn()

describe('findLastReport, when the artifact cannot be used', () => {
  it('reports the newest trusted artifact as expired rather than falling back to an older one', async () => {
    record('expired', 'schedule', '2026-05-01T00:00:00Z')
    const newest = record('expired', 'schedule', '2026-05-08T00:00:00Z', { expired: true })
    expect(await find('expired')).toEqual({
      kind: 'missing',
      reason: 'expired',
      detail: `The last report, artifact "expired" (id ${newest.artifactId}) of run ${newest.runId} created 2026-05-08T00:00:00Z, has expired.`,
    })
    expect(paths(shared).some((p) => p.includes('/zip') || p.startsWith('/artifact-blobs/'))).toBe(false)
  })

  it('does not download an artifact larger than the cap', async () => {
    const big = record('too-large', 'schedule', '2026-06-01T00:00:00Z', { sizeInBytes: MAX_ARTIFACT_BYTES + 1 })
    expect(await find('too-large')).toEqual({
      kind: 'missing',
      reason: 'too-large',
      detail: `The last report, artifact "too-large" (id ${big.artifactId}) of run ${big.runId}, is 104,857,601 bytes, over the 100 MiB downloaded for a history.`,
    })
    expect(paths(shared).some((p) => p.includes('/zip'))).toBe(false)
  })

  it.each([
    ['no report.json', { 'views.csv': 'a\r\n' }, 'no-report-file', 'holds no report.json'],
    [
      'report.json as a directory',
      { 'report.json/': '', 'report.json/inner.json': '{}' },
      'refused',
      'was refused: its entry "report.json/" is a directory, not a file',
    ],
    [
      'report.json over 8 MiB',
      { 'report.json': ' '.repeat(MAX_REPORT_BYTES + 1) },
      'refused',
      'was refused: its entry "report.json" says it unpacks to 8,388,609 bytes, over the cap of 8 MiB',
    ],
    [
      'a link beside report.json',
      { 'report.json': '{}', 'link.csv': '/etc/passwd' },
      'refused',
      'was refused: its entry "link.csv" is a symbolic link',
    ],
  ] as const)('refuses an artifact with %s', async (label, files, reason, expected) => {
    const name = `no-report-${label.replaceAll(' ', '-').replaceAll('.', '')}`
    const zip = writeZip(files, { modes: { 'link.csv': 0o120777 } })
    const { artifactId, runId } = record(name, 'schedule', '2026-07-01T00:00:00Z', { zip })
    const result = await find(name)
    expect(result).toMatchObject({ kind: 'missing', reason })
    expect(result.kind === 'missing' && result.detail).toContain(
      `The last report, artifact "${name}" (id ${artifactId}) of run ${runId}, `,
    )
    expect(result.kind === 'missing' && result.detail).toContain(expected)
    expect(paths(shared).filter((p) => p.startsWith('/artifact-blobs/'))).toHaveLength(1)
  })
})

describe('findLastReport, when GitHub refuses or fails', () => {
  it('reads a 403 on the artifacts as a missing permission, without the token GitHub echoed', async () => {
    const github = await startOwn({ artifactsFailWith: 403, echoToken: true })
    const result = await find('refused', { apiUrl: github.url })
    expect(result).toMatchObject({ kind: 'missing', reason: 'no-permission' })
    const detail = result.kind === 'missing' ? result.detail : ''
    expect(detail).toContain('GitHub answered 403 (Resource not accessible by integration (sent token ***))')
    expect(detail).toContain('"permissions: actions: read"')
    expect(detail).not.toContain(TOKEN)
    expect(github.requests).toHaveLength(1)
  })

  it('gives up as unreachable after the retries when GitHub answers 500 to everything', async () => {
    const github = await startOwn({ failWith: 500, message: 'Server Error' })
    expect(await find('broken', { apiUrl: github.url })).toEqual({
      kind: 'missing',
      reason: 'unreachable',
      detail: 'GitHub answered 500 while listing the runs of broken.yml on main, also when asked again: Server Error.',
    })
    expect(github.requests).toHaveLength(4)
  })

  it('reads a connection refused as unreachable', async () => {
    const github = await startOwn({})
    await github.close()
    const result = await find('closed', { apiUrl: github.url })
    expect(result).toMatchObject({ kind: 'missing', reason: 'unreachable' })
    expect(result.kind === 'missing' && result.detail).toContain(`GitHub's API at ${github.url} could not be reached`)
  })
})

describe('findLastReport, when the step stops', () => {
  it('lets the deadline end a GitHub that never answers', async () => {
    const github = await startOwn({ hang: true })
    const failure = find('hang', { apiUrl: github.url }, testLimits(300))
    await expect(failure).rejects.toThrow(DeadlineError)
    await expect(failure).rejects.toThrow('The timeout ran out while listing the runs of hang.yml on main.')
  })

  it('lets cancellation end a GitHub that never answers', async () => {
    const github = await startOwn({ hang: true })
    const limits = testLimits()
    const failure = find('hang', { apiUrl: github.url }, limits)
    setTimeout(limits.cancel, 100)
    await expect(failure).rejects.toThrow(CancelledError)
    expect(github.requests).toHaveLength(1)
  })

  it('lets the deadline through when removing the download directory fails as well', async () => {
    const github = await startOwn({ hang: true })
    vi.mocked(rm).mockRejectedValueOnce(
      Object.assign(new Error('ENOTEMPTY: directory not empty'), { code: 'ENOTEMPTY' }),
    )
    const request = requestFor('hang-removal', { apiUrl: github.url })
    await expect(findLastReport(request, testLimits(300), TUNING)).rejects.toThrow(DeadlineError)
    expect(rm).toHaveBeenCalledWith(request.downloadDir, { recursive: true, force: true })
  })

  it('stops the download itself on cancellation: nothing is written once the directory is removed', async () => {
    record('stopped-download', 'schedule', '2026-08-01T00:00:00Z')
    const limits = testLimits()
    // Cancelled as the storage receives the download: the download takes the step's signal and stops with it.
    const push = shared.requests.push.bind(shared.requests)
    vi.spyOn(shared.requests, 'push').mockImplementation((...entries) => {
      if (entries.some((entry) => entry.path.startsWith('/artifact-blobs/'))) limits.cancel()
      return push(...entries)
    })
    const request = requestFor('stopped-download')
    await expect(findLastReport(request, limits, TUNING)).rejects.toThrow(CancelledError)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(existsSync(path.dirname(request.downloadDir))).toBe(true)
    expect(readdirSync(path.dirname(request.downloadDir))).toEqual([])
  })
})
