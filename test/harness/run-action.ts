import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { MODE_OF_ACTION } from '../../src/modes.ts'
import { inputEnvironment, readActionMetadata, ROOT } from './action-metadata.ts'
import { clockOffset, OFFSET_VARIABLE } from './pinned-clock.ts'

export const HARNESS_GITHUB_TOKEN = 'ghs_harnessToken0123456789'

/** Loaded before the action: its clock reads the test's pinned day (pinned-clock.ts). */
const PINNED_CLOCK = ['--import', new URL('pinned-clock.ts', import.meta.url).href]
/**
 * Node's compiled code of dist/, kept between the suite's runs of the action: compiling the
 * bundle's chunks was a fifth of a report step's CPU time, paid again by every run. Keyed by
 * each file's content, so a new bundle is compiled afresh; it changes nothing the action does.
 */
const COMPILE_CACHE = path.join(tmpdir(), 'docs-agent-action-compile-cache')

export interface StepPaths {
  readonly workspace: string
  readonly runnerTemp: string
}

export interface RunOptions {
  /**
   * Inputs by their action.yml names; unset ones get action.yml's default, as on a runner. A
   * function receives the step's workspace and RUNNER_TEMP, for inputs that name files there.
   */
  readonly inputs: Readonly<Record<string, string>> | ((paths: StepPaths) => Readonly<Record<string, string>>)
  /**
   * `inputs` and action.yml's defaults only, as a workflow that gives these inputs and no other:
   * none of the harness's own choices (`history: off` in visitors mode, `event-context: off` on
   * the harness's own event) is added.
   */
  readonly exactInputs?: true
  /** The folder of a mode's own action to run (`report`), its action.yml's defaults and entry; the root action by default. */
  readonly action?: string
  /** Inputs the action does not declare, given anyway, as a workflow may: the runner passes them on. */
  readonly undeclaredInputs?: readonly string[]
  readonly env?: Readonly<Record<string, string>>
  /** Extra arguments for node, before the script. */
  readonly nodeArguments?: readonly string[]
  /** Files to create in the workspace first, by path relative to it. */
  readonly workspaceFiles?: Readonly<Record<string, string>>
  /** Anything else to set up before the step starts (a FIFO, a read-only directory...). */
  readonly prepare?: (paths: StepPaths) => void | Promise<void>
  /** Called once the process has started, e.g. to cancel it later. */
  readonly onStart?: (child: { kill(signal: NodeJS.Signals): boolean; stdout: () => string }) => void
}

export interface ActionRun {
  readonly exitCode: number | null
  /** From spawning the process to its exit: the step's own time, without the harness's setup. */
  readonly wallMs: number
  readonly stdout: string
  readonly stderr: string
  readonly outputs: Record<string, string>
  readonly summary: string
  readonly runnerTemp: string
  readonly workspace: string
}

/**
 * Runs the bundled action the way the runner does: `node dist/index.js` with `INPUT_*`
 * variables, fresh GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files and a RUNNER_TEMP directory.
 */
/** Steps run so far in this process, for each its own `GITHUB_ACTION`. */
let stepsRun = 0

export async function runAction(options: RunOptions): Promise<ActionRun> {
  const home = await mkdtemp(path.join(tmpdir(), 'action-run-'))
  const runnerTemp = path.join(home, 'runner-temp')
  const workspace = path.join(home, 'workspace')
  await Promise.all([mkdir(runnerTemp), mkdir(workspace)])
  const outputFile = path.join(home, 'output.txt')
  const summaryFile = path.join(home, 'summary.md')
  await Promise.all([writeFile(outputFile, ''), writeFile(summaryFile, '')])
  for (const [name, content] of Object.entries(options.workspaceFiles ?? {})) {
    await mkdir(path.dirname(path.join(workspace, name)), { recursive: true })
    await writeFile(path.join(workspace, name), content)
  }
  await options.prepare?.({ workspace, runnerTemp })

  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: runnerTemp,
    GITHUB_WORKSPACE: workspace,
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_REF: 'refs/tags/v1.2.0',
    GITHUB_SHA: 'ffac537e6cbbf934b08745a378932722df287a53',
    GITHUB_EVENT_NAME: 'push',
    // Each step a test runs is another step of the workflow: a re-run of one names its step itself.
    GITHUB_JOB: 'docs',
    GITHUB_ACTION: `step_${++stepsRun}`,
    // Nothing a test runs reaches the real GitHub: tests of the API give their stand-in's address.
    GITHUB_API_URL: 'http://127.0.0.1:9',
    [OFFSET_VARIABLE]: String(clockOffset()),
    NODE_COMPILE_CACHE: COMPILE_CACHE,
    ...inputEnvironment(
      stepInputs(options, { workspace, runnerTemp }),
      { 'github.token': HARNESS_GITHUB_TOKEN },
      options.action,
      options.undeclaredInputs,
    ),
    ...options.env,
  }

  // As the runner does: the entry its action.yml names, relative to that file.
  const script = path.resolve(ROOT, options.action ?? '.', readActionMetadata(options.action).runs.main)
  const spawnedAt = performance.now()
  // Outside vitest (the benchmarks) the clock is the real one, and nothing is loaded before the action.
  const clock = clockOffset() === 0 ? [] : PINNED_CLOCK
  const child = spawn(process.execPath, [...clock, ...(options.nodeArguments ?? []), script], { env, cwd: workspace })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  options.onStart?.({ kill: (signal) => child.kill(signal), stdout: () => stdout })
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)))
  const wallMs = performance.now() - spawnedAt
  return {
    exitCode,
    wallMs,
    stdout,
    stderr,
    outputs: parseOutputFile(await readFile(outputFile, 'utf8')),
    summary: await readFile(summaryFile, 'utf8'),
    runnerTemp,
    workspace,
  }
}

/**
 * The step's inputs. A visitors step reads the last report from GitHub unless `history` says
 * otherwise, a deploy or preview step records its deployment there unless `environment` does,
 * and an agent step reads what its event changed unless `event-context` does: a test that is
 * about none of these does not, unless it sets the input (or, for the event, its own event).
 */
function stepInputs(options: RunOptions, paths: StepPaths): Readonly<Record<string, string>> {
  const inputs = typeof options.inputs === 'function' ? options.inputs(paths) : options.inputs
  if (options.exactInputs) return inputs
  const mode = options.action === undefined ? inputs['mode'] : MODE_OF_ACTION[options.action]
  if (mode === 'visitors') return { history: 'off', ...inputs }
  if (mode === 'deploy' || mode === 'preview') return { environment: 'off', ...inputs }
  if (mode !== undefined && mode !== 'agent') return inputs
  const ownEvent = options.env?.['GITHUB_EVENT_NAME'] !== undefined || options.env?.['GITHUB_EVENT_PATH'] !== undefined
  const contextSet = inputs['event-context'] !== undefined || inputs['release-context'] !== undefined
  return ownEvent || contextSet ? inputs : { 'event-context': 'off', ...inputs }
}

/** Reads the `name<<delimiter` blocks @actions/core writes to GITHUB_OUTPUT. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const pattern = /^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm
  for (const match of text.matchAll(pattern)) outputs[match[1] ?? ''] = match[3] ?? ''
  return outputs
}
