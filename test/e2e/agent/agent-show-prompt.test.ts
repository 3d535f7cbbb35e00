import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { ActionRun, RunOptions } from '../../harness/run-action.ts'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { renderGfm } from '../../render/gfm.ts'
import type { FaultRule } from '../../simulator/faults.ts'
import type { Simulator, SimulatorOptions } from '../../simulator/server.ts'
import { cancelWhen, expectEnding, platformInputs, routes, summaryText } from '../helpers.ts'

/*
 * `show-prompt: false` (and `auto` with a content-gaps prompt), as a workflow on a public repository sees it: the prompt (what readers
 * searched for, say) reaches the platform, and neither the summary, the log (debug included) nor
 * the outputs show it, in any ending, even when the platform's answers quote it back.
 */

/** Plain letters and digits, so that no escaping in the log or the summary could hide a leak from the check. */
const SECRET = 'zq4711 private reader term'
const PROMPT = `Improve the pages for what readers searched in vain: ${SECRET}.`
const HIDDEN = '"show-prompt" is false, and the answer could quote the prompt'
const DEBUG = { RUNNER_DEBUG: '1' }
const PR = 'https://github.com/acme/docs/pull/42'
const TAG_PUSH = {
  GITHUB_EVENT_PATH: fileURLToPath(new URL('../../fixtures/events/push-tag.json', import.meta.url)),
  GITHUB_REF: 'refs/tags/v1.3.0',
}

/** A platform whose answers quote the prompt back, in a field the contract does not have. */
function echoing(route: FaultRule['route'], status: number, body: Record<string, unknown>): SimulatorOptions {
  return { faults: [{ route, times: 100, fault: { type: 'body', status, body: JSON.stringify(body) } }] }
}
const ECHOED_JOB = { id: 'job_0001', status: 'completed', prLink: PR, prompt: PROMPT, messages: [PROMPT] }
const QUOTING_ERROR = { error: `Invalid prompt: ${PROMPT}`, details: [{ message: SECRET }] }

function hidden(platform: { url: string }, inputs: Record<string, string> = {}): RunOptions {
  return { inputs: { ...platformInputs(platform), prompt: PROMPT, 'show-prompt': 'false', ...inputs }, env: DEBUG }
}

/** Nothing the run shows holds `texts`; the debug log, on and showing the requests sent, was checked too. */
function expectNeverShown(run: ActionRun, platform: Simulator, ...texts: string[]): void {
  if (platform.requests.length > 0) expect(run.stdout).toContain('::debug::')
  const shown = { stdout: run.stdout, stderr: run.stderr, summary: run.summary, outputs: JSON.stringify(run.outputs) }
  for (const text of texts) {
    for (const [where, content] of Object.entries(shown))
      expect(content, `${where} shows the prompt`).not.toContain(text)
  }
}

function promptLine(run: ActionRun): string | undefined {
  return summaryText(run).paragraphs.find((paragraph) => /^(Prompt|Follow-up message) not shown/.test(paragraph))
}

const SIZE_LINE = `Prompt not shown because show-prompt is false (${PROMPT.length} characters).`

