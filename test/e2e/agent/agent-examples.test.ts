import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { renderGfm } from '../../render/gfm.ts'
import type { RepositoryScript } from '../../simulator/github-api.ts'
import type { Simulator } from '../../simulator/server.ts'
import {
  exampleJobCondition,
  exampleStepAction,
  exampleStepInputs,
  exampleWorkflow,
  withExpressions,
} from '../example-workflows.ts'
import { eventFile, expectEnding, expectKeyNeverShown, SIMULATOR_API_KEY, SIMULATOR_PROJECT } from '../helpers.ts'
import { conditionHolds } from '../workflow-condition.ts'

/*
 * The two agent examples the README leads with, run as a new user would copy them: the step's
 * own inputs, the secret and the variable the README sets up, and the event the trigger fires
 * on. Nothing but the simulator's address and a quick poll is added.
 */

const RELEASE = 'examples/release-docs.yml'
const MERGED_PR = 'examples/merged-pr-docs.yml'
const DOCS_PR = 'https://github.com/acme/docs/pull/42'
const JOB = { statuses: ['active', 'completed'], prLink: DOCS_PR }

/** The example's step inputs with the repository's secret and variable, pointed at the simulator, and its own action. */
function exampleRun(
  file: string,
  platform: Simulator,
  values: Readonly<Record<string, string>> = {},
): { given: Record<string, string>; inputs: Record<string, string>; action: string | undefined } {
  const given = exampleStepInputs(file, 'agent')
  const inputs = withExpressions(given, {
    'secrets.DOCS_API_KEY': SIMULATOR_API_KEY,
    'vars.DOCS_PROJECT_ID': SIMULATOR_PROJECT,
    ...values,
  })
  return {
    given,
    inputs: { ...inputs, 'base-url': platform.url, 'poll-interval': '100ms' },
    action: exampleStepAction(file, 'agent'),
  }
}

function sentPrompt(platform: Simulator): string {
  const request = platform.requests.find((candidate) => candidate.route === 'create')
  return (JSON.parse(request?.body ?? '{}') as { prompt?: string }).prompt ?? ''
}

describe('the release example, end to end', () => {
  const history: RepositoryScript = {
    commits: ['Initial commit', 'Release 1.2.0', 'Add --dry-run to deploy', 'Release 1.3.0'],
    tags: { 'v1.2.0': 1, 'v1.3.0': 3 },
  }

  it('asks the agent about the tag pushed, with the commits since the previous tag', async () => {
    await withServers({ platform: { job: JOB }, github: history }, async ({ platform, env }) => {
      const { given, inputs, action } = exampleRun(RELEASE, platform, { 'github.ref_name': 'v1.3.0' })
      const run = await runAction({
        action,
        inputs,
        env: { ...env, GITHUB_EVENT_PATH: eventFile('push-tag.json'), GITHUB_REF: 'refs/tags/v1.3.0' },
      })
      expectEnding(run, 'success')
      const prompt = sentPrompt(platform)
      expect(given['prompt']).toContain('Release ${{ github.ref_name }} has shipped.')
      expect(prompt.split('\n\n## ')).toEqual([(inputs['prompt'] ?? '').trim(), expect.any(String)])
      expect(prompt).toMatch(/^Release v1\.3\.0 has shipped\./)
      expect(prompt).toContain('\n\n## Release context (added by the workflow)\n\n')
      expect(prompt).toContain('Commits since v1.2.0, newest first:\n- Release 1.3.0 (0000003)')
      expect(run.outputs['pr-link']).toBe(DOCS_PR)
      expectKeyNeverShown(run)
    })
  })
})

describe('the merged pull request example, end to end', () => {
  const pulls: RepositoryScript = {
    commits: ['Initial commit'],
    tags: {},
    pulls: {
      212: {
        title: 'Add --dry-run to deploy',
        body: '`deploy --dry-run` prints the plan.',
        files: [{ filename: 'src/deploy.ts', status: 'modified', additions: 40, deletions: 6 }],
      },
    },
  }
  const payload = (name: string): unknown => JSON.parse(readFileSync(eventFile(name), 'utf8'))
  const jobRunsFor = (name: string) =>
    conditionHolds(exampleJobCondition(MERGED_PR, 'agent'), { github: { event: payload(name) } })

  it("runs for a merged pull request, not for one closed unmerged, nor for a bot's", () => {
    expect(jobRunsFor('pull-request-merged.json')).toBe(true)
    expect(jobRunsFor('pull-request-closed-unmerged.json')).toBe(false)
    expect(jobRunsFor('pull-request-merged-by-bot.json')).toBe(false)
  })

  it('starts one job per merge: runs for the same pull request queue, and none is cancelled', () => {
    expect(exampleWorkflow(MERGED_PR).concurrency).toEqual({
      group: 'docs-agent-pr-${{ github.event.pull_request.number }}',
      'cancel-in-progress': false,
    })
  })

  it('creates the job with the pull request in the prompt, and comments the result on it', async () => {
    await withServers({ platform: { job: JOB }, github: pulls }, async ({ platform, github, env }) => {
      const { inputs, action } = exampleRun(MERGED_PR, platform)
      const run = await runAction({
        action,
        inputs,
        env: {
          ...env,
          GITHUB_EVENT_NAME: 'pull_request',
          GITHUB_EVENT_PATH: eventFile('pull-request-merged.json'),
          GITHUB_REF: 'refs/pull/212/merge',
        },
      })
      expectEnding(run, 'success')
      const prompt = sentPrompt(platform)
      expect(prompt.split('\n\n## ')).toEqual([(inputs['prompt'] ?? '').trim(), expect.any(String)])
      expect(prompt).toContain('\n\n## Merged pull request (added by the workflow)\n\n')
      expect(prompt).toContain('Pull request #212: Add --dry-run to deploy')
      expect(prompt).toContain('- modified src/deploy.ts (+40 −6)')

      const comments = github.comments(212)
      expect(comments).toHaveLength(1)
      const edits = comments[0]!.edits.map(renderGfm)
      expect(edits[0]).toContain('<h3>🔄 Docs agent: working</h3>')
      expect(edits.at(-1)).toContain('<h3>✅ Docs agent: Pull request opened</h3>')
      expect(edits.at(-1)).toContain(`<a href="${DOCS_PR}">acme/docs#42</a>`)
      expect(run.outputs['comment-url']).toBe(`https://github.com/acme/docs/pull/212#issuecomment-${comments[0]!.id}`)
      expectKeyNeverShown(run)
    })
  })
})
