import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderGfm } from '../../render/gfm.ts'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { readZip } from '../../harness/zip.ts'
import { periodSeed, visitorTotals } from '../../simulator/analytics-data.ts'
import { turns } from '../../simulator/assistant-data.ts'
import { SIMULATOR_API_KEY, SIMULATOR_PROJECT } from '../../simulator/server.ts'
import { eventFile, expectEnding, expectKeyNeverShown, summaryText } from '../helpers.ts'
import { exampleStepAction, exampleStepCondition, exampleStepInputs, withExpressions } from '../example-workflows.ts'
import { requestsByRoute, todayPlus } from './visitors-helpers.ts'

const EXAMPLE = 'examples/weekly-report.yml'
const filesOf = (names: readonly string[]) =>
  names.flatMap((name) => [name, `${name}-previous`].flatMap((base) => [`${base}.csv`, `${base}.json`]))
/** What the artifact holds on a public repository: no file with text readers wrote. */
const SHARED_FILES = filesOf(['visitors', 'views', 'feedback', 'assistant-callers'])
const READER_TEXT_FILES = [...filesOf(['searches', 'assistant']), 'content-gaps.md']
/** A scheduled run, on the default branch as GitHub runs one, in a public repository. */
const PUBLIC = {
  GITHUB_EVENT_NAME: 'schedule',
  GITHUB_REF: 'refs/heads/main',
  GITHUB_EVENT_PATH: eventFile('schedule-public.json'),
}
const EXAMPLE_KEYS = { 'api-key': '${{ secrets.DOCS_API_KEY }}', 'project-id': '${{ vars.DOCS_PROJECT_ID }}' }
/** The repository's secret and variable, as the README sets them up, naming the simulator's project. */
const REPOSITORY_SETTINGS = { 'secrets.DOCS_API_KEY': SIMULATOR_API_KEY, 'vars.DOCS_PROJECT_ID': SIMULATOR_PROJECT }

