import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { renderedSummary } from '../../render/dom.ts'
import { renderGfm } from '../../render/gfm.ts'
import { commitSha, type RepositoryScript } from '../../simulator/github-api.ts'
import type { Simulator } from '../../simulator/server.ts'
import { eventFile, expectEnding, platformInputs } from '../helpers.ts'

/*
 * `event-context: auto` on the events that are not releases: a merged pull request (its
 * files, and its diff with `pr-diff`), one closed without merging (no job), one still open
 * (the prompt as given), and a push to a branch (its commits and their pull requests).
 */

const PROMPT = 'Update the docs for this change.'
const FILES = [
  { filename: 'src/deploy.ts', status: 'modified', additions: 40, deletions: 6 },
  { filename: 'docs/deploy.md', status: 'added', additions: 8, deletions: 0 },
  {
    filename: 'docs/new-name.md',
    status: 'renamed',
    additions: 0,
    deletions: 0,
    previous_filename: 'docs/old-name.md',
  },
]
const PULLS: RepositoryScript = {
  commits: ['Initial commit', 'Add deploy', 'Add --dry-run to deploy', 'Fix typo', 'Speed up cold starts'],
  tags: {},
  pulls: { 212: { title: 'Add --dry-run to deploy', body: 'x', files: FILES, diff: 'diff --git a/x b/x\n+added\n' } },
  commitPulls: { [commitSha(2)]: [212], [commitSha(4)]: [215] },
}
const MERGED = { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventFile('pull-request-merged.json') }

function sentPrompt(simulator: Simulator): string {
  const request = simulator.requests.find((candidate) => candidate.route === 'create')
  return (JSON.parse(request?.body ?? '{}') as { prompt?: string }).prompt ?? ''
}

/** Writes an event payload a test made up to a file, for GITHUB_EVENT_PATH. */
function payloadFile(payload: unknown): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'event-')), 'event.json')
  writeFileSync(file, JSON.stringify(payload))
  return file
}

