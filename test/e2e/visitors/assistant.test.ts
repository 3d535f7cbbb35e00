import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runAction, type ActionRun } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { readZip } from '../../harness/zip.ts'
import { foldedPart, renderedSummary } from '../../render/dom.ts'
import { callerStats, turns, type Turn } from '../../simulator/assistant-data.ts'
import { periodSeed } from '../../simulator/analytics-data.ts'
import { eventFile, expectEnding, expectKeyNeverShown, failureMessage } from '../helpers.ts'
import { requestsByRoute, todayPlus, visitorsInputs } from './visitors-helpers.ts'

/**
 * What readers asked the docs site's AI assistant (`include: assistant`), through dist/index.js
 * against the simulator: the section, its files and requests, the questions in the content gaps,
 * and reader text present or absent exactly as `reader-text` promises.
 */

const PRIVATE = { GITHUB_EVENT_NAME: 'schedule', GITHUB_EVENT_PATH: eventFile('schedule-private.json') }
const PUBLIC = { GITHUB_EVENT_NAME: 'schedule', GITHUB_EVENT_PATH: eventFile('schedule-public.json') }
/** The last seven days (the default) of the assistant section alone, without the week before. */
const WEEK = { include: 'assistant', compare: 'off', 'artifact-name': 'weekly' }
const COMPARED = { ...WEEK, compare: 'previous-period' }

/** Conversations are the distinct ids of the turns. */
const conversationsIn = (rows: readonly Turn[]) => new Set(rows.map((row) => row.id)).size

/** A change as the summary writes it: `▲ 1.7%`, `▼ 0.4%`. */
function change(now: number, before: number): string {
  const percent = ((now - before) / before) * 100
  return percent > 0 ? `▲ ${percent.toFixed(1)}%` : percent < 0 ? `▼ ${(-percent).toFixed(1)}%` : '0.0%'
}

/** Everything a person or a later reader of the run can see: the summary, the log, the artifact's files. */
function everythingShown(run: ActionRun, artifact: Buffer | undefined): string {
  const files = [...readZip(artifact ?? Buffer.alloc(0)).values()].map((file) => file.toString())
  return [run.summary, run.stdout, run.stderr, ...files].join('\n')
}

