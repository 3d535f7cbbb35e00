import { accessSync, constants } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { chromium, type Browser } from 'playwright-core'
import { drawMermaidCharts } from './mermaid.ts'

/** Where Chromium is looked for: CHROMIUM_PATH when set, else the Debian package's binary. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidate = env['CHROMIUM_PATH'] || '/usr/bin/chromium'
  try {
    accessSync(candidate, constants.X_OK)
    return candidate
  } catch {
    return undefined
  }
}

/** The width of a run's page on a laptop; the picture is as tall as the summary (the viewport is only a floor). */
const VIEWPORT = { width: 900, height: 100 }

/**
 * Takes full-height PNGs of local HTML pages with headless Chromium, driven by playwright-core
 * (which brings no browser of its own). The pages run no JavaScript and may load nothing from
 * the network: they are pictures of a summary, and a summary's markup must not act. Mermaid
 * charts are drawn beforehand, in a page of their own (`drawCharts`).
 */
export class PageCamera {
  private readonly browser: Browser

  private constructor(browser: Browser) {
    this.browser = browser
  }

  static async open(executablePath: string): Promise<PageCamera> {
    const browser = await chromium.launch({
      executablePath,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    })
    return new PageCamera(browser)
  }

  /** Takes the picture; returns its height in pixels, the page's as a person scrolls it, `<details>` closed. */
  async photograph(htmlFile: string, pngFile: string): Promise<number> {
    const context = await this.browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: 1,
      javaScriptEnabled: false,
      offline: true,
    })
    try {
      const page = await context.newPage()
      await page.route(/^(?!file:)/, (route) => route.abort())
      await page.goto(pathToFileURL(htmlFile).href, { waitUntil: 'load' })
      await page.screenshot({ path: pngFile, fullPage: true })
      return Number(await page.evaluate('document.documentElement.scrollHeight'))
    } finally {
      await context.close()
    }
  }

  /** Each Mermaid chart drawn as an SVG, by its source, for the summary page to show (see mermaid.ts). */
  drawCharts(sources: readonly string[]): Promise<Map<string, string>> {
    return drawMermaidCharts(this.browser, sources)
  }

  close(): Promise<void> {
    return this.browser.close()
  }
}
