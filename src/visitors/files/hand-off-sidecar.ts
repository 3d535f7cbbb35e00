import { log } from '../../runner/log.ts'
import { sha256Of, writeHandOffSidecar } from '../../step/hand-off-sidecar.ts'
import { errorMessage } from '../../text/format.ts'
import type { DateRange } from '../analysis/dates.ts'
import type { GapDigests } from '../history/gap-digests.ts'

/** What the sidecar is made of: the report's settings, and what content-gaps.md lists. */
export interface SidecarSource {
  readonly projectId: string
  readonly dateRange: DateRange
  readonly artifactName: string
  readonly retentionDays: number | undefined
  /** Whether the report shows reader text: a copy of content-gaps.md is hidden where the report hid it. */
  readonly readerText: { readonly shown: boolean }
  readonly runnerTemp: string
  /** content-gaps.md where it was published, and its text. */
  readonly contentFile: string
  readonly markdown: string
  /** Each section's listed gaps (its content-gap part's keys), in the report's order. */
  readonly parts: readonly { readonly name: string; readonly keys: readonly string[] }[]
  readonly digests: GapDigests
}

/**
 * Leaves the sidecar beside content-gaps.md (see src/step/hand-off-sidecar.ts). It tells an agent
 * step of the same job that a prompt file is these content gaps, wherever it was copied: always,
 * since `show-prompt: auto` hides them by it; and it lets that step record the hand-off when the
 * hand-off can be followed: an artifact to name it after, and a period with both ends. A sidecar
 * that cannot be written costs the hand-off, never the report: a warning says so.
 */
export async function leaveHandOffSidecar(source: SidecarSource): Promise<void> {
  const { from, to } = source.dateRange
  const recordable = source.artifactName !== '' && from !== undefined && to !== undefined
  if (!recordable) {
    log.info(
      'No hand-off of the content gaps to the docs agent will be recorded: that needs an "artifact-name" and a period with both ends.',
    )
  }
  const sections = new Map(
    source.parts
      .filter((part) => part.keys.length > 0)
      .map((part) => [part.name, part.keys.map((key) => source.digests.of(key))] as const),
  )
  try {
    const file = await writeHandOffSidecar(source.runnerTemp, source.contentFile, {
      projectId: source.projectId,
      dateFrom: from?.text ?? '',
      dateTo: to?.text ?? '',
      digestCheck: source.digests.check,
      sections,
      artifactName: recordable ? source.artifactName : undefined,
      retentionDays: source.retentionDays,
      contentSha256: sha256Of(source.markdown),
      readerTextShown: source.readerText.shown,
    })
    const records = recordable ? ' records the hand-off' : ' keeps it from view where this report does'
    log.info(`Wrote ${file}: a docs agent step of this job given ${source.contentFile} as "prompt-file"${records}.`)
  } catch (error) {
    log.warning(
      `The note that lets a docs agent step record the hand-off of the content gaps could not be written: ${errorMessage(error)}. The next report will not credit a pull request for them.`,
      'Hand-off not prepared',
    )
  }
}
