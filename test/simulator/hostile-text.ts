/**
 * Text from the platform that anyone can influence: a page path is whatever a docs author (or a
 * crawler's request) made it, a search term whatever a visitor typed. These lists hold what
 * breaks naive readers of each place the action writes to, so tests can prove every value still
 * arrives as the text it was.
 */

/** Paths that break naive CSV (formulas, quotes), Markdown, HTML and workflow-command readers. */
export const HOSTILE_PATHS: readonly string[] = [
  '/a|b',
  '/<script>alert(1)</script>',
  '=HYPERLINK("http://x","y")',
  '+cmd',
  '-2+3',
  '@SUM(A1)',
  '\tTabbed',
  '/quote"and,comma',
  '/line\nbreak',
  '/*bold*_under_',
  '/[link](https://example.com)',
  '/`code`',
  '/ünïcode/文档',
  '/x\n::warning::x',
  '/y\n::stop-commands::tok',
]

/** Search terms a visitor could type that Markdown or HTML would turn into markup if not escaped. */
export const HOSTILE_TERMS: readonly string[] = [
  '**bold** term',
  '<img src=x onerror=alert(1)>',
  '[click me](javascript:alert(1))',
  '# heading',
  '- list item',
  '1. numbered',
  '`code` | pipe | cell',
  '_under_ ~~strike~~',
  '<details open><summary>x</summary>',
  '&amp; &lt;entity&gt;',
  'https://example.com/autolink',
  '</td></tr></table><h1>out</h1>',
  'line\nbreak',
  '> quoted',
  '![image](https://example.com/x.png)',
  '<!-- comment --> after',
]
