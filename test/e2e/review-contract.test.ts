import { describe, expect, it } from 'vitest'
import { runAction } from '../harness/run-action.ts'
import { withServers } from '../harness/servers.ts'
import { renderGfm } from '../render/gfm.ts'
import type { FaultRule } from '../simulator/faults.ts'
import { expectEnding, platformInputs } from './helpers.ts'

const PROMPT = 'Refresh the changelog.'

/**
 * Review: any non-2xx answer outside 408/429/5xx to the creating POST is "fatal", and
 * stoppedEnding('create') then says "No job was created." (src/agent/outcome.ts). For a 303 See
 * Other, HTTP's answer to a POST that WAS processed (POST-redirect-GET; RFC 9110 §15.4.4), that
 * is exactly the false certainty promise 2 rules out. (The simulator below creates the job, then
 * answers 303.)
 */
describe('review: a 303 answer to the creating POST', () => {
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
 * Review: parseAgentJob checks prLink with `new URL()`, which strips leading/trailing spaces and
 * C0 controls and drops tabs and newlines, but keeps and outputs the raw string
 * (src/agent/job.ts). forLog then writes the controls as escapes, so `pr-link` is the text
 * `\thttps://github.com/acme/docs/pull/42\n`, not a URL, while `pr-number` says 42 and the summary
 * links the right address. A later `gh pr view "$PR_LINK"` fails on it.
 */
describe('review: pr-link is the URL the action checked', () => {
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
   * The summary labels any http(s) URL whose path looks like /owner/repo/pull/N as `owner/repo#N`
   * (pullRequestReference ignores the host), so the link's text hides where it goes.
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
 * Review: a 201 whose job has a usable id but breaks the contract elsewhere (here: no `status`)
 * is a job that certainly exists, with a known id. parseAgentJob throws before the id is kept,
 * the POST makes it "ambiguous", and the step says "A job may have been created... check the
 * dashboard", with `job-id` unset and a snippet reading "<the job id shown on the dashboard>",
 * while its own error message quotes the id (promise 8: job-id set the moment a job exists).
 */
describe('review: a created job whose answer breaks the contract', () => {
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
 * Review: SummaryDocument.code() (the "wait for it with a step like this" snippet) replaces only
 * C0 controls; pathSegmentProblem lets bidirectional overrides through in ids. A created job id
 * holding U+202E is written raw into the summary's YAML snippet, where it reorders what people
 * read, while everywhere else (log, outputs, the table) it is escaped (SECURITY.md: "every control
 * character shown as an escape ..., including bidirectional overrides").
 */
describe('review: a job id with a bidirectional override', () => {
  it('is not written raw into the summary', async () => {
    await withServers({ platform: { job: { statuses: ['active'], id: 'job_\u202e4321' } } }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT, wait: 'false' } })
      // Such an id is refused as a broken answer (it is not usable in a request path), and shown escaped.
      expectEnding(run, 'failure')
      expect(run.outputs['error']).toContain('it contains an invisible or direction-changing character')
      expect(run.summary).not.toContain('\u202e')
    })
  })
})
