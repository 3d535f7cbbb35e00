import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  AnswerJournal,
  answeringFrom,
  requestKey,
  RequestCapReached,
} from '../../../../src/visitors/fetching/answer-journal.ts'
import type { PlatformCall, PlatformClient } from '../../../../src/platform/platform-client.ts'

async function journalFile(): Promise<string> {
  return path.join(await mkdtemp(path.join(tmpdir(), 'journal-')), 'answers.jsonl')
}

/** A platform that answers every call with its path and counts what it was asked. */
function countingPlatform(): PlatformClient & { asked: string[] } {
  const requestsSent = new Map<string, number>()
  const asked: string[] = []
  return {
    asked,
    requestsSent,
    close: () => Promise.resolve(),
    call<T>(call: PlatformCall<T>): Promise<T> {
      // As the platform client does: the hook before each attempt, then the count.
      call.beforeAttempt?.()
      asked.push(requestKey(call))
      requestsSent.set(call.endpoint, (requestsSent.get(call.endpoint) ?? 0) + 1)
      return Promise.resolve(call.parse({ path: call.path, query: call.query, line: 'a\nb' }))
    },
  }
}

const call = (offset: number): PlatformCall<unknown> => ({
  endpoint: 'visitors',
  method: 'GET',
  path: '/v1/analytics/p/visitors',
  query: { offset: String(offset), limit: '250' },
  parse: (body) => body,
  action: 'export',
  notFound: 'not found',
  projectId: 'p',
})

describe('the answers a report keeps', () => {
  it('answers a request asked before from the file, in any run after, and asks the platform only for new ones', async () => {
    const file = await journalFile()
    const platform = countingPlatform()
    const first = await AnswerJournal.open(file)
    const answering = answeringFrom(platform, first, undefined)
    const answers = [await answering.call(call(0)), await answering.call(call(250))]
    first.close()
    const second = await AnswerJournal.open(file)
    const again = answeringFrom(platform, second, undefined)
    expect([await again.call(call(0)), await again.call(call(250))]).toEqual(answers)
    await again.call(call(500))
    expect(platform.asked).toHaveLength(3)
    expect(second.replayed).toBe(2)
    expect(second.answers).toBe(3)
    second.close()
  })

  it('the order of the query does not make another request', () => {
    expect(requestKey({ path: '/x', query: { b: '1', a: '2' } })).toBe(
      requestKey({ path: '/x', query: { a: '2', b: '1' } }),
    )
  })

  it('stops at the cap before sending, counting every request the platform client sent', async () => {
    const platform = countingPlatform()
    const journal = await AnswerJournal.open(await journalFile())
    const answering = answeringFrom(platform, journal, 2)
    await answering.call(call(0))
    await answering.call(call(250))
    await expect(answering.call(call(500))).rejects.toBeInstanceOf(RequestCapReached)
    // An answer kept costs nothing, so the cap does not stop it.
    await expect(answering.call(call(0))).resolves.toBeDefined()
    expect(platform.asked).toHaveLength(2)
    journal.close()
  })

  it('reads answers of any size back whole, wherever the file is cut into chunks', async () => {
    const file = await journalFile()
    const big = 'x'.repeat(200_000)
    const journal = await AnswerJournal.open(file)
    for (let index = 0; index < 5; index++) journal.keep(`key ${index}`, { big, index, text: 'ü\n' })
    journal.close()
    const reopened = await AnswerJournal.open(file)
    for (let index = 0; index < 5; index++)
      expect(reopened.answerTo(`key ${index}`)).toEqual({ big, index, text: 'ü\n' })
    reopened.close()
  })

  it('drops an answer a crash cut off mid-write, keeping the whole ones before it', async () => {
    const file = await journalFile()
    await writeFile(file, 'key\n{"a":1}\nkey 2\n{"b"')
    const journal = await AnswerJournal.open(file)
    expect(journal.answers).toBe(1)
    expect(journal.answerTo('key')).toEqual({ a: 1 })
    journal.keep('key 3', { c: 3 })
    journal.close()
    expect(await readFile(file, 'utf8')).toBe('key\n{"a":1}\nkey 3\n{"c":3}\n')
  })

  it('keeps nothing once frozen for sealing, or closed: a late page changes no file', async () => {
    const file = await journalFile()
    const journal = await AnswerJournal.open(file)
    journal.keep('key', { a: 1 })
    journal.freeze()
    journal.keep('late', { b: 2 })
    journal.close()
    journal.keep('later', { c: 3 })
    journal.close()
    expect(await readFile(file, 'utf8')).toBe('key\n{"a":1}\n')
  })
})
