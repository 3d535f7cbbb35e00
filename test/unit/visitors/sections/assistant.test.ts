import { describe, expect, it } from 'vitest'
import { BrokenAnswerError } from '../../../../src/platform/errors.ts'
import { REDACTED_EMAIL } from '../../../../src/text/reader-redaction.ts'
import { assistant, CALLERS_ENDPOINT } from '../../../../src/visitors/sections/assistant.ts'
import type { TurnRow } from '../../../../src/visitors/sections/assistant-turns.ts'
import type { SideRequests } from '../../../../src/visitors/sections/section-extras.ts'
import { exported, headlineWords, link, OPTIONS, rendered, SPACE, words } from './section-fixtures.ts'

/** A turn as the contract sends it. */
const sent = (id: string, fields: Record<string, unknown> = {}): Record<string, unknown> => ({
  id,
  timestamp: '2026-11-20T09:00:00Z',
  query: 'How do I rotate a key?',
  response: 'Open the dashboard.',
  responseType: 'answer',
  resolutionStatus: 'answered',
  queryCategory: 'auth',
  pageUrl: '/docs/keys?from=search',
  sources: [{ title: 'Keys', url: '/docs/keys#rotate' }],
  ...fields,
})

/** `max-assistant-questions` and `assistant-responses` as given, their defaults otherwise. */
const readInputs = (given: Partial<Record<'max-assistant-questions' | 'assistant-responses', string>>) =>
  assistant.inputs.read(
    (name) => given[name] ?? assistant.inputs.declarations[name].default,
    (name) => name,
  )

/** Side requests that answer the caller stats with `callers` and keep what is written. */
function sideAnswering(callers: Record<string, unknown>) {
  const asked: string[] = []
  const written: { base: string; json: Readonly<Record<string, unknown>> }[] = []
  const side: SideRequests = {
    request: (endpoint, _action, read) => {
      asked.push(endpoint)
      return Promise.resolve(read(callers))
    },
    writeFiles: (base, _csv, json) => {
      written.push({ base, json })
      return Promise.resolve()
    },
  }
  return { side, asked, written }
}

/** The week of `turns`, tallied as the export tallies them. */
async function week(turns: readonly Record<string, unknown>[]) {
  const rows = turns.map((fields, index) => assistant.readRow(fields, `conversations[${index}]`, OPTIONS))
  const tally = assistant.extras?.start()
  for (const row of rows) tally?.add(row)
  const extra = await tally?.finish(sideAnswering({ web: 3, api: 1, other: 0, total: 4 }).side)
  return exported(assistant, { rows, totals: {}, extra })
}

describe('the assistant: its inputs', () => {
  it('reads max-assistant-questions and assistant-responses, their defaults a thousand questions without responses', () => {
    expect(readInputs({})).toEqual({ assistantRows: 1_000, assistantResponses: false })
    expect(readInputs({ 'max-assistant-questions': 'all', 'assistant-responses': 'true' })).toEqual({
      assistantRows: 'all',
      assistantResponses: true,
    })
  })

  it.each([
    [
      { 'max-assistant-questions': '0' },
      'Input "max-assistant-questions" must be "all" or a whole number from 1 to 100,000; got "0".',
    ],
    [{ 'max-assistant-questions': '100001' }, 'got "100001"'],
    [{ 'assistant-responses': 'yes' }, 'Input "assistant-responses" must be true or false; got "yes".'],
  ])('refuses %j, naming the rule', (given, message) => {
    expect(() => readInputs(given)).toThrow(message)
  })

  it('plans its requests, its caller stats among them, and states its cap from them', () => {
    expect(assistant.planLine({ ...OPTIONS, assistantRows: 2_500 })).toBe(
      'assistant, at most 3 requests (2,500 questions, 1000 per request) and 1 for its callers',
    )
    expect(assistant.planLine({ ...OPTIONS, assistantRows: 'all' })).toBe(
      'assistant, 1 request per 1,000 questions until every one is fetched, and 1 for its callers',
    )
    expect(assistant.cap?.({ ...OPTIONS, assistantResponses: true })).toEqual({ assistantRows: 1_000, responses: true })
  })
})

