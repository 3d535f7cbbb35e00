import { describe, expect, it } from 'vitest'
import {
  handOffJson,
  HandOffFileError,
  readHandOffRecord,
  type HandOffRecord,
} from '../../../src/step/hand-off-record.ts'

const digest = (index: number) => index.toString(16).padStart(16, 'a')
const EXPECTED = {
  projectId: 'acme-docs',
  dateFrom: '2026-11-16',
  dateTo: '2026-11-23',
  digestCheck: '0123456789abcdef',
  githubHost: 'github.com',
}
const RECORD: HandOffRecord = {
  projectId: 'acme-docs',
  dateFrom: '2026-11-16',
  dateTo: '2026-11-23',
  digestCheck: '0123456789abcdef',
  sections: new Map([
    ['searches', [digest(1), digest(2)]],
    ['feedback', [digest(3)]],
  ]),
  jobId: 'job_0001',
  status: 'completed',
  prLink: 'https://github.com/acme/docs/pull/42',
  recordedAt: '2026-11-23T07:12:00.000Z',
}

/** hand-off.json as the agent step writes it, with `changes` on top. */
function written(changes: Record<string, unknown> = {}): string {
  return JSON.stringify({ ...(JSON.parse(handOffJson(RECORD)) as Record<string, unknown>), ...changes })
}

describe('readHandOffRecord', () => {
  it('reads back what the agent step writes', () => {
    expect(readHandOffRecord(handOffJson(RECORD), EXPECTED)).toEqual(RECORD)
    const noPull = { ...RECORD, status: null, prLink: null }
    expect(readHandOffRecord(handOffJson(noPull), EXPECTED)).toEqual(noPull)
  })

  it.each([
    ['not JSON', '{"format": 1,', 'hand-off.json is not JSON'],
    ['not an object', '[1]', 'hand-off.json is not a JSON object'],
    ['of another format', written({ format: 2 }), 'hand-off.json is not of format 1 (it says 2)'],
    [
      'of another project',
      written({ projectId: 'other' }),
      `hand-off.json "projectId" is not the last report's ("acme-docs")`,
    ],
    [
      'of another period',
      written({ dateFrom: '2026-11-09' }),
      `hand-off.json "dateFrom" is not the last report's ("2026-11-16")`,
    ],
    [
      'with another key',
      written({ digestCheck: 'fedcba9876543210' }),
      `hand-off.json "digestCheck" is not the last report's`,
    ],
    ['with a digest check that is not one', written({ digestCheck: 'x'.repeat(16) }), '"digestCheck" is not a digest'],
    [
      'with a digest that is not one',
      written({ sections: { searches: ['not a digest'] } }),
      '"sections.searches[0]" is not a digest',
    ],
    [
      'with a section name that is not one',
      written({ sections: { 'a b': [digest(1)] } }),
      'has a name that is not an identifier',
    ],
    [
      'with too many digests in a section',
      written({ sections: { searches: Array.from({ length: 101 }, (_, index) => digest(index)) } }),
      '"sections.searches" is not a list of at most 100 digests',
    ],
    [
      'with too many digests in all',
      written({
        sections: Object.fromEntries(
          ['a', 'b', 'c', 'd'].map((name) => [name, Array.from({ length: 80 }, (_, index) => digest(index))]),
        ),
      }),
      '"sections" holds more than 300 digests',
    ],
    ['with an empty job id', written({ jobId: '' }), '"jobId" is not a usable job id (it is empty)'],
    ['with a job id that moves up the path', written({ jobId: '..' }), '"jobId" is not a usable job id'],
    ['with a job id of half a character', written({ jobId: 'job\ud800' }), '"jobId" is not a usable job id'],
    ['with a job id too long', written({ jobId: 'j'.repeat(257) }), '"jobId" is not a text of at most 256 characters'],
    ['with a status that is not one', written({ status: 'done; rm -rf' }), '"status" is not a job status'],
    [
      'with a pull request over http',
      written({ prLink: 'http://github.com/acme/docs/pull/42' }),
      'it is not an https URL',
    ],
    [
      'with a pull request of another host',
      written({ prLink: 'https://gitlab.example/acme/docs/pull/42' }),
      'it is not on github.com',
    ],
    [
      'with a link that is no pull request',
      written({ prLink: 'https://github.com/acme/docs/issues/42' }),
      'is refused',
    ],
    ['with a time that is not one', written({ recordedAt: 'yesterday' }), '"recordedAt" is not a UTC time'],
  ])('refuses one %s', (_, text, problem) => {
    expect(() => readHandOffRecord(text, EXPECTED)).toThrow(HandOffFileError)
    expect(() => readHandOffRecord(text, EXPECTED)).toThrow(problem)
  })

  it('keeps a pull request link as parsed, and a digest once', () => {
    const record = readHandOffRecord(
      written({ prLink: 'https://github.com/acme/docs/pull/42/', sections: { searches: [digest(1), digest(1)] } }),
      EXPECTED,
    )
    expect(record.prLink).toBe('https://github.com/acme/docs/pull/42/')
    expect(record.sections).toEqual(new Map([['searches', [digest(1)]]]))
  })
})