describe('a merged pull request in the prompt', () => {
  it('adds its number, title, description, labels and changed files, reading the files from GitHub', async () => {
    await withServers({ github: PULLS }, async ({ platform, github, env }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT, 'event-context': 'auto', comment: 'off' },
        env: { ...env, ...MERGED, GITHUB_REF: 'refs/pull/212/merge' },
      })
      expectEnding(run, 'success')
      expect(sentPrompt(platform)).toBe(
        [
          PROMPT,
          '',
          '## Merged pull request (added by the workflow)',
          '',
          'Pull request #212: Add --dry-run to deploy',
          'https://github.com/acme/docs/pull/212',
          'Merged into main from dry-run.',
          'Labels: feature, cli',
          '',
          'Description:',
          '## What\n`deploy --dry-run` prints the plan without applying it.\nCloses #198',
          '',
          'Changed files (3 files, +48 −6):',
          '- modified src/deploy.ts (+40 −6)',
          '- added docs/deploy.md (+8 −0)',
          '- renamed docs/old-name.md → docs/new-name.md (+0 −0)',
        ].join('\n'),
      )
      expect(github.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
        'GET /repos/acme/docs/pulls/212/files?per_page=100&page=1',
      ])
      // Two pull requests, named apart: the one the docs agent opened, and the merged one the prompt follows.
      const $ = renderedSummary(run.summary)
      const rows = $('tr')
        .map((_, row) => {
          const [field, value] = [$(row).find('td').first(), $(row).find('td').eq(1)]
          return [[field.text(), value.text(), value.find('a').attr('href')]]
        })
        .get() as [string, string, string | undefined][]
      expect(rows.filter(([field]) => /pull request/i.test(field))).toEqual([
        ['Docs pull request', 'acme/docs#42', 'https://github.com/acme/docs/pull/42'],
        [
          'Merged pull request',
          expect.stringMatching(/^#212 Add --dry-run to deploy \([\d,]+ characters added to the prompt\)$/),
          'https://github.com/acme/docs/pull/212',
        ],
      ])
      expect(run.stdout).toMatch(
        /Adding [\d,]+ characters of pull-request context \(pull request #212\) to the prompt\./,
      )
    })
  })

  it('adds the diff with pr-diff, in a fence, capped on its own', async () => {
    const diff = `diff --git a/a.md b/a.md\n+\`\`\`\`\n${'+line\n'.repeat(12_000)}`
    const script = { ...PULLS, pulls: { 212: { ...PULLS.pulls![212]!, diff } } }
    await withServers({ github: script }, async ({ platform, github, env }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT, 'event-context': 'auto', 'pr-diff': 'true' },
        env: { ...env, ...MERGED, GITHUB_REF: 'refs/pull/212/merge' },
      })
      expectEnding(run, 'success')
      const prompt = sentPrompt(platform)
      const diffPart = prompt.slice(prompt.indexOf('## Diff of pull request #212 (added by the workflow)'))
      expect(diffPart).toMatch(
        /^## Diff of pull request #212 \(added by the workflow\)\n\n`````diff\ndiff --git a\/a.md/,
      )
      expect(diffPart).toMatch(/\n`````\n\n\[Diff cut to 50,000 of 72,0\d\d characters\.\]$/)
      expect(github.requests.some((request) => request.accept?.includes('diff'))).toBe(true)
      expect(run.stdout).toMatch(
        /Adding [\d,]+ characters of pull-request context \(pull request #212 with its diff, cut to 50,000 of 72,0\d\d characters\) to the prompt\./,
      )
    })
  })

  it('says so in the prompt when GitHub refuses a diff too large to send', async () => {
    const script = { ...PULLS, pulls: { 212: { ...PULLS.pulls![212]!, diff: { tooLarge: true as const } } } }
    await withServers({ github: script }, async ({ platform, env }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT, 'event-context': 'auto', 'pr-diff': 'true' },
        env: { ...env, ...MERGED },
      })
      expectEnding(run, 'success')
      expect(sentPrompt(platform)).toMatch(/\n\nGitHub did not send the diff: Sorry, the diff exceeded .*20000/)
      expect(run.stdout).toContain(
        'characters of pull-request context (pull request #212 without its diff, which GitHub did not send: Sorry, the diff exceeded the maximum number of lines (20000): {"resource":"PullRequest","field":"diff","code":"too_large"}) to the prompt.',
      )
      expect(run.stdout).not.toContain('with its diff')
    })
  })

  it.each([
    ['JSON, as a proxy that drops the media type sends', 'json', 'JSON (an object)'],
    ['bytes', 'bytes', 'bytes'],
    ["a proxy's error page as text", 'page', 'text that is'],
  ] as const)(
    'keeps the brief and files, saying the diff was not sent, when GitHub answers with %s',
    async (_, oddly, what) => {
      const script = { ...PULLS, pulls: { 212: { ...PULLS.pulls![212]!, diff: { oddly } } } }
      await withServers({ github: script }, async ({ platform, env }) => {
        const run = await runAction({
          inputs: { ...platformInputs(platform), prompt: PROMPT, 'event-context': 'auto', 'pr-diff': 'true' },
          env: { ...env, ...MERGED },
        })
        expectEnding(run, 'success')
        const prompt = sentPrompt(platform)
        expect(prompt).toContain('Pull request #212: Add --dry-run to deploy\n')
        expect(prompt).toContain('- modified src/deploy.ts (+40 −6)\n')
        expect(prompt).toMatch(
          new RegExp(
            `\\n\\n## Diff of pull request #212 \\(added by the workflow\\)\\n\\nGitHub did not send the diff: GitHub answered with ${what.replace(/[()]/g, '\\$&')},? not (the text of )?a diff$`,
          ),
        )
        expect(run.stdout).toContain('::warning title=Diff not sent::GitHub did not send the diff of pull request #212')
        expect(run.stdout).toMatch(
          /Adding [\d,]+ characters of pull-request context \(pull request #212 without its diff, which GitHub did not send: GitHub answered with /,
        )
        expect(run.stdout).not.toContain('with its diff')
      })
    },
  )

  it('says the diff was not sent, and why, for a merged pull request that changed no file', async () => {
    const script = { ...PULLS, pulls: { 212: { title: 'Empty merge', body: null, files: [] } } }
    await withServers({ github: script }, async ({ platform, env }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT, 'event-context': 'auto', 'pr-diff': 'true' },
        env: { ...env, ...MERGED },
      })
      expectEnding(run, 'success')
      expect(sentPrompt(platform)).toMatch(
        /\n\n## Diff of pull request #212 \(added by the workflow\)\n\nGitHub did not send the diff: GitHub sent an empty diff$/,
      )
      expect(run.stdout).toMatch(
        /Adding [\d,]+ characters of pull-request context \(pull request #212 without its diff, which GitHub did not send: GitHub sent an empty diff\) to the prompt\./,
      )
      expect(run.stdout).not.toContain('with its diff')
    })
  })

  it('creates no job for a pull request closed without merging, and ends skipped saying why', async () => {
    await withServers({ github: PULLS }, async ({ platform, github, env }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT, 'event-context': 'auto' },
        env: {
          ...env,
          GITHUB_EVENT_NAME: 'pull_request',
          GITHUB_EVENT_PATH: eventFile('pull-request-closed-unmerged.json'),
        },
      })
      expectEnding(run, 'skipped')
      expect(platform.requests).toEqual([])
      expect(github.requests).toEqual([])
      expect(run.outputs['job-id']).toBeUndefined()
      expect(run.stdout).toContain('::notice title=No agent job::Pull request #213 was closed without being merged')
      // As all text in a summary, with a word joiner after the # that keeps GitHub from linking it.
      expect(renderGfm(run.summary)).toContain(
        '<h2>ℹ️ Docs agent: Pull request #&#8288;213 closed without merging, no job created</h2>',
      )
      expect(renderGfm(run.summary)).toContain(
        '<pre><code class="language-yaml">if: github.event.pull_request.merged\n</code></pre>',
      )
    })
  })

  it('sends the prompt as given for a pull request still open', async () => {
    await withServers({ github: PULLS }, async ({ platform, env }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT, 'event-context': 'auto', comment: 'off' },
        env: { ...env, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventFile('pull-request-opened.json') },
      })
      expectEnding(run, 'success')
      expect(sentPrompt(platform)).toBe(PROMPT)
      expect(run.stdout).toContain('this run is for pull request #215 being \\"opened\\"'.replaceAll('\\"', '"'))
    })
  })

  it('cuts a huge description and thousands of files to 20,000 characters, saying what was left out', async () => {
    const files = Array.from({ length: 3_000 }, (_, index) => ({
      filename: `docs/pages/section-${index}/page.md`,
      status: 'modified',
      additions: 1,
      deletions: 1,
    }))
    const script = { ...PULLS, pulls: { 212: { title: 'Big', body: null, files } } }
    const payload = JSON.parse(readFileSync(eventFile('pull-request-merged.json'), 'utf8')) as {
      pull_request: Record<string, unknown>
    }
    payload.pull_request['body'] = 'B'.repeat(100_000)
    payload.pull_request['changed_files'] = 3_000
    await withServers({ github: script }, async ({ platform, github, env }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT, 'event-context': 'auto', comment: 'off' },
        env: { ...env, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: payloadFile(payload) },
      })
      expectEnding(run, 'success')
      const brief = sentPrompt(platform).slice(PROMPT.length + 2)
      expect(brief.length).toBeLessThanOrEqual(20_000)
      expect(brief).toContain('B… (92,000 more characters)')
      expect(brief).toMatch(/\n- … and 2,\d{3} more files not listed here$/)
      // Pages are read only until the list is long enough: 3 of GitHub's 30.
      expect(github.requests).toHaveLength(3)
    })
  })
})

