import { count } from '../text/format.ts'
import { plainText, type Html } from '../text/html.ts'

/*
 * The headline as a chat message takes it: plain text, one line per figure, then the run's
 * address, within one message block. Only the action's own words and figures reach it, never
 * text a reader wrote, so no rule of reader text applies; markup is taken out, not escaped.
 */

/** A chat message block (a Slack section's text) holds at most this many characters. */
export const HEADLINE_MAX_CHARS = 3_000

/**
 * `lines` as plain text, then `runUrl` on the last line. Lines that do not fit are left out,
 * whole, and a line says how many; the address is always kept.
 */
export function plainHeadline(title: string, lines: readonly Html[], runUrl: string | undefined): string {
  const last = runUrl ? [runUrl] : []
  const plain = [title, ...lines.map((line) => plainText(line))].map((line) => line.replace(/\s+/g, ' ').trim())
  const fits = (kept: readonly string[]) => [...kept, ...last].join('\n').length <= HEADLINE_MAX_CHARS
  if (fits(plain)) return [...plain, ...last].join('\n')
  const kept: string[] = []
  for (const line of plain) {
    const left = plain.length - kept.length - 1
    if (!fits([...kept, line, `…and ${count(left, 'more line')} on the run's page`])) break
    kept.push(line)
  }
  const more = `…and ${count(plain.length - kept.length, 'more line')} on the run's page`
  return [...kept, more, ...last].join('\n').slice(0, HEADLINE_MAX_CHARS)
}
