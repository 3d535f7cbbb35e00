/**
 * `npm run local-action [-- [--action <folder>] <dotenv file>]`: runs the action on this machine
 * with @github/local-action, against the platform simulator: the root action, or with `--action`
 * a mode's own (`report`, `deploy`…), by its action.yml, whose mode is fixed: an input of the
 * file that action does not declare (`INPUT_MODE`, another mode's) is left out, and the log says so.
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
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { createServer } from 'node:net'
import path from 'node:path'
import { parseEnv, stripVTControlCharacters } from 'node:util'
import { readActionMetadata, ROOT } from '../harness/action-metadata.ts'
import { MODE_OF_ACTION } from '../../src/modes.ts'
import { describeRequest } from '../demo/step-log.ts'
import { renderSummaryPage } from '../render/page.ts'
import { startSimulator, type Simulator } from '../simulator/server.ts'
import { FOLDER_VARIABLE } from './own-action-entry.ts'

const [ownAction, dotenvArgument] = actionArguments(process.argv.slice(2))
const givenDotenv = path.resolve(
  dotenvArgument ?? (existsSync(path.join(ROOT, '.env')) ? path.join(ROOT, '.env') : path.join(ROOT, '.env.example')),
)
const dotenvFile = ownAction ? await ownInputsOnly(givenDotenv, ownAction) : givenDotenv
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
  // A mode's own action: its action.yml, and an entry that names it before src/main.ts runs.
  const [actionPath, entry] = ownAction
    ? [
        path.join(ROOT, ownAction),
        path.relative(path.join(ROOT, ownAction), path.join(ROOT, 'test/local-action/own-action-entry.ts')),
      ]
    : [ROOT, 'src/main.ts']
  const child = spawn(path.join(binaries, 'local-action'), ['run', actionPath, entry, dotenvFile], {
    cwd: ROOT,
    // The project's Node 24 first, as `npm run` gives every script; colours when a person watches.
    env: {
      ...process.env,
      PATH: `${binaries}${path.delimiter}${process.env['PATH'] ?? ''}`,
      ...colour(),
      ...(ownAction ? { [FOLDER_VARIABLE]: ownAction } : {}),
    },
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

/** `--action report my.env` → the folder of a mode's own action (checked against those there are), and the dotenv file. */
function actionArguments(args: readonly string[]): [string | undefined, string | undefined] {
  const at = args.indexOf('--action')
  if (at === -1) return [undefined, args[0]]
  const folder = args[at + 1] ?? ''
  const folders = Object.keys(MODE_OF_ACTION)
  if (!folders.includes(folder)) {
    console.error(`--action takes the folder of a mode's own action: ${folders.join(', ')}; got "${folder}".`)
    process.exit(1)
  }
  return [folder, args.filter((_, index) => index !== at && index !== at + 1)[0]]
}

/**
 * The dotenv file with only the inputs the action's action.yml declares (a mode's own action
 * refuses the others, `INPUT_MODE` first): a copy, the given file untouched, the log naming each
 * input left out.
 */
async function ownInputsOnly(file: string, folder: string): Promise<string> {
  const declared = readActionMetadata(folder).inputs
  const lines = readFileSync(file, 'utf8').split('\n')
  const foreign = (line: string) => {
    const name = /^INPUT_([^=]+)=/.exec(line)?.[1]?.toLowerCase()
    return name !== undefined && !declared.has(name) ? name : undefined
  }
  const left = lines.flatMap((line) => foreign(line) ?? [])
  if (left.length === 0) return file
  console.log(`Left out of ${path.relative(ROOT, file)}, not inputs of ${folder}/action.yml: ${left.join(', ')}.`)
  const copy = path.join(await mkdtemp(path.join(tmpdir(), 'local-action-')), '.env')
  await writeFile(copy, lines.filter((line) => foreign(line) === undefined).join('\n'))
  return copy
}
