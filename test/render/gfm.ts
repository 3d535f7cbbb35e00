import { micromark } from 'micromark'
import { gfm, gfmHtml } from 'micromark-extension-gfm'

/**
 * Renders a job summary the way GitHub reads it: CommonMark with the GitHub-Flavored Markdown
 * extensions (tables, strikethrough, autolinks, task lists), raw HTML kept. GitHub then
 * sanitises the HTML; tests assert on structure, which sanitising does not change.
 */
export function renderGfm(markdown: string): string {
  return micromark(markdown, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] })
}
