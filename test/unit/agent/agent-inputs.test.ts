import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readAgentSettings } from '../../../src/agent/agent-inputs.ts'
import { inputReader, readCommonSettings } from '../../../src/inputs/read-inputs.ts'
import { rejectInputsOfOtherModes } from '../../../src/inputs/step-action.ts'
import { AGENT_INPUTS } from '../../../src/agent/agent-declaration.ts'
import { MODE_NAMES, MODES } from '../../../src/modes.ts'
import { fakeEnvironment } from '../support/fakes.ts'
import { stubInputs } from '../support/stub-inputs.ts'

vi.mock('@actions/core', async (importOriginal) => ({ ...(await importOriginal<object>()), setSecret: vi.fn() }))

const base = { 'api-key': 'mint_abc_123456', 'project-id': 'acme', prompt: 'Update the docs' }
const roots = () => {
  const home = mkdtempSync(path.join(tmpdir(), 'inputs-'))
  const workspace = path.join(home, 'workspace')
  const runnerTemp = path.join(home, 'runner-temp')
  mkdirSync(workspace)
  mkdirSync(runnerTemp)
  return { home, workspace, runnerTemp }
}

function read(given: Record<string, string>, environment = fakeEnvironment()) {
  stubInputs(given)
  const common = readCommonSettings(MODE_NAMES)
  rejectInputsOfOtherModes(common.mode, MODES)
  return readAgentSettings(common, inputReader(AGENT_INPUTS), environment)
}

afterEach(() => vi.unstubAllEnvs())

