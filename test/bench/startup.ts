/**
 * Start-up of agent, deploy, preview and automation modes, the part of every run that is pure
 * overhead, each beside a floor bundle holding only @actions/core and undici (test/bench/floor-entry.ts):
 * - a bad-input run of each mode (it fails before any request, once the mode's code is loaded
 *   and its inputs read) beside the floor failing at once;
 * - a valid run of each (an agent create, a deployment, preview or automation trigger) against a loopback server that
 *   answers 401 at once, beside the floor sending one request to it: this loads the mode and
 *   undici, as every real run does.
 * Bare `node -e 0` for scale. Several runs each, timed in turn; medians and ratios side by side.
 * Target (issue "one shape"): the action within 1.1 times its floor.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inputEnvironment, ROOT } from '../harness/action-metadata.ts'
import { json, startBareServer } from '../harness/bare-server.ts'

const RUNS = 21
const TARGET_RATIO = 1.1
const ACTION = path.join(ROOT, 'dist/index.js')

function timeOnce(args: readonly string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const startedAt = process.hrtime.bigint()
    const child = spawn(process.execPath, args, { env, stdio: 'ignore' })
    child.on('error', reject)
    child.on('close', () => resolve(Number(process.hrtime.bigint() - startedAt) / 1e6))
  })
}

/**
 * The median time of each command, the commands timed in turn, run after run: a machine whose
 * load changes during the bench (other jobs, CPU throttling) then weighs on all of them alike,
 * and their ratio stays fair. One warm-up each first, so the first run's disk cache does not count.
 */
async function medians(commands: readonly (readonly [readonly string[], Record<string, string>])[]): Promise<number[]> {
  for (const [args, env] of commands) await timeOnce(args, env)
  const times = commands.map((): number[] => [])
  for (let run = 0; run < RUNS; run++) {
    for (const [index, [args, env]] of commands.entries()) times[index]!.push(await timeOnce(args, env))
  }
  return times.map(median)
}

function median(times: number[]): number {
  const sorted = [...times].sort((x, y) => x - y)
  return sorted[Math.floor(sorted.length / 2)]!
}

function buildFloor(out: string): Promise<string> {
  const cli = path.join(ROOT, 'node_modules/@vercel/ncc/dist/ncc/cli.js')
  const entry = path.join(ROOT, 'test/bench/floor-entry.ts')
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'build', entry, '-o', out, '-q'], { cwd: ROOT, stdio: 'ignore' })
    child.on('close', (code) =>
      code === 0 ? resolve(path.join(out, 'index.js')) : reject(new Error(`ncc exited ${code}`)),
    )
  })
}

function runnerEnv(home: string, inputs: Record<string, string>): Record<string, string> {
  const outputFile = path.join(home, 'output')
  writeFileSync(outputFile, '')
  return {
    PATH: process.env['PATH'] ?? '',
    GITHUB_OUTPUT: outputFile,
    RUNNER_TEMP: home,
    GITHUB_WORKSPACE: home,
    ...inputEnvironment(
      { 'api-key': 'mint_bench_0123456789', 'project-id': 'bench', ...inputs },
      { 'github.token': 'ghs_bench' },
    ),
  }
}

