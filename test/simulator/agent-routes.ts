/** The agent-job part of the simulated platform: a job store driven by a scripted lifecycle. */

export interface JobScript {
  /** Statuses the job reports on successive GETs; the last one repeats. */
  readonly statuses: readonly string[]
  /** Statuses after a follow-up message re-activates the job; default: active, then completed. */
  readonly afterMessage?: readonly string[]
  /** PR link once the job is final; null for a job that changed no files. */
  readonly prLink?: string | null
  readonly model?: string
  readonly repository?: string
  readonly ref?: string | null
  /** Fields left out of every answer, to exercise tolerant parsing. */
  readonly omit?: readonly string[]
}

export const DEFAULT_SCRIPT: JobScript = {
  statuses: ['active', 'active', 'completed'],
  prLink: 'https://github.com/acme/docs/pull/42',
}

export interface SimulatedJob {
  readonly id: string
  readonly createdAt: string
  readonly prompts: string[]
  lifecycle: readonly string[]
  reads: number
}

const FINAL = new Set(['completed', 'archived', 'failed'])

export function createSimulatedJob(id: string, prompt: string, script: JobScript): SimulatedJob {
  return { id, createdAt: '2026-11-21T09:00:00Z', prompts: [prompt], lifecycle: script.statuses, reads: -1 }
}

/** The job as the contract shapes it; `reads` is -1 right after creation (status active). */
export function jobBody(job: SimulatedJob, script: JobScript): Record<string, unknown> {
  const status = job.reads < 0 ? 'active' : (job.lifecycle[Math.min(job.reads, job.lifecycle.length - 1)] ?? 'active')
  const body: Record<string, unknown> = {
    id: job.id,
    status,
    source: {
      repository: script.repository ?? 'https://github.com/acme/docs',
      ref: script.ref === undefined ? 'main' : script.ref,
    },
    model: script.model ?? 'claude-sonnet-4-5',
    prLink: FINAL.has(status) && status !== 'failed' ? (script.prLink ?? null) : null,
    createdAt: job.createdAt,
    archivedAt: status === 'archived' ? '2026-11-21T09:05:00Z' : null,
  }
  for (const field of script.omit ?? []) delete body[field]
  return body
}

/** A follow-up message makes a job active again; later reads follow the after-message lifecycle. */
export function receiveMessage(job: SimulatedJob, prompt: string, script: JobScript): void {
  job.prompts.push(prompt)
  job.lifecycle = script.afterMessage ?? ['active', 'completed']
  job.reads = -1
}
