import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { renderedSummary } from '../../render/dom.ts'
import { expectEnding, platformInputs } from '../helpers.ts'

const PROMPT = 'Refresh the changelog.'

/**
 * The step the summary offers to paste, as a workflow reads it, and the project's id as its
 * comment gives it: written as YAML, for a workflow that writes the id out in place of the variable.
 */
function pastedStep(summary: string): Record<string, string> {
  const yaml = renderedSummary(summary)('pre > code.language-yaml').text()
  const [step] = parse(yaml) as [{ with: Record<string, string> }]
  const written = /^ {4}project-id: \$\{\{ vars\.DOCS_PROJECT_ID \}\} # (.*)$/m.exec(yaml)?.[1] ?? ''
  return { ...step.with, 'written project-id': parse(written) as string }
}

/**
 * The contract types a job's id as any string: the action percent-encodes every id into one path
 * segment, follows the job, and offers a step to paste that gives back the id exactly.
 */
describe('ids the contract allows', () => {
  it.each([
    ['job 1', 'acme docs'],
    ['a/b', 'acme/docs'],
    ['50%', '100%'],
    ['é', 'docs-é'],
    ['#1: x', '?q=1'],
    // As long as an id may be (3,000 characters once encoded): the step to paste still gives it back whole.
    ['é'.repeat(500), 'acme-docs'],
  ])('creates, follows and resumes job %j of project %j', async (jobId, projectId) => {
    await withServers(
      { platform: { projectId, job: { id: jobId, statuses: ['active', 'completed'] } } },
      async ({ platform }) => {
        const inputs = { ...platformInputs(platform), 'project-id': projectId }
        const created = await runAction({ inputs: { ...inputs, prompt: PROMPT, wait: 'false' } })
        expectEnding(created, 'success')
        expect(created.outputs['job-id']).toBe(jobId)
        expect(pastedStep(created.summary)).toMatchObject({
          'project-id': '${{ vars.DOCS_PROJECT_ID }}',
          'written project-id': projectId,
          'job-id': jobId,
        })

        const resumed = await runAction({ inputs: { ...inputs, 'job-id': jobId } })
        expectEnding(resumed, 'success')
        expect(resumed.outputs).toMatchObject({ 'job-id': jobId, status: 'completed' })
        const project = encodeURIComponent(projectId)
        expect(platform.requests.map((request) => `${request.method} ${request.path} ${request.status}`)).toEqual([
          `POST /v2/agent/${project}/job 201`,
          ...Array<string>(platform.requests.length - 1).fill(
            `GET /v2/agent/${project}/job/${encodeURIComponent(jobId)} 200`,
          ),
        ])
      },
    )
  })

  it('follows an id with a space at its end, warning that no later step can name it', async () => {
    await withServers(
      { platform: { job: { id: 'job 1 ', statuses: ['active', 'completed'] } } },
      async ({ platform }) => {
        const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
        expectEnding(run, 'success')
        expect(run.outputs).toMatchObject({ 'job-id': 'job 1 ', status: 'completed' })
        expect(platform.requests.at(-1)?.path).toBe('/v2/agent/acme-docs/job/job%201%20')
        expect(run.stdout).toContain(
          '::warning title=Job id cannot be passed on::Agent job "job 1 " has an id that cannot be passed on exactly: it starts or ends with a space, which a step\'s inputs trim away, so no later step can name this job.',
        )
      },
    )
  })

  it('warns about nothing for an id that travels', async () => {
    await withServers({ platform: { job: { id: 'a/b', statuses: ['completed'] } } }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
      expectEnding(run, 'success')
      expect(run.stdout).not.toContain('Job id cannot be passed on')
    })
  })
})
