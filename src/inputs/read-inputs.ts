import * as core from '@actions/core'
import { log } from '../runner/log.ts'
import { keyMarksWith } from '../text/reader-redaction.ts'
import { addSecret } from '../text/untrusted.ts'
import { warnOfDoubtfulInputs } from './doubtful-inputs.ts'
import { parseDuration } from './durations.ts'
import { COMMON_INPUTS, PLATFORM_TARGET_INPUTS, type CommonInputName } from './common-inputs.ts'
import { defaultsOf, isExpression, type InputDeclarations, type InputDefaults } from './declaration.ts'
import { readGivenInput, warnOfFormerSpelling, type WrittenInput } from './former-spellings.ts'
import { parseBaseUrl, parseBoolean, parseChoice, parseIdentifier } from './parsers.ts'
import { ROOT_ACTION, type StepAction } from './step-action.ts'

/** The longest `timeout`: a self-hosted runner's job may run 5 days; a timer holds 24.8. */
export const MAX_TIMEOUT_MS = 120 * 3_600_000

/**
 * Reads the inputs it was made for, and no other: a name the mode did not declare does not
 * compile. A 1.0.0 spelling (a former name, a former value) reads as the new one (former-spellings.ts):
 * nothing after the reader sees a former spelling, except errors, which name what the user wrote.
 */
export interface InputReader<N extends string> {
  /** The input as given, or its default when unset or empty. */
  readonly input: (name: N) => string
  /** The input exactly as given, `''` when unset (for inputs whose default is empty). */
  readonly rawInput: (name: N, options?: core.InputOptions) => string
  /** action.yml's default. */
  readonly defaultOf: (name: N) => string
  /** How the workflow wrote the input (under its former name, say), and whether it set it at all: for errors. */
  readonly written: (name: N) => WrittenInput
  /**
   * Warns once of each former spelling read so far. A mode's settings reader calls it last, once
   * every input is accepted: a value refused is refused, not first respelled in a warning.
   */
  readonly warnFormerSpellings: () => void
}

/**
 * A reader of the common inputs and the inputs of `modeInputs`. A default that is an expression
 * (`${{ github.token }}`) only the runner can supply: outside one it reads as empty.
 */
export function inputReader<I extends InputDeclarations>(
  modeInputs: I,
): InputReader<CommonInputName | (keyof I & string)> {
  const declarations: InputDeclarations = { ...COMMON_INPUTS, ...modeInputs }
  const defaults: InputDefaults = defaultsOf(declarations)
  const defaultOf = (name: string): string => defaults[name] ?? ''
  // Each former spelling's warning, once per step however often the input is read: pending until accepted.
  const pending = new Set<string>()
  const warned = new Set<string>()
  const read = (name: string, options?: core.InputOptions) => {
    const given = readGivenInput(name, declarations[name], (each) => core.getInput(each, options))
    if (given.warning !== undefined && !warned.has(given.warning)) pending.add(given.warning)
    return given
  }
  return {
    input: (name) => read(name).value || (isExpression(defaultOf(name)) ? '' : defaultOf(name)),
    rawInput: (name, options) => read(name, options).value,
    defaultOf,
    written: (name) => read(name).written,
    warnFormerSpellings: () => {
      for (const warning of pending) {
        warned.add(warning)
        warnOfFormerSpelling(warning)
      }
      pending.clear()
    },
  }
}

const { input, rawInput } = inputReader({})

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
  /** For GitHub's API only (agent mode's event context, visitors mode's history); empty outside a runner. */
  readonly githubToken: string
}

/** The `mode` input, first of all, so that even an error in another input can name the mode. */
export function readModeName<const M extends string>(modeNames: readonly M[]): M {
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

/** Whether `api-key` holds anything: GitHub leaves it empty on runs it gives no secrets. */
export function apiKeyGiven(): boolean {
  return rawInput('api-key').trim() !== ''
}

/**
 * Reads the inputs every mode shares; `modeNames` are the modes of the mode table, and the mode
 * is the `mode` input's, or the step's own action's. A mode that sends nothing to the platform
 * (`platform: false`) refuses a key and a project id instead: a key passed where nothing needs it
 * is a secret spread for nothing.
 */
export function readCommonSettings(
  modeNames: readonly string[],
  platform = true,
  action: StepAction = ROOT_ACTION,
): CommonSettings {
  const mode = action.own ? readFixedMode(action.own.mode, action.own.uses) : readModeName(modeNames)
  const target = platform ? readPlatformTarget() : refusePlatformTarget(action.own?.uses ?? `mode "${mode}"`)
  const githubToken = rawInput('github-token')
  treatAsSecret(githubToken)
  const settings: CommonSettings = {
    mode,
    ...target,
    timeoutMs: parseDuration('timeout', input('timeout'), { minMs: 1_000, maxMs: MAX_TIMEOUT_MS }),
    jobSummary: parseBoolean('job-summary', input('job-summary')),
    githubToken,
  }
  if (platform) warnOfDoubtfulInputs(target.apiKey, input('timeout'))
  return settings
}

/**
 * The mode of a step of a mode's own action: fixed, so a `mode` input there is an input that
 * action does not declare, refused rather than silently ignored.
 */
export function readFixedMode<const M extends string>(mode: M, uses: string): M {
  if (rawInput('mode').trim() !== '')
    throw new Error(`Input "mode" is not an input of ${uses}, which runs mode "${mode}" only: remove it from the step.`)
  return mode
}

type PlatformTarget = Pick<CommonSettings, 'apiKey' | 'projectId' | 'baseUrl'>

/** The key, the project and the address every request is sent with. */
function readPlatformTarget(): PlatformTarget {
  const apiKey = rawInput('api-key').trim()
  treatAsSecret(apiKey)
  keyMarksWith(apiKey)
  if (apiKey === '') throw new Error('Input "api-key" is required: pass the admin API key from a secret.')
  // The key travels in a header: only visible ASCII can go there unchanged. Never echo it.
  if (!/^[\x21-\x7e]+$/.test(apiKey)) {
    throw new Error(
      'Input "api-key" must be one key of visible ASCII characters: it holds a space, a line break or a character an HTTP header cannot carry. Copy the key again from the dashboard.',
    )
  }
  if (rawInput('project-id').trim() === '') throw new Error('Input "project-id" is required.')
  return {
    apiKey,
    projectId: parseIdentifier('project-id', rawInput('project-id')),
    baseUrl: parseBaseUrl('base-url', input('base-url')),
  }
}

/** For a mode that sends nothing to the platform (`step` names it): none of the three may be given. */
function refusePlatformTarget(step: string): PlatformTarget {
  const platformDefault = COMMON_INPUTS['base-url'].default
  for (const name of PLATFORM_TARGET_INPUTS) {
    const given = rawInput(name).trim()
    // The runner fills base-url with its default: only another address was asked for.
    if (given !== '' && !(name === 'base-url' && given === platformDefault))
      throw new Error(
        `Input "${name}" is not read by ${step}, which sends no request to the platform: remove it from the step.`,
      )
  }
  return { apiKey: '', projectId: '', baseUrl: platformDefault }
}
