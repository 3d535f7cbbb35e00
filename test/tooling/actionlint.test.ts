import { describe, expect, it } from 'vitest'
import { lintWorkflow } from './actionlint.ts'

/*
 * The examples are linted by an actionlint current enough to know today's runners and contexts:
 * an older one refuses `ubuntu-24.04` (a label it learned in 1.7.1) and would fail every example.
 * The linter must also still refuse what is wrong, or its silence proves nothing.
 */

function workflow(runsOn: string, command: string): string {
  return ['on: push', 'jobs:', '  docs:', `    runs-on: ${runsOn}`, '    steps:', `      - run: ${command}`, ''].join(
    '\n',
  )
}

describe('actionlint', () => {
  it('knows the runners of 1.7 and later, ubuntu-24.04 and ubuntu-24.04-arm, and the vars context', async () => {
    expect(await lintWorkflow(workflow('ubuntu-24.04', 'echo "${{ vars.DOCS_PROJECT_ID }}"'), 'a.yml')).toEqual([])
    expect(await lintWorkflow(workflow('ubuntu-24.04-arm', 'echo done'), 'a.yml')).toEqual([])
  })

  it('refuses an unknown runner label', async () => {
    const findings = await lintWorkflow(workflow('ubuntu-24.044', 'echo done'), 'a.yml')
    expect(findings).toEqual([expect.stringMatching(/^4:14 label "ubuntu-24\.044" is unknown\..*\[runner-label\]$/)])
  })

  it('refuses a broken expression and an unknown context', async () => {
    const broken = await lintWorkflow(workflow('ubuntu-24.04', 'echo "${{ github.event. }}"'), 'a.yml')
    expect(broken).toEqual([expect.stringMatching(/^6:\d+ unexpected end of input .*\[expression\]$/)])
    const unknown = await lintWorkflow(workflow('ubuntu-24.04', 'echo "${{ varz.DOCS_PROJECT_ID }}"'), 'a.yml')
    expect(unknown).toEqual([expect.stringMatching(/^6:\d+ undefined variable "varz"\..*\[expression\]$/)])
  })
})
