/** The agent-job part of the simulated platform: a job store driven by a scripted lifecycle. */

export interface JobScript {
  /** Statuses the job reports on successive GETs; the last one repeats. */
  readonly statuses: readonly string[]
  /** Statuses after a follow-up message re-activates the job; default: active, then completed. */
  readonly afterMessage?: readonly string[]
  /**
   * How the platform answers a follow-up message: `active` (the job took it up at once, the
   * default) or `stale` (the answer still carries the job's previous status, as the platform
   * may while the message waits in its queue).
   */
  readonly messageAnswer?: 'active' | 'stale'
  /** After a stale answer, GETs that still report the previous status (Infinity: the job never shows it took the message up). */
  readonly staleReads?: number
  /** PR link once the job is final; null for a job that changed no files. */
  readonly prLink?: string | null
  readonly model?: string
  readonly repository?: string
  readonly ref?: string | null
  /** The id the platform gives a created job (default job_0001, job_0002, ...), e.g. a hostile one. */
  readonly id?: string
  /** Answer every GET (not the create) with this id instead of the job's own: a broken answer about another job. */
  readonly answerAs?: string
  /** Fields left out of every answer, to exercise tolerant parsing. */
  readonly omit?: readonly string[]
  /**
   * Instead of `statuses`: active until this long after creation, then completed, as the
   * action's clock counts it when it runs `speed` times faster than the test's (fast-clock.ts).
   */
  readonly runsFor?: { readonly ms: number; readonly speed: number }
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
  /** While a message is not yet taken up: the status answers keep showing, and how many more reads. */
  stale: { readonly status: string; left: number } | undefined
  /** With `runsFor`: when (the test's clock) the job completes. */
  readonly endsAt: number | undefined
}

const FINAL = new Set(['completed', 'archived', 'failed'])

export function createSimulatedJob(id: string, prompt: string, script: JobScript): SimulatedJob {
  return {
    id: script.id ?? id,
    createdAt: '2026-11-21T09:00:00Z',
    prompts: [prompt],
    lifecycle: script.statuses,
    reads: -1,
    stale: undefined,
    endsAt: script.runsFor ? Date.now() + script.runsFor.ms / script.runsFor.speed : undefined,
  }
}

function currentStatus(job: SimulatedJob): string {
  if (job.endsAt !== undefined) return Date.now() >= job.endsAt ? 'completed' : 'active'
  if (job.stale) return job.stale.status
  return job.reads < 0 ? 'active' : (job.lifecycle[Math.min(job.reads, job.lifecycle.length - 1)] ?? 'active')
}

/** A GET: advances the lifecycle, or uses up one stale read. */
export function readJob(job: SimulatedJob): void {
  if (job.stale && job.stale.left > 0) {
    job.stale.left--
    return
  }
  if (job.stale) {
    job.stale = undefined
    job.reads = 0
    return
  }
  job.reads++
}

/** The job as the contract shapes it; `reads` is -1 right after creation (status active). */
export function jobBody(job: SimulatedJob, script: JobScript, read = false): Record<string, unknown> {
  const status = currentStatus(job)
  const body: Record<string, unknown> = {
    id: read ? (script.answerAs ?? job.id) : job.id,
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

/** A follow-up message: the job takes it up (active, then the after-message lifecycle), at once or after stale reads. */
export function receiveMessage(job: SimulatedJob, prompt: string, script: JobScript): void {
  const previous = currentStatus(job)
  job.prompts.push(prompt)
  job.lifecycle = script.afterMessage ?? ['active', 'completed']
  if (script.messageAnswer === 'stale') {
    job.stale = { status: previous, left: script.staleReads ?? 0 }
  } else {
    job.stale = undefined
    job.reads = -1
  }
}
