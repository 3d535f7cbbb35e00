import { describe, expect, it } from 'vitest'
import { addSecret } from '../../../../src/text/untrusted.ts'
import { assistantContentGaps, assistantGapRows } from '../../../../src/visitors/sections/assistant-gaps.ts'
import { AssistantTally, questionKey, type TalliedTurn } from '../../../../src/visitors/sections/assistant-tally.ts'
import type { PeriodResult, Totals } from '../../../../src/visitors/analysis/section-result.ts'
import type { AssistantFigures } from '../../../../src/visitors/sections/assistant-tally.ts'

/*
 * How a question to the assistant is followed from one report to the next: keyed by what the
 * reader typed (not by the shortened, redacted text the report quotes), so the listed gap and
 * this week's turns of it meet; closed when it was asked and no turn of it went unanswered.
 */

const SECRET = 'mint_gapRowsKey_0123456789'
addSecret(SECRET)

function turn(query: string, fields: Partial<TalliedTurn> = {}): TalliedTurn {
  return {
    id: 'c1',
    query,
    responseType: 'answer',
    resolutionStatus: 'unanswered',
    queryCategory: null,
    pageUrl: null,
    sources: [],
    ...fields,
  }
}

function listedKeys(turns: readonly TalliedTurn[]): readonly string[] {
  const tally = new AssistantTally()
  for (const one of turns) tally.add(one)
  const period = { extra: tally.figures(undefined) } as PeriodResult<unknown, Totals, AssistantFigures>
  return assistantContentGaps(period).keys
}

describe('assistantGapRows', () => {
  it('keys a listed question by what the reader typed, long or holding a secret, as its turns are keyed', () => {
    const long = `why does my build fail ${'again and again '.repeat(40)}`
    const secret = `my key ${SECRET} is refused`
    const keys = listedKeys([turn(long), turn(secret)])
    expect(keys).toEqual([questionKey(long), questionKey(secret)])
    expect(keys).toEqual([assistantGapRows.key(turn(long)), assistantGapRows.key(turn(secret))])
  })

  it('counts a turn left unanswered as still a gap, an answered one as readers served', () => {
    expect(assistantGapRows.stillGap(turn('q'))).toBe(true)
    expect(assistantGapRows.stillGap(turn('q', { resolutionStatus: 'answered' }))).toBe(false)
  })

  it('says a closed question as the report quotes it, with how often it was asked', () => {
    expect(assistantGapRows.closed(turn(`How do I use ${SECRET}?`), 3)).toEqual({
      text: 'How do I use ***?',
      often: '💬 asked 3 times, answered',
    })
    expect(assistantGapRows.closed(turn('Is there a CLI?'), 1).often).toBe('💬 asked once, answered')
  })
})
