import { describe, expect, expectTypeOf, it } from 'vitest'
import { defineSection } from '../../../../src/visitors/sections/define-section.ts'
import { searches } from '../../../../src/visitors/sections/searches.ts'
import type { Totals } from '../../../../src/visitors/analysis/section-result.ts'
import type { SectionDefinition } from '../../../../src/visitors/sections/section.ts'
import {
  ALWAYS_INCLUDED,
  EXTRA_SECTIONS,
  readSectionOptions,
  SECTION_INPUTS,
  SECTION_NAMES,
  SECTION_OUTPUTS,
  SECTIONS,
  sectionNamed,
  type SectionName,
  type SectionOptions,
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

  it("joins every section's inputs and outputs, each name kept in its type", () => {
    expect(Object.keys(SECTION_INPUTS)).toEqual(['max-search-terms', 'max-assistant-questions', 'assistant-responses'])
    expect(Object.keys(SECTION_OUTPUTS)).toEqual([
      'total',
      'total-human',
      'total-ai',
      'path-count',
      'previous-total',
      'total-change',
    ])
    expectTypeOf<SectionName>().toEqualTypeOf<'visitors' | 'views' | 'searches' | 'feedback' | 'assistant'>()
    expectTypeOf<keyof typeof SECTION_INPUTS>().toEqualTypeOf<
      'max-search-terms' | 'max-assistant-questions' | 'assistant-responses'
    >()
    expectTypeOf<SectionOptions['searchRows']>().toEqualTypeOf<number | 'all'>()
  })

  it("reads every section's options from its inputs, and refuses one set for a section include leaves out", () => {
    const given: Record<string, string> = {
      'max-search-terms': '50',
      'max-assistant-questions': '1000',
      'assistant-responses': 'false',
    }
    const input = (name: keyof typeof SECTION_INPUTS) => given[name] ?? ''
    expect(readSectionOptions(input, ['visitors', 'searches'])).toEqual({
      searchRows: 50,
      assistantRows: 1_000,
      assistantResponses: false,
    })
    expect(() => readSectionOptions(input, ['visitors'])).toThrow(
      'Input "max-search-terms" applies only when "include" lists searches.',
    )
    given['max-search-terms'] = ' 500 '
    expect(readSectionOptions(input, ['visitors'])).toMatchObject({ searchRows: 500 })
  })

  it('gives each entry what the rest of the report reads without its row type', () => {
    const entry = sectionNamed('assistant')
    expect(entry.endpoints).toEqual(['assistant', 'assistant/caller-stats'])
    expect(entry.fileBases).toEqual(['assistant', 'assistant-callers'])
    expect([entry.readerText, entry.keepsRows, entry.groupName]).toEqual([
      true,
      false,
      'Export assistant conversations',
    ])
    const options: SectionOptions & { pageSize: number; summaryRows: number } = {
      pageSize: 250,
      summaryRows: 20,
      searchRows: 500,
      assistantRows: 'all',
      assistantResponses: true,
    }
    expect(entry.use(options, (definition, given) => definition.cap?.(given))).toEqual({
      assistantRows: 'all',
      responses: true,
    })
  })
})
