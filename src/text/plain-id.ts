/*
 * An id the platform gave, passed on as a step output only when it is plain: a later step may
 * paste an output into a shell command, a path or a URL, so an id that holds anything else (a
 * space, a quote, `$(…)`) is shown as text in the summary and left out of the outputs, with a
 * warning. The ids the platform uses (job ids, status ids, automation run ids) are all plain.
 */

/** Letters, digits and `-_.:`, starting with a letter or digit: the ids the platform uses, and nothing a shell reads. */
const PLAIN_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]*$/

/** Longer than any id the platform makes; a longer one is not passed on. */
export const MAX_ID_CHARS = 200

/** Why `value` is not passed on as an output, or undefined when it is. */
export function plainIdProblem(value: string): string | undefined {
  if (value.length > MAX_ID_CHARS) return `it is longer than ${MAX_ID_CHARS} characters`
  if (!PLAIN_ID.test(value))
    return 'it holds characters other than letters, digits and "-_.:", which a later step could paste into a command'
  return undefined
}