describe('agent inputs: the task is decided once', () => {
  it('applies the documented defaults', () => {
    expect(read(base)).toEqual({
      mode: 'agent',
      apiKey: 'mint_abc_123456',
      projectId: 'acme',
      baseUrl: 'https://api.mintlify.com',
      timeoutMs: 1_800_000,
      jobSummary: true,
      task: { kind: 'create', prompt: { kind: 'input', text: 'Update the docs' } },
      wait: true,
      pollIntervalMs: 10_000,
      failOn: ['failed'],
      requirePr: false,
      eventContext: 'auto',
      eventContextInput: { name: 'event-context', value: 'auto', set: false },
      prDiff: false,
      comment: 'auto',
      releaseNotesLink: false,
      prompt: { shown: true },
      allowedBots: { all: false, logins: new Set() },
      trigger: '/docs',
      request: undefined,
      githubToken: 'ghs_unitToken_0123',
    })
  })

  it('refuses pr-diff without event-context auto, and a release-notes link without waiting or a token', () => {
    expect(() => read({ ...base, 'pr-diff': 'true', 'event-context': 'off' })).toThrow(
      'Input "pr-diff: true" adds to what "event-context: auto" adds to the prompt; this step has "event-context: off".',
    )
    // Named as the workflow wrote it: a 1.0.0 step's release-context, in its 1.0.0 value.
    expect(() => read({ ...base, 'pr-diff': 'true', 'release-context': 'none' })).toThrow(
      'Input "pr-diff: true" adds to what "event-context: auto" adds to the prompt; this step has "release-context: none".',
    )
    expect(() => read({ ...base, 'release-notes-link': 'true', wait: 'false' })).toThrow(
      /^Input "release-notes-link: true" needs "wait: true"/,
    )
    expect(() => read({ ...base, 'release-notes-link': 'true', 'github-token': '', 'event-context': 'off' })).toThrow(
      /^Input "release-notes-link: true" needs "github-token"/,
    )
    expect(() => read({ ...base, comment: 'always' })).toThrow(/"comment"/)
    expect(read({ ...base, 'event-context': 'auto', 'pr-diff': 'true', comment: 'off' })).toMatchObject({
      prDiff: true,
      comment: 'off',
    })
  })

  it('reads a follow-up message from job-id and a prompt, and a resume from job-id alone', () => {
    expect(read({ ...base, 'job-id': ' job_1 ' }).task).toEqual({
      kind: 'message',
      jobId: 'job_1',
      prompt: { kind: 'input', text: 'Update the docs' },
    })
    expect(read({ ...base, prompt: '', 'job-id': 'job_1' }).task).toEqual({ kind: 'resume', jobId: 'job_1' })
  })

  it('reads every agent input', () => {
    expect(
      read({
        ...base,
        'base-url': 'http://127.0.0.1:9999/',
        timeout: '5m',
        'job-summary': 'false',
        wait: 'false',
        'poll-interval': '250ms',
        'fail-on': 'failed,archived',
        'event-context': 'off',
      }),
    ).toMatchObject({
      baseUrl: 'http://127.0.0.1:9999',
      timeoutMs: 300_000,
      jobSummary: false,
      wait: false,
      pollIntervalMs: 250,
      failOn: ['failed', 'archived'],
      eventContext: 'off',
    })
    expect(read({ ...base, 'require-pr': 'true', 'fail-on': 'OFF' })).toMatchObject({ requirePr: true, failOn: [] })
  })

  it('waits for a job with event-context auto, its default, and no token: there is no prompt to add to', () => {
    expect(read({ ...base, prompt: '', 'job-id': 'job_1', 'github-token': '' })).toMatchObject({
      task: { kind: 'resume', jobId: 'job_1' },
      eventContext: 'auto',
    })
  })

  it('takes prompt-file from the workspace or RUNNER_TEMP, following links that stay inside', () => {
    const { workspace, runnerTemp } = roots()
    writeFileSync(path.join(workspace, 'prompt.md'), 'Hello')
    writeFileSync(path.join(runnerTemp, 'content-gaps.md'), 'Gaps')
    symlinkSync(path.join(workspace, 'prompt.md'), path.join(workspace, 'link.md'))
    const environment = fakeEnvironment({ workspace, runnerTemp })
    expect(read({ ...base, prompt: '', 'prompt-file': 'prompt.md' }, environment).task).toMatchObject({
      prompt: { kind: 'file', given: 'prompt.md' },
    })
    expect(
      read({ ...base, prompt: '', 'prompt-file': path.join(runnerTemp, 'content-gaps.md') }, environment).task,
    ).toMatchObject({ prompt: { kind: 'file' } })
    expect(read({ ...base, prompt: '', 'prompt-file': 'link.md' }, environment).task).toMatchObject({
      prompt: { kind: 'file', path: path.join(workspace, 'prompt.md') },
    })
  })
})