const home = mkdtempSync(path.join(tmpdir(), 'startup-'))
const refusing = await startBareServer((_request, _body, response) => json(response, 401, { error: 'Invalid API key' }))
try {
  const floor = await buildFloor(path.join(home, 'floor'))
  const badInput = runnerEnv(home, {})
  const badDeploy = runnerEnv(home, { mode: 'deploy', 'status-id': '..' })
  const create = runnerEnv(home, { prompt: 'Document the release.', 'base-url': refusing.url })
  const trigger = runnerEnv(home, { mode: 'deploy', 'base-url': refusing.url })
  const badPreview = runnerEnv(home, { mode: 'preview', branch: 'docs next' })
  const previewTrigger = runnerEnv(home, { mode: 'preview', branch: 'docs-next', 'base-url': refusing.url })
  const badAutomation = runnerEnv(home, { mode: 'automation' })
  const automation = runnerEnv(home, { mode: 'automation', 'automation-id': 'auto', 'base-url': refusing.url })
  const [bare = 0, floorMs = 0, badInputMs = 0, badDeployMs = 0, badPreviewMs = 0, badAutomationMs = 0] = await medians(
    [
      [['-e', '0'], badInput],
      [[floor], badInput],
      [[ACTION], badInput],
      [[ACTION], badDeploy],
      [[ACTION], badPreview],
      [[ACTION], badAutomation],
    ],
  )
  const floorRequest = [floor, `${refusing.url}/v2/agent/bench/job`]
  const [floorRequestMs = 0, createMs = 0, triggerMs = 0, previewMs = 0, automationMs = 0] = await medians([
    [floorRequest, create],
    [[ACTION], create],
    [[ACTION], trigger],
    [[ACTION], previewTrigger],
    [[ACTION], automation],
  ])

  const ratio = (ms: number, of: number) => `${(ms / of).toFixed(2)}×`
  console.log(
    `Agent, deploy, preview and automation start-up, median of ${RUNS} runs each, timed in turn (Node ${process.versions.node})\n`,
  )
  console.log(`${''.padEnd(34)} ${'median'.padStart(9)}   ${'× bare'.padStart(6)}   × its floor`)
  const rows: [string, number, string][] = [
    ['node -e 0', bare, ''],
    ['floor (core + undici)', floorMs, '(issue baseline: about 3.9× bare)'],
    ['action, bad input', badInputMs, `${ratio(badInputMs, floorMs)} (target ≤ ${TARGET_RATIO}×)`],
    ['floor + one request', floorRequestMs, ''],
    ['action, create answered 401', createMs, `${ratio(createMs, floorRequestMs)} (target ≤ ${TARGET_RATIO}×)`],
    ['deploy, bad input', badDeployMs, `${ratio(badDeployMs, floorMs)} (target ≤ ${TARGET_RATIO}×)`],
    ['deploy, trigger answered 401', triggerMs, `${ratio(triggerMs, floorRequestMs)} (target ≤ ${TARGET_RATIO}×)`],
    ['preview, bad input', badPreviewMs, `${ratio(badPreviewMs, floorMs)} (target ≤ ${TARGET_RATIO}×)`],
    ['preview, trigger answered 401', previewMs, `${ratio(previewMs, floorRequestMs)} (target ≤ ${TARGET_RATIO}×)`],
    ['automation, bad input', badAutomationMs, `${ratio(badAutomationMs, floorMs)} (target ≤ ${TARGET_RATIO}×)`],
    [
      'automation, trigger answered 401',
      automationMs,
      `${ratio(automationMs, floorRequestMs)} (target ≤ ${TARGET_RATIO}×)`,
    ],
  ]
  for (const [name, ms, note] of rows) {
    console.log(`${name.padEnd(34)} ${`${ms.toFixed(1)} ms`.padStart(9)}   ${ratio(ms, bare).padStart(6)}   ${note}`)
  }
  const met = [
    badInputMs / floorMs,
    createMs / floorRequestMs,
    badDeployMs / floorMs,
    triggerMs / floorRequestMs,
    badPreviewMs / floorMs,
    previewMs / floorRequestMs,
    badAutomationMs / floorMs,
    automationMs / floorRequestMs,
  ].every((each) => each <= TARGET_RATIO)
  console.log(`\nStart-up target ${met ? 'met' : 'missed'}.`)
  if (refusing.requests.length !== 4 * (RUNS + 1)) {
    throw new Error(`The 401 server saw ${refusing.requests.length} requests; each timed run should send one.`)
  }
  const triggers = refusing.requests.filter((request) => request.path === '/v1/project/update/bench')
  if (triggers.length !== RUNS + 1) throw new Error(`The deploy runs sent ${triggers.length} triggers, not one each.`)
  const previews = refusing.requests.filter((request) => request.path === '/v1/project/preview/bench')
  if (previews.length !== RUNS + 1) throw new Error(`The preview runs sent ${previews.length} triggers, not one each.`)
  const automations = refusing.requests.filter((request) => request.path === '/v1/workflow/bench/auto/trigger')
  if (automations.length !== RUNS + 1)
    throw new Error(`The automation runs sent ${automations.length} triggers, not one each.`)
} finally {
  await refusing.close()
  rmSync(home, { recursive: true, force: true })
}
