import { log } from '../../runner/log.ts'
import { count } from '../../text/format.ts'
import type { Artifact } from './report-download.ts'
import {
  otherSourceWhy,
  passedOverWhy,
  whyNotTrusted,
  type ArtifactSearch,
  type TrustedArtifact,
  type TrustedSource,
} from './run-trust.ts'
import { RUNS_PER_PAGE, type SearchQuestions, type WorkflowRun } from './search-questions.ts'

/*
 * The walk through earlier runs that finds a trusted artifact (run-trust.ts says which counts):
 * this run's earlier attempt, the run a record named, then this workflow's completed runs on the
 * default branch, newest first. A pull request's run or another repository's is passed over
 * from the listing alone, without counting toward the bound; each run counted costs one request
 * for its artifact, and one comparison of its commit when it has one. GitHub lists no more than
 * 1,000 runs of a filtered listing, and a fork's pull requests from a branch named like the
 * default one are listed under it: when they fill those 1,000, each event of the branch's own
 * runs is listed alone, where no pull request's run is, so no number of them buries the trusted one.
 */

/** Runs of this repository, outside pull requests, looked at before the search gives up. */
export const MAX_RUNS_CHECKED = 100
/** GitHub lists at most 1,000 runs when a listing is filtered (by branch, status or event): 10 pages of 100. */
const MAX_RUN_PAGES = 10
/** The events a workflow's own runs on its default branch come from, each listed alone past GitHub's 1,000. */
const BRANCH_EVENTS = ['schedule', 'workflow_dispatch', 'push', 'repository_dispatch', 'workflow_run'] as const
const TITLE = 'Earlier run not trusted'

/** How a listing ended: a trusted artifact found, every run listed, the bound reached, or GitHub's 1,000. */
type Listed = TrustedArtifact | 'all' | 'bound' | 'capped'

export class RunWalk {
  private readonly passedOver = new Map<string, number>()
  private readonly skipped = new Map<string, number>()
  private readonly seen = new Set<number>()
  private checked = 0
  private uploaded = 0
  /** Where the search stopped short of every run, in words (`among the newest 100`); undefined when it did not. */
  stoppedShort: string | undefined

  private readonly search: ArtifactSearch
  private readonly github: SearchQuestions
  private readonly source: TrustedSource

  constructor(search: ArtifactSearch, github: SearchQuestions, source: TrustedSource) {
    this.search = search
    this.github = github
    this.source = source
  }

  /** What this run's earlier attempt kept ("Re-run jobs"), when the search counts it and there was one. */
  async earlierAttempt(): Promise<TrustedArtifact | undefined> {
    const { runId, thisRunCounts, runAttempt } = this.search
    if (!thisRunCounts || runId === undefined || runAttempt === undefined || runAttempt < 2) return undefined
    this.seen.add(runId)
    const artifact = await this.artifactOf(runId)
    if (!artifact) return undefined
    const run = await this.search.answers.run(this.github, runId)
    return run && (await this.trusted(run, artifact, "this run's earlier attempt"))
  }

  /** The run a record names as the one that published the report, looked at before the listing. */
  async namedRun(runId: number | undefined): Promise<TrustedArtifact | undefined> {
    if (runId === undefined || this.seen.has(runId)) return undefined
    const run = await this.search.answers.run(this.github, runId)
    return run === undefined ? undefined : this.judge(run)
  }

  /** The workflow's completed runs on the default branch, newest first, until one is trusted, or the bound. */
  async listedRuns(): Promise<TrustedArtifact | undefined> {
    const all = await this.listing(undefined)
    if (typeof all === 'object') return all
    if (all === 'bound')
      return this.stop(`at its bound, the newest ${MAX_RUNS_CHECKED}`, `among the newest ${MAX_RUNS_CHECKED}`)
    if (all === 'all') return undefined
    const found: TrustedArtifact[] = []
    let end: Listed = 'all'
    for (const event of BRANCH_EVENTS) {
      const listed = await this.listing(event)
      if (typeof listed === 'object') found.push(listed)
      else if (listed !== 'all') end = listed
      if (listed === 'bound') break
    }
    const time = ({ artifact }: TrustedArtifact) => Date.parse(artifact.created_at ?? '') || 0
    const newest = found.sort((a, b) => time(b) - time(a))[0]
    if (newest || end === 'all') return newest
    return end === 'bound'
      ? this.stop(`at its bound, the newest ${MAX_RUNS_CHECKED}`, `among the newest ${MAX_RUNS_CHECKED}`)
      : this.stop('at the newest 1,000 of an event, all GitHub lists,', 'among the runs GitHub lists')
  }

