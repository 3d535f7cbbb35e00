import { lstat, mkdir, mkdtemp, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { errorMessage } from '../../text/format.ts'

/**
 * The report directory. It is checked before the first request (a directory that cannot be
 * written would otherwise be found only after the export spent the analytics budget), files
 * are written into a staging place inside it, and they move into view only when the export is
 * complete: a partial report is never left where a later step could take it for a whole one.
 */
export class ReportDirectory {
  readonly path: string
  readonly staging: string

  private constructor(directory: string, staging: string) {
    this.path = directory
    this.staging = staging
  }

  /** Creates the directory, proves it writable, and refuses report file names taken by anything but a file. */
  static async prepare(
    directory: string,
    fileNames: readonly string[],
    what = 'Input "report-dir"',
  ): Promise<ReportDirectory> {
    const fail = (rule: string, cause?: unknown): Error =>
      new Error(`${what} (${directory}) ${rule}. No request was sent.`, { cause })
    try {
      const existing = await stat(directory).catch(() => undefined)
      if (existing && !existing.isDirectory()) throw fail('is a file, not a directory')
      await mkdir(directory, { recursive: true })
    } catch (error) {
      if (error instanceof Error && error.message.startsWith(what)) throw error
      throw fail(`cannot be created: ${errorMessage(error)}`, error)
    }
    for (const name of fileNames) {
      const entry = await lstat(path.join(directory, name)).catch(() => undefined)
      if (entry && !entry.isFile()) {
        throw fail(
          `holds "${name}" as a ${entry.isDirectory() ? 'directory' : 'special file'}, where the report writes that file`,
        )
      }
    }
    const probe = path.join(directory, `.write-probe-${process.pid}`)
    try {
      await writeFile(probe, 'probe')
      await unlink(probe)
    } catch (error) {
      throw fail(`is not writable: ${errorMessage(error)}`, error)
    }
    const staging = await mkdtemp(path.join(directory, '.partial-')).catch((error: unknown) => {
      throw fail(`is not writable: ${errorMessage(error)}`, error)
    })
    return new ReportDirectory(directory, staging)
  }

  /**
   * Moves the finished files into the directory, replacing earlier ones of the same name, and
   * removes the other files an earlier report left: those its manifest (`earlier.manifest`) lists
   * under a name a report may write (`earlier.owned`). `report-path` then holds this report alone,
   * and a file the action did not write is never touched. Returns the paths of the files moved in.
   */
  async publish(
    fileNames: readonly string[],
    earlier: { readonly manifest: string; readonly owned: readonly string[] },
  ): Promise<string[]> {
    const published: string[] = []
    try {
      for (const name of await this.earlierReport(earlier.manifest)) {
        if (!earlier.owned.includes(name) || fileNames.includes(name)) continue
        const stale = path.join(this.path, name)
        const entry = await lstat(stale).catch(() => undefined)
        if (entry?.isFile()) await unlink(stale)
      }
      for (const name of fileNames) {
        const target = path.join(this.path, name)
        await rename(path.join(this.staging, name), target)
        published.push(target)
      }
    } catch (error) {
      // Half a report in view would pass for a whole one: take back what was moved.
      await Promise.all(published.map((file) => rm(file, { force: true })))
      throw new Error(`The report files could not be moved into "report-dir" (${this.path}): ${errorMessage(error)}`, {
        cause: error,
      })
    }
    await rm(this.staging, { recursive: true, force: true })
    return published
  }

  /** The files an earlier report's manifest lists; none when there is no readable manifest. */
  private async earlierReport(manifest: string): Promise<string[]> {
    const file = path.join(this.path, manifest)
    const entry = await lstat(file).catch(() => undefined)
    if (!entry?.isFile() || entry.size > 1_000_000) return []
    try {
      const files = (JSON.parse(await readFile(file, 'utf8')) as { files?: unknown }).files
      return Array.isArray(files) ? files.filter((name): name is string => typeof name === 'string') : []
    } catch {
      return []
    }
  }

  /** Removes the staging place and whatever was written into it. */
  async discard(): Promise<void> {
    await rm(this.staging, { recursive: true, force: true }).catch(() => undefined)
  }
}
