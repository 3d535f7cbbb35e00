import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { HARNESS_GITHUB_TOKEN, runAction, type ActionRun } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { renderedSummary } from '../../render/dom.ts'
import { renderGfm } from '../../render/gfm.ts'
import type { FaultRule } from '../../simulator/faults.ts'
import type { SimulatorOptions } from '../../simulator/server.ts'
import {
  expectEnding,
  expectKeyNeverShown,
  platformInputs,
  routes,
  SIMULATOR_API_KEY,
  summaryText,
} from '../helpers.ts'
import { visitorsInputs } from '../visitors/visitors-helpers.ts'

const PROMPT = 'Refresh the changelog.'

/**
 * Every line that starts a workflow command must be one this action wrote, with a title where it
 * annotates, or (`library`) one a library issued through the toolkit that the action keeps.
 */
function expectOnlyOwnCommands(run: ActionRun, library?: RegExp): void {
  const own =
    /^::(add-mask::(mint_simulator_0123456789abcdef|ghs_harnessToken0123456789)$|group::|endgroup::$|debug::|(notice|warning|error) title=[^:]+::)/
  const commands = run.stdout.split('\n').filter((line) => line.trimStart().startsWith('::') || line.includes('##['))
  expect(commands.filter((line) => !own.test(line) && !library?.test(line))).toEqual([])
}

describe('server text never becomes a workflow command', () => {
  it.each<[string, SimulatorOptions]>([
    ['a status', { job: { statuses: ['active\n::warning::pwned', 'queued\n::stop-commands::tok', 'completed'] } }],
    ['a model', { job: { statuses: ['completed'], model: 'm\n::add-mask::claude\n::set-output name=status::ok' } }],
    [
      'a source repository and ref',
      { job: { statuses: ['completed'], repository: 'x\r\n::error::repo', ref: '##[warning]ref' } },
    ],
    [
      'an error body',
      {
        faults: [
          {
            route: 'create',
            fault: {
              type: 'body',
              status: 400,
              body: JSON.stringify({ error: 'bad\n::error title=x::injected\n::stop-commands::tok' }),
            },
          },
        ],
      },
    ],
    // The id is followed (any string is an id) to a failed job, whose ending names it.
    ['a created job id', { job: { statuses: ['active', 'failed'], id: 'job\n::stop-commands::tok' } }],
  ])('in %s', async (_, platformOptions) => {
    await withServers({ platform: platformOptions }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
      expectOnlyOwnCommands(run)
      expect(run.stdout).toMatch(/^::(notice|warning|error) title=/m)
      expect(Object.values(run.outputs).filter((value) => /[\r\n]/.test(value))).toEqual([])
      expect(renderGfm(run.summary)).not.toMatch(/<h1|<script/)
      expectKeyNeverShown(run)
    })
  })

  it('in a message from GitHub', async () => {
    const github = {
      commits: ['c'],
      tags: { 'v1.2.0': 0 },
      failWith: 500,
      message: 'Server error\n::set-output name=pr-link::javascript:x\n::add-mask::ghs',
    }
    await withServers({ github }, async ({ platform, env }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT, 'event-context': 'auto' },
        env,
      })
      expectEnding(run, 'failure')
      expectOnlyOwnCommands(run)
      expect(run.outputs['error']).toContain('Server error\\n::set-output')
    })
  })

  it('in a message from the artifact service, which the artifact client logs itself', async () => {
    const msg = `boom\n::warning::INJECTED\n::stop-commands::tok\nkey ${SIMULATOR_API_KEY}`
    const artifacts = { createFailures: { count: 1, msg } }
    await withServers({ platform: {}, artifacts }, async ({ platform, env }) => {
      const run = await runAction({ inputs: visitorsInputs(platform), env })
      // The client retries after its 500 and the upload succeeds; its own log line is plain text.
      expectEnding(run, 'success')
      // The artifact client masks the signature of its upload URL (`?sig=test` in the stand-in).
      expectOnlyOwnCommands(run, /^::add-mask::test$/)
      expect(run.stdout).toContain('failed with error: Failed request: (500) Internal Server Error: boom\n')
      expect(run.stdout).toContain('\n\\::warning::INJECTED\n\\::stop-commands::tok\nkey ***. Retrying request in')
      expectKeyNeverShown(run)
    })
  }, 30_000)
})

