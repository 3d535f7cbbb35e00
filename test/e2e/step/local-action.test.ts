import { spawn } from 'node:child_process'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseEnv, stripVTControlCharacters } from 'node:util'
import { expect, it } from 'vitest'
import { ROOT } from '../../harness/action-metadata.ts'
import { renderedSummary } from '../../render/dom.ts'
import { SIMULATOR_API_KEY } from '../../simulator/server.ts'

/** A port nobody holds right now, for the simulator the script starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** The root action, from .env.example. */
it('runs the action with @github/local-action against the simulator, from .env.example', async () => {
  const { home, port, example, exitCode, log } = await localAction([])

  expect({ exitCode, log }).toMatchObject({ exitCode: 0 })
  expect(log).toContain(`Platform simulator on http://127.0.0.1:${port}`)
  expect(log).toContain("local-action exited with 0; the step's conclusion output: success.")
  expect(log).toMatch(/POST \/v2\/agent\/acme-docs\/job → 201\n(\s+GET \/v2\/agent\/acme-docs\/job\/job_0001 → 200\n)+/)
  for (const line of ['job-id::job_0001', 'status::completed', 'pr-number::42', 'conclusion::success']) {
    expect(log).toContain(`::set-output name=${line}\n`)
  }
  expect(log).not.toContain(SIMULATOR_API_KEY)

  const $ = renderedSummary(await readFile(path.join(home, 'summary.md'), 'utf8'))
  expect($('h2').text()).toContain('Pull request opened')
  expect($('a[href="https://github.com/acme/docs/pull/42"]')).toHaveLength(1)
  expect($('pre').first().text()).toBe(parseEnv(example)['INPUT_PROMPT'])
  expect(await readFile(path.join(home, 'summary.html'), 'utf8')).toContain('<title>local-action summary</title>')
}, 180_000)

/** A mode's own action, from the same .env.example: the inputs its action.yml does not declare are left out, and said. */
it("runs a mode's own action (--action deploy) with @github/local-action, by its action.yml", async () => {
  const { exitCode, log } = await localAction(['--action', 'deploy'])

  expect({ exitCode, log }).toMatchObject({ exitCode: 0 })
  expect(log).toMatch(/not inputs of deploy\/action\.yml: mode, prompt\.$/m)
  expect(log).toContain('POST /v1/project/update/acme-docs → 202')
  expect(log).toContain('::set-output name=deployment-status::success\n')
  expect(log).toContain("local-action exited with 0; the step's conclusion output: success.")
}, 180_000)

/**
 * `npm run local-action -- <args> <dotenv>` as someone would run it after `npm ci`: .env.example
 * as written, except for a free port and files in a temporary directory, so the run leaves
 * nothing in the checkout.
 */
async function localAction(args: readonly string[]) {
  const home = await mkdtemp(path.join(tmpdir(), 'local-action-'))
  const port = await freePort()
  const example = await readFile(path.join(ROOT, '.env.example'), 'utf8')
  const dotenv = example
    .replace(/^INPUT_BASE-URL=.*$/m, `INPUT_BASE-URL=http://127.0.0.1:${port}`)
    .replace(/^GITHUB_STEP_SUMMARY=.*$/m, `GITHUB_STEP_SUMMARY=${path.join(home, 'summary.md')}`)
    .replace(/^RUNNER_TEMP=.*$/m, `RUNNER_TEMP=${path.join(home, 'runner-temp')}`)
  const dotenvFile = path.join(home, '.env')
  await writeFile(dotenvFile, dotenv)
  const child = spawn('npm', ['run', '--silent', 'local-action', '--', ...args, dotenvFile], { cwd: ROOT })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', resolve))
  return { home, port, example, exitCode, log: stripVTControlCharacters(output) }
}
