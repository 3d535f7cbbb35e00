import { requireDistinctNames, type InputDeclarations, type OutputDeclarations } from '../inputs/declaration.ts'
import type { CommonInputName } from '../inputs/common-inputs.ts'
import { POSTING_OUTPUTS } from '../posting/posting-outputs.ts'
import type { ModeOutputs } from '../step/result.ts'
import { EXTRA_SECTIONS, SECTION_INPUTS, SECTION_OUTPUTS, sectionNamed, ALWAYS_INCLUDED } from './sections/table.ts'

/*
 * All that visitors mode declares in action.yml: the inputs only it reads, with their defaults
 * and descriptions, and the outputs it can set, its own and its report sections' (each declared
 * in its section's file, joined by the table of sections). src/modes.ts joins these with the
 * other modes' and the shared ones, and action.yml is written from them. The settings reader and
 * the runner import these names, and nothing here imports them back.
 */

/** `include: all`, its default: every section of the table. */
export const INCLUDE_ALL = 'all'

/** `include`'s description, its choices from the table: `views, searches, feedback and assistant (what …)`. */
function describeInclude(): string {
  const choices = EXTRA_SECTIONS.map((name) => {
    const hint = sectionNamed(name).includeHint
    return hint === undefined ? name : `${name} (${hint})`
  })
  const listed = choices.length < 2 ? choices.join('') : `${choices.slice(0, -1).join(', ')} and ${choices.at(-1)}`
  return `Visitors mode: the report's sections, ${INCLUDE_ALL} or a comma-separated list of ${listed}; ${ALWAYS_INCLUDED} is always in.`
}

/* The mode's own inputs, in two parts: its sections' inputs stand between them in action.yml. */
const MODE_INPUTS = {
  'date-from': {
    default: '-7d',
    description:
      'Visitors mode: first day, as YYYY-MM-DD, an ISO 8601 timestamp, today, or -7d (days before today, UTC); the default, -7d, counts back from date-to.',
  },
  'date-to': {
    default: 'today',
    description:
      'Visitors mode: exclusive end, in the same forms as date-from. The defaults make the last seven full days.',
  },
  include: { default: INCLUDE_ALL, description: describeInclude(), formerValues: { '': ALWAYS_INCLUDED } },
  compare: {
    default: 'previous-period',
    description:
      'Visitors mode: previous-period also reports the period of the same length just before, and the changes; off compares nothing.',
    formerValues: { none: 'off' },
  },
  history: {
    default: 'auto',
    description:
      "Visitors mode: auto continues the history of this workflow's last report and takes the previous period from it (needs actions: read and contents: read); off reads nothing.",
  },
  'history-periods': {
    default: '52',
    description: 'Visitors mode: periods the history in report.json keeps, this one included, 1 to 260.',
  },
  'page-size': {
    default: '250',
    description:
      'Visitors mode: rows per request, 1 to 250. The largest spends the fewest of the analytics rate limit.',
  },
  'max-requests': {
    default: '',
    description:
      "Visitors mode: the most analytics requests this run may send, 1 to 1000000; a report that needs more keeps its progress and a later run of the workflow goes on. Empty: no cap but the budget's own.",
  },
} as const satisfies InputDeclarations

const MODE_INPUTS_AFTER_SECTIONS = {
  'reader-text': {
    default: 'auto',
    description:
      'Visitors mode: show text readers wrote (search terms, questions) in the summary and the artifact: true, false, or auto (only on a private or internal repository).',
    formerValues: { show: 'true', hide: 'false' },
  },
  'summary-rows': {
    default: '20',
    description: 'Visitors mode: rows each summary table lists, 0 to 1000 (the first 10 shown, the rest folded).',
  },
  'report-dir': {
    default: '',
    description: 'Visitors mode: directory for the report files; empty for RUNNER_TEMP/visitors-report.',
  },
  'artifact-name': {
    default: 'visitors-report',
    description: 'Visitors mode: name of the uploaded artifact, or off to write the files without uploading them.',
    formerValues: { '': 'off' },
  },
  'retention-days': {
    default: '',
    description:
      "Visitors mode: days to keep the artifact, 1 to 400 (capped by the repository's setting); empty for the repository's default.",
    formerName: 'artifact-retention-days',
    formerDefault: '',
  },
  overwrite: {
    default: 'false',
    description: 'Visitors mode: replace an artifact of the same name uploaded earlier in this run (true or false).',
  },
} as const satisfies InputDeclarations

requireDistinctNames("visitors mode's inputs", MODE_INPUTS, SECTION_INPUTS, MODE_INPUTS_AFTER_SECTIONS)

/**
 * Visitors mode's inputs: its own, with its sections' after `page-size`, where action.yml has
 * always listed them (the check that refuses another mode's inputs names the first it meets).
 */
export const VISITORS_INPUTS = {
  ...MODE_INPUTS,
  ...SECTION_INPUTS,
  ...MODE_INPUTS_AFTER_SECTIONS,
} satisfies InputDeclarations

/** What visitors mode's settings reader may read: the common inputs and its own, its sections' among them. */
export type VisitorsInputName = CommonInputName | keyof typeof VISITORS_INPUTS

const MODE_OUTPUTS = {
  'content-gaps-file':
    'Path of content-gaps.md, a prompt for agent mode listing what readers did not find; outside report-path when reader text is hidden.',
  'content-gap-count':
    'Content gaps found this period, listed or not: searches nobody clicked, pages with more thumbs-down than up, unanswered questions. content-gaps.md lists up to 25 of each kind.',
  'content-gaps-new':
    'Visitors mode: content gaps listed this period that the last report did not follow; empty without a last report to follow from.',
  'content-gaps-open':
    'Visitors mode: content gaps the last report listed or followed that are still open; empty without a last report to follow from.',
  'content-gaps-closed':
    'Visitors mode: content gaps the last report listed or followed that readers no longer miss; empty without a last report to follow from.',
  'reader-text': 'shown or hidden: whether reader text appears in the summary and the artifact.',
  'history-size': 'Visitors mode: periods the history in report.json holds, this one included.',
  'comparison-source':
    'Visitors mode: where the previous period came from: previous-report (no request), fetched, or none.',
  'report-path': 'Directory holding the report files; set only when the export was complete.',
  'report-state':
    'Visitors mode: complete (the report is published, or was by an earlier run) or partial (its progress is kept for a later run); empty when neither.',
  'artifact-id': 'Id of the uploaded report artifact; empty when nothing was uploaded.',
  'artifact-url': 'Address of the uploaded report artifact; empty when nothing was uploaded.',
  'artifact-digest': 'SHA-256 digest of the uploaded artifact; empty when nothing was uploaded.',
  ...POSTING_OUTPUTS,
} as const satisfies OutputDeclarations

/** Visitors mode's outputs: those its sections set (the figures of unique visitors), then its own. */
requireDistinctNames("visitors mode's outputs", SECTION_OUTPUTS, MODE_OUTPUTS)

export const VISITORS_OUTPUTS = { ...SECTION_OUTPUTS, ...MODE_OUTPUTS } satisfies OutputDeclarations

export type VisitorsOutputName = keyof typeof VISITORS_OUTPUTS
export type VisitorsOutputs = ModeOutputs<VisitorsOutputName>
