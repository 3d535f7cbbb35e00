/**
 * The outputs every mode shares: main.ts sets `conclusion` and `error` on every ending of every
 * mode. A mode declares the outputs it can set beyond these in its own folder (the `outputs` of
 * its mode definition); src/modes.ts joins them with these into the list action.yml must declare
 * (a test holds the two equal).
 */
export const SHARED_OUTPUT_NAMES = ['conclusion', 'error'] as const

export type SharedOutputName = (typeof SHARED_OUTPUT_NAMES)[number]

/** Outputs a mode determined, of the names `O` it declares; a value left out is not set. */
export type ModeOutputs<O extends string> = Partial<Readonly<Record<O, string | number>>>

/** The outputs' names and values, typed by name, for setting them one by one. */
export function outputEntries<O extends string>(outputs: ModeOutputs<O>): [O, string | number][] {
  const entries: [O, string | number][] = []
  for (const [name, value] of Object.entries(outputs) as [O, string | number | undefined][]) {
    if (value !== undefined) entries.push([name, value])
  }
  return entries
}