describe('the weekly report example, end to end', () => {
  it('exports every section for two periods in the fewest requests, then feeds the gaps to agent mode', async () => {
    await withServers({ platform: {}, artifacts: true }, async ({ platform, artifacts, env }) => {
      // The defaults make the whole report: every section, last week beside the week before.
      const given = exampleStepInputs(EXAMPLE, 'report')
      expect(given).toEqual(EXAMPLE_KEYS)
      expect(exampleStepAction(EXAMPLE, 'report')).toBe('report')
      const inputs = { ...withExpressions(given, REPOSITORY_SETTINGS), 'base-url': platform.url }
      const run = await runAction({ action: 'report', inputs, env: { ...env, ...PUBLIC } })
      expectEnding(run, 'success')

      // 120 paths, 100 feedback pages and 600 conversations fit one request each; 230 search terms take three.
      expect(requestsByRoute(platform)).toEqual({
        visitors: 2,
        views: 2,
        searches: 6,
        feedback: 2,
        assistant: 2,
        'assistant-callers': 2,
      })
      const periods = platform.requests.map((request) => `${request.route} ${request.query['dateFrom']}`)
      expect(periods.slice(0, 2)).toEqual([`visitors ${todayPlus(-7)}`, `visitors ${todayPlus(-14)}`])
      expect(platform.requests.filter((r) => r.route === 'searches').map((r) => r.query['limit'])).toEqual(
        Array(6).fill('100'),
      )
      expect(run.stdout).toMatch(/^Plan: unique visitors, 1 request per 250 paths; page views/m)
      // The plan comes before the first export's group opens, so before any analytics request.
      expect(run.stdout.indexOf('\nPlan: ')).toBeLessThan(run.stdout.indexOf('::group::Export unique visitors'))
      expect(run.stdout).toContain(
        'Spent 16 analytics requests (visitors 2, views 2, searches 6, feedback/by-page 2, assistant 2, assistant/caller-stats 2): 16 of the 100 per hour',
      )

      const current = visitorTotals({ rows: 120 }, periodSeed(todayPlus(-7)))
      const previous = visitorTotals({ rows: 120 }, periodSeed(todayPlus(-14)))
      const reportPath = path.join(run.runnerTemp, 'visitors-report')
      const readerTextPath = path.join(run.runnerTemp, 'visitors-reader-text')
      expect(run.outputs).toMatchObject({
        total: String(current.total),
        'previous-total': String(previous.total),
        'total-change': (((current.total - previous.total) / previous.total) * 100).toFixed(1),
        'path-count': '120',
        'report-path': reportPath,
        'content-gaps-file': path.join(readerTextPath, 'content-gaps.md'),
        'reader-text': 'hidden',
      })
      expect((await readdir(readerTextPath)).sort()).toEqual([...READER_TEXT_FILES].sort())
      expect(Number(run.outputs['content-gap-count'])).toBeGreaterThan(10)
      // The output, the summary's count and the report files' line agree, and say which the file lists.
      const found = Number(run.outputs['content-gap-count'])
      const gapsFile = await readFile(path.join(readerTextPath, 'content-gaps.md'), 'utf8')
      const listed = gapsFile.split('\n').filter((line) => /^(- |\d+\. )/.test(line)).length
      expect(listed).toBeLessThan(found)
      const said = summaryText(run).paragraphs.join('\n')
      expect(said).toContain(`${found.toLocaleString('en-US')} content gaps this week`)
      expect(said).toContain(`content-gaps.md lists ${listed}.`)
      expect(said).toContain(`content-gaps.md lists ${listed} of the ${found.toLocaleString('en-US')} content gaps`)

      const artifact = artifacts.artifacts.get('visitors-report')
      const files = readZip(artifact?.zip ?? Buffer.alloc(0))
      expect([...files.keys()].sort()).toEqual([...SHARED_FILES, 'report.json', 'summary.md'].sort())
      expect(run.outputs['artifact-digest']).toBe(
        createHash('sha256')
          .update(artifact?.zip ?? '')
          .digest('hex'),
      )
      expect(run.stdout).toContain(`: https://github.com/acme/docs/actions/runs/4242/artifacts/${artifact?.id}.`)
      const manifest = JSON.parse(files.get('report.json')?.toString() ?? '{}') as Record<string, unknown>
      expect(manifest).toMatchObject({
        period: { dateFrom: todayPlus(-7), dateTo: todayPlus(0) },
        previousPeriod: { dateFrom: todayPlus(-14), dateTo: todayPlus(-7) },
        sections: {
          visitors: { rows: 120, previousRows: 120 },
          searches: { rows: 230, capped: { searchRows: 500, moreAvailable: false } },
          feedback: { rows: 100, capped: { limit: 100, moreAvailable: true } },
          // The simulator's weeks differ: as many questions as this week's turns.
          assistant: {
            rows: turns({}, periodSeed(todayPlus(-7))).length,
            capped: { assistantRows: 1000, responses: false, moreAvailable: false },
          },
        },
        requests: {
          visitors: 2,
          views: 2,
          searches: 6,
          'feedback/by-page': 2,
          assistant: 2,
          'assistant/caller-stats': 2,
          total: 16,
          budgetPerHour: 100,
        },
        readerText: { shown: false, reason: 'the repository is public', keptOnRunner: READER_TEXT_FILES },
      })
      const csv = (await readFile(path.join(readerTextPath, 'searches.csv'), 'utf8')).split('\r\n')
      expect(csv[0]).toBe('searchQuery,hits,ctr,topClickedPage,lastSearchedAt')
      expect(csv).toHaveLength(232)

      const page = renderGfm(run.summary)
      // Open: the headline, the gaps to act on and the biggest movers; every section, the files and the spend folded.
      expect(page).toContain('<h3><a id="report-content-gaps"></a>🧩 Content gaps to act on</h3>')
      expect(page).toContain('<h3>📈 Biggest movers since the previous period</h3>')
      for (const title of ['Unique visitors', 'Page views', 'Searches', 'Feedback', 'AI assistant'])
        expect(page).toMatch(new RegExp(`<details><summary><a id="report-[a-z]+"></a><strong>${title}</strong>`))
      expect(page).toContain(
        '<details><summary><strong>Analytics requests spent</strong>: 16 of 100 per hour</summary>',
      )
      expect(page).toContain(
        '🔒 Reader text (search terms, questions to the assistant) is not shown or uploaded: the repository is public.',
      )
      // No term and no question reaches the summary; the counts and categories do.
      for (const text of ['deploy setup', 'webhook setup', 'Can I pay yearly', 'set up sso'])
        expect(page.toLowerCase()).not.toContain(text.toLowerCase())
      expect(page).toContain('<td>Authentication</td>')
      expect(page).not.toContain('pie title')
      expect(page).toMatch(
        /🔒 Not listed here: \d+ from Searches and \d+ from AI assistant, which quote what readers typed\./,
      )
      expect(page).toMatch(/<td align="right">▲ \d+\.\d%<\/td>|<td align="right">▼ \d+\.\d%<\/td>/)
      expect(page).toContain('<td align="right">entered</td>')
      expect(page).toContain('<summary>10 more rows (top pages by visitors)</summary>')
      expect(page).toMatch(/<td align="right">\d{1,3}(,\d{3})+<\/td>/)
      expect(page).toContain('Individual feedback comments are not exported')
      // The platform had more than the 100 pages one request returns: said once, with the counts it covers.
      expect(page).toMatch(
        /<p>More than 100 pages had feedback\. The platform returns at most\s+100 in one request and offers no way to page through the rest, so this report counts the\s+100 it returned: \d+ of them had more thumbs-down than thumbs-up\.<\/p>/,
      )
      expect(page).not.toContain('pages with feedback;')
      expectKeyNeverShown(run)

      // The example's next step: agent mode reads the gaps as its prompt file, in the same job.
      expect(exampleStepCondition(EXAMPLE, 'agent')).toBe(
        "fromJSON(steps.report.outputs.content-gap-count || '0') > 10",
      )
      const agentInputs = exampleStepInputs(EXAMPLE, 'agent')
      // show-prompt is left at auto: the prompt is reader text, and the repository is public.
      expect(agentInputs).toEqual({
        ...EXAMPLE_KEYS,
        'prompt-file': '${{ steps.report.outputs.content-gaps-file }}',
        timeout: '40m',
      })
      expect(exampleStepAction(EXAMPLE, 'agent')).toBe('agent')
      const agent = await runAction({
        action: 'agent',
        inputs: {
          ...withExpressions(agentInputs, {
            ...REPOSITORY_SETTINGS,
            'steps.report.outputs.content-gaps-file': run.outputs['content-gaps-file'] ?? '',
          }),
          'base-url': platform.url,
          'poll-interval': '100ms',
        },
        env: { RUNNER_TEMP: run.runnerTemp, GITHUB_WORKSPACE: run.workspace, ...PUBLIC },
      })
      expectEnding(agent, 'success')
      const prompt = (
        JSON.parse(platform.requests.find((r) => r.route === 'create')?.body ?? '{}') as { prompt: string }
      ).prompt
      expect(prompt).toBe((await readFile(path.join(readerTextPath, 'content-gaps.md'), 'utf8')).trim())
      expect(prompt).toContain('## Searches nobody clicked')
      expect(prompt).toContain('## Pages readers marked unhelpful')
      expect(prompt).toContain('## Questions the assistant could not answer')
      expect(prompt).toMatch(/- "can i pay yearly\?+": asked \d+ times, on "https:\/\/docs\.acme\.com\/[a-z/-]+"/i)
      // The agent step keeps what readers typed out of its own summary and log.
      for (const text of ['Can I pay yearly', 'deploy setup']) {
        expect(agent.summary).not.toContain(text)
        expect(agent.stdout).not.toContain(text)
      }
      expect(renderGfm(agent.summary)).toContain(
        '<strong>Prompt</strong> not shown because it holds what readers wrote, from the place where the visitors step keeps it out of view (<code>show-prompt: auto</code>)',
      )
    })
  })
})
