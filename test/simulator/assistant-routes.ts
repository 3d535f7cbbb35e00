import { callerStats, turns, ulid, ULID, type AssistantScript } from './assistant-data.ts'

/**
 * The assistant endpoints of the simulated analytics API, as the contract states them: turns
 * paged by a ULID cursor with `nextCursor` and `hasMore`, and the caller stats in one answer.
 * The cursor names the last turn sent (its time and place), not its conversation: turns of one
 * conversation share their id, and a page may end between them. `misbehave` breaks the paging
 * the ways a live server can.
 */
export function assistantPage(script: AssistantScript, seed: number, query: URLSearchParams) {
  const all = turns(script, seed)
  const limit = Number(query.get('limit') ?? 100)
  const cursor = query.get('cursor')
  const cursorOf = (index: number) => ulid(Date.parse(all[index]?.timestamp ?? ''), index + 1)
  const start = cursor === null ? 0 : all.findIndex((_, index) => cursorOf(index) === cursor) + 1
  const end = Math.min(all.length, start + limit)
  const more = end < all.length
  const last = end > 0 ? cursorOf(end - 1) : null
  const page = { conversations: all.slice(start, end), nextCursor: more ? last : null, hasMore: more }
  switch (script.misbehave) {
    case 'repeat-cursor':
      return cursor === null ? page : { ...page, nextCursor: cursor, hasMore: true }
    case 'more-without-cursor':
      return { ...page, nextCursor: null }
    case 'cursor-without-more':
      return { ...page, nextCursor: last, hasMore: false }
    case 'empty-page-with-more':
      return cursor === null ? page : { conversations: [], nextCursor: last, hasMore: true }
    case undefined:
      return page
  }
}

export function assistantCallers(script: AssistantScript, seed: number) {
  return callerStats(script, seed)
}

/** A cursor the contract accepts: a ULID. */
export function validAssistantCursor(cursor: string): boolean {
  return ULID.test(cursor)
}
