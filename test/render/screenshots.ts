/**
 * `npm run screenshots`: runs the bundled action through every ending in scenarios.ts against
 * the local simulator and writes each job summary to docs/summaries/<name>.html, rendered as a
 * run's page shows it, and docs/summaries/<name>.png, photographed by headless Chromium.
 * `npm run screenshots -- agent-failed visitors-report` takes only those.
 *
 * Without Chromium (CHROMIUM_PATH, or /usr/bin/chromium) it says so and exits 0, so a fresh
 * clone without a browser still runs every other script. With Chromium but no colour emoji font
 * it fails, naming the package to install: pictures with blank boxes must not reach the README.
 * Mermaid charts are drawn with the `mermaid` devDependency, offline, as GitHub draws them. A
 * scenario with a `maxHeight` (the weekly report's two screens) fails when its picture is taller.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { ROOT } from '../harness/action-metadata.ts'
import { findChromium, PageCamera } from './chromium.ts'
import { missingEmojiFont } from './emoji-font.ts'
import { mermaidSources, renderSummaryPage } from './page.ts'
import { SCENARIOS } from './scenarios.ts'

const OUTPUT_DIR = path.join(ROOT, 'docs/summaries')

const executable = findChromium()
if (!executable) {
  console.log('Chromium was not found (set CHROMIUM_PATH, or install the chromium package): no summary pictures taken.')
  process.exit(0)
}

const noEmoji = missingEmojiFont()
if (noEmoji) {
  console.error(noEmoji)
  process.exit(1)
}

const wanted = process.argv.slice(2)
const unknown = wanted.filter((name) => !SCENARIOS.some((scenario) => scenario.name === name))
if (unknown.length > 0) {
  console.error(`No such scenario: ${unknown.join(', ')}. Known: ${SCENARIOS.map(({ name }) => name).join(', ')}`)
  process.exit(2)
}

await mkdir(OUTPUT_DIR, { recursive: true })
const camera = await PageCamera.open(executable)
let failed = 0
try {
  for (const scenario of SCENARIOS.filter(({ name }) => wanted.length === 0 || wanted.includes(name))) {
    const run = await scenario.run()
    const conclusion = run.outputs['conclusion']
    if (conclusion !== scenario.conclusion || run.summary === '') {
      // A picture of the wrong ending would mislead whoever reads the README; say so and go on.
      failed++
      console.error(
        `✗ ${scenario.name}: expected conclusion ${scenario.conclusion}, got ${conclusion ?? 'none'} ` +
          `(exit ${run.exitCode}, summary ${run.summary.length} characters). Step log:\n${run.stdout}${run.stderr}`,
      )
      continue
    }
    const htmlFile = path.join(OUTPUT_DIR, `${scenario.name}.html`)
    const pngFile = path.join(OUTPUT_DIR, `${scenario.name}.png`)
    const charts = await camera.drawCharts(mermaidSources(run.summary))
    await writeFile(
      htmlFile,
      renderSummaryPage(run.summary, {
        title: scenario.job,
        caption: scenario.caption,
        charts,
        ...(scenario.heading ? { heading: scenario.heading } : {}),
      }),
    )
    const height = await camera.photograph(htmlFile, pngFile)
    if (scenario.maxHeight !== undefined && height > scenario.maxHeight) {
      // A summary past its two screens is a regression of what a person sees first: say so, keep the picture to look at.
      failed++
      console.error(`✗ ${scenario.name}: ${height} px tall at 900 px wide, over its ${scenario.maxHeight} px.`)
      continue
    }
    console.log(`✓ ${scenario.name}: ${path.relative(ROOT, pngFile)} (${height} px tall)`)
  }
} finally {
  await camera.close()
}
process.exitCode = failed > 0 ? 1 : 0
