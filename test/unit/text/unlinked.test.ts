import { describe, expect, it } from 'vitest'
import { codeSpan, html, link, prose, text } from '../../../src/text/html.ts'
import { SummaryDocument } from '../../../src/text/summary-document.ts'
import { forSummary, unlinked } from '../../../src/text/untrusted.ts'
import { renderGfm } from '../../render/gfm.ts'
import { liveReferences, readText } from '../../render/github-references.ts'

/*
 * Words from outside the action ping nobody: where GitHub would make a mention or a reference of
 * them, a word joiner stands between the `@` or `#` and what follows, invisible to a person. Only
 * where GitHub links nothing (an address, code, a `<pre>`, a link's label) are they verbatim.
 */

const HOSTILE = 'Build failed" @acme/security-team @octocat please look "here'

/** A paragraph of the summary holding `value`, rendered as GitHub renders it. */
const rendered = (value: string) => renderGfm(new SummaryDocument().paragraph(html`Status: ${value}`).render())

describe('forSummary: no mention, no reference', () => {
  it.each([
    ['@octocat', '@&#8288;octocat'],
    ['cc @acme/security-team.', 'cc @&#8288;acme/security-team.'],
    ['"@octocat"', '&quot;@&#8288;octocat&quot;'],
    ['(@octocat)', '(@&#8288;octocat)'],
    ['see #123', 'see #&#8288;123'],
    ['fixes acme/docs#42', 'fixes acme/docs#&#8288;42'],
    ['GH-7 and gh-8', 'GH-&#8288;7 and gh-&#8288;8'],
    ['&#64;octocat', '&amp;#&#8288;64;octocat'],
  ])('keeps %j from linking', (value, shown) => {
    expect(forSummary(value)).toBe(shown)
    expect(liveReferences(rendered(value))).toEqual([])
  })

  it.each([
    'mail docs@acme.example or first.last+tag@acme.example',
    'C# 12, issue#3, the #hashtag, a lone @ and # and @-',
    'https://acme.example/page#top',
  ])('leaves %j as it is: GitHub links none of it', (value) => {
    expect(forSummary(value)).toBe(value)
  })

  it('reads as written to a person, the joiner being invisible', () => {
    const body = rendered(HOSTILE)
    expect(liveReferences(body)).toEqual([])
    expect(readText(body)).toContain('Build failed" @acme/security-team @octocat please look "here')
    expect(liveReferences(renderGfm(`<p>${HOSTILE}</p>`))).toEqual(['@acme/security-team', '@octocat'])
  })

  it('never breaks its own joiners when text is escaped twice', () => {
    expect(unlinked(forSummary('@octocat #1'))).toBe(forSummary('@octocat #1'))
  })
})

describe('where GitHub links nothing, text is verbatim', () => {
  it("keeps an address whole in a link's href, and its label as written", () => {
    expect(link('acme/docs#42', 'https://github.com/acme/docs/pull/42').markup).toBe(
      '<a href="https://github.com/acme/docs/pull/42">acme/docs#42</a>',
    )
    expect(link('@octocat', 'https://acme.example/@octocat/#1').markup).toBe(
      '<a href="https://acme.example/@octocat/#1">@octocat</a>',
    )
    expect(link('@octocat', 'javascript:alert(1)').markup).toBe('@&#8288;octocat')
  })

  it('keeps code and a <pre> block as they are copied', () => {
    expect(html`<code>${'@scope/pkg#1'}</code>`.markup).toBe('<code>@scope/pkg#1</code>')
    expect(html`<code class="x">${'@scope/pkg'}</code>`.markup).toBe('<code class="x">@scope/pkg</code>')
    expect(codeSpan('feature/@octocat-#12', 300).markup).toBe('<code>feature/@octocat-#12</code>')
    expect(new SummaryDocument().preformatted('npm i @mintlify/cli@4 # see #12', 100).render()).toBe(
      '<pre>npm i @mintlify/cli@4 # see #12</pre>\n',
    )
  })

  it("keeps a sentence's quoted names as code, and only its plain words from linking", () => {
    expect(prose(`The platform's summary: "${HOSTILE}". See "@scope/pkg#1".`, 500).markup).toBe(
      "The platform's summary: <code>Build failed</code> @&#8288;acme/security-team @&#8288;octocat please look <code>here</code>. See <code>@scope/pkg#1</code>.",
    )
  })

  it('but not text beside code, nor code made of text already escaped', () => {
    expect(html`<code>${'a'}</code> ${'@octocat'}`.markup).toBe('<code>a</code> @&#8288;octocat')
    expect(html`<code>${'a'} ${'@octocat'}</code>`.markup).toBe('<code>a @&#8288;octocat</code>')
    expect(html`<strong>${text('#12', 10)}</strong>`.markup).toBe('<strong>#&#8288;12</strong>')
  })
})