describe('secrets never leave in server text', () => {
  it('redacts the API key an error body quotes back, everywhere, keeping the summary maskable', async () => {
    const faults: FaultRule[] = [{ route: 'create', fault: { type: 'echo-auth', status: 400 } }]
    await withServers({ platform: { faults } }, async ({ platform }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT },
        env: { RUNNER_DEBUG: '1' },
      })
      expectEnding(run, 'failure')
      expect(run.outputs['error']).toContain('Rejected header "Authorization: Bearer ***" for this route')
      expect(run.stdout).toMatch(/^::debug::HTTP 400: .*Bearer \*\*\*/m)
      expect(run.summary).toContain('Bearer ***')
      expect(run.summary).not.toContain('&#95;')
      expectKeyNeverShown(run)
    })
  })

  it('redacts the GitHub token a GitHub error quotes back', async () => {
    const github = { commits: ['c'], tags: { 'v1.2.0': 0 }, failWith: 401, echoToken: true, message: 'Bad credentials' }
    await withServers({ github }, async ({ platform, env }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT, 'event-context': 'auto' },
        env,
      })
      expectEnding(run, 'failure')
      expect(run.outputs['error']).toContain('Bad credentials (sent token ***)')
      expectKeyNeverShown(run, HARNESS_GITHUB_TOKEN)
    })
  })
})

