import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { HARNESS_GITHUB_TOKEN, runAction, type ActionRun } from '../../../harness/run-action.ts'
import { withServers } from '../../../harness/servers.ts'
import { lengthenNames } from '../../../render/long-names.ts'
import { SIMULATOR_API_KEY, SIMULATOR_PROJECT, type SimulatorOptions } from '../../../simulator/server.ts'
import { exampleStepAction, exampleStepInputs, withExpressions } from '../../example-workflows.ts'
import { eventFile, expectEnding } from '../../helpers.ts'
import { conditionHolds } from '../../workflow-condition.ts'
import { EARLIER_ISSUE, fakeGh, NEW_ISSUE_URL, exampleRunStep, runStepScript, withWebhook } from './posting-helpers.ts'

/*
 * The examples that post the weekly report where the team reads it, run end to end: the report
 * step through dist/index.js with the example's own inputs, then the example's posting script
 * with bash, its env: resolved from the step's outputs, against a stand-in gh and Slack webhook.
 * The report is the largest a quick test makes: 3,000 pages and 500 search terms over two weeks
 * (64 requests, as the weekly report's cost table says), every term, question and path about 150
 * characters long.
 */

const ISSUE = 'examples/weekly-report-issue.yml'
const SLACK = 'examples/weekly-report-slack.yml'
const RUN_URL = 'https://github.com/acme/docs/actions/runs/4242'
const LARGEST = { rows: 3_000, searchTerms: 500 }
/** A scheduled run on the default branch, of a repository whose payload says it is private or public. */
const scheduled = (visibility: 'private' | 'public') => ({
  GITHUB_EVENT_NAME: 'schedule',
  GITHUB_REF: 'refs/heads/main',
  GITHUB_EVENT_PATH: eventFile(`schedule-${visibility}.json`),
})

/** The report step of `example` on a repository of that visibility; `terms`: every term and question the simulator sent. */
async function reportStep(example: string, visibility: 'private' | 'public') {
  const terms = new Set<string>()
  const transform: NonNullable<SimulatorOptions['transform']> = (route, body, query) => {
    const long = lengthenNames(route, body, query) as Record<string, unknown>
    const rows = long[route === 'searches' ? 'searches' : route === 'assistant' ? 'conversations' : '']
    for (const row of Array.isArray(rows) ? (rows as Record<string, unknown>[]) : []) {
      const text = row['searchQuery'] ?? row['query']
      if (typeof text === 'string') terms.add(text)
    }
    return long
  }
  const run = await withServers(
    { platform: { analytics: LARGEST, transform }, artifacts: true },
    ({ platform, env }) => {
      const settings = { 'secrets.DOCS_API_KEY': SIMULATOR_API_KEY, 'vars.DOCS_PROJECT_ID': SIMULATOR_PROJECT }
      const inputs = { ...withExpressions(exampleStepInputs(example, 'report'), settings), 'base-url': platform.url }
      const action = exampleStepAction(example, 'report')
      return runAction({ action, inputs, env: { ...env, ...scheduled(visibility) } })
    },
  )
  expectEnding(run, 'success')
  return { run, terms: [...terms] }
}

/** The example's posting step run after `run`, when its condition holds; `values` for the expressions beyond the outputs. */
async function postingStep(example: string, run: ActionRun, values: Record<string, string>, pathFirst: string[] = []) {
  const step = exampleRunStep(example)
  // Script injection: every value reaches the script through env:, none is written into it.
  expect(step.run).not.toContain('${{')
  expect(conditionHolds(step.if, { steps: { report: { outputs: { 'summary-file': '', headline: '' } } } })).toBe(false)
  expect(conditionHolds(step.if, { steps: { report: { outputs: run.outputs } } })).toBe(true)
  const outputs = Object.entries(run.outputs).map(([name, value]): [string, string] => [
    `steps.report.outputs.${name}`,
    value,
  ])
  const env = withExpressions(step.env, { ...Object.fromEntries(outputs), ...values })
  const script = await runStepScript(step, env, pathFirst)
  expect(script.exitCode, script.stderr).toBe(0)
  return script
}

/** The issue example's script after `run`, against the stand-in gh: its calls, and the body this week's issue got. */
async function postIssue(run: ActionRun) {
  const gh = await fakeGh()
  await postingStep(ISSUE, run, { 'github.token': HARNESS_GITHUB_TOKEN, 'github.repository': 'acme/docs' }, [gh.bin])
  const calls = await gh.calls()
  const created = calls.find((call) => call.args[0] === 'issue' && call.args[1] === 'create')
  return { calls, created, body: created?.body ?? '' }
}

/** The Slack example's script after `run`, against the stand-in webhook: the one request and its JSON. */
async function postToSlack(run: ActionRun) {
  const received = await withWebhook(async (webhook) => {
    await postingStep(SLACK, run, { 'secrets.DOCS_SLACK_WEBHOOK_URL': webhook.url })
    return webhook.received
  })
  expect(received).toHaveLength(1)
  const request = received[0]
  const payload = JSON.parse(request?.body ?? '') as {
    text: string
    blocks: { type: string; text: { type: string; text: string; emoji: boolean } }[]
  }
  return { request, payload }
}

/** The week report.json's period covers, as people read it: its dateTo is exclusive. */
async function reportWeek(run: ActionRun): Promise<string> {
  const manifest = await readFile(path.join(run.outputs['report-path'] ?? '', 'report.json'), 'utf8')
  const { period } = JSON.parse(manifest) as { period: { dateFrom: string; dateTo: string } }
  const lastDay = new Date(Date.parse(period.dateTo) - 86_400_000).toISOString().slice(0, 10)
  return `${period.dateFrom} to ${lastDay}`
}

