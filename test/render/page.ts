import * as cheerio from 'cheerio'
import { renderGfm } from './gfm.ts'
import { SUMMARY_PAGE_CSS } from './page-style.ts'

export interface SummaryPageOptions {
  /** The job's name, shown above the summary as a run's page shows it. */
  readonly title: string
  /** The header instead of "<title> summary", for a page that is not a summary (a pull-request comment). */
  readonly heading?: string
  /** A line under the title saying what this page is, such as the scenario it comes from. */
  readonly caption?: string
  /** Mermaid charts already drawn (see mermaid.ts), as SVG by source; the others show as source. */
  readonly charts?: ReadonlyMap<string, string>
}

export const MERMAID_CAPTION = 'Mermaid chart (GitHub draws it)'

/**
 * A job summary as a standalone HTML page that looks like it does on a workflow run's page:
 * the Markdown rendered as GitHub reads it, in a bordered box under the job's name. GitHub draws
 * each ```mermaid block as a chart; a chart drawn beforehand is shown as its picture, any other
 * as its source with a caption saying GitHub draws it (the demo's pages, made without a browser).
 * Scripts in the summary stay inert text only if the action escaped them; this page does not
 * sanitise, so what a hostile summary would do is visible.
 */
export function renderSummaryPage(markdown: string, options: SummaryPageOptions): string {
  const $ = cheerio.load(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title></title><style></style></head>' +
      '<body><main class="job"><header><strong></strong> <span></span></header>' +
      '<article class="markdown-body"></article></main></body></html>',
  )
  $('title').text(options.heading ?? `${options.title} summary`)
  $('style').text(SUMMARY_PAGE_CSS)
  $('header strong').text(options.heading ?? `${options.title} summary`)
  $('header span').text(options.caption ?? '')
  $('article').html(showMermaid(renderGfm(markdown), options.charts ?? new Map()))
  return $.html()
}

/** The source of every ```mermaid block in a summary, in order, for drawing before the page is made. */
export function mermaidSources(markdown: string): string[] {
  const $ = cheerio.load(renderGfm(markdown), null, false)
  return $('pre > code.language-mermaid')
    .map((_, code) => $(code).text())
    .get()
}

/** Replaces each rendered ```mermaid block with its drawn chart, or its source in a grey box and a caption. */
function showMermaid(rendered: string, charts: ReadonlyMap<string, string>): string {
  const $ = cheerio.load(rendered, null, false)
  $('pre > code.language-mermaid').each((_, code) => {
    const source = $(code).text()
    const drawn = charts.get(source)
    const figure = drawn
      ? $('<figure class="mermaid-chart"></figure>').append(drawn)
      : $('<figure class="mermaid"><pre></pre><figcaption></figcaption></figure>')
    if (!drawn) {
      figure.find('pre').text(source)
      figure.find('figcaption').text(MERMAID_CAPTION)
    }
    $(code).parent().replaceWith(figure)
  })
  return $.html()
}
