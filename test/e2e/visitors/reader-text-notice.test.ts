import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { eventFile, expectEnding } from '../helpers.ts'
import { visitorsInputs } from './visitors-helpers.ts'

/*
 * `reader-text: true` on a public repository publishes what readers typed. The team may choose
 * it; the step says so once, with a title, before the first request. Nowhere else is it said:
 * not on a private repository, not with `auto`, not for a report with no section of reader text.
 */

const PUBLIC = { GITHUB_EVENT_NAME: 'schedule', GITHUB_EVENT_PATH: eventFile('schedule-public.json') }
const PRIVATE = { GITHUB_EVENT_NAME: 'schedule', GITHUB_EVENT_PATH: eventFile('schedule-private.json') }
const NOTICE = '::notice title=Reader text published::'

async function noticesOf(env: Record<string, string>, extra: Record<string, string>) {
  return withServers({}, async ({ platform }) => {
    const inputs = visitorsInputs(platform, { compare: 'off', 'artifact-name': 'off', ...extra })
    const run = await runAction({ inputs, env: { ...env, RUNNER_DEBUG: '1' } })
    expectEnding(run, 'success')
    return { run, lines: run.stdout.split('\n').filter((line) => line.startsWith(NOTICE)) }
  })
}

describe('reader-text: true on a public repository', () => {
  it('gives one notice that readers’ text is published, before the first request', async () => {
    const { run, lines } = await noticesOf(PUBLIC, { include: 'searches,assistant', 'reader-text': 'true' })
    expect(lines).toEqual([
      `${NOTICE}"reader-text" is true and the repository is public: what readers wrote in searches and assistant (search terms, questions to the assistant) is published in this job summary and the artifact, for anyone who can read this repository's runs. Write "reader-text: auto" to keep it on the runner.`,
    ])
    const firstRequest = run.stdout.search(/^::debug::GET \/v1\/analytics\//m)
    expect(firstRequest).toBeGreaterThan(0)
    expect(run.stdout.indexOf(NOTICE)).toBeLessThan(firstRequest)
  })

  it.each([
    ['a private repository with true', PRIVATE, { include: 'searches', 'reader-text': 'true' }],
    ['a public repository with auto', PUBLIC, { include: 'searches', 'reader-text': 'auto' }],
    ['a report with no reader text', PUBLIC, { include: 'visitors,views', 'reader-text': 'true' }],
  ])('gives none on %s', async (_, env, extra) => {
    const { lines } = await noticesOf(env, extra)
    expect(lines).toEqual([])
  })
})
