/*
 * How an input or an output is declared, once: its name (the key), its default and what it is
 * for. action.yml is written from these declarations (`npm run bundle` runs
 * scripts/action-yml.ts), so the file a runner reads and the code that reads the inputs cannot
 * disagree; a test holds action.yml equal to what the declarations make.
 */

/** What every input declares. */
interface InputBasics {
  /** The default as action.yml writes it: `''` for none, an expression such as `${{ github.token }}` as is. */
  readonly default: string
  /** action.yml's description: what the input does, in one or two sentences. */
  readonly description: string
  /** action.yml's `required: true`; such an input has no default. */
  readonly required?: true
  /**
   * Values 1.0.0 spelled another way, still read through 2.x with a warning: old → new. The key
   * `''` is the input set empty, which meant something in 1.0.0 (an unset input gets its default).
   */
  readonly formerValues?: Readonly<Record<string, string>>
}

/**
 * An input renamed since 1.0.0 declares its former name and that name's default together: the
 * name is still read through 2.x with a warning naming this one (former-spellings.ts), and
 * action.yml declares it too, marked deprecated; a step of the other mode that writes it at its
 * former default is accepted, as 1.0.0 accepted it (read-inputs.ts).
 */
type FormerName =
  | { readonly formerName?: never; readonly formerDefault?: never }
  | {
      /** The name the input had before 2.0.0. */
      readonly formerName: string
      /** That name's default, as action.yml wrote it then (`''` for none); never written into action.yml now. */
      readonly formerDefault: string
    }

export type InputDeclaration = InputBasics & FormerName

/** Input name → its declaration. */
export type InputDeclarations = Readonly<Record<string, InputDeclaration>>

/** Output name → action.yml's description of it. */
export type OutputDeclarations = Readonly<Record<string, string>>

/** Input name → default, as action.yml writes it. */
export type InputDefaults = Readonly<Record<string, string>>

export function defaultsOf(declarations: InputDeclarations): InputDefaults {
  return Object.fromEntries(Object.entries(declarations).map(([name, { default: value }]) => [name, value]))
}

/** Whether a default is an expression only the runner can evaluate (`${{ github.token }}`). */
export function isExpression(value: string): boolean {
  return value.startsWith('${{')
}

/**
 * Refuses two declarations of one name among `parts` (where names what joins them): joined by
 * spreading, the later would silently replace the earlier. Thrown when the module loads, so
 * every test fails on it.
 */
export function requireDistinctNames(where: string, ...parts: readonly Readonly<Record<string, unknown>>[]): void {
  const seen = new Set<string>()
  for (const name of parts.flatMap((part) => Object.keys(part))) {
    if (seen.has(name)) throw new Error(`${where}: "${name}" is declared twice.`)
    seen.add(name)
  }
}
