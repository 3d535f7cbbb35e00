import type { InputDeclarations, OutputDeclarations } from '../inputs/declaration.ts'
import type { CommonInputName } from '../inputs/common-inputs.ts'
import { WAITING_INPUTS } from '../inputs/waiting-inputs.ts'
import { COMMENT_INPUTS, COMMENT_OUTPUTS } from '../comments/comment-declaration.ts'
import type { ModeOutputs } from '../step/result.ts'
import { TRIGGER_INPUTS } from './request/trigger.ts'

/*
 * All that agent mode declares in action.yml: the inputs only it reads, with their defaults and
 * descriptions, and the outputs it can set. src/modes.ts joins these with the other modes' and
 * the shared ones, and action.yml is written from them. A leaf: the settings reader and the
 * runner import these names, and nothing here imports them back.
 */

export const AGENT_INPUTS = {
  prompt: {
    default: '',
    description:
      "Agent mode: the instruction for the agent, up to 128 KiB. Required unless prompt-file or job-id is given, or the run is for a comment's request.",
  },
  'prompt-file': {
    default: '',
    description:
      'Agent mode: path of a file holding the prompt, inside the workspace or RUNNER_TEMP; at most 256 KiB of UTF-8 text.',
  },
  'job-id': {
    default: '',
    description:
      'Agent mode: an existing job to wait for (or look at once, with wait false); with a prompt, the prompt is sent to it as a follow-up message.',
  },
  ...WAITING_INPUTS,
  'fail-on': {
    default: 'failed',
    description:
      'Agent mode: the final statuses that fail the step, comma-separated from completed, archived and failed; off for none.',
    formerValues: { '': 'off' },
  },
  'require-pr': {
    default: 'false',
    description:
      'Agent mode: fail the step when a completed job opened no pull request (true or false); needs wait true.',
  },
  'event-context': {
    default: 'auto',
    description:
      "Agent mode: auto adds what the run's event changed to the prompt (a release, a merged pull request, a push, a request's thread); off sends the prompt as given.",
    formerName: 'release-context',
    formerDefault: 'none',
    formerValues: { none: 'off' },
  },
  'pr-diff': {
    default: 'false',
    description:
      "Agent mode: with event-context auto, also add a merged pull request's diff (or a request's pull request's), up to 50,000 characters (true or false).",
  },
  ...COMMENT_INPUTS,
  'release-notes-link': {
    default: 'false',
    description:
      "Agent mode: on a release's run, end its notes with a link to the docs pull request (true or false). Needs wait true and contents: write.",
  },
  'show-prompt': {
    default: 'auto',
    description:
      'Agent mode: show the prompt in the job summary (true) or only its size (false); auto hides a prompt that holds what readers wrote.',
  },
  'allowed-bots': {
    default: '',
    description:
      'Agent mode: comma-separated bot logins (such as renovate[bot]) whose changes or requests may still start a job, or * for every bot.',
  },
  ...TRIGGER_INPUTS,
} as const satisfies InputDeclarations

/** What agent mode's settings reader may read: the common inputs and its own. */
export type AgentInputName = CommonInputName | keyof typeof AGENT_INPUTS

export const AGENT_OUTPUTS = {
  'job-id': 'Agent job id, set as soon as the job exists.',
  status: 'Last status of the agent job (active, completed, archived or failed).',
  'pr-link': 'URL of the pull request the agent opened (https only); empty when none.',
  'pr-number': 'Number of the pull request the agent opened; empty when none.',
  model: 'AI model the job used.',
  'source-repository': 'Repository the agent worked on.',
  'source-ref': 'Branch the agent worked on.',
  'created-at': 'When the job was created.',
  ...COMMENT_OUTPUTS,
} as const satisfies OutputDeclarations

export type AgentOutputName = keyof typeof AGENT_OUTPUTS
export type AgentOutputs = ModeOutputs<AgentOutputName>
