import type { InputDeclarations } from './declaration.ts'

/**
 * The inputs every mode reads. Each mode declares the inputs only it reads in its own folder;
 * src/modes.ts joins them with these, and action.yml is written from the result. A runner
 * supplies the defaults itself; the reader applies them for runs outside one.
 */
export const COMMON_INPUTS = {
  'api-key': {
    default: '',
    requiredByMode: true,
    description:
      'Admin API key of the documentation platform (starts with mint_), from a secret; required in every mode but rollup.',
  },
  'project-id': {
    default: '',
    requiredByMode: true,
    description:
      'Project identifier, copied from the API keys page of the dashboard; required in every mode but rollup.',
  },
  mode: {
    default: 'agent',
    description:
      "What to do: agent (the docs agent), visitors (the weekly report), deploy (deploy and wait), preview (a branch's preview), automation (run one now) or rollup (this run's reports in one).",
  },
  'base-url': {
    default: 'https://api.mintlify.com',
    description: 'Platform API address. https only; http is allowed for 127.0.0.1, localhost and [::1].',
  },
  timeout: {
    default: '30m',
    description:
      "Time budget for all of the step's work, such as 30m, 90s or 1h; 1s to 120h. On expiry the step fails with conclusion timed-out, every output known by then set.",
  },
  'job-summary': {
    default: 'true',
    description: 'Write a job summary: true or false.',
  },
  'github-token': {
    // An expression: the runner always supplies it, so no mode can refuse it as set.
    default: '${{ github.token }}',
    description:
      "Token for GitHub's API, sent to GitHub only: event-context, comment and release-notes-link (agent), history (visitors), the deployment's record and comment (deploy, preview), reports (rollup).",
  },
} as const satisfies InputDeclarations

export type CommonInputName = keyof typeof COMMON_INPUTS

/** The inputs that aim a step at the platform: a mode that sends it nothing (rollup) takes none of them. */
export const PLATFORM_TARGET_INPUTS = [
  'api-key',
  'project-id',
  'base-url',
] as const satisfies readonly CommonInputName[]
