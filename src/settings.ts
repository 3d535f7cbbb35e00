import type { DateRange } from './dates.ts'

export const FINAL_STATUSES = ['completed', 'archived', 'failed'] as const
export type FinalStatus = (typeof FINAL_STATUSES)[number]

export type ReleaseContextMode = 'none' | 'auto'

export interface CommonSettings {
  readonly apiKey: string
  readonly projectId: string
  /** Without a trailing slash. */
  readonly baseUrl: string
  /** The whole budget for the step's platform work: creating, waiting, exporting. */
  readonly timeoutMs: number
  readonly jobSummary: boolean
}

export interface AgentSettings extends CommonSettings {
  readonly mode: 'agent'
  /** The instruction, trimmed; undefined when only waiting for `jobId`. */
  readonly prompt: string | undefined
  readonly jobId: string | undefined
  readonly wait: boolean
  readonly pollIntervalMs: number
  readonly failOn: readonly FinalStatus[]
  readonly requirePr: boolean
  readonly releaseContext: ReleaseContextMode
  readonly githubToken: string
}

export interface VisitorsSettings extends CommonSettings {
  readonly mode: 'visitors'
  readonly dateRange: DateRange
  readonly pageSize: number
  readonly summaryRows: number
  readonly reportDir: string
  /** Empty: write the files, upload nothing. */
  readonly artifactName: string
  readonly artifactRetentionDays: number | undefined
}

export type Settings = AgentSettings | VisitorsSettings
