import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { AGENT_INPUTS } from '../../../src/agent/agent-declaration.ts'
import { readAgentSettings, type AgentSettings, type AgentTask } from '../../../src/agent/agent-inputs.ts'
import { inputReader, type CommonSettings } from '../../../src/inputs/read-inputs.ts'
import type { AllowedBots } from '../../../src/agent/context/bot-authors.ts'
import type { PlatformCall, PlatformClient } from '../../../src/platform/platform-client.ts'
import type { PlatformResponse, Transport, PlatformRequest } from '../../../src/platform/transport.ts'
import type { RunnerEnvironment } from '../../../src/runner/environment.ts'
import type { StepLimits } from '../../../src/runner/limits.ts'
import type { ModeCollaborators } from '../../../src/step/mode.ts'
import { DEPLOY_INPUTS } from '../../../src/deploy/deploy-declaration.ts'
import { readDeploySettings, type DeploySettings } from '../../../src/deploy/deploy-settings.ts'
import type { DeploymentTask } from '../../../src/deployments/deployment.ts'
import { PREVIEW_INPUTS } from '../../../src/preview/preview-declaration.ts'
import { readPreviewSettings, type PreviewSettings } from '../../../src/preview/preview-settings.ts'
import { VISITORS_INPUTS } from '../../../src/visitors/visitors-declaration.ts'
import { readVisitorsSettings, type VisitorsSettings } from '../../../src/visitors/visitors-inputs.ts'
import { isExpression } from '../../../src/inputs/declaration.ts'
import { INPUTS } from '../../../src/modes.ts'

/** Fakes at the module boundaries, for unit tests of the code above them: no process, no server. */

/** A transport that answers from a script; the last answer repeats. */
export function scriptedTransport(
  answers: ReadonlyArray<PlatformResponse | Error>,
): Transport & { readonly requests: PlatformRequest[] } {
  const requests: PlatformRequest[] = []
  return {
    requests,
    send(request) {
      requests.push(request)
      const answer = answers[Math.min(requests.length - 1, answers.length - 1)]
      if (answer === undefined) return Promise.reject(new Error('no scripted answer'))
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)
    },
    close: () => Promise.resolve(),
  }
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): PlatformResponse {
  return { status, headers, text: typeof body === 'string' ? body : JSON.stringify(body) }
}

/**
 * Limits with a far deadline (or `timeoutMs`) and a cancellation the test controls. `now` is the
 * clock the code under test reads: a test that must not depend on how fast the machine runs
 * passes one it advances itself.
 */
export function testLimits(
  timeoutMs = 60_000,
  now: () => number = Date.now,
): StepLimits & { readonly cancel: () => void } {
  const controller = new AbortController()
  return {
    deadline: now() + timeoutMs,
    signal: controller.signal,
    now,
    cancel: () => controller.abort(),
  }
}

export function fakeEnvironment(overrides: Partial<RunnerEnvironment> = {}): RunnerEnvironment {
  return {
    repository: { owner: 'acme', repo: 'docs' },
    ref: 'refs/tags/v1.2.0',
    sha: 'ffac537e6cbbf934b08745a378932722df287a53',
    eventName: 'push',
    actor: 'dana',
    eventPayload: {},
    serverUrl: 'https://github.com',
    apiUrl: 'https://api.github.com',
    runUrl: 'https://github.com/acme/docs/actions/runs/7',
    runId: 7,
    runAttempt: 1,
    workflowPath: '.github/workflows/docs.yml',
    jobKey: 'docs',
    stepKey: 'agent',
    workspace: '/tmp/workspace',
    runnerTemp: '/tmp/runner-temp',
    summaryFile: undefined,
    canUploadArtifacts: false,
    actionReference: undefined,
    ...overrides,
  }
}

/**
 * A platform client whose answers come from `answer`, called with each request: return the
 * body the platform would send (it goes through the call's own parser) or throw the error the
 * real client would throw.
 */
export function fakePlatform(
  answer: (call: PlatformCall<unknown>, index: number) => unknown,
): PlatformClient & { readonly calls: PlatformCall<unknown>[] } {
  const calls: PlatformCall<unknown>[] = []
  const requestsSent = new Map<string, number>()
  return {
    calls,
    requestsSent,
    async call<T>(call: PlatformCall<T>): Promise<T> {
      calls.push(call)
      requestsSent.set(call.endpoint, (requestsSent.get(call.endpoint) ?? 0) + 1)
      await Promise.resolve()
      return call.parse(answer(call, calls.length - 1))
    },
    close: () => Promise.resolve(),
  }
}

