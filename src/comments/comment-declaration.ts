import type { InputDeclarations, OutputDeclarations } from '../inputs/declaration.ts'
import { parseChoice } from '../inputs/parsers.ts'
import type { InputReader } from '../inputs/read-inputs.ts'

/*
 * The pull-request comment's input and output, which agent and preview modes both have: declared
 * once, here, naming those modes; each lists them among its own, and another mode refuses the
 * input with a message naming the two.
 */

export const COMMENT_INPUTS = {
  comment: {
    default: 'auto',
    description:
      'Agent and preview modes: auto posts one comment on the pull request a run is for and updates it when the step ends; off posts none. Needs pull-requests: write.',
    modes: ['agent', 'preview'],
  },
} as const satisfies InputDeclarations

export type CommentInputName = keyof typeof COMMENT_INPUTS

export const COMMENT_OUTPUTS = {
  'comment-url': 'The pull-request comment this step posted or updated (comment auto); empty when none.',
} as const satisfies OutputDeclarations

/** `comment`: auto or off. */
export function readCommentSetting({ input }: InputReader<CommentInputName>): 'auto' | 'off' {
  return parseChoice('comment', input('comment'), ['auto', 'off'])
}
