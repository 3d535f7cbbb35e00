import * as core from '@actions/core'
import { log } from '../runner/log.ts'
import { addSecret } from '../text/untrusted.ts'
import { parseDuration } from './durations.ts'
import { parseBaseUrl, parseBoolean, parseChoice, parseIdentifier } from './parsers.ts'

/**
 * action.yml's inputs and defaults (a test holds the two equal). A runner supplies the defaults
 * itself; these serve runs outside one. A default that is an expression (`${{ github.token }}`)
 * only the runner can supply.
 */
export const INPUT_DEFAULTS = {
  'api-key': '',
  'project-id': '',
  mode: 'agent',
  'base-url': 'https://api.mintlify.com',
  timeout: '30m',
  'job-summary': 'true',
  prompt: '',
  'prompt-file': '',
  'job-id': '',
  wait: 'true',
  'poll-interval': '10s',
  'fail-on': 'failed',
  'require-pr': 'false',
  'release-context': 'none',
  'github-token': '${{ github.token }}',
  'date-from': '',
  'date-to': '',
  include: '',
  compare: 'none',
  'page-size': '250',
  'search-rows': '500',
  'summary-rows': '20',
  'report-dir': '',
  'artifact-name': 'visitors-report',
  'artifact-retention-days': '',
  overwrite: 'false',
} as const

export type InputName = keyof typeof INPUT_DEFAULTS

/** The longest `timeout`: a self-hosted runner's job may run 5 days; a timer holds 24.8. */
export const MAX_TIMEOUT_MS = 120 * 3_600_000

/** The input as given, or its default when unset. Not for inputs where empty means something (fail-on, artifact-name). */
export function input(name: InputName): string {
  const fallback: string = INPUT_DEFAULTS[name]
  return core.getInput(name) || (fallback.startsWith('${{') ? '' : fallback)
}

/** The input exactly as given, `''` when unset. */
export function rawInput(name: InputName, options?: core.InputOptions): string {
  return core.getInput(name, options)
}

/** Registers a secret with the runner (masked in the log) and with the action's own redaction. */
export function treatAsSecret(value: string): void {
  if (value === '') return
  log.mask(value)
  addSecret(value)
}

/** What every mode reads. */
export interface CommonSettings {
  readonly mode: string
  readonly apiKey: string
  readonly projectId: string
  /** Without a trailing slash. */
  readonly baseUrl: string
  /** The whole budget of the step's work: reading files, GitHub and the platform, waiting, uploading. */
  readonly timeoutMs: number
  readonly jobSummary: boolean
}

/** The `mode` input, first of all, so that even an error in another input can name the mode. */
export function readModeName(modeNames: readonly string[]): string {
  return parseChoice('mode', input('mode'), modeNames)
}

/**
 * Whether to write a summary, read on its own first: `job-summary: false` is honoured even when
 * another input is refused. A value that is not a boolean is reported with the other inputs.
 */
export function wantsJobSummary(): boolean {
  try {
    return parseBoolean('job-summary', input('job-summary'))
  } catch {
    return true
  }
}

/** Reads the inputs every mode shares; `modeNames` are the modes of the mode table. */
export function readCommonSettings(modeNames: readonly string[]): CommonSettings {
  const apiKey = rawInput('api-key').trim()
  treatAsSecret(apiKey)
  if (apiKey === '') throw new Error('Input "api-key" is required: pass the admin API key from a secret.')
  // The key travels in a header: only visible ASCII can go there unchanged. Never echo it.
  if (!/^[\x21-\x7e]+$/.test(apiKey)) {
    throw new Error(
      'Input "api-key" must be one key of visible ASCII characters: it holds a space, a line break or a character an HTTP header cannot carry. Copy the key again from the dashboard.',
    )
  }
  const mode = readModeName(modeNames)
  if (rawInput('project-id').trim() === '') throw new Error('Input "project-id" is required.')
  return {
    mode,
    apiKey,
    projectId: parseIdentifier('project-id', rawInput('project-id')),
    baseUrl: parseBaseUrl('base-url', input('base-url')),
    timeoutMs: parseDuration('timeout', input('timeout'), { minMs: 1_000, maxMs: MAX_TIMEOUT_MS }),
    jobSummary: parseBoolean('job-summary', input('job-summary')),
  }
}

/**
 * An input that only another mode reads, set to something other than its default, is an error:
 * the user asked for something this step would not do.
 */
export function rejectInputsOfOtherModes(
  mode: string,
  inputsByMode: Readonly<Record<string, readonly InputName[]>>,
): void {
  for (const [otherMode, names] of Object.entries(inputsByMode)) {
    if (otherMode === mode) continue
    for (const name of names) {
      const value = rawInput(name)
      if (value !== '' && value !== INPUT_DEFAULTS[name]) {
        throw new Error(`Input "${name}" applies to mode "${otherMode}" only; this step runs mode "${mode}".`)
      }
    }
  }
}
