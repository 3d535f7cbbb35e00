import type { RunArtifact } from './run-artifacts.ts'

/*
 * What the roll-up found of each report (report-reading.ts reads it): complete with its figures,
 * partial with how far it got, or refused for figures that are not counts.
 */

export interface FigureChange {
  readonly value: number
  /** The previous period's figure; undefined when the report compared none. */
  readonly previous: number | undefined
}

export interface Period {
  readonly dateFrom: string | null
  readonly dateTo: string | null
}

export interface CompleteReport {
  readonly kind: 'complete'
  readonly projectId: string
  readonly artifact: RunArtifact
  readonly period: Period
  /** By `section.figure`: `visitors.total`. */
  readonly figures: ReadonlyMap<string, FigureChange>
  /** Gaps found this period; open, new and closed only when the report followed the last one's. */
  readonly gaps: { readonly found: number; readonly followed?: { open: number; new: number; closed: number } }
  /** Analytics requests this run spent on it. */
  readonly requests: number
  /** The earlier run that published it, when this run only carried its record forward. */
  readonly completedIn: number | undefined
}

export interface PartialReport {
  readonly kind: 'partial'
  /** A report continued over runs leaves a `complete` record beside the report artifact when it is done. */
  readonly state: 'partial' | 'complete'
  readonly projectId: string
  readonly artifact: RunArtifact
  readonly period: Period
  readonly runs: number
  /** Every run's requests so far. */
  readonly requests: number
  readonly answers: number
  /** This run's requests; undefined when the record does not say. */
  readonly lastRun: number | undefined
  readonly estimate: number | undefined
}

/** A report whose project is known and whose figures are not counts: its row says why, and nothing of it is summed. */
export interface RefusedReport {
  readonly kind: 'refused'
  readonly projectId: string
  readonly artifact: RunArtifact
  readonly reason: string
}

export type FoundReport = CompleteReport | PartialReport | RefusedReport
