import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { exampleJobCondition, exampleStepAction, exampleStepInputs, withExpressions } from '../example-workflows.ts'
import { expectEnding, SIMULATOR_API_KEY, SIMULATOR_PROJECT } from '../helpers.ts'
import { conditionHolds } from '../workflow-condition.ts'
import { REQUEST_REPOSITORY, requestEnv, requestPayload, sentPrompts, type RequestOptions } from './request-helpers.ts'

/*
 * examples/docs-on-comment.yml as a team copies it: its job's `if:` read as GitHub reads it, for
 * each event it triggers on, and its one step run with its own inputs, the secret and the
 * variable the README sets up, on a /docs comment.
 */

const EXAMPLE = 'examples/docs-on-comment.yml'

const runsFor = (options: RequestOptions) =>
  conditionHolds(exampleJobCondition(EXAMPLE, 'agent'), { github: { event: requestPayload(options) } })

describe('the /docs example, end to end', () => {
  it('starts a runner for a /docs comment, inline comment or review, and for no other comment', () => {
    expect(runsFor({ body: '/docs roll back' })).toBe(true)
    expect(runsFor({ body: '/DOCS roll back' })).toBe(true)
    expect(runsFor({ body: '/docs here', event: 'pull_request_review_comment' })).toBe(true)
    expect(runsFor({ body: '/docs use one term', event: 'pull_request_review' })).toBe(true)
    expect(runsFor({ body: 'Looks good', event: 'pull_request_review' })).toBe(false)
    expect(runsFor({ body: 'Thanks! /docs later' })).toBe(false)
    expect(runsFor({ body: '> /docs roll back' })).toBe(false)
  })

  it('runs its step with its own inputs: a job from the issue, the standing prompt first', async () => {
    await withServers(
      { platform: { job: { statuses: ['completed'], prLink: null } }, github: REQUEST_REPOSITORY },
      async ({ platform, github, env }) => {
        const inputs = withExpressions(exampleStepInputs(EXAMPLE, 'agent'), {
          'secrets.DOCS_API_KEY': SIMULATOR_API_KEY,
          'vars.DOCS_PROJECT_ID': SIMULATOR_PROJECT,
        })
        const run = await runAction({
          action: exampleStepAction(EXAMPLE, 'agent'),
          inputs: { ...inputs, 'base-url': platform.url, 'poll-interval': '100ms' },
          env: { ...env, ...requestEnv({ body: '/docs explain rolling back' }) },
        })
        expectEnding(run, 'success')
        const prompt = sentPrompts(platform)[0]!.prompt
        expect(prompt.startsWith(`${inputs['prompt']}\n\n## The issue the request was asked in`)).toBe(true)
        expect(github.comments(12)).toHaveLength(1)
      },
    )
  })
})
