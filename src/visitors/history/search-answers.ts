import { log } from '../../runner/log.ts'
import { CancelledError, DeadlineError } from '../../runner/limits.ts'
import { forLog } from '../../text/untrusted.ts'
import type { SearchQuestions, WorkflowRun } from './search-questions.ts'

/*
 * What GitHub answered the searches of one step, kept so that no question is asked twice: the
 * progress and the history walk the same runs and judge the same commits. Made once by the mode
 * and handed to each search. A question GitHub refused or failed fails the same way when asked
 * again; one the lookup's own time or a cancellation cut short is asked afresh, within the next
 * lookup's time.
 */

/** Where a run's commit stands: in the default branch's history, outside it, or not known to GitHub. */
export type CommitPlace = 'on' | 'off' | 'unknown'

export class SearchAnswers {
  private readonly answers = new Map<string, Promise<unknown>>()

  /** The repository's default branch, asked once. */
  defaultBranch(github: SearchQuestions): Promise<string> {
    return this.once('default-branch', async () => (await github.repository()).default_branch)
  }

  /** A run, asked once; undefined when GitHub has none of that id. */
  run(github: SearchQuestions, runId: number): Promise<WorkflowRun | undefined> {
    return this.once(`run ${runId}`, () => github.run(runId))
  }

  /** One page of the workflow's completed runs on the branch (of one event, when named), newest first, asked once. */
  runsPage(
    github: SearchQuestions,
    listing: { readonly file: string; readonly branch: string; readonly event: string | undefined },
    page: number,
  ): Promise<WorkflowRun[]> {
    const { file, branch, event } = listing
    return this.once(`runs ${file} ${branch} ${event ?? '*'} ${page}`, () => github.runs(file, branch, page, event))
  }

  /**
   * Whether commit `sha` is in the history of `branch`, as GitHub's compare says: `identical` or
   * `behind`, the commit itself where both histories meet. The branch's head is asked once, and
   * each commit once, whichever search asks.
   */
  placeOf(github: SearchQuestions, branch: string, sha: string): Promise<CommitPlace> {
    return this.once(`place ${branch} ${sha}`, async () => {
      const head = await this.once(`head ${branch}`, () => github.branchHead(branch))
      if (head === sha) return 'on'
      const comparison = await github.compare(head, sha)
      if (comparison === undefined) return 'unknown'
      const { status, mergeBase } = comparison
      log.debug(`GitHub compares commit ${sha} with ${forLog(branch, 200)}: ${forLog(status, 40)}.`)
      return (status === 'identical' || status === 'behind') && mergeBase === sha ? 'on' : 'off'
    })
  }

  private once<T>(key: string, ask: () => Promise<T>): Promise<T> {
    let answer = this.answers.get(key) as Promise<T> | undefined
    if (!answer) {
      answer = ask()
      answer.catch((error: unknown) => {
        // Cut short by this lookup's own time or a cancellation: the next lookup asks again.
        if (error instanceof CancelledError || error instanceof DeadlineError) this.answers.delete(key)
      })
      this.answers.set(key, answer)
    }
    return answer
  }
}
