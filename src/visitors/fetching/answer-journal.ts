import { closeSync, createReadStream, existsSync, openSync, readSync, truncateSync, writeSync } from 'node:fs'
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
  private frozen = false
  private closed = false

  private constructor(file: string, index: Map<string, Place>, size: number) {
    this.file = file
    this.index = index
    this.size = size
    this.fd = openSync(file, 'r+')
  }

  /** A journal of `file`: empty when it does not exist yet, or the answers an earlier run kept in it. */
  static async open(file: string): Promise<AnswerJournal> {
    const { index, size } = await indexOf(file)
    // An entry cut off by a crash mid-write is dropped: the answers before it are whole.
    if (!existsSync(file)) closeSync(openSync(file, 'w'))
    truncateSync(file, size)
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
    let answer: unknown
    try {
      answer = JSON.parse(buffer.toString('utf8'))
    } catch {
      // JSON.parse quotes what it read, and an answer may hold reader text: the message names none.
      throw new Error(`A kept answer (${place.length} bytes at ${place.offset}) could not be read back.`)
    }
    this.replayed++
    return answer
  }

  /** Keeps an answer: appended at once, so a stop a moment later still has it. Once sealed or closed, no more. */
  keep(key: string, answer: unknown): void {
    if (this.frozen || this.index.has(key)) return
    const keyLine = `${key}\n`
    const entry = `${keyLine}${JSON.stringify(answer)}\n`
    const [keyBytes, entryBytes] = [Buffer.byteLength(keyLine), Buffer.byteLength(entry)]
    // Written from the string: a buffer of every page would wait outside the heap for a full collection.
    let written = writeSync(this.fd, entry, this.size, 'utf8')
    if (written < entryBytes) {
      const rest = Buffer.from(entry, 'utf8')
      while (written < entryBytes)
        written += writeSync(this.fd, rest, written, entryBytes - written, this.size + written)
    }
    this.index.set(key, { offset: this.size + keyBytes, length: entryBytes - keyBytes - 1 })
    this.size += entryBytes
  }

  /**
   * No answer is kept from now on: a page asked for before the stop may still arrive while the
   * file is sealed, or after it is closed, and must not change it (or another file).
   */
  freeze(): void {
    this.frozen = true
  }

  close(): void {
    if (this.closed) return
    this.frozen = true
    this.closed = true
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
      // Checked before every attempt: a retry after a 5xx spends the budget as the first try did.
      const capped = () => {
        if (cap !== undefined && sent() >= cap) throw new RequestCapReached(cap)
      }
      return platform.call({
        ...call,
        beforeAttempt: capped,
        parse: (body) => {
          const value = call.parse(body)
          journal.keep(key, body)
          return value
        },
      })
    },
  }
}

/** Reads the pairs of lines of `file` into an index of where each answer stands, and where the last whole pair ends. */
async function indexOf(file: string): Promise<{ index: Map<string, Place>; size: number }> {
  const index = new Map<string, Place>()
  let offset = 0
  let whole = 0
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
          whole = offset + at + 1
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
  return { index, size: whole }
}
