import type { PlantedComment } from './github-comments.ts'
import type { PlantedDeployment } from './github-deployments.ts'
import type { HistoryScript } from './github-history.ts'
import type { PlantedReaction } from './github-reactions.ts'
import type { ScriptedRelease } from './github-releases.ts'
import type { Account, RepositoryRole } from './github-accounts.ts'

/**
 * A repository for the GitHub REST stand-in: its commits oldest first and tags by commit index
 * (github-history.ts), its pull requests and the commits they are associated with
 * (github-pulls.ts), releases by tag, comments already on its issues, and the faults to show.
 */
export interface RepositoryScript extends HistoryScript {
  readonly releases?: Readonly<Record<string, ScriptedRelease>>
  /** Comments on issues and pull requests before the run: an earlier run's, or someone else's. */
  readonly issueComments?: readonly PlantedComment[]
  /** Deployments recorded before the run: an earlier run's previews. */
  readonly deployments?: readonly PlantedDeployment[]
  /** Comments deleted since their event was sent: reacting to them answers 404. */
  readonly deletedComments?: readonly number[]
  /** Reactions on comments before the run: an earlier run's 👀. */
  readonly reactions?: readonly PlantedReaction[]
  /** Each person's role on the repository, by login, as the permission API answers; anyone else is no collaborator. */
  readonly roles?: Readonly<Record<string, RepositoryRole>>
  /** Who a token acts as, by token; any other token is the workflow's, `github-actions[bot]` (github-accounts.ts). */
  readonly accounts?: Readonly<Record<string, Account>>
  /** Answer GraphQL with this status: a GitHub that will not say who the token acts as. */
  readonly graphqlFailWith?: number
  /** Answer every request with this status instead, e.g. 403 for a token without permission. */
  readonly failWith?: number
  /** Answer the first `times` requests with `status`, then normally: a transient fault. */
  readonly failFirst?: { readonly status: number; readonly times: number }
  /** Never answer: a GitHub API that hangs. */
  readonly hang?: boolean
  /** Error messages quote the request's Authorization header back. */
  readonly echoToken?: boolean
  /** The error message to answer with, e.g. one holding a workflow command. */
  readonly message?: string
  /** Answer only the Actions endpoints (artifacts, runs) with this status, e.g. 403 for a token without `actions: read`. */
  readonly artifactsFailWith?: number
  /** Answer the default branch's head and every compare with this status: a token without `contents: read`. */
  readonly compareFailWith?: number
  /** Answer every write (POST, PATCH, PUT, DELETE) with this status: 403 for a token without write permission. */
  readonly writeFailWith?: number
  /** Answer the first `times` writes with GitHub's secondary rate limit (403 and `retry-after`), then normally. */
  readonly secondaryRateLimit?: { readonly times: number; readonly retryAfter: string }
  /** Never answer a write; reads answer as usual. */
  readonly hangWrites?: boolean
  /** The repository's default branch, as `GET /repos/acme/docs` answers; default `main`. */
  readonly defaultBranch?: string
}
