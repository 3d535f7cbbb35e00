import type { OutputDeclarations } from '../inputs/declaration.ts'

/*
 * The outputs a report hands to where a team reads it (an issue, a discussion, a chat channel),
 * which visitors and rollup modes both set: declared once, here, and listed among each one's
 * outputs, so action.yml describes them in the same words.
 */
export const POSTING_OUTPUTS = {
  'summary-file':
    "Visitors and rollup modes: the summary's open part as a GitHub-flavoured Markdown file, links absolute, at most 65,536 characters (an issue body's limit); empty when no report was written.",
  headline:
    "Visitors and rollup modes: the headline as plain text, one line per figure and then the run's address, at most 3,000 characters (a chat message block); never reader text.",
  period:
    "Visitors and rollup modes: the report's period as the summary says it, 2026-11-22 to 2026-11-28 (7 days), for an issue's title; empty when the roll-up's reports differ.",
} as const satisfies OutputDeclarations

/** Unique visitors, which both modes set: one declaration, as outputs several modes set must have. */
export const TOTAL_VISITORS_OUTPUT =
  'Site-wide unique visitors (deduplicated across human and AI traffic); in rollup mode, the sum over the projects whose report is complete.'

export type PostingOutputName = keyof typeof POSTING_OUTPUTS

/** The outputs whose line breaks are kept: the headline is a line per figure. */
export const MULTI_LINE_OUTPUTS: readonly PostingOutputName[] = ['headline']
