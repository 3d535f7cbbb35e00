import { forSummary, forSummaryVerbatim, unlinked } from './untrusted.ts'

/**
 * A piece of job-summary markup that is safe as it stands. Summary code builds markup only
 * with the `html` template below, which escapes every string it is given, so untrusted text
 * cannot become markup by being forgotten.
 */
export class Html {
  readonly markup: string
  private constructor(markup: string) {
    this.markup = markup
  }

  /** For markup this module assembles itself; never for text from outside the action. */
  static fromSafeMarkup(markup: string): Html {
    return new Html(markup)
  }

  toString(): string {
    return this.markup
  }
}

export type HtmlValue = Html | string | number | readonly Html[] | undefined

/** Default cap of one untrusted string in the summary: a 3 MB model name stays a line. */
export const SUMMARY_TEXT_CHARS = 500

/**
 * `html\`<strong>${label}</strong>\``: strings are escaped, `Html` values kept, numbers written
 * as is. A string is escaped with `forSummary`, which keeps it from mentioning anyone or linking
 * an issue, except where the template puts it whole in a place GitHub links nothing in: an
 * attribute's quotes (`href="${address}"`), or alone between `<code>`, `<pre>` or `<a …>` and
 * its closing tag; there it is written verbatim (escaped all the same), so it is copied as is.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let markup = strings[0] ?? ''
  values.forEach((value, index) => {
    const [before, after] = [strings[index] ?? '', strings[index + 1] ?? '']
    markup += render(value, linksNothing(before, after)) + after
  })
  return Html.fromSafeMarkup(markup)
}

function render(value: HtmlValue, verbatim = false): string {
  if (value === undefined) return ''
  if (value instanceof Html) return value.markup
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') return (verbatim ? forSummaryVerbatim : forSummary)(value, SUMMARY_TEXT_CHARS)
  return value.map((item) => item.markup).join('')
}

/** An element whose text GitHub makes no mention or reference in, and its closing tag. */
const UNLINKED_ELEMENT = /<(code|pre|a)(?:\s[^<>]*)?>$/

/** Whether a value between `before` and `after` sits in an attribute's quotes, or is all an unlinked element holds. */
function linksNothing(before: string, after: string): boolean {
  if (before.endsWith('="') && after.startsWith('"')) return true
  const element = UNLINKED_ELEMENT.exec(before)?.[1]
  return element !== undefined && after.startsWith(`</${element}>`)
}

/** Untrusted text with its own cap, for the few places that show more (or less) than the default. */
export function text(value: string, maxChars: number): Html {
  return Html.fromSafeMarkup(forSummary(value, maxChars))
}

/** Untrusted text as code, written verbatim: GitHub makes no mention or reference in `<code>`, and it copies as is. */
export function codeSpan(value: string, maxChars: number): Html {
  return Html.fromSafeMarkup(`<code>${forSummaryVerbatim(value, maxChars)}</code>`)
}

/** A quoted part of an escaped sentence, up to 200 characters. */
const QUOTED = /&quot;((?:(?!&quot;).){1,200}?)&quot;/g

/**
 * A sentence written for the log and the `error` output, shown in the summary: names the
 * sentence quotes ("job-id: job_1", "fail-on") read better there as code, and copy as quoted.
 */
export function prose(value: string, maxChars: number): Html {
  const escaped = forSummaryVerbatim(value, maxChars)
  let markup = ''
  let rest = 0
  for (const quoted of escaped.matchAll(QUOTED)) {
    markup += `${unlinked(escaped.slice(rest, quoted.index))}<code>${quoted[1] ?? ''}</code>`
    rest = quoted.index + quoted[0].length
  }
  return Html.fromSafeMarkup(markup + unlinked(escaped.slice(rest)))
}

/** Joins fragments with a separator written by the action, such as `, ` or ` · `. */
export function join(parts: readonly Html[], separator: string): Html {
  return Html.fromSafeMarkup(parts.map((part) => part.markup).join(forSummary(separator)))
}

/** An `http(s)` URL as written, or undefined for anything else (`javascript:`, relative, garbage). */
export function webUrl(address: string | null | undefined): URL | undefined {
  if (!address) return undefined
  try {
    const url = new URL(address)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined
  } catch {
    return undefined
  }
}

/**
 * A link when `address` is an http(s) URL; otherwise the label alone. A label given as text is
 * written verbatim inside the link, where GitHub makes no mention or reference of it, and
 * escaped like any other text when there is no link.
 */
export function link(label: HtmlValue, address: string | null | undefined): Html {
  const url = webUrl(address)
  if (!url) return html`${label}`
  const href = Html.fromSafeMarkup(forSummaryVerbatim(url.href, 4_000))
  const shown = typeof label === 'string' ? Html.fromSafeMarkup(forSummaryVerbatim(label, SUMMARY_TEXT_CHARS)) : label
  return html`<a href="${href}">${shown}</a>`
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' }

/**
 * Markup this action built as the plain text a reader sees: tags taken out, entities read back,
 * the word joiners that keep `@` and `#` from linking dropped (a chat message links neither).
 * Only for `Html`: markup whose every tag the action wrote.
 */
export function plainText(value: Html): string {
  return value.markup
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^<>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (!name.startsWith('#')) return ENTITIES[name] ?? entity
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return code === 0x2060 ? '' : String.fromCodePoint(code)
    })
}
