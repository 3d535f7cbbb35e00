import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Browser } from 'playwright-core'

/** The browser build of the `mermaid` devDependency, read from node_modules: nothing is fetched. */
const MERMAID_SCRIPT = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js')

/** The part of Mermaid's browser API used here. */
interface MermaidApi {
  initialize(config: Record<string, unknown>): void
  render(id: string, source: string): Promise<{ svg: string }>
}

/**
 * Draws Mermaid charts the way GitHub does on a run's page, so the pictures show the chart a user
 * sees rather than its source. Mermaid needs scripts, which the summary pages never run: it runs
 * in a blank page of its own, offline, with every request refused, and hands back each chart as
 * an SVG (by its source) for the page to show as a picture. `securityLevel: 'strict'` is
 * GitHub's setting too: a chart's labels are text, never markup.
 */
export async function drawMermaidCharts(browser: Browser, sources: readonly string[]): Promise<Map<string, string>> {
  const charts = new Map<string, string>()
  if (sources.length === 0) return charts
  const context = await browser.newContext({ javaScriptEnabled: true, offline: true })
  try {
    const page = await context.newPage()
    await page.route(/.*/, (route) => route.abort())
    await page.setContent('<!doctype html><html><body></body></html>')
    await page.addScriptTag({ content: await readFile(MERMAID_SCRIPT, 'utf8') })
    for (const [index, source] of sources.entries()) {
      const svg = await page.evaluate(
        async ({ chart, id }) => {
          const mermaid = (globalThis as unknown as { mermaid: MermaidApi }).mermaid
          mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'default' })
          return (await mermaid.render(id, chart)).svg
        },
        { chart: source, id: `mermaid-chart-${index}` },
      )
      charts.set(source, svg)
    }
  } finally {
    await context.close()
  }
  return charts
}