describe('the platform answers are held to the contract', () => {
  it.each([
    ['javascript:alert(1)', 'its scheme is "javascript:", not https'],
    ['see the dashboard', 'it is not a URL'],
    ['http://github.com/acme/docs/pull/7', 'its scheme is "http:", not https'],
  ])('drops a pull-request link %j with a warning naming its problem, showing it as text', async (prLink, problem) => {
    await withServers({ platform: { job: { statuses: ['completed'], prLink } } }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
      expectEnding(run, 'success')
      expect(run.outputs).toMatchObject({ 'pr-link': '', 'pr-number': '' })
      const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning'))
      expect(warnings).toEqual([
        `::warning title=Pull-request link dropped::Agent job "job_0001" reported a pull-request link that is not used, because ${problem}: "${prLink}".`,
      ])
      const rendered = renderGfm(run.summary)
      expect(rendered).not.toContain('<a href="javascript')
      expect(rendered).not.toContain('<a href="http:')
      expect(summaryText(run).headline).toBe('⚠️ Docs agent: Completed; pull-request link not used')
      const $ = renderedSummary(run.summary)
      const row = $('tr').filter((_, element) => $(element).find('td').first().text() === 'Docs pull request')
      expect(row.find('td').last().text()).toBe(`${prLink} (not linked: ${problem})`)
    })
  })

  it('ends as it should on a pull-request link whose escapes are malformed', async () => {
    const prLink = 'https://github.com/a%E0/docs/pull/9'
    await withServers({ platform: { job: { statuses: ['completed'], prLink } } }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
      expectEnding(run, 'success')
      expect(run.outputs).toMatchObject({ 'pr-link': prLink, 'pr-number': '9', status: 'completed' })
      expect(summaryText(run).headline).toBe('✅ Docs agent: Pull request opened')
    })
  })

  it('stops at once on an answer about another job, and never polls a path built from it', async () => {
    const traversal = '../../v1/analytics/acme-docs/visitors'
    await withServers({ platform: { job: { statuses: ['active'], answerAs: traversal } } }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
      expectEnding(run, 'failure')
      expect(run.outputs['error']).toContain(`the answer is for job "${traversal}", not the job asked for, "job_0001"`)
      expect(routes(platform)).toEqual(['create 201', 'get 200'])
      expect(platform.requests.map((request) => request.path)).toEqual([
        '/v2/agent/acme-docs/job',
        '/v2/agent/acme-docs/job/job_0001',
      ])
      expect(summaryText(run).headline).toBe('❌ Docs agent: Stopped waiting')
    })
    await withServers({ platform: { job: { statuses: ['active'], answerAs: 'job_9999' } } }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
      expectEnding(run, 'failure')
      expect(run.outputs['error']).toContain('the answer is for job "job_9999", not the job asked for, "job_0001"')
      expect(summaryText(run).headline).toBe('❌ Docs agent: Stopped waiting')
      expect(summaryText(run).paragraphs[0]).toContain(
        'breaks its published contract: the answer is for job job_9999, not the job asked for, job_0001.',
      )
      expect(routes(platform)).toEqual(['create 201', 'get 200'])
    })
  })

  // Any other string is an id (see agent-ids.test.ts): encoding keeps it one path segment.
  it.each(['..', '.', '', 'job_\ud800', 'x'.repeat(3_001)])(
    'treats a created job id %j as a broken answer, building no path from it',
    async (id) => {
      await withServers({ platform: { job: { statuses: ['active'], id } } }, async ({ platform }) => {
        const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
        expectEnding(run, 'failure')
        expect(run.outputs['error']).toMatch(
          /^Could not confirm the request to create the agent job: the job('s "id" is not a usable id| in the answer has no string "id")/,
        )
        expect(platform.requests.map((request) => request.route)).toEqual(['create'])
        expect(run.outputs['job-id']).toBeUndefined()
      })
    },
  )

  it('fails at once, naming the field, on valid JSON that breaks the contract', async () => {
    const faults: FaultRule[] = [
      { route: 'get', fault: { type: 'body', status: 200, body: '{"id":"job_0001"}' }, times: 20 },
    ]
    await withServers({ platform: { faults } }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
      expectEnding(run, 'failure')
      expect(run.outputs['error']).toContain(
        'breaks its published contract: job "job_0001" in the answer has no string "status"',
      )
      expect(routes(platform)).toEqual(['create 201', 'get 200'])
    })
  })

  it('cuts off an answer that never ends, at 10 MB, without retrying it', async () => {
    const faults: FaultRule[] = [{ route: 'get', fault: { type: 'endless' }, times: 20 }]
    await withServers({ platform: { faults } }, async ({ platform }) => {
      const startedAt = Date.now()
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT },
        nodeArguments: ['--max-old-space-size=200'],
      })
      expectEnding(run, 'failure')
      expect(run.outputs['error']).toContain('the answer was larger than 10 MB and was cut off')
      expect(platform.requests.filter((request) => request.route === 'get')).toHaveLength(1)
      expect(Date.now() - startedAt).toBeLessThan(15_000)
    })
  })

  it('says a job may exist when a creating answer never ends', async () => {
    await withServers(
      { platform: { faults: [{ route: 'create', fault: { type: 'endless' } }] } },
      async ({ platform }) => {
        const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
        expect(run.outputs['error']).toMatch(
          /^Could not confirm the request to create the agent job: the answer was larger than 10 MB.*A job may have been created even so/,
        )
      },
    )
  })

  it('keeps the summary small when the platform sends megabytes of text', async () => {
    const huge = 'x'.repeat(3_000_000)
    await withServers({ platform: { job: { statuses: ['completed'], model: huge } } }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
      expectEnding(run, 'success')
      expect(Buffer.byteLength(run.summary)).toBeLessThan(20_000)
      expect(run.stdout.length).toBeLessThan(60_000)
    })
    const faults: FaultRule[] = [
      { route: 'create', fault: { type: 'body', status: 400, body: JSON.stringify({ error: huge }) } },
    ]
    await withServers({ platform: { faults } }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
      expect(Buffer.byteLength(run.summary)).toBeLessThan(20_000)
      expect((run.outputs['error'] ?? '').length).toBeLessThan(5_000)
    })
  })
})