describe('hostile pull requests', () => {
  it('keeps markup, workflow commands and line breaks in titles, bodies and file names from acting', async () => {
    const payload = JSON.parse(readFileSync(eventFile('pull-request-merged.json'), 'utf8')) as {
      pull_request: Record<string, unknown>
    }
    payload.pull_request['title'] = 'Fix </pre><img src=x onerror=alert(1)>\n::error::title-pwned'
    payload.pull_request['body'] = `::warning::body-pwned\n</pre><script>alert(1)</script>\n${'y'.repeat(300_000)}`
    payload.pull_request['labels'] = [{ name: '<b>label</b>\n::error::label-pwned' }]
    const files = [
      { filename: 'docs/\n::error::file-pwned.md', status: 'added', additions: 1, deletions: 0 },
      { filename: '<script>alert(1)</script>\u202e.md', status: 'added', additions: 1, deletions: 0 },
    ]
    const script = { ...PULLS, pulls: { 212: { title: 'x', body: null, files } } }
    await withServers({ github: script }, async ({ platform, env }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT, 'event-context': 'auto', comment: 'off' },
        env: { ...env, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: payloadFile(payload) },
      })
      expectEnding(run, 'success')
      const prompt = sentPrompt(platform)
      expect(prompt).toContain('Pull request #212: Fix </pre><img src=x onerror=alert(1)>\\n::error::title-pwned\n')
      expect(prompt).toContain('Labels: <b>label</b>\\n::error::label-pwned\n')
      expect(prompt).toContain('- added docs/\\n::error::file-pwned.md (+1 −0)\n')
      expect(prompt).toContain('- added <script>alert(1)</script>\\u202e.md (+1 −0)')
      expect(prompt).toContain('y… (')
      expect(prompt.length).toBeLessThan(PROMPT.length + 20_003)
      for (const line of `${run.stdout}\n${run.stderr}`.split('\n')) expect(line).not.toMatch(/^::(error|warning)::/)
      const summary = renderGfm(run.summary)
      expect(summary).not.toMatch(/<img|<script|<b>/)
      expect(summary).toContain('&lt;img src=x onerror=alert(1)&gt;')
    })
  })
})

