import type { SentRecord } from '../attempts/sent-record.ts'
import { reportFailure } from '../comments/comment-write-failure.ts'
import { lazyGitHubClient } from '../comments/pull-request-comment.ts'
import { tokenAccount } from '../comments/token-account.ts'
import { gitHubStatus, type GitHubClient } from '../github/github-client.ts'
import type { Repository } from '../comments/comment-writes.ts'
import { log } from '../runner/log.ts'
import { bounded, type StepLimits } from '../runner/limits.ts'
import type { ModeCollaborators } from '../step/mode.ts'
import { conclusionOf, type StepResult } from '../step/result.ts'
import { skippedResult, skipNotice, type UnconditionalSkip } from '../step/skipped-run.ts'
import { errorMessage } from '../text/format.ts'
import { html, text } from '../text/html.ts'
import { SummaryDocument } from '../text/summary-document.ts'
import type { AgentOutputName } from './agent-declaration.ts'
import type { AgentSettings, AgentTask } from './agent-inputs.ts'
import type { ResultPosts } from './comment-posts.ts'
import { requestPreparer } from './request-preparer.ts'
import { createRequestPosts } from './request-posts.ts'
import { runAgentWork } from './run-agent.ts'
import { askerMayAsk } from './request/asker-permission.ts'
import type { AskedRequest, CommentRequest } from './request/comment-request.ts'
import { react, reactionPlace, takesReactions, type ReactionAnswer } from './request/reactions.ts'
import { planRequest, type RequestAnswer, type RequestPlan, type RunAttempt } from './request/request-plan.ts'
import type { JobLine } from './request/request-marks.ts'

/*
 * A request asked in a comment, from the comment to the agent's answer: who asked (only people
 * who can push, and listed bots, start anything), the 👀 that claims it, what the thread already
 * holds (this request's reply, the thread's job), then the job or the follow-up, waited for as
 * any other, and the answer in the thread.
 */

const TITLE = 'Docs agent'
const NO_POSTS: ResultPosts = { started: () => Promise.resolve(), ended: () => Promise.resolve(undefined) }

export async function runRequest(
  settings: AgentSettings,
  asked: CommentRequest,
  collaborators: ModeCollaborators,
): Promise<StepResult<AgentOutputName>> {
  const { environment, limits } = collaborators
  if (asked.kind === 'none') {
    log.info(skipNotice(asked.skipped.reason, asked.skipped.condition))
    return skippedResult(asked.skipped, TITLE)
  }
  const { request } = asked
  const repository = environment.repository
  if (!repository) throw new Error('GITHUB_REPOSITORY is not set, so the repository of the request is unknown.')
  const github = lazyGitHubClient(settings.githubToken, environment, limits)
  const account = tokenAccount()
  const keys = { apiKey: settings.apiKey, projectId: settings.projectId }
  const run: RunAttempt = { runId: environment.runId ?? 0, attempt: environment.runAttempt ?? 1 }
  let plan:
    | (RequestPlan & { readonly writesRefused: boolean; readonly because: string })
    | { readonly kind: 'refused' | 'withdrawn'; readonly skipped: UnconditionalSkip }
  try {
    plan = await log.group(`Check the ${settings.trigger} request in #${request.thread.number}`, () =>
      bounded(limits, 'checking the request on GitHub', async (signal) => {
        const octokit = await github()
        const verdict = await askerMayAsk(octokit, repository, request, settings, signal)
        if (!verdict.may) return { kind: 'refused' as const, skipped: verdict.skipped }
        log.info(`The request is taken: ${verdict.because}.`)
        // `comment: off` writes nothing on GitHub, the claim included.
        const claim = settings.comment === 'off' ? undefined : await claimRequest(octokit, repository, request, signal)
        if (claim === 'gone') return { kind: 'withdrawn' as const, skipped: withdrawn(request) }
        const login = await account.login(octokit, signal)
        if (login === undefined) warnNoAccount()
        const context = { keys, account: login, claim: claim === 'refused' ? undefined : claim, run }
        const plan = await planRequest(octokit, repository, request, { ...context, trigger: settings.trigger }, signal)
        return { ...plan, writesRefused: claim === 'refused', because: verdict.because }
      }),
    )
  } catch (error) {
    return uncheckedResult(settings.trigger, error, limits)
  }
  if ('skipped' in plan) {
    if (plan.kind === 'refused') log.notice(plan.skipped.reason, 'Request not allowed')
    else log.info(plan.skipped.reason)
    return skippedResult(plan.skipped, TITLE)
  }
  const line: JobLine | undefined = plan.kind === 'take-up' ? plan.line : plan.follow
  const task: AgentTask =
    line === undefined || (plan.kind === 'take-up' && line.deed === 'job')
      ? { kind: 'create', prompt: taskPrompt(settings) }
      : { kind: 'message', jobId: line.jobId, prompt: taskPrompt(settings) }
  const answer: RequestAnswer = {
    ...{ request, repository, keys, run, github, account, trigger: settings.trigger },
    reply: plan.reply,
    deed: task.kind === 'create' ? 'job' : 'message',
    attempt: plan.kind === 'take-up' ? plan.line.attempt : run.attempt,
  }
  const requestSettings = { ...settings, task }
  return runAgentWork(requestSettings, collaborators, {
    // Refused once, said once: the notice named the permission, and the summary has the result.
    posts:
      settings.comment === 'off' || plan.writesRefused
        ? NO_POSTS
        : createRequestPosts(requestSettings, environment, limits, answer),
    preparePrompt: requestPreparer(requestSettings, request, plan.because, environment, limits),
    oncePerRequest: true,
    ...(plan.kind === 'take-up' ? { taken: takenRecord(plan.line) } : {}),
    asked: { by: request.author.login, thread: request.thread.number, url: request.url },
  })
}

