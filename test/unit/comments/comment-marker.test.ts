import { describe, expect, it } from 'vitest'
import { isMarked, marker } from '../../../src/comments/comment-marker.ts'
import { commentText, MAX_COMMENT_CHARS } from '../../../src/comments/comment-text.ts'
import { text } from '../../../src/text/html.ts'
import { SummaryDocument } from '../../../src/text/summary-document.ts'

/*
 * The markers find the action's comments again: agent mode's as every earlier version wrote
 * them (a comment already on a pull request is still found), and preview mode's apart from it.
 */

const KEY = 'mint_abc_123456'

describe('the markers', () => {
  it("write agent mode's places as before, so a comment an earlier version posted is still found", () => {
    expect(marker(KEY, 'acme', 'pull-request-comment')).toBe(
      '<!-- docs-agent pull-request-comment db1ef20423ae79fd -->',
    )
    expect(marker(KEY, 'acme', 'release-notes-link')).toBe('<!-- docs-agent release-notes-link 96a51621455b7162 -->')
  })

  it("give the preview's comment a marker of its own, per project and key", () => {
    const preview = marker(KEY, 'acme', 'preview-comment')
    expect(preview).toMatch(/^<!-- docs-agent preview-comment [0-9a-f]{16} -->$/)
    expect(isMarked(`${marker(KEY, 'acme', 'pull-request-comment')}\nbody`, preview)).toBe(false)
    expect(marker(KEY, 'other', 'preview-comment')).not.toBe(preview)
    expect(marker('mint_other', 'acme', 'preview-comment')).not.toBe(preview)
  })

  it('find a body only when it starts with the marker', () => {
    const mark = marker(KEY, 'acme', 'preview-comment')
    expect(isMarked(`${mark}\n### Docs preview`, mark)).toBe(true)
    expect(isMarked(`quoted: ${mark}`, mark)).toBe(false)
    expect(isMarked(null, mark)).toBe(false)
  })
})

describe("a comment's text", () => {
  it("starts with its marker and stays within GitHub's limit, cut between blocks with a line saying so", () => {
    const mark = marker(KEY, 'acme', 'preview-comment')
    const comment = new SummaryDocument()
    for (let index = 0; index < 40; index++) comment.paragraph(text(`${index} ${'y'.repeat(3_000)}`, 3_100))
    const body = commentText(mark, comment)
    expect(body.startsWith(`${mark}\n`)).toBe(true)
    expect(body.length).toBeLessThanOrEqual(MAX_COMMENT_CHARS)
    expect(body).toContain('The rest of this comment was cut: GitHub takes at most 65,536 characters.')
  })

  it('keeps a hidden trailer within the limit too, after the body', () => {
    const mark = marker(KEY, 'acme', 'preview-comment')
    const comment = new SummaryDocument()
    for (let index = 0; index < 40; index++) comment.paragraph(text(`${index} ${'<'.repeat(3_000)}`, 3_100))
    const trailer = `<!-- preview address: https://acme.mintlify.app/${'a'.repeat(1_900)} -->`
    const body = commentText(mark, comment, trailer)
    expect(body.length).toBeLessThanOrEqual(MAX_COMMENT_CHARS)
    expect(body.endsWith(`\n${trailer}`)).toBe(true)
  })
})
