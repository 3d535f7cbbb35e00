import { describe, expect, expectTypeOf, it } from 'vitest'
import { defineSection } from '../../../../src/visitors/sections/define-section.ts'
import { searches } from '../../../../src/visitors/sections/searches.ts'
import type { Totals } from '../../../../src/visitors/analysis/section-result.ts'
import type { SectionDefinition } from '../../../../src/visitors/sections/section.ts'
import {
  ALWAYS_INCLUDED,
  EXTRA_SECTIONS,
  SECTION_NAMES,
  SECTIONS,
  sectionNamed,
} from '../../../../src/visitors/sections/table.ts'

/** The members of T that a declaration may leave out. */
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T]

describe('the table of report sections', () => {
  it('lists each section once, the one every report has first, and the rest as what "include" may add', () => {
    expect(SECTION_NAMES).toEqual(['visitors', 'views', 'searches', 'feedback', 'assistant'])
    const endpoints = SECTIONS.flatMap((section) => section.endpoints)
    expect(new Set(endpoints).size).toBe(endpoints.length)
    expect(ALWAYS_INCLUDED).toBe('visitors')
    expect(EXTRA_SECTIONS).toEqual(['views', 'searches', 'feedback', 'assistant'])
    for (const name of SECTION_NAMES) expect(sectionNamed(name).name).toBe(name)
  })

  it('makes a section state every member: one that forgets a place does not compile', () => {
    // Checked by `npm run typecheck`: a member made optional would let a new section skip it.
    expectTypeOf<OptionalKeys<SectionDefinition<string, unknown, Totals>>>().toEqualTypeOf<never>()
    const withoutSummary: Omit<typeof searches, 'summarize'> = searches
    // @ts-expect-error a declaration without its part of the summary is refused
    expect(() => defineSection(withoutSummary)).not.toThrow()
  })
})
