import { webUrl } from './html.ts'

/*
 * Links to a pull request, as the platform gives them (`prLink`) and as a recorded hand-off keeps
 * them: how the summaries name one, and, read as hostile, the pull request GitHub can be asked about.
 */

/**
 * `owner/repo#42` and 42 for a pull request URL of GitHub's shape; undefined otherwise. On a
 * host other than `githubHost` the label names the host, so a look-alike host is not dressed as GitHub.
 */
export function pullRequestReference(
  prLink: string | null,
  githubHost?: string,
): { readonly label: string; readonly number: number } | undefined {
  const url = webUrl(prLink)
  const match = url ? /^\/([^/]+)\/([^/]+)\/pull\/(\d+)\/?$/.exec(url.pathname) : null
  if (!url || !match) return undefined
  const host = githubHost === undefined || url.host === githubHost ? '' : `${url.host}/`
  return { label: `${host}${decoded(match[1]!)}/${decoded(match[2]!)}#${match[3]!}`, number: Number(match[3]) }
}

/** A pull request GitHub's API can be asked about: its repository and number, and the link as parsed. */
export interface PullRequestLink {
  readonly owner: string
  readonly repo: string
  readonly number: number
  /** The link, as `new URL` writes it. */
  readonly href: string
}

const MAX_LINK_CHARS = 2_000
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/
const REPO = /^[A-Za-z0-9._-]{1,100}$/

/**
 * The pull request `link` names, strictly: an https URL of `githubHost` (GITHUB_SERVER_URL's
 * host), with the path `/owner/repo/pull/N` and nothing after it, the names as GitHub allows
 * them. Why not, otherwise: such a link becomes a request to GitHub with the workflow's token.
 */
export function readPullRequestLink(link: string, githubHost: string): PullRequestLink | string {
  if (link.length > MAX_LINK_CHARS) return `it is longer than ${MAX_LINK_CHARS} characters`
  const url = webUrl(link)
  if (!url || url.protocol !== 'https:') return 'it is not an https URL'
  if (url.host !== githubHost) return `it is not on ${githubHost}`
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '')
    return 'it carries more than the pull request'
  const match = /^\/([^/]+)\/([^/]+)\/pull\/([1-9]\d{0,9})\/?$/.exec(url.pathname)
  if (!match) return 'it is not a link to a pull request (/owner/repo/pull/N)'
  const [, owner = '', repo = '', number = ''] = match
  if (!OWNER.test(owner) || !REPO.test(repo) || repo === '.' || repo === '..')
    return 'its owner or repository is not a name GitHub gives'
  return { owner, repo, number: Number(number), href: url.href }
}

/** A path segment decoded for reading; as sent when its escapes are malformed (`a%E0`), which decoding would throw on. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
