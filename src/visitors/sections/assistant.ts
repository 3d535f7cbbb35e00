import { parseBoolean } from '../../inputs/parsers.ts'
import { BrokenAnswerError } from '../../platform/errors.ts'
import { count } from '../../text/format.ts'
import { pageAddress, redactReaderText } from '../../text/reader-redaction.ts'
import { requireNullableString, requireNumbers, requireString } from '../analysis/answer-fields.ts'
import { assistantContentGaps } from './assistant-gaps.ts'
import { readStoredFigures, readTrendFigures, storedFigures, trendFigures } from './assistant-history.ts'
import { addAssistantSection, describeConversations } from './assistant-summary.ts'
import { AssistantTally, type CallerStats, type TalliedTurn } from './assistant-tally.ts'
import { defineSection } from './define-section.ts'
import { NO_OUTPUTS } from './section.ts'
import { readRowCap } from './section-inputs.ts'

/**
 * What readers asked the docs site's AI assistant (`include: assistant`), and its queries by
 * caller. A row is one user turn, a question; the turns of one conversation share its `id`.
 */

/** A turn as the files hold it: what the tally reads, its time, and the response when asked. */
export interface TurnRow extends TalliedTurn {
  readonly timestamp: string
  /** Only with `assistant-responses: true`: responses are long and add little to a report. */
  readonly response?: string
}

/** The answer states no figures for the period beside its rows. */
type NoTotals = Readonly<Record<never, number>>

/** The most one request may ask for, per the contract. */
const PAGE_LIMIT = 1_000

export const CALLERS_ENDPOINT = 'assistant/caller-stats'

/** `assistant-rows` up to this many questions (turns): 100 requests of 1,000, the whole hourly budget. */
export const MAX_ASSISTANT_ROWS = 100_000

export const assistant = defineSection({
  name: 'assistant',
  includeHint: "what readers asked the docs site's AI assistant",
  inputs: {
    declarations: {
      'assistant-rows': {
        default: '1000',
        description:
          'Visitors mode with include assistant: how many assistant questions to fetch per period (one a turn of a conversation; 1,000 per request), or all.',
      },
      'assistant-responses': {
        default: 'false',
        description:
          "Visitors mode with include assistant: true to keep the assistant's responses in its files (they are long).",
      },
    },
    read: (input) => ({
      assistantRows: readRowCap('assistant-rows', input('assistant-rows'), MAX_ASSISTANT_ROWS),
      assistantResponses: parseBoolean('assistant-responses', input('assistant-responses')),
    }),
  },
  outputs: NO_OUTPUTS,
  endpoint: 'assistant',
  // As the contract names the endpoint and its list; what each row counts is a question (rowNoun).
  arrayName: 'conversations',
  label: 'assistant conversations',
  title: 'AI assistant',
  groupName: 'Export assistant conversations',
  action: 'export assistant conversations',
  rowNoun: 'question',
  keyNoun: 'question',
  paging: {
    kind: 'cursor',
    limit: PAGE_LIMIT,
    wanted: (options) => options.assistantRows,
    showTotals: () => '',
    hasMore: true,
  },
  readRow: readTurn,
  readerText: true,
  readTotals: (): NoTotals => ({}),
  totalsFields: [],
  fileHead: () => ({}),
  // The turns of one conversation share its `id`: with its time, each turn is its own row.
  key: (row) => `${row.id} ${row.timestamp}`,
  // Questions are not ranked: the section's figures come from its tally.
  measure: () => 1,
  csvHeader: [
    'id',
    'timestamp',
    'query',
    'responseType',
    'resolutionStatus',
    'queryCategory',
    'pageUrl',
    'sources',
    'response',
  ],
  csvFields: (row) => [
    row.id,
    row.timestamp,
    row.query,
    row.responseType,
    row.resolutionStatus,
    row.queryCategory,
    row.pageUrl,
    row.sources.map((source) => source.url).join(' '),
    row.response ?? null,
  ],
  countFields: [],
  isGap: (row) => row.resolutionStatus === 'unanswered',
  planLine: ({ assistantRows }) =>
    assistantRows === 'all'
      ? `assistant, 1 request per ${count(PAGE_LIMIT, 'question')} until every one is fetched, and 1 for its callers`
      : `assistant, at most ${count(Math.ceil(assistantRows / PAGE_LIMIT), 'request')} (${count(assistantRows, 'question')}, ${PAGE_LIMIT} per request) and 1 for its callers`,
  cap: ({ assistantRows, assistantResponses }) => ({ assistantRows, responses: assistantResponses }),
  describeTotals: (period) =>
    period.extra
      ? `${count(period.extra.questions, 'question')} from ${describeConversations(period.extra.conversations)}`
      : count(period.rowCount, 'question'),
  headline: undefined,
  summarize: addAssistantSection,
  contentGaps: assistantContentGaps,
  history: {
    figures: [
      { key: 'conversations', label: 'Conversations', shown: true },
      { key: 'questions', label: 'Questions', shown: true },
      { key: 'unanswered', label: 'Unanswered', shown: true },
    ],
    figuresOf: trendFigures,
    readFigures: readTrendFigures,
    chart: undefined,
    keepsRows: false,
    storeExtra: storedFigures,
    readExtra: readStoredFigures,
  },
  extras: {
    endpoints: [CALLERS_ENDPOINT],
    fileBases: ['assistant-callers'],
    start: () => {
      const tally = new AssistantTally()
      return {
        add: (row) => tally.add(row),
        finish: async (side) => {
          const callers = await side.request(CALLERS_ENDPOINT, 'read the assistant caller stats', readCallers)
          await side.writeFiles(
            'assistant-callers',
            [
              ['caller', 'queries'],
              ['web', callers.web],
              ['api', callers.api],
              ['other', callers.other],
              ['total', callers.total],
            ],
            { ...callers },
          )
          return tally.figures(callers)
        },
      }
    },
  },
})

