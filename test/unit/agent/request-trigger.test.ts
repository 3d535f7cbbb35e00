import { describe, expect, it } from 'vitest'
import { jobLine, readJobLine, replyMarker } from '../../../src/agent/request/request-marks.ts'
import { parseTrigger, readTriggered } from '../../../src/agent/request/trigger.ts'

/* Where a request opens, what it asks, and the job lines that make a thread one conversation. */

describe('the trigger', () => {
  it('opens a request only at the start of the first line, as a word of its own', () => {
    expect(readTriggered('/docs', '/docs')).toEqual({ fresh: false, text: '' })
    expect(readTriggered('/docs add a page\nwith two lines\r\n', '/docs')).toEqual({
      fresh: false,
      text: 'add a page\nwith two lines',
    })
    expect(readTriggered('   /DOCS   shout', '/docs')).toEqual({ fresh: false, text: 'shout' })
    expect(readTriggered('\uFEFF/docs\tafter a tab', '/docs')).toEqual({ fresh: false, text: 'after a tab' })
    for (const body of [
      '> /docs',
      '`/docs`',
      '```\n/docs',
      'hi\n/docs',
      '/docsy',
      '/docs-old',
      '    /docs',
      '',
      ' /doc',
    ]) {
      expect(readTriggered(body, '/docs'), body).toBeUndefined()
    }
  })

  it('reads /docs new as a fresh job, and newsletter as a word of the request', () => {
    expect(readTriggered('/docs new', '/docs')).toEqual({ fresh: true, text: '' })
    expect(readTriggered('/docs new  a page\nmore', '/docs')).toEqual({ fresh: true, text: 'a page\nmore' })
    expect(readTriggered('/docs newsletter page', '/docs')).toEqual({ fresh: false, text: 'newsletter page' })
    expect(readTriggered('/Docs New page', '/docs')).toEqual({ fresh: true, text: 'page' })
  })

  it('takes a slash or a bang then a word, and names the rule otherwise', () => {
    expect(parseTrigger(' !docs ')).toBe('!docs')
    for (const bad of ['docs', '/', '/do cs', '> /docs', '/' + 'd'.repeat(33), '@docs', '`/docs`']) {
      expect(() => parseTrigger(bad), bad).toThrow('Input "trigger" must be "/" or "!" then a word')
    }
  })
})

describe('the job lines', () => {
  const keys = { apiKey: 'mint_key', projectId: 'acme' }
  const line = { deed: 'job', jobId: 'job_1', runId: 99, attempt: 2 } as const

  it('are read back where they were written, and nowhere else', () => {
    const body = `intro\n${jobLine(keys, 12, line)}\n`
    expect(readJobLine(body, keys, 12)).toEqual(line)
    expect(readJobLine(body, keys, 13)).toBeUndefined()
    expect(readJobLine(body, { ...keys, apiKey: 'another key' }, 12)).toBeUndefined()
    expect(readJobLine(body.replace('job_1', 'job_2'), keys, 12)).toBeUndefined()
    expect(readJobLine(body.replace('run 99', 'run 98'), keys, 12)).toBeUndefined()
  })

  it('mark one reply per request and place', () => {
    expect(replyMarker(keys, 12, 'issue-comment', 5)).not.toBe(replyMarker(keys, 12, 'review-comment', 5))
    expect(replyMarker(keys, 12, 'issue-comment', 5)).not.toBe(replyMarker(keys, 13, 'issue-comment', 5))
    expect(replyMarker(keys, 12, 'issue-comment', 5)).toMatch(
      /^<!-- docs-agent request-reply issue-comment 5 [0-9a-f]{16} -->$/,
    )
  })
})
