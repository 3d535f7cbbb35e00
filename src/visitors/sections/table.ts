import { assistant } from './assistant.ts'
import { feedback } from './feedback.ts'
import type { ReportSection } from './section-report.ts'
import { searches } from './searches.ts'
import { views } from './views.ts'
import { visitors } from './visitors.ts'

/**
 * The table of report sections, in the report's order: one line per section, each declared in
 * its own file (see section.ts for what a section declares). Everything else that depends on the
 * section (the `include` choices, the files a report may write, the plan, the spend, the
 * summary, the content gaps, report.json) is built from this table. The first section is in
 * every report; `include` adds the others.
 */
export const SECTIONS = [visitors, views, searches, feedback, assistant] as const

export type SectionName = (typeof SECTIONS)[number]['name']

/** The section every report has. */
export type AlwaysIncluded = (typeof SECTIONS)[0]['name']

/** What `include` may list. */
export type ExtraSectionName = Exclude<SectionName, AlwaysIncluded>

export const SECTION_NAMES: readonly SectionName[] = SECTIONS.map((section) => section.name)

export const ALWAYS_INCLUDED: AlwaysIncluded = SECTIONS[0].name

export const EXTRA_SECTIONS: readonly ExtraSectionName[] = SECTION_NAMES.filter(
  (name): name is ExtraSectionName => name !== ALWAYS_INCLUDED,
)

/** The sections among `names` whose rows are text readers wrote, in the report's order. */
export function readerTextSections(names: readonly SectionName[]): SectionName[] {
  return names.filter((name) => sectionNamed(name).readerText)
}

export function sectionNamed(name: SectionName): ReportSection<SectionName> {
  const section = SECTIONS.find((candidate) => candidate.name === name)
  if (!section) throw new Error(`No report section "${name}".`)
  return section
}
