import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse } from 'yaml'
import { ROOT } from '../../../harness/action-metadata.ts'

/*
 * The posting step of an example workflow run as the runner runs a `run:` step: its script in a
 * file, given to bash with the arguments GitHub documents for the step's `shell`, with only the
 * step's `env:` and the runner's basics (PATH, HOME, RUNNER_TEMP). `gh` is a stand-in that
 * records what it was asked; `jq` and `curl` are the real ones, and curl reaches only a
 * stand-in of Slack's incoming webhook on 127.0.0.1.
 */

export interface RunStep {
  readonly if: string
  readonly env: Readonly<Record<string, string>>
  readonly shell: string | undefined
  readonly run: string
}

/** The one `run:` step of an example workflow, as written. */
export function exampleRunStep(file: string): RunStep {
  const workflow = parse(readFileSync(path.join(ROOT, file), 'utf8')) as {
    jobs: Record<string, { steps?: Partial<RunStep>[] }>
  }
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps ?? [])
  const [step, ...others] = steps.filter((candidate) => typeof candidate.run === 'string')
  if (!step || others.length > 0) throw new Error(`${file} should have exactly one run step`)
  return { if: step.if ?? '', env: step.env ?? {}, shell: step.shell, run: step.run ?? '' }
}

/** GitHub's command for a `run:` step: `bash -e {0}` when no shell is named, pipefail with `shell: bash`. */
function shellArguments(shell: string | undefined): string[] {
  if (shell === undefined) return ['-e']
  if (shell === 'bash') return ['--noprofile', '--norc', '-eo', 'pipefail']
  throw new Error(`A shell the test does not run: ${shell}`)
}

export interface ScriptRun {
  readonly exitCode: number
  readonly stdout: string
  readonly stderr: string
}

/** Runs the step's script with `env` (its `env:`, resolved) and the directories in `pathFirst` before PATH. */
export async function runStepScript(
  step: RunStep,
  env: Readonly<Record<string, string>>,
  pathFirst: readonly string[],
): Promise<ScriptRun> {
  const home = await mkdtemp(path.join(tmpdir(), 'posting-step-'))
  const script = path.join(home, 'step.sh')
  await writeFile(script, step.run)
  await mkdir(path.join(home, 'temp'))
  const basics = {
    PATH: [...pathFirst, process.env['PATH'] ?? ''].join(path.delimiter),
    HOME: home,
    RUNNER_TEMP: path.join(home, 'temp'),
  }
  return new Promise((resolve) => {
    execFile(
      'bash',
      [...shellArguments(step.shell), script],
      { env: { ...basics, ...env }, cwd: home, timeout: 30_000 },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? 1 : 0
        resolve({ exitCode: code, stdout, stderr })
      },
    )
  })
}

export interface GhCall {
  readonly args: readonly string[]
  readonly token: string | undefined
  readonly repo: string | undefined
  /** A copy of the file given as `--body-file`, as it was when gh read it. */
  readonly body: string | undefined
}

/** The one issue open with the label before this week's, as `gh issue list` reports it. */
export const EARLIER_ISSUE = { number: 41, title: 'Docs report: the week before', state: 'OPEN' }
/** The address `gh issue create` prints for this week's issue. */
export const NEW_ISSUE_URL = 'https://github.com/acme/docs/issues/42'

/**
 * A stand-in for the GitHub CLI: records each call's arguments, token, repository and body
 * file; `issue list` answers the earlier issue (through the real jq for `--jq`), `issue create`
 * prints the new issue's address; `label create` and `issue close` succeed quietly.
 */
const FAKE_GH = String.raw`
const { appendFileSync, readFileSync } = require('node:fs')
const { execFileSync } = require('node:child_process')
const [log, earlierJson, newUrl] = process.argv.slice(2, 5)
const args = process.argv.slice(5)
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const bodyFile = option('--body-file')
const body = bodyFile === undefined ? undefined : readFileSync(bodyFile, 'utf8')
appendFileSync(log, JSON.stringify({ args, token: process.env.GH_TOKEN, repo: process.env.GH_REPO, body }) + '\n')
const command = args.slice(0, 2).join(' ')
if (command === 'issue list') {
  const issue = JSON.parse(earlierJson)
  if (issue === null) {
    process.stdout.write(option('--jq') === undefined ? '[]\n' : '')
    process.exit(0)
  }
  const fields = (option('--json') ?? '').split(',').filter(Boolean)
  if (fields.length === 0) process.stdout.write(issue.number + '\t' + issue.state + '\t' + issue.title + '\n')
  else {
    const json = JSON.stringify([Object.fromEntries(fields.map((field) => [field, issue[field]]))])
    const filter = option('--jq')
    process.stdout.write(filter === undefined ? json + '\n' : execFileSync('jq', ['-r', filter], { input: json }))
  }
} else if (command === 'issue create') process.stdout.write(newUrl + '\n')
else if (command !== 'issue close' && command !== 'label create') {
  process.stderr.write('gh stand-in: no answer for ' + command + '\n')
  process.exit(1)
}
`

export interface FakeGh {
  /** The directory to put first on PATH. */
  readonly bin: string
  calls(): Promise<GhCall[]>
}

/** `earlier`: the issue `gh issue list` answers with, or null for none. */
export async function fakeGh(earlier: typeof EARLIER_ISSUE | null = EARLIER_ISSUE): Promise<FakeGh> {
  const home = await mkdtemp(path.join(tmpdir(), 'fake-gh-'))
  const bin = path.join(home, 'bin')
  await mkdir(bin)
  const log = path.join(home, 'calls.jsonl')
  await writeFile(log, '')
  await writeFile(path.join(home, 'gh.cjs'), FAKE_GH)
  const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`
  const fixed = [process.execPath, path.join(home, 'gh.cjs'), log, JSON.stringify(earlier), NEW_ISSUE_URL]
  await writeFile(path.join(bin, 'gh'), `#!/bin/sh\nexec ${fixed.map(quote).join(' ')} "$@"\n`)
  await chmod(path.join(bin, 'gh'), 0o755)
  return {
    bin,
    calls: async () =>
      (await readFile(log, 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as GhCall),
  }
}

export interface WebhookRequest {
  readonly method: string
  readonly contentType: string | undefined
  readonly body: string
}

/** A stand-in for a Slack incoming webhook on 127.0.0.1: records each request and answers `ok`, as Slack does. */
export async function withWebhook<T>(
  body: (webhook: { readonly url: string; readonly received: readonly WebhookRequest[] }) => Promise<T>,
): Promise<T> {
  const received: WebhookRequest[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      received.push({ method: request.method ?? '', contentType: request.headers['content-type'], body: text })
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  try {
    return await body({ url: `http://127.0.0.1:${port}/services/T000/B000/stand-in`, received })
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
