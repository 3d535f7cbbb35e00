import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readSettings } from '../../src/inputs.ts'
import { readActionMetadata } from '../harness/action-metadata.ts'

const NOW = new Date('2026-11-21T12:00:00Z')
const { inputs: ACTION_INPUTS } = readActionMetadata()

/** Sets every input as the runner would: action.yml defaults, overridden by `given`. */
function withInputs(given: Record<string, string>): void {
  for (const [name, defaultValue] of ACTION_INPUTS) {
    vi.stubEnv(`INPUT_${name.toUpperCase()}`, given[name] ?? defaultValue.replace('${{ github.token }}', 'ghs_token'))
  }
}

const agent = { 'api-key': 'mint_abc', 'project-id': 'acme', prompt: 'Update the docs' }
const visitors = { 'api-key': 'mint_abc', 'project-id': 'acme', mode: 'visitors' }

afterEach(() => vi.unstubAllEnvs())

describe('readSettings in agent mode', () => {
  it('applies the documented defaults', () => {
    withInputs(agent)
    expect(readSettings(NOW)).toEqual({
      mode: 'agent',
      apiKey: 'mint_abc',
      projectId: 'acme',
      baseUrl: 'https://api.mintlify.com',
      timeoutMs: 1_800_000,
      jobSummary: true,
      prompt: 'Update the docs',
      jobId: undefined,
      wait: true,
      pollIntervalMs: 10_000,
      failOn: ['failed'],
      requirePr: false,
      releaseContext: 'none',
      githubToken: 'ghs_token',
    })
  })

  it('reads every agent input', () => {
    withInputs({
      ...agent,
      'base-url': 'http://127.0.0.1:9999/',
      timeout: '5m',
      'job-summary': 'false',
      wait: 'false',
      'poll-interval': '250ms',
      'fail-on': 'failed,archived',
      'release-context': 'auto',
    })
    expect(readSettings(NOW)).toMatchObject({
      baseUrl: 'http://127.0.0.1:9999',
      timeoutMs: 300_000,
      jobSummary: false,
      wait: false,
      pollIntervalMs: 250,
      failOn: ['failed', 'archived'],
      requirePr: false,
      releaseContext: 'auto',
    })
  })

  it('reads require-pr', () => {
    withInputs({ ...agent, 'require-pr': 'true' })
    expect(readSettings(NOW)).toMatchObject({ requirePr: true, wait: true })
  })

  it('allows an empty fail-on, so no final status fails the step', () => {
    withInputs({ ...agent, 'fail-on': '' })
    expect(readSettings(NOW)).toMatchObject({ failOn: [] })
  })

  it('reads the prompt from prompt-file relative to the workspace', () => {
    const workspace = mkdtempSync(path.join(tmpdir(), 'workspace-'))
    writeFileSync(path.join(workspace, 'prompt.md'), '\n  Long instruction\nline two  \n')
    vi.stubEnv('GITHUB_WORKSPACE', workspace)
    withInputs({ ...agent, prompt: '', 'prompt-file': 'prompt.md' })
    expect(readSettings(NOW)).toMatchObject({ prompt: 'Long instruction\nline two' })
  })

  it('waits for an existing job when only job-id is given', () => {
    withInputs({ ...agent, prompt: '', 'job-id': 'job_77' })
    expect(readSettings(NOW)).toMatchObject({ jobId: 'job_77', prompt: undefined })
  })

  it('keeps job-id with a prompt, for a follow-up message', () => {
    withInputs({ ...agent, 'job-id': 'job_77' })
    expect(readSettings(NOW)).toMatchObject({ jobId: 'job_77', prompt: 'Update the docs' })
  })

  it.each([
    [{ 'api-key': '' }, 'Input "api-key" is required'],
    [{ 'api-key': 'mint_a b' }, 'Input "api-key" must be a single key without spaces or line breaks.'],
    [{ 'project-id': '' }, 'Input "project-id" is required.'],
    [{ 'project-id': 'a/b' }, 'Input "project-id" must be a single identifier'],
    [{ mode: 'report' }, 'Input "mode" must be one of agent, visitors; got "report".'],
    [{ prompt: '' }, 'Input "prompt" (or "prompt-file") is required in agent mode unless "job-id" names a job'],
    [{ prompt: '  \n ' }, 'Input "prompt" must hold a non-empty instruction; it is blank.'],
    [{ 'prompt-file': 'p.md' }, 'Inputs "prompt" and "prompt-file" cannot both be set'],
    [{ prompt: '', 'prompt-file': 'missing.md' }, 'Input "prompt-file": cannot read "missing.md"'],
    [{ 'job-id': 'job 1' }, 'Input "job-id" must be a single identifier'],
    [{ 'base-url': 'http://example.com' }, 'Input "base-url" must be an https URL'],
    [{ timeout: 'forever' }, 'Input "timeout" must be a duration'],
    [{ 'poll-interval': '0' }, 'Input "poll-interval" must be a duration greater than zero'],
    [{ wait: 'yes' }, 'Input "wait" must be true or false'],
    [{ 'require-pr': 'maybe' }, 'Input "require-pr" must be true or false'],
    [{ 'job-summary': 'no' }, 'Input "job-summary" must be true or false'],
    [{ 'fail-on': 'active' }, 'Input "fail-on" must be a comma-separated list of completed, archived, failed'],
    [{ 'release-context': 'all' }, 'Input "release-context" must be one of none, auto'],
    [
      { 'release-context': 'auto', 'github-token': '' },
      'Input "release-context: auto" needs "github-token" (the default, github.token, is enough).',
    ],
    [{ 'require-pr': 'true', wait: 'false' }, 'Input "require-pr: true" needs "wait: true"'],
    [{ 'date-from': '-7d' }, 'Input "date-from" applies to mode "visitors" only; this step runs mode "agent".'],
    [{ 'page-size': '100' }, 'Input "page-size" applies to mode "visitors" only'],
  ])('rejects %j', (override, message) => {
    withInputs({ ...agent, ...override })
    expect(() => readSettings(NOW)).toThrow(message)
  })

  it('masks the key before any other input can fail, and never echoes it', () => {
    withInputs({ ...agent, 'api-key': 'mint_secret', mode: 'bogus' })
    expect(() => readSettings(NOW)).toThrow(/^((?!mint_secret).)*$/)
  })
})

