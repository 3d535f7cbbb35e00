import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { withServers } from '../../harness/servers.ts'
import { renderGfm } from '../../render/gfm.ts'
import { SIMULATOR_PROJECT } from '../../simulator/server.ts'
import { warnings } from '../visitors/history/history-helpers.ts'
import { plantArtifact, reportStep, rollupStep, RUN_ID } from './rollup-helpers.ts'

const PROJECTS = [SIMULATOR_PROJECT, 'docs-b', 'docs-c', 'docs-d']
const SERVERS = {
  platform: { analytics: { rows: 300 }, otherProjects: ['docs-b', 'docs-c'] },
  github: { commits: [], tags: {} },
  artifacts: true,
} as const

/** What the test changes of a report.json. */
type Planted = { projectId: string; headline: { figures: { visitors: { period: { total: number } } } } }

describe('rollup mode: one report for the organization', () => {
  it("rolls up this run's reports: a row per project, the totals, a partial one, a missing one, a hostile artifact named", async () => {
    await withServers(SERVERS, async (servers) => {
      const a = await reportStep(servers, SIMULATOR_PROJECT)
      const b = await reportStep(servers, 'docs-b')
      const c = await reportStep(servers, 'docs-c', { 'max-requests': '2' })
      expect([a, b, c].map((run) => run.outputs['report-state'])).toEqual(['complete', 'complete', 'partial'])
      plantArtifact(servers, 'evil-report', {
        'report.json': '{"projectId":"<img src=x onerror=alert(1)>","period":1}',
      })
      plantArtifact(servers, 'coverage-report', { 'index.html': '<html></html>' })
      // 9 MB that zips to a few KB: unpacked only up to report.json's cap.
      plantArtifact(servers, 'bomb-report', { 'report.json': ' '.repeat(9 * 1024 * 1024) })
      const requestsBefore = servers.platform.requests.length

      const rollup = await rollupStep(servers, { projects: PROJECTS.join(', ') })

      expect(rollup.exitCode, rollup.stdout).toBe(0)
      expect(servers.platform.requests.length).toBe(requestsBefore)
      const total = Number(a.outputs['total']) + Number(b.outputs['total'])
      expect(rollup.outputs).toMatchObject({
        conclusion: 'success',
        projects: '4',
        total: String(total),
        'projects-missing': '2',
      })
      const page = renderGfm(rollup.summary)
      // Each id on one line in the table: a `nowrap` cell, the id as it is.
      for (const project of PROJECTS) expect(page).toContain(`<td nowrap><code>${project}</code>`)
      expect(page).toContain(`${total.toLocaleString('en-US')}</strong> unique visitors across 2 projects`)
      expect(page).toMatch(/⏳ docs-c: partial, [\d,]+ answers? in over 1 run; the next run goes on/)
      expect(page).toMatch(/❔ docs-d: no report in this run \(its step failed, was skipped/)
      expect(page).toMatch(
        /docs-c<\/code><\/td>[\s\S]*?⏳ [\d,]+ answers? · <a href="[^"]+\/artifacts\/\d+">progress<\/a><\/td>/,
      )
      expect(page).toMatch(/docs-d<\/code><\/td>(<td align="right">—<\/td>)+<td>❔ none<\/td>/)
      expect(page).toContain(
        'Artifact <code>evil-report</code> was not read: report.json &quot;projectId&quot; is not a project id (it holds characters other than',
      )
      expect(page).toContain('Artifact <code>coverage-report</code> was not read: it holds no report.json.')
      expect(page).not.toContain('<img')
      const unread = warnings(rollup).filter((line) => line.includes('was not read'))
      expect(unread.map((line) => line.match(/Artifact "([^"]+)"/)?.[1]).sort()).toEqual([
        'bomb-report',
        'coverage-report',
        'evil-report',
      ])
      expect(page).toMatch(/Artifact <code>bomb-report<\/code> was not read: [^<]*8 MiB/)
      expect(unread.every((line) => line.startsWith('::warning title=Report artifact not read::'))).toBe(true)
      expect(rollup.summary).toContain(`href="https://github.com/acme/docs/actions/runs/${RUN_ID}/artifacts/`)
    })
  }, 60_000)

  it('refuses a report whose figures are not counts in its own row, with a warning, and keeps the sums exact', async () => {
    await withServers(SERVERS, async (servers) => {
      const a = await reportStep(servers, SIMULATOR_PROJECT)
      const report = JSON.parse(a.uploaded.get('report.json')?.toString() ?? '{}') as Planted
      const planted = (projectId: string, total: number) => {
        const copy = structuredClone(report)
        copy.projectId = projectId
        copy.headline.figures.visitors.period.total = total
        return { 'report.json': JSON.stringify(copy) }
      }
      plantArtifact(servers, 'docs-b-report', planted('docs-b', 1e308))
      plantArtifact(servers, 'docs-c-report', planted('docs-c', -123.456))
      plantArtifact(servers, 'docs-d-report', planted('docs-d', Number.MAX_SAFE_INTEGER))
      plantArtifact(servers, 'docs-e-report', planted('docs-e', Number.MAX_SAFE_INTEGER))
      const projects = [SIMULATOR_PROJECT, 'docs-b', 'docs-c', 'docs-d', 'docs-e']

      const rollup = await rollupStep(servers, { projects: projects.join(', ') })

      // 2^53 - 1 twice and the real total: past what a double holds exactly, summed exactly.
      const total = BigInt(a.outputs['total'] ?? '') + 2n * BigInt(Number.MAX_SAFE_INTEGER)
      expect(rollup.outputs).toMatchObject({ conclusion: 'success', total: String(total), 'projects-missing': '2' })
      const page = renderGfm(rollup.summary)
      expect(page).not.toMatch(/Infinity|123\.456|1e\+?308/)
      expect(page).toContain(`${total.toLocaleString('en-US')}</strong> unique visitors across 3 projects`)
      const why = `its report was refused, nothing of it counted: report.json &quot;headline.figures.visitors.period.total&quot; is not a count (a whole number from 0 to 9007199254740991)`
      expect(page).toContain(`⚠️ docs-b: ${why}`)
      expect(page).toContain(`⚠️ docs-c: ${why}`)
      expect(page).toMatch(
        /docs-b<\/code><\/td>(<td align="right">—<\/td>)+<td>⚠️ refused · <a href="[^"]+">artifact<\/a><\/td>/,
      )
      const refused = warnings(rollup).filter((line) => line.startsWith('::warning title=Report refused::'))
      expect(refused.map((line) => line.match(/project "([^"]+)"/)?.[1]).sort()).toEqual(['docs-b', 'docs-c'])
    })
  }, 60_000)

  it('writes the summary file as the job summary and a plain headline within their limits', async () => {
    await withServers(SERVERS, async (servers) => {
      const a = await reportStep(servers, SIMULATOR_PROJECT)
      await reportStep(servers, 'docs-b')
      const rollup = await rollupStep(servers, {})
      expect(rollup.outputs['projects']).toBe('2')
      const file = readFileSync(rollup.outputs['summary-file'] ?? '', 'utf8')
      expect(renderGfm(file)).toBe(renderGfm(rollup.summary))
      expect(file.length).toBeLessThanOrEqual(65_536)
      const headline = rollup.outputs['headline'] ?? ''
      expect(headline.length).toBeLessThanOrEqual(3_000)
      expect(headline).not.toMatch(/[<>|*]/)
      const lines = headline.split('\n')
      expect(lines[0]).toMatch(
        /^📊 Docs analytics roll-up · 2 projects · \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} \(7 days\)$/,
      )
      expect(lines[1]).toMatch(/^👥 [\d,]+ unique visitors across 2 projects, [▲▼] [\d.]+% from [\d,]+$/)
      expect(lines.at(-1)).toBe(`https://github.com/acme/docs/actions/runs/${RUN_ID}`)
      expect(Number(rollup.outputs['total'])).toBeGreaterThan(Number(a.outputs['total']))
    })
  }, 60_000)

  it('refuses an api-key or a project-id, which it would never use, before reading anything', async () => {
    await withServers(SERVERS, async (servers) => {
      const run = await rollupStep(servers, { 'api-key': 'mint_abc', reports: 'docs-*' })
      expect(run.outputs['conclusion']).toBe('failure')
      expect(run.outputs['error']).toBe(
        'Input "api-key" is not read by mode "rollup", which sends no request to the platform: remove it from the step.',
      )
      const elsewhere = await rollupStep(servers, { 'base-url': 'https://docs.example.com' })
      expect(elsewhere.outputs['error']).toBe(
        'Input "base-url" is not read by mode "rollup", which sends no request to the platform: remove it from the step.',
      )
      const bad = await rollupStep(servers, { reports: '*' })
      expect(bad.outputs['error']).toContain('Input "reports" must be an artifact name pattern')
      const twice = await rollupStep(servers, { projects: 'a b a' })
      expect(twice.outputs['error']).toBe('Input "projects" lists "a" twice: list each project once.')
      expect(servers.github.requests).toEqual([])

      // GitHub cannot list the run's artifacts: the step fails, saying the permission it needs.
      const refused = await rollupStep(servers, {})
      expect(refused.outputs['conclusion']).toBe('failure')
      expect(refused.outputs['error']).toMatch(
        /^GitHub refused listing the artifacts of this run \(900\): .*actions: read/,
      )

      // A run with no report artifact: an empty roll-up, and a warning saying what to set.
      servers.github.recordRun({ id: 900, event: 'schedule', path: '.github/workflows/docs-report.yml', artifacts: [] })
      const none = await rollupStep(servers, {})
      expect(none.outputs).toMatchObject({ conclusion: 'success', projects: '0', 'projects-missing': '0', total: '0' })
      expect(warnings(none)).toEqual([
        expect.stringMatching(/^::warning title=No report to roll up::No artifact of this run is a report/),
      ])
    })
  }, 60_000)
})
