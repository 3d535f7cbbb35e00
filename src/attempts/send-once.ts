import { log } from '../runner/log.ts'
import { html, text } from '../text/html.ts'
import type { SummaryDocument } from '../text/summary-document.ts'
import type { SentKind, SentRecord } from './sent-record.ts'
import type { StepSends } from './step-sends.ts'

/*
 * What a step does about an earlier attempt's send, the same way in every mode: send when no
 * earlier attempt did; take up what it sent (wait for the job or the deployment, report the
 * automation run); or, when that cannot be told, send nothing and say why.
 */

/** What each kind of send did, as the log and the summary say it. */
const DEED: Readonly<Record<SentKind, string>> = {
  'agent job': 'created the agent job',
  'follow-up message': 'sent the follow-up message',
  deployment: 'triggered the deployment',
  'preview deployment': 'triggered the preview deployment',
  'automation run': 'triggered the automation',
}

/** A re-run attempt that must not send: what an earlier attempt did cannot be told, or it may have sent. */
export class NotSentAgainError extends Error {
  override name = 'NotSentAgainError'
}

/**
 * The earlier attempt's record to take up, or undefined when this attempt is to send. Throws
 * NotSentAgainError when it must not send. An agent job whose create answer was lost but named
 * the job is taken up: its id is known.
 */
export async function earlierSendOf(sends: StepSends, kind: SentKind): Promise<SentRecord | undefined> {
  const earlier = await sends.earlier()
  if (earlier.kind === 'first' || earlier.kind === 'none') return undefined
  const deed = DEED[kind]
  if (earlier.kind === 'unknown' || earlier.record.kind !== kind) {
    const why =
      earlier.kind === 'unknown' ? earlier.why : `its record is of another kind of send (${earlier.record.kind}).`
    throw new NotSentAgainError(
      `This is attempt ${sends.attempt} of the workflow run, and whether an earlier attempt already ${deed} could not be told: ${why} Nothing was sent, so as not to send it twice; to send it anyway, start a new run of the workflow.`,
    )
  }
  const { record } = earlier
  if (!record.confirmed && !(kind === 'agent job' && record.id !== null)) {
    throw new NotSentAgainError(
      `Attempt ${record.attempt} of this workflow run may have ${deed}: the platform's answer to it was lost. Nothing was sent again. Check the project on the dashboard; to send it anyway, start a new run of the workflow.`,
    )
  }
  log.info(
    `Attempt ${record.attempt} of this workflow run already ${deed}${record.id === null ? '' : ` (${record.id})`}: this attempt takes it up and sends nothing.`,
  )
  return record
}

/** The summary's line for a send taken up from an earlier attempt. */
export function addEarlierSendLine(summary: SummaryDocument, record: SentRecord, attempt: number): void {
  const id = record.id === null ? '' : html` (${text(record.id, 200)})`
  summary.paragraph(
    html`🔁 Attempt ${String(record.attempt)} of this workflow run ${DEED[record.kind]}${id}. This attempt (${String(attempt)}) took it up and sent nothing again.`,
  )
}