describe('readSettings in visitors mode', () => {
  it('applies the documented defaults', () => {
    vi.stubEnv('RUNNER_TEMP', '/runner/temp')
    withInputs(visitors)
    expect(readSettings(NOW)).toEqual({
      mode: 'visitors',
      apiKey: 'mint_abc',
      projectId: 'acme',
      baseUrl: 'https://api.mintlify.com',
      timeoutMs: 1_800_000,
      jobSummary: true,
      dateRange: { from: undefined, to: undefined },
      pageSize: 250,
      summaryRows: 20,
      reportDir: path.resolve('/runner/temp/visitors-report'),
      artifactName: 'visitors-report',
      artifactRetentionDays: undefined,
    })
  })

  it('reads every visitors input', () => {
    withInputs({
      ...visitors,
      'date-from': '-7d',
      'date-to': 'today',
      'page-size': '100',
      'summary-rows': '0',
      'report-dir': '/tmp/report',
      'artifact-name': '',
      'artifact-retention-days': '14',
    })
    const settings = readSettings(NOW)
    expect(settings).toMatchObject({
      pageSize: 100,
      summaryRows: 0,
      reportDir: '/tmp/report',
      artifactName: '',
      artifactRetentionDays: 14,
    })
    expect(settings.mode === 'visitors' && [settings.dateRange.from?.text, settings.dateRange.to?.text]).toEqual([
      '2026-11-14',
      '2026-11-21',
    ])
  })

  it.each([
    [{ 'date-from': 'last week' }, 'Input "date-from" must be a date as YYYY-MM-DD'],
    [{ 'date-to': '2024-02-30' }, 'Input "date-to" is not a real calendar date'],
    [
      { 'date-from': 'today', 'date-to': '-1d' },
      'Input "date-from" (2026-11-21) must be before "date-to" (2026-11-20)',
    ],
    [{ 'page-size': '251' }, 'Input "page-size" must be a whole number from 1 to 250'],
    [{ 'summary-rows': '-1' }, 'Input "summary-rows" must be a whole number from 0 to 1000'],
    [{ 'artifact-name': 'weekly/report' }, 'Input "artifact-name" must not contain any of'],
    [{ 'artifact-name': 'a:b' }, 'Input "artifact-name" must not contain any of'],
    [{ 'artifact-retention-days': '0' }, 'Input "artifact-retention-days" must be a whole number from 1 to 400'],
    [{ prompt: 'Update' }, 'Input "prompt" applies to mode "agent" only; this step runs mode "visitors".'],
    [{ 'job-id': 'job_1' }, 'Input "job-id" applies to mode "agent" only'],
    [{ wait: 'false' }, 'Input "wait" applies to mode "agent" only'],
  ])('rejects %j', (override, message) => {
    withInputs({ ...visitors, ...override })
    expect(() => readSettings(NOW)).toThrow(message)
  })
})
