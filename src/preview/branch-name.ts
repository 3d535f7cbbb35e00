/*
 * Whether a text can be a git branch name, by git's own rules for ref names (and its branch
 * rules: no leading `-`), plus what a request and a log line need: no whitespace and no hidden
 * characters of any script. A branch comes from the `branch` input or from the run's event,
 * whose head branch a pull request's author chose: either way it is checked before any request.
 */

/** GitHub refuses longer branch names; so does a file system's name of 255 bytes for a one-part ref. */
export const MAX_BRANCH_CHARS = 255

const FULL_REF = /^refs\/(heads|tags|remotes|pull)\//
/** Whitespace, and characters shown as nothing: controls, format marks (bidi overrides), line and paragraph separators. */
const UNSEEN = /[\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u
/** What git forbids anywhere in a ref name. */
const FORBIDDEN = /[~^:?*[\\]/

/** Why `name` cannot be a branch name, in a phrase (`it holds a space`); undefined when it can. */
export function branchNameProblem(name: string): string | undefined {
  if (name === '') return 'it is empty'
  if ([...name].length > MAX_BRANCH_CHARS) return `it is longer than ${MAX_BRANCH_CHARS} characters`
  if (FULL_REF.test(name)) return 'it is a full ref; give the branch name alone, without "refs/heads/"'
  if (UNSEEN.test(name)) return 'it holds a space, a control character or a hidden character'
  if (FORBIDDEN.test(name)) return 'it holds one of ~ ^ : ? * [ \\, which git does not allow'
  if (name.includes('..') || name.includes('@{') || name === '@')
    return 'it holds "..", "@{" or is "@", which git does not allow'
  if (name.startsWith('-')) return 'it starts with "-"'
  if (name.startsWith('/') || name.endsWith('/') || name.includes('//')) return 'it has an empty part between slashes'
  if (name.endsWith('.')) return 'it ends with "."'
  const parts = name.split('/')
  if (parts.some((part) => part.startsWith('.'))) return 'a part of it starts with "."'
  if (parts.some((part) => part.endsWith('.lock'))) return 'a part of it ends with ".lock"'
  return undefined
}
