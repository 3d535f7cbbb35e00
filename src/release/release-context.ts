import type { ReleaseSource } from './github-source.ts'
import { previousTag } from './tags.ts'

/** A release never makes a prompt the platform would refuse for its size. */
export const MAX_CONTEXT_CHARS = 20_000
export const CONTEXT_HEADING = '## Release context (added by the workflow)'

/** What the workflow run was triggered by, as far as the release context cares. */
export interface TriggerEvent {
  readonly eventName: string
  readonly ref: string
  /** The webhook payload as the runner wrote it. */
  readonly payload: Readonly<Record<string, unknown>>
}

export type ReleaseContext =
  | { readonly kind: 'added'; readonly text: string; readonly description: string }
  | { readonly kind: 'none'; readonly reason: string }

export async function collectReleaseContext(event: TriggerEvent, source: ReleaseSource): Promise<ReleaseContext> {
  const release = (event.payload['release'] ?? {}) as Record<string, unknown>
  const tagName = text(release['tag_name'])
  if (event.eventName === 'release' && tagName) {
    const name = text(release['name']) || tagName
    const section = releaseSection(name, tagName, text(release['body']), text(release['html_url']) || undefined)
    return added(section, `release ${tagName}`)
  }
  if (!event.ref.startsWith('refs/tags/')) {
    return {
      kind: 'none',
      reason: `"release-context: auto" needs a release event or a tag push; this run was triggered by "${event.eventName}" on ${event.ref || 'no ref'}, so the prompt is sent unchanged.`,
    }
  }
  const tag = event.ref.slice('refs/tags/'.length)
  const notes = await source.releaseForTag(tag)
  if (notes) return added(releaseSection(notes.name, notes.tag, notes.body, notes.url), `release ${tag}`)

  const base = previousTag(await source.tagNames(), tag)
  const commits = base ? await source.commitsBetween(base, tag) : await source.commitsUpTo(tag)
  const intro = base
    ? `Tag ${tag} has no GitHub release. Commits since ${base}, newest first:`
    : `Tag ${tag} has no GitHub release and no earlier tag. Its latest commits, newest first:`
  const lines = commits.subjects.map((subject) => `- ${subject}`)
  if (commits.omitted > 0) lines.push(`- … and ${commits.omitted} more commits not listed by the API`)
  return added(
    [intro, ...lines].join('\n'),
    `${commits.subjects.length} commits ${base ? `since ${base}` : `up to ${tag}`}`,
  )
}

function releaseSection(name: string, tag: string, body: string, url: string | undefined): string {
  const header = `Release: ${name} (tag ${tag})${url ? `\n${url}` : ''}`
  return body.trim() === '' ? `${header}\n\n(The release has no notes.)` : `${header}\n\n${body.trim()}`
}

/** Caps the context, saying plainly what was cut, so the agent knows it saw only part. */
function added(body: string, description: string): ReleaseContext {
  let text = `${CONTEXT_HEADING}\n\n${body}`
  if (text.length > MAX_CONTEXT_CHARS) {
    const note = `\n\n[Release context cut to ${MAX_CONTEXT_CHARS.toLocaleString('en-US')} of ${text.length.toLocaleString('en-US')} characters.]`
    text = text.slice(0, MAX_CONTEXT_CHARS - note.length) + note
  }
  return { kind: 'added', text, description }
}

/** The prompt as sent: the user's instruction, then the release context. */
export function appendContext(prompt: string, context: string): string {
  return `${prompt}\n\n${context}`
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}
