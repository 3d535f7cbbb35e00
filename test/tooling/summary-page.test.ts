import * as cheerio from 'cheerio'
import { describe, expect, it } from 'vitest'
import { missingEmojiFont } from '../render/emoji-font.ts'
import { MERMAID_CAPTION, mermaidSources, renderSummaryPage } from '../render/page.ts'

describe('the summary page renderer', () => {
  const markdown = [
    '<h2>📊 Report</h2>',
    '',
    '<table><thead><tr><th>Path</th><th align="right">Total</th></tr></thead><tbody><tr><td>/a</td><td align="right">1,250</td></tr></tbody></table>',
    '',
    '```mermaid',
    'xychart-beta',
    '  title "Visitors <per> day"',
    '```',
  ].join('\n')
  const $ = cheerio.load(renderSummaryPage(markdown, { title: 'report <weekly>', caption: 'a & b' }))

  it('puts the rendered summary in a page named after the job, with its own styles', () => {
    expect($('title').text()).toBe('report <weekly> summary')
    expect($('header strong').text()).toBe('report <weekly> summary')
    expect($('header span').text()).toBe('a & b')
    expect($('style').text()).toContain('[align="right"]')
    expect($('article h2').text()).toBe('📊 Report')
  })

  it('keeps the alignment the summary asked for', () => {
    expect($('article td[align="right"]').text()).toBe('1,250')
  })

  it('shows a Mermaid chart as its source, captioned, since it cannot be drawn offline', () => {
    expect($('code.language-mermaid')).toHaveLength(0)
    expect($('figure.mermaid pre').text()).toBe('xychart-beta\n  title "Visitors <per> day"\n')
    expect($('figure.mermaid figcaption').text()).toBe(MERMAID_CAPTION)
  })

  it('shows a chart drawn beforehand as its picture, in place of the source', () => {
    const [source] = mermaidSources(markdown)
    expect(source).toBe('xychart-beta\n  title "Visitors <per> day"\n')
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text>Visitors &lt;per&gt; day</text></svg>'
    const drawn = cheerio.load(renderSummaryPage(markdown, { title: 'report', charts: new Map([[source ?? '', svg]]) }))
    expect(drawn('figure.mermaid-chart > svg text').text()).toBe('Visitors <per> day')
    expect(drawn('figure.mermaid, code.language-mermaid')).toHaveLength(0)
  })
})

describe('the colour emoji font check before pictures are taken', () => {
  it('passes when fontconfig lists Noto Color Emoji, and off Linux', () => {
    expect(missingEmojiFont('linux', () => 'Noto Color Emoji\n')).toBeUndefined()
    expect(missingEmojiFont('darwin', () => undefined)).toBeUndefined()
  })

  it('names the Debian package to install when the font or fc-list is missing', () => {
    expect(missingEmojiFont('linux', () => '')).toMatch(
      /^No colour emoji font is installed .* blank boxes\. Install the Debian package fonts-noto-color-emoji /,
    )
    expect(missingEmojiFont('linux', () => undefined)).toMatch(
      /^fc-list \(fontconfig\) could not be run.*fonts-noto-color-emoji/,
    )
  })
})
