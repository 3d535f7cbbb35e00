import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { renderGfm } from '../../render/gfm.ts'
import { eventFile, expectEnding, failureAnnotation, platformInputs } from '../helpers.ts'
import { previewInputs, PULL_REQUEST_RUN } from './preview-helpers.ts'

/*
 * Preview mode reads its inputs, and the run's event for its branch, before any request: a run
 * with no branch, a branch no git ref can be, another mode's input are refused; so does every
 * other mode refuse preview mode's.
 */

const BRANCH_RULE =
  'preview mode previews the branch "branch" names, or else the head branch of the pull request a "pull_request" or "pull_request_target" run is for, or the branch a "push" run pushed.'

describe('preview mode: bad input is refused before anything is sent', () => {
  it.each([
    [
      'no branch on a tag push',
      {},
      {},
      `Input "branch" is required on a "push" run (this push is of tag "v1.2.0"): ${BRANCH_RULE}`,
    ],
    [
      'no branch on a schedule',
      {},
      { GITHUB_EVENT_NAME: 'schedule', GITHUB_REF: 'refs/heads/main' },
      `Input "branch" is required on a "schedule" run: ${BRANCH_RULE}`,
    ],
    [
      'a branch with a space',
      { branch: 'dark mode' },
      {},
      'Input "branch" must be a git branch name; "dark mode" is not: it holds a space, a control character or a hidden character.',
    ],
    [
      'a full ref',
      { branch: 'refs/heads/dark-mode' },
      {},
      'Input "branch" must be a git branch name; "refs/heads/dark-mode" is not: it is a full ref; give the branch name alone, without "refs/heads/".',
    ],
    [
      'a branch git does not allow',
      { branch: 'docs..next' },
      {},
      'Input "branch" must be a git branch name; "docs..next" is not: it holds "..", "@{" or is "@", which git does not allow.',
    ],
    [
      'a branch longer than 255 characters',
      { branch: 'b'.repeat(256) },
      {},
      'is not: it is longer than 255 characters.',
    ],
    [
      'a branch and a status id',
      { branch: 'dark-mode', 'status-id': 'status_0001' },
      {},
      'Inputs "branch" and "status-id" do not go together: "status-id" waits for a preview triggered before, "branch" triggers a preview of that branch.',
    ],
    [
      "agent mode's prompt",
      { prompt: 'Update the docs' },
      PULL_REQUEST_RUN,
      'Input "prompt" applies to mode "agent" only; this step runs mode "preview".',
    ],
    [
      "agent mode's release-notes-link",
      { 'release-notes-link': 'true' },
      PULL_REQUEST_RUN,
      'Input "release-notes-link" applies to mode "agent" only; this step runs mode "preview".',
    ],
    [
      "visitors mode's include",
      { include: 'searches' },
      PULL_REQUEST_RUN,
      'Input "include" applies to mode "visitors" only; this step runs mode "preview".',
    ],
    ['a comment that is neither auto nor off', { comment: 'always' }, PULL_REQUEST_RUN, 'Input "comment" must be'],
  ])('%s', async (_, override, env, message) => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({ inputs: previewInputs(platform, override), env })
      expectEnding(run, 'failure')
      expect(failureAnnotation(run)).toEqual({
        title: 'Invalid input',
        message: expect.stringContaining(message) as string,
      })
      expect(platform.requests).toEqual([])
      expect(renderGfm(run.summary)).toContain('<h2>❌ Docs preview: the inputs were not accepted</h2>')
    })
  })

  it("refuses a pull request's head branch no git ref can be, naming where it came from", async () => {
    const payload = {
      action: 'opened',
      pull_request: {
        number: 9,
        head: { ref: 'x\u202e::error::y', repo: { full_name: 'acme/docs' } },
        base: { ref: 'main', repo: { full_name: 'acme/docs' } },
      },
    }
    const directory = await mkdtemp(path.join(tmpdir(), 'preview-event-'))
    const eventPath = path.join(directory, 'event.json')
    await writeFile(eventPath, JSON.stringify(payload))
    await withServers({}, async ({ platform }) => {
      const run = await runAction({
        inputs: previewInputs(platform),
        env: { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventPath },
      })
      expectEnding(run, 'failure')
      expect(failureAnnotation(run)?.message).toMatch(
        /^The head branch of pull request #9, ".+", cannot be previewed: it holds a space, a control character or a hidden character\. Set input "branch" to preview another branch\.$/,
      )
      expect(run.stdout).not.toMatch(/^::error::y/m)
      expect(platform.requests).toEqual([])
    })
  })
})

