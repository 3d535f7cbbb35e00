import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { runAction } from '../../../harness/run-action.ts'
import { withServers } from '../../../harness/servers.ts'
import { readZip } from '../../../harness/zip.ts'
import { renderGfm } from '../../../render/gfm.ts'
import { lengthenNames } from '../../../render/long-names.ts'
import type { SimulatorOptions } from '../../../simulator/server.ts'
import { eventFile, expectEnding } from '../../helpers.ts'
import { visitorsInputs } from '../visitors-helpers.ts'

/*
 * The summary file is the job summary's open part: rendered as GitHub renders Markdown, the two
 * read the same, every link aside (the file's all point back to the run), on the largest report
 * a quick test makes, with reader text shown as the job summary shows it.
 */

const LARGEST = { rows: 3_000, searchTerms: 500 }
const RUN_URL = 'https://github.com/acme/docs/actions/runs/4242'

/** The blocks before the one that opens with `lead`: the summary's open part. */
function before(markdown: string, lead: string): string {
  const at = markdown.indexOf(`\n\n${lead}`)
  expect(at, lead).toBeGreaterThan(0)
  return markdown.slice(0, at + 1)
}

/** Rendered, with every address taken out: the text and the markup a reader sees. */
const shown = (markdown: string) => renderGfm(markdown).replace(/ href="[^"]*"/g, ' href')

describe('summary-file: the job summary where the team reads it', () => {
  it('renders to what the job summary shows open, links aside, within an issue body, reader text as shown there', async () => {
    const terms = new Set<string>()
    const transform: NonNullable<SimulatorOptions['transform']> = (route, body, query) => {
      const long = lengthenNames(route, body, query) as Record<string, unknown>
      const rows = route === 'searches' ? long['searches'] : undefined
      for (const row of Array.isArray(rows) ? (rows as Record<string, unknown>[]) : []) {
        if (typeof row['searchQuery'] === 'string') terms.add(row['searchQuery'])
      }
      return long
    }
    const { run, zip } = await withServers(
      { platform: { analytics: LARGEST, transform }, artifacts: true },
      async ({ platform, env, artifacts }) => {
        const step = await runAction({
          inputs: visitorsInputs(platform),
          env: { ...env, GITHUB_EVENT_NAME: 'schedule', GITHUB_EVENT_PATH: eventFile('schedule-private.json') },
        })
        return { run: step, zip: artifacts.artifacts.get('visitors-report')?.zip }
      },
    )
    expectEnding(run, 'success')
    expect(run.outputs['reader-text']).toBe('shown')
    const file = readFileSync(run.outputs['summary-file'] ?? '', 'utf8')
    expect(file.length).toBeLessThanOrEqual(65_536)
    const open = before(run.summary, '<p><sub>Open a part below')
    const copied = before(file, '<p><sub>Every figure and section')
    expect(shown(copied)).toBe(shown(open))
    // Reader text the job summary shows open (a search nobody clicked, among the gaps) is in the file too.
    // The tables cut a long term short: its first words are what they show.
    const quoted = [...terms].map((term) => term.slice(0, 20)).filter((start) => open.includes(start))
    expect(quoted.length).toBeGreaterThan(0)
    for (const start of quoted) expect(file).toContain(start)
    for (const address of file.matchAll(/href="([^"]*)"/g)) expect(address[1]).toMatch(/^https:\/\//)
    expect(file).toContain(`href="${RUN_URL}#report-visitors"`)
    expect(file).toMatch(
      /the artifact <a href="https:\/\/github\.com\/acme\/docs\/actions\/runs\/4242\/artifacts\/\d+">visitors-report<\/a>/,
    )
    // The artifact holds the file as it was before the upload: the run's page in place of the artifact's own.
    const uploaded = readZip(zip ?? Buffer.alloc(0))
      .get('summary.md')
      ?.toString('utf8')
    expect(uploaded?.replace(/\/artifacts\/\d+/, '')).toBe(file.replace(/\/artifacts\/\d+/, ''))
  }, 60_000)
})
