import type { RunnerEnvironment } from '../runner/environment.ts'
import { count, formatDuration, formatUtcTime } from '../text/format.ts'
import { codeSpan, html, link, text, type Html, type HtmlValue } from '../text/html.ts'
import type { SummaryDocument } from '../text/summary-document.ts'
import type { DeploymentEnding, DeploymentRun } from './deployment.ts'
import type { DeploymentCommit, DeploymentStatus, KeptList } from './deployment-status.ts'

/*
 * What the summary says of one deployment: the table of what is known, the files its commit
 * changed and, when it failed, the last lines of its log. Every text in it is the platform's
 * (a commit message, a file name, a build's output): escaped, capped, and never a link unless
 * the action built the address itself.
 */

/** Where the platform serves a project's docs: `<subdomain>.mintlify.app`. */
const HOSTED_DOMAIN = 'mintlify.app'
/** A subdomain that can stand in a host name as it is: one DNS label. */
const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i
const SHA = /^[0-9a-f]{7,64}$/i

/** What the step asked for: the project, the branch when it named one (a preview's), and whether it is the docs site. */
export interface DeploymentTarget {
  readonly projectId: string
  readonly branch: string | undefined
  readonly servesSite: boolean
}

/** The rows of the summary's table: the status id, the status and when, the commit, the platform's words, the site. */
export function detailRows(
  target: DeploymentTarget,
  run: DeploymentRun,
  ending: DeploymentEnding,
  environment: RunnerEnvironment,
): HtmlValue[][] {
  const rows: HtmlValue[][] = []
  if (run.statusId !== undefined) rows.push(['Status id', html`<code>${run.statusId}</code>`])
  else rows.push(['Project', html`<code>${target.projectId}</code>`])
  if (target.branch !== undefined) rows.push(['Branch', codeSpan(target.branch, 300)])
  if (ending.mayExist && run.triggeredAt !== undefined)
    rows.push(['Trigger sent', formatUtcTime(new Date(run.triggeredAt).toISOString())])
  if (run.previewUrl) rows.push(['Preview', link(run.previewUrl, run.previewUrl)])
  const status = run.status
  if (!status) {
    // The trigger's 202 means the platform queued it; nothing was read since.
    if (run.statusId !== undefined && run.task.kind === 'trigger')
      rows.push(['Status', html`<code>queued</code> (the trigger's answer)`])
    if (run.wait) rows.push(['Time waited', formatDuration(run.wait.waitedMs)])
    return rows
  }
  rows.push(['Status', html`<code>${status.status}</code>`])
  rows.push(...timeRows(status, run))
  if (status.commit) rows.push(...commitRows(status.commit, environment))
  if (status.summary) rows.push(['Summary', text(status.summary, 1_000)])
  if (status.subdomain && target.servesSite) rows.push(['Site', siteLink(status.subdomain)])
  return rows
}

/** How long the deployment took by the platform's clock, once it ended; else how long this step waited. */
function timeRows(status: DeploymentStatus, run: DeploymentRun): HtmlValue[][] {
  const started = Date.parse(status.createdAt ?? '')
  const ended = Date.parse(status.endedAt ?? '')
  const rows: HtmlValue[][] = []
  if (status.createdAt) rows.push(['Started', formatUtcTime(status.createdAt)])
  if (!Number.isNaN(started) && !Number.isNaN(ended) && ended >= started)
    rows.push(['Duration', formatDuration(ended - started)])
  else if (run.wait) rows.push(['Time waited', formatDuration(run.wait.waitedMs)])
  return rows
}

/**
 * The commit: its short sha, linked to this run's repository only when it is the run's own
 * commit (a sha names one commit, so the link cannot be wrong), then its ref and the first line
 * of its message, as text.
 */
function commitRows(commit: DeploymentCommit, environment: RunnerEnvironment): HtmlValue[][] {
  const rows: HtmlValue[][] = []
  const parts: Html[] = []
  if (commit.sha) parts.push(shaCell(commit.sha, environment))
  if (commit.ref) parts.push(html` on ${codeSpan(commit.ref, 200)}`)
  const subject = commit.message?.split(/\r?\n/)[0]?.trim()
  if (subject) parts.push(html`: ${text(subject, 300)}`)
  if (parts.length > 0) rows.push(['Commit', html`${parts}`])
  const { added, modified, removed } = commit
  if (added.total + modified.total + removed.total > 0)
    rows.push(['Files', `${added.total} added, ${modified.total} modified, ${removed.total} removed`])
  return rows
}

function shaCell(sha: string, environment: RunnerEnvironment): Html {
  if (!SHA.test(sha)) return codeSpan(sha, 100)
  const short = html`<code>${sha.slice(0, 7).toLowerCase()}</code>`
  const { repository, sha: runSha } = environment
  if (!repository || sha.toLowerCase() !== runSha) return short
  return link(short, `${environment.serverUrl}/${repository.owner}/${repository.repo}/commit/${runSha}`)
}

/** The docs site's address, when the subdomain is one host-name label: anything else is no address the action builds. */
export function siteUrl(subdomain: string | null | undefined): string | undefined {
  return subdomain && DNS_LABEL.test(subdomain) ? `https://${subdomain.toLowerCase()}.${HOSTED_DOMAIN}` : undefined
}

/** The docs site: linked when the subdomain is one host-name label, shown as text otherwise. */
function siteLink(subdomain: string): Html {
  const url = siteUrl(subdomain)
  return url === undefined ? codeSpan(subdomain, 200) : link(url.slice('https://'.length), url)
}

/** The changed files' names, folded: a deployment may change hundreds. */
export function addChangedFiles(summary: SummaryDocument, commit: DeploymentCommit | null | undefined): void {
  if (!commit) return
  const lists: [string, KeptList][] = [
    ['added', commit.added],
    ['modified', commit.modified],
    ['removed', commit.removed],
  ]
  const total = lists.reduce((sum, [, list]) => sum + list.total, 0)
  if (total === 0) return
  const rows: HtmlValue[][] = lists.flatMap(([change, list]) => [
    ...list.kept.map((name) => [codeSpan(name, 300), change]),
    ...(list.total > list.kept.length ? [[`and ${count(list.total - list.kept.length, 'more file')}`, change]] : []),
  ])
  summary.details(`Files changed (${total})`, (inner) => {
    inner.table([{ title: 'File' }, { title: 'Change' }], rows)
  })
}

/** A failed deployment's last log lines, folded, exactly as printed (escaped, and hidden characters shown). */
export function addLogTail(summary: SummaryDocument, status: DeploymentStatus | undefined): void {
  if (!status || status.status !== 'failure' || status.logs.kept.length === 0) return
  const { kept, total } = status.logs
  const label =
    kept.length === total
      ? `The log (${count(total, 'line')})`
      : `The log's last ${kept.length} of ${count(total, 'line')}`
  summary.details(label, (inner) => {
    inner.preformatted(kept.join('\n'), 40_000)
  })
}
