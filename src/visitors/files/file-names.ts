import { CONTENT_GAPS_FILE } from '../analysis/content-gaps.ts'
import { SECTION_NAMES, type SectionName } from '../sections/table.ts'
import { MANIFEST_FILE } from './manifest.ts'

/*
 * The names of the report's files: for each section `<name>.csv` and `<name>.json` (and
 * `<name>-previous.*` when comparing), report.json and content-gaps.md. The report directory is
 * checked for them before the first request, and a later report removes only these.
 */

/** Every file a report of these sections may write, so the directory check can refuse a name taken by a directory. */
export function reportFileNames(sections: readonly SectionName[], compared: boolean): string[] {
  const bases = sections.flatMap((section) => (compared ? [section, `${section}-previous`] : [section]))
  return [...bases.flatMap((base) => [`${base}.csv`, `${base}.json`]), MANIFEST_FILE, CONTENT_GAPS_FILE]
}

/** Every file any report writes: what an earlier report in the same directory may have left. */
export const ANY_REPORT_FILE: readonly string[] = reportFileNames(SECTION_NAMES, true)
