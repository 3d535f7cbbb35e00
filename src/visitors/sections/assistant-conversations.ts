import { KeyIndex } from '../analysis/key-index.ts'

/*
 * The assistant's conversations, counted. The contract sends one row per user turn, and the
 * turns of one conversation share its `id`: the conversations are the distinct ids. Each id is
 * kept as a 64-bit hash (KeyIndex: at most 32 bytes an id, never its text), and no more than
 * MAX_CONVERSATION_IDS of them, so a platform sending endless new ids cannot grow the memory
 * past about 32 MB; past that the count is a floor, and says so. Two ids sharing a hash (about
 * 1 in 37 million at a million ids) would count as one.
 */

/** Far past any real week (1,000 requests of 1,000 turns, each its own conversation). */
export const MAX_CONVERSATION_IDS = 1_000_000

/** How many conversations the rows came from. */
export interface ConversationCount {
  readonly count: number
  /** More distinct ids came than are kept: there were at least `count`, and likely more. */
  readonly atLeast: boolean
}

export class ConversationIds {
  private readonly ids = new KeyIndex()
  private readonly limit: number
  private overflowed = false

  /** `limit` is the bound, lowered by tests only. */
  constructor(limit = MAX_CONVERSATION_IDS) {
    this.limit = limit
  }

  add(id: string): void {
    if (this.ids.size < this.limit) this.ids.add(id)
    else if (!this.ids.has(id)) this.overflowed = true
  }

  count(): ConversationCount {
    return { count: this.ids.size, atLeast: this.overflowed }
  }
}
