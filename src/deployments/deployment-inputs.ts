import type { InputDeclarations } from '../inputs/declaration.ts'
import { parseIdentifier } from '../inputs/parsers.ts'
import type { InputReader } from '../inputs/read-inputs.ts'

/*
 * The input every mode that deploys reads: `status-id`, which follows a deployment a step
 * triggered before instead of triggering another. Declared once, here, naming those modes; each
 * lists it among its own inputs (with the waiting inputs), and another mode refuses it with a
 * message naming them.
 */

export const STATUS_ID_INPUTS = {
  'status-id': {
    default: '',
    description:
      'Deploy and preview modes: the status id of a deployment triggered before (the status-id output of its step), to wait for it (or read it once, with wait false) instead of triggering another.',
    modes: ['deploy', 'preview'],
  },
} as const satisfies InputDeclarations

export type StatusIdInputName = keyof typeof STATUS_ID_INPUTS

/** The status id to follow, or undefined when the step triggers a deployment of its own. */
export function readStatusId({ rawInput }: InputReader<StatusIdInputName>): string | undefined {
  const text = rawInput('status-id')
  return text.trim() === '' ? undefined : parseIdentifier('status-id', text)
}
