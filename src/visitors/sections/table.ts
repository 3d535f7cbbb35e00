import type { RolledFigure } from '../../posting/rolled-figures.ts'
import { assistant } from './assistant.ts'
import type { Section } from './define-section.ts'
import { feedback } from './feedback.ts'
import { searches } from './searches.ts'
import { NO_SECTIONS } from './section-table.ts'
import { views } from './views.ts'
import { visitors } from './visitors.ts'

/**
 * The table of report sections, in the report's order: one line per section, each declared in
 * its own file (see section.ts for what a section declares). Everything else that depends on the
 * section (the `include` choices, the inputs and outputs action.yml lists, the files a report may
 * write, the plan, the spend, the summary and its headline, the content gaps, report.json) is
 * built from this table. The first section is in every report; `include` adds the others.
 */
const TABLE = NO_SECTIONS.and(visitors) // in every report
  .and(views)
  .and(searches)
  .and(feedback)
  .and(assistant)

export type SectionName = (typeof TABLE.sections)[number]['name']

/** The options every section's inputs give, as the settings hold them. */
export type SectionOptions = ReturnType<typeof TABLE.readOptions>

/** A section of the table, taking the settings' options. */
export type TableSection = Section<SectionName, SectionOptions>

export const SECTIONS: readonly TableSection[] = TABLE.sections

/** Every section's inputs and outputs, with their defaults and descriptions, for visitors mode's declaration. */
export const SECTION_INPUTS = TABLE.inputs
export const SECTION_OUTPUTS = TABLE.outputs

/** Every section's options from its inputs; `input` reads visitors mode's inputs. */
export const readSectionOptions = TABLE.readOptions

/** The section every report has. */
export type AlwaysIncluded = (typeof TABLE.sections)[0]['name']

/** What `include` may list. */
export type ExtraSectionName = Exclude<SectionName, AlwaysIncluded>

export const SECTION_NAMES: readonly SectionName[] = SECTIONS.map((section) => section.name)

/** The figure of each section a roll-up of several projects sums, in the report's order (rollup mode reads these). */
export const ROLLED_FIGURES: readonly RolledFigure[] = SECTIONS.flatMap((section) =>
  section.rolledFigure ? [section.rolledFigure] : [],
)

export const ALWAYS_INCLUDED: AlwaysIncluded = TABLE.sections[0].name

export const EXTRA_SECTIONS: readonly ExtraSectionName[] = SECTION_NAMES.filter(
  (name): name is ExtraSectionName => name !== ALWAYS_INCLUDED,
)

/** The sections among `names` whose rows are text readers wrote, in the report's order. */
export function readerTextSections(names: readonly SectionName[]): SectionName[] {
  return names.filter((name) => sectionNamed(name).readerText)
}

export function sectionNamed(name: SectionName): TableSection {
  const section = SECTIONS.find((candidate) => candidate.name === name)
  if (!section) throw new Error(`No report section "${name}".`)
  return section
}
