import { ANY_REPORT_FILE, readerTextFileNames, reportFileNames } from './file-names.ts'
import { MANIFEST_FILE } from './manifest.ts'
import { ReportDirectory } from './report-dir.ts'

/**
 * Where the report's files go: `report-dir`, which the artifact uploads, and, when reader text
 * is hidden, a second directory on the runner for the files that hold it (the search terms,
 * the conversations, the content gaps that quote them), which nothing uploads. An agent step in
 * the same job can still read the content gaps there. Both are checked before the first request
 * and written through a staging place each, published only when the whole report is done.
 */
export class ReportPlaces {
  readonly report: ReportDirectory
  /** Undefined when reader text may be shown, or no section's rows are reader text. */
  readonly readerText: ReportDirectory | undefined
  /** The names that go to `readerText`. */
  readonly readerTextNames: readonly string[]

  private constructor(report: ReportDirectory, readerText: ReportDirectory | undefined, names: readonly string[]) {
    this.report = report
    this.readerText = readerText
    this.readerTextNames = names
  }

  static async prepare(settings: {
    readonly reportDir: string
    readonly readerTextDir: string
    readonly sections: Parameters<typeof reportFileNames>[0]
    readonly previousRange: unknown
    readonly readerText: { readonly shown: boolean }
  }): Promise<ReportPlaces> {
    const compared = settings.previousRange !== undefined
    const names = settings.readerText.shown ? [] : readerTextFileNames(settings.sections, compared)
    const report = await ReportDirectory.prepare(settings.reportDir, reportFileNames(settings.sections, compared))
    if (names.length === 0) return new ReportPlaces(report, undefined, [])
    try {
      const readerText = await ReportDirectory.prepare(settings.readerTextDir, names, 'the directory for reader text')
      return new ReportPlaces(report, readerText, names)
    } catch (error) {
      await report.discard()
      throw error
    }
  }

  /** Whether a file of this name goes to the directory for reader text, not `report-dir`. */
  keptApart(name: string): boolean {
    return this.readerText !== undefined && this.readerTextNames.includes(name)
  }

  /** The staging place a file of this name is written to. */
  stagingFor(name: string): string {
    return this.readerText && this.keptApart(name) ? this.readerText.staging : this.report.staging
  }

  /**
   * Moves the finished files into view: reader text first, so a report in `report-dir` never
   * stands without the files it names. Returns the paths in each directory.
   */
  async publish(names: readonly string[]): Promise<{ report: string[]; readerText: string[] }> {
    const kept = names.filter((name) => this.keptApart(name))
    const readerText = this.readerText
      ? await this.readerText.publish(kept, { manifest: MANIFEST_FILE, owned: [] })
      : []
    const report = await this.report.publish(
      names.filter((name) => !kept.includes(name)),
      { manifest: MANIFEST_FILE, owned: ANY_REPORT_FILE },
    )
    return { report, readerText }
  }

  async discard(): Promise<void> {
    await Promise.all([this.report.discard(), this.readerText?.discard()])
  }
}
