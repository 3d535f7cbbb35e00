import { describe, expect, it } from 'vitest'
import { withServers } from '../../harness/servers.ts'
import { cancelWhen, platformInputs } from '../helpers.ts'

/**
 * The one output set early: `job-id`, the moment the platform answers the create. A step that is
 * killed outright afterwards (the runner lost, the process out of memory) never reaches the place
 * where every other output is set, yet a later step or a re-run can still pick the job up.
 */
describe('a step killed right after it created the job', () => {
  it('leaves job-id in the outputs, and nothing else it had not yet decided', async () => {
    await withServers({ platform: { job: { statuses: ['active'] } } }, async ({ platform }) => {
      const { run } = await cancelWhen(
        { inputs: { ...platformInputs(platform), prompt: 'Refresh the changelog.', 'poll-interval': '10s' } },
        'Created agent job',
        'SIGKILL',
      )
      expect(run.exitCode).not.toBe(0)
      expect(run.outputs).toEqual({ 'job-id': 'job_0001' })
      expect(platform.requests.map((request) => request.route)).toContain('create')
    })
  })
})
