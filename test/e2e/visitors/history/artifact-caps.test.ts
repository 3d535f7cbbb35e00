import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { withServers } from '../../../harness/servers.ts'
import { writeZip, zerosPacked, type PackedEntry } from '../../../harness/zip.ts'
import { renderGfm } from '../../../render/gfm.ts'
import { creditLine, handOffOf, HAND_OFF, plantHandOff } from './hand-off-helpers.ts'
import { ARTIFACT, warnings, WORKFLOW_FILE, weeklyRun } from './history-helpers.ts'

/*
 * Artifacts read back as zip bombs: a small zip whose report.json or hand-off.json inflates to
 * hundreds of megabytes (saying so, or lying about it), or that lists thousands of entries. Each
 * is refused with a notice naming the artifact, RUNNER_TEMP never holds what it would inflate to
 * (measured while the step runs), and the report runs on.
 */

const MIB = 1024 * 1024
const GITHUB = { commits: [], tags: {} }

/** The most RUNNER_TEMP ever held while the step ran, sampled every few milliseconds. */
function watchPeak(): { prepare: (paths: { runnerTemp: string }) => void; peak: () => number } {
  let peak = 0
  let timer: NodeJS.Timeout | undefined
  return {
    prepare: ({ runnerTemp }) => {
      timer = setInterval(() => (peak = Math.max(peak, bytesUnder(runnerTemp))), 5)
    },
    peak: () => {
      clearInterval(timer)
      return peak
    },
  }
}

function bytesUnder(directory: string): number {
  let total = 0
  try {
    for (const entry of readdirSync(directory, { recursive: true, withFileTypes: true })) {
      // The answers the report keeps for its progress are its own pages, not the artifact's bytes.
      if (entry.parentPath.includes('visitors-progress-')) continue
      // A file may go between the listing and its stat.
      if (entry.isFile())
        total += statSync(path.join(entry.parentPath, entry.name), { throwIfNoEntry: false })?.size ?? 0
    }
  } catch {
    // A folder removed while listed: what is left is counted next time.
  }
  return total
}

/** The run-level notices with `title`, as the runner prints them. */
function notices(stdout: string, title: string): string[] {
  return stdout.split('\n').filter((line) => line.startsWith(`::notice title=${title}::`))
}

/** Zero bytes packed as a zip bomb's entry, once for every test that plants one. */
const bombs = new Map<number, Promise<PackedEntry>>()
function bomb(size: number): Promise<PackedEntry> {
  const packed = bombs.get(size) ?? zerosPacked(size)
  bombs.set(size, packed)
  return packed
}

const manyEntries = Object.fromEntries(Array.from({ length: 5_000 }, (_, index) => [`${index}.csv`, '']))

