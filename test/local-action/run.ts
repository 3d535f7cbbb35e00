/**
 * `npm run local-action [-- <dotenv file>]`: runs the action on this machine with
 * @github/local-action, against the platform simulator.
 *
 * local-action replaces @actions/core, @actions/github and @actions/artifact with its own
 * stand-ins, which only works on source, so the entry point is src/main.ts (its exported run(),
 * run through local-action's TypeScript loader), not the bundle: dist/index.js carries its own
 * copy of @actions/core and exports nothing. src/index.ts, which calls process.exit, is not
 * loaded at all. local-action ignores run()'s return value, so this script reads the
 * `conclusion` output to decide its exit code.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import path from 'node:path'
import { parseEnv, stripVTControlCharacters } from 'node:util'
import { ROOT } from '../harness/action-metadata.ts'
import { describeRequest } from '../demo/step-log.ts'
import { renderSummaryPage } from '../render/page.ts'
import { startSimulator, type Simulator } from '../simulator/server.ts'

const dotenvFile = path.resolve(
  process.argv[2] ?? (existsSync(path.join(ROOT, '.env')) ? path.join(ROOT, '.env') : path.join(ROOT, '.env.example')),
)
const variables = parseEnv(readFileSync(dotenvFile, 'utf8'))
const inRoot = (file: string | undefined) => (file ? path.resolve(ROOT, file) : undefined)
const summaryFile = inRoot(variables['GITHUB_STEP_SUMMARY'])
const runnerTemp = inRoot(variables['RUNNER_TEMP'])

// local-action's stand-in for @actions/core needs both to exist; a fresh summary shows this run only.
if (runnerTemp) await mkdir(runnerTemp, { recursive: true })
if (summaryFile) {
  await mkdir(path.dirname(summaryFile), { recursive: true })
  await writeFile(summaryFile, '')
}

const simulator = await startSimulatorFor(variables['INPUT_BASE-URL'])
let stdout = ''
let exitCode: number
try {
  const binaries = path.join(ROOT, 'node_modules/.bin')
  const child = spawn(path.join(binaries, 'local-action'), ['run', ROOT, 'src/main.ts', dotenvFile], {
    cwd: ROOT,
    // The project's Node 24 first, as `npm run` gives every script; colours when a person watches.
    env: { ...process.env, PATH: `${binaries}${path.delimiter}${process.env['PATH'] ?? ''}`, ...colour() },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
    process.stdout.write(chunk)
  })
  exitCode = await new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)))
} finally {
  await simulator?.close()
}

const conclusion = /::set-output name=conclusion::(\S*)/.exec(stripVTControlCharacters(stdout))?.[1]
console.log(`\nlocal-action exited with ${exitCode}; the step's conclusion output: ${conclusion ?? '(not set)'}.`)
if (summaryFile && existsSync(summaryFile)) {
  const page = summaryFile.replace(/(\.md)?$/, '.html')
  await writeFile(page, renderSummaryPage(await readFile(summaryFile, 'utf8'), { title: 'local-action' }))
  console.log(`Job summary: ${path.relative(ROOT, summaryFile)}, rendered as a page: ${path.relative(ROOT, page)}`)
}
if (simulator) {
  console.log('Requests the platform simulator received:')
  for (const request of simulator.requests) console.log(`  ${describeRequest(request)}`)
}
process.exitCode = exitCode !== 0 ? exitCode : conclusion === 'success' ? 0 : 1

/** Starts the simulator where base-url points, when that is this machine; otherwise says what runs instead. */
async function startSimulatorFor(baseUrl: string | undefined): Promise<Simulator | undefined> {
  const url = new URL(baseUrl || 'https://api.mintlify.com')
  if (url.hostname !== '127.0.0.1') {
    console.log(`INPUT_BASE-URL is ${url.origin}, not 127.0.0.1: no simulator started.`)
    return undefined
  }
  const port = Number(url.port || 80)
  if (!(await portIsFree(port))) {
    console.error(`Port ${port} on 127.0.0.1 is in use: stop what holds it, or change INPUT_BASE-URL in ${dotenvFile}.`)
    process.exit(1)
  }
  const simulator = await startSimulator({ port })
  console.log(`Platform simulator on ${simulator.url}`)
  return simulator
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

function colour(): Record<string, string> {
  return process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}
}
