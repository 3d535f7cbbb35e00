import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * What the runner tells the step about where it runs, read once from the environment the
 * runner sets (`GITHUB_*`, `RUNNER_TEMP`, `ACTIONS_*`) and the event payload file. Nothing else
 * in the action reads `process.env`.
 */
export interface RunnerEnvironment {
  /** `owner/repo`, undefined outside a workflow run. */
  readonly repository: { readonly owner: string; readonly repo: string } | undefined
  readonly ref: string | undefined
  /** The commit the run is for (`GITHUB_SHA`), lower-case hex; undefined when it is not one. */
  readonly sha: string | undefined
  readonly eventName: string
  /** Who started the run (`GITHUB_ACTOR`): `dependabot[bot]` for Dependabot's runs. */
  readonly actor: string
  /** The webhook payload of the triggering event; empty when there is none. */
  readonly eventPayload: Readonly<Record<string, unknown>>
  readonly serverUrl: string
  readonly apiUrl: string
  /** The run's page, for links in summaries. */
  readonly runUrl: string | undefined
  /** This workflow run's id (`GITHUB_RUN_ID`). */
  readonly runId: number | undefined
  /** Which attempt of the run this is (`GITHUB_RUN_ATTEMPT`): 2 and on after "Re-run". */
  readonly runAttempt: number | undefined
  /** The workflow file this run runs (`.github/workflows/report.yml`), from `GITHUB_WORKFLOW_REF`. */
  readonly workflowPath: string | undefined
  /** The job's id in the workflow file (`GITHUB_JOB`) and the step's (`GITHUB_ACTION`): the same in every attempt. */
  readonly jobKey: string | undefined
  readonly stepKey: string | undefined
  readonly workspace: string
  readonly runnerTemp: string
  readonly summaryFile: string | undefined
  /** Whether the runner's artifact service can be reached (it hands the step a token). */
  readonly canUploadArtifacts: boolean
  /** How a workflow names this action (`owner/repo@ref`), when the runner says; not for `uses: ./`. */
  readonly actionReference: string | undefined
}

/**
 * Whether input `name` is set at all (`INPUT_<NAME>`), empty or not. A runner sets every input
 * action.yml declares, its default standing in for one the workflow leaves out, so an empty
 * value there is one the workflow wrote; outside a runner an input may be absent, which is unset.
 */
export function inputIsSet(name: string, env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] !== undefined
}

/**
 * Where a mode's own action's entry (`dist/sub-actions/report.js`, written by
 * scripts/action-yml.ts) leaves its folder before it loads the bundle: a process-wide name no
 * workflow can set, as an environment variable could be.
 */
export const OWN_ACTION_GLOBAL = Symbol.for('docs-agent-action.own-action')

/** The folder of the mode's own action this process runs for, or undefined for the root action. */
export function ownActionOfEntry(): string | undefined {
  const folder = (globalThis as Record<symbol, unknown>)[OWN_ACTION_GLOBAL]
  return typeof folder === 'string' ? folder : undefined
}

/** Input `name` as the runner gave it, trimmed, `''` when unset: what the toolkit's `getInput` reads. */
export function givenInputValue(name: string, env: Readonly<Record<string, string | undefined>> = process.env): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim()
}

/**
 * The names of the inputs the runner gave the step (`INPUT_MAX-REQUESTS` → `max-requests`):
 * every input action.yml declares, and any other the workflow wrote under `with:`, which the
 * runner passes on with no more than a warning.
 */
export function givenInputNames(env: Readonly<Record<string, string | undefined>> = process.env): string[] {
  return Object.keys(env)
    .filter((key) => key.startsWith('INPUT_') && key.length > 'INPUT_'.length)
    .map((key) => key.slice('INPUT_'.length).toLowerCase())
}

/** A commit's SHA-1 or SHA-256 in lower case, or undefined for anything else (a payload's field is untrusted). */
export function commitSha(value: unknown): string | undefined {
  return typeof value === 'string' && /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/i.test(value) ? value.toLowerCase() : undefined
}

/** GitHub caps webhook payloads at 25 MB; a larger file is not an event payload. */
const MAX_PAYLOAD_BYTES = 25 * 1024 * 1024