  /** One line of the runs looked at, passed over and skipped, and why. */
  sayWhatWasLeft(): void {
    const { workflowPath, branch } = this.source
    const parts = [
      `${count(this.checked, 'run')} of ${workflowPath} on ${branch} looked at`,
      ...(this.passedOver.size > 0 ? [`passed over ${describe(this.passedOver, 'run')}`] : []),
      ...(this.skipped.size > 0 ? [`skipped ${describe(this.skipped, 'run')}`] : []),
    ]
    log.info(`Looking for "${this.search.artifactName}": ${parts.join('; ')}.`)
  }

  /** How many runs had the artifact, and how many were passed over. */
  get tally(): { readonly uploaded: number; readonly passedOver: number } {
    const passedOver = [...this.passedOver.values()].reduce((sum, n) => sum + n, 0)
    return { uploaded: this.uploaded, passedOver }
  }

  /** One listing's pages, of every event or of one, walked until a trusted artifact, the bound or their end. */
  private async listing(event: string | undefined): Promise<Listed> {
    const file = this.source.workflowPath.split('/').pop() ?? this.source.workflowPath
    const listing = { file, branch: this.source.branch, event }
    for (let page = 1; page <= MAX_RUN_PAGES; page++) {
      const runs = await this.search.answers.runsPage(this.github, listing, page)
      for (const run of runs) {
        if (this.checked >= MAX_RUNS_CHECKED && passedOverWhy(run, this.search) === undefined) return 'bound'
        const found = await this.judge(run)
        if (found) return found
      }
      if (runs.length < RUNS_PER_PAGE) return 'all'
    }
    return 'capped'
  }

  /** The search ended before the oldest run: `where` in the notice, `within` in the reason none was found. */
  private stop(where: string, within: string): undefined {
    this.stoppedShort = within
    const { workflowPath, branch } = this.source
    log.notice(
      `The search for artifact "${this.search.artifactName}" stopped ${where} runs of ${workflowPath} on ${branch} outside pull requests: an older one is not looked for.`,
      'Search for an earlier run stopped',
    )
    return undefined
  }

  private async judge(run: WorkflowRun): Promise<TrustedArtifact | undefined> {
    if (this.seen.has(run.id)) return undefined
    this.seen.add(run.id)
    const over = passedOverWhy(run, this.search)
    if (over !== undefined) return tallied(this.passedOver, over)
    this.checked++
    const other = otherSourceWhy(run, this.source)
    if (other !== undefined) return tallied(this.skipped, other)
    const artifact = await this.artifactOf(run.id)
    return artifact && this.trusted(run, artifact, `run ${run.id} (${run.event} of ${run.head_branch ?? 'no branch'})`)
  }

  /** The artifact, when its run is trusted; a notice names the run when it is not, or cannot be told. */
  private async trusted(run: WorkflowRun, artifact: Artifact, which: string): Promise<TrustedArtifact | undefined> {
    const distrust = await whyNotTrusted(run, this.search, this.source, this.github)
    if (distrust === undefined) return { artifact, runId: run.id }
    log.notice(`The artifact "${this.search.artifactName}" of ${which} is not trusted: ${distrust.words}.`, TITLE)
    return tallied(this.skipped, distrust.short)
  }

  /** The run's newest artifact of the name, expired or not (the download says which); undefined when it has none. */
  private async artifactOf(runId: number): Promise<Artifact | undefined> {
    const time = (artifact: Artifact) => Date.parse(artifact.created_at ?? '') || 0
    const newest = (await this.github.runArtifacts(runId))
      .filter((artifact) => artifact.name === this.search.artifactName && artifact.workflow_run?.id === runId)
      .sort((a, b) => time(b) - time(a) || b.id - a.id)[0]
    if (newest === undefined) return undefined
    this.uploaded++
    return newest
  }
}

function tallied(reasons: Map<string, number>, why: string): undefined {
  reasons.set(why, (reasons.get(why) ?? 0) + 1)
  return undefined
}

/** `3 runs (2 pull_request, 1 from another repository)`. */
function describe(reasons: ReadonlyMap<string, number>, noun: string): string {
  const total = [...reasons.values()].reduce((sum, n) => sum + n, 0)
  return `${count(total, noun)} (${[...reasons].map(([why, n]) => `${n} ${why}`).join(', ')})`
}