describe('agent inputs: every rule, before anything is sent', () => {
  it.each([
    [
      { prompt: '' },
      'Input "prompt" (or "prompt-file") is required in agent mode unless "job-id" names a job to wait for.',
    ],
    [{ prompt: '  \n ' }, 'Input "prompt" must hold a non-empty instruction; it is blank.'],
    [{ 'prompt-file': 'p.md' }, 'Inputs "prompt" and "prompt-file" cannot both be set'],
    [{ 'job-id': '..' }, 'Input "job-id" must be a single id usable in a request path; ".." is not an id'],
    [{ 'project-id': '.' }, 'Input "project-id" must be a single id usable in a request path; "." is not an id'],
    [{ 'project-id': ' ' }, 'Input "project-id" is required.'],
    [{ 'api-key': '' }, 'Input "api-key" is required'],
    [{ 'api-key': 'mint_abc\ndef' }, 'Input "api-key" must be one key of visible ASCII characters'],
    [{ 'api-key': 'mint_äbc' }, 'Input "api-key" must be one key of visible ASCII characters'],
    [
      { mode: 'report' },
      'Input "mode" must be one of agent, visitors, deploy, preview, automation, rollup; got "report".',
    ],
    [{ timeout: '600h' }, 'Input "timeout" must be from 1s to 120h; got "600h".'],
    [{ timeout: '0' }, 'Input "timeout" must be a duration greater than zero'],
    [{ 'poll-interval': '2h' }, 'Input "poll-interval" must be from 100ms to 1h'],
    [{ timeout: '30s', 'poll-interval': '1m' }, 'Input "poll-interval" (1m) may not exceed "timeout" (30s).'],
    [{ timeout: '5s' }, 'Input "poll-interval" (10s, its default) may not exceed "timeout" (5s).'],
    [{ wait: 'false', 'require-pr': 'true' }, 'Input "require-pr: true" needs "wait: true"'],
    [{ 'event-context': 'always' }, 'Input "event-context" must be one of auto, off; got "always".'],
    [
      { 'github-token': '' },
      'Input "event-context", auto by default since 2.0.0, reads what the run\'s event changed from GitHub and needs "github-token" (the default, github.token, is enough); or set "event-context: off".',
    ],
    [
      { 'github-token': '', 'release-context': 'auto' },
      'Input "release-context: auto" reads what the run\'s event changed from GitHub and needs "github-token"',
    ],
    [{ 'release-context': 'bogus' }, 'Input "release-context" must be one of auto, off; got "bogus".'],
    [
      { 'fail-on': 'failed,active' },
      'Input "fail-on" must be off alone, or a comma-separated list of completed, archived, failed; "active" is not one of them.',
    ],
    [{ 'fail-on': 'failed,off' }, 'Input "fail-on" takes off alone, not within a list; got "failed,off".'],
    [{ 'date-from': '2026-01-01' }, 'Input "date-from" applies to mode "visitors" only; this step runs mode "agent".'],
    [{ compare: 'off' }, 'Input "compare" applies to mode "visitors" only; this step runs mode "agent".'],
    // A section's input is visitors mode's too; of several, the first in action.yml's order is named.
    [
      { 'summary-rows': '5', 'max-search-terms': '10' },
      'Input "max-search-terms" applies to mode "visitors" only; this step runs mode "agent".',
    ],
    [{ 'base-url': 'http://api.example.com' }, 'Input "base-url" must be an https URL'],
  ])('rejects %j', (override, message) => {
    expect(() => read({ ...base, ...override })).toThrow(message)
  })

  it('refuses a prompt input longer than a runner can pass, pointing at prompt-file', () => {
    expect(() => read({ ...base, prompt: 'x'.repeat(131_009) })).toThrow(
      'Input "prompt" may hold at most 131,008 bytes (a runner cannot pass a longer input); it holds 131,009 bytes. Put a longer prompt in a file and use "prompt-file".',
    )
    expect(() => read({ ...base, prompt: 'x'.repeat(131_008) })).not.toThrow()
  })

  it('never echoes the key in its error', () => {
    expect(() => read({ ...base, 'api-key': 'mint_secret part' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('secret') as unknown }),
    )
  })

  it.each([
    ['../outside.md', 'must name a file inside the workspace or RUNNER_TEMP'],
    ['/etc/hostname', 'must name a file inside the workspace or RUNNER_TEMP'],
    ['escape.md', 'must name a file inside the workspace or RUNNER_TEMP'],
    ['dir', 'must name a regular file; "dir" is a directory'],
    ['fifo', 'must name a regular file; "fifo" is a special file'],
    ['big.md', 'may name a file of at most 262,144 bytes; "big.md" has 262,145 bytes'],
    ['missing.md', 'Input "prompt-file": cannot read "missing.md"'],
  ])('refuses prompt-file %s', (file, message) => {
    const { home, workspace, runnerTemp } = roots()
    writeFileSync(path.join(home, 'outside.md'), 'secret')
    symlinkSync(path.join(home, 'outside.md'), path.join(workspace, 'escape.md'))
    mkdirSync(path.join(workspace, 'dir'))
    execFileSync('mkfifo', [path.join(workspace, 'fifo')])
    writeFileSync(path.join(workspace, 'big.md'), 'x'.repeat(262_145))
    expect(() =>
      read({ ...base, prompt: '', 'prompt-file': file }, fakeEnvironment({ workspace, runnerTemp })),
    ).toThrow(message)
  })
})
