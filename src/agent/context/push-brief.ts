import type { RunnerEnvironment } from '../../runner/environment.ts'
import { log } from '../../runner/log.ts'
import { errorMessage, count } from '../../text/format.ts'
import { forLog } from '../../text/untrusted.ts'
import { botPushSkip, isHeldBack, type AllowedBots } from './bot-authors.ts'
import { addedBrief, oneLine, type ContextBrief } from './brief-text.ts'
import { accountOf } from '../../runner/pull-request-event.ts'
import type { CommitPull } from './github-pull-source.ts'
import { commitOf, type Commit, type CommitList, type ContextSource } from './github-source.ts'
import { commitLine } from './release-brief.ts'

/** GitHub is asked which pull request each of the newest this many commits came from, one request each. */
export const MAX_PULL_LOOKUPS = 20
const LOOKUPS_AT_ONCE = 4
const NO_COMMIT = /^0+$/

/**
 * The brief of a push to a branch: the commits pushed (`before`..`after`), newest first, each
 * with the pull request it came from when GitHub knows one. Undefined when the run is not a push
 * to a branch.
 */
export async function collectPushBrief(
  environment: RunnerEnvironment,
  openSource: () => Promise<ContextSource>,
  allowedBots: AllowedBots,
  signal: AbortSignal,
): Promise<ContextBrief | undefined> {
  const ref = environment.ref ?? ''
  if (environment.eventName !== 'push' || !ref.startsWith('refs/heads/')) return undefined
  const branch = ref.slice('refs/heads/'.length)
  const payload = environment.eventPayload
  const before = sha(payload['before'])
  const after = sha(payload['after'])
  if (payload['deleted'] === true || !after || NO_COMMIT.test(after)) {
    return {
      kind: 'none',
      reason: `This push deleted branch ${branch}: there are no commits to add, so the prompt is sent unchanged.`,
    }
  }
  const source = await openSource()
  // A new branch has no `before`: the payload's own list of the commits pushed stands in.
  const pushed =
    before && !NO_COMMIT.test(before) ? await source.commitsBetween(before, after, signal) : payloadCommits(payload)
  if (pushed.commits.length === 0) {
    return { kind: 'none', reason: `The push to branch ${branch} added no commits, so the prompt is sent unchanged.` }
  }
  const pulls = await pullsOf(source, pushed.commits.slice(0, MAX_PULL_LOOKUPS), signal)
  const bots = botChangesOnly(pushed, pulls, allowedBots)
  if (bots) return { kind: 'skip', ...botPushSkip(branch, bots) }
  const lines = pushed.commits.map((commit, index) => `- ${commitLine(commit)}${pullNote(pulls.found[index])}`)
  if (pushed.omitted > 0) lines.push(`- … and ${count(pushed.omitted, 'more commit')} not listed by the API`)
  const range =
    before && !NO_COMMIT.test(before)
      ? `${before.slice(0, 7)}..${after.slice(0, 7)}`
      : `new branch, up to ${after.slice(0, 7)}`
  const notes = [
    ...(pushed.commits.length > MAX_PULL_LOOKUPS
      ? [`(Pull requests are named for the newest ${MAX_PULL_LOOKUPS} commits.)`]
      : []),
    ...(pulls.problem
      ? [`(GitHub did not say which pull requests these commits came from: ${oneLine(pulls.problem)})`]
      : []),
  ]
  const intro = `Push to branch ${oneLine(branch, 200)} (${range}): ${count(pushed.commits.length + pushed.omitted, 'commit')}, newest first:`
  const repositoryPage = environment.repository
    ? `${environment.serverUrl}/${environment.repository.owner}/${environment.repository.repo}`
    : undefined
  const url =
    repositoryPage &&
    (before && !NO_COMMIT.test(before)
      ? `${repositoryPage}/compare/${before}...${after}`
      : `${repositoryPage}/commit/${after}`)
  return addedBrief(
    'push',
    [intro, ...lines, ...notes].join('\n'),
    `${count(pushed.commits.length, 'commit')} pushed to ${branch}`,
    {
      label: `${branch} (${range})`,
      url,
    },
  )
}

function pullNote(pull: CommitPull | undefined): string {
  return pull ? `, from pull request #${pull.number}: ${oneLine(pull.title, 200)}` : ''
}

/**
 * The pull request of each commit, a few requests at a time. Knowing them helps the agent but
 * is not needed: when GitHub will not say (a token without `pull-requests: read`), the commits
 * are listed without them, and the log says why once.
 */
async function pullsOf(
  source: ContextSource,
  commits: readonly Commit[],
  signal: AbortSignal,
): Promise<{ found: (CommitPull | undefined)[]; problem: string | undefined }> {
  const found: (CommitPull | undefined)[] = []
  try {
    for (let start = 0; start < commits.length; start += LOOKUPS_AT_ONCE) {
      const batch = commits.slice(start, start + LOOKUPS_AT_ONCE)
      found.push(...(await Promise.all(batch.map((commit) => source.pullOfCommit(commit.sha, signal)))))
    }
    return { found, problem: undefined }
  } catch (error) {
    if (signal.aborted) throw error
    const problem = errorMessage(error)
    log.warning(
      `The pushed commits are listed without the pull requests they came from: GitHub answered ${forLog(problem, 500)}. The "github-token" needs the pull-requests: read permission for them.`,
      'Pull requests of the push not read',
    )
    return { found: [], problem }
  }
}

/**
 * Where each commit of a push came from, when every one is a held-back bot's change: a pull
 * request a bot opened that `allowed-bots` does not list, or, without a pull request, a commit
 * such a bot wrote (the platform may commit to the branch itself). Undefined when any commit is
 * not known to be one: a person's, or one GitHub could not say.
 */
function botChangesOnly(
  pushed: CommitList,
  pulls: { readonly found: readonly (CommitPull | undefined)[]; readonly problem: string | undefined },
  allowedBots: AllowedBots,
): string[] | undefined {
  if (pushed.omitted > 0 || pushed.commits.length > MAX_PULL_LOOKUPS || pulls.problem !== undefined) return undefined
  const held: string[] = []
  for (const [index, commit] of pushed.commits.entries()) {
    const pull = pulls.found[index]
    const account = pull ? pull.author : commit.author
    if (!account || !isHeldBack(account, allowedBots)) return undefined
    held.push(
      pull
        ? `pull request #${pull.number} by ${account.login}`
        : `commit ${commit.sha.slice(0, 7)} by ${account.login}`,
    )
  }
  return held
}

/** The payload lists the commits pushed oldest first (at most 2,048 of them). */
function payloadCommits(payload: Readonly<Record<string, unknown>>): CommitList {
  const listed = Array.isArray(payload['commits']) ? payload['commits'] : []
  const commits: Commit[] = []
  for (const entry of listed) {
    const commit = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {}
    const id = sha(commit['id'])
    const message = typeof commit['message'] === 'string' ? commit['message'] : ''
    // The payload names the author's account by its login only: an app's ends in `[bot]`.
    const written = commit['author'] as Record<string, unknown> | null | undefined
    const login = typeof written === 'object' && written !== null ? written['username'] : undefined
    const author = typeof login === 'string' && login !== '' ? accountOf({ login }) : undefined
    if (id) commits.push(commitOf(message, id, author))
  }
  return { commits: commits.reverse(), omitted: 0 }
}

function sha(value: unknown): string | undefined {
  return typeof value === 'string' && /^[0-9a-f]{40}([0-9a-f]{24})?$/i.test(value) ? value : undefined
}
