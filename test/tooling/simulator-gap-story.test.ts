import { describe, expect, it } from 'vitest'
import { feedbackRows, periodSeed, searchRows } from '../simulator/analytics-data.ts'
import { turns } from '../simulator/assistant-data.ts'
import { chapter, STORY_GAPS } from '../simulator/gap-story.ts'

/*
 * The simulator's gap story (gap-story.ts): the end-to-end tests count states on it, so its
 * weeks must hold what its table says, and no other row may be a gap.
 */

const FROM = '2026-10-19'
const story = { rows: 60, gapStory: { from: FROM } }
const seedOf = (week: number) => periodSeed(FROM) + 7 * week

/** The story's gaps of one kind in `week`, as the letters of its table. */
function lettersOf(week: number): string[] {
  const letters = Array.from({ length: STORY_GAPS }, (_, index) => String.fromCharCode(65 + index))
  return letters.filter((_, index) => chapter(index, week) === 'gap')
}

describe('the gap story', () => {
  it.each([
    [-1, []],
    [0, ['A', 'B', 'C', 'D', 'E']],
    [1, ['A', 'B', 'E', 'F', 'G']],
    [2, ['A', 'B', 'F', 'G', 'H']],
    [3, ['A', 'B', 'F', 'I']],
    [9, ['A', 'B', 'F', 'I']],
  ])('week %i has the gaps its table says', (week, letters) => {
    expect(lettersOf(week)).toEqual(letters)
  })

  it('makes only its own rows gaps: searches nobody clicked, pages marked down, questions unanswered', () => {
    const seed = seedOf(1)
    const unclicked = searchRows(story, seed).filter((row) => row.topClickedPage === null)
    expect(unclicked.map((row) => row.searchQuery).sort()).toEqual(
      ['audit log export', 'saml azure', 'terraform provider', 'ip allowlist', 'webhook signature'].sort(),
    )
    const down = feedbackRows(story, seed)
      .slice(0, 100)
      .filter((row) => row.thumbsDown > row.thumbsUp)
    expect(down.map((row) => row.path)).toHaveLength(5)
    const unanswered = new Set(
      turns({ gapStory: story.gapStory }, seed)
        .filter((turn) => turn.resolutionStatus === 'unanswered')
        .map((turn) => turn.query),
    )
    expect(unanswered.size).toBe(5)
    // Closed: searched and clicked; quiet: not searched at all.
    const terms = new Map(searchRows(story, seed).map((row) => [row.searchQuery, row]))
    expect(terms.get('sdk ruby')?.topClickedPage).not.toBeNull()
    expect(terms.has('scim okta')).toBe(false)
  })
})
