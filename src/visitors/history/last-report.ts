import { rm } from 'node:fs/promises'
import { createGitHubClient } from '../../github/github-client.ts'
import type { StepLimits } from '../../runner/limits.ts'
import { downloadReport, NoUsableReport } from './report-download.ts'
import { findTrustedArtifact, type ArtifactSearch } from './trusted-artifact.ts'

/*
 * The last report's report.json, from the search (trusted-artifact.ts) to its text: found,
 * downloaded within its caps (report-download.ts), its download directory removed whatever
 * happens. What it says is read by history-lookup.ts.
 */

/** Where to look for the last report, and where to download it. */
export interface LastReportRequest extends ArtifactSearch {
  /** A directory that does not exist yet, to download into; removed afterwards whatever happens. */
  readonly downloadDir: string
}

/** The last report's report.json as read (at most MAX_REPORT_BYTES, untrusted), and where it came from. */
export interface LastReport {
  readonly text: string
  readonly runId: number
  readonly artifactId: number
  readonly createdAt: string
}

/**
 * Finds the last report (trusted-artifact.ts), downloads it and reads its report.json. What
 * GitHub refuses or fails to answer, and an artifact that cannot be used, throw NoUsableReport;
 * the step's deadline and cancellation end the search, and so does any other error (an answer
 * not shaped as GitHub documents it, a file that cannot be read). `retryBaseMs` is for tests.
 */
export async function findLastReport(
  request: LastReportRequest,
  limits: StepLimits,
  tuning: { readonly retryBaseMs?: number } = {},
): Promise<LastReport> {
  let failed = false
  try {
    const octokit = await createGitHubClient({ token: request.token, apiUrl: request.apiUrl, limits, ...tuning })
    const { artifact, runId } = await findTrustedArtifact(octokit, request, limits)
    const text = await downloadReport(octokit, request, limits, artifact, runId)
    return { text, runId, artifactId: artifact.id, createdAt: artifact.created_at ?? '' }
  } catch (error) {
    failed = !(error instanceof NoUsableReport)
    throw error
  } finally {
    // A removal that fails must not take the place of the error that ended the search, the cancellation or the
    // deadline above all.
    await rm(request.downloadDir, { recursive: true, force: true }).catch((error: unknown) => {
      if (!failed) throw error
    })
  }
}
