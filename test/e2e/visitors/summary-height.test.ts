import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ActionRun } from '../../harness/run-action.ts'
import { findChromium, PageCamera } from '../../render/chromium.ts'
import { renderedSummary } from '../../render/dom.ts'
import { MARGIN, openHeight } from '../../render/open-height.ts'
import { mermaidSources, renderSummaryPage } from '../../render/page.ts'
import { GAP_CHARS } from '../../../src/visitors/summary/gaps-to-act-on.ts'
import { KEY_CHARS } from '../../../src/visitors/summary/movers.ts'
import { LONG_CHARS, LONG_NAMES_SCENARIO } from '../../render/long-names.ts'
import { SCENARIOS, TWO_SCREENS, type SummaryScenario } from '../../render/scenarios.ts'
import { expectEnding } from '../helpers.ts'

/*
 * The weekly report as a person opens it on Monday morning, at 900 px wide with every part
 * folded: the headline, the trend's chart, the content gaps to act on and the biggest movers,
 * within two screens. The scenarios are those `npm run screenshots` photographs, run the same
 * way: the fourth weekly run in a row (it has a trend) and the report of a public repository;
 * and the tallest a person is likely to open, the fourth run in a row of a private repository
 * whose readers search, ask and read under names of 150 characters (render/long-names.ts). Without
 * a browser the layout is worked out from the summary's blocks (render/open-height.ts); with
 * Chromium at hand it is measured too, and the two must agree.
 */

const NAMES = ['visitors-report-trend', 'visitors-report-public', LONG_NAMES_SCENARIO.name] as const
/** The scenarios whose report has a trend: the chart open, the table folded. */
const WITH_TREND: readonly string[] = ['visitors-report-trend', LONG_NAMES_SCENARIO.name]
const FOLDED = ['Unique visitors', 'Page views', 'Searches', 'Feedback', 'AI assistant', 'Report files']
const runs = new Map<string, ActionRun>()

function runOf(name: string): ActionRun {
  const run = runs.get(name)
  if (!run) throw new Error(`The scenario ${name} did not run.`)
  return run
}

function scenarioOf(name: string): SummaryScenario {
  const scenario = [...SCENARIOS, LONG_NAMES_SCENARIO].find((candidate) => candidate.name === name)
  if (!scenario) throw new Error(`No scenario ${name} in render/scenarios.ts or render/long-names.ts.`)
  return scenario
}

beforeAll(async () => {
  for (const name of NAMES) runs.set(name, await scenarioOf(name).run())
}, 240_000)

describe('the weekly report, open at 900 px wide', () => {
  it.each(NAMES)('%s stands within two screens, every part folded', (name) => {
    const run = runOf(name)
    expectEnding(run, 'success')
    expect(openHeight(run.summary)).toBeLessThanOrEqual(TWO_SCREENS)
  })

  it.each(NAMES)('%s keeps open the headline, the gaps to act on and the biggest movers; folds the rest', (name) => {
    const $ = renderedSummary(runOf(name).summary)
    const open = $('body').children().not('details')
    expect(
      open
        .filter('h3')
        .map((_, heading) => $(heading).text())
        .get(),
    ).toEqual(['🧩 Content gaps to act on', '📈 Biggest movers since the previous period'])
    // A handful of gaps, a few movers per list: no top-N list stands open.
    const rows = open
      .filter('table')
      .map((_, table) => $(table).find('tbody tr').length)
      .get()
    expect(rows.length).toBeGreaterThanOrEqual(2)
    expect(Math.max(...rows)).toBeLessThanOrEqual(6)
    expect(open.find('code.language-mermaid').text()).not.toContain('pie')
    const folded = $('body > details > summary')
      .map((_, summary) => $(summary).text())
      .get()
    for (const title of [...FOLDED, 'Analytics requests spent'])
      expect(folded.some((label) => label.startsWith(title))).toBe(true)
    expect(folded.some((label) => label.startsWith('Trend'))).toBe(WITH_TREND.includes(name))
    expect($('body > details[open]')).toHaveLength(0)
  })

  it('cuts long terms, questions and paths in the open tables to a line; the folded sections keep them longer', () => {
    const $ = renderedSummary(runOf(LONG_NAMES_SCENARIO.name).summary)
    const named = (cells: string) =>
      $(cells)
        .map((_, cell) => $(cell).text())
        .get()
    const open = named('body > table tbody tr > td:first-child')
    expect(open.length).toBeGreaterThanOrEqual(10)
    expect(open.filter((name) => name.length > Math.max(GAP_CHARS, KEY_CHARS))).toEqual([])
    expect(open.filter((name) => name.endsWith('…')).length).toBeGreaterThanOrEqual(10)
    expect(Math.max(...named('body > details td').map((name) => name.length))).toBeGreaterThanOrEqual(LONG_CHARS)
  })
})

describe.skipIf(findChromium() === undefined)('the weekly report, measured in Chromium', () => {
  let camera: PageCamera
  let directory: string
  beforeAll(async () => {
    camera = await PageCamera.open(findChromium() ?? '')
    directory = await mkdtemp(path.join(tmpdir(), 'summary-height-'))
  })
  afterAll(async () => {
    await camera.close()
    await rm(directory, { recursive: true, force: true })
  })

  it.each(NAMES)('%s is at most two screens tall, as worked out without a browser', async (name) => {
    const { summary } = runOf(name)
    const charts = await camera.drawCharts(mermaidSources(summary))
    const page = path.join(directory, `${name}.html`)
    await writeFile(page, renderSummaryPage(summary, { title: 'report', caption: scenarioOf(name).caption, charts }))
    const measured = await camera.photograph(page, path.join(directory, `${name}.png`))
    expect(measured).toBeLessThanOrEqual(TWO_SCREENS)
    expect(Math.abs(openHeight(summary) - measured) / measured).toBeLessThan(MARGIN)
  })
})
