import type { RunnerEnvironment } from '../../runner/environment.ts'
import { count } from '../../text/format.ts'
import { addedBrief, oneLine, type ContextBrief } from './brief-text.ts'
import type { ContextSource } from './github-source.ts'
import { previousTag } from './tags.ts'

/**
 * The release brief: what the release this run was triggered by contains (its notes, or the
 * commits since the previous tag), and where its page is. `openSource` is called only when
 * GitHub must be asked: a release event carries its release itself. Undefined when the run is
 * neither a release nor a tag push.
 */
export async function collectReleaseBrief(
  environment: RunnerEnvironment,
  openSource: () => Promise<ContextSource>,
  signal: AbortSignal,
): Promise<ContextBrief | undefined> {
  const release = (environment.eventPayload['release'] ?? {}) as Record<string, unknown>
  const tagName = text(release['tag_name'])
  if (environment.eventName === 'release' && tagName) {
    const name = text(release['name']) || tagName
    const url = text(release['html_url']) || undefined
    return addedBrief('release', releaseSection(name, tagName, text(release['body']), url), `release ${tagName}`, {
      label: name,
      url,
    })
  }
  const ref = environment.ref ?? ''
  if (!ref.startsWith('refs/tags/')) return undefined
  const tag = ref.slice('refs/tags/'.length)
  const source = await openSource()
  const notes = await source.releaseForTag(tag, signal)
  if (notes)
    return addedBrief('release', releaseSection(notes.name, notes.tag, notes.body, notes.url), `release ${tag}`, {
      label: notes.name,
      url: notes.url,
    })

  const base = previousTag(await source.tagNames(signal), tag)
  const commits = base ? await source.commitsBetween(base, tag, signal) : await source.commitsUpTo(tag, signal)
  const intro = base
    ? `Tag ${tag} has no GitHub release. Commits since ${base}, newest first:`
    : `Tag ${tag} has no GitHub release and no earlier tag. Its latest commits, newest first:`
  const lines = commits.commits.map((commit) => `- ${commitLine(commit)}`)
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
  return addedBrief(
    'release',
    [intro, ...lines].join('\n'),
    `${count(commits.commits.length, 'commit')} ${base ? `since ${base}` : `up to ${tag}`}`,
    page,
  )
}

/** `Add --dry-run to deploy (0000003)`: the subject and the short sha, the subject on one line. */
export function commitLine(commit: { readonly sha: string; readonly subject: string }): string {
  return `${oneLine(commit.subject)} (${commit.sha.slice(0, 7)})`
}

function releaseSection(name: string, tag: string, body: string, url: string | undefined): string {
  const header = `Release: ${name} (tag ${tag})${url ? `\n${url}` : ''}`
  return body.trim() === '' ? `${header}\n\n(The release has no notes.)` : `${header}\n\n${body.trim()}`
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}
