import { describe, expect, it } from 'vitest'
import { parseDuration } from '../../../src/inputs/durations.ts'
import {
  parseBaseUrl,
  parseBoolean,
  parseChoice,
  parseChoiceList,
  parseIdentifier,
  parseInteger,
  wordAlone,
} from '../../../src/inputs/parsers.ts'
import { formatDuration } from '../../../src/text/format.ts'

const WIDE = { minMs: 1, maxMs: 120 * 3_600_000 }

describe('parseDuration', () => {
  it.each([
    ['250ms', 250],
    ['10s', 10_000],
    ['2m', 120_000],
    ['1h', 3_600_000],
    ['45', 45_000],
    ['1.5s', 1_500],
    [' 30M ', 1_800_000],
    ['120h', 432_000_000],
  ])('reads %s as %i ms', (text, expected) => expect(parseDuration('timeout', text, WIDE)).toBe(expected))

  it.each(['', 'soon', '10 minutes', '-5s', '1d', 's'])('rejects %j naming the input and the forms', (text) => {
    expect(() => parseDuration('poll-interval', text, WIDE)).toThrow(
      /Input "poll-interval" must be a duration such as 250ms, 10s, 2m, 1h or a number of seconds/,
    )
  })

  it('rejects zero', () =>
    expect(() => parseDuration('timeout', '0s', WIDE)).toThrow('Input "timeout" must be a duration greater than zero'))

  it.each([
    ['121h', 'Input "timeout" must be from 1ms to 120h; got "121h".'],
    ['600h', 'Input "timeout" must be from 1ms to 120h; got "600h".'],
    ['99999999999999h', 'Input "timeout" must be from 1ms to 120h'],
  ])('bounds %s below what a timer can hold', (text, message) =>
    expect(() => parseDuration('timeout', text, WIDE)).toThrow(message),
  )

  it('applies a floor', () =>
    expect(() => parseDuration('poll-interval', '50ms', { minMs: 100, maxMs: 3_600_000 })).toThrow(
      'must be from 100ms to 1h',
    ))
})

describe('formatDuration', () => {
  it.each([
    [850, '850ms'],
    [42_000, '42s'],
    [185_000, '3m 05s'],
    [3_720_000, '1h 02m'],
  ])('renders %i ms as %s', (milliseconds, expected) => expect(formatDuration(milliseconds)).toBe(expected))
})

describe('parseBoolean', () => {
  it.each([
    ['true', true],
    ['True', true],
    ['FALSE', false],
  ])('reads %s', (text, expected) => expect(parseBoolean('wait', text)).toBe(expected))
  it.each(['yes', '1', 'on', ''])('rejects %j', (text) =>
    expect(() => parseBoolean('wait', text)).toThrow(`Input "wait" must be true or false; got "${text}".`),
  )
})

describe('parseChoice and parseChoiceList', () => {
  it('accepts a choice in any case', () =>
    expect(parseChoice('mode', 'Visitors', ['agent', 'visitors'])).toBe('visitors'))
  it('rejects an unknown choice listing the allowed ones', () =>
    expect(() => parseChoice('mode', 'report', ['agent', 'visitors'])).toThrow(
      'Input "mode" must be one of agent, visitors; got "report".',
    ))
  it('reads a comma list, dropping blanks and repeats', () =>
    expect(parseChoiceList('fail-on', ' failed, archived,,failed ', ['completed', 'archived', 'failed'])).toEqual([
      'failed',
      'archived',
    ]))
  it('reads an empty list as none', () => expect(parseChoiceList('fail-on', '', ['failed'])).toEqual([]))
  it('names the unknown items', () =>
    expect(() => parseChoiceList('fail-on', 'failed,active,oops', ['completed', 'archived', 'failed'])).toThrow(
      'Input "fail-on" must be a comma-separated list of completed, archived, failed; "active", "oops" are not one of them.',
    ))
})

