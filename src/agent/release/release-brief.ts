import type { RunnerEnvironment } from '../../runner/environment.ts'
import type { ReleaseSource } from './github-source.ts'
import { previousTag } from './tags.ts'
import { count, formatNumber } from '../../text/format.ts'

/** A release never makes a prompt the platform would refuse for its size. */
export const MAX_BRIEF_CHARS = 20_000
export const BRIEF_HEADING = '## Release context (added by the workflow)'

/**
 * The release brief: what the release this run was triggered by contains (its notes, or the
 * commits since the previous tag), as text appended to the prompt, and where its page is.
 */
export type ReleaseBrief =
  | {
      readonly kind: 'added'
      readonly text: string
      readonly description: string
      readonly page: { readonly label: string; readonly url: string | undefined }
    }
  | { readonly kind: 'none'; readonly reason: string }

/** `openSource` is called only when GitHub must be asked: a release event carries its release itself. */
export async function collectReleaseBrief(
  environment: RunnerEnvironment,
  openSource: () => Promise<ReleaseSource>,
  signal: AbortSignal,
): Promise<ReleaseBrief> {
  const release = (environment.eventPayload['release'] ?? {}) as Record<string, unknown>
  const tagName = text(release['tag_name'])
  if (environment.eventName === 'release' && tagName) {
    const name = text(release['name']) || tagName
    const url = text(release['html_url']) || undefined
    return added(releaseSection(name, tagName, text(release['body']), url), `release ${tagName}`, { label: name, url })
  }
  const ref = environment.ref ?? ''
  if (!ref.startsWith('refs/tags/')) {
    return {
      kind: 'none',
      reason: `"release-context: auto" needs a release event or a tag push; this run was triggered by "${environment.eventName}" on ${ref || 'no ref'}, so the prompt is sent unchanged.`,
    }
  }
  const tag = ref.slice('refs/tags/'.length)
  const source = await openSource()
  const notes = await source.releaseForTag(tag, signal)
  if (notes)
    return added(releaseSection(notes.name, notes.tag, notes.body, notes.url), `release ${tag}`, {
      label: notes.name,
      url: notes.url,
    })

  const base = previousTag(await source.tagNames(signal), tag)
  const commits = base ? await source.commitsBetween(base, tag, signal) : await source.commitsUpTo(tag, signal)
  const intro = base
    ? `Tag ${tag} has no GitHub release. Commits since ${base}, newest first:`
    : `Tag ${tag} has no GitHub release and no earlier tag. Its latest commits, newest first:`
  const lines = commits.subjects.map((subject) => `- ${subject}`)
  if (commits.omitted > 0) lines.push(`- … and ${count(commits.omitted, 'more commit')} not listed by the API`)
  const repositoryPage = environment.repository
    ? `${environment.serverUrl}/${environment.repository.owner}/${environment.repository.repo}`
    : undefined
  const page = base
    ? {
        label: `${tag} (commits since ${base})`,
        url: repositoryPage && `${repositoryPage}/compare/${encodeURIComponent(base)}...${encodeURIComponent(tag)}`,
      }
    : { label: tag, url: repositoryPage && `${repositoryPage}/tree/${encodeURIComponent(tag)}` }
  return added(
    [intro, ...lines].join('\n'),
    `${count(commits.subjects.length, 'commit')} ${base ? `since ${base}` : `up to ${tag}`}`,
    page,
  )
}

function releaseSection(name: string, tag: string, body: string, url: string | undefined): string {
  const header = `Release: ${name} (tag ${tag})${url ? `\n${url}` : ''}`
  return body.trim() === '' ? `${header}\n\n(The release has no notes.)` : `${header}\n\n${body.trim()}`
}

/** Caps the brief, saying plainly what was cut, so the agent knows it saw only part. */
function added(body: string, description: string, page: { label: string; url: string | undefined }): ReleaseBrief {
  let brief = `${BRIEF_HEADING}\n\n${body}`
  if (brief.length > MAX_BRIEF_CHARS) {
    const note = `\n\n[Release context cut to ${formatNumber(MAX_BRIEF_CHARS)} of ${formatNumber(brief.length)} characters.]`
    brief = brief.slice(0, MAX_BRIEF_CHARS - note.length) + note
  }
  return { kind: 'added', text: brief, description, page }
}

/** The prompt as sent: the user's instruction, then the release brief. */
export function appendBrief(prompt: string, brief: string): string {
  return `${prompt}\n\n${brief}`
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}
