import { addRunLine, commentText } from '../comments/comment-text.ts'
import { lastBudget, lazyGitHubClient, openPullRequestComment } from '../comments/pull-request-comment.ts'
import { openDeploymentRecord, type RecordTarget } from '../environments/deployment-record.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { log } from '../runner/log.ts'
import type { ModeCollaborators } from '../step/mode.ts'
import type { StepResult } from '../step/result.ts'
import { addRunFooter } from '../step/run-footer.ts'
import { TONE_ICONS } from '../step/tone-icons.ts'
import { count } from '../text/format.ts'
import { codeSpan, html, type Html } from '../text/html.ts'
import { SummaryDocument } from '../text/summary-document.ts'
import type { ClosedPull } from './preview-branch.ts'
import type { PreviewOutputName } from './preview-declaration.ts'
import type { PreviewSettings } from './preview-settings.ts'

/*
 * A pull request closed, merged or not: its preview's life ends. Nothing is sent to the platform
 * (its API removes no preview); on GitHub the pull request's preview deployments become inactive,
 * so it shows none, and the step's comment, when there is one, says the preview is gone. A pull
 * request that never had a preview gets no comment.
 */

const TITLE = 'Docs preview'

export async function closePreview(
  settings: PreviewSettings,
  closed: ClosedPull,
  { environment, limits }: Pick<ModeCollaborators, 'environment' | 'limits'>,
  recordTarget: RecordTarget,
): Promise<StepResult<PreviewOutputName>> {
  const github = lazyGitHubClient(settings.githubToken, environment, limits)
  const place = { place: 'preview-comment', unaffected: 'The preview' } as const
  const comment = openPullRequestComment(settings, place, environment, github)
  const record = openDeploymentRecord(recordTarget, environment, github, limits)
  const inactive = await record?.closed(closed.number)
  const words = closedWords(closed, inactive)
  log.info(
    `${closedLead(closed)}: ${inactive === undefined ? 'no preview deployment on GitHub was changed' : count(inactive, 'preview deployment') + ' made inactive'}.`,
  )
  if (comment) {
    // Only an existing comment is edited: a pull request never previewed needs no word about it.
    const body = (previous: string | undefined) =>
      previous === undefined ? undefined : commentText(comment.mark, closedDocument(words, environment, true))
    await comment.write(body, 'end', lastBudget(limits))
  }
  const summary = closedDocument(words, environment, false)
  const commentUrl = comment?.url()
  return { outputs: commentUrl === undefined ? {} : { 'comment-url': commentUrl }, summary, failure: undefined }
}

/** `Pull request #12 was merged` */
function closedLead(closed: ClosedPull): string {
  return `Pull request #${closed.number} was ${closed.merged ? 'merged' : 'closed without merging'}`
}

function closedWords(closed: ClosedPull, inactive: number | undefined): Html {
  const branch = codeSpan(closed.branch, 300)
  const onGitHub =
    inactive === undefined
      ? ''
      : inactive === 0
        ? html` No active preview deployment of it was found among the environment's latest on GitHub.`
        : html` Its ${count(inactive, 'preview deployment')} on GitHub ${inactive === 1 ? 'is' : 'are'} now inactive.`
  return html`${closedLead(closed)}: the docs preview of branch ${branch} is gone, and no longer updated.${onGitHub}`
}

function closedDocument(words: Html, environment: RunnerEnvironment, asComment: boolean): SummaryDocument {
  const document = new SummaryDocument()
  document.heading(asComment ? 3 : 2, html`${TONE_ICONS.info} ${TITLE}: pull request closed`)
  document.paragraph(words)
  if (asComment) addRunLine(document, environment)
  else addRunFooter(document, environment)
  return document
}
