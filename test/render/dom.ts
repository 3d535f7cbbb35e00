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
