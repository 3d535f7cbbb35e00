import * as cheerio from 'cheerio'
import { describe, expect, it } from 'vitest'
import { MERMAID_CAPTION, renderSummaryPage } from '../render/page.ts'

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
})
