import type { RunnerEnvironment } from '../runner/environment.ts'
import { readPullRequestEvent } from '../runner/pull-request-event.ts'
import type { SkippedRun } from '../step/skipped-run.ts'
import { cap } from '../text/untrusted.ts'
import { branchNameProblem } from './branch-name.ts'

/** The branch a preview is triggered for, and where the step found it. */
export interface PreviewBranch {
  readonly name: string
  /** `input`: the `branch` input; `pull request`: its head branch; `push`: the branch pushed. */
  readonly from: 'input' | 'pull request' | 'push'
  /** The pull request whose head it is, when it is one. */
  readonly pull?: number
}

/** A pull request closed (merged or not): its previews are put away, and none is triggered. */
export interface ClosedPull {
  readonly number: number
  readonly merged: boolean
  readonly branch: string
}

/** A branch to preview, a run that asks for none (a fork's pull request, a deleted branch), or a pull request closed. */
export type BranchChoice =
  | { readonly kind: 'branch'; readonly branch: PreviewBranch }
  | { readonly kind: 'skip'; readonly skipped: SkippedRun }
  | { readonly kind: 'closed'; readonly closed: ClosedPull }

/** The condition that leaves out a fork's pull request before the step starts. */
const SAME_REPOSITORY = 'github.event.pull_request.head.repo.full_name == github.repository'

/**
 * The branch to preview: the `branch` input when set; else the head branch of the pull request
 * the run is for (`pull_request`, `pull_request_target`, read from the payload as untrusted), or
 * the branch a `push` pushed (`GITHUB_REF`). A pull request's `closed` run triggers none: its
 * previews are put away. A fork's head branch lives in the fork, where the
 * platform previews nothing, so such a run is skipped; a run with no branch at all is an input
 * error. Every branch is checked as a branch name before any request.
 */
export function choosePreviewBranch(branchInput: string, environment: RunnerEnvironment): BranchChoice {
  const pull = readPullRequestEvent(environment)
  // A closed pull request's previews are put away, whichever branch the step names: none is triggered.
  if (pull && !pull.fromFork && pull.action === 'closed')
    return { kind: 'closed', closed: { number: pull.number, merged: pull.merged, branch: pull.headRef } }
  if (branchInput.trim() !== '') {
    const problem = branchNameProblem(branchInput)
    if (problem)
      throw new Error(`Input "branch" must be a git branch name; "${cap(branchInput, 100)}" is not: ${problem}.`)
    return { kind: 'branch', branch: { name: branchInput, from: 'input' } }
  }
  if (pull) {
    if (pull.fromFork) return { kind: 'skip', skipped: forkSkipped(pull.number, pull.eventName) }
    return { kind: 'branch', branch: checked({ name: pull.headRef, from: 'pull request', pull: pull.number }) }
  }
  const ref = environment.ref ?? ''
  if (environment.eventName === 'push' && ref.startsWith('refs/heads/')) {
    const name = ref.slice('refs/heads/'.length)
    if (environment.eventPayload['deleted'] === true) return { kind: 'skip', skipped: deletedSkipped(name) }
    return { kind: 'branch', branch: checked({ name, from: 'push' }) }
  }
  const event = environment.eventName || 'no event'
  const tag = ref.startsWith('refs/tags/') ? ` (this push is of tag "${cap(ref.slice('refs/tags/'.length), 100)}")` : ''
  throw new Error(
    `Input "branch" is required on a "${event}" run${tag}: preview mode previews the branch "branch" names, or else the head branch of the pull request a "pull_request" or "pull_request_target" run is for, or the branch a "push" run pushed.`,
  )
}

/** A branch the event gave, held to the same rule as the input, naming where it came from. */
function checked(branch: PreviewBranch): PreviewBranch {
  const problem = branchNameProblem(branch.name)
  if (!problem) return branch
  const where = branch.from === 'push' ? 'The pushed branch' : `The head branch of pull request #${branch.pull}`
  throw new Error(
    `${where}, "${cap(branch.name, 100)}", cannot be previewed: ${problem}. Set input "branch" to preview another branch.`,
  )
}

function forkSkipped(number: number, eventName: string): SkippedRun {
  return {
    headline: "skipped, a fork's branch",
    reason: `Pull request #${number} comes from a fork, and its head branch lives there: the platform previews branches of the project's own repository, none of a fork, so no preview was triggered ("${eventName}" run). To preview the change, a maintainer pushes it to a branch of this repository, or sets "branch" to such a branch.`,
    condition: SAME_REPOSITORY,
  }
}

function deletedSkipped(name: string): SkippedRun {
  return {
    headline: 'skipped, the branch was deleted',
    reason: `This push deleted branch "${cap(name, 100)}", so there is nothing to preview; no preview was triggered.`,
    condition: '!github.event.deleted',
  }
}
