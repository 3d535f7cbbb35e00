import { showControls } from './untrusted.ts'

/** Words YAML reads as something other than a string (booleans, null), in any case. */
const NOT_A_STRING = /^(?:true|false|yes|no|on|off|y|n|null|~)$/i
/** What is a string, as typed, in every YAML reader: a letter or underscore, then letters, digits, `_` and `-`. */
const PLAIN = /^[A-Za-z_][A-Za-z0-9_-]*$/
/** Outside YAML's printable set (tab, line feed, carriage return, U+0020-U+007E, U+0085, U+00A0-U+D7FF, U+E000-U+FFFD, past U+FFFF). */
// eslint-disable-next-line no-control-regex -- control characters are what this matches
const NOT_PRINTABLE = /[\u0000-\u001f\u007f-\u0084\u0086-\u009f\ud800-\udfff\ufffe\uffff]/u

/**
 * `value` as a scalar a person can paste into a workflow's `with:` and get back exactly: plain
 * when it is plainly a string, otherwise double-quoted, with quotes, backslashes and every
 * control or invisible character written as an escape YAML reads back (`\"`, `\\`, `\u202e`,
 * `\U000e0041`). An id from the platform may be any string: `50%`, `#1` or `a: b` unquoted would
 * be read as something else, and `${{` would start an expression GitHub evaluates, so it is
 * written as the expression `${{ '${{' }}`, which GitHub turns back into the two characters.
 */
export function yamlScalar(value: string): string {
  if (PLAIN.test(value) && !NOT_A_STRING.test(value)) return value
  let quoted = ''
  for (const character of value) {
    if (character === '"' || character === '\\') quoted += `\\${character}`
    else if (NOT_PRINTABLE.test(character) || showControls(character, false) !== character)
      quoted += escape(character.codePointAt(0) ?? 0)
    else quoted += character
  }
  return `"${quoted.replaceAll('${{', "${{ '${{' }}")}"`
}

function escape(code: number): string {
  return code > 0xffff ? `\\U${code.toString(16).padStart(8, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`
}
