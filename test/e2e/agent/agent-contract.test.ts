import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { renderGfm } from '../../render/gfm.ts'
import type { FaultRule } from '../../simulator/faults.ts'
import { expectEnding, platformInputs } from '../helpers.ts'

const PROMPT = 'Refresh the changelog.'

/**
 * Answers at the contract's edges: a redirect after a create (the work may be done), a pull
 * request link with escapes or on another host, a create answer that names its job but breaks
 * the contract (the id must still be kept), and an id holding a direction override.
 */
describe('a 303 answer to the creating POST', () => {
  it('says a job may have been created', async () => {
    const faults: FaultRule[] = [{ route: 'create', fault: { type: 'body', status: 303, body: '' } }]
    await withServers({ platform: { faults } }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
      expectEnding(run, 'failure')
      expect(platform.jobs.size).toBe(1)
      expect(run.outputs['error']).not.toContain('No job was created')
      expect(run.outputs['error']).toMatch(/may have been created/)
    })
  })
})

/**
 * `new URL()` accepts a link with surrounding tabs and line breaks by dropping them: the
 * `pr-link` output must be the URL as parsed, not the text as sent (a later `gh pr view` reads it).
 */
describe('pr-link is the URL the action checked', () => {
  it('outputs the parsed http(s) URL, not the raw text with escapes', async () => {
    const prLink = '\thttps://github.com/acme/docs/pull/42\n'
    await withServers({ platform: { job: { statuses: ['completed'], prLink } } }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
      expectEnding(run, 'success')
      expect(run.outputs['pr-number']).toBe('42')
      expect(run.outputs['pr-link']).toBe('https://github.com/acme/docs/pull/42')
    })
  })

  /**
   * A pull request on a host other than this run's GitHub is labelled with its host, so a
   * look-alike host is not dressed as `owner/repo#N`.
   */
  it('does not dress a link to another host as a GitHub pull request reference', async () => {
    const prLink = 'https://github.com.evil.example/acme/docs/pull/42'
    await withServers({ platform: { job: { statuses: ['completed'], prLink } } }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
      const summary = renderGfm(run.summary)
      expect(summary).toContain('href="https://github.com.evil.example/acme/docs/pull/42"')
      expect(summary).not.toMatch(/<a href="https:\/\/github\.com\.evil\.example[^"]*">acme\/docs#42<\/a>/)
    })
  })
})

/**
 * A 201 whose job has a usable id but breaks the contract elsewhere (no `status`) is a job that
 * exists with a known id: the step keeps it (`job-id`, the resume step) while saying the answer
 * could not be confirmed.
 */
describe('a created job whose answer breaks the contract', () => {
  it('still sets job-id when the answer names the job', async () => {
    await withServers({ platform: { job: { statuses: ['active'], omit: ['status'] } } }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
      expectEnding(run, 'failure')
      expect(run.outputs['error']).toContain('job "job_0001" in the answer has no string "status"')
      expect(run.outputs['job-id']).toBe('job_0001')
      expect(run.summary).not.toContain('<the job id shown on the dashboard>')
    })
  })
})

/**
 * A job id holding a direction override (U+202E) is an id like any other: the action follows the
 * job, keeps the id exact in the step to paste (as a YAML escape), warns that the `job-id` output
 * (log-safe text) shows it as an escape, and never writes the character raw into the summary,
 * where it would reorder what people read.
 */
describe('a job id with a bidirectional override', () => {
  const id = 'job_\u202e4321'

  it('is followed to its end, with a warning that the output cannot carry it exactly', async () => {
    await withServers({ platform: { job: { statuses: ['active', 'completed'], id } } }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
      expectEnding(run, 'success')
      expect(run.outputs['status']).toBe('completed')
      expect(new Set(platform.requests.map((request) => request.path))).toEqual(
        new Set(['/v2/agent/acme-docs/job', '/v2/agent/acme-docs/job/job_%E2%80%AE4321']),
      )
      expect(run.stdout).toContain(
        '::warning title=Job id cannot be passed on::Agent job "job_\\u202e4321" has an id that cannot be passed on exactly: it holds characters the "job-id" output writes as escapes',
      )
      // Outputs are text for the log too: a hidden character in one is written as its escape.
      expect(run.outputs['job-id']).toBe('job_\\u202e4321')
      expect(run.summary).not.toContain('\u202e')
    })
  })

  it('is named exactly in the step to paste', async () => {
    await withServers({ platform: { job: { statuses: ['active'], id } } }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT, wait: 'false' } })
      expectEnding(run, 'success')
      expect(run.summary).not.toContain('\u202e')
      expect(run.summary).toContain('job-id: "job_\\u202e4321"')
    })
  })
})
