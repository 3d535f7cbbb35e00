import { describe, expect, it } from 'vitest'
import { runAction, type ActionRun, type RunOptions } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import type { ArtifactService } from '../../simulator/artifact-service.ts'
import type { GitHubApi } from '../../simulator/github-api.ts'
import type { Simulator } from '../../simulator/server.ts'
import { automationInputs } from '../automation/automation-helpers.ts'
import { expectEnding, failureMessage, platformInputs } from '../helpers.ts'
import { PULL_REQUEST_RUN } from '../preview/preview-helpers.ts'

/*
 * "Re-run jobs" on GitHub: the same workflow run, the same step, attempt 2. What attempt 1 sent
 * to the platform (an agent job, a follow-up message, a deployment, a preview, an automation run)
 * it recorded as an artifact of the run; attempt 2 finds it through GitHub's listing and takes
 * it up, sending nothing again.
 */

const RUN_ID = 5150
const STEP = { GITHUB_RUN_ID: String(RUN_ID), GITHUB_JOB: 'docs', GITHUB_ACTION: 'docs-step' }

interface Write {
  readonly route: 'create' | 'message' | 'update' | 'preview' | 'automation'
  /** The step, once what it needs exists (a job for a follow-up message). */
  readonly step: (platform: Simulator) => Promise<RunOptions & { readonly inputs: Record<string, string> }>
  /** The output that names what was sent, the same in both attempts. */
  readonly output: string
  readonly said: string
  /** What the summary says of this attempt. */
  readonly again?: string
}

const agentInputs = (platform: Simulator) => ({ ...platformInputs(platform), prompt: 'Refresh the changelog.' })

const WRITES: readonly Write[] = [
  {
    route: 'create',
    step: (platform) => Promise.resolve({ inputs: agentInputs(platform) }),
    output: 'job-id',
    said: 'Attempt 1 of this workflow run created the agent job (job_0001)',
  },
  {
    route: 'message',
    step: async (platform) => {
      await runAction({ inputs: { ...agentInputs(platform), wait: 'false' } })
      return { inputs: { ...agentInputs(platform), 'job-id': 'job_0001', prompt: 'Also update the FAQ.' } }
    },
    output: 'job-id',
    said: 'Attempt 1 of this workflow run sent the follow-up message (job_0001)',
  },
  {
    route: 'update',
    step: (platform) => Promise.resolve({ inputs: platformInputs(platform, 'deploy') }),
    output: 'status-id',
    said: 'Attempt 1 of this workflow run triggered the deployment (status_0001)',
  },
  {
    route: 'preview',
    step: (platform) =>
      Promise.resolve({ inputs: { ...platformInputs(platform, 'preview'), comment: 'off' }, env: PULL_REQUEST_RUN }),
    output: 'status-id',
    said: 'Attempt 1 of this workflow run triggered the preview deployment (status_0001)',
  },
  {
    route: 'automation',
    step: (platform) => Promise.resolve({ inputs: automationInputs(platform) }),
    output: 'automation-run-id',
    said: 'Attempt 1 of this workflow run triggered automation',
    // Its explanation says it all: an automation run has no status to wait for.
    again: 'This attempt queued none again.',
  },
]

function writesReceived(platform: Simulator, route: Write['route']): number {
  return platform.requests.filter((request) => request.method === 'POST' && request.route === route).length
}

/** What attempt 1 uploaded, listed by GitHub as artifacts of the run, as GitHub lists every attempt's. */
function listAttemptArtifacts(github: GitHubApi, artifacts: ArtifactService): void {
  const sent = [...artifacts.artifacts].filter(([name]) => name.startsWith('docs-agent-sent-'))
  github.recordRun({
    id: RUN_ID,
    event: 'push',
    path: '.github/workflows/docs.yml',
    artifacts: sent.map(([name, { zip }]) => ({ name, zip: zip! })),
  })
}

async function attempt(options: RunOptions, env: Record<string, string>, number: number): Promise<ActionRun> {
  return runAction({ ...options, env: { ...options.env, ...env, ...STEP, GITHUB_RUN_ATTEMPT: String(number) } })
}

const SERVERS = { platform: {}, github: { commits: [], tags: {} }, artifacts: true } as const

