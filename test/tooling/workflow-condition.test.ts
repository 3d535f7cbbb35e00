import { describe, expect, it } from 'vitest'
import { conditionHolds } from '../e2e/workflow-condition.ts'

/* The reader of a job's `if:` the example tests trust: GitHub's answer for the forms it knows, an error for the rest. */

const event = { pull_request: { merged: true, number: 212, user: { type: 'User', login: "o'neil" } } }
const holds = (condition: string) => conditionHolds(condition, { github: { event } })

describe('a job condition', () => {
  it('compares a context value with a boolean, a number or a string', () => {
    expect(holds('github.event.pull_request.merged == true')).toBe(true)
    expect(holds('github.event.pull_request.merged != true')).toBe(false)
    expect(holds('github.event.pull_request.number == 212')).toBe(true)
    expect(holds("github.event.pull_request.user.login == 'o''neil'")).toBe(true)
  })

  it('compares strings ignoring case, as GitHub does', () => {
    expect(holds("github.event.pull_request.user.type == 'user'")).toBe(true)
    expect(holds("github.event.pull_request.user.type != 'Bot'")).toBe(true)
  })

  it('compares two context values', () => {
    const fork = { pull_request: { head: { repo: { full_name: 'mallory/docs' } } } }
    const own = { pull_request: { head: { repo: { full_name: 'Acme/Docs' } } } }
    const condition = 'github.event.pull_request.head.repo.full_name == github.repository'
    expect(conditionHolds(condition, { github: { event: own, repository: 'acme/docs' } })).toBe(true)
    expect(conditionHolds(condition, { github: { event: fork, repository: 'acme/docs' } })).toBe(false)
  })

  it('needs every term joined by && to hold', () => {
    expect(holds("github.event.pull_request.merged == true && github.event.pull_request.user.type != 'Bot'")).toBe(true)
    expect(holds("github.event.pull_request.merged == true && github.event.pull_request.user.type == 'Bot'")).toBe(
      false,
    )
  })

  it('reads a missing value as null, never equal to a string or true', () => {
    expect(holds('github.event.pull_request.draft == true')).toBe(false)
    expect(holds('github.event.pull_request.draft == null')).toBe(true)
  })

  it('refuses a form it does not know rather than guess', () => {
    expect(() => holds('github.event.pull_request.merged')).toThrow('Not a comparison this reader knows')
    expect(() => holds('github.event.pull_request.merged == true || false')).toThrow('Not a literal this reader knows')
    expect(() => holds("contains(github.event.pull_request.labels.*.name, 'docs')")).toThrow()
    expect(() => holds('github.event.pull_request.user == null')).toThrow('is not a single value')
  })
})
