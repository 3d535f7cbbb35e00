import { parseBoolean } from '../../inputs/parsers.ts'
import { count, formatNumber } from '../../text/format.ts'
import { requireNumbers } from '../analysis/answer-fields.ts'
import { assistantContentGaps, assistantGapRows } from './assistant-gaps.ts'
import { readStoredFigures, readTrendFigures, storedFigures, trendFigures } from './assistant-history.ts'
import { addAssistantSection, assistantHeadline, describeConversations } from './assistant-summary.ts'
import { AssistantTally, type CallerStats } from './assistant-tally.ts'
import { readTurn } from './assistant-turns.ts'
import { defineSection } from './define-section.ts'
import { NO_OUTPUTS } from './section.ts'
import { readRowCap } from './section-inputs.ts'

/**
 * What readers asked the docs site's AI assistant (`include: assistant`), and its queries by
 * caller. A row is one user turn, a question (assistant-turns.ts reads it); the turns of one
 * conversation share its `id`. Its figures come from a tally of every row (assistant-tally.ts),
 * which the history keeps (assistant-history.ts), the summary shows (assistant-summary.ts) and
 * the content gaps quote (assistant-gaps.ts).
 */

/** The answer states no figures for the period beside its rows. */
type NoTotals = Readonly<Record<never, number>>

/** The most one request may ask for, per the contract. */
const PAGE_LIMIT = 1_000

export const CALLERS_ENDPOINT = 'assistant/caller-stats'

/** `max-assistant-questions` up to this many questions (turns): 100 requests of 1,000, the whole hourly budget. */
export const MAX_ASSISTANT_ROWS = 100_000

export const assistant = defineSection({
  name: 'assistant',
  includeHint: "what readers asked the docs site's AI assistant",
  inputs: {
    declarations: {
      'max-assistant-questions': {
        default: '1000',
        description: `Visitors mode with include assistant: how many assistant questions to fetch per period: 1 to ${formatNumber(MAX_ASSISTANT_ROWS)}, or all.`,
        formerName: 'assistant-rows',
        formerDefault: '1000',
      },
      'assistant-responses': {
        default: 'false',
        description:
          "Visitors mode with include assistant: true to keep the assistant's responses in its files (they are long).",
      },
    },
    read: (input, nameOf) => ({
      // assistantRows, as report.json names the cap: a later report compares its own with it.
      assistantRows: readRowCap(
        nameOf('max-assistant-questions'),
        input('max-assistant-questions'),
        MAX_ASSISTANT_ROWS,
      ),
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
  headline: assistantHeadline,
  movers: undefined,
  rollup: {
    figure: 'questions',
    icon: '💬',
    title: 'Questions',
    noun: ['question to the assistant', 'questions to the assistant'],
  },
  summarize: addAssistantSection,
  contentGaps: assistantContentGaps,
  gapRows: assistantGapRows,
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

function readCallers(answer: Record<string, unknown>): CallerStats {
  requireNumbers(answer, 'the answer', ['web', 'api', 'other', 'total'])
  const { web, api, other, total } = answer as Record<string, number>
  return { web: web ?? 0, api: api ?? 0, other: other ?? 0, total: total ?? 0 }
}
