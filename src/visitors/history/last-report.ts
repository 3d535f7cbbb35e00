import { createGitHubClient } from '../../github/github-client.ts'
import type { StepLimits } from '../../runner/limits.ts'
import { Missing, type MissingReason } from './missing-report.ts'
import { downloadReport, removeDownload } from './report-download.ts'
import { findTrustedArtifact, type ArtifactSearch } from './trusted-artifact.ts'

export type { MissingReason } from './missing-report.ts'
export { MAX_ARTIFACT_BYTES, MAX_REPORT_BYTES } from './report-download.ts'

/** What finding the last report needs: where to look, with what, and what to skip; and where to download it. */
export interface LastReportRequest extends ArtifactSearch {
  /** A directory that does not exist yet, to download into; removed afterwards whatever happens. */
  readonly downloadDir: string
}

export type LastReport =
  | {
      readonly kind: 'found'
      /** report.json as read (at most MAX_REPORT_BYTES): untrusted, parsed by read-history.ts. */
      readonly text: string
      readonly runId: number
      readonly artifactId: number
      readonly createdAt: string
    }
  | {
      readonly kind: 'missing'
      readonly reason: MissingReason
      /** One sentence for the log and the summary, with no secret: what was looked at and found. */
      readonly detail: string
    }

/** For tests: the retry plugin's base wait (its default, 1 s, in production). */
export interface LastReportTuning {
  readonly retryBaseMs?: number
}

/**
 * Finds the last report, the newest artifact `artifactName` of an earlier run of this workflow
 * that was not a pull request's or a fork's run (trusted-artifact.ts), and returns its
 * report.json as text (report-download.ts). What GitHub refuses or fails to answer, and an
 * artifact that cannot be used, become a missing reason: the report is made without history
 * then. The step's deadline and cancellation end the search, and so does any other error (an
 * answer not shaped as GitHub documents it, a report.json that cannot be read).
 */
export async function findLastReport(
  request: LastReportRequest,
  limits: StepLimits,
  tuning: LastReportTuning = {},
): Promise<LastReport> {
  let failed = false
  try {
    const octokit = await createGitHubClient({
      token: request.token,
      apiUrl: request.apiUrl,
      limits,
      ...(tuning.retryBaseMs === undefined ? {} : { retryBaseMs: tuning.retryBaseMs }),
    })
    const chosen = await findTrustedArtifact(octokit, request, limits)
    const text = await downloadReport(request, limits, chosen)
    const { artifact, runId } = chosen
    return { kind: 'found', text, runId, artifactId: artifact.id, createdAt: artifact.created_at ?? '' }
  } catch (error) {
    if (error instanceof Missing) return { kind: 'missing', reason: error.reason, detail: error.message }
    failed = true
    throw error
  } finally {
    // A removal that fails (a download the step stopped waiting for, still writing) must not take the place of
    // the error that ended the search, the cancellation or the deadline above all.
    await removeDownload(request.downloadDir).catch((error: unknown) => {
      if (!failed) throw error
    })
  }
}
