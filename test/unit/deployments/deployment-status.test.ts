import { describe, expect, it } from 'vitest'
import {
  MAX_FILE_NAMES,
  MAX_LOG_LINES,
  parseDeploymentStatus,
  parseStatusId,
} from '../../../src/deployments/deployment-status.ts'
import { BrokenAnswerError } from '../../../src/platform/errors.ts'

/** A status answer is hostile data: strict where the action depends on it, tolerant, and short, everywhere else. */
describe('a status answer', () => {
  it('reads every field the contract gives', () => {
    const status = parseDeploymentStatus(
      {
        _id: 'st_1',
        status: 'success',
        summary: 'Deployed 42 pages',
        subdomain: 'acme',
        logs: ['one', 'two'],
        createdAt: '2026-11-21T09:00:00Z',
        endedAt: '2026-11-21T09:01:12Z',
        source: 'api',
        commit: {
          sha: 'abc1234',
          ref: 'main',
          message: 'Docs',
          filesChanged: { added: ['a.mdx'], removed: ['b.mdx'] },
        },
      },
      'st_1',
    )
    expect(status).toEqual({
      id: 'st_1',
      status: 'success',
      summary: 'Deployed 42 pages',
      subdomain: 'acme',
      logs: { total: 2, kept: ['one', 'two'] },
      createdAt: '2026-11-21T09:00:00Z',
      endedAt: '2026-11-21T09:01:12Z',
      source: 'api',
      commit: {
        sha: 'abc1234',
        ref: 'main',
        message: 'Docs',
        added: { total: 1, kept: ['a.mdx'] },
        modified: { total: 0, kept: [] },
        removed: { total: 1, kept: ['b.mdx'] },
      },
    })
  })

  it('reads a field of the wrong type as absent, and keeps only the strings of a list', () => {
    const status = parseDeploymentStatus(
      {
        status: 'queued',
        summary: 7,
        subdomain: '',
        logs: 'nope',
        commit: { sha: ['x'], filesChanged: { added: [1, 'a', null] } },
      },
      'st_1',
    )
    expect(status).toMatchObject({ summary: null, subdomain: null, logs: { total: 0, kept: [] } })
    expect(status.commit).toMatchObject({ sha: null, added: { total: 1, kept: ['a'] } })
  })

  it("keeps the log's last lines and the first file names, counting them all", () => {
    const logs = Array.from({ length: 500 }, (_, index) => `line ${index}`)
    const added = Array.from({ length: 1_000 }, (_, index) => `page-${index}.mdx`)
    const status = parseDeploymentStatus({ status: 'failure', logs, commit: { filesChanged: { added } } }, 'st_1')
    expect(status.logs.total).toBe(500)
    expect(status.logs.kept).toEqual(logs.slice(-MAX_LOG_LINES))
    expect(status.commit?.added.total).toBe(1_000)
    expect(status.commit?.added.kept).toEqual(added.slice(0, MAX_FILE_NAMES))
  })

  it.each([
    [[], 'the answer is not a JSON object'],
    [{ status: '' }, 'the answer has no "status" string of at most 64 characters'],
    [{ status: 'x'.repeat(65) }, 'the answer has no "status" string of at most 64 characters'],
    [{ _id: 'st_2', status: 'success' }, 'the answer is for status "st_2", not "st_1"'],
  ])('refuses %j', (body, message) => {
    expect(() => parseDeploymentStatus(body, 'st_1')).toThrow(new BrokenAnswerError(message))
  })
})

describe("a trigger's answer", () => {
  it('gives the status id, any string a request path can carry', () => {
    expect(parseStatusId({ statusId: 'st/1 %' })).toBe('st/1 %')
  })

  it.each([
    [{}, 'the answer has no string "statusId"'],
    [{ statusId: 7 }, 'the answer has no string "statusId"'],
    [{ statusId: '..' }, 'its "statusId" is not a usable id ("..'],
  ])('refuses %j', (body, message) => {
    expect(() => parseStatusId(body)).toThrow(message)
  })
})
