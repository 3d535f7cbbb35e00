/**
 * Start-up of agent mode, the part of every run that is pure overhead: a bad-input agent run of
 * the bundled action (it fails before any request), a floor bundle holding only @actions/core
 * and undici, and bare `node -e 0`, several runs each, medians and ratios side by side.
 * Target (issue "one shape"): the action within 1.1 times the floor.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ROOT } from '../harness/action-metadata.ts'
import { inputEnvironment } from '../harness/action-metadata.ts'

const RUNS = 15
const TARGET_RATIO = 1.1

function timeOnce(args: readonly string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const startedAt = process.hrtime.bigint()
    const child = spawn(process.execPath, args, { env, stdio: 'ignore' })
    child.on('error', reject)
    child.on('close', () => resolve(Number(process.hrtime.bigint() - startedAt) / 1e6))
  })
}

async function median(args: readonly string[], env: Record<string, string>): Promise<number> {
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) times.push(await timeOnce(args, env))
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]!
}

function buildFloor(): Promise<string> {
  const out = mkdtempSync(path.join(tmpdir(), 'startup-floor-'))
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/@vercel/ncc/dist/ncc/cli.js'),
        'build',
        path.join(ROOT, 'test/bench/floor-entry.ts'),
        '-o',
        out,
        '-q',
      ],
      { cwd: ROOT, stdio: 'ignore' },
    )
    child.on('close', (code) =>
      code === 0 ? resolve(path.join(out, 'index.js')) : reject(new Error(`ncc exited ${code}`)),
    )
  })
}

const home = mkdtempSync(path.join(tmpdir(), 'startup-'))
const outputFile = path.join(home, 'output')
writeFileSync(outputFile, '')
const env = {
  PATH: process.env['PATH'] ?? '',
  GITHUB_OUTPUT: outputFile,
  RUNNER_TEMP: home,
  GITHUB_WORKSPACE: home,
  ...inputEnvironment({ 'api-key': 'mint_bench_0123456789', 'project-id': 'bench' }, { 'github.token': 'ghs_bench' }),
}
const floor = await buildFloor()
// One warm-up each, so the first run's disk cache does not count.
await timeOnce([path.join(ROOT, 'dist/index.js')], env)
await timeOnce([floor], env)
const bare = await median(['-e', '0'], env)
const floorMs = await median([floor], env)
const action = await median([path.join(ROOT, 'dist/index.js')], env)

console.log(`Agent start-up: a bad-input run, median of ${RUNS} runs each (Node ${process.versions.node})\n`)
const rows: [string, number, string][] = [
  ['node -e 0', bare, '1.00× bare'],
  ['floor (core + undici)', floorMs, `${(floorMs / bare).toFixed(2)}× bare (issue baseline: about 3.9×)`],
  [
    'action, bad input',
    action,
    `${(action / floorMs).toFixed(2)}× floor (target ≤ ${TARGET_RATIO}×; before: about 1.3×)`,
  ],
]
for (const [name, ms, note] of rows) console.log(`${name.padEnd(24)} ${ms.toFixed(1).padStart(8)} ms   ${note}`)
console.log(`\n${action / floorMs <= TARGET_RATIO ? 'Start-up target met.' : 'Start-up target missed.'}\n`)