describe('a rate limit never turns into a flood', () => {
  it.each(['0', '-3', '1.5', 'Thu, 01 Jan 2026 00:00:00 GMT'])(
    'waits the back-off floor after Retry-After: %s',
    async (retryAfter) => {
      const faults: FaultRule[] = [{ route: 'create', fault: { type: 'status', status: 429, retryAfter }, times: 3 }]
      await withServers({ platform: { faults } }, async ({ platform }) => {
        const startedAt = Date.now()
        const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT, wait: 'false' } })
        expectEnding(run, 'success')
        expect(routes(platform)).toEqual(['create 429', 'create 429', 'create 429', 'create 201'])
        expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1_750)
        expect(platform.jobs.size).toBe(1)
      })
    },
  )

  it('keeps polls spaced under a rate limit that never lifts, and ends by the timeout', async () => {
    const faults: FaultRule[] = [
      { route: 'get', fault: { type: 'status', status: 429, retryAfter: '0' }, times: 1_000 },
    ]
    await withServers({ platform: { faults } }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT, timeout: '3s' } })
      expectEnding(run, 'timed-out')
      expect(platform.requests.filter((request) => request.route === 'get').length).toBeLessThanOrEqual(6)
    })
  })

  it('refuses at once a Retry-After longer than the time left, however large, instead of wrapping the timer', async () => {
    const faults: FaultRule[] = [
      { route: 'create', fault: { type: 'status', status: 429, retryAfter: '99999999999999' } },
    ]
    await withServers({ platform: { faults } }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
      expectEnding(run, 'timed-out')
      expect(run.outputs['error']).toMatch(
        /^The timeout ran out while trying to create the agent job: HTTP 429 — Simulated HTTP 429 \(the platform asked to wait more than a week\)\. Raise "timeout" or try again later\. No job was created\.$/,
      )
      expect(routes(platform)).toEqual(['create 429'])
    })
  })
})

describe('TLS failures are named and not retried', () => {
  it('refuses a self-signed certificate, saying nothing was sent', async () => {
    await withServers({ selfSignedTls: true }, async ({ selfSignedTls: server }) => {
      const run = await runAction({
        inputs: { 'api-key': SIMULATOR_API_KEY, 'project-id': 'acme-docs', 'base-url': server.url, prompt: PROMPT },
      })
      expectEnding(run, 'failure')
      expect(run.outputs['error']).toMatch(
        /^Could not create the agent job: the TLS connection to 127\.0\.0\.1:\d+ failed \((DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN)\).*No request was sent\./,
      )
      expect(run.outputs['error']).not.toContain('may have been created')
      expect(server.requests).toBe(0)
    })
  })

  it('names TLS when https meets a plain-HTTP port', async () => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({
        inputs: {
          ...platformInputs(platform),
          'base-url': platform.url.replace('http:', 'https:').replace('127.0.0.1', 'localhost'),
          prompt: PROMPT,
        },
      })
      expectEnding(run, 'failure')
      expect(run.outputs['error']).toMatch(/the TLS connection to localhost:\d+ failed/)
      expect(platform.requests).toEqual([])
    })
  })
})

describe('secrets never reach the report files', () => {
  it('redacts a key the analytics answers echo, in every report file', async () => {
    const transform = (route: string, body: Record<string, unknown>) => {
      if (route === 'visitors' && Array.isArray(body['visitors']) && body['visitors'].length > 0) {
        ;(body['visitors'] as { path: string }[])[0]!.path = `/docs/leak-${SIMULATOR_API_KEY}`
      }
      if (route === 'searches' && Array.isArray(body['searches']) && body['searches'].length > 0) {
        ;(body['searches'] as { searchQuery: string; ctr: number }[])[0]!.searchQuery = `key ${SIMULATOR_API_KEY}`
      }
      return body
    }
    await withServers({ platform: { transform } }, async ({ platform }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform, 'visitors'), include: 'searches', 'artifact-name': 'off' },
      })
      expectEnding(run, 'success')
      // Search terms are reader text, kept on the runner outside report-dir (the run's repository reads as public).
      const directories = [run.outputs['report-path'] ?? '', path.join(run.runnerTemp, 'visitors-reader-text')]
      const files = (
        await Promise.all(
          directories.map(async (directory) => (await readdir(directory)).map((name) => path.join(directory, name))),
        )
      ).flat()
      expect(files.map((file) => path.basename(file))).toEqual(
        expect.arrayContaining(['visitors.csv', 'visitors.json', 'searches.csv', 'searches.json', 'report.json']),
      )
      const contents = await Promise.all(files.map((file) => readFile(file, 'utf8')))
      expect(contents.filter((content) => content.includes(SIMULATOR_API_KEY))).toEqual([])
      expect(contents.join('\n')).toContain('/docs/leak-***')
      expectKeyNeverShown(run)
    })
  })
})
