import { forSummary } from './untrusted.ts'

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

/** `html\`<strong>${label}</strong>\``: strings are escaped, `Html` values kept, numbers written as is. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let markup = strings[0] ?? ''
  values.forEach((value, index) => {
    markup += render(value) + (strings[index + 1] ?? '')
  })
  return Html.fromSafeMarkup(markup)
}

function render(value: HtmlValue): string {
  if (value === undefined) return ''
  if (value instanceof Html) return value.markup
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') return forSummary(value, SUMMARY_TEXT_CHARS)
  return value.map((item) => item.markup).join('')
}

/** Untrusted text with its own cap, for the few places that show more (or less) than the default. */
export function text(value: string, maxChars: number): Html {
  return Html.fromSafeMarkup(forSummary(value, maxChars))
}

/**
 * A sentence written for the log and the `error` output, shown in the summary: names the
 * sentence quotes ("job-id: job_1", "fail-on") read better there as code.
 */
export function prose(value: string, maxChars: number): Html {
  return Html.fromSafeMarkup(
    forSummary(value, maxChars).replace(/&quot;((?:(?!&quot;).){1,200}?)&quot;/g, '<code>$1</code>'),
  )
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

/** A link when `address` is an http(s) URL; otherwise the label alone. */
export function link(label: HtmlValue, address: string | null | undefined): Html {
  const url = webUrl(address)
  if (!url) return html`${label}`
  return html`<a href="${text(url.href, 4_000)}">${label}</a>`
}
