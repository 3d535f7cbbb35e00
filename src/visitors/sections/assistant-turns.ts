import { pageAddress, redactReaderText } from '../../text/reader-redaction.ts'
import { refuseAnswer, requireNullableString, requireString } from '../analysis/answer-fields.ts'
import type { TalliedTurn } from './assistant-tally.ts'

/*
 * The assistant's row: one user turn, a question, as the platform's answer states it. Read
 * against the contract and kept to its fields, with what readers pasted removed before the text
 * reaches any file, summary or prompt; the response only when `assistant-responses` asks for it.
 */

/** A turn as the files hold it: what the tally reads, its time, and the response when asked. */
export interface TurnRow extends TalliedTurn {
  readonly timestamp: string
  /** Only with `assistant-responses: true`: responses are long and add little to a report. */
  readonly response?: string
}

/**
 * A turn, read against the contract and kept to its fields: a field the platform may add
 * could hold more of what readers wrote. Addresses and keys readers pasted are removed here,
 * before the text reaches any file, summary or prompt.
 */
export function readTurn(
  fields: Record<string, unknown>,
  where: string,
  options: { assistantResponses: boolean },
): TurnRow {
  const id = requireString(fields, 'id', where)
  const timestamp = requireString(fields, 'timestamp', where)
  const query = redactReaderText(requireString(fields, 'query', where))
  const response = requireString(fields, 'response', where)
  const responseType = fields['responseType'] === undefined ? 'answer' : fields['responseType']
  if (responseType !== 'answer' && responseType !== 'clarifying_question') {
    throw refuseAnswer(where, 'has a "responseType" that is neither answer nor clarifying_question')
  }
  const resolutionStatus = fields['resolutionStatus']
  if (resolutionStatus !== 'answered' && resolutionStatus !== 'unanswered') {
    throw refuseAnswer(where, 'has a "resolutionStatus" that is neither answered nor unanswered')
  }
  const queryCategory = requireNullableString(fields, 'queryCategory', where)
  const page = requireNullableString(fields, 'pageUrl', where)
  const pageUrl = page === null ? null : pageAddress(page)
  const sources = readSources(fields['sources'], where)
  const row = { id, timestamp, query, responseType, resolutionStatus, queryCategory, pageUrl, sources } as const
  return options.assistantResponses ? { ...row, response: redactReaderText(response) } : row
}

function readSources(value: unknown, where: string): TurnRow['sources'] {
  if (!Array.isArray(value)) throw refuseAnswer(where, 'has no "sources" array')
  return (value as unknown[]).map((source, index) => {
    const at = `${where}.sources[${index}]`
    if (typeof source !== 'object' || source === null) throw refuseAnswer(at, 'is not a JSON object')
    const fields = source as Record<string, unknown>
    return { title: requireString(fields, 'title', at), url: pageAddress(requireString(fields, 'url', at)) }
  })
}
