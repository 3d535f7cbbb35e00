import { gitHubStatus, type GitHubClient } from '../../github/github-client.ts'
import type { Repository } from '../../comments/comment-writes.ts'
import type { UnconditionalSkip } from '../../step/skipped-run.ts'
import { isHeldBack, type AllowedBots } from '../context/bot-authors.ts'
import { oneLine } from '../context/brief-text.ts'
import type { AskedRequest } from './comment-request.ts'

/*
 * Who may spend the team's agent credits: a person who can push to the repository, by GitHub's
 * permission API for that user (`write`, `maintain` or `admin`), and a bot only when
 * `allowed-bots` lists it. Not `author_association`: a private member of the organization shows
 * as CONTRIBUTOR or NONE there, and an outside collaborator as COLLABORATOR whatever their
 * permission, so it both refuses people who may and admits people who may not. The workflow's
 * `if:` only saves a runner; this check is the gate.
 */

/** The permissions GitHub's API names that can push: `maintain` is answered as `write`, with its role name. */
const PUSHERS: ReadonlySet<string> = new Set(['admin', 'maintain', 'write'])

export type AskerVerdict =
  { readonly may: true; readonly because: string } | { readonly may: false; readonly skipped: UnconditionalSkip }

/** Whether the request's author may ask; throws when GitHub cannot say (nothing is sent then). */
export async function askerMayAsk(
  octokit: GitHubClient,
  repository: Repository,
  request: AskedRequest,
  options: { readonly allowedBots: AllowedBots; readonly trigger: string },
  signal: AbortSignal,
): Promise<AskerVerdict> {
  const { author } = request
  const who = oneLine(author.login, 60)
  const where = `${repository.owner}/${repository.repo}`
  if (author.isBot) {
    if (!isHeldBack(author, options.allowedBots)) return { may: true, because: `${who} is listed in "allowed-bots"` }
    return refused(
      request,
      options.trigger,
      `${who} is a bot, and "allowed-bots" does not list it`,
      'A bot may ask only when "allowed-bots" lists it.',
    )
  }
  const permission = await permissionOf(octokit, repository, author.login, signal)
  if (PUSHERS.has(permission)) return { may: true, because: `${who} can push to ${where} (${permission})` }
  return refused(
    request,
    options.trigger,
    `${who} cannot push to ${where} (GitHub gives them "${permission}")`,
    'Only people who can push to the repository (write, maintain or admin) may ask the docs agent, since each request spends the team\'s agent credits; a bot only when "allowed-bots" lists it.',
  )
}

/** The user's permission as GitHub's API says it: the role's name when it is one of the five, else the permission. */
async function permissionOf(
  octokit: GitHubClient,
  repository: Repository,
  username: string,
  signal: AbortSignal,
): Promise<string> {
  try {
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
      ...repository,
      username,
      request: { signal },
    })
    const role = typeof data.role_name === 'string' ? data.role_name : ''
    if (['admin', 'maintain', 'write', 'triage', 'read'].includes(role)) return role
    return typeof data.permission === 'string' ? data.permission : 'none'
  } catch (error) {
    // GitHub answers 404 for an account that is no collaborator at all.
    if (gitHubStatus(error) === 404) return 'none'
    throw error
  }
}

function refused(request: AskedRequest, trigger: string, who: string, rule: string): AskerVerdict {
  return {
    may: false,
    skipped: {
      headline: 'request not allowed, no job created',
      reason: `The ${trigger} request in #${request.thread.number} started nothing: ${who}. ${rule} No reply was written, and nothing was sent to the platform.`,
    },
  }
}
