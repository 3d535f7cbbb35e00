import { FOLLOWED_PER_SECTION, type FollowedGap } from './history-format.ts'
import { DIGEST, instantOf, storedField } from './stored-fields.ts'

/** More reports in a row than any history could hold: a file claiming more is not a report. */
const MAX_REPORTS = 10_000
const MAX_SINCE_CHARS = 40

/**
 * The content gaps a section's part of an earlier report hands on to follow (its `gaps`), read
 * as hostile: digests, dates and counts only, each checked, at most FOLLOWED_PER_SECTION, none
 * twice. A report written before `gaps` (2.0.0) has only `gapDigests`: each is followed as
 * listed once, in that report's period (`dateFrom`). `digests` was checked by the caller.
 */
export function readFollowedGaps(
  fields: Record<string, unknown>,
  where: string,
  digests: readonly string[],
  dateFrom: string,
): FollowedGap[] {
  const value = fields['gaps']
  if (value === undefined) return [...new Set(digests)].map((digest) => ({ digest, since: dateFrom, reports: 1 }))
  if (!Array.isArray(value) || value.length > FOLLOWED_PER_SECTION) {
    throw storedField.refuse(`${where}.gaps`, `is not a list of at most ${FOLLOWED_PER_SECTION} gaps`)
  }
  const seen = new Set<string>()
  return value.map((entry: unknown, index) => {
    const at = `${where}.gaps[${index}]`
    const gap = storedField.asRecord(entry, at)
    const digest = gap['digest']
    if (typeof digest !== 'string' || !DIGEST.test(digest)) {
      throw storedField.refuse(`${at}.digest`, 'is not 16 hexadecimal digits')
    }
    if (seen.has(digest)) throw storedField.refuse(`${at}.digest`, 'is listed twice')
    seen.add(digest)
    const since = gap['since']
    if (typeof since !== 'string' || since.length > MAX_SINCE_CHARS || instantOf(since) === undefined) {
      throw storedField.refuse(`${at}.since`, 'is not a date (YYYY-MM-DD) or a timestamp with a zone')
    }
    const reports = storedField.asWholeNumber(gap['reports'], `${at}.reports`)
    if (reports < 1 || reports > MAX_REPORTS) {
      throw storedField.refuse(`${at}.reports`, `is not a count of reports from 1 to ${MAX_REPORTS}`)
    }
    return { digest, since, reports }
  })
}
