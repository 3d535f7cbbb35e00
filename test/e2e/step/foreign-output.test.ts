import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../../harness/action-metadata.ts'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { expectEnding, platformInputs } from '../helpers.ts'
import { visitorsInputs, VISITORS_ONLY } from '../visitors/visitors-helpers.ts'

/** The lines the runner reads: it splits on `\n`, `\r` and `\r\n` alike. */
const runnerLines = (text: string) => text.split(/\r\n|\r|\n/)

/**
 * What a library prints itself, outside the action's log, reaches the same runner: a line split
 * across writes, a carriage return inside a command, bytes cut inside a character. None of it may
 * become a workflow command; all of it stays readable.
 */
describe('output the action did not print itself', () => {
  it('never becomes a workflow command, however it is written', async () => {
    await withServers({ platform: {} }, async ({ platform }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: 'Refresh the changelog.', wait: 'false' },
        nodeArguments: ['--import', path.join(ROOT, 'test/fixtures/library-output.ts')],
      })
      expectEnding(run, 'success')
      const lines = [...runnerLines(run.stdout), ...runnerLines(run.stderr)]
      expect(lines.filter((line) => line.includes('Forged') && /^\s*::/.test(line))).toEqual([])
      expect(run.stdout).toContain('\\::error title=Forged::split across two writes\n')
      expect(run.stdout).toContain('Library says: café\n')
    })
  })
})

/**
 * The artifact client narrates an upload with plain `info` lines; the step says the upload's
 * outcome itself, so the narration is a debug line: a weekly run's log holds none of it.
 */
describe("the artifact client's commentary on an upload", () => {
  const CHATTER = ['Artifact name is valid!', 'Root directory input is valid!', 'Finalizing artifact upload']

  it('is never a plain line of the log, only a debug line the runner shows with debug logging on', async () => {
    await withServers({ platform: {}, artifacts: true }, async (servers) => {
      const inputs = visitorsInputs(servers.platform, VISITORS_ONLY)
      const run = await runAction({ inputs, env: servers.env })
      expectEnding(run, 'success')
      expect(run.stdout).toMatch(/^Uploaded artifact "visitors-report" \(id \d+/m)
      const lines = runnerLines(run.stdout)
      for (const said of CHATTER) {
        expect(lines, said).not.toContain(said)
        expect(lines, said).toContain(`::debug::${said}`)
      }
    })
  })
})
