import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderGfm } from '../../render/gfm.ts'
import { runAction, type ActionRun } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import type { AnalyticsRoute } from '../../simulator/analytics-routes.ts'
import { cancelWhen, expectEnding, failureMessage, summaryText } from '../helpers.ts'
import { SIMULATOR_PROJECT } from '../../simulator/server.ts'
import { requestsByRoute, visitorsInputs, VISITORS_ONLY } from './visitors-helpers.ts'

function reportFiles(run: ActionRun): string[] {
  const directory = path.join(run.runnerTemp, 'visitors-report')
  return existsSync(directory) ? readdirSync(directory) : []
}

describe('every ending of visitors mode', () => {
  it('an export that stops publishes nothing and says how far it got', async () => {
    const platform = { analytics: { rows: 300, misbehave: 'ignore-offset' as const } }
    await withServers({ platform }, async ({ platform: simulator }) => {
      const run = await runAction({ inputs: visitorsInputs(simulator, { 'page-size': '100' }) })
      expectEnding(run, 'failure')
      expect(failureMessage(run)).toBe(
        'The unique visitors export is incomplete: 100 rows from 2 pages; it stopped because the page at offset 100 repeated only paths already fetched; the platform may be ignoring "offset". No report was published.',
      )
      expect(reportFiles(run)).toEqual([])
      expect(run.outputs['report-path']).toBeUndefined()
      const page = renderGfm(run.summary)
      expect(page).toContain('Docs analytics report: incomplete')
      expect(page).toContain('<strong>The export stopped.</strong>')
      expect(page).toContain('Nothing partial was kept.')
      expect(page).toContain('<td><code>visitors</code></td><td align="right">2</td>')
    })
  })

  it('a 404 after pages the platform answered says where the export stopped, never "check project-id"', async () => {
    const faults = [{ route: 'visitors' as const, skip: 2, fault: { type: 'status' as const, status: 404 } }]
    await withServers({ platform: { analytics: { rows: 300 }, faults } }, async ({ platform: simulator }) => {
      const run = await runAction({ inputs: visitorsInputs(simulator, { 'page-size': '100' }) })
      expectEnding(run, 'failure')
      expect(failureMessage(run)).toBe(
        `The unique visitors export is incomplete: 200 rows from 2 pages; it stopped because the platform answered 404 (not found) for page 3, though it answered the 2 pages before it for project "${SIMULATOR_PROJECT}": the project existed when they were asked, so this is no wrong "project-id" unless it was deleted since. A later run asks again. No report was published.`,
      )
      expect(run.stdout).not.toContain('check the "project-id" input')
      expect(renderGfm(run.summary)).toContain('<td><code>visitors</code></td><td align="right">3</td>')
    })
  })

  it('paging the platform ends with an empty page that claims more: the report keeps what was sent and says so', async () => {
    const platform = { analytics: { rows: 300, misbehave: 'empty-page-with-more' as const } }
    await withServers({ platform }, async ({ platform: simulator }) => {
      const run = await runAction({ inputs: visitorsInputs(simulator, { 'page-size': '100', 'artifact-name': 'off' }) })
      expectEnding(run, 'success')
      expect(run.outputs['path-count']).toBe('100')
      expect(run.outputs['report-path']).toBe(path.join(run.runnerTemp, 'visitors-report'))
      expect(run.stdout).toContain(
        '::warning title=Paging ended early::Paging of unique visitors ended early: the platform said more rows exist but sent an empty page after row 100. The report holds the 100 rows it sent.',
      )
      const page = renderGfm(run.summary)
      expect(page.replace(/\s+/g, ' ')).toContain(
        '⚠️ <strong>Paging ended early</strong> in <code>visitors</code>: the platform said more rows exist but sent an empty page after row 100, so the section holds the 100 rows it sent, which may not be all.',
      )
      const manifest = JSON.parse(readFileSync(path.join(run.outputs['report-path'] ?? '', 'report.json'), 'utf8')) as {
        sections: { visitors: Record<string, unknown> }
      }
      expect(manifest.sections.visitors).toMatchObject({
        rows: 100,
        endedEarly: { period: 'the platform said more rows exist but sent an empty page after row 100' },
      })
    })
  })

  it('the same for searches: an empty page with a cursor for more ends their paging, with a warning', async () => {
    // The second page of searches is empty but offers a cursor, as a mock generated from the contract may.
    const transform = (route: AnalyticsRoute, body: Record<string, unknown>, query: URLSearchParams) =>
      route === 'searches' && query.get('cursor') ? { ...body, searches: [], nextCursor: 'again' } : body
    await withServers({ platform: { transform } }, async ({ platform }) => {
      const inputs = visitorsInputs(platform, { include: 'searches', compare: 'off', 'artifact-name': 'off' })
      const run = await runAction({ inputs })
      expectEnding(run, 'success')
      expect(requestsByRoute(platform)['searches']).toBe(2)
      expect(run.stdout).toContain(
        '::warning title=Paging ended early::Paging of searches ended early: the platform said more rows exist but sent an empty page with a cursor for more. The report holds the 100 rows it sent.',
      )
      expect(renderGfm(run.summary)).toContain('<strong>Paging ended early</strong> in <code>searches</code>')
    })
  })

  it('a failed upload keeps the complete files, points at them and shows the report', async () => {
    await withServers({ platform: {}, artifacts: true }, async ({ platform, artifacts, env }) => {
      const first = await runAction({ inputs: visitorsInputs(platform, VISITORS_ONLY), env })
      expectEnding(first, 'success')
      // A second report step of the run under the same name: the service refuses it, as GitHub's does.
      const second = await runAction({ inputs: visitorsInputs(platform, VISITORS_ONLY), env })
      expectEnding(second, 'failure')
      expect(failureMessage(second)).toMatch(/^Uploading artifact "visitors-report" failed: .*409/)
      expect(failureMessage(second)).toContain(
        `The report files are in ${second.outputs['report-path']} on the runner.`,
      )
      expect(reportFiles(second).sort()).toEqual(['report.json', 'summary.md', 'visitors.csv', 'visitors.json'])
      expect(second.outputs).toMatchObject({ total: first.outputs['total'], 'path-count': '120' })
      expect(second.outputs['artifact-id']).toBeUndefined()
      const page = renderGfm(second.summary)
      expect(page).toContain('Docs analytics report: files written, not uploaded')
      expect(page).toContain('<summary><a id="report-visitors"></a><strong>Unique visitors</strong></summary>')
      expect(page).toContain('re-run the job to upload them. An artifact of this name already exists in the run')
      // The summary file is written again as the step ended: its heading says the files were not uploaded.
      const file = readFileSync(second.outputs['summary-file'] ?? '', 'utf8')
      expect(file).toContain('Docs analytics report: files written, not uploaded')
      expect(file).not.toContain('/artifacts/')

      // With overwrite, the earlier artifact is deleted first, as actions/upload-artifact does.
      const third = await runAction({ inputs: visitorsInputs(platform, { ...VISITORS_ONLY, overwrite: 'true' }), env })
      expectEnding(third, 'success')
      expect(artifacts.deleted).toEqual(['visitors-report'])
      expect(third.outputs['artifact-id']).not.toBe(first.outputs['artifact-id'])
      expect(third.stdout).toContain('Deleted artifact "visitors-report"')
    })
  })

  it('a timeout during the export ends as timed-out with nothing published', async () => {
    const faults = [{ route: 'visitors' as const, skip: 1, fault: { type: 'slow' as const, delayMs: 8_000 } }]
    await withServers({ platform: { analytics: { rows: 300 }, faults } }, async ({ platform }) => {
      const run = await runAction({ inputs: visitorsInputs(platform, { 'page-size': '100', timeout: '2s' }) })
      expectEnding(run, 'timed-out')
      expect(failureMessage(run)).toMatch(/^The unique visitors export is incomplete: 100 rows from 1 page; /)
      expect(reportFiles(run)).toEqual([])
      expect(renderGfm(run.summary)).toContain('<strong>The step timed out.</strong>')
    })
  })

  // The rows stream to the files as pages arrive: stopping on the second page stops mid-file,
  // and stopping on the previous period's first page stops with this period's files written.
  it.each([
    ['the export, mid-file', 300, {}],
    ['writing the files, with one period written', 200, { compare: 'previous-period' }],
  ])('SIGTERM during %s exits within 3 s, cancelled, leaving no partial file', async (_, rows, extra) => {
    const skip = 1
    const faults = [{ route: 'visitors' as const, skip, fault: { type: 'slow' as const, delayMs: 20_000 } }]
    await withServers({ platform: { analytics: { rows }, faults } }, async ({ platform }) => {
      const inputs = visitorsInputs(platform, { 'page-size': '250', ...extra })
      const { run, stoppedWithinMs } = await cancelWhen({ inputs }, () => platform.requests.length > skip)
      expectEnding(run, 'cancelled')
      expect(stoppedWithinMs).toBeLessThan(3_000)
      expect(reportFiles(run)).toEqual([])
      expect(renderGfm(run.summary)).toContain('<strong>The run was cancelled.</strong>')
      expect(requestsByRoute(platform)).toEqual({ visitors: skip + 1 })
    })
  })

  it('SIGTERM during the upload exits within 3 s, cancelled, with the complete files kept', async () => {
    await withServers({ platform: {}, artifacts: { blobDelayMs: 20_000 } }, async ({ platform, env }) => {
      const inputs = visitorsInputs(platform, VISITORS_ONLY)
      const { run, stoppedWithinMs } = await cancelWhen({ inputs, env }, (stdout) =>
        stdout.includes('Beginning upload of artifact content'),
      )
      expectEnding(run, 'cancelled')
      expect(stoppedWithinMs).toBeLessThan(3_000)
      expect(failureMessage(run)).toMatch(/^Cancelled while uploading artifact "visitors-report"/)
      expect(run.outputs['report-path']).toBe(path.join(run.runnerTemp, 'visitors-report'))
      expect(reportFiles(run).sort()).toEqual(['report.json', 'summary.md', 'visitors.csv', 'visitors.json'])
      expect(renderGfm(run.summary)).toContain('The run was cancelled after writing the report.')
    })
  })

  it('a stalled upload ends by the timeout, timed-out, with the complete files kept', async () => {
    await withServers({ platform: {}, artifacts: { blobDelayMs: 60_000 } }, async ({ platform, env }) => {
      const startedAt = Date.now()
      const run = await runAction({ inputs: visitorsInputs(platform, { ...VISITORS_ONLY, timeout: '4s' }), env })
      expect(Date.now() - startedAt).toBeLessThan(10_000)
      expectEnding(run, 'timed-out')
      expect(failureMessage(run)).toMatch(/^The timeout ran out while uploading artifact "visitors-report"/)
      expect(run.outputs['report-path']).toBe(path.join(run.runnerTemp, 'visitors-report'))
      expect(run.outputs['artifact-id']).toBeUndefined()
      // The whole report is shown, as written but not uploaded, with where the files are.
      const { headline, paragraphs } = summaryText(run)
      expect(headline).toBe('⏱️ Docs analytics report: files written, not uploaded · acme-docs')
      expect(paragraphs[1]).toBe(`The step timed out after writing the report. ${failureMessage(run)}`)
      expect(paragraphs[2]).toBe(
        `What to do: The files are in ${run.outputs['report-path']} on the runner until the job ends; re-run the job to upload them.`,
      )
      expect(paragraphs.join('\n')).not.toContain('incomplete')
    })
  })
})
