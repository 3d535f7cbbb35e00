import { formatNumber } from '../../text/format.ts'
import type { SummaryDocument } from '../../text/summary-document.ts'
import type { Move } from '../analysis/movers.ts'
import type { SectionReport } from '../sections/section-report.ts'
import { changeAmount, changeShare, lineCell, right } from '../sections/summary-tables.ts'

/** Rows each section shows among the biggest movers. */
export const MOVERS_SHOWN = 4
/** A page's path or a term, one line at 900 px beside three figures: the section's own table below has it whole. */
export const KEY_CHARS = 48

/**
 * The pages and terms whose figures moved most since the previous period, up or down, new and
 * gone ones included: one short table per section that lists movers (unique visitors' pages,
 * search terms), open. A section whose rows are what readers typed stays out where reader text
 * is hidden. Nothing without a previous period.
 */
export function addBiggestMovers(
  doc: SummaryDocument,
  results: readonly SectionReport[],
  readerTextShown: boolean,
): void {
  const tables = results.flatMap((result) => {
    if (result.readerText && !readerTextShown) return []
    const movers = result.movers(MOVERS_SHOWN)
    return movers && movers.moves.length > 0 ? [movers] : []
  })
  if (tables.length === 0) return
  doc.heading(3, '📈 Biggest movers since the previous period')
  for (const { words, moves } of tables) {
    doc.table(
      [{ title: words.what }, right(words.measure), right('Previous'), right('Change')],
      moves.map((move) => [
        lineCell(move.key, KEY_CHARS),
        move.now === undefined ? 'gone' : formatNumber(move.now),
        move.before === undefined ? 'new' : formatNumber(move.before),
        change(move),
      ]),
    )
  }
}

/** `+2,910 (▲ 21.9%)`, `+7,338 (new)`, `−10,254 (gone)`. */
function change(move: Move): string {
  const now = move.now ?? 0
  const amount = changeAmount(now, move.before ?? 0)
  if (move.now === undefined) return `${amount} (gone)`
  return `${amount} (${changeShare(now, move.before)})`
}
