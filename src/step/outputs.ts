/**
 * Every output the action can set, as `action.yml` declares them (a test holds the two lists
 * equal). `conclusion` and `error` are set on every ending of every mode; a mode sets the others
 * it knows.
 */
export const OUTPUT_NAMES = [
  'conclusion',
  'error',
  // agent mode
  'job-id',
  'status',
  'pr-link',
  'pr-number',
  'model',
  'source-repository',
  'source-ref',
  'created-at',
  // visitors mode
  'total',
  'total-human',
  'total-ai',
  'path-count',
  'previous-total',
  'total-change',
  'content-gaps-file',
  'content-gap-count',
  'report-path',
  'artifact-id',
  'artifact-url',
  'artifact-digest',
] as const

export type OutputName = (typeof OUTPUT_NAMES)[number]

/** Outputs a mode determined; a value left out is not set. */
export type Outputs = Partial<Record<Exclude<OutputName, 'conclusion' | 'error'>, string | number>>
