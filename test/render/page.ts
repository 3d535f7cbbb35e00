import * as cheerio from 'cheerio'
import { renderGfm } from './gfm.ts'
import { SUMMARY_PAGE_CSS } from './page-style.ts'

export interface SummaryPageOptions {
  /** The job's name, shown above the summary as a run's page shows it. */
  readonly title: string
  /** A line under the title saying what this page is, such as the scenario it comes from. */
  readonly caption?: string
}

export const MERMAID_CAPTION = 'Mermaid chart (GitHub draws it)'

/**
 * A job summary as a standalone HTML page that looks like it does on a workflow run's page:
 * the Markdown rendered as GitHub reads it, in a bordered box under the job's name. Mermaid
 * cannot run offline, so a mermaid block shows its source with a caption saying GitHub draws it.
 * Scripts in the summary stay inert text only if the action escaped them; this page does not
 * sanitise, so what a hostile summary would do is visible.
 */
export function renderSummaryPage(markdown: string, options: SummaryPageOptions): string {
  const $ = cheerio.load(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title></title><style></style></head>' +
      '<body><main class="job"><header><strong></strong> <span></span></header>' +
      '<article class="markdown-body"></article></main></body></html>',
  )
  $('title').text(`${options.title} summary`)
  $('style').text(SUMMARY_PAGE_CSS)
  $('header strong').text(`${options.title} summary`)
  $('header span').text(options.caption ?? '')
  $('article').html(showMermaidAsSource(renderGfm(markdown)))
  return $.html()
}

/** Replaces each rendered ```mermaid block with its source in a grey box and a caption. */
function showMermaidAsSource(rendered: string): string {
  const $ = cheerio.load(rendered, null, false)
  $('pre > code.language-mermaid').each((_, code) => {
    const figure = $('<figure class="mermaid"><pre></pre><figcaption></figcaption></figure>')
    figure.find('pre').text($(code).text())
    figure.find('figcaption').text(MERMAID_CAPTION)
    $(code).parent().replaceWith(figure)
  })
  return $.html()
}
