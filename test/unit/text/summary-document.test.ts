import { describe, expect, it } from 'vitest'
import { html, link, text } from '../../../src/text/html.ts'
import { SummaryDocument } from '../../../src/text/summary-document.ts'
import { renderGfm } from '../../render/gfm.ts'

const MARKDOWN_PROMPT =
  '# Scope\n\nUpdate `__init__` and *every* page.\n\n1. first\n2. second\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<script>alert(1)</script>'

describe('SummaryDocument, rendered as GitHub renders it', () => {
  it('shows a Markdown prompt in <pre> exactly as typed, blank lines and all', () => {
    const rendered = renderGfm(
      new SummaryDocument().heading(2, 'Report').preformatted(MARKDOWN_PROMPT, 10_000).render(),
    )
    const pre = /<pre>([\s\S]*?)<\/pre>/.exec(rendered)?.[1] ?? ''
    expect(decode(pre)).toBe(MARKDOWN_PROMPT)
    expect(rendered).not.toMatch(/<h1|<ol|<strong>init|<em>every|<script>/)
  })

  it('keeps a <pre> whole inside a collapsed <details>', () => {
    const doc = new SummaryDocument().details('Full prompt', (inner) => inner.preformatted(MARKDOWN_PROMPT, 10_000))
    const rendered = renderGfm(doc.render())
    expect(rendered).toMatch(/^<details><summary>Full prompt<\/summary>\n<pre>[\s\S]*<\/pre>\n<\/details>\n$/)
    expect(rendered).not.toContain('open')
  })

  it('escapes every string in the html template and keeps Html fragments', () => {
    const doc = new SummaryDocument().paragraph(
      html`<strong>${'<img src=x onerror=alert(1)>'}</strong> ${html`<em>ok</em>`}`,
    )
    expect(doc.render()).toBe('<p><strong>&lt;img src=x onerror=alert(1)&gt;</strong> <em>ok</em></p>\n')
  })

  it('renders untrusted Markdown in table cells as text', () => {
    const rendered = renderGfm(
      new SummaryDocument()
        .table([{ title: 'Path' }, { title: 'Total', align: 'right' }], [['*bold* | [x](y)', '1,234']])
        .render(),
    )
    expect(rendered).toContain('<td>*bold* | [x](y)</td><td align="right">1,234</td>')
  })

  it('links only http(s) addresses', () => {
    expect(link('PR', 'https://github.com/a/b/pull/1').markup).toBe('<a href="https://github.com/a/b/pull/1">PR</a>')
    expect(link('PR', 'javascript:alert(1)').markup).toBe('PR')
    expect(link('PR', 'not a url').markup).toBe('PR')
  })

  it('grows a code fence past any backticks inside and redacts nothing it should not', () => {
    const rendered = renderGfm(new SummaryDocument().code('yaml', 'job-id: a```b').render())
    expect(rendered).toContain('<pre><code class="language-yaml">job-id: a```b\n</code></pre>')
  })

  it('refuses an HTML block that holds a blank line', () => {
    expect(() => new SummaryDocument().trustedBlock('ok\n\nok')).not.toThrow()
    expect(() =>
      new SummaryDocument().paragraph(html`${text('a', 5)}`).table([{ title: 'x' }], [[html`a`]]),
    ).not.toThrow()
    const doc = new SummaryDocument() as unknown as { add(block: string): unknown }
    expect(() => doc.add('<p>a\n\nb</p>')).toThrow('may not hold a blank line')
  })

  it('counts its bytes', () => {
    const doc = new SummaryDocument().paragraph('ü')
    expect(doc.bytes).toBe(Buffer.byteLength('<p>ü</p>') + 2)
  })
})

function decode(markup: string): string {
  return markup.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&')
}

describe('a document within a hard limit (a pull-request comment)', () => {
  const long = (label: string) => `${label} ${'x'.repeat(1_000)}`

  it('is the whole document when it fits', () => {
    const doc = new SummaryDocument().heading(3, 'Title').paragraph('Body')
    expect(doc.renderWithin(1_000, 'cut')).toBe(doc.render())
  })

  it('keeps whole blocks in order while they fit, then says the rest was cut', () => {
    const doc = new SummaryDocument().heading(3, 'Title')
    for (const label of ['one', 'two', 'three', 'four']) doc.paragraph(text(long(label), 2_000))
    const cut = doc.renderWithin(2_500, 'The rest was cut.')
    expect(cut.length).toBeLessThanOrEqual(2_500)
    expect(cut).toMatch(/^<h3>Title<\/h3>\n\n<p>one x+<\/p>\n\n<p>two x+<\/p>\n\n<p>The rest was cut\.<\/p>\n$/)
  })

  it('closes a collapsed section the cut leaves open, and stays within the limit', () => {
    const doc = new SummaryDocument().heading(3, 'Title')
    doc.details('More', (inner) => {
      for (const label of ['one', 'two', 'three']) inner.paragraph(text(long(label), 2_000))
    })
    const cut = doc.renderWithin(2_400, 'The rest was cut.')
    expect(cut.length).toBeLessThanOrEqual(2_400)
    expect(cut).toMatch(/<p>two x+<\/p>\n\n<\/details>\n\n<p>The rest was cut\.<\/p>\n$/)
    expect(renderGfm(cut)).toMatch(/<details><summary>More<\/summary>[^]*<\/details>\n<p>The rest was cut\.<\/p>/)
  })
})