describe('the assistant section', () => {
  it('on a private repository: figures with change, callers, categories with questions, files and the gaps', async () => {
    await withServers({ platform: {}, artifacts: true }, async ({ platform, artifacts, env }) => {
      const run = await runAction({ inputs: visitorsInputs(platform, COMPARED), env: { ...env, ...PRIVATE } })
      expectEnding(run, 'success')
      expect(requestsByRoute(platform)).toEqual({ visitors: 2, assistant: 2, 'assistant-callers': 2 })
      expect(run.stdout).toContain(
        'assistant, at most 1 request (1,000 questions, 1000 per request) and 1 for its callers',
      )
      expect(run.stdout).toContain('assistant 2, assistant/caller-stats 2')
      expect(run.outputs['reader-text']).toBe('shown')

      const now = turns({}, periodSeed(todayPlus(-7)))
      const before = turns({}, periodSeed(todayPlus(-14)))
      // The simulator's conversations are of one to four turns: the two counts must differ.
      expect(conversationsIn(now)).toBeLessThan(now.length * 0.6)
      const files = readZip(artifacts.artifacts.get('weekly')?.zip ?? Buffer.alloc(0))
      const csv = files.get('assistant.csv')?.toString().split('\r\n') ?? []
      expect(csv[0]).toBe('id,timestamp,query,responseType,resolutionStatus,queryCategory,pageUrl,sources,response')
      expect(csv.filter(Boolean)).toHaveLength(now.length + 1)
      // Responses are left out unless asked; a missing responseType reads as the contract's default.
      const json = JSON.parse(files.get('assistant.json')?.toString() ?? '{}') as {
        conversations: Record<string, unknown>[]
      }
      expect(json.conversations).toHaveLength(now.length)
      expect(json.conversations.some((row) => 'response' in row)).toBe(false)
      expect(json.conversations[6]?.['responseType']).toBe('answer')
      const callers = JSON.parse(files.get('assistant-callers.json')?.toString() ?? '{}') as Record<string, unknown>
      expect(callers).toMatchObject(callerStats({}, periodSeed(todayPlus(-7))))
      expect(files.get('assistant-callers-previous.csv')?.toString()).toContain(
        `total,${callerStats({}, periodSeed(todayPlus(-14))).total}`,
      )

      const $ = renderedSummary(run.summary)
      const section = foldedPart($, 'AI assistant')
      const text = section.text()
      const share = (part: number) => `${((part / now.length) * 100).toFixed(1)}%`
      const unanswered = now.filter((row) => row.resolutionStatus === 'unanswered').length
      const clarifying = now.filter((row) => row.responseType === 'clarifying_question').length
      const [conversations, conversationsBefore] = [conversationsIn(now), conversationsIn(before)]
      expect(text.replace(/\s+/g, ' ')).toContain(
        `${conversations} conversations (${change(conversations, conversationsBefore)} from ${conversationsBefore} the period before); ` +
          `${now.length} questions (${change(now.length, before.length)} from ${before.length}); ` +
          `${share(unanswered)} of questions unanswered (`,
      )
      expect(text).toContain(`${share(clarifying)} answered with a clarifying question.`)
      expect(section.find('th').first().text()).toBe('Assistant queries by caller')
      expect(text).toContain('Web (the docs site)')
      expect(text).toContain('How do I roll back a deploy?')
      expect(text).toContain('Pages where conversations with unanswered questions started')
      // report.json keeps both counts, in the trend's figures and for the next comparison.
      const report = JSON.parse(files.get('report.json')?.toString() ?? '{}') as {
        history: { periods: { figures: Record<string, unknown> }[]; last: { sections: Record<string, unknown> } }
      }
      const stored = { conversations, questions: now.length, unanswered }
      expect(report.history.periods.at(-1)?.figures['assistant']).toEqual(stored)
      expect(report.history.periods.at(0)?.figures['assistant']).toMatchObject({ conversations: conversationsBefore })
      expect(report.history.last.sections['assistant']).toMatchObject({
        rowCount: now.length,
        extra: { ...stored, conversationsAtLeast: false, clarifying },
      })
      expect(text).toContain('Pages the assistant cited most')
      // What readers pasted is removed everywhere, shown or not.
      const shown = everythingShown(run, artifacts.artifacts.get('weekly')?.zip)
      expect(shown).not.toContain('reader@example.com')
      expect(shown).not.toContain('mint_live_abcdefgh12345678')
      expect(text).toContain('my email is [email removed], key [secret removed], why 401?')

      const gaps = await readFile(run.outputs['content-gaps-file'] ?? '', 'utf8')
      expect(run.outputs['content-gaps-file']).toBe(path.join(run.outputs['report-path'] ?? '', 'content-gaps.md'))
      expect(gaps).toContain('## Questions the assistant could not answer')
      // Case, spacing and punctuation do not make two questions: one line for both spellings of each.
      expect(gaps.match(/can i pay yearly/gi)).toHaveLength(1)
      expect(gaps.match(/set up sso with okta/gi)).toHaveLength(1)
      expect(gaps).toMatch(
        /### "Billing"\n\n- "(Can I pay yearly\?|CAN I PAY YEARLY\?\?)": asked \d+ times, on "https:\/\/docs\.acme\.com\//,
      )
      expect(gaps).toContain('### No category')
      expectKeyNeverShown(run)
    })
  })

  it('on a public repository: counts, categories and pages, no question in the summary, the artifact or the log', async () => {
    await withServers({ platform: {}, artifacts: true }, async ({ platform, artifacts, env }) => {
      const inputs = visitorsInputs(platform, { ...COMPARED, include: 'searches, assistant' })
      const run = await runAction({ inputs, env: { ...env, ...PUBLIC, RUNNER_DEBUG: '1' } })
      expectEnding(run, 'success')
      expect(run.outputs['reader-text']).toBe('hidden')
      const shown = everythingShown(run, artifacts.artifacts.get('weekly')?.zip)
      for (const question of [
        'Can I pay yearly',
        'CAN I PAY YEARLY',
        'set up SSO',
        'Is there a dark mode',
        'webhook setup',
      ])
        expect(shown).not.toContain(question)
      // The answers holding reader text are not in the debug log; their size is.
      expect(run.stdout).toMatch(/HTTP 200: [\d,]+ characters, not shown \(the answer holds text readers wrote/)
      const $ = renderedSummary(run.summary)
      expect(
        $('p:contains("Reader text (search terms, questions to the assistant) is not shown or uploaded")'),
      ).toHaveLength(1)
      expect(foldedPart($, 'AI assistant').text()).toContain('Authentication')
      expect($('th:contains("Most asked")')).toHaveLength(0)

      const kept = path.join(run.runnerTemp, 'visitors-reader-text')
      expect((await readdir(kept)).sort()).toEqual(
        ['assistant', 'assistant-previous', 'searches', 'searches-previous']
          .flatMap((base) => [`${base}.csv`, `${base}.json`])
          .concat('content-gaps.md')
          .sort(),
      )
      expect(await readFile(path.join(kept, 'assistant.csv'), 'utf8')).toContain('Is there a dark mode?')
      expect(run.outputs['content-gaps-file']).toBe(path.join(kept, 'content-gaps.md'))
      const manifest = JSON.parse(
        readZip(artifacts.artifacts.get('weekly')?.zip ?? Buffer.alloc(0))
          .get('report.json')
          ?.toString() ?? '{}',
      ) as {
        sections: Record<string, { files: string[] }>
      }
      expect(manifest.sections['assistant']?.files).toEqual([
        'assistant-callers.csv',
        'assistant-callers.json',
        'assistant-callers-previous.csv',
        'assistant-callers-previous.json',
      ])
    })
  })

  it('keeps the responses when asked, and says when max-assistant-questions stopped the export', async () => {
    const analytics = { rows: 10, assistant: { turns: 2_500 } }
    await withServers({ platform: { analytics } }, async ({ platform }) => {
      const inputs = visitorsInputs(platform, {
        ...WEEK,
        'max-assistant-questions': '1500',
        'assistant-responses': 'true',
        'reader-text': 'true',
        'artifact-name': 'off',
      })
      const run = await runAction({ inputs })
      expectEnding(run, 'success')
      // 1,000 then the 500 still wanted.
      expect(platform.requests.filter((r) => r.route === 'assistant').map((r) => r.query['limit'])).toEqual([
        '1000',
        '500',
      ])
      const report = run.outputs['report-path'] ?? ''
      const json = JSON.parse(await readFile(path.join(report, 'assistant.json'), 'utf8')) as {
        conversations: { response?: string }[]
      }
      expect(json.conversations).toHaveLength(1_500)
      expect(json.conversations[0]?.response).toContain('Here is what the documentation says')
      // The cursor names a turn: the second page goes on mid-conversation, with no turn twice.
      const fetched = turns({ turns: 2_500 }, periodSeed(todayPlus(-7))).slice(0, 1_500)
      expect(run.stdout).not.toContain('Rows repeated across pages')
      expect(renderedSummary(run.summary).text()).toContain(
        `More questions exist: max-assistant-questions stopped the export at 1,500 questions (from ${conversationsIn(fetched)} conversations)`,
      )
      const manifest = JSON.parse(await readFile(path.join(report, 'report.json'), 'utf8')) as {
        sections: Record<string, unknown>
      }
      expect(manifest.sections['assistant']).toMatchObject({
        capped: { assistantRows: 1500, responses: true, moreAvailable: true },
      })
    })
  })

  it('shows hostile questions as text: markup, workflow commands, invisible characters, a 1 MB question', async () => {
    const analytics = { rows: 10, assistant: { turns: 40, hostile: true } }
    await withServers({ platform: { analytics } }, async ({ platform }) => {
      // A week pinned whatever the clock says: which questions a summary shows follows the week's sample data.
      const pinned = { 'date-from': '2026-11-15', 'date-to': '2026-11-22' }
      const inputs = visitorsInputs(platform, { ...WEEK, ...pinned, 'reader-text': 'true', 'artifact-name': 'off' })
      const run = await runAction({ inputs })
      expectEnding(run, 'success')
      // The only mask is the action's own, of the key: no question became a workflow command.
      expect(run.stdout.split('\n').filter((line) => /^::(warning title=x|add-mask::x)/.test(line))).toEqual([])
      expect(Buffer.byteLength(run.summary)).toBeLessThan(200_000)
      const $ = renderedSummary(run.summary)
      expect($('script, img, h1, ol, ul, blockquote, del, hr, input').length).toBe(0)
      const text = $.root().text()
      expect(text).toContain('::warning title=x::injected\\n::add-mask::x')
      expect(text).toContain('invisible\\u200b\\u202etext\\u2066 here\\ufeff')
      expect(text).toMatch(/why why why.*… \([\d,]+ more characters\)/)
      // The files keep the whole question; the content gaps quote it capped and escaped.
      const report = run.outputs['report-path'] ?? ''
      const csv = await readFile(path.join(report, 'assistant.csv'), 'utf8')
      expect(csv).toContain(`${'why '.repeat(262_144)}?`)
      const gaps = await readFile(path.join(report, 'content-gaps.md'), 'utf8')
      expect(gaps.length).toBeLessThan(20_000)
      expect(gaps).toContain('"invisible\\u200b\\u202etext\\u2066 here\\ufeff"')
      expect(gaps).not.toMatch(/^::/m)
    })
  })

  it.each([
    ['more-without-cursor', 'ended early', 'sent no cursor to ask for them'],
    ['empty-page-with-more', 'ended early', 'sent an empty page with a cursor for more'],
  ] as const)('ends paging early when the platform %s, keeping what it sent', async (misbehave, _, reason) => {
    const analytics = { rows: 10, assistant: { turns: 2_500, misbehave } }
    await withServers({ platform: { analytics } }, async ({ platform }) => {
      const inputs = visitorsInputs(platform, { ...WEEK, 'max-assistant-questions': 'all', 'artifact-name': 'off' })
      const run = await runAction({ inputs })
      expectEnding(run, 'success')
      expect(run.stdout).toContain(
        `::warning title=Paging ended early::Paging of assistant conversations ended early: the platform said more rows exist but sent`,
      )
      expect(run.stdout).toContain(reason)
      const manifest = JSON.parse(
        await readFile(path.join(run.outputs['report-path'] ?? '', 'report.json'), 'utf8'),
      ) as {
        sections: Record<string, { rows: number; endedEarly?: unknown }>
      }
      expect(manifest.sections['assistant']?.rows).toBe(misbehave === 'more-without-cursor' ? 1_000 : 1_000)
      expect(manifest.sections['assistant']?.endedEarly).toBeDefined()
    })
  })

  it('stops on a cursor sent twice, and takes hasMore false as the end whatever cursor comes with it', async () => {
    await withServers(
      { platform: { analytics: { rows: 10, assistant: { turns: 2_500, misbehave: 'repeat-cursor' } } } },
      async ({ platform }) => {
        const run = await runAction({
          inputs: visitorsInputs(platform, { ...WEEK, 'max-assistant-questions': 'all', 'artifact-name': 'off' }),
        })
        expectEnding(run, 'failure')
        expect(failureMessage(run)).toContain('the platform sent a cursor it had sent before; paging would never end.')
        expect(platform.requests.filter((r) => r.route === 'assistant')).toHaveLength(2)
      },
    )
    await withServers(
      { platform: { analytics: { rows: 10, assistant: { turns: 2_500, misbehave: 'cursor-without-more' } } } },
      async ({ platform }) => {
        const run = await runAction({
          inputs: visitorsInputs(platform, { ...WEEK, 'max-assistant-questions': 'all', 'artifact-name': 'off' }),
        })
        expectEnding(run, 'success')
        expect(platform.requests.filter((r) => r.route === 'assistant')).toHaveLength(1)
      },
    )
  })

  it('keeps terms that differ only in what a reader pasted apart, and pages without their query', async () => {
    type Body = Record<string, unknown>
    let typed = 0
    const transform = (route: string, body: Body) => {
      // Every term of every page an address: redacted alike, yet each still its own row.
      if (route === 'searches')
        for (const row of body['searches'] as Body[]) row['searchQuery'] = `reader${typed++}@example.com`
      if (route === 'assistant')
        for (const row of body['conversations'] as Body[])
          row['pageUrl'] = 'https://docs.acme.com/search?q=alice@corp.com#top'
      return body
    }
    await withServers({ platform: { transform } }, async ({ platform }) => {
      const inputs = visitorsInputs(platform, {
        ...WEEK,
        include: 'searches, assistant',
        'reader-text': 'true',
        'artifact-name': 'off',
      })
      const run = await runAction({ inputs })
      expectEnding(run, 'success')
      expect(run.stdout).not.toContain('Rows repeated across pages')
      const report = run.outputs['report-path'] ?? ''
      const searches = JSON.parse(await readFile(path.join(report, 'searches.json'), 'utf8')) as {
        searches: { searchQuery: string }[]
      }
      expect(searches.searches).toHaveLength(230)
      expect(new Set(searches.searches.map((row) => row.searchQuery)).size).toBe(230)
      expect(searches.searches[0]?.searchQuery).toMatch(/^\[email removed\] #[0-9a-f]{6}$/)
      const shown = [run.summary, run.stdout, await readFile(path.join(report, 'assistant.csv'), 'utf8')].join('\n')
      expect(shown).not.toContain('alice@corp.com')
      expect(shown).not.toContain('example.com')
      expect(renderedSummary(run.summary).text()).toContain('https://docs.acme.com/search')
    })
  })

  it('refuses a report-dir that holds the directory for hidden reader text, before any request', async () => {
    await withServers({ platform: {} }, async ({ platform }) => {
      const run = await runAction({
        inputs: ({ runnerTemp }) => visitorsInputs(platform, { include: 'searches', 'report-dir': runnerTemp }),
        env: PUBLIC,
      })
      expectEnding(run, 'failure')
      expect(failureMessage(run)).toContain('Input "report-dir"')
      expect(failureMessage(run)).toContain('must not hold, or be inside,')
      expect(platform.requests).toHaveLength(0)
    })
  })

  it.each([
    [
      { include: 'views', 'max-assistant-questions': '200' },
      'Input "max-assistant-questions" applies only when "include" lists assistant.',
    ],
    [
      { include: 'visitors', 'assistant-responses': 'true' },
      'Input "assistant-responses" applies only when "include" lists assistant.',
    ],
    [
      { include: 'assistant', 'max-assistant-questions': '0' },
      'Input "max-assistant-questions" must be "all" or a whole number from 1 to 100,000; got "0".',
    ],
    [
      { include: 'assistant', 'max-assistant-questions': '100001' },
      'Input "max-assistant-questions" must be "all" or a whole number from 1 to 100,000; got "100001".',
    ],
    [{ include: 'assistant', 'assistant-responses': 'yes please' }, 'Input "assistant-responses"'],
    [{ 'reader-text': 'public' }, 'Input "reader-text" must be one of auto, true, false; got "public".'],
  ])('rejects %j before any request', async (extra, message) => {
    await withServers({ platform: {} }, async ({ platform }) => {
      const run = await runAction({ inputs: visitorsInputs(platform, { 'artifact-name': 'off', ...extra }) })
      expectEnding(run, 'failure')
      expect(failureMessage(run)).toContain(message)
      expect(platform.requests).toHaveLength(0)
    })
  })
})
