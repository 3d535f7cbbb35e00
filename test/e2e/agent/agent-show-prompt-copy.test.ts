import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runAction, type ActionRun } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import type { AnalyticsRoute } from '../../simulator/analytics-routes.ts'
import type { Simulator } from '../../simulator/server.ts'
import { eventFile, expectEnding, platformInputs, summaryText } from '../helpers.ts'
import { visitorsInputs } from '../visitors/visitors-helpers.ts'

/*
 * `show-prompt: auto` tells a report's content gaps by their content, not their name: the weekly
 * report, then an agent step of the same job whose prompt file is a copy of content-gaps.md,
 * renamed and moved, on a public repository. What readers searched for reaches the platform and
 * appears in no summary, log (debug included) or output; the original stays hidden too, and a
 * prompt file of the workflow's own is shown.
 */

/** A search nobody clicked, so the content gaps quote it: plain letters, so no escaping could hide a leak. */
const TERM = 'zq4711 private reader term'
const PUBLIC = {
  GITHUB_EVENT_NAME: 'schedule',
  GITHUB_EVENT_PATH: eventFile('schedule-public.json'),
  RUNNER_DEBUG: '1',
}

function withTerm(route: AnalyticsRoute, body: Record<string, unknown>): Record<string, unknown> {
  if (route !== 'searches') return body
  const rows = body['searches'] as Record<string, unknown>[]
  return { ...body, searches: [{ ...rows[0], searchQuery: TERM, ctr: 0, topClickedPage: null }, ...rows.slice(1)] }
}

/** The report step, its content gaps kept on the runner (the repository is public). */
async function reportStep(
  platform: Simulator,
  env: Readonly<Record<string, string>>,
  artifactName = 'docs-report',
): Promise<ActionRun> {
  const inputs = visitorsInputs(platform, { include: 'searches', compare: 'off', 'artifact-name': artifactName })
  const run = await runAction({ inputs, env: { ...env, ...PUBLIC } })
  expectEnding(run, 'success')
  return run
}

/** An agent step of the same job (its workspace and RUNNER_TEMP), given `prompt-file`. */
function agentStep(platform: Simulator, report: ActionRun, env: Readonly<Record<string, string>>, file: string) {
  return runAction({
    inputs: { ...platformInputs(platform), 'prompt-file': file, 'event-context': 'off' },
    env: { ...env, ...PUBLIC, RUNNER_TEMP: report.runnerTemp, GITHUB_WORKSPACE: report.workspace },
  })
}

function expectNeverShown(run: ActionRun, text: string): void {
  expect(run.stdout).toContain('::debug::')
  const shown = { stdout: run.stdout, stderr: run.stderr, summary: run.summary, outputs: JSON.stringify(run.outputs) }
  for (const [where, content] of Object.entries(shown)) expect(content, `${where} shows it`).not.toContain(text)
}

const promptLine = (run: ActionRun) =>
  summaryText(run).paragraphs.find((paragraph) => paragraph.startsWith('Prompt not shown'))

describe('show-prompt: auto hides a copy of the content gaps, whatever its name and place', () => {
  it('on a public repository: the copy and the original hidden, a prompt of the workflow’s own shown', async () => {
    await withServers({ platform: { transform: withTerm }, artifacts: true }, async (servers) => {
      const report = await reportStep(servers.platform, servers.env)
      const original = report.outputs['content-gaps-file'] ?? ''
      expect(original.startsWith(path.join(report.runnerTemp, 'visitors-reader-text'))).toBe(true)
      expect(await readFile(original, 'utf8')).toContain(TERM)
      const copy = path.join(report.workspace, 'prompts', 'weekly', 'gaps.md')
      await mkdir(path.dirname(copy), { recursive: true })
      await copyFile(original, copy)

      const sent = servers.platform.requests.length
      const copied = await agentStep(servers.platform, report, servers.env, 'prompts/weekly/gaps.md')
      expectEnding(copied, 'success')
      const body = JSON.parse(servers.platform.requests[sent]?.body ?? '{}') as { prompt?: string }
      expect(body.prompt).toContain(TERM)
      expect(promptLine(copied)).toMatch(
        /^Prompt not shown because it holds what readers wrote: the content gaps of a visitors report that keeps them out of view \(show-prompt: auto\)/,
      )
      expectNeverShown(copied, TERM)
      // The copy is the same gaps handed to the agent: its hand-off is recorded as the original's would be.
      expect(copied.stdout).toContain('"prompt-file" prompts/weekly/gaps.md is the content gaps of the report for')
      expect(servers.artifacts.artifacts.has('docs-report-hand-off')).toBe(true)

      const asWritten = await agentStep(servers.platform, report, servers.env, original)
      expectEnding(asWritten, 'success')
      expect(promptLine(asWritten)).toMatch(/^Prompt not shown because it holds what readers wrote/)
      expectNeverShown(asWritten, TERM)

      const own = path.join(report.workspace, 'prompts', 'own.md')
      await writeFile(own, 'Document the new --dry-run flag: qv8 shown marker.\n')
      const ordinary = await agentStep(servers.platform, report, servers.env, 'prompts/own.md')
      expectEnding(ordinary, 'success')
      expect(promptLine(ordinary)).toBeUndefined()
      expect(ordinary.summary).toContain('qv8 shown marker')
    })
  })

  it('with "artifact-name: off", which records no hand-off: a renamed copy is hidden all the same', async () => {
    await withServers({ platform: { transform: withTerm }, artifacts: true }, async (servers) => {
      const report = await reportStep(servers.platform, servers.env, 'off')
      const original = report.outputs['content-gaps-file'] ?? ''
      const copy = path.join(report.workspace, 'notes.md')
      await copyFile(original, copy)

      const copied = await agentStep(servers.platform, report, servers.env, 'notes.md')
      expectEnding(copied, 'success')
      expect(promptLine(copied)).toMatch(/^Prompt not shown because it holds what readers wrote/)
      expectNeverShown(copied, TERM)
      expect(copied.stdout).toContain('which records no hand-off')
      // No hand-off: the one artifact is the record of the job sent, for a re-run (src/attempts).
      expect([...servers.artifacts.artifacts.keys()].map((name) => name.replace(/-[0-9a-f]{16}-/, '-…-'))).toEqual([
        'docs-agent-sent-…-attempt-1',
      ])
    })
  })
})
