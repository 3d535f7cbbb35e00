import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { renderGfm } from '../../render/gfm.ts'
import { exampleStepAction, exampleStepInputs, withExpressions } from '../example-workflows.ts'
import { eventFile, expectEnding, platformInputs, routes, SIMULATOR_API_KEY, SIMULATOR_PROJECT } from '../helpers.ts'

/*
 * Waiting again actually works: a re-run repeats the workflow's inputs, so the summary and the
 * comment point at examples/wait-for-job.yml, which only waits, and that example, run with its
 * own inputs, picks the job up without creating another.
 */

const EXAMPLE = 'examples/wait-for-job.yml'
const PROMPT = 'Update the docs.'

describe('waiting again for a job', () => {
  it('the summary of a timed-out step links the example, and the example waits for the same job', async () => {
    await withServers(
      { platform: { job: { statuses: ['active', 'active', 'active', 'completed'] } } },
      async ({ platform }) => {
        const first = await runAction({
          inputs: { ...platformInputs(platform), prompt: PROMPT, timeout: '1s', 'poll-interval': '400ms' },
        })
        expectEnding(first, 'timed-out')
        const jobId = first.outputs['job-id']!
        const summary = renderGfm(first.summary)
        expect(summary).toContain(
          '(or a workflow that only waits, as in the <a href="https://github.com/docs-agent-action/docs-agent-action/blob/v2/examples/wait-for-job.yml">wait-for-job example</a>)',
        )
        expect(first.outputs['error']).toContain(`run a workflow that only waits (such as the action's ${EXAMPLE})`)

        const given = exampleStepInputs(EXAMPLE, 'wait')
        expect(given['job-id']).toBe('${{ inputs.job-id }}')
        const again = await runAction({
          action: exampleStepAction(EXAMPLE, 'wait'),
          inputs: {
            ...withExpressions(given, {
              'secrets.DOCS_API_KEY': SIMULATOR_API_KEY,
              'vars.DOCS_PROJECT_ID': SIMULATOR_PROJECT,
              'inputs.job-id': jobId,
            }),
            'base-url': platform.url,
            'poll-interval': '100ms',
          },
          env: { GITHUB_EVENT_NAME: 'workflow_dispatch', GITHUB_EVENT_PATH: eventFile('schedule-public.json') },
        })
        expectEnding(again, 'success')
        expect(routes(platform).filter((route) => route.startsWith('create'))).toEqual(['create 201'])
        expect(again.outputs).toMatchObject({ 'job-id': jobId, status: 'completed' })
      },
    )
  })

  it('names the action the runner ran, at its version, in the link', async () => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT, wait: 'false' },
        env: { GITHUB_ACTION_REPOSITORY: 'acme/docs-action', GITHUB_ACTION_REF: 'v2.1.0' },
      })
      expectEnding(run, 'success')
      expect(renderGfm(run.summary)).toContain(
        'href="https://github.com/acme/docs-action/blob/v2.1.0/examples/wait-for-job.yml"',
      )
    })
  })
})
