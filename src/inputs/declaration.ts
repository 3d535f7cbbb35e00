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
   * The modes that read it cannot run without it (`api-key`, `automation-id`): their own actions
   * (`report/action.yml`) mark it `required: true`, so an editor and actionlint ask for it. The
   * root action cannot, since other modes do without it.
   */
  readonly requiredByMode?: true
  /**
   * Values 1.0.0 spelled another way, still read through 2.x with a warning: old → new. The key
   * `''` is the input set empty, which meant something in 1.0.0 (an unset input gets its default).
   */
  readonly formerValues?: Readonly<Record<string, string>>
  /**
   * The modes that read this input, when more than one (`['agent', 'deploy']`): each of them
   * lists this one declaration among its inputs, and its description begins by naming them.
   */
  readonly modes?: readonly string[]
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

/**
 * The modes' inputs joined into one list, each name once. A name several modes declare must be
 * one declaration they share, naming exactly those modes in `modes`; anything else would be
 * joined silently. Thrown when the module loads, so every test fails on it.
 */
export function joinModeInputs(
  modes: Readonly<Record<string, { readonly inputs: InputDeclarations }>>,
): Record<string, InputDeclaration> {
  const joined: Record<string, InputDeclaration> = {}
  const readers = new Map<string, string[]>()
  for (const [mode, { inputs }] of Object.entries(modes)) {
    for (const [name, declaration] of Object.entries(inputs)) {
      const earlier = joined[name]
      if (earlier !== undefined && earlier !== declaration) {
        throw new Error(`the inputs: "${name}" is declared twice; modes that share an input share its declaration.`)
      }
      joined[name] = declaration
      readers.set(name, [...(readers.get(name) ?? []), mode])
    }
  }
  for (const [name, readBy] of readers) {
    const named = joined[name]?.modes ?? readBy.slice(0, 1)
    if ([...named].sort().join() !== [...readBy].sort().join()) {
      throw new Error(
        `the inputs: "${name}" is read by ${readBy.join(', ')}; its declaration names ${named.join(', ')}.`,
      )
    }
  }
  return joined
}

/**
 * The modes' outputs joined into one list, each name once. Modes that set the same output (a
 * deployment's `status-id`) share its declaration, so they describe it in the same words; two
 * descriptions of one name would be joined silently.
 */
export function joinModeOutputs(
  modes: Readonly<Record<string, { readonly outputs: Readonly<Partial<Record<string, string>>> }>>,
): Record<string, string> {
  const joined: Record<string, string> = {}
  for (const { outputs } of Object.values(modes)) {
    for (const [name, description] of Object.entries(outputs)) {
      if (description === undefined) continue
      if (joined[name] !== undefined && joined[name] !== description) {
        throw new Error(`the outputs: "${name}" is declared twice; modes that share an output share its declaration.`)
      }
      joined[name] = description
    }
  }
  return joined
}

/** `mode "agent"`, `modes "agent" and "deploy"`: the modes that read an input, as its errors name them. */
export function modesNamed(modes: readonly string[]): string {
  const quoted = modes.map((mode) => `"${mode}"`)
  if (quoted.length <= 1) return `mode ${quoted.join('')}`
  return `modes ${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`
}
