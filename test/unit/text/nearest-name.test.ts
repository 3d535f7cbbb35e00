import { describe, expect, it } from 'vitest'
import { didYouMean, editDistance, nearestName } from '../../../src/text/nearest-name.ts'

const INPUTS = ['max-requests', 'wait', 'prompt', 'poll-interval', 'page-size', 'include', 'timeout']

describe('the nearest name', () => {
  it.each([
    ['max-request', 'max-requests'],
    ['wiat', 'wait'],
    ['promt', 'prompt'],
    ['poll_interval', 'poll-interval'],
    ['PAGE-SIZE', 'page-size'],
    ['max-req', 'max-requests'],
    ['timout', 'timeout'],
  ])('%s → %s', (given, meant) => {
    expect(nearestName(given, INPUTS)).toBe(meant)
  })

  it.each([['colour'], ['x'], ['weight'], ['max']])('%s: none is near enough', (given) => {
    expect(nearestName(given, INPUTS)).toBeUndefined()
  })

  it('names none of two equally near', () => {
    expect(nearestName('vews', ['views', 'vows'])).toBeUndefined()
    expect(nearestName('vews', ['views', 'searches'])).toBe('views')
  })

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('wiat', 'wait')).toBe(1)
    expect(editDistance('serches', 'searches')).toBe(1)
    expect(editDistance('', 'abc')).toBe(3)
    expect(editDistance('kitten', 'sitting')).toBe(3)
  })

  it('ends a refusal with the suggestion, or with nothing', () => {
    expect(didYouMean('serches', ['views', 'searches'])).toBe(': did you mean "searches"?')
    expect(didYouMean('clicks', ['views', 'searches'])).toBe('')
  })
})
