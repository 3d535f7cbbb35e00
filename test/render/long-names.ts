import type { AnalyticsRoute } from '../simulator/analytics-routes.ts'
import type { SimulatorOptions } from '../simulator/server.ts'
import type { SummaryScenario } from './scenarios.ts'
import { weeklyChain } from './trend-scenario.ts'

/*
 * The weekly report of a docs site whose readers write long: search terms and questions of about
 * 150 characters, pasted error messages and whole sentences, on pages with paths as long. The
 * simulator's answers are rewritten row by row, each text lengthened the same way in every
 * period, so the comparison still pairs this week's rows with last week's.
 */

/** About how long a term, a question or a path grows: what readers paste into a search box. */
export const LONG_CHARS = 150

const SENTENCE_TAILS = [
  'when the build runs on a self-hosted runner behind a corporate proxy with its own certificate authority',
  'after upgrading from the previous major version with a monorepo of several workspaces and a private registry',
  'error: request failed with status code 401 unauthorized although the key was created a minute ago',
  'in a preview deployment whose branch name has slashes and the custom domain points at the production site',
]

const PATH_TAILS = [
  'self-hosted-runners-behind-a-corporate-proxy-with-custom-certificates',
  'migrating-from-the-previous-major-version-in-a-monorepo-with-workspaces',
  'troubleshooting-unauthorized-errors-after-rotating-the-admin-api-key',
  'preview-deployments-for-branches-with-slashes-and-custom-domains',
]

/** Which tail a text takes: the same every period, different between neighbours. */
function pick(text: string, tails: readonly string[]): string {
  let hash = 0
  for (const character of text) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) % 1_000_003
  return tails[hash % tails.length] ?? ''
}

/** `how do i set up sso with okta when the build runs on…`, cut on a word near LONG_CHARS. */
export function longText(text: string): string {
  let long = text.replace(/[?!.]+$/, '')
  for (let index = 0; long.length < LONG_CHARS; index++) long += ` ${pick(`${text}${index}`, SENTENCE_TAILS)}`
  return long.slice(0, long.lastIndexOf(' ', LONG_CHARS))
}

/** `/api-reference/users/list/self-hosted-runners-…`, about LONG_CHARS long; a full address keeps its site. */
export function longPath(path: string): string {
  const site = /^https?:\/\/[^/]+/.exec(path)?.[0] ?? ''
  const rest = path.slice(site.length)
  let long = rest
  for (let index = 0; long.length < LONG_CHARS; index++) long += `/${pick(`${rest}${index}`, PATH_TAILS)}`
  return site + long.slice(0, LONG_CHARS)
}

type Row = Record<string, unknown>

function lengthen(row: Row, texts: readonly string[], paths: readonly string[]): Row {
  const copy: Row = { ...row }
  for (const field of texts) if (typeof copy[field] === 'string') copy[field] = longText(copy[field])
  for (const field of paths) if (typeof copy[field] === 'string') copy[field] = longPath(copy[field])
  return copy
}

/** Which fields of each answer's rows grow: the list they are in, texts readers wrote, and paths. */
const LONG_FIELDS: Partial<Record<AnalyticsRoute, readonly [string, readonly string[], readonly string[]]>> = {
  visitors: ['visitors', [], ['path']],
  views: ['views', [], ['path']],
  searches: ['searches', ['searchQuery'], ['topClickedPage']],
  feedback: ['feedback', [], ['path']],
  assistant: ['conversations', ['query'], ['pageUrl']],
}

/** The simulator's answers with every term, question and path long. */
export const lengthenNames: NonNullable<SimulatorOptions['transform']> = (route, body) => {
  const fields = LONG_FIELDS[route]
  if (!fields || !Array.isArray(body[fields[0]])) return body
  const [list, texts, paths] = fields
  return { ...body, [list]: (body[list] as Row[]).map((row) => lengthen(row, texts, paths)) }
}

/**
 * The tallest weekly report a person is likely to open: a private repository (terms and
 * questions shown), the fourth run in a row (the trend's chart), and every name long. Not in the
 * gallery: summary-height.test.ts holds it to two screens.
 */
export const LONG_NAMES_SCENARIO: SummaryScenario = {
  name: 'visitors-report-long-names',
  job: 'report',
  caption: 'visitors mode: the fourth weekly run in a row, with search terms, questions and paths of 150 characters',
  conclusion: 'success',
  run: weeklyChain({ analytics: { rows: 120 }, transform: lengthenNames }, 4),
}
