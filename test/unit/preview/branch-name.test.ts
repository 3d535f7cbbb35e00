import { describe, expect, it } from 'vitest'
import { branchNameProblem, MAX_BRANCH_CHARS } from '../../../src/preview/branch-name.ts'

/* A branch is held to git's rules for a ref name, and to what a request and a log line need. */

describe('a branch name', () => {
  it.each([
    'main',
    'docs-next',
    'release/2.0',
    'feature/dark-mode_v2',
    'docs/été-2026',
    'v1.2.x',
    'a',
    'x'.repeat(255),
  ])('accepts %s', (name) => {
    expect(branchNameProblem(name)).toBeUndefined()
  })

  it.each([
    ['', 'it is empty'],
    ['x'.repeat(MAX_BRANCH_CHARS + 1), 'it is longer than 255 characters'],
    ['refs/heads/main', 'it is a full ref; give the branch name alone, without "refs/heads/"'],
    ['dark mode', 'it holds a space, a control character or a hidden character'],
    ['tab\there', 'it holds a space, a control character or a hidden character'],
    ['new\nline', 'it holds a space, a control character or a hidden character'],
    ['bidi\u202eevil', 'it holds a space, a control character or a hidden character'],
    ['zero\u200bwidth', 'it holds a space, a control character or a hidden character'],
    ['no-break\u00a0space', 'it holds a space, a control character or a hidden character'],
    ['what?', 'it holds one of ~ ^ : ? * [ \\, which git does not allow'],
    ['::error::x', 'it holds one of ~ ^ : ? * [ \\, which git does not allow'],
    ['back\\slash', 'it holds one of ~ ^ : ? * [ \\, which git does not allow'],
    ['a..b', 'it holds "..", "@{" or is "@", which git does not allow'],
    ['a@{1}', 'it holds "..", "@{" or is "@", which git does not allow'],
    ['@', 'it holds "..", "@{" or is "@", which git does not allow'],
    ['-rf', 'it starts with "-"'],
    ['/lead', 'it has an empty part between slashes'],
    ['trail/', 'it has an empty part between slashes'],
    ['a//b', 'it has an empty part between slashes'],
    ['end.', 'it ends with "."'],
    ['docs/.hidden', 'a part of it starts with "."'],
    ['main.lock', 'a part of it ends with ".lock"'],
    ['x.lock/y', 'a part of it ends with ".lock"'],
  ])('refuses %j: %s', (name, problem) => {
    expect(branchNameProblem(name)).toBe(problem)
  })
})