describe('a list, or one word alone', () => {
  const STATUSES = ['completed', 'archived', 'failed']
  it('reads the word alone, in any case, as the word', () => {
    expect(parseChoiceList('fail-on', ' OFF ', STATUSES, ['off'])).toBe('off')
    expect(wordAlone(' All', ['all'])).toBe('all')
    expect(wordAlone('all,views', ['all'])).toBeUndefined()
  })
  it('reads anything else as the list', () =>
    expect(parseChoiceList('fail-on', 'failed', STATUSES, ['off'])).toEqual(['failed']))
  it('refuses the word within a list, saying it stands alone', () =>
    expect(() => parseChoiceList('fail-on', 'failed, off', STATUSES, ['off'])).toThrow(
      'Input "fail-on" takes off alone, not within a list; got "failed, off".',
    ))
  it('names the word in the rule an unknown item breaks', () =>
    expect(() => parseChoiceList('fail-on', 'active', STATUSES, ['off'])).toThrow(
      'Input "fail-on" must be off alone, or a comma-separated list of completed, archived, failed; "active" is not one of them.',
    ))
})

describe('parseInteger', () => {
  it('accepts the bounds', () => {
    expect(parseInteger('page-size', '1', { min: 1, max: 250 })).toBe(1)
    expect(parseInteger('page-size', '250', { min: 1, max: 250 })).toBe(250)
  })
  it.each(['0', '251', '12.5', '-3', 'ten', ''])('rejects %j', (text) =>
    expect(() => parseInteger('page-size', text, { min: 1, max: 250 })).toThrow(
      'Input "page-size" must be a whole number from 1 to 250',
    ),
  )
})

describe('parseBaseUrl', () => {
  it.each([
    ['https://api.mintlify.com', 'https://api.mintlify.com'],
    ['https://api.mintlify.com/', 'https://api.mintlify.com'],
    ['https://proxy.example.com/platform/', 'https://proxy.example.com/platform'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['http://localhost:3000/', 'http://localhost:3000'],
    ['http://[::1]:9000', 'http://[::1]:9000'],
  ])('accepts %s', (text, expected) => expect(parseBaseUrl('base-url', text)).toBe(expected))
  it.each(['http://api.mintlify.com', 'ftp://127.0.0.1', 'api.mintlify.com', 'http://10.0.0.5'])(
    'rejects %s as not https or loopback http',
    (text) => expect(() => parseBaseUrl('base-url', text)).toThrow('Input "base-url" must be an https URL'),
  )
  it('rejects credentials without echoing them', () => {
    const attempt = () => parseBaseUrl('base-url', 'https://user:s3cret@api.mintlify.com')
    expect(attempt).toThrow('Input "base-url" must not contain credentials')
    expect(attempt).not.toThrow(/s3cret/)
  })
  it.each(['https://api.mintlify.com/?x=1', 'https://api.mintlify.com/#top', 'https://api.mintlify.com/?'])(
    'rejects a query or fragment in %s',
    (text) =>
      expect(() => parseBaseUrl('base-url', text)).toThrow('Input "base-url" must not contain a query or a fragment'),
  )
})

describe('parseIdentifier: an id that becomes one segment of a request path', () => {
  it('trims', () => expect(parseIdentifier('job-id', ' job_123 ')).toBe('job_123'))
  // Encoding makes any of these one segment: the platform may use any string as an id.
  it.each([
    'job 1',
    'a/b',
    'a\\b',
    'a?b#c',
    '50%',
    'a%2Fb',
    'é',
    '...',
    'job\u0000',
    'x'.repeat(3_000),
    'é'.repeat(500),
  ])('accepts %j', (text) => expect(parseIdentifier('job-id', text)).toBe(text))
  it.each([
    ['.', 'is not an id'],
    ['..', 'is not an id'],
    ['   ', 'it is empty'],
    ['job\ud800', 'it is not well-formed Unicode'],
    ['x'.repeat(3_001), 'it is longer than a request path can carry (3,000 characters once percent-encoded)'],
    ['é'.repeat(501), 'it is longer than a request path can carry'],
  ])('rejects %j', (text, problem) => {
    expect(() => parseIdentifier('job-id', text)).toThrow(
      'Input "job-id" must be a single id usable in a request path; ',
    )
    expect(() => parseIdentifier('job-id', text)).toThrow(problem)
  })
})
