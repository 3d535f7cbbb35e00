import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { expectEnding, failureMessage } from '../helpers.ts'
import { visitorsInputs } from './visitors-helpers.ts'

/**
 * A report directory on a disk that fills up during the export. The probe before the first
 * request passes (a few bytes fit), so the failure comes mid-export, from the file streams: it
 * reaches the user as the bare `ENOSPC: no space left on device, write.`, without naming
 * `report-dir`, without the "incomplete: N rows from M pages" every other stopped export gives,
 * and with the advice to re-run, which spends the analytics budget again on the same full disk.
 * Needs a 64 KiB tmpfs (root); skipped elsewhere.
 */
const mountPoint = mkdtempSync(path.join(tmpdir(), 'tiny-disk-'))
let mounted = false

beforeAll(() => {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', mountPoint], { stdio: 'ignore' })
    mounted = true
  } catch {
    mounted = false
  }
})

afterAll(() => {
  if (mounted) execFileSync('umount', [mountPoint])
  rmSync(mountPoint, { recursive: true, force: true })
})

describe('a report directory whose disk fills up during the export', () => {
  it('says the report directory ran out of space, how far the export got, and what to do', async (context) => {
    if (!mounted) context.skip()
    await withServers({ platform: { analytics: { rows: 3_000 } } }, async ({ platform }) => {
      const reportDir = path.join(mountPoint, 'report')
      const run = await runAction({
        inputs: visitorsInputs(platform, { 'report-dir': reportDir, 'artifact-name': 'off' }),
      })
      expectEnding(run, 'failure')
      expect(failureMessage(run)).toMatch(/^The unique visitors export is incomplete: [\d,]+ rows from \d+ pages; /)
      expect(failureMessage(run)).toContain(reportDir)
      expect(run.summary).not.toContain('Re-run the job; each run spends the analytics budget anew')
    })
  })
})
