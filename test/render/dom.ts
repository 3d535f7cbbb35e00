import * as cheerio from 'cheerio'
import { renderGfm } from './gfm.ts'

/**
 * A summary as GitHub would show it, as a queryable document: tests ask what a reader gets
 * (the text of a `<pre>`, with entities decoded; which links exist) instead of matching markup.
 */
export function renderedSummary(markdown: string): cheerio.CheerioAPI {
  return cheerio.load(renderGfm(markdown))
}

/** Every `href` in the rendered summary, to prove none is a script or a relative trick. */
export function linkTargets($: cheerio.CheerioAPI): string[] {
  return $('a[href]')
    .map((_, element) => $(element).attr('href') ?? '')
    .get()
}

/**
 * A folded part of the summary, by the text its `<summary>` begins with (`AI assistant`,
 * `Trend`): what a person sees on opening it, its label included.
 */
export function foldedPart($: cheerio.CheerioAPI, title: string) {
  return $('details')
    .filter((_, details) => $(details).children('summary').first().text().startsWith(title))
    .first()
}
