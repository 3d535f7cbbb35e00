import { CONTENT_GAPS_FILE } from '../../step/private-text.ts'
import { readerTextSections, SECTION_NAMES, sectionNamed, type SectionName } from '../sections/table.ts'
import { SUMMARY_FILE } from '../../posting/summary-file.ts'
import { MANIFEST_FILE } from './manifest.ts'

/*
 * The names of the report's files: for each section `<name>.csv` and `<name>.json` (and
 * `<name>-previous.*` when comparing) and those of any other file base it declares,
 * report.json, summary.md and content-gaps.md. The report directory is
 * checked for them before the first request, and a later report removes only these.
 */

/** Every file a report of these sections may write, so the directory check can refuse a name taken by a directory. */
export function reportFileNames(sections: readonly SectionName[], compared: boolean): string[] {
  const bases = sections.flatMap((section) => sectionNamed(section).fileBases)
  return [...filesOf(bases, compared), MANIFEST_FILE, SUMMARY_FILE, CONTENT_GAPS_FILE]
}

/**
 * The files that hold text readers wrote, of a report of these sections: the row files of
 * sections whose rows are reader text, and the content gaps, which quote them. Empty when no
 * section's rows are.
 */
export function readerTextFileNames(sections: readonly SectionName[], compared: boolean): string[] {
  const bases = readerTextSections(sections)
  return bases.length === 0 ? [] : [...filesOf(bases, compared), CONTENT_GAPS_FILE]
}

function filesOf(bases: readonly string[], compared: boolean): string[] {
  const all = bases.flatMap((base) => (compared ? [base, `${base}-previous`] : [base]))
  return all.flatMap((base) => [`${base}.csv`, `${base}.json`])
}

/** Every file any report writes: what an earlier report in the same directory may have left. */
export const ANY_REPORT_FILE: readonly string[] = reportFileNames(SECTION_NAMES, true)