describe('show-prompt: false keeps the prompt out of the summary and the log', () => {
  it('for a completed job, whose answers quote the prompt back', async () => {
    await withServers({ platform: echoing('get', 200, ECHOED_JOB) }, async ({ platform }) => {
      const run = await runAction(hidden(platform))
      expectEnding(run, 'success')
      expect(JSON.parse(platform.requests[0]?.body ?? '')).toEqual({ prompt: PROMPT })
      expect(summaryText(run).headline).toBe('✅ Docs agent: Pull request opened')
      expect(promptLine(run)).toBe(SIZE_LINE)
      expect(run.outputs).toMatchObject({ 'job-id': 'job_0001', status: 'completed', 'pr-link': PR })
      expect(run.stdout).toMatch(/^::debug::HTTP 200: [\d,]+ characters, not shown \(.+\)\.$/m)
      expectNeverShown(run, platform, SECRET)
    })
  })

  it('and the same checks find the prompt when it is shown', async () => {
    await withServers({ platform: echoing('get', 200, ECHOED_JOB) }, async ({ platform }) => {
      const run = await runAction(hidden(platform, { 'show-prompt': 'true' }))
      expectEnding(run, 'success')
      expect(run.summary).toContain(SECRET)
      expect(run.stdout).toMatch(new RegExp(`^::debug::HTTP 200: .*${SECRET}`, 'm'))
    })
  })

  it('for a create the platform refuses, quoting the prompt in its error', async () => {
    await withServers({ platform: echoing('create', 400, QUOTING_ERROR) }, async ({ platform }) => {
      const run = await runAction(hidden(platform))
      expectEnding(run, 'failure')
      expect(run.outputs['error']).toBe(
        `The platform rejected the request to create the agent job as invalid (HTTP 400). The platform's words are not shown (${HIDDEN}). No job was created.`,
      )
      expect(summaryText(run).headline).toBe('❌ Docs agent: No job created')
      expect(promptLine(run)).toBe(SIZE_LINE)
      expectNeverShown(run, platform, SECRET)
    })
  })

  it('for a create whose answer is an error that leaves a job possible (HTTP 500)', async () => {
    await withServers({ platform: echoing('create', 500, QUOTING_ERROR) }, async ({ platform }) => {
      const run = await runAction(hidden(platform))
      expectEnding(run, 'failure')
      expect(run.outputs['error']).toMatch(
        /^Could not confirm the request to create the agent job: HTTP 500 — the platform's words not shown\. A job may/,
      )
      expect(summaryText(run).headline).toBe('❌ Docs agent: A job may have been created')
      expect(promptLine(run)).toBe(SIZE_LINE)
      expectNeverShown(run, platform, SECRET)
    })
  })

  it('for a wait that times out', async () => {
    await withServers({ platform: { job: { statuses: ['active'] } } }, async ({ platform }) => {
      const run = await runAction(hidden(platform, { timeout: '1500ms' }))
      expectEnding(run, 'timed-out')
      expect(promptLine(run)).toBe(SIZE_LINE)
      expectNeverShown(run, platform, SECRET)
    })
  })

  it('for a step cancelled while waiting', async () => {
    await withServers({ platform: { job: { statuses: ['active'] } } }, async ({ platform }) => {
      const { run } = await cancelWhen(hidden(platform, { 'poll-interval': '10s' }), 'Created agent job')
      expectEnding(run, 'cancelled')
      expect(promptLine(run)).toBe(SIZE_LINE)
      expectNeverShown(run, platform, SECRET)
    })
  })

  it('for a follow-up message', async () => {
    await withServers({}, async ({ platform }) => {
      await runAction({ inputs: { ...platformInputs(platform), prompt: 'First.', wait: 'false' } })
      const run = await runAction(hidden(platform, { 'job-id': 'job_0001' }))
      expectEnding(run, 'success')
      expect(routes(platform)[1]).toBe('message 200')
      expect(promptLine(run)).toBe(
        `Follow-up message not shown because show-prompt is false (${PROMPT.length} characters).`,
      )
      expectNeverShown(run, platform, SECRET)
    })
  })
})

it('refuses a show-prompt that is not one of its choices before any request, naming the input and the rule', async () => {
  await withServers({}, async ({ platform }) => {
    const run = await runAction(hidden(platform, { 'show-prompt': 'maybe' }))
    expectEnding(run, 'failure')
    expect(run.outputs['error']).toBe('Input "show-prompt" must be one of auto, true, false; got "maybe".')
    expect(platform.requests).toEqual([])
    expectNeverShown(run, platform, SECRET)
  })
})

