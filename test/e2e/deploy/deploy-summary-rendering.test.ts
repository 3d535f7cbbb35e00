import { describe, expect, it } from 'vitest'
import { foldedPart, linkTargets, renderedSummary } from '../../render/dom.ts'
import { DEPLOYMENT_SCENARIOS } from '../../simulator/deployment-scenarios.ts'
import { HOSTILE_PATHS, HOSTILE_TERMS } from '../../simulator/hostile-text.ts'
import { expectEnding } from '../helpers.ts'
import { runDeploy } from './deploy-helpers.ts'

/**
 * A deployment's summary rendered as GitHub reads it (CommonMark + GFM, raw HTML kept), when
 * every text of the status answer is written to break it: the platform's summary, the commit's
 * sha, ref and message, the file names, the subdomain and the log. None of it may become a
 * heading, a link, an image, a script or an open fold, nor a workflow command in the log.
 */
describe("a deployment's summary, rendered, when the status answer is hostile", () => {
  it('shows every text as text, and links only what the action built', async () => {
    const { run } = await runDeploy(DEPLOYMENT_SCENARIOS.hostile)
    expectEnding(run, 'failure')
    const $ = renderedSummary(run.summary)
    expect($('h1, img, script, b, em, strong')).toHaveLength(0)
    expect($('h2')).toHaveLength(1)
    expect($('details[open]')).toHaveLength(0)
    expect($('details')).toHaveLength(2)
    // The site is no label of a host name, and the sha no sha: neither is linked.
    expect(linkTargets($)).toEqual([])
    const cell = (field: string) =>
      $('td')
        .filter((_, td) => $(td).text() === field)
        .next()
    expect(cell('Site').text()).toBe('evil.example.com/<script>')
    expect(cell('Commit').text()).toBe('<b>deadbeef</b> on main</code><h1>ref</h1>: # Heading')
    expect(cell('Summary').text()).toBe('<img src=x onerror=alert(1)> **failed** [click](javascript:alert(1))')
    expect(cell('Files').text()).toBe('15 added, 16 modified, 1 removed')

    const log = foldedPart($, 'The log').find('pre').text()
    expect(log.split('\n')).toContain('::error title=Planted::from the build log')
    expect(log).toContain(HOSTILE_TERMS.join('\n'))
    const files = foldedPart($, 'Files changed (32)').find('td:first-child code')
    expect(files.map((_, code) => $(code).text()).get()).toEqual(
      [...HOSTILE_PATHS, ...HOSTILE_TERMS, '/ok.mdx'].map((name) =>
        name.replaceAll('\n', '\\n').replaceAll('\t', '\\t'),
      ),
    )
    // Nothing the platform wrote reaches the runner as a command.
    expect(run.stdout).not.toMatch(/^::error title=Planted/m)
    expect(run.stdout).not.toMatch(/^::warning::planted/m)
  })
})
