import { describe, expect, it } from 'vitest'
import { ConversationIds, MAX_CONVERSATION_IDS } from '../../../../src/visitors/sections/assistant-conversations.ts'

const MEGABYTE = 1 << 20

describe('ConversationIds', () => {
  it('counts each id once, however many turns carry it', () => {
    const ids = new ConversationIds()
    for (const id of ['01J', '01K', '01J', '01J', '01L', '01K']) ids.add(id)
    expect(ids.count()).toEqual({ count: 3, atLeast: false })
  })

  it('tells apart ids that differ only at the end of a megabyte, keeping neither', () => {
    const ids = new ConversationIds()
    const start = 'x'.repeat(MEGABYTE)
    ids.add(`${start}1`)
    ids.add(`${start}2`)
    ids.add(`${start}1`)
    expect(ids.count()).toEqual({ count: 2, atLeast: false })
  })

  it('says nothing of a floor while the ids past the bound are ones it already holds', () => {
    const ids = new ConversationIds(2)
    for (const id of ['a', 'b', 'a', 'b']) ids.add(id)
    expect(ids.count()).toEqual({ count: 2, atLeast: false })
    ids.add('c')
    expect(ids.count()).toEqual({ count: 2, atLeast: true })
  })

  it(`keeps at most ${MAX_CONVERSATION_IDS.toLocaleString('en-US')} ids, then counts at least that many`, () => {
    const ids = new ConversationIds()
    for (let index = 0; index < MAX_CONVERSATION_IDS; index++) ids.add(`conversation ${index}`)
    expect(ids.count()).toEqual({ count: MAX_CONVERSATION_IDS, atLeast: false })
    ids.add('conversation 0')
    expect(ids.count().atLeast).toBe(false)
    ids.add('one more')
    expect(ids.count()).toEqual({ count: MAX_CONVERSATION_IDS, atLeast: true })
  })
})
