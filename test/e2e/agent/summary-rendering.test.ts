import type { CheerioAPI } from 'cheerio'
import { describe, expect, it } from 'vitest'
import { runAction, type ActionRun } from '../../harness/run-action.ts'
import { withServers, type ServerSpec } from '../../harness/servers.ts'
import { linkTargets, renderedSummary } from '../../render/dom.ts'
import { cancelWhen, expectEnding, platformInputs } from '../helpers.ts'

/**
 * Every agent-mode summary, rendered as GitHub reads it (CommonMark + GFM, raw HTML kept), and
 * judged by what a reader gets. The prompt and the platform's text are full of Markdown and HTML:
 * none of it may turn into headings, lists, tables, emphasis, scripts or links. The visitors
 * report's are in visitors-summary-rendering.test.ts.
 */
const PROMPT = [
  '# Scope',
  '',
  '',
  'Update the reference for __init__ and **bold** claims; keep *emphasis* literal.',
  '1. First step',
  '2. Second step',
  '',
  '| a | b |',
  '| - | - |',
  '| 1 | 2 |',
  '',
  '<script>alert("prompt")</script> & <b>not bold</b>',
  'Backticks: `code`, ``` fence ``` and ~~~ tildes.',
  '[link](javascript:alert(1)) and <https://example.com/autolink>',
  '    indented code? no: prompt text',
].join('\n')

async function runAgent(spec: ServerSpec, inputs: Record<string, string>): Promise<ActionRun> {
  return withServers(spec, ({ platform }) => runAction({ inputs: { ...platformInputs(platform), ...inputs } }))
}