describe('history: a last report that is a zip bomb is refused with a warning, and the report runs fresh', () => {
  it.each([
    {
      what: 'a report.json of 256 MiB',
      zip: (packed: PackedEntry) => writeZip({ 'report.json': packed }),
      said: /says it unpacks to 268,435,456 bytes, over the cap of 8 MiB/,
    },
    {
      what: 'a report.json of 256 MiB that says it holds 2 KB',
      zip: (packed: PackedEntry) => writeZip({ 'report.json': packed }, { declaredSizes: { 'report.json': 2_000 } }),
      said: /entry "report\.json" cannot be unpacked \(too many bytes/,
    },
    {
      what: '5,000 entries',
      zip: () => writeZip({ 'report.json': '{}', ...manyEntries }),
      said: /it lists 5,001 entries, over the cap of 1,000 entries/,
    },
  ])('$what', async ({ zip: zipOf, said }) => {
    await withServers({ platform: {}, github: GITHUB, artifacts: true }, async (servers) => {
      const zip = zipOf(await bomb(256 * MIB))
      expect(zip.length).toBeLessThan(2 * MIB)
      const run = { id: 300, event: 'schedule', path: WORKFLOW_FILE }
      servers.github.recordRun({ ...run, artifacts: [{ name: ARTIFACT, zip }] })
      const watch = watchPeak()
      const next = await weeklyRun(servers, { runId: 900, weeksAgo: 0, record: false, prepare: watch.prepare })
      const peak = watch.peak()
      expect(next.exitCode, next.stdout).toBe(0)
      expect(next.outputs['comparison-source']).toBe('fetched')
      expect(next.outputs['history-size']).toBe('2')
      // Something other than this action made it, in a run trusted: a warning naming the artifact and the run.
      const [warning, ...more] = warnings(next)
      expect(more).toEqual([])
      expect(warning).toMatch(
        /^::warning title=History not read::The last report, artifact "docs-report" \(id \d+\) of run 300, was refused: /,
      )
      expect(warning).toMatch(said)
      expect(notices(next.stdout, 'History not read')).toEqual([])
      expect(renderGfm(next.summary)).toContain('was refused')
      // The zip itself, and never what it inflates to.
      expect(peak).toBeLessThan(zip.length + MIB)
      expect(bytesUnder(next.runnerTemp)).toBeLessThan(MIB)
    })
  })
})

describe('history: a hand-off that is a zip bomb is refused with a warning, and the history is kept', () => {
  const asRecorded = (report: Buffer | undefined) => handOffOf(report)
  it.each([
    {
      what: 'a hand-off.json of 32 MiB',
      handOff: asRecorded,
      zip: (_: string, packed: PackedEntry) => writeZip({ 'hand-off.json': packed }),
      said: /says it unpacks to 33,554,432 bytes, over the cap of 64 KiB/,
    },
    {
      what: 'a hand-off.json of 32 MiB that says it holds 2 KB',
      handOff: asRecorded,
      zip: (_: string, packed: PackedEntry) =>
        writeZip({ 'hand-off.json': packed }, { declaredSizes: { 'hand-off.json': 2_000 } }),
      said: /entry "hand-off\.json" cannot be unpacked \(too many bytes/,
    },
    {
      what: 'a hand-off.json over 64 KiB',
      handOff: (report: Buffer | undefined) => handOffOf(report, { padding: 'x'.repeat(70_000) }),
      zip: (text: string) => writeZip({ 'hand-off.json': text }),
      said: /entry "hand-off\.json" says it unpacks to 7\d,\d{3} bytes, over the cap of 64 KiB/,
    },
    {
      what: 'a symbolic link as hand-off.json',
      handOff: () => '/etc/passwd',
      zip: (text: string) => writeZip({ 'hand-off.json': text }, { modes: { 'hand-off.json': 0o120777 } }),
      said: /entry "hand-off\.json" is a symbolic link/,
    },
  ])('$what', async ({ handOff, zip, said }) => {
    await withServers({ platform: {}, github: GITHUB, artifacts: true }, async (servers) => {
      const packed = await bomb(32 * MIB)
      await plantHandOff(servers, 8201, handOff, { zip: (text) => zip(text, packed) })
      const listed = servers.github.requests.length
      const watch = watchPeak()
      const next = await weeklyRun(servers, { runId: 8202, weeksAgo: 0, prepare: watch.prepare })
      const peak = watch.peak()
      expect(next.exitCode, next.stdout).toBe(0)
      expect(next.outputs['comparison-source']).toBe('previous-report')
      expect(creditLine(next)).toContain(
        `The hand-off recorded in run 8201 was not read: The hand-off, artifact "${HAND_OFF}" (id `,
      )
      expect(creditLine(next)).toMatch(said)
      const [warning, ...more] = warnings(next)
      expect(more).toEqual([])
      expect(warning).toMatch(
        /^::warning title=Hand-off not read::.*artifact "docs-report-hand-off" \(id \d+\) of run 8201\b/,
      )
      expect(warning).toMatch(said)
      expect(notices(next.stdout, 'Hand-off not read')).toEqual([])
      expect(servers.github.requests.slice(listed).some((request) => request.path.includes('/pulls/'))).toBe(false)
      expect(peak).toBeLessThan(2 * MIB)
    })
  })
})
