import * as core from '@actions/core'
import { beforeEach, describe, expect, it } from 'vitest'
import { parseAgentJob } from '../../src/agent/job.ts'
import { addAgentSummary, type AgentReport } from '../../src/agent/summary.ts'
import { escapeText, linkOrText } from '../../src/escape.ts'
import type { VisitorRow } from '../../src/visitors/page.ts'
import { addVisitorsSummary, SUMMARY_BUDGET_BYTES, topPages } from '../../src/visitors/summary.ts'

const RUN = {
  repository: 'acme/docs',
  ref: 'refs/tags/v1.2.0',
  runUrl: 'https://github.com/acme/docs/actions/runs/7',
}

beforeEach(() => {
  core.summary.emptyBuffer()
})

describe('escapeText', () => {
  it('turns markup, Markdown and table characters into entities', () => {
    expect(escapeText('<b>|`x`*_[a](b)&')).toBe('&#60;b&#62;&#124;&#96;x&#96;&#42;&#95;&#91;a&#93;(b)&#38;')
  })

  it('folds line breaks into spaces', () => expect(escapeText('a\r\nb\nc')).toBe('a b c'))
})

describe('linkOrText', () => {
  it('links only https addresses', () => {
    expect(linkOrText('PR', 'https://github.com/a/b/pull/1')).toBe('<a href="https://github.com/a/b/pull/1">PR</a>')
    expect(linkOrText('PR', 'javascript:alert(1)')).toBe('PR')
    expect(linkOrText('x', 'http://github.com')).toBe('x')
  })

  it('escapes quotes in the address', () => {
    expect(linkOrText('x', 'https://e.com/"onmouseover="a')).toBe('<a href="https://e.com/%22onmouseover=%22a">x</a>')
  })
})

describe('addAgentSummary', () => {
  const report: AgentReport = {
    jobId: 'job_1',
    job: parseAgentJob({
      id: 'job_1',
      status: 'completed',
      prLink: 'https://github.com/acme/docs/pull/42',
      model: '<img src=x>',
      source: { repository: 'https://github.com/acme/docs', ref: 'main' },
      createdAt: '2026-11-21T09:00:00Z',
    }),
    ending: 'completed',
    waitedMs: 125_000,
    prompt: 'Line <1>\nLine 2\nLine 3\nLine 4\nLine 5\nLine 6',
    promptUse: 'created',
    releaseContextChars: 0,
    failure: undefined,
    run: RUN,
  }

  it('lists the job, links the pull request and escapes remote text', () => {
    const html = addAgentSummary(core.summary, report).stringify()
    expect(html).toContain('<h2>✅ Docs agent job: completed</h2>')
    expect(html).toContain('<td>Pull request</td><td><a href="https://github.com/acme/docs/pull/42">')
    expect(html).toContain('<td>Model</td><td>&#60;img src=x&#62;</td>')
    expect(html).toContain('<td>Time waited</td><td>2m 05s</td>')
    expect(html).toContain('<p><strong>Prompt</strong> (first 5 of 6 lines)</p>')
    expect(html).toContain('<pre>Line &#60;1&#62;\nLine 2\nLine 3\nLine 4\nLine 5</pre>')
    expect(html).not.toContain('Line 6')
    expect(html).toContain('<a href="https://github.com/acme/docs/actions/runs/7">this workflow run</a>')
  })

  it('bounds the prompt preview by characters as well as lines', () => {
    const html = addAgentSummary(core.summary, { ...report, prompt: 'x'.repeat(50_000) }).stringify()
    expect(html).toContain('<p><strong>Prompt</strong> (first 2,000 of 50,000 characters)</p>')
    expect(html).toContain(`<pre>${'x'.repeat(2_000)}…</pre>`)
  })

  it('shows a pull request that is not https as text, and the failure', () => {
    const job = parseAgentJob({ id: 'job_1', status: 'failed', prLink: 'javascript:alert(1)' })
    const html = addAgentSummary(core.summary, { ...report, job, ending: 'failed', failure: 'It <failed>' }).stringify()
    expect(html).toContain('<h2>❌ Docs agent job: failed</h2>')
    expect(html).toContain('<td>Pull request</td><td>javascript:alert(1)</td>')
    expect(html).toContain('<strong>Failed:</strong> It &#60;failed&#62;')
  })
})

describe('visitors summary', () => {
  const row = (path: string, total: number): VisitorRow => ({ path, human: total, ai: 0, total })

  it('orders pages by total, then path', () => {
    expect(topPages([row('/b', 5), row('/a', 5), row('/c', 9)], 2).map((r) => r.path)).toEqual(['/c', '/a'])
  })

  it('shows range, totals with AI share, the top pages escaped, and where the rest is', () => {
    const html = addVisitorsSummary(core.summary, {
      projectId: 'acme',
      range: '2026-11-14 to 2026-11-21 (exclusive)',
      totals: { human: 900, ai: 300, total: 1_150 },
      rows: [row('/a|b', 10), row('/<script>', 20), row('/plain', 1)],
      summaryRows: 2,
      artifact: { name: 'visitors-report', url: 'https://github.com/acme/docs/actions/runs/7/artifacts/9' },
      reportPath: '/tmp/r',
      run: RUN,
    }).stringify()
    expect(html).toContain('<p>Date range: 2026-11-14 to 2026-11-21 (exclusive)</p>')
    expect(html).toContain('<tr><td>900</td><td>300</td><td>1,150</td><td>26.1%</td></tr>')
    expect(html).toContain('<h3>Top 2 pages by visitors</h3>')
    expect(html).toContain('<tr><td>/&#60;script&#62;</td><td>20</td><td>0</td><td>20</td></tr><tr><td>/a&#124;b</td>')
    expect(html).not.toContain('/plain')
    expect(html).toContain(
      '3 pages in all; the full list (visitors.csv, visitors.json) is in the artifact <a href="https://github.com/acme/docs/actions/runs/7/artifacts/9">visitors-report</a>.',
    )
  })

  it('lists no table for summary-rows 0 and points at the files when nothing was uploaded', () => {
    const html = addVisitorsSummary(core.summary, {
      projectId: 'acme',
      range: 'r',
      totals: { human: 0, ai: 0, total: 0 },
      rows: [row('/a', 1)],
      summaryRows: 0,
      artifact: undefined,
      reportPath: '/tmp/report',
      run: RUN,
    }).stringify()
    expect(html).not.toContain('Top ')
    expect(html).toContain('<td>—</td>')
    expect(html).toContain('is in /tmp/report on the runner.')
  })

  it('stops the table before GitHub’s 1 MiB limit, counting bytes, and says so', () => {
    const longPath = '/' + '文'.repeat(2_000)
    const rows = Array.from({ length: 1_000 }, (_, index) => row(`${longPath}${index}`, index))
    const html = addVisitorsSummary(core.summary, {
      projectId: 'acme',
      range: 'r',
      totals: { human: 1, ai: 1, total: 1 },
      rows,
      summaryRows: 1_000,
      artifact: undefined,
      reportPath: '/tmp/r',
      run: RUN,
    }).stringify()
    expect(Buffer.byteLength(html)).toBeLessThan(SUMMARY_BUDGET_BYTES + 2_000)
    expect(html).toMatch(
      /The table stops at \d+ of the 1000 requested rows to stay within GitHub's 1 MiB summary limit/,
    )
  })
})
