import { writeZip } from '../../../harness/zip.ts'
import type { RecordedRun } from '../../../simulator/github-api.ts'
import { ARTIFACT, WORKFLOW_FILE, weeklyRun, type HistoryServers } from './history-helpers.ts'

/*
 * Reports planted in GitHub's stand-in as a test chooses: a real report of last week, changed
 * (another project, a broken schema, a poisoned figure) and listed as the run the test names.
 */

export type Report = Record<string, unknown> & {
  history: { last: { sections: Record<string, Record<string, unknown>> } }
}

/** Last week's report as a first run uploads it, not yet recorded: the test decides how GitHub lists it. */
export async function lastWeek(
  servers: HistoryServers,
  runId = 100,
): Promise<{ files: Map<string, Buffer>; report: Report }> {
  const run = await weeklyRun(servers, { runId, weeksAgo: 1, record: false })
  servers.artifacts.artifacts.clear()
  return { files: run.uploaded, report: JSON.parse(run.uploaded.get('report.json')?.toString() ?? '{}') as Report }
}

/** Records `files`, with report.json replaced by `report` (an object, or text as written), as a run GitHub lists. */
export function record(
  servers: HistoryServers,
  files: Map<string, Buffer>,
  report: unknown,
  run: Partial<RecordedRun> & { readonly id: number; readonly expired?: boolean },
): void {
  const text = typeof report === 'string' ? report : JSON.stringify(report)
  const zip = writeZip({ ...Object.fromEntries(files), 'report.json': text })
  const { expired, ...recorded } = run
  servers.github.recordRun({
    event: 'schedule',
    path: WORKFLOW_FILE,
    ...recorded,
    artifacts: [{ name: ARTIFACT, zip, ...(expired ? { expired: true } : {}) }],
  })
}

/** `report` with its visitors' total replaced by `total`: a figure no real week has. */
export function poisoned(report: Report, total: number): Report {
  const copy = structuredClone(report)
  const visitors = copy.history.last.sections['visitors'] as { totals: Record<string, number> }
  visitors.totals = { human: total - 1, ai: 1, total }
  return copy
}

type Figures = Record<string, number>

/**
 * `report` as versions before `questions` wrote it: the assistant's `conversations` counted its
 * rows, the turns, and nothing counted distinct conversations (checked once against that
 * version's own bundle: the same fields, the same figures).
 */
export function asOlderReport(report: Report): Report {
  const history = report.history as Report['history'] & { periods: { figures: Record<string, Figures> }[] }
  const periods = history.periods.map((period) => {
    const assistant = period.figures['assistant']
    if (!assistant) return period
    const { questions = 0, unanswered = 0 } = assistant
    return { ...period, figures: { ...period.figures, assistant: { conversations: questions, unanswered } } }
  })
  const section = history.last.sections['assistant'] ?? {}
  const { questions, unanswered, clarifying, callers } = section['extra'] as Record<string, unknown>
  const extra = { conversations: questions, unanswered, clarifying, callers }
  const sections = { ...history.last.sections, assistant: { ...section, extra } }
  const older: typeof history = { ...history, periods, last: { ...history.last, sections } }
  return { ...report, history: older }
}
