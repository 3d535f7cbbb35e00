/*
 * The figure of each report section that a roll-up of several projects sums (rollup mode). Each
 * section names its own in its declaration (src/visitors/sections), from the figures report.json's
 * headline holds for it; the mode table hands the roll-up the list, so the roll-up names no
 * section itself, and a new section's figure reaches it without an edit there.
 */

/** How a section names the figure a roll-up sums. */
export interface RolledFigureWords {
  /** The figure among the section's headline figures: `total`, `searches`. */
  readonly figure: string
  readonly icon: string
  /** The roll-up table's column: `Visitors`. */
  readonly title: string
  /** Singular and plural, for the roll-up's headline: `unique visitor`, `unique visitors`. */
  readonly noun: readonly [string, string]
}

/** A figure a roll-up sums, keyed as report.json's headline holds it: `visitors.total`. */
export interface RolledFigure extends RolledFigureWords {
  readonly key: string
}

/** Section `section`'s figure, keyed. */
export function rolledFigure(section: string, words: RolledFigureWords): RolledFigure {
  return { ...words, key: `${section}.${words.figure}` }
}
