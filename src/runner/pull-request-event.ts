import { commitSha, type RunnerEnvironment } from './environment.ts'

/** The pull request a `pull_request` or `pull_request_target` run is for, as its event payload describes it. */
export interface PullRequestEvent {
  readonly eventName: PullRequestEventName
  /** `opened`, `closed`, `synchronize`… */
  readonly action: string
  readonly number: number
  readonly title: string
  readonly body: string
  readonly labels: readonly string[]
  readonly url: string | undefined
  readonly merged: boolean
  readonly baseRef: string
  readonly headRef: string
  /** The head commit, lower case; undefined when the payload does not name one as 40 or 64 hex digits. */
  readonly headSha: string | undefined
  /** `owner/repo` of the head branch; undefined when its repository was deleted. */
  readonly headRepository: string | undefined
  /** Whether the head branch lives in another repository than the base: a fork's pull request. */
  readonly fromFork: boolean
  /** Who opened it: `dependabot[bot]`, with whether GitHub says the account is a bot (an app's). */
  readonly author: { readonly login: string; readonly isBot: boolean }
  /** As the payload counts them; undefined when it does not. */
  readonly changedFiles: number | undefined
  readonly additions: number | undefined
  readonly deletions: number | undefined
}

type PullRequestEventName =
  'pull_request' | 'pull_request_target' | 'pull_request_review' | 'pull_request_review_comment' | 'issue_comment'

const EVENTS: ReadonlySet<string> = new Set(['pull_request', 'pull_request_target'])
/** The events whose runs for a fork's pull request GitHub gives no secrets (`pull_request_target` has them). */
const FORK_WITHOUT_SECRETS: ReadonlySet<string> = new Set([
  'pull_request',
  'pull_request_review',
  'pull_request_review_comment',
])

/** The pull request of this run's event (`pull_request`, `pull_request_target`), or undefined when the run is not for one. */
export function readPullRequestEvent(environment: RunnerEnvironment): PullRequestEvent | undefined {
  return EVENTS.has(environment.eventName) ? readPullRequest(environment) : undefined
}

/** The fork's pull request this run is for, when GitHub gives the run no secrets because of it. */
export function forkPullWithoutSecrets(environment: RunnerEnvironment): PullRequestEvent | undefined {
  const pull = FORK_WITHOUT_SECRETS.has(environment.eventName) ? readPullRequest(environment) : undefined
  return pull?.fromFork ? pull : undefined
}

/** The payload's `pull_request`, whatever the event: a review's or a review comment's run carries one too. */
export function readPullRequestOfPayload(environment: RunnerEnvironment): PullRequestEvent | undefined {
  return readPullRequest(environment)
}

/**
 * The payload is the runner's file, but its texts are written by whoever opened the pull
 * request: they are read as untrusted, field by field, and nothing that is not the documented
 * type is used.
 */
function readPullRequest(environment: RunnerEnvironment): PullRequestEvent | undefined {
  const payload = environment.eventPayload
  return pullRequestFrom(payload['pull_request'], environment.eventName, textOrEmpty(payload['action']))
}

/** A pull request as GitHub's API or a payload describes it, read as untrusted; undefined without a number. */
export function pullRequestFrom(value: unknown, eventName: string, action: string): PullRequestEvent | undefined {
  const pull = objectOrEmpty(value)
  const number = pull['number']
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number <= 0) return undefined
  const base = objectOrEmpty(pull['base'])
  const head = objectOrEmpty(pull['head'])
  const baseRepository = textOrEmpty(objectOrEmpty(base['repo'])['full_name'])
  const headRepository = textOrEmpty(objectOrEmpty(head['repo'])['full_name']) || undefined
  const labels = Array.isArray(pull['labels'])
    ? pull['labels'].map((label) => textOrEmpty(objectOrEmpty(label)['name']))
    : []
  return {
    eventName: eventName as PullRequestEventName,
    action,
    number,
    title: textOrEmpty(pull['title']),
    body: textOrEmpty(pull['body']),
    labels: labels.filter((label) => label !== ''),
    url: textOrEmpty(pull['html_url']) || undefined,
    merged: pull['merged'] === true,
    baseRef: textOrEmpty(base['ref']),
    headRef: textOrEmpty(head['ref']),
    headSha: commitSha(head['sha']),
    headRepository,
    // A deleted head repository can only have been a fork: a branch of this repository is not deleted with it.
    fromFork: headRepository === undefined || headRepository.toLowerCase() !== baseRepository.toLowerCase(),
    author: accountOf(pull['user']),
    changedFiles: wholeNumberOrUndefined(pull['changed_files']),
    additions: wholeNumberOrUndefined(pull['additions']),
    deletions: wholeNumberOrUndefined(pull['deletions']),
  }
}

/** GitHub marks an app's account `"type": "Bot"`; its login ends in `[bot]` either way. */
export function accountOf(user: unknown): PullRequestEvent['author'] {
  const fields = objectOrEmpty(user)
  const login = textOrEmpty(fields['login'])
  return { login, isBot: fields['type'] === 'Bot' || /\[bot\]$/i.test(login) }
}

/* The payload is untrusted: a field of the wrong type reads as absent, never as a failure. */
export function objectOrEmpty(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

export function textOrEmpty(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

function wholeNumberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined
}
