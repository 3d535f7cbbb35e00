import { describe, expect, it } from 'vitest'
import { defaultsOf, isExpression, requireDistinctNames } from '../../../src/inputs/declaration.ts'

describe('input declarations', () => {
  it('gives each default as action.yml writes it', () => {
    const declared = {
      timeout: { default: '30m', description: 'Budget.' },
      'api-key': { default: '', description: 'Key.', required: true as const },
      'github-token': { default: '${{ github.token }}', description: 'Token.' },
    }
    expect(defaultsOf(declared)).toEqual({ timeout: '30m', 'api-key': '', 'github-token': '${{ github.token }}' })
    expect(isExpression('${{ github.token }}')).toBe(true)
    expect(isExpression('30m')).toBe(false)
  })

  it('refuses a name declared twice where declarations are joined, naming the join and the name', () => {
    expect(() => requireDistinctNames('visitors mode', { 'page-size': 1 }, { 'max-search-terms': 2 })).not.toThrow()
    expect(() => requireDistinctNames('section "downloads"', { 'page-size': 1 }, { 'page-size': 2 })).toThrow(
      'section "downloads": "page-size" is declared twice.',
    )
  })
})
