import { describe, expect, it } from 'vitest'
import {
  commentMarker,
  earlierAgentMarker,
  isMarked,
  releaseNotesMarker,
} from '../../../src/comments/comment-marker.ts'
import { commentText, MAX_COMMENT_CHARS } from '../../../src/comments/comment-text.ts'
import { text } from '../../../src/text/html.ts'
import { SummaryDocument } from '../../../src/text/summary-document.ts'

/*
 * The markers find the action's comments again: each names its place, its project and its pull
 * request, so a copy from another pull request finds nothing; agent mode's comment as earlier
 * versions marked it, and the release notes' line, are marked as they always were.
 */

const KEY = 'mint_abc_123456'

describe('the markers', () => {
  it("write agent mode's earlier comment marker and the release notes' marker as before", () => {
    expect(earlierAgentMarker(KEY, 'acme')).toBe('<!-- docs-agent pull-request-comment db1ef20423ae79fd -->')
    expect(releaseNotesMarker(KEY, 'acme')).toBe('<!-- docs-agent release-notes-link 96a51621455b7162 -->')
  })

  it('name the pull request, the project and the key in every comment marker', () => {
    const agent = commentMarker(KEY, 'acme', 'pull-request-comment', 7)
    expect(agent).toMatch(/^<!-- docs-agent pull-request-comment [0-9a-f]{16} -->$/)
    expect(agent).not.toBe(earlierAgentMarker(KEY, 'acme'))
    expect(commentMarker(KEY, 'acme', 'pull-request-comment', 8)).not.toBe(agent)
    // The number is not run into the project's name: project "acme 7" on #1 is not project "acme" on #71.
    expect(commentMarker(KEY, 'acme', 'preview-comment', 71)).not.toBe(
      commentMarker(KEY, 'acme 7', 'preview-comment', 1),
    )
  })

  it("give the preview's comment a marker of its own, per project, key and pull request", () => {
    const preview = commentMarker(KEY, 'acme', 'preview-comment', 7)
    expect(preview).toMatch(/^<!-- docs-agent preview-comment [0-9a-f]{16} -->$/)
    expect(isMarked(`${commentMarker(KEY, 'acme', 'pull-request-comment', 7)}\nbody`, preview)).toBe(false)
    expect(commentMarker(KEY, 'other', 'preview-comment', 7)).not.toBe(preview)
    expect(commentMarker('mint_other', 'acme', 'preview-comment', 7)).not.toBe(preview)
    expect(commentMarker(KEY, 'acme', 'preview-comment', 8)).not.toBe(preview)
  })

  it('find a body only when it starts with the marker', () => {
    const mark = commentMarker(KEY, 'acme', 'preview-comment', 7)
    expect(isMarked(`${mark}\n### Docs preview`, mark)).toBe(true)
    expect(isMarked(`quoted: ${mark}`, mark)).toBe(false)
    expect(isMarked(null, mark)).toBe(false)
  })
})

describe("a comment's text", () => {
  it("starts with its marker and stays within GitHub's limit, cut between blocks with a line saying so", () => {
    const mark = commentMarker(KEY, 'acme', 'preview-comment', 7)
    const comment = new SummaryDocument()
    for (let index = 0; index < 40; index++) comment.paragraph(text(`${index} ${'y'.repeat(3_000)}`, 3_100))
    const body = commentText(mark, comment)
    expect(body.startsWith(`${mark}\n`)).toBe(true)
    expect(body.length).toBeLessThanOrEqual(MAX_COMMENT_CHARS)
    expect(body).toContain('The rest of this comment was cut: GitHub takes at most 65,536 characters.')
  })

  it('keeps a hidden trailer within the limit too, after the body', () => {
    const mark = commentMarker(KEY, 'acme', 'preview-comment', 7)
    const comment = new SummaryDocument()
    for (let index = 0; index < 40; index++) comment.paragraph(text(`${index} ${'<'.repeat(3_000)}`, 3_100))
    const trailer = `<!-- preview address: https://acme.mintlify.app/${'a'.repeat(1_900)} -->`
    const body = commentText(mark, comment, trailer)
    expect(body.length).toBeLessThanOrEqual(MAX_COMMENT_CHARS)
    expect(body.endsWith(`\n${trailer}`)).toBe(true)
  })
})