/**
 * A turn, read against the contract and kept to its fields: a field the platform may add
 * could hold more of what readers wrote. Addresses and keys readers pasted are removed here,
 * before the text reaches any file, summary or prompt.
 */
function readTurn(fields: Record<string, unknown>, where: string, options: { assistantResponses: boolean }): TurnRow {
  const id = requireString(fields, 'id', where)
  const timestamp = requireString(fields, 'timestamp', where)
  const query = redactReaderText(requireString(fields, 'query', where))
  const response = requireString(fields, 'response', where)
  const responseType = fields['responseType'] === undefined ? 'answer' : fields['responseType']
  if (responseType !== 'answer' && responseType !== 'clarifying_question') {
    throw new BrokenAnswerError(`${where} has a "responseType" that is neither answer nor clarifying_question`)
  }
  const resolutionStatus = fields['resolutionStatus']
  if (resolutionStatus !== 'answered' && resolutionStatus !== 'unanswered') {
    throw new BrokenAnswerError(`${where} has a "resolutionStatus" that is neither answered nor unanswered`)
  }
  const queryCategory = requireNullableString(fields, 'queryCategory', where)
  const page = requireNullableString(fields, 'pageUrl', where)
  const pageUrl = page === null ? null : pageAddress(page)
  const sources = readSources(fields['sources'], where)
  const row = { id, timestamp, query, responseType, resolutionStatus, queryCategory, pageUrl, sources } as const
  return options.assistantResponses ? { ...row, response: redactReaderText(response) } : row
}

function readSources(value: unknown, where: string): TurnRow['sources'] {
  if (!Array.isArray(value)) throw new BrokenAnswerError(`${where} has no "sources" array`)
  return (value as unknown[]).map((source, index) => {
    const at = `${where}.sources[${index}]`
    if (typeof source !== 'object' || source === null) throw new BrokenAnswerError(`${at} is not a JSON object`)
    const fields = source as Record<string, unknown>
    return { title: requireString(fields, 'title', at), url: pageAddress(requireString(fields, 'url', at)) }
  })
}

function readCallers(answer: Record<string, unknown>): CallerStats {
  requireNumbers(answer, 'the answer', ['web', 'api', 'other', 'total'])
  const { web, api, other, total } = answer as Record<string, number>
  return { web: web ?? 0, api: api ?? 0, other: other ?? 0, total: total ?? 0 }
}
