import { closeSync, createReadStream, openSync, readSync, writeSync } from 'node:fs'
import type { PlatformCall, PlatformClient } from '../../platform/platform-client.ts'

/*
 * Every analytics answer a report has been given, this run's and the earlier runs' of the same
 * report, in one file on the runner: a request is spent once per report, never once per run. A
 * run that stops keeps the file (as its progress, src/visitors/progress/); the run that goes on
 * answers each request the report asked before from it, and the export, given the very same
 * answers in the very same order, writes the very same files. Only the index lives in memory:
 * a page is read back from the disk when it is asked for again.
 *
 * The file is a line of the request's key, then a line of the answer as JSON, for each answer.
 * Neither holds a raw line break (JSON escapes them), so the lines pair up.
 */

/** This run reached `max-requests`: the report keeps its progress and ends partial. */
export class RequestCapReached extends Error {
  override name = 'RequestCapReached'
  readonly cap: number
  constructor(cap: number) {
    super(`This run reached "max-requests" (${cap}): the report goes on in the next run.`)
    this.cap = cap
  }
}

interface Place {
  readonly offset: number
  readonly length: number
}

export class AnswerJournal {
  readonly file: string
  /** Answers taken from the file rather than asked again, this run. */
  replayed = 0
  private readonly index: Map<string, Place>
  private readonly fd: number
  private size: number

  private constructor(file: string, index: Map<string, Place>, size: number) {
    this.file = file
    this.index = index
    this.size = size
    this.fd = openSync(file, 'a+')
  }

  /** A journal of `file`: empty when it does not exist yet, or the answers an earlier run kept in it. */
  static async open(file: string): Promise<AnswerJournal> {
    const { index, size } = await indexOf(file)
    return new AnswerJournal(file, index, size)
  }

  /** How many answers the report has been given, in every run so far. */
  get answers(): number {
    return this.index.size
  }

  /** The answer kept for `key`, parsed, or undefined when the report never had one. */
  answerTo(key: string): unknown {
    const place = this.index.get(key)
    if (place === undefined) return undefined
    const buffer = Buffer.alloc(place.length)
    readSync(this.fd, buffer, 0, place.length, place.offset)
    this.replayed++
    return JSON.parse(buffer.toString('utf8')) as unknown
  }

  /** Keeps an answer: appended at once, so a stop a moment later still has it. */
  keep(key: string, answer: unknown): void {
    if (this.index.has(key)) return
    const keyLine = Buffer.from(`${key}\n`, 'utf8')
    const answerText = Buffer.from(`${JSON.stringify(answer)}\n`, 'utf8')
    writeSync(this.fd, Buffer.concat([keyLine, answerText]))
    this.index.set(key, { offset: this.size + keyLine.length, length: answerText.length - 1 })
    this.size += keyLine.length + answerText.length
  }

  close(): void {
    closeSync(this.fd)
  }
}

/** The request an answer belongs to: the endpoint's path and its query, the names in order. */
export function requestKey(call: Pick<PlatformCall<unknown>, 'path' | 'query'>): string {
  const query = Object.entries(call.query ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `${call.path}?${new URLSearchParams(query).toString()}`
}

/**
 * `platform` answering from the journal what the report asked before, and keeping each new
 * answer once it passed the contract's checks. A new request past `cap` (the analytics
 * requests this run sent, retries counted, as the platform client counts them) stops the export with RequestCapReached.
 */
export function answeringFrom(
  platform: PlatformClient,
  journal: AnswerJournal,
  cap: number | undefined,
): PlatformClient {
  // Only the analytics requests count: the platform client also reads an agent job for a hand-off.
  const endpoints = new Set<string>()
  const sent = () => [...endpoints].reduce((sum, endpoint) => sum + (platform.requestsSent.get(endpoint) ?? 0), 0)
  return {
    ...platform,
    async call<T>(call: PlatformCall<T>): Promise<T> {
      endpoints.add(call.endpoint)
      const key = requestKey(call)
      const kept = journal.answerTo(key)
      if (kept !== undefined) return call.parse(kept)
      if (cap !== undefined && sent() >= cap) throw new RequestCapReached(cap)
      return platform.call({
        ...call,
        parse: (body) => {
          const value = call.parse(body)
          journal.keep(key, body)
          return value
        },
      })
    },
  }
}

/** Reads the pairs of lines of `file` into an index of where each answer stands. */
async function indexOf(file: string): Promise<{ index: Map<string, Place>; size: number }> {
  const index = new Map<string, Place>()
  let offset = 0
  let key: string | undefined
  let pending: Buffer[] = []
  let pendingStart = 0
  try {
    for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
      let start = 0
      for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, start)) {
        const line = Buffer.concat([...pending, chunk.subarray(start, at)])
        const lineStart = pending.length > 0 ? pendingStart : offset + start
        if (key === undefined) key = line.toString('utf8')
        else {
          index.set(key, { offset: lineStart, length: line.length })
          key = undefined
        }
        pending = []
        start = at + 1
      }
      if (start < chunk.length) {
        if (pending.length === 0) pendingStart = offset + start
        pending.push(chunk.subarray(start))
      }
      offset += chunk.length
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { index, size: 0 }
    throw error
  }
  if (key !== undefined || pending.length > 0) throw new Error('The kept answers end in the middle of one.')
  return { index, size: offset }
}