export function collaborators(
  platform: PlatformClient,
  limits: StepLimits = testLimits(),
  environment = fakeEnvironment(),
): ModeCollaborators & { readonly published: string[] } {
  const published: string[] = []
  return {
    platform,
    environment,
    limits,
    publishJobId: (jobId) => published.push(jobId),
    publishStatusId: (statusId) => published.push(statusId),
    published,
  }
}

/**
 * `read`'s result with every INPUT_* set as a runner sets them for `given` (the declared defaults
 * otherwise, `${{ github.token }}` as a test token), and the environment as it was afterwards,
 * whatever else the test stubbed. The defaults come from the declarations action.yml is written
 * from, so a copy of src/ with another input reads it too.
 */
function withInputs<T>(given: Readonly<Record<string, string>>, read: () => T): T {
  for (const name of Object.keys(given)) if (!(name in INPUTS)) throw new Error(`No input "${name}" is declared`)
  const saved = { ...process.env }
  for (const [name, { default: fallback }] of Object.entries(INPUTS)) {
    const value = given[name] ?? (isExpression(fallback) ? 'ghs_unitToken_0123' : fallback)
    process.env[`INPUT_${name.toUpperCase()}`] = value
  }
  try {
    return read()
  } finally {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name]
    Object.assign(process.env, saved)
  }
}

/** What every mode reads, for a unit test: a test key and project, a minute's budget, no GitHub token. */
function commonSettings(mode: string): CommonSettings {
  return {
    mode,
    apiKey: 'mint_abc_123456',
    projectId: 'acme',
    baseUrl: 'https://api.mintlify.com',
    timeoutMs: 60_000,
    jobSummary: true,
    githubToken: '',
  }
}

/**
 * Visitors settings as its own reader makes them from action.yml's defaults (the last seven full
 * days), with what unit tests want instead: unique visitors only, no comparison, reader text
 * shown, no history, no upload, report files in a directory of their own; then `overrides`.
 */
export function visitorsSettings(overrides: Partial<VisitorsSettings> = {}): VisitorsSettings {
  const home = mkdtempSync(path.join(tmpdir(), 'visitors-'))
  const given = {
    mode: 'visitors',
    include: 'visitors',
    compare: 'off',
    'reader-text': 'true',
    history: 'off',
    'artifact-name': 'off',
    'report-dir': path.join(home, 'report'),
  }
  const environment = fakeEnvironment({ runnerTemp: home, workspace: home })
  const read = withInputs(given, () =>
    readVisitorsSettings(commonSettings('visitors'), inputReader(VISITORS_INPUTS), environment, new Date()),
  )
  return { ...read, ...overrides }
}

/** `allowed-bots` empty, its default: no bot's change starts a job. */
export const NO_BOTS: AllowedBots = { all: false, logins: new Set() }

/**
 * Agent settings for `task` as its own reader makes them from action.yml's defaults, with what
 * unit tests want instead: no event context, no comment, polling every millisecond; then `overrides`.
 */
export function agentSettings(task: AgentTask, overrides: Partial<AgentSettings> = {}): AgentSettings {
  const given = { prompt: 'Update the docs', 'event-context': 'off', comment: 'off', 'show-prompt': 'true' }
  const read = withInputs(given, () =>
    readAgentSettings(commonSettings('agent'), inputReader(AGENT_INPUTS), fakeEnvironment()),
  )
  return { ...read, task, pollIntervalMs: 1, ...overrides }
}

/**
 * Deploy settings for `task` as its own reader makes them from action.yml's defaults, polling
 * every millisecond; then `overrides`.
 */
export function deploySettings(task: DeploymentTask, overrides: Partial<DeploySettings> = {}): DeploySettings {
  const read = withInputs({ mode: 'deploy' }, () =>
    readDeploySettings(commonSettings('deploy'), inputReader(DEPLOY_INPUTS)),
  )
  return { ...read, task, pollIntervalMs: 1, ...overrides }
}

/**
 * Preview settings as its own reader makes them from `given` (action.yml's defaults otherwise,
 * no comment) for a run of `environment`, polling every millisecond; then `overrides`. Throws the
 * reader's error, as a step refuses bad input.
 */
export function previewSettings(
  given: Readonly<Record<string, string>>,
  environment: RunnerEnvironment = fakeEnvironment(),
  overrides: Partial<PreviewSettings> = {},
): PreviewSettings {
  const read = withInputs({ mode: 'preview', comment: 'off', ...given }, () =>
    readPreviewSettings(commonSettings('preview'), inputReader(PREVIEW_INPUTS), environment),
  )
  return { ...read, pollIntervalMs: 1, ...overrides }
}
