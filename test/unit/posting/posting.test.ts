import { describe, expect, it } from 'vitest'
import { HEADLINE_MAX_CHARS, plainHeadline } from '../../../src/posting/headline-text.ts'
import { renderSummaryFile, SUMMARY_FILE_MAX_CHARS } from '../../../src/posting/summary-file.ts'
import { html, plainText } from '../../../src/text/html.ts'
import { SummaryDocument } from '../../../src/text/summary-document.ts'
import { renderGfm } from '../../render/gfm.ts'

const RUN = 'https://github.com/acme/docs/actions/runs/42'

describe('the summary file', () => {
  it('points every link to a part of the summary at the run, and leaves other links as they are', () => {
    const doc = new SummaryDocument(RUN).paragraph(
      html`<a href="#report-visitors">Unique visitors ↓</a> <a href="https://example.com/x">x</a> ${'href="#evil"'}`,
    )
    expect(doc.render()).toBe(
      `<p><a href="${RUN}#report-visitors">Unique visitors ↓</a> <a href="https://example.com/x">x</a> href=&quot;#evil&quot;</p>\n`,
    )
  })

  it('is whole under 65,536 characters, and past them cut between whole blocks, a line saying where the rest is', () => {
    const small = new SummaryDocument(RUN).paragraph('short')
    expect(renderSummaryFile(small, RUN)).toBe(small.render())
    const large = new SummaryDocument(RUN)
    for (let index = 0; index < 400; index++) {
      large.details(html`Part ${index}`, (inner) => inner.paragraph('x'.repeat(200)))
    }
    const cut = renderSummaryFile(large, RUN)
    expect(large.render().length).toBeGreaterThan(SUMMARY_FILE_MAX_CHARS)
    expect(cut.length).toBeLessThanOrEqual(SUMMARY_FILE_MAX_CHARS)
    expect(cut).toMatch(
      /<\/details>\n\n<p>✂️ Cut here to stay within GitHub's 65,536 characters for an issue body: all of it is on <a href="https:\/\/github\.com\/acme\/docs\/actions\/runs\/42">the run's page<\/a>\.<\/p>\n$/,
    )
    expect(cut.split('<details>').length).toBe(cut.split('</details>').length)
    expect(renderGfm(cut)).toContain('Cut here')
  })
})

describe('the headline', () => {
  it('is plain text: tags out, entities read back, the word joiners that unlink mentions dropped', () => {
    expect(plainText(html`👥 <strong>${'1,000'}</strong> visitors of ${'@acme & <b>'}<br>next`)).toBe(
      '👥 1,000 visitors of @acme & <b>\nnext',
    )
  })

  it('keeps whole lines within 3,000 characters, says how many were left out, and always ends with the run', () => {
    const lines = Array.from({ length: 100 }, (_, index) => html`📄 line ${index} ${'y'.repeat(60)}`)
    const headline = plainHeadline('📊 Title', lines, RUN)
    expect(headline.length).toBeLessThanOrEqual(HEADLINE_MAX_CHARS)
    const said = headline.split('\n')
    expect(said[0]).toBe('📊 Title')
    expect(said.at(-1)).toBe(RUN)
    expect(said.at(-2)).toMatch(/^…and \d+ more lines on the run's page$/)
    const kept = said.slice(1, -2)
    expect(kept.every((line, index) => line === `📄 line ${index} ${'y'.repeat(60)}`)).toBe(true)
    expect(kept.length + Number(/(\d+) more/.exec(said.at(-2) ?? '')?.[1])).toBe(100)
  })

  it('is the title and lines alone when they fit, with no address off a runner', () => {
    expect(plainHeadline('T', [html`a`, html`b`], undefined)).toBe('T\na\nb')
  })
})
