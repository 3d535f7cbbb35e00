import { mkdtempSync, readdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { expectEnding } from '../helpers.ts'
import { visitorsInputs, VISITORS_ONLY } from './visitors-helpers.ts'

/**
 * Two report steps writing to one `report-dir` (the default, `$RUNNER_TEMP/visitors-report`, is
 * the same for every step of a job; a fixed path in the workspace of a self-hosted runner keeps
 * last week's files). Publishing replaces only the files of the same name, so the second report's
 * `report-path` holds the first report's other files beside its own, as if they belonged to it.
 */
describe('a report-dir that already holds an earlier report', () => {
  it('holds only the files of the report that report-path names', async () => {
    const reportDir = path.join(mkdtempSync(path.join(tmpdir(), 'report-reuse-')), 'weekly')
    await withServers({ platform: {} }, async ({ platform }) => {
      const common = { 'report-dir': reportDir, 'artifact-name': 'off' }
      // The first, every section of two periods; the second, unique visitors of one.
      const first = await runAction({ inputs: visitorsInputs(platform, common) })
      expectEnding(first, 'success')
      const second = await runAction({ inputs: visitorsInputs(platform, { ...common, ...VISITORS_ONLY }) })
      expectEnding(second, 'success')
      expect(second.outputs['report-path']).toBe(reportDir)
      const manifest = JSON.parse(await readFile(path.join(reportDir, 'report.json'), 'utf8')) as { files: string[] }
      expect(manifest.files.sort()).toEqual(['report.json', 'summary.md', 'visitors.csv', 'visitors.json'])
      // What a later step finds in report-path: the second report, and nothing of the first.
      expect(readdirSync(reportDir).sort()).toEqual(manifest.files.sort())
    })
  })
})
