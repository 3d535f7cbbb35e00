import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AgentSettings, AgentTask } from '../../../src/agent/agent-inputs.ts'
import type { AllowedBots } from '../../../src/agent/context/bot-authors.ts'
import type { PlatformCall, PlatformClient } from '../../../src/platform/platform-client.ts'
import type { PlatformResponse, Transport, PlatformRequest } from '../../../src/platform/transport.ts'
import type { RunnerEnvironment } from '../../../src/runner/environment.ts'
import type { StepLimits } from '../../../src/step/limits.ts'
import type { ModeCollaborators } from '../../../src/step/mode.ts'
import { resolveDateRange } from '../../../src/visitors/analysis/dates.ts'
import { readSectionOptions, SECTION_INPUTS, SECTION_NAMES } from '../../../src/visitors/sections/table.ts'
import type { VisitorsSettings } from '../../../src/visitors/visitors-inputs.ts'

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
    eventName: 'push',
    actor: 'dana',
    eventPayload: {},
    serverUrl: 'https://github.com',
    apiUrl: 'https://api.github.com',
    runUrl: 'https://github.com/acme/docs/actions/runs/7',
    runId: 7,
    workflowPath: '.github/workflows/docs.yml',
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
  return { platform, environment, limits, publishJobId: (jobId) => published.push(jobId), published }
}

/** Visitors settings as the defaults make them (the last seven days, unique visitors only, no upload), changed by `overrides`. */
export function visitorsSettings(overrides: Partial<VisitorsSettings> = {}): VisitorsSettings {
  return {
    mode: 'visitors',
    apiKey: 'mint_abc_123456',
    projectId: 'acme',
    baseUrl: 'https://api.mintlify.com',
    timeoutMs: 60_000,
    jobSummary: true,
    dateRange: resolveDateRange('-7d', 'today', new Date()),
    previousRange: undefined,
    sections: ['visitors'],
    pageSize: 250,
    // Each section's options as its inputs' defaults give them, whatever sections the table holds.
    ...readSectionOptions((name) => SECTION_INPUTS[name].default, SECTION_NAMES),
    summaryRows: 20,
    reportDir: path.join(mkdtempSync(path.join(tmpdir(), 'visitors-')), 'report'),
    readerText: { shown: true, reason: '"reader-text" is show' },
    readerTextDir: path.join(mkdtempSync(path.join(tmpdir(), 'visitors-')), 'reader-text'),
    artifactName: '',
    artifactRetentionDays: undefined,
    overwrite: false,
    githubToken: '',
    history: false,
    historyPeriods: 52,
    ...overrides,
  }
}

/** `allowed-bots` empty, its default: no bot's change starts a job. */
export const NO_BOTS: AllowedBots = { all: false, logins: new Set() }

/** Agent settings for `task` as the defaults make them, polling every millisecond, changed by `overrides`. */
export function agentSettings(task: AgentTask, overrides: Partial<AgentSettings> = {}): AgentSettings {
  return {
    mode: 'agent',
    apiKey: 'mint_x',
    projectId: 'acme',
    baseUrl: 'https://api.example.com',
    timeoutMs: 60_000,
    jobSummary: true,
    task,
    wait: true,
    pollIntervalMs: 1,
    failOn: ['failed'],
    requirePr: false,
    releaseContext: 'none',
    prDiff: false,
    comment: 'off',
    releaseNotesLink: false,
    showPrompt: true,
    promptHiddenBecause: undefined,
    allowedBots: NO_BOTS,
    githubToken: '',
    ...overrides,
    ...(overrides.showPrompt === false && overrides.promptHiddenBecause === undefined
      ? { promptHiddenBecause: '"show-prompt" is false' }
      : {}),
  }
}