describe('the assistant: turns against the contract', () => {
  it("keeps a turn's contract fields, without what a reader pasted, and the response only when asked", () => {
    const row = assistant.readRow(
      sent('c1', { query: 'mail ana@example.com', extra: 'x' }),
      'conversations[0]',
      OPTIONS,
    )
    expect(row).toEqual<TurnRow>({
      id: 'c1',
      timestamp: '2026-11-20T09:00:00Z',
      query: `mail ${REDACTED_EMAIL}`,
      responseType: 'answer',
      resolutionStatus: 'answered',
      queryCategory: 'auth',
      pageUrl: '/docs/keys',
      sources: [{ title: 'Keys', url: '/docs/keys' }],
    })
    const withResponses = { ...OPTIONS, assistantResponses: true }
    expect(assistant.readRow(sent('c1'), 'conversations[0]', withResponses).response).toBe('Open the dashboard.')
    expect(assistant.readRow(sent('c1', { responseType: undefined }), 'x', OPTIONS).responseType).toBe('answer')
  })

  it.each([
    [
      { resolutionStatus: 'maybe' },
      'conversations[2] has a "resolutionStatus" that is neither answered nor unanswered',
    ],
    [{ responseType: 'joke' }, 'conversations[2] has a "responseType" that is neither answer nor clarifying_question'],
    [{ sources: 'none' }, 'conversations[2] has no "sources" array'],
    [{ sources: [{ title: 'Keys' }] }, 'conversations[2].sources[0] has no string "url"'],
    [{ queryCategory: 3 }, 'conversations[2] has no "queryCategory" string or null'],
  ])('refuses the turn with %j', (fields, message) => {
    expect(() => assistant.readRow(sent('c1', fields), 'conversations[2]', OPTIONS)).toThrow(
      new BrokenAnswerError(message),
    )
  })

  it('keys each turn by its conversation and its time, and ranks none above another', () => {
    const row = assistant.readRow(sent('c1'), 'x', OPTIONS)
    expect([assistant.key(row), assistant.measure(row)]).toEqual(['c1 2026-11-20T09:00:00Z', 1])
    expect(assistant.isGap?.({ ...row, resolutionStatus: 'unanswered' })).toBe(true)
  })
})

describe('the assistant: what its tally makes of a week', () => {
  it('asks for its caller stats once the rows are in, writes them beside the rows, and counts questions and conversations', async () => {
    const tally = assistant.extras?.start()
    for (const id of ['a', 'a', 'b']) tally?.add(assistant.readRow(sent(id), 'x', OPTIONS))
    const { side, asked, written } = sideAnswering({ web: 3, api: 1, other: 0, total: 4 })
    const figures = await tally?.finish(side)
    expect(asked).toEqual([CALLERS_ENDPOINT])
    expect(written).toEqual([{ base: 'assistant-callers', json: { web: 3, api: 1, other: 0, total: 4 } }])
    expect(figures).toMatchObject({ questions: 3, conversations: { count: 2, atLeast: false }, callers: { total: 4 } })
    await expect(assistant.extras?.start().finish(sideAnswering({ web: 1 }).side)).rejects.toThrow(
      'the answer has no number "api"',
    )
  })

  it('lists the questions it could not answer as content gaps, and summarizes the week', async () => {
    const result = await week([sent('a', { resolutionStatus: 'unanswered' }), sent('b')])
    expect(assistant.contentGaps?.(result.current)).toMatchObject({
      heading: 'Questions the assistant could not answer',
      count: 1,
    })
    const summary = words(rendered((doc) => assistant.summarize(doc, result, SPACE)))
    expect(summary).toContain('2 conversations; 2 questions; 50.0% of questions unanswered')
    expect(summary).toContain('Total 4')
    expect(assistant.describeTotals(result.current)).toBe('2 questions from 2 conversations')
    expect(headlineWords(assistant.headline?.(result, link) ?? [])).toEqual([
      '💬 2 questions to the assistant; 50.0% unanswered · AI assistant ↓',
    ])
  })

  it('keeps the counts of its tally as history figures, never its rows', async () => {
    const result = await week([sent('a'), sent('a', { timestamp: '2026-11-20T10:00:00Z' })])
    expect(assistant.history.figuresOf(result.current)).toEqual({ conversations: 1, questions: 2, unanswered: 0 })
    expect([assistant.history.keepsRows, assistant.readerText, assistant.movers]).toEqual([false, true, undefined])
    expect(assistant.includeHint).toBe("what readers asked the docs site's AI assistant")
  })
})