/** What must hold in every agent summary that shows this prompt. */
function expectPromptShownAsTyped($: CheerioAPI): void {
  // The preview: the prompt's own <pre>, not the resume snippet (fenced code) nor the one in <details>.
  const preview = $('pre:not(:has(code))')
    .filter((_, element) => $(element).parents('details').length === 0)
    .text()
  expect(preview.length).toBeGreaterThan(0)
  expect(PROMPT.startsWith(preview)).toBe(true)
  expect(preview).toContain('# Scope\n\n\nUpdate the reference for __init__')

  const full = $('details:not([open]) > pre')
  expect(full).toHaveLength(1)
  expect(full.text()).toBe(PROMPT)
  expect($('details:not([open]) > summary').text()).toMatch(/^Prompt as sent \(/)

  expect($('h1')).toHaveLength(0)
  expect($('ol, ul')).toHaveLength(0)
  expect($('script, b, em, img')).toHaveLength(0)
  expect($('strong').filter((_, element) => /init|bold/.test($(element).text()))).toHaveLength(0)
  expect($('th').filter((_, element) => $(element).text() === 'a')).toHaveLength(0)
  expect(linkTargets($).filter((href) => !/^https?:\/\//.test(href))).toEqual([])
  expect(linkTargets($)).not.toContain('https://example.com/autolink')

  // Outside the <pre> blocks nothing of the prompt shows: it did not leak out of its block.
  $('pre').remove()
  expect($('body').text()).not.toMatch(/Scope|First step|alert/)
}

/** How to wait for the job again is said in one paragraph (the step to paste is the rest), not twice. */
function expectResumeAdviceOnce($: CheerioAPI): void {
  const advice = $('p').filter((_, element) => /job-id|no prompt|without a prompt/.test($(element).text()))
  expect(advice.length).toBe(1)
}

describe('agent summaries rendered as GitHub renders them', () => {
  it.each([
    ['prompt', { prompt: PROMPT }, {}],
    ['prompt-file', { 'prompt-file': 'prompts/release.md' }, { 'prompts/release.md': PROMPT + '\n' }],
  ])('shows a Markdown prompt given by %s exactly as typed', async (_, inputs, workspaceFiles) => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), ...inputs }, workspaceFiles })
      expect(run.outputs['conclusion']).toBe('success')
      expect(JSON.parse(platform.requests[0]?.body ?? '')).toEqual({ prompt: PROMPT })
      const $ = renderedSummary(run.summary)
      expect($('h2').text()).toContain('Pull request opened')
      expect(linkTargets($)).toContain('https://github.com/acme/docs/pull/42')
      expectPromptShownAsTyped($)
    })
  })

  it.each([
    ['completed without a pull request', { job: { statuses: ['completed'], prLink: null } }, {}, 'success'],
    ['failed', { job: { statuses: ['active', 'failed'] } }, {}, 'failure'],
    ['timed out', { job: { statuses: ['active'] } }, { timeout: '1500ms' }, 'timed-out'],
    ['was not waited for', {}, { wait: 'false' }, 'success'],
    [
      'may exist after a create answered 502',
      { faults: [{ route: 'create', fault: { type: 'status', status: 502 } }] },
      {},
      'failure',
    ],
  ] as const)('keeps the prompt as typed when the job %s', async (_, platform, inputs, conclusion) => {
    const run = await runAgent({ platform }, { prompt: PROMPT, ...inputs })
    expect(run.outputs['conclusion']).toBe(conclusion)
    const $ = renderedSummary(run.summary)
    expect($('h2')).toHaveLength(1)
    const resume = $('pre > code.language-yaml')
    if (resume.length > 0) {
      expectResumeAdviceOnce($)
      expect(resume.text()).toMatch(
        /^- uses: \S+@\S+\n {2}with:\n {4}api-key: \$\{\{ secrets\.DOCS_API_KEY \}\}\n {4}project-id: \$\{\{ vars\.DOCS_PROJECT_ID \}\} # acme-docs\n {4}job-id: (job_0001|<the job id shown on the dashboard>)\n$/,
      )
    }
    expectPromptShownAsTyped($)
  })

  it('keeps the prompt as typed when the workflow is cancelled while waiting', async () => {
    await withServers({ platform: { job: { statuses: ['active'] } } }, async ({ platform }) => {
      const { run } = await cancelWhen({ inputs: { ...platformInputs(platform), prompt: PROMPT } }, (stdout) =>
        stdout.includes('Created agent job'),
      )
      expectEnding(run, 'cancelled')
      const $ = renderedSummary(run.summary)
      expect($('h2').text()).toContain('Cancelled')
      expect($('pre > code.language-yaml').text()).toContain('job-id: job_0001')
      expectResumeAdviceOnce($)
      expectPromptShownAsTyped($)
    })
  })

  it("shows the platform's model, repository and ref as text, whatever markup they hold", async () => {
    const job = {
      statuses: ['completed'],
      prLink: 'javascript:alert(document.cookie)',
      model: '**gpt** _x_ <img src=x onerror=alert(1)> | col |',
      repository: '[docs](javascript:alert(2)) <script>alert(3)</script>',
      ref: 'main`</code><b>x</b>',
    }
    const run = await runAgent({ platform: { job } }, { prompt: 'Short prompt.' })
    expect(run.outputs['conclusion']).toBe('success')
    const $ = renderedSummary(run.summary)
    const cell = (field: string) =>
      $('td')
        .filter((_, element) => $(element).text() === field)
        .next()
    expect(cell('Model').text()).toBe(job.model)
    expect(cell('Source').text()).toBe(`${job.repository} @ ${job.ref}`)
    expect(cell('Source').find('code').text()).toBe(job.ref)
    // A link that is not https is shown as text, never as a link.
    expect(cell('Docs pull request').text()).toBe(`${job.prLink} (not linked: its scheme is "javascript:", not https)`)
    expect(cell('Docs pull request').find('a')).toHaveLength(0)
    expect($('table')).toHaveLength(1)
    expect($('script, img, b, em, strong:not(:contains("Prompt"))')).toHaveLength(0)
    expect(linkTargets($).filter((href) => !/^https?:\/\//.test(href))).toEqual([])
    expect($('pre').first().text()).toBe('Short prompt.')
  })
})
