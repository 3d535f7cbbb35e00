import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { bounded } from '../../runner/limits.ts'
import { redact } from '../../text/untrusted.ts'
import type { DateRange } from '../analysis/dates.ts'
import { csvLine } from '../files/csv.ts'
import type { SideRequests } from '../sections/section-extras.ts'
import { requestAnalytics } from './analytics-request.ts'
import { requestFailure, writeFailure } from './export-stop.ts'
import type { PlatformClient } from '../../platform/platform-client.ts'
import type { StepLimits } from '../../runner/limits.ts'

/** What of the export's context the side requests use (section-export.ts holds the whole). */
export interface SideContext {
  readonly platform: PlatformClient
  readonly limits: StepLimits
  readonly projectId: string
  readonly staging: string
  readonly reportDir: string
  readonly generatedAt: string
}

/** Where a section's export of one period stands when its tally asks for more: for the stop's message. */
export interface SideStanding {
  readonly range: DateRange
  /** `assistant conversations of the previous period`. */
  readonly label: string
  /** The previous period's files add `-previous` to their names. */
  readonly previous: boolean
  readonly rows: number
  readonly requests: number
  /** What a 404 means for the section's requests (analytics-request.ts). */
  readonly notFound: string
}

/**
 * The requests and files a section's tally adds once a period's rows are in (the assistant's
 * caller stats): the same period, the same limits, and a stop that reads as a page's would.
 * `written` collects the names of the files, in the staging place, for the period's result.
 */
export function sideRequests(
  context: SideContext,
  standing: SideStanding,
): { readonly requests: SideRequests; readonly written: string[] } {
  const written: string[] = []
  const query = {
    projectId: context.projectId,
    dateFrom: standing.range.from?.text,
    dateTo: standing.range.to?.text,
    notFound: standing.notFound,
  }
  const dates = { dateFrom: query.dateFrom ?? null, dateTo: query.dateTo ?? null }
  const requests: SideRequests = {
    async request(endpoint, action, read) {
      try {
        return await requestAnalytics(context.platform, { endpoint, query, paging: {}, read, action })
      } catch (error) {
        throw requestFailure(standing.label, standing.rows, standing.requests, error)
      }
    },
    async writeFiles(base, csv, json) {
      const name = standing.previous ? `${base}-previous` : base
      const head = { projectId: context.projectId, ...dates, generatedAt: context.generatedAt }
      // Secrets are redacted here as in the section's own files.
      const csvText = redact(csv.map((line) => csvLine(line)).join(''))
      const jsonText = redact(JSON.stringify({ ...head, ...json }, null, 2) + '\n')
      try {
        await bounded(context.limits, 'writing the report files', async (signal) => {
          await writeFile(path.join(context.staging, `${name}.csv`), csvText, { signal })
          await writeFile(path.join(context.staging, `${name}.json`), jsonText, { signal })
        })
      } catch (error) {
        throw writeFailure(standing.label, standing.rows, standing.requests, error, context.reportDir)
      }
      written.push(`${name}.csv`, `${name}.json`)
    },
  }
  return { requests, written }
}
