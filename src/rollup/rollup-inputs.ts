import { parseIdentifier } from '../inputs/parsers.ts'
import type { CommonSettings, InputReader } from '../inputs/read-inputs.ts'
import type { RolledFigure } from '../posting/rolled-figures.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import type { RollupInputName } from './rollup-declaration.ts'

/** What the roll-up reads and expects, decided once, before any request. */
export interface RollupSettings extends CommonSettings {
  /** `reports` as written, for messages. */
  readonly reportsPattern: string
  /** The pattern as a test of an artifact's name. */
  readonly isReport: (name: string) => boolean
  /** The projects expected, in the order given; empty for the projects found. */
  readonly projects: readonly string[]
  /** The figure of each report section the roll-up sums, as the sections declare them: the mode table's to give. */
  readonly figures: readonly RolledFigure[]
}

/** More projects than one organization's budget could report on in a week. */
export const MAX_PROJECTS = 100

/** An artifact name's characters (GitHub refuses `":<>|*?\/` and control characters), plus the pattern's `*` and `?`. */
const PATTERN = /^[^":<>|\\/\r\n\0]{1,256}$/

export function readRollupSettings(
  common: CommonSettings,
  inputs: InputReader<RollupInputName>,
  environment: RunnerEnvironment,
  figures: readonly RolledFigure[],
): RollupSettings {
  const reportsPattern = inputs.input('reports').trim()
  if (!PATTERN.test(reportsPattern) || !/[^*?]/.test(reportsPattern))
    throw new Error(
      `Input "reports" must be an artifact name pattern of 1 to 256 characters, with at least one character other than * and ?, and none of " : < > | \\ / or a line break; got "${reportsPattern}".`,
    )
  const projects = readProjects(inputs.input('projects'))
  if (!environment.repository || environment.runId === undefined)
    throw new Error(
      "Rollup mode reads this run's report artifacts, so it runs only in a workflow run (GITHUB_REPOSITORY and GITHUB_RUN_ID set).",
    )
  inputs.warnFormerSpellings()
  return { ...common, reportsPattern, isReport: globTest(reportsPattern), projects, figures }
}

/** `docs-main, docs-api` or one per line: each an id, none twice, at most MAX_PROJECTS. */
function readProjects(text: string): string[] {
  const ids = text.split(/[\s,]+/).filter((id) => id !== '')
  if (ids.length > MAX_PROJECTS)
    throw new Error(`Input "projects" lists ${ids.length} project ids; at most ${MAX_PROJECTS} are rolled up.`)
  const projects = ids.map((id) => parseIdentifier('projects', id))
  const twice = projects.find((id, index) => projects.indexOf(id) !== index)
  if (twice) throw new Error(`Input "projects" lists "${twice}" twice: list each project once.`)
  return projects
}

/** `*-report` as a test: `*` any run of characters, `?` one, the rest literal, the whole name. */
export function globTest(pattern: string): (name: string) => boolean {
  const source = pattern.replace(/[*?]|[^*?]+/g, (part) =>
    part === '*' ? '.*' : part === '?' ? '.' : part.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
  )
  const expression = new RegExp(`^${source}$`, 's')
  return (name) => expression.test(name)
}