describe("other modes refuse preview mode's inputs, naming the modes they belong to", () => {
  it.each([
    [
      'agent',
      { prompt: 'Update the docs', branch: 'dark-mode' },
      'Input "branch" applies to mode "preview" only; this step runs mode "agent".',
    ],
    [
      'agent',
      { prompt: 'Update the docs', 'status-id': 'status_0001' },
      'Input "status-id" applies to modes "deploy" and "preview" only; this step runs mode "agent".',
    ],
    ['deploy', { branch: 'dark-mode' }, 'Input "branch" applies to mode "preview" only; this step runs mode "deploy".'],
    [
      'deploy',
      { comment: 'off' },
      'Input "comment" applies to modes "agent" and "preview" only; this step runs mode "deploy".',
    ],
    [
      'visitors',
      { wait: 'false' },
      'Input "wait" applies to modes "agent", "deploy" and "preview" only; this step runs mode "visitors".',
    ],
  ] as const)('a %s step given %j', async (mode, override, message) => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform, mode), ...override } })
      expectEnding(run, 'failure')
      expect(failureAnnotation(run)).toEqual({ title: 'Invalid input', message })
      expect(platform.requests).toEqual([])
    })
  })
})

describe("a fork's pull request", () => {
  const FORK = { GITHUB_EVENT_PATH: eventFile('pull-request-fork-merged.json') }

  it('is skipped as agent mode skips it when GitHub gives the run no secrets', async () => {
    await withServers({ github: { commits: ['x'], tags: {} } }, async ({ platform, github, env }) => {
      const run = await runAction({
        inputs: { ...previewInputs(platform), 'api-key': '' },
        env: { ...env, ...FORK, GITHUB_EVENT_NAME: 'pull_request' },
      })
      expectEnding(run, 'skipped')
      expect(platform.requests).toEqual([])
      expect(github.requests).toEqual([])
      expect(run.stdout).toContain('::notice title=No secrets for a fork::Pull request #214 comes from a fork')
      expect(renderGfm(run.summary)).toContain('<h2>ℹ️ Docs preview: skipped, no secrets for a fork</h2>')
    })
  })

  it('is skipped with its secrets too (pull_request_target): the platform previews no branch of a fork', async () => {
    await withServers({ github: { commits: ['x'], tags: {} } }, async ({ platform, github, env }) => {
      const run = await runAction({
        inputs: previewInputs(platform),
        env: { ...env, ...FORK, GITHUB_EVENT_NAME: 'pull_request_target' },
      })
      expectEnding(run, 'skipped')
      expect(platform.requests).toEqual([])
      expect(github.requests).toEqual([])
      const notices = run.stdout.split('\n').filter((line) => line.startsWith('::notice'))
      expect(notices).toEqual([
        expect.stringMatching(
          /^::notice title=No preview::Pull request #214 comes from a fork, and its head branch lives there: the platform previews branches of the project's own repository, none of a fork, so no preview was triggered \("pull_request_target" run\)\. .* To skip such runs before they start, give the step the condition "github\.event\.pull_request\.head\.repo\.full_name == github\.repository"\.$/,
        ),
      ])
      const summary = renderGfm(run.summary)
      expect(summary).toContain("<h2>ℹ️ Docs preview: skipped, a fork's branch</h2>")
      expect(summary).toContain('if: github.event.pull_request.head.repo.full_name == github.repository')
    })
  })

  it('is previewed when "branch" names a branch of this repository', async () => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({
        inputs: previewInputs(platform, { branch: 'docs-next', comment: 'off' }),
        env: { ...FORK, GITHUB_EVENT_NAME: 'pull_request_target' },
      })
      expectEnding(run, 'success')
      expect(JSON.parse(platform.requests[0]?.body ?? '')).toEqual({ branch: 'docs-next' })
    })
  })
})

describe('a push that deleted its branch', () => {
  it('is skipped: there is nothing to preview', async () => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({
        inputs: previewInputs(platform),
        env: {
          GITHUB_EVENT_NAME: 'push',
          GITHUB_REF: 'refs/heads/dry-run',
          GITHUB_EVENT_PATH: eventFile('push-branch-delete.json'),
        },
      })
      expectEnding(run, 'skipped')
      expect(platform.requests).toEqual([])
      expect(renderGfm(run.summary)).toContain('if: !github.event.deleted')
    })
  })
})