describe('a re-run attempt of the same step', () => {
  it.each(WRITES.map((write) => [write.route, write] as const))(
    '%s: sends nothing again, and takes it up',
    async (_, write) => {
      await withServers(SERVERS, async ({ platform, github, artifacts, env }) => {
        const options = await write.step(platform)
        const first = await attempt(options, env, 1)
        expectEnding(first, 'success')
        expect(writesReceived(platform, write.route)).toBe(1)
        listAttemptArtifacts(github, artifacts)

        const second = await attempt(options, env, 2)
        expectEnding(second, 'success')
        expect(writesReceived(platform, write.route)).toBe(1)
        expect(second.outputs[write.output]).toBe(first.outputs[write.output])
        expect(second.summary).toContain(write.said)
        expect(second.summary).toContain(write.again ?? 'This attempt (2) took it up and sent nothing again.')
      })
    },
  )

  it('that cannot list the run (no token) sends nothing, and says how to send anyway', async () => {
    await withServers(SERVERS, async ({ platform, github, artifacts, env }) => {
      const options = { inputs: agentInputs(platform) }
      await attempt(options, env, 1)
      listAttemptArtifacts(github, artifacts)
      const second = await attempt({ inputs: { ...agentInputs(platform), 'github-token': '' } }, env, 2)
      expectEnding(second, 'failure')
      expect(failureMessage(second)).toContain(
        'This is attempt 2 of the workflow run, and whether an earlier attempt already created the agent job could not be told: "github-token" is empty',
      )
      expect(failureMessage(second)).toContain('start a new run of the workflow')
      expect(writesReceived(platform, 'create')).toBe(1)
    })
  })

  it('after a job that failed, sends anew: a re-run of a failure is a try again', async () => {
    await withServers(
      { ...SERVERS, platform: { job: { statuses: ['failed'] } } },
      async ({ platform, github, artifacts, env }) => {
        const options = { inputs: agentInputs(platform) }
        expectEnding(await attempt(options, env, 1), 'failure')
        listAttemptArtifacts(github, artifacts)
        const second = await attempt(options, env, 2)
        expect(writesReceived(platform, 'create')).toBe(2)
        expect(second.outputs['job-id']).toBe('job_0002')
      },
    )
  })

  it('that finds no record of an earlier send (attempt 1 stopped before it) sends as usual', async () => {
    await withServers(SERVERS, async ({ platform, github, env }) => {
      github.recordRun({ id: RUN_ID, event: 'push', path: '.github/workflows/docs.yml', artifacts: [] })
      const second = await attempt({ inputs: agentInputs(platform) }, env, 2)
      expectEnding(second, 'success')
      expect(writesReceived(platform, 'create')).toBe(1)
    })
  })

  it('after two steps of one key sent in one attempt (a matrix with the same inputs), sends nothing: it cannot tell them apart', async () => {
    await withServers(SERVERS, async ({ platform, github, artifacts, env }) => {
      const options = { inputs: platformInputs(platform, 'deploy') }
      await attempt(options, env, 1)
      const twin = await attempt(options, env, 1)
      expect(twin.stdout).toContain('::warning title=Send recorded twice::')
      listAttemptArtifacts(github, artifacts)
      const second = await attempt(options, env, 2)
      expectEnding(second, 'failure')
      expect(failureMessage(second)).toContain("attempt 1 recorded 2 sends of steps that share this step's key")
      expect(writesReceived(platform, 'update')).toBe(2)
    })
  })

  it('whose record has expired, sends nothing, and says so', async () => {
    await withServers(SERVERS, async ({ platform, github, artifacts, env }) => {
      const options = { inputs: platformInputs(platform, 'deploy') }
      await attempt(options, env, 1)
      const [name, { zip }] = [...artifacts.artifacts].find(([each]) => each.startsWith('docs-agent-sent-'))!
      github.recordRun({
        id: RUN_ID,
        event: 'push',
        path: '.github/workflows/docs.yml',
        artifacts: [{ name, zip: zip!, expired: true }],
      })
      const second = await attempt(options, env, 2)
      expectEnding(second, 'failure')
      expect(failureMessage(second)).toContain('has expired')
      expect(writesReceived(platform, 'update')).toBe(1)
    })
  })
})
