import { describe, expect, it } from 'vitest'
import { count, formatNumber, noun } from '../../../src/text/format.ts'
import { addSecret, cap, forLog, forSummary, redact, showHidden } from '../../../src/text/untrusted.ts'

addSecret('mint_unitTestKey_0123')

describe('forLog: one line of the step log', () => {
  it.each([
    ['job\n::stop-commands::token', 'job\\n::stop-commands::token'],
    ['::warning::pwned', '\\::warning::pwned'],
    ['  ::error::x', '  \\::error::x'],
    ['a\r\n::add-mask::x', 'a\\r\\n::add-mask::x'],
    ['old form ##[warning]x', 'old form #\\#[warning]x'],
    ['tab\there', 'tab\\there'],
    ['bell\u0007 esc\u001b[31m', 'bell\\u0007 esc\\u001b[31m'],
    ['line\u2028sep and bidi \u202e', 'line\\u2028sep and bidi \\u202e'],
    ['zero\u200bwidth \ufeffbom \u2066isolate', 'zero\\u200bwidth \\ufeffbom \\u2066isolate'],
    ['sso\u{e0049}\u{e0067}', 'sso\\u{e0049}\\u{e0067}'],
  ])('makes %j a harmless line', (text, shown) => {
    expect(forLog(text)).toBe(shown)
    expect(forLog(text)).not.toMatch(/[\n\r]/)
  })

  it('redacts secrets in every form they travel in', () => {
    expect(forLog('Authorization: Bearer mint_unitTestKey_0123')).toBe('Authorization: Bearer ***')
    expect(forLog(JSON.stringify({ key: 'mint_unitTestKey_0123' }))).toBe('{"key":"***"}')
    expect(redact(encodeURIComponent('mint_unitTestKey_0123'))).toBe('***')
  })

  it('caps long text and says how much was left out', () => {
    expect(forLog('x'.repeat(5_000), 10)).toBe('xxxxxxxxxx… (4,990 more characters)')
  })
})

describe('forSummary: text inside the summary HTML', () => {
  it('escapes only what HTML needs, keeping Markdown characters and underscores verbatim', () => {
    expect(forSummary('<b>"a" & _b_ *c* `d` |e|</b>')).toBe('&lt;b&gt;&quot;a&quot; &amp; _b_ *c* `d` |e|&lt;/b&gt;')
  })

  it('redacts before escaping, so a quoted key never reaches the summary', () => {
    expect(forSummary('Bearer mint_unitTestKey_0123')).toBe('Bearer ***')
  })

  it('keeps line breaks only when asked (for <pre>)', () => {
    expect(forSummary('a\n\nb')).toBe('a\\n\\nb')
    expect(forSummary('a\r\n\r\nb\u0000', 100, true)).toBe('a\n\nb\\u0000')
  })

  it('shows invisible characters (tags a model reads, zero-width ones) as escapes a person sees', () => {
    expect(forSummary('sso\u{e0041}\u200d', 100, true)).toBe('sso\\u{e0041}\\u200d')
  })

  it('shows variation selectors that smuggle bytes, keeping the one that colours an emoji', () => {
    expect(forSummary('a\u{e0100}\u{e0101}\ufe01', 100)).toBe('a\\u{e0100}\\u{e0101}\\ufe01')
    expect(forSummary('love \u2764\ufe0f', 100)).toBe('love \u2764\ufe0f')
    expect(forLog('x\ufe0f\u2764\ufe0f\ufe0f')).toBe('x\\ufe0f\u2764\ufe0f\\ufe0f')
  })

  it('writes JSON escapes inside a JSON string, which JSON reads back', () => {
    const quoted = showHidden(JSON.stringify('x\u{e0041}\u200by'), true)
    expect(quoted).toBe('"x\\udb40\\udc41\\u200by"')
    expect(JSON.parse(quoted)).toBe('x\u{e0041}\u200by')
  })
})

describe('cap', () => {
  it('never cuts a surrogate pair in half', () => {
    expect(cap('ab😀cd', 3)).toBe('ab… (4 more characters)')
  })
})

describe('formatNumber, without Intl', () => {
  it.each([
    [0, '0'],
    [-0, '0'],
    [7, '7'],
    [1234, '1,234'],
    [1234567.891, '1,234,567.89'],
    [-9876.5, '-9,876.5'],
    [0.004, '0'],
    [1066.5, '1,066.5'],
    [999999.999, '1,000,000'],
    [Number.NaN, 'NaN'],
    [1e21, '1e+21'],
  ])('writes %s as %s, as en-US does', (value, shown) => {
    expect(formatNumber(value)).toBe(shown)
    // Intl writes -0 as "-0"; a count reads better as 0.
    if (Number.isFinite(value) && Math.abs(value) < 1e21 && !Object.is(value, -0))
      expect(formatNumber(value)).toBe(value.toLocaleString('en-US', { maximumFractionDigits: 2 }))
  })
})

describe('plurals in what the action writes', () => {
  it('says "1 more character" and "1 commit" where one is meant', () => {
    expect(cap('abcd', 3)).toBe('abc… (1 more character)')
    expect(count(1, 'commit')).toBe('1 commit')
    expect(noun(1, 'search', 'searches')).toBe('search')
    expect(noun(2, 'search', 'searches')).toBe('searches')
  })
})
