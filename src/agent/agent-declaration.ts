import type { CommonInputName } from '../inputs/read-inputs.ts'
import type { ModeOutputs } from '../step/result.ts'

/*
 * All that agent mode declares in action.yml: the inputs only it reads, with their defaults, and
 * the outputs it can set. src/modes.ts joins these with the other modes' and the shared ones; a
 * test holds the result equal to action.yml. A leaf: the settings reader and the runner import
 * these names, and nothing here imports them back.
 */

export const AGENT_INPUT_DEFAULTS = {
  prompt: '',
  'prompt-file': '',
  'job-id': '',
  wait: 'true',
  'poll-interval': '10s',
  'fail-on': 'failed',
  'require-pr': 'false',
  'release-context': 'none',
  'pr-diff': 'false',
  comment: 'auto',
  'release-notes-link': 'false',
  'show-prompt': 'auto',
  'allowed-bots': '',
} as const

/** What agent mode's settings reader may read: the common inputs and its own. */
export type AgentInputName = CommonInputName | keyof typeof AGENT_INPUT_DEFAULTS

export const AGENT_OUTPUTS = [
  'job-id',
  'status',
  'pr-link',
  'pr-number',
  'model',
  'source-repository',
  'source-ref',
  'created-at',
  'comment-url',
] as const

export type AgentOutputName = (typeof AGENT_OUTPUTS)[number]
export type AgentOutputs = ModeOutputs<AgentOutputName>
