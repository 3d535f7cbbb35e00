import { spawn, execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../../harness/action-metadata.ts'

/**
 * The last resort after a cancellation: when something still holds the step (here a write to a
 * FIFO nobody reads, which blocks an I/O thread and with it a normal exit), the step reports
 * and ends within the grace period instead of waiting for the runner to kill it.
 */
describe('a step stuck after the runner cancelled it', () => {
  it('reports and exits non-zero within 3 seconds of the signal', async () => {
    const fifo = path.join(mkdtempSync(path.join(tmpdir(), 'stuck-')), 'fifo')
    execFileSync('mkfifo', [fifo])
    const script = [
      `import { watchForCancellation } from ${JSON.stringify(path.join(ROOT, 'src/runner/cancellation.ts'))}`,
      `import { appendFile } from 'node:fs/promises'`,
      `const cancellation = watchForCancellation()`,
      `cancellation.whenStuck(() => process.stdout.write('reported while stuck\\n'))`,
      `process.stdout.write('started\\n')`,
      `await appendFile(${JSON.stringify(fifo)}, 'blocked')`,
    ].join('\n')
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      if (stdout.includes('started') && !child.killed) child.kill('SIGTERM')
    })
    const startedAt = Date.now()
    const ended = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.on('close', (code, signal) => resolve({ code, signal })),
    )
    expect(Date.now() - startedAt).toBeLessThan(4_000)
    expect(stdout).toContain('Received SIGTERM: the workflow is being cancelled; stopping.')
    expect(stdout).toContain('reported while stuck')
    expect(ended.code === 0).toBe(false)
  })
})
