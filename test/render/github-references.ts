import * as cheerio from 'cheerio'

/*
 * What GitHub makes of the text of a rendered comment or summary besides the markup: an `@name`
 * or `@org/team` mentions (and notifies) someone, and `#123`, `GH-123` and `owner/repo#123` link
 * an issue or a pull request (and add to its timeline). GitHub looks for them in text only,
 * outside code, `<pre>` and links, where an `@` or `#` stands after no letter, digit or `_` (or,
 * for a reference, after `owner/repo`). Tests read a rendered body through these to prove that
 * no words from outside the action ping anyone, while a person still reads them as written.
 */

const MENTION = /(?<![A-Za-z0-9_])@[A-Za-z0-9][A-Za-z0-9-]*(?:\/[A-Za-z0-9][A-Za-z0-9_-]*)?/g
const REFERENCE = /(?<![A-Za-z0-9_])#\d+|[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d+|(?<![A-Za-z0-9_])GH-\d+/gi

/** The text nodes GitHub looks in: none inside code, a `<pre>` or a link. */
function linkableText(renderedHtml: string): string[] {
  const $ = cheerio.load(renderedHtml)
  const texts: string[] = []
  $('*')
    .contents()
    .each((_, node) => {
      if (!('data' in node) || node.nodeType !== 3) return
      if ($(node).parents('code, pre, a').length > 0) return
      texts.push(node.data)
    })
  return texts
}

/** Every live mention and reference in a rendered body (`@octocat`, `#7`), in order. */
export function liveReferences(renderedHtml: string): string[] {
  return linkableText(renderedHtml).flatMap((text) => [
    ...Array.from(text.matchAll(MENTION), (match) => match[0]),
    ...Array.from(text.matchAll(REFERENCE), (match) => match[0]),
  ])
}

/** The rendered body's text as a person reads it: the invisible word joiner left out. */
export function readText(renderedHtml: string): string {
  return cheerio.load(renderedHtml).root().text().replaceAll('\u2060', '')
}
