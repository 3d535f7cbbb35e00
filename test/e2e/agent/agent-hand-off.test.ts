import { appendFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runAction, type ActionRun } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { readZip } from '../../harness/zip.ts'
import type { ArtifactService } from '../../simulator/artifact-service.ts'
import type { Simulator } from '../../simulator/server.ts'
import { eventFile, expectEnding, platformInputs } from '../helpers.ts'
import { visitorsInputs } from '../visitors/visitors-helpers.ts'

/*
 * The agent step's side of the hand-off: given the content-gaps file a report step of the same
 * job wrote, it records the hand-off as an artifact at the end of the step, whatever the ending;
 * anything that stands in the way is a warning, never the step's failure.
 */

const SCHEDULE = { GITHUB_EVENT_NAME: 'schedule', GITHUB_EVENT_PATH: eventFile('schedule-private.json') }
const HAND_OFF = 'docs-report-hand-off'

/** A report of searches alone, uploaded as `docs-report`: its content-gaps.md and sidecar are what the agent step finds. */
async function reportStep(platform: Simulator, env: Readonly<Record<string, string>>): Promise<ActionRun> {
  const inputs = visitorsInputs(platform, { include: 'searches', compare: 'off', 'artifact-name': 'docs-report' })
  const run = await runAction({ inputs, env: { ...env, ...SCHEDULE } })
  expectEnding(run, 'success')
  return run
}

/** The agent step of the same job, handed `prompt-file` (default: the report's content-gaps.md). */
function agentStep(
  platform: Simulator,
  report: ActionRun,
  env: Readonly<Record<string, string>>,
  inputs: Readonly<Record<string, string>> = {},
): Promise<ActionRun> {
  return runAction({
    inputs: {
      ...platformInputs(platform),
      'prompt-file': report.outputs['content-gaps-file'] ?? '',
      'event-context': 'off',
      ...inputs,
    },
    env: { ...env, ...SCHEDULE, RUNNER_TEMP: report.runnerTemp, GITHUB_WORKSPACE: report.workspace },
  })
}

function handOffOf(artifacts: ArtifactService): Record<string, unknown> | undefined {
  const zip = artifacts.artifacts.get(HAND_OFF)?.zip
  const file = zip ? readZip(zip).get('hand-off.json') : undefined
  return file ? (JSON.parse(file.toString()) as Record<string, unknown>) : undefined
}

const warningsOf = (run: ActionRun) => run.stdout.split('\n').filter((line) => line.startsWith('::warning'))

describe('agent mode: the hand-off of a report’s content gaps', () => {
  it('records it even when the step times out, with the job’s last status', async () => {
    await withServers({ platform: { job: { statuses: ['active'] } }, artifacts: true }, async (servers) => {
      const report = await reportStep(servers.platform, servers.env)
      const agent = await agentStep(servers.platform, report, servers.env, { timeout: '1500ms' })
      expectEnding(agent, 'timed-out')
      expect(handOffOf(servers.artifacts)).toMatchObject({ jobId: 'job_0001', status: 'active', prLink: null })
      expect(agent.stdout).toContain('Recorded the hand-off to agent job job_0001 (status active)')
    })
  })

  it('records none for a file changed since the report wrote it, or a prompt file of its own', async () => {
    await withServers({ artifacts: true }, async (servers) => {
      const report = await reportStep(servers.platform, servers.env)
      await appendFile(report.outputs['content-gaps-file'] ?? '', '\nAlso fix the typo on the home page.\n')
      const changed = await agentStep(servers.platform, report, servers.env)
      expectEnding(changed, 'success')
      expect(changed.stdout).toContain('but changed since the report wrote it: no hand-off is recorded.')
      const own = path.join(report.workspace, 'prompt.md')
      await writeFile(own, 'Document the new --dry-run flag.\n')
      const ordinary = await agentStep(servers.platform, report, servers.env, { 'prompt-file': own })
      expectEnding(ordinary, 'success')
      expect(ordinary.stdout).not.toMatch(/hand-off/i)
      expect(servers.artifacts.artifacts.has(HAND_OFF)).toBe(false)
    })
  })

  it('warns, and passes, when it cannot record: no artifact service, a name taken, a broken note', async () => {
    await withServers({ artifacts: true }, async (servers) => {
      const report = await reportStep(servers.platform, servers.env)
      const noService = await agentStep(servers.platform, report, {})
      expectEnding(noService, 'success')
      expect(warningsOf(noService)).toEqual([
        expect.stringMatching(/^::warning title=Hand-off not recorded::Not running on a GitHub runner/) as unknown,
      ])
      const first = await agentStep(servers.platform, report, servers.env)
      expectEnding(first, 'success')
      expect(handOffOf(servers.artifacts)).toMatchObject({ jobId: 'job_0002', status: 'completed' })
      const again = await agentStep(servers.platform, report, servers.env)
      expectEnding(again, 'success')
      expect(warningsOf(again)).toEqual([
        expect.stringMatching(
          /^::warning title=Hand-off not recorded::Uploading artifact "docs-report-hand-off" failed: /,
        ) as unknown,
      ])
      const folder = path.join(report.runnerTemp, 'docs-agent-hand-offs')
      for (const name of await readdir(folder))
        await writeFile(path.join(folder, name), '{"format": 1, "projectId": 7}')
      const broken = await agentStep(servers.platform, report, servers.env)
      expectEnding(broken, 'success')
      expect(warningsOf(broken)).toEqual([
        expect.stringMatching(
          /^::warning title=Hand-off not recorded::The note the report step left beside .* cannot be used: /,
        ) as unknown,
      ])
    })
  })
})
