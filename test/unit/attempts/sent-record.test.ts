import { describe, expect, it } from 'vitest'
import { parseSentRecord, sentRecordJson, type SentRecord } from '../../../src/attempts/sent-record.ts'

/* A record read back is hostile: any step of the run can upload an artifact of its name. */

const RECORD: SentRecord = {
  kind: 'deployment',
  confirmed: true,
  id: 'status_0001',
  address: null,
  attempt: 1,
  sentAt: '2026-11-25T12:00:00.000Z',
}

const withField = (field: string, value: unknown) =>
  JSON.stringify({ ...JSON.parse(sentRecordJson(RECORD)), [field]: value })

describe('a sent record read back', () => {
  it('reads what the action writes', () => {
    expect(parseSentRecord(sentRecordJson(RECORD), 1)).toEqual(RECORD)
  })

  it.each([
    ['not an object', '[1]', 'it is not a JSON object'],
    ['another format', withField('format', 2), 'its format is not 1'],
    ['a kind the action never writes', withField('kind', 'rm -rf'), 'its kind is not one the action writes'],
    ['an id that is no path segment', withField('id', '..'), 'its id is not an id'],
    ['an id of a megabyte', withField('id', 'x'.repeat(1_000_000)), 'its id is not an id'],
    ['no id for a confirmed deployment', withField('id', null), 'it names no deployment'],
    [
      'an address that is not https',
      withField('address', 'javascript:alert(1)'),
      'its address is not a plain https address',
    ],
    ['an address with a user', withField('address', 'https://docs@evil.example/'), 'not a plain https address'],
    ['an address that ends a comment', withField('address', 'https://a.example/-->@x'), 'not a plain https address'],
    ['another attempt than its name says', withField('attempt', 3), 'it names another attempt than 1'],
    ['no word on the answer', withField('confirmed', 'yes'), 'it does not say whether the platform answered'],
    ['a time that is none', withField('sentAt', 'soon'), 'its time is not a time'],
  ])('refuses %s', (_, text, reason) => {
    expect(() => parseSentRecord(text, 1)).toThrow(reason)
  })

  it('takes a lost answer with no id: the platform may have acted', () => {
    const lost = { ...RECORD, confirmed: false, id: null }
    expect(parseSentRecord(sentRecordJson(lost), 1)).toEqual(lost)
  })
})