export function readRunnerEnvironment(
  env: Readonly<Record<string, string | undefined>> = process.env,
  cwd: string = process.cwd(),
): RunnerEnvironment {
  const [owner, repo] = (env['GITHUB_REPOSITORY'] ?? '').split('/')
  const repository = owner && repo ? { owner, repo } : undefined
  const serverUrl = (env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, '')
  const runId = env['GITHUB_RUN_ID']
  return {
    repository,
    ref: env['GITHUB_REF'] || undefined,
    sha: commitSha(env['GITHUB_SHA']),
    eventName: env['GITHUB_EVENT_NAME'] ?? '',
    actor: env['GITHUB_ACTOR'] ?? '',
    eventPayload: readPayload(env['GITHUB_EVENT_PATH']),
    serverUrl,
    apiUrl: (env['GITHUB_API_URL'] || 'https://api.github.com').replace(/\/+$/, ''),
    runUrl:
      repository && runId && /^\d+$/.test(runId) ? `${serverUrl}/${owner}/${repo}/actions/runs/${runId}` : undefined,
    runId: runId && /^\d+$/.test(runId) ? Number(runId) : undefined,
    runAttempt: /^[1-9]\d{0,5}$/.test(env['GITHUB_RUN_ATTEMPT'] ?? '') ? Number(env['GITHUB_RUN_ATTEMPT']) : undefined,
    workflowPath: workflowPathOf(env['GITHUB_WORKFLOW_REF'], owner, repo),
    jobKey: env['GITHUB_JOB'] || undefined,
    stepKey: env['GITHUB_ACTION'] || undefined,
    workspace: path.resolve(cwd, env['GITHUB_WORKSPACE'] || '.'),
    runnerTemp: path.resolve(cwd, env['RUNNER_TEMP'] || '.runner-temp'),
    summaryFile: env['GITHUB_STEP_SUMMARY'] || undefined,
    canUploadArtifacts: Boolean(env['ACTIONS_RUNTIME_TOKEN'] && env['ACTIONS_RESULTS_URL']),
    actionReference:
      env['GITHUB_ACTION_REPOSITORY'] && env['GITHUB_ACTION_REF']
        ? `${env['GITHUB_ACTION_REPOSITORY']}@${env['GITHUB_ACTION_REF']}`
        : undefined,
  }
}

/**
 * `acme/docs/.github/workflows/report.yml@refs/heads/main` → `.github/workflows/report.yml`: the
 * file path, without the repository and ref. Only this repository's own workflows are named.
 */
function workflowPathOf(
  ref: string | undefined,
  owner: string | undefined,
  repo: string | undefined,
): string | undefined {
  if (!ref || !owner || !repo) return undefined
  const prefix = `${owner}/${repo}/`
  if (!ref.toLowerCase().startsWith(prefix.toLowerCase())) return undefined
  const at = ref.indexOf('@', prefix.length)
  const file = ref.slice(prefix.length, at === -1 ? undefined : at)
  return file === '' ? undefined : file
}

/** The payload file is the runner's own; a missing or unreadable one reads as no payload. */
function readPayload(file: string | undefined): Record<string, unknown> {
  if (!file) return {}
  try {
    const stats = statSync(file)
    if (!stats.isFile() || stats.size > MAX_PAYLOAD_BYTES) return {}
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'))
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

/** `acme/docs` */
export function repositoryName(environment: RunnerEnvironment): string | undefined {
  return environment.repository ? `${environment.repository.owner}/${environment.repository.repo}` : undefined
}

/** `tag v1.2.0`, `branch main`, or the ref as it is. */
export function describeRef(ref: string): string {
  if (ref.startsWith('refs/tags/')) return `tag ${ref.slice('refs/tags/'.length)}`
  if (ref.startsWith('refs/heads/')) return `branch ${ref.slice('refs/heads/'.length)}`
  return ref
}

/** One log line saying which repository, ref and run this step works for. */
export function describeRun(environment: RunnerEnvironment): string {
  const name = repositoryName(environment)
  if (!name) return 'Not running in a GitHub workflow run.'
  const ref = environment.ref ? ` at ${environment.ref}` : ''
  return `Running for ${name}${ref}${environment.runUrl ? ` (${environment.runUrl})` : ''}.`
}
