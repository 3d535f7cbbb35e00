import { describe, expect, it } from 'vitest'
import type { GapSighting } from '../../../../src/visitors/analysis/content-gaps.ts'
import {
  carriedGaps,
  followGaps,
  livesOf,
  LONG_OPEN_REPORTS,
  type GapLife,
  type SectionGaps,
} from '../../../../src/visitors/history/gap-lives.ts'
import { FOLLOWED_PER_SECTION, type FollowedGap } from '../../../../src/visitors/history/history-format.ts'

const THIS_WEEK = '2026-11-16'
/** A digest of 16 hex digits named after a letter, so a test reads which gap is which. */
const digest = (name: string) => name.charCodeAt(0).toString(16).padStart(16, '0')
const item = (text: string) => ({ text, often: `🔎 ${text}` })
const followed = (name: string, reports: number, since = '2026-10-19'): FollowedGap => ({
  digest: digest(name),
  since,
  reports,
})
const seen = (stillGap: boolean): GapSighting => ({ stillGap, closed: stillGap ? undefined : item('closed') })

function section(listed: readonly string[], sightings: Record<string, GapSighting> = {}, name = 'searches') {
  const gaps: SectionGaps = {
    name,
    listed: listed.map((text) => ({ digest: digest(text), item: item(text) })),
    sightings: new Map(Object.entries(sightings).map(([text, sighting]) => [digest(text), sighting])),
  }
  return gaps
}

/** Each life as `letter state reports since`. */
const told = (lives: readonly GapLife[]) =>
  lives.map((life) => `${String.fromCharCode(parseInt(life.digest, 16))} ${life.state} ${life.reports} ${life.since}`)

describe('livesOf', () => {
  it('tells each gap new, open, closed or quiet, with its age', () => {
    const lives = livesOf(
      section(['a', 'n'], { c: seen(false), o: seen(true), a: seen(true) }),
      [followed('a', 3), followed('c', 2), followed('q', 1, '2026-11-09'), followed('o', 1, '2026-11-09')],
      THIS_WEEK,
    )
    expect(told(lives)).toEqual([
      'a open 4 2026-10-19',
      `n new 1 ${THIS_WEEK}`,
      // Closed and quiet keep the count they had; open below the cut goes on counting.
      'c closed 2 2026-10-19',
      'q quiet 1 2026-11-09',
      'o open 2 2026-11-09',
    ])
    expect(lives.map((life) => life.listed)).toEqual([0, 1, undefined, undefined, undefined])
    expect(lives.map((life) => life.item?.text)).toEqual(['a', 'n', 'closed', undefined, undefined])
  })

  it('takes a gap listed twice (a question under two categories) once, at its first place', () => {
    const lives = livesOf(section(['a', 'b', 'a']), [], THIS_WEEK)
    expect(told(lives)).toEqual([`a new 1 ${THIS_WEEK}`, `b new 1 ${THIS_WEEK}`])
  })

  it('counts a followed gap quiet when the section saw none of its gaps', () => {
    const quiet = livesOf({ name: 'feedback', listed: [], sightings: undefined }, [followed('p', 5)], THIS_WEEK)
    expect(told(quiet)).toEqual(['p quiet 5 2026-10-19'])
  })
})

describe('carriedGaps', () => {
  it('hands on the new and open gaps, listed ones first in their order, then the longest open', () => {
    const lives = livesOf(
      section(['b', 'a'], { x: seen(true), y: seen(true), z: seen(false) }),
      [followed('a', 1), followed('x', 2), followed('y', 7), followed('z', 3), followed('q', 9)],
      THIS_WEEK,
    )
    expect(carriedGaps(lives)).toEqual([
      { digest: digest('b'), since: THIS_WEEK, reports: 1 },
      { digest: digest('a'), since: '2026-10-19', reports: 2 },
      { digest: digest('y'), since: '2026-10-19', reports: 8 },
      { digest: digest('x'), since: '2026-10-19', reports: 3 },
    ])
  })

  it(`hands on at most ${FOLLOWED_PER_SECTION}, the listed ones kept`, () => {
    const names = Array.from({ length: 150 }, (_, index) => String.fromCharCode(0x100 + index))
    const sightings = Object.fromEntries(names.slice(25).map((name) => [name, seen(true)]))
    const lives = livesOf(
      section(names.slice(0, 25), sightings),
      names.map((name, index) => followed(name, 1 + (index % 5))),
      THIS_WEEK,
    )
    const carried = carriedGaps(lives)
    expect(carried).toHaveLength(FOLLOWED_PER_SECTION)
    expect(carried.slice(0, 25).map((gap) => gap.digest)).toEqual(names.slice(0, 25).map(digest))
    expect(
      carried.slice(25).every((gap, index, all) => index === 0 || (all[index - 1]?.reports ?? 0) >= gap.reports),
    ).toBe(true)
  })
})

describe('followGaps', () => {
  const sections = [section(['a', 'n'], { c: seen(false) }), section(['p'], {}, 'feedback')]

  it('counts the states of every section the last report had, and hands on each section’s gaps', () => {
    const last = new Map([
      ['searches', [followed('a', LONG_OPEN_REPORTS - 1), followed('c', 1), followed('q', 2)]],
      ['views', []],
    ])
    const { following, carried } = followGaps(sections, last, THIS_WEEK)
    expect(following?.counts).toEqual({ new: 1, open: 1, closed: 1, quiet: 1, longOpen: 1 })
    expect([...(following?.sections.keys() ?? [])]).toEqual(['searches'])
    // A section the last report lacked follows nothing yet, and hands its listed gaps on as new.
    expect(carried.get('feedback')).toEqual([{ digest: digest('p'), since: THIS_WEEK, reports: 1 }])
    expect(carried.get('searches')?.map((gap) => gap.reports)).toEqual([LONG_OPEN_REPORTS, 1])
  })

  it('follows nothing without a last report to follow from, and hands on what it lists', () => {
    const { following, carried } = followGaps(sections, undefined, THIS_WEEK)
    expect(following).toBeUndefined()
    expect(carried.get('searches')?.map((gap) => gap.digest)).toEqual([digest('a'), digest('n')])
    expect(followGaps(sections, new Map([['visitors', []]]), THIS_WEEK).following).toBeUndefined()
  })

  it('counts a section the last report had with no gap: all its gaps are new', () => {
    const { following } = followGaps(sections, new Map([['feedback', []]]), THIS_WEEK)
    expect(following?.counts).toEqual({ new: 1, open: 0, closed: 0, quiet: 0, longOpen: 0 })
  })
})
