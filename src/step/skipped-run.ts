import { forkPullWithoutSecrets } from '../runner/pull-request-event.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { html, prose } from '../text/html.ts'
import { SummaryDocument } from '../text/summary-document.ts'
import type { StepResult } from './result.ts'

/*
 * Runs that end `skipped`: the event asked for nothing, and nothing was sent. Among them, runs
 * GitHub starts without the repository's secrets: a fork's pull-request run (`pull_request` and
 * its review events; not `pull_request_target`), and Dependabot's runs of the events on which
 * GitHub gives it Dependabot's own secrets only. There `api-key` is empty through
 * no fault of the setup, and "api-key is required" would read as a broken workflow: such a run
 * is skipped, saying why and how to run it safely. Anywhere else an empty key is an input error.
 */

/** A run that sends nothing, as its summary says it: what, why, and the `if:` condition that skips such runs before they start. */
export interface SkippedRun {
  readonly headline: string
  readonly reason: string
  readonly condition: string
}

/** A run without secrets: its reason says why there is no key, and the safe way round it. */
export interface SecretlessRun extends SkippedRun {
  /** The notice's title. */
  readonly title: string
}

const DEPENDABOT = 'dependabot[bot]'
/** The events whose runs Dependabot starts get Dependabot's secrets only; on others it gets the repository's. */
const DEPENDABOT_WITHOUT_SECRETS: ReadonlySet<string> = new Set([
  'pull_request',
  'pull_request_review',
  'pull_request_review_comment',
  'push',
  'create',
  'deployment',
  'deployment_status',
])

/** Why this run has no secrets, or undefined when GitHub gives it the repository's secrets. */
export function secretlessRun(environment: RunnerEnvironment): SecretlessRun | undefined {
  const pull = forkPullWithoutSecrets(environment)
  if (pull) {
    return {
      title: 'No secrets for a fork',
      headline: 'skipped, no secrets for a fork',
      reason: `Pull request #${pull.number} comes from a fork, and GitHub gives a fork's "${pull.eventName}" run no secrets, so "api-key" is empty and nothing was sent. ${forkWayOn(pull.eventName)}`,
      condition: 'github.event.pull_request.head.repo.full_name == github.repository',
    }
  }
  if (environment.actor.toLowerCase() === DEPENDABOT && DEPENDABOT_WITHOUT_SECRETS.has(environment.eventName)) {
    return {
      title: 'No secrets for Dependabot',
      headline: 'skipped, no secrets for Dependabot',
      reason: `Dependabot started this run, and GitHub gives Dependabot's runs only the repository's Dependabot secrets, so "api-key" is empty and nothing was sent. Add the key to the Dependabot secrets only if Dependabot's runs should spend the platform's credits.`,
      condition: `github.actor != '${DEPENDABOT}'`,
    }
  }
  return undefined
}

/** How to run the docs agent for a fork's change, by the event that could not. */
function forkWayOn(eventName: string): string {
  if (eventName === 'pull_request_review' || eventName === 'pull_request_review_comment') {
    return 'To ask the docs agent about this pull request, write the request as a comment in its conversation instead: a conversation comment\'s run ("issue_comment") has the repository\'s secrets, and only people who can push may ask.'
  }
  return 'To run the docs agent for this change, a maintainer runs it after review: from a workflow on the push its merge makes, or from a "workflow_dispatch" run. Never use "pull_request_target" to check out and run a fork\'s code with the key.'
}

/** A skipped run no `if:` could skip before it starts (a request from someone who may not ask). */
export type UnconditionalSkip = Omit<SkippedRun, 'condition'>

/** The ending of a skipped run (for want of secrets, say): a notice-worthy summary, no failure. */
export function skippedResult(run: SkippedRun | UnconditionalSkip, title: string): StepResult {
  const summary = new SummaryDocument()
    .heading(2, html`ℹ️ ${title}: ${run.headline}`)
    .paragraph(prose(run.reason, 2_000))
  if ('condition' in run) addSkipCondition(summary, run.condition)
  return { outputs: {}, summary, failure: undefined, skipped: true }
}

/** What a skipped run's notice says: why, then the condition that skips such runs before the step starts. */
export function skipNotice(reason: string, condition: string): string {
  return `${reason} To skip such runs before they start, give the step the condition "${condition}".`
}

/** Every skipped run's summary ends with the condition that skips such runs before the step starts, to paste. */
export function addSkipCondition(summary: SummaryDocument, condition: string): void {
  summary.paragraph(html`To skip such runs before they start, give the step this condition:`)
  summary.code('yaml', `if: ${condition}`)
}
