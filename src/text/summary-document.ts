import { html, Html, type HtmlValue } from './html.ts'
import { forSummaryVerbatim, redact, showControls } from './untrusted.ts'

const CLOSE_DETAILS = '</details>'

export interface Column {
  readonly title: string
  readonly align?: 'left' | 'right'
  /** Cells that never break across lines (an id such as `docs-main`): GitHub keeps `nowrap` on a cell. */
  readonly nowrap?: true
}

/**
 * A job summary, assembled as separate blocks with a blank line between them, the way GitHub
 * reads it (GitHub-Flavored Markdown with raw HTML). Every HTML block opens with a block-level
 * tag and holds no blank line, so Markdown never starts in the middle of one; the only blocks
 * with blank lines inside are `<pre>` blocks and fenced code, which CommonMark ends only at
 * their own closing line. That is what keeps a prompt written in Markdown shown as typed.
 */
export class SummaryDocument {
  private readonly blocks: string[] = []
  private size = 0
  private readonly anchorsAt: string | undefined

  /**
   * `anchorsAt`: the page a copy of the summary points back to (the run's), for a copy read
   * elsewhere (summary-file): every link to a part of the summary (`href="#…"`) then goes there.
   */
  constructor(anchorsAt?: string) {
    this.anchorsAt = anchorsAt && forSummaryVerbatim(anchorsAt, 4_000)
  }

  /** Bytes of the rendered document so far, against GitHub's 1 MiB limit. */
  get bytes(): number {
    return this.size
  }

  heading(level: 2 | 3 | 4, content: HtmlValue): this {
    return this.add(html`<h${level}>${content}</h${level}>`.markup)
  }

  paragraph(content: HtmlValue): this {
    return this.add(html`<p>${content}</p>`.markup)
  }

  table(columns: readonly Column[], rows: readonly (readonly HtmlValue[])[]): this {
    const cell = (tag: 'th' | 'td', column: Column | undefined, value: HtmlValue): string => {
      const align = column?.align === 'right' ? ' align="right"' : ''
      const attributes = Html.fromSafeMarkup(`${align}${column?.nowrap ? ' nowrap' : ''}`)
      return html`<${tag}${attributes}>${value}</${tag}>`.markup
    }
    const head = `<thead><tr>${columns.map((column) => cell('th', column, column.title)).join('')}</tr></thead>`
    const body = rows.map((row) => `<tr>${row.map((value, index) => cell('td', columns[index], value)).join('')}</tr>`)
    return this.add(['<table>', head, '<tbody>', ...body, '</tbody></table>'].join('\n'))
  }

  /** A collapsed section; the blocks `fill` adds go inside it. */
  details(label: HtmlValue, fill: (inner: this) => void, open = false): this {
    const attribute = open ? Html.fromSafeMarkup(' open') : undefined
    this.add(html`<details${attribute}><summary>${label}</summary>`.markup)
    fill(this)
    return this.add(CLOSE_DETAILS)
  }

  /**
   * Untrusted multi-line text shown exactly as typed, blank lines and Markdown included: GitHub
   * makes no mention or reference in a `<pre>`, so an `@scope/package` in a log copies as is.
   */
  preformatted(content: string, maxChars: number): this {
    return this.add(`<pre>${forSummaryVerbatim(content, maxChars, true)}</pre>`, true)
  }

  /** A fenced code block (GitHub adds a copy button); the fence outgrows any backticks inside. */
  code(language: string, content: string): this {
    const safe = showControls(redact(content), true)
    const fence = codeFence(safe)
    return this.add(`${fence}${language}\n${safe}\n${fence}`, true)
  }

  /** A block of markup this action writes itself, such as a Mermaid chart of its own numbers. */
  trustedBlock(markup: string): this {
    return this.add(markup, true)
  }

  render(): string {
    return this.blocks.join('\n\n') + '\n'
  }

  /**
   * The document within `maxChars`, for a place with a hard limit (a pull-request comment):
   * whole blocks in order while they fit, then `note` in place of the rest, so markup is never
   * cut through; a collapsed section the cut leaves open is closed.
   */
  renderWithin(maxChars: number, note: HtmlValue): string {
    const whole = this.render()
    if (whole.length <= maxChars) return whole
    const ending = html`<p>${note}</p>`.markup
    const kept: string[] = []
    let used = ending.length + 1
    let open = 0
    for (const block of this.blocks) {
      const depth = open + (block.startsWith('<details') ? 1 : block === CLOSE_DETAILS ? -1 : 0)
      const closing = depth * (CLOSE_DETAILS.length + 2)
      if (used + block.length + 2 + closing > maxChars) break
      kept.push(block)
      used += block.length + 2
      open = depth
    }
    return [...kept, ...Array<string>(open).fill(CLOSE_DETAILS), ending].join('\n\n') + '\n'
  }

  private add(block: string, mayHoldBlankLines = false): this {
    if (!mayHoldBlankLines && /\n[ \t]*\n/.test(block)) {
      throw new Error('A summary HTML block may not hold a blank line; it would end the block early.')
    }
    const placed = this.anchorsAt ? block.replaceAll('href="#', `href="${this.anchorsAt}#`) : block
    this.blocks.push(placed)
    this.size += Buffer.byteLength(placed) + 2
    return this
  }
}

/** A Markdown code fence longer than any run of backticks in `content`, so nothing inside can close it. */
export function codeFence(content: string): string {
  const longestRun = Array.from(content.matchAll(/`+/g)).reduce((longest, run) => Math.max(longest, run[0].length), 0)
  return '`'.repeat(Math.max(3, longestRun + 1))
}
