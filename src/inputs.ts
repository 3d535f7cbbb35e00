import * as core from '@actions/core'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { resolveDateRange } from './dates.ts'
import { parseDuration } from './durations.ts'
import {
  parseBaseUrl,
  parseBoolean,
  parseChoice,
  parseChoiceList,
  parseIdentifier,
  parseInteger,
} from './input-parsers.ts'
import {
  FINAL_STATUSES,
  type AgentSettings,
  type CommonSettings,
  type Settings,
  type VisitorsSettings,
} from './settings.ts'

type Mode = Settings['mode']

/** action.yml's defaults. A runner supplies them itself; these serve runs outside one. */
const DEFAULTS: Readonly<Record<string, string>> = {
  mode: 'agent',
  'base-url': 'https://api.mintlify.com',
  timeout: '30m',
  'job-summary': 'true',
  wait: 'true',
  'poll-interval': '10s',
  'fail-on': 'failed',
  'require-pr': 'false',
  'release-context': 'none',
  'page-size': '250',
  'summary-rows': '20',
  'artifact-name': 'visitors-report',
}

/**
 * Inputs that only one mode reads. A value other than the default in the other mode is an
 * error: the user asked for something that would not happen.
 */
const MODE_INPUTS: Record<Mode, readonly string[]> = {
  agent: ['prompt', 'prompt-file', 'job-id', 'wait', 'poll-interval', 'fail-on', 'require-pr', 'release-context'],
  visitors: [
    'date-from',
    'date-to',
    'page-size',
    'summary-rows',
    'report-dir',
    'artifact-name',
    'artifact-retention-days',
  ],
}

/** An input, or its default when unset. Not for inputs where empty means something (fail-on, artifact-name). */
function input(name: string): string {
  return core.getInput(name) || (DEFAULTS[name] ?? '')
}

const ARTIFACT_NAME_FORBIDDEN = /[":<>|*?\\/\r\n]/

/** Reads and validates every input. Nothing is sent anywhere before this returns. */
export function readSettings(now: Date = new Date()): Settings {
  const apiKey = core.getInput('api-key').trim()
  if (apiKey !== '') core.setSecret(apiKey)
  if (apiKey === '') throw new Error('Input "api-key" is required: pass the admin API key from a secret.')
  if (/\s/.test(apiKey)) throw new Error('Input "api-key" must be a single key without spaces or line breaks.')

  const mode = parseChoice('mode', input('mode'), ['agent', 'visitors'])
  rejectInputsOfOtherMode(mode)
  const projectIdText = core.getInput('project-id')
  if (projectIdText.trim() === '') throw new Error('Input "project-id" is required.')

  const common = {
    apiKey,
    projectId: parseIdentifier('project-id', projectIdText),
    baseUrl: parseBaseUrl('base-url', input('base-url')),
    timeoutMs: parseDuration('timeout', input('timeout')),
    jobSummary: parseBoolean('job-summary', input('job-summary')),
  }
  return mode === 'agent' ? { ...common, ...readAgentInputs() } : { ...common, ...readVisitorsInputs(now) }
}

function rejectInputsOfOtherMode(mode: Mode): void {
  const otherMode: Mode = mode === 'agent' ? 'visitors' : 'agent'
  for (const name of MODE_INPUTS[otherMode]) {
    const value = core.getInput(name)
    if (value !== '' && value !== (DEFAULTS[name] ?? '')) {
      throw new Error(`Input "${name}" applies to mode "${otherMode}" only; this step runs mode "${mode}".`)
    }
  }
}

function readAgentInputs(): Omit<AgentSettings, keyof CommonSettings> {
  const githubToken = core.getInput('github-token')
  if (githubToken !== '') core.setSecret(githubToken)
  const jobIdText = core.getInput('job-id')
  const prompt = readPrompt(jobIdText.trim() !== '')
  const releaseContext = parseChoice('release-context', input('release-context'), ['none', 'auto'])
  if (releaseContext === 'auto' && githubToken === '') {
    throw new Error('Input "release-context: auto" needs "github-token" (the default, github.token, is enough).')
  }
  const wait = parseBoolean('wait', input('wait'))
  const requirePr = parseBoolean('require-pr', input('require-pr'))
  if (requirePr && !wait) {
    throw new Error('Input "require-pr: true" needs "wait: true": without waiting, the job has not finished.')
  }
  return {
    mode: 'agent',
    prompt,
    jobId: jobIdText.trim() === '' ? undefined : parseIdentifier('job-id', jobIdText),
    wait,
    pollIntervalMs: parseDuration('poll-interval', input('poll-interval')),
    failOn: parseChoiceList('fail-on', core.getInput('fail-on'), FINAL_STATUSES),
    requirePr,
    releaseContext,
    githubToken,
  }
}

function readPrompt(hasJobId: boolean): string | undefined {
  const promptText = core.getInput('prompt', { trimWhitespace: false })
  const promptFile = core.getInput('prompt-file').trim()
  if (promptText !== '' && promptFile !== '') {
    throw new Error('Inputs "prompt" and "prompt-file" cannot both be set: give the instruction in one of them.')
  }
  if (promptFile !== '') {
    return nonBlank('prompt-file', readPromptFile(promptFile))
  }
  if (promptText !== '') return nonBlank('prompt', promptText)
  if (hasJobId) return undefined
  throw new Error(
    'Input "prompt" (or "prompt-file") is required in agent mode unless "job-id" names a job to wait for.',
  )
}

function readPromptFile(relativePath: string): string {
  const workspace = process.env['GITHUB_WORKSPACE'] || process.cwd()
  const fullPath = path.resolve(workspace, relativePath)
  try {
    return readFileSync(fullPath, 'utf8')
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`Input "prompt-file": cannot read "${relativePath}" (resolved to ${fullPath}): ${reason}`, {
      cause: error,
    })
  }
}

function nonBlank(inputName: string, text: string): string {
  const trimmed = text.trim()
  if (trimmed === '') throw new Error(`Input "${inputName}" must hold a non-empty instruction; it is blank.`)
  return trimmed
}

function readVisitorsInputs(now: Date): Omit<VisitorsSettings, keyof CommonSettings> {
  const artifactName = core.getInput('artifact-name').trim()
  if (ARTIFACT_NAME_FORBIDDEN.test(artifactName)) {
    throw new Error(
      `Input "artifact-name" must not contain any of " : < > | * ? \\ / or line breaks; got "${artifactName}".`,
    )
  }
  const retention = core.getInput('artifact-retention-days')
  const runnerTemp = process.env['RUNNER_TEMP'] || path.join(process.cwd(), '.runner-temp')
  const reportDir = core.getInput('report-dir').trim()
  return {
    mode: 'visitors',
    dateRange: resolveDateRange(core.getInput('date-from'), core.getInput('date-to'), now),
    pageSize: parseInteger('page-size', input('page-size'), { min: 1, max: 250 }),
    summaryRows: parseInteger('summary-rows', input('summary-rows'), { min: 0, max: 1000 }),
    reportDir: path.resolve(
      process.env['GITHUB_WORKSPACE'] || process.cwd(),
      reportDir || path.join(runnerTemp, 'visitors-report'),
    ),
    artifactName,
    artifactRetentionDays:
      retention.trim() === '' ? undefined : parseInteger('artifact-retention-days', retention, { min: 1, max: 400 }),
  }
}