/** What a reader sees of the HTML: entities read back, the word joiners that unlink `@` and `#` gone. */
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"' }
const seen = (markup: string) =>
  markup
    .replace(/&(?:#(\d+)|#x([\da-f]+)|([a-z]+));/gi, (entity, decimal?: string, hex?: string, name?: string) =>
      decimal || hex
        ? String.fromCodePoint(decimal ? Number(decimal) : parseInt(hex ?? '', 16))
        : (NAMED[name ?? ''] ?? entity),
    )
    .replaceAll('\u2060', '')
    .toLowerCase()
/** The terms whose start shows in `text` (a summary cuts a long one after a few words). */
const termsIn = (text: string, terms: readonly string[]) =>
  terms.filter((term) => seen(text).includes(term.slice(0, 20).toLowerCase()))

describe('examples/weekly-report-issue.yml, end to end', () => {
  it("posts the summary file as this week's issue, and closes last week's with a link to it", async () => {
    const { run, terms } = await reportStep(ISSUE, 'private')
    const { calls, created, body } = await postIssue(run)

    // The body: the summary file, whole, within GitHub's limit, every link absolute.
    const summaryFile = run.outputs['summary-file'] ?? ''
    expect(path.isAbsolute(summaryFile)).toBe(true)
    expect(body).toBe(await readFile(summaryFile, 'utf8'))
    expect(body.length).toBeLessThanOrEqual(65_536)
    const links = [...body.matchAll(/href="([^"]*)"/g)].map(([, href]) => href ?? '')
    expect(links.length).toBeGreaterThan(5)
    expect(links.filter((href) => !href.startsWith('https://'))).toEqual([])
    // Reader text is shown on a private repository: the public repository's check would see it.
    expect(termsIn(body, terms)).not.toEqual([])

    // The title names the week, as the summary does.
    const week = await reportWeek(run)
    expect(body).toContain(`Period: ${week} (7 days)`)
    expect(run.outputs['period']).toBe(`${week} (7 days)`)
    const title = `Docs report: ${week} (7 days)`
    expect(created?.args).toEqual([
      'issue',
      'create',
      '--title',
      title,
      '--label',
      'docs-report',
      '--body-file',
      summaryFile,
    ])

    // The label first; the earlier issue listed before this week's exists, then closed with a link to it.
    expect(calls.map((call) => call.args.slice(0, 2).join(' '))).toEqual([
      'label create',
      'issue list',
      'issue create',
      'issue close',
    ])
    expect(calls[0]?.args.slice(2, 3)).toEqual(['docs-report'])
    expect(calls[0]?.args).toContain('--force')
    expect(calls[3]?.args.slice(2, 4)).toEqual([String(EARLIER_ISSUE.number), '--comment'])
    expect(calls[3]?.args[4]).toContain(NEW_ISSUE_URL)
    expect(calls.map((call) => [call.token, call.repo])).toEqual(calls.map(() => [HARNESS_GITHUB_TOKEN, 'acme/docs']))

    // Run again in the same week: its issue is found by its exact title, and nothing is posted or closed.
    const again = await fakeGh({ number: 42, title, state: 'OPEN' })
    const env = { 'github.token': HARNESS_GITHUB_TOKEN, 'github.repository': 'acme/docs' }
    await postingStep(ISSUE, run, env, [again.bin])
    expect((await again.calls()).map((call) => call.args.slice(0, 2).join(' '))).toEqual(['label create', 'issue list'])
  }, 60_000)
})

describe('examples/weekly-report-slack.yml, end to end', () => {
  it("posts the headline as plain text in one section block, the run's address last", async () => {
    const { run, terms } = await reportStep(SLACK, 'private')
    const { request, payload } = await postToSlack(run)
    const headline = run.outputs['headline'] ?? ''
    expect(request?.method).toBe('POST')
    expect(request?.contentType).toBe('application/json')
    expect(payload.blocks).toEqual([{ type: 'section', text: { type: 'plain_text', text: headline, emoji: true } }])
    for (const text of [payload.text, payload.blocks[0]?.text.text ?? '']) {
      expect(text).toBe(headline)
      expect(text.length).toBeLessThanOrEqual(3_000)
      expect(text).not.toMatch(/<|\*\*|^\s*\|/m)
    }
    // Multi-line: the project and the week, a line per figure, then the run's address.
    const lines = headline.split('\n')
    expect(lines[0]).toBe(`📊 Docs analytics report · ${SIMULATOR_PROJECT} · ${await reportWeek(run)} (7 days)`)
    expect(lines[1]).toMatch(/^👥 [\d,]+ unique visitors, [▲▼] [\d.]+% from [\d,]+$/)
    expect(lines.at(-1)).toBe(RUN_URL)
    // Never reader text, even where the summary shows it.
    expect(termsIn(headline, terms)).toEqual([])
  }, 60_000)
})

describe('both examples on a public repository (reader-text hidden)', () => {
  it('post no search term or question the simulator returned, in the issue or in Slack', async () => {
    const [issue, slack] = [await reportStep(ISSUE, 'public'), await reportStep(SLACK, 'public')]
    expect([issue.run.outputs['reader-text'], slack.run.outputs['reader-text']]).toEqual(['hidden', 'hidden'])
    expect(issue.terms.length).toBeGreaterThan(500)
    const { body } = await postIssue(issue.run)
    const { payload } = await postToSlack(slack.run)
    expect(body).toContain('Reader text (search terms, questions to the assistant) is not shown or uploaded')
    expect(termsIn(body, issue.terms)).toEqual([])
    expect(termsIn(payload.text, slack.terms)).toEqual([])
    expect(body + payload.text).not.toContain(SIMULATOR_API_KEY)
  }, 60_000)
})
