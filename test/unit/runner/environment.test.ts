import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { describeRun, readRunnerEnvironment } from '../../../src/runner/environment.ts'

describe('readRunnerEnvironment: the runner, read once', () => {
  it("names this run's workflow file only when it is this repository's own", () => {
    const path = (ref: string | undefined) =>
      readRunnerEnvironment({ GITHUB_REPOSITORY: 'acme/docs', ...(ref ? { GITHUB_WORKFLOW_REF: ref } : {}) })
        .workflowPath
    expect(path('ACME/Docs/.github/workflows/a.yml@refs/tags/v1')).toBe('.github/workflows/a.yml')
    expect(path('acme/docs/.github/workflows/a.yml')).toBe('.github/workflows/a.yml')
    expect(path('other/docs/.github/workflows/a.yml@refs/heads/main')).toBeUndefined()
    expect(path('acme/docs/@refs/heads/main')).toBeUndefined()
    expect(path(undefined)).toBeUndefined()
  })

  it('reads what a runner sets', () => {
    const home = mkdtempSync(path.join(tmpdir(), 'env-'))
    writeFileSync(path.join(home, 'event.json'), JSON.stringify({ release: { tag_name: 'v1' } }))
    const environment = readRunnerEnvironment(
      {
        GITHUB_REPOSITORY: 'acme/docs',
        GITHUB_REF: 'refs/tags/v1',
        GITHUB_EVENT_NAME: 'release',
        GITHUB_EVENT_PATH: path.join(home, 'event.json'),
        GITHUB_SERVER_URL: 'https://ghe.example.com/',
        GITHUB_API_URL: 'https://ghe.example.com/api/v3',
        GITHUB_RUN_ID: '99',
        GITHUB_WORKFLOW_REF: 'acme/docs/.github/workflows/docs report.yml@refs/heads/main',
        GITHUB_WORKSPACE: path.join(home, 'ws'),
        RUNNER_TEMP: path.join(home, 'tmp'),
        GITHUB_STEP_SUMMARY: path.join(home, 'summary.md'),
        ACTIONS_RUNTIME_TOKEN: 't',
        ACTIONS_RESULTS_URL: 'https://results.example.com',
      },
      home,
    )
    expect(environment).toEqual({
      repository: { owner: 'acme', repo: 'docs' },
      ref: 'refs/tags/v1',
      eventName: 'release',
      actor: '',
      eventPayload: { release: { tag_name: 'v1' } },
      serverUrl: 'https://ghe.example.com',
      apiUrl: 'https://ghe.example.com/api/v3',
      runUrl: 'https://ghe.example.com/acme/docs/actions/runs/99',
      runId: 99,
      workflowPath: '.github/workflows/docs report.yml',
      workspace: path.join(home, 'ws'),
      runnerTemp: path.join(home, 'tmp'),
      summaryFile: path.join(home, 'summary.md'),
      canUploadArtifacts: true,
      actionReference: undefined,
    })
    expect(describeRun(environment)).toBe(
      'Running for acme/docs at refs/tags/v1 (https://ghe.example.com/acme/docs/actions/runs/99).',
    )
  })

  it('has sensible defaults outside a runner, and ignores a payload that is not one', () => {
    const environment = readRunnerEnvironment({ GITHUB_EVENT_PATH: '/dev/null' }, '/work/dir')
    expect(environment).toMatchObject({
      repository: undefined,
      runUrl: undefined,
      eventPayload: {},
      workspace: '/work/dir',
      runnerTemp: '/work/dir/.runner-temp',
      canUploadArtifacts: false,
    })
    expect(describeRun(environment)).toBe('Not running in a GitHub workflow run.')
  })
})
