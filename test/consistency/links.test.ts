import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../harness/action-metadata.ts'
import { readPage, type MarkdownPage } from './markdown-page.ts'

/**
 * Every relative link and picture in the project's Markdown resolves: the file or folder exists
 * inside the repository, and a `#anchor` names a heading of the page it points at, as GitHub
 * makes a heading's anchor. A moved section or a renamed page fails here instead of leaving a
 * reader at the top of the wrong page. Links to other sites are not fetched.
 */
const PAGES = [
  'README.md',
  'SECURITY.md',
  'CONTRIBUTING.md',
  'CHANGELOG.md',
  ...readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name.replaceAll('\\', '/')}`),
].sort()

/**
 * A heading's anchor as GitHub makes it: lower case, every character that is not a letter, a
 * mark, a digit, `_`, `-` or a space dropped (punctuation, emoji, backticks), spaces made hyphens;
 * a second heading of the same anchor gets `-1`, a third `-2`.
 */
function githubSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replaceAll(' ', '-')
}

/** The anchors a page offers: its headings', and any `id` or `name` its HTML gives. */
function anchorsOf(page: MarkdownPage): Set<string> {
  const { $ } = page
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  $('h1, h2, h3, h4, h5, h6').each((_, heading) => {
    const slug = githubSlug($(heading).text().trim())
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
  })
  $('[id], a[name]').each((_, element) => {
    for (const value of [$(element).attr('id'), $(element).attr('name')]) if (value) anchors.add(value)
  })
  return anchors
}

/** The links and pictures of a page that point inside the repository (no scheme, not `//host`). */
function relativeTargets(page: MarkdownPage): string[] {
  const { $ } = page
  return [
    ...$('a[href]')
      .map((_, link) => $(link).attr('href') ?? '')
      .get(),
    ...$('img[src]')
      .map((_, image) => $(image).attr('src') ?? '')
      .get(),
  ].filter((target) => !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(target))
}

const pages = new Map(PAGES.map((file) => [file, readPage(file)]))

/** Why a target of `page` does not resolve, or undefined when it does. */
function brokenBecause(page: MarkdownPage, target: string): string | undefined {
  const [rawPath = '', anchor] = target.split('#', 2)
  const linked = decodeURIComponent(rawPath)
  const resolved = linked === '' ? page.file : linkedFile(page.file, linked)
  if (resolved.startsWith('..')) return 'points outside the repository'
  if (!existsSync(path.join(ROOT, resolved))) return `${resolved} does not exist`
  if (anchor === undefined) return undefined
  if (!resolved.endsWith('.md') || statSync(path.join(ROOT, resolved)).isDirectory()) {
    return `an anchor into ${resolved}, which is not a Markdown page`
  }
  const linkedPage = pages.get(resolved) ?? readPage(resolved)
  return anchorsOf(linkedPage).has(decodeURIComponent(anchor)) ? undefined : `${resolved} has no heading #${anchor}`
}

/** A link's path from the repository's root: relative to the page's folder, or to the root when it starts with `/`. */
function linkedFile(from: string, linked: string): string {
  const base = linked.startsWith('/') ? '' : path.posix.dirname(from)
  return path.posix.normalize(path.posix.join(base, linked.replace(/^\/+/, ''))).replace(/\/$/, '')
}

describe("the project's Markdown links", () => {
  it('find the pages, and links in them', () => {
    expect(PAGES).toEqual(expect.arrayContaining(['README.md', 'docs/reference.md', 'docs/summaries/README.md']))
    const count = [...pages.values()].reduce((sum, page) => sum + relativeTargets(page).length, 0)
    expect(count).toBeGreaterThan(50)
  })

  it.each(PAGES)('%s: every relative link and anchor resolves', (file) => {
    const page = pages.get(file) as MarkdownPage
    const broken = relativeTargets(page).flatMap((target) => {
      const reason = brokenBecause(page, target)
      return reason === undefined ? [] : [`${target}: ${reason}`]
    })
    expect(broken).toEqual([])
  })

  it('holds no leftover of a merge: conflict markers read as text, or as a quote, on GitHub', () => {
    const leftovers = PAGES.flatMap((file) =>
      (pages.get(file) as MarkdownPage).raw
        .split('\n')
        .flatMap((line, index) =>
          /^\s*(<{7}|={7}|>{7}|\\?={5}$|<<PROSE>>|(> ){3,}>?$)/.test(line) ? [`${file}:${index + 1}: ${line}`] : [],
        ),
    )
    expect(leftovers).toEqual([])
  })

  it('makes anchors as GitHub does', () => {
    expect(githubSlug("What the run's event adds to the prompt")).toBe('what-the-runs-event-adds-to-the-prompt')
    expect(githubSlug('`report-dir` refused: a file')).toBe('report-dir-refused-a-file')
    expect(githubSlug('✅ Docs agent: Pull request opened')).toBe('-docs-agent-pull-request-opened')
    expect(githubSlug('[2.0.0] — 2026-11-25')).toBe('200--2026-11-25')
  })
})