describe('a push to a branch in the prompt', () => {
  it('lists the commits pushed, newest first, each with the pull request it came from; pr-diff adds no diff', async () => {
    await withServers({ github: PULLS }, async ({ platform, github, env }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT, 'event-context': 'auto', 'pr-diff': 'true' },
        env: {
          ...env,
          GITHUB_EVENT_NAME: 'push',
          GITHUB_REF: 'refs/heads/main',
          GITHUB_EVENT_PATH: payloadFile({ ref: 'refs/heads/main', before: commitSha(1), after: commitSha(4) }),
        },
      })
      expectEnding(run, 'success')
      expect(sentPrompt(platform)).toBe(
        [
          PROMPT,
          '',
          '## Pushed commits (added by the workflow)',
          '',
          'Push to branch main (0000001..0000004): 3 commits, newest first:',
          '- Speed up cold starts (0000004), from pull request #215: Pull request 215',
          '- Fix typo (0000003)',
          '- Add --dry-run to deploy (0000002), from pull request #212: Add --dry-run to deploy',
        ].join('\n'),
      )
      expect(github.requests.filter((request) => request.path.endsWith('/pulls'))).toHaveLength(3)
      expect(github.requests.some((request) => request.accept?.includes('diff'))).toBe(false)
      expect(run.stdout).toContain(
        '"pr-diff: true" adds a merged pull request\'s diff; this run adds push context, and no diff.',
      )
      expect(run.stdout).not.toContain('with its diff')
    })
  })

  it('adds nothing for a branch deletion, saying why', async () => {
    await withServers({ github: PULLS }, async ({ platform, github, env }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT, 'event-context': 'auto' },
        env: {
          ...env,
          GITHUB_EVENT_NAME: 'push',
          GITHUB_REF: 'refs/heads/dry-run',
          GITHUB_EVENT_PATH: eventFile('push-branch-delete.json'),
        },
      })
      expectEnding(run, 'success')
      expect(sentPrompt(platform)).toBe(PROMPT)
      expect(github.requests).toEqual([])
      expect(run.stdout).toContain('This push deleted branch dry-run')
    })
  })
})