describe('show-prompt: false with prompt-file and the release context', () => {
  const NOTES = 'Notes only the agent reads: qx9 release detail.'
  const github = {
    commits: ['Initial', 'Release'],
    tags: { 'v1.3.0': 1 },
    releases: { 'v1.3.0': { name: 'v1.3.0', body: NOTES } },
  }
  const fileInputs = { prompt: '', 'prompt-file': 'gaps.md', 'event-context': 'auto' }

  it('gives the sizes of the prompt and of the release context, and neither text', async () => {
    await withServers({ github }, async ({ platform, env }) => {
      const run = await runAction({
        ...hidden(platform, fileInputs),
        workspaceFiles: { 'gaps.md': `${PROMPT}\n` },
        env: { ...DEBUG, ...env, ...TAG_PUSH },
      })
      expectEnding(run, 'success')
      const sent = (JSON.parse(platform.requests[0]?.body ?? '') as { prompt: string }).prompt
      expect(sent).toContain(NOTES)
      const context = sent.length - PROMPT.length - 2
      expect(promptLine(run)).toBe(
        `Prompt not shown because show-prompt is false (${sent.length.toLocaleString('en-US')} characters, including ${context.toLocaleString('en-US')} characters of release context).`,
      )
      expect(renderGfm(run.summary)).toContain('<td>Release</td>')
      expectNeverShown(run, platform, SECRET, NOTES)
    })
  })

  it('when the release cannot be read, stopping before any request to the platform', async () => {
    await withServers({ github: { ...github, failWith: 403 } }, async ({ platform, env }) => {
      const run = await runAction({
        ...hidden(platform, fileInputs),
        workspaceFiles: { 'gaps.md': PROMPT },
        env: { ...DEBUG, ...env, ...TAG_PUSH },
      })
      expectEnding(run, 'failure')
      expect(platform.requests).toEqual([])
      expect(summaryText(run).headline).toBe('❌ Docs agent: No job created')
      expectNeverShown(run, platform, SECRET, NOTES)
    })
  })
})

describe('show-prompt: auto, the default, hides a content-gaps prompt on a repository anyone can read', () => {
  const gapsFile = { 'reports/content-gaps.md': PROMPT }
  const on = (repository: Record<string, unknown>) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'event-')), 'event.json')
    writeFileSync(file, JSON.stringify({ repository }))
    // A scheduled run, on the default branch as GitHub runs one: no event context to add.
    return { ...DEBUG, GITHUB_EVENT_NAME: 'schedule', GITHUB_REF: 'refs/heads/main', GITHUB_EVENT_PATH: file }
  }

  it('on a public repository: the size only, and the answers withheld, saying why', async () => {
    await withServers({ platform: echoing('get', 200, ECHOED_JOB) }, async ({ platform }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), 'prompt-file': 'reports/content-gaps.md' },
        workspaceFiles: gapsFile,
        env: on({ private: false, visibility: 'public' }),
      })
      expectEnding(run, 'success')
      expect(promptLine(run)).toBe(
        `Prompt not shown because it holds what readers wrote (the content gaps of a visitors report) and the repository is public (show-prompt: auto) (${PROMPT.length} characters).`,
      )
      expectNeverShown(run, platform, SECRET)
    })
  })

  it('on a private repository, or for a prompt file that is not reader text: shown', async () => {
    const cases = [
      { file: 'reports/content-gaps.md', repository: { private: true, visibility: 'private' } },
      { file: 'reports/prompt.md', repository: { private: false, visibility: 'public' } },
    ]
    for (const { file, repository } of cases) {
      await withServers({}, async ({ platform }) => {
        const run = await runAction({
          inputs: { ...platformInputs(platform), 'prompt-file': file },
          workspaceFiles: { [file]: PROMPT },
          env: on(repository),
        })
        expectEnding(run, 'success')
        expect(promptLine(run)).toBeUndefined()
        expect(run.summary).toContain(SECRET)
      })
    }
  })
})