/** Without the token's account, the action's replies cannot be told from anyone's: each request is then new. */
function warnNoAccount(): void {
  log.warning(
    'GitHub did not say which account the "github-token" acts as, so the replies already in the thread cannot be told from anyone else\'s: this request starts a new job rather than a follow-up, and its reply is a new comment.',
    'Thread not read',
  )
}

/** GitHub could not say who asked, or what the thread holds: nothing is sent, and the step fails saying so. */
function uncheckedResult(trigger: string, error: unknown, limits: StepLimits): StepResult<AgentOutputName> {
  const message = `The ${trigger} request could not be checked on GitHub: ${errorMessage(error)}. Nothing was sent to the platform: a request is answered only once GitHub says who asked may ask.`
  const summary = new SummaryDocument()
    .heading(2, html`❌ ${TITLE}: request not checked, nothing sent`)
    .paragraph(text(message, 2_000))
  return {
    outputs: {},
    summary,
    failure: { conclusion: conclusionOf(error, limits), message, title: 'Request not checked' },
  }
}

/** The request's comment was deleted before it was answered: its author took it back. */
function withdrawn(request: AskedRequest): UnconditionalSkip {
  return {
    headline: 'request deleted, no job created',
    reason: `The request in #${request.thread.number} was deleted before it was answered, so nothing was sent to the platform.`,
  }
}

function taskPrompt(settings: AgentSettings) {
  return settings.task.kind === 'resume' ? { kind: 'input' as const, text: '' } : settings.task.prompt
}

/** 👀 on the request at once: GitHub keeps one per account, so the first run to add it is the one that answers. */
async function claimRequest(
  octokit: GitHubClient,
  repository: Repository,
  request: AskedRequest,
  signal: AbortSignal,
): Promise<ReactionAnswer | 'refused' | 'gone' | undefined> {
  if (!takesReactions(request.place)) return undefined
  try {
    return await react(octokit, repository, request, 'eyes', signal)
  } catch (error) {
    if (signal.aborted) throw error
    // The permission API saw the repository: a 404 here is the comment, deleted since it was written.
    if (gitHubStatus(error) === 404) return 'gone'
    const refused = reportFailure(error, reactionPlace(request.thread))
    return refused ? 'refused' : undefined
  }
}

/** What the reply says an earlier attempt of this run sent, as the re-run records read. */
function takenRecord(line: JobLine): SentRecord {
  return {
    kind: line.deed === 'job' ? 'agent job' : 'follow-up message',
    confirmed: true,
    id: line.jobId,
    address: null,
    attempt: line.attempt,
    sentAt: '',
  }
}
