import path from 'node:path'
import { parseInteger } from '../inputs/parsers.ts'
import { input, rawInput, type CommonSettings, type InputName } from '../inputs/read-inputs.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { resolveDateRange, type DateRange } from './dates.ts'

/** Inputs only visitors mode reads. */
export const VISITORS_INPUTS: readonly InputName[] = [
  'date-from',
  'date-to',
  'page-size',
  'summary-rows',
  'report-dir',
  'artifact-name',
  'artifact-retention-days',
]

export interface VisitorsSettings extends CommonSettings {
  readonly dateRange: DateRange
  readonly pageSize: number
  readonly summaryRows: number
  /** Absolute. */
  readonly reportDir: string
  /** Empty: write the files, upload nothing. */
  readonly artifactName: string
  readonly artifactRetentionDays: number | undefined
}

const ARTIFACT_NAME_FORBIDDEN = /[":<>|*?\\/\r\n]/

export function readVisitorsSettings(
  common: CommonSettings,
  environment: RunnerEnvironment,
  now: Date,
): VisitorsSettings {
  const artifactName = rawInput('artifact-name').trim()
  if (ARTIFACT_NAME_FORBIDDEN.test(artifactName)) {
    throw new Error(
      `Input "artifact-name" must not contain any of " : < > | * ? \\ / or line breaks; got "${artifactName}".`,
    )
  }
  const retention = rawInput('artifact-retention-days')
  const reportDir = rawInput('report-dir').trim()
  return {
    ...common,
    dateRange: resolveDateRange(rawInput('date-from'), rawInput('date-to'), now),
    pageSize: parseInteger('page-size', input('page-size'), { min: 1, max: 250 }),
    summaryRows: parseInteger('summary-rows', input('summary-rows'), { min: 0, max: 1000 }),
    reportDir: path.resolve(environment.workspace, reportDir || path.join(environment.runnerTemp, 'visitors-report')),
    artifactName,
    artifactRetentionDays:
      retention.trim() === '' ? undefined : parseInteger('artifact-retention-days', retention, { min: 1, max: 400 }),
  }
}
