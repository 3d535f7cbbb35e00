/**
 * The search terms of the simulated docs site, as readers type them: a word and what they add
 * to it, numbered past the combinations, so a period of any size has distinct terms.
 */

const WORDS = ['deploy', 'webhook', 'sso', 'rate limit', 'api key', 'custom domain', 'redirects', 'analytics', 'search']
/** What readers add to a word: 9 words by these make 234 distinct terms; past them a number tells them apart. */
const ADDED = [
  '',
  ' setup',
  ' not working',
  ' example',
  ' error',
  ' python',
  ' node',
  ' limits',
  ' 404',
  ' timeout',
  ' retry',
  ' staging',
  ' permissions',
  ' pricing',
  ' token',
  ' curl',
  ' docker',
  ' okta',
  ' azure',
  ' migration',
  ' v2',
  ' best practices',
  ' logs',
  ' test',
  ' delete',
  ' disable',
]

/** The `index`th search term: a word and what readers add to it, as people type them. */
export function searchTerm(index: number): string {
  const word = WORDS[index % WORDS.length] ?? ''
  const round = Math.floor(index / WORDS.length)
  const added = ADDED[round % ADDED.length] ?? ''
  const pass = Math.floor(round / ADDED.length)
  return pass === 0 ? `${word}${added}` : `${word}${added} ${pass + 1}`
}
