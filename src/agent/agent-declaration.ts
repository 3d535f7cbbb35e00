import type { InputDeclarations, OutputDeclarations } from '../inputs/declaration.ts'
import type { CommonInputName } from '../inputs/common-inputs.ts'
import type { ModeOutputs } from '../step/result.ts'

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
      'Agent mode: the instruction for the agent, up to 128 KiB (a runner cannot pass a longer input; use prompt-file for up to 256 KiB). Required unless prompt-file or job-id is given.',
  },
  'prompt-file': {
    default: '',
    description:
      'Agent mode: path of a file holding the prompt (relative to the workspace, or absolute): a regular file inside the workspace or RUNNER_TEMP, at most 256 KiB of UTF-8 text.',
  },
  'job-id': {
    default: '',
    description:
      'Agent mode: an existing job. Without a prompt, wait for it (or, with wait false, look at it once) instead of creating a job; with a prompt, send the prompt to it as a follow-up message and wait until the job has taken it up and finished.',
  },
  wait: {
    default: 'true',
    description:
      "Agent mode: wait for the job to finish (true), or return right after creating it or sending the message (false). A final status already known still decides the step (see fail-on), with one exception: the status in the platform's answer to a follow-up message may be from before the message, so with wait false it is reported as such and not judged.",
  },
  'poll-interval': {
    default: '10s',
    description:
      'Agent mode: time between status checks while waiting, such as 10s or 1m; 100ms to 1h, and not more than timeout.',
  },
  'fail-on': {
    default: 'failed',
    description:
      "Agent mode: comma-separated final statuses that fail the step (completed, archived, failed), whether or not the step waited; empty for none. One exception: after a follow-up message with wait false, the status in the platform's answer may be from before the message and is not judged.",
  },
  'require-pr': {
    default: 'false',
    description: 'Agent mode: fail the step when a completed job opened no pull request.',
  },
  'release-context': {
    default: 'none',
    description:
      "Agent mode: none, or auto to append what the run's event changed to the prompt: a release's notes (or a tag's commits since the previous tag), a merged pull request (number, title, description, labels, changed files), or a push's commits with their pull requests. A pull request closed without merging creates no job. Other events send the prompt as given.",
  },
  'pr-diff': {
    default: 'false',
    description:
      "Agent mode: with release-context auto, also append a merged pull request's diff, up to 50,000 characters (true or false).",
  },
  comment: {
    default: 'auto',
    description:
      "Agent mode: auto posts one comment on the pull request a run is for when the job starts, and edits it in place when the step ends (needs pull-requests: write; not for forks' pull requests under pull_request); off posts nothing.",
  },
  'release-notes-link': {
    default: 'false',
    description:
      "Agent mode: on a release's run, end its notes with one line linking the docs pull request, replaced on a re-run (true or false; needs contents: write and wait true).",
  },
  'show-prompt': {
    default: 'auto',
    description:
      "Agent mode: show the prompt (and any release context added) in the job summary (true), or only its size (false). auto shows it unless it holds what readers wrote: a file visitors mode kept on the runner out of view, or a visitors report's content-gaps file on a repository that is not private or internal (the rule reader-text auto follows). When not shown, neither the summary nor the log shows the prompt, nor the platform's text about the job, which could quote it. The runner lists a step's inputs in its log, so pass such text in prompt-file, not prompt.",
  },
  'allowed-bots': {
    default: '',
    description:
      'Agent mode: comma-separated bot logins (such as renovate[bot]) whose pull requests may still start a job, or * for every bot. Otherwise a run for a pull request a bot opened, or a push whose every commit came from one (with release-context auto), creates no job and ends skipped.',
  },
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
  'comment-url': 'The pull-request comment this step posted or updated (comment auto); empty when none.',
} as const satisfies OutputDeclarations

export type AgentOutputName = keyof typeof AGENT_OUTPUTS
export type AgentOutputs = ModeOutputs<AgentOutputName>
