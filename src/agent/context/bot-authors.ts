import type { PullRequestEvent } from '../../runner/pull-request-event.ts'
import type { SkippedRun } from '../../step/skipped-run.ts'
import { oneLine } from './brief-text.ts'

/*
 * Changes a bot made start no agent job. When docs and code share a repository, merging the
 * docs agent's own pull request starts the merged-pull-request workflow again, and a job would
 * spend credits on the docs change itself; Dependabot's and Renovate's merges do the same.
 * `allowed-bots` names the bots that may still start one.
 */

/** `allowed-bots`: every bot (`*`), or the logins listed, kept lower-case and without `[bot]`. */
export interface AllowedBots {
  readonly all: boolean
  readonly logins: ReadonlySet<string>
}

/** A GitHub login: letters, digits and single hyphens, at most 39; an app's ends in `[bot]`. */
const LOGIN = /^[a-z\d](?:[a-z\d]|-(?=[a-z\d])){0,38}(?:\[bot\])?$/i

export function parseAllowedBots(inputName: string, text: string): AllowedBots {
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
  const bad = items.filter((item) => item !== '*' && !LOGIN.test(item))
  if (bad.length > 0) {
    throw new Error(
      `Input "${inputName}" must be a comma-separated list of GitHub logins (such as dependabot[bot], renovate) or *; "${bad.join('", "')}" is not a login.`,
    )
  }
  return { all: items.includes('*'), logins: new Set(items.filter((item) => item !== '*').map(bareLogin)) }
}

/** `Dependabot[bot]` and `dependabot` name the same bot. */
function bareLogin(login: string): string {
  return login.toLowerCase().replace(/\[bot\]$/, '')
}

/** Whether `account` is a bot that `allowed-bots` does not let start a job. */
export function isHeldBack(
  account: { readonly login: string; readonly isBot: boolean },
  allowed: AllowedBots,
): boolean {
  return account.isBot && !allowed.all && !allowed.logins.has(bareLogin(account.login))
}

/** The condition that skips a pull request of a bot `allowed-bots` does not list, before the step starts. */
function pullRequestCondition(allowed: AllowedBots): string {
  const notBot = "github.event.pull_request.user.type != 'Bot'"
  if (allowed.logins.size === 0) return notBot
  // Both spellings: an app's login ends in `[bot]`, a few bot accounts' (Copilot's) do not. Logins hold no quote.
  const logins = [...allowed.logins].flatMap((login) => [login, `${login}[bot]`])
  return `${notBot} || contains(fromJSON('${JSON.stringify(logins)}'), github.event.pull_request.user.login)`
}

/** No job for a pull request a held-back bot opened: whatever the event's action, the change is the bot's. */
export function botPullRequestSkip(
  pull: PullRequestEvent,
  allowed: AllowedBots,
  sends: 'job' | 'message',
): SkippedRun | undefined {
  if (!isHeldBack(pull.author, allowed)) return undefined
  const [nothing, outcome] =
    sends === 'job'
      ? ['no job created', 'no agent job was created']
      : ['no message sent', 'no message was sent to the agent job']
  return {
    headline: `Pull request #${pull.number} opened by a bot, ${nothing}`,
    reason: `Pull request #${pull.number} was opened by ${oneLine(pull.author.login, 100)}, a bot, so ${outcome}: a bot's change (the docs agent's own pull request, a dependency update) is not one for the docs to follow. To let this bot start jobs, add it to "allowed-bots".`,
    condition: pullRequestCondition(allowed),
  }
}

/**
 * No job for a push whose every commit is a held-back bot's change (`sources` names each). No
 * condition can see the pull requests; the head commit's author is the bot's after a squash
 * merge of its pull request, or a commit the bot made itself, the usual ways such pushes come.
 */
export function botPushSkip(branch: string, sources: readonly string[]): SkippedRun {
  const named = [...new Set(sources)].map((source) => oneLine(source, 150))
  const name = oneLine(branch, 200)
  return {
    headline: `Push of a bot's change to ${name}, no job created`,
    reason: `Every commit of this push to branch ${name} is a bot's change (${named.slice(0, 5).join(', ')}${named.length > 5 ? ', …' : ''}), so no agent job was created: a bot's change is not one for the docs to follow. To let such a bot start jobs, add it to "allowed-bots". The condition that skips such runs catches a push whose newest commit a bot wrote (a squash merge of its pull request, or the bot's own commit), not a merge commit a person made.`,
    condition: "${{ !endsWith(github.event.head_commit.author.username, '[bot]') }}",
  }
}
