import { mkdir, mkdtemp, readFile, realpath, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { HandOffFileError } from '../../../src/step/hand-off-record.ts'
import {
  readHandOffSidecar,
  sha256Of,
  sidecarPath,
  writeHandOffSidecar,
  type HandOffSidecar,
} from '../../../src/step/hand-off-sidecar.ts'

const SIDECAR: HandOffSidecar = {
  projectId: 'acme-docs',
  dateFrom: '2026-11-16',
  dateTo: '2026-11-23',
  digestCheck: '0123456789abcdef',
  sections: new Map([['searches', ['aaaaaaaaaaaaaaa1', 'aaaaaaaaaaaaaaa2']]]),
  artifactName: 'docs-report',
  retentionDays: undefined,
  contentSha256: sha256Of('# Close the gaps\n'),
  readerTextShown: false,
}

/** A RUNNER_TEMP, and content-gaps.md in it. */
async function runner(): Promise<{ runnerTemp: string; file: string }> {
  const runnerTemp = await realpath(await mkdtemp(path.join(tmpdir(), 'hand-off-sidecar-')))
  const file = path.join(runnerTemp, 'content-gaps.md')
  await writeFile(file, '# Close the gaps\n')
  return { runnerTemp, file }
}

describe('the hand-off sidecar', () => {
  it('is found from the content-gaps file, through a link to it too', async () => {
    const { runnerTemp, file } = await runner()
    await writeHandOffSidecar(runnerTemp, file, SIDECAR)
    expect(await readHandOffSidecar(runnerTemp, file)).toEqual(SIDECAR)
    const linked = path.join(runnerTemp, 'prompt.md')
    await symlink(file, linked)
    await writeHandOffSidecar(runnerTemp, linked, { ...SIDECAR, retentionDays: 7 })
    expect(await readHandOffSidecar(runnerTemp, file)).toEqual({ ...SIDECAR, retentionDays: 7 })
  })

  it('says nothing of reader text when a report step that did not say wrote it', async () => {
    const { runnerTemp, file } = await runner()
    const written = await writeHandOffSidecar(runnerTemp, file, SIDECAR)
    const fields = JSON.parse(await readFile(written, 'utf8')) as Record<string, unknown>
    delete fields['readerTextShown']
    await writeFile(written, JSON.stringify(fields))
    expect(await readHandOffSidecar(runnerTemp, file)).toEqual({ ...SIDECAR, readerTextShown: undefined })
  })

  it('is none for a file no report step wrote', async () => {
    const { runnerTemp, file } = await runner()
    expect(await readHandOffSidecar(runnerTemp, file)).toBeUndefined()
  })

  it.each([
    ['not JSON', 'nope', 'the sidecar is not JSON'],
    ['of another format', '{"format": 9}', 'the sidecar is not of format 1'],
    ['without an artifact name', { artifactName: 'a/b' }, `the sidecar's "artifactName" is not an artifact name`],
    [
      'with retention of no days',
      { retentionDays: 0 },
      `"retentionDays" is not a number of days from 1 to 400, or null`,
    ],
    ['without a SHA-256', { contentSha256: 'abc' }, `"contentSha256" is not a SHA-256`],
    ['saying reader text is shown "yes"', { readerTextShown: 'yes' }, `"readerTextShown" is not true, false or null`],
    ['over 64 KiB', { padding: 'x'.repeat(70_000) }, 'is over 64 KiB'],
  ])('is refused %s', async (_, content, problem) => {
    const { runnerTemp, file } = await runner()
    const written = await writeHandOffSidecar(runnerTemp, file, SIDECAR)
    if (typeof content === 'string') await writeFile(written, content)
    else {
      const fields = JSON.parse(await readFile(written, 'utf8')) as Record<string, unknown>
      await writeFile(written, JSON.stringify({ ...fields, ...content }))
    }
    await expect(readHandOffSidecar(runnerTemp, file)).rejects.toThrow(HandOffFileError)
    await expect(readHandOffSidecar(runnerTemp, file)).rejects.toThrow(problem)
  })

  it('is not read through a link', async () => {
    const { runnerTemp, file } = await runner()
    const elsewhere = path.join(runnerTemp, 'elsewhere.json')
    await writeFile(elsewhere, '{}')
    const place = sidecarPath(runnerTemp, file)
    await mkdir(path.dirname(place), { recursive: true })
    await symlink(elsewhere, place)
    await expect(readHandOffSidecar(runnerTemp, file)).rejects.toThrow('cannot be opened')
  })
})
