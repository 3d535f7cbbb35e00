import { describe, expect, it } from 'vitest'
import {
  pageAddress,
  REDACTED_EMAIL,
  REDACTED_SECRET,
  redactedDistinct,
  redactReaderText,
} from '../../../src/text/reader-redaction.ts'

// Fake keys are assembled from parts, so no scanner takes this file for one holding real keys.
const tail = (length: number) => 'Ab3Xy9Kq'.repeat(Math.ceil(length / 8)).slice(0, length)
const MEGABYTE = 1 << 20

describe('redactReaderText: email addresses', () => {
  it.each([
    ['my email is jane@example.com', `my email is ${REDACTED_EMAIL}`],
    ['first.last+docs@mail.example.co.uk', REDACTED_EMAIL],
    ['j_doe%ops@sub-domain.example.org', REDACTED_EMAIL],
    ['write to (jane@example.com) today', `write to (${REDACTED_EMAIL}) today`],
    ['<jane@example.com>', `<${REDACTED_EMAIL}>`],
    ['mailto:jane@example.com', `mailto:${REDACTED_EMAIL}`],
    ['CONTACT ME AT JANE@EXAMPLE.COM', `CONTACT ME AT ${REDACTED_EMAIL}`],
    ['jane@Example.COM, thanks', `${REDACTED_EMAIL}, thanks`],
    ['ends a sentence: jane@example.com.', `ends a sentence: ${REDACTED_EMAIL}.`],
  ])('removes the address in %j', (text, expected) => {
    expect(redactReaderText(text)).toBe(expected)
  })

  it('removes every address of a text, keeping the words between them', () => {
    expect(redactReaderText('cc a@example.com, b.c@example.net and d+e@example.io please')).toBe(
      `cc ${REDACTED_EMAIL}, ${REDACTED_EMAIL} and ${REDACTED_EMAIL} please`,
    )
  })

  it.each([
    // No dot and top-level domain after the @: not an address the pattern knows.
    'user@localhost',
    'ssh admin@server',
    // An @ with nothing before or after it.
    '@mention the team',
    'price @ 5 dollars',
    'npm install @acme/sdk@2.1.0',
  ])('keeps %j, which is not an address on the internet', (text) => {
    expect(redactReaderText(text)).toBe(text)
  })

  it('does not take a digit-ended domain for a top-level domain', () => {
    expect(redactReaderText('user@host.local1')).toBe('user@host.local1')
  })
})

describe('redactReaderText: keys with a known prefix', () => {
  it.each([
    ['mint_', `mint_${tail(24)}`],
    ['ghp_', `ghp_${tail(36)}`],
    ['gho_', `gho_${tail(36)}`],
    ['github_pat_', `github_pat_${tail(22)}_${tail(59)}`],
    ['glpat-', `glpat-${tail(20)}`],
    ['sk-', `sk-${tail(48)}`],
    ['sk_live_', `sk_live_${tail(24)}`],
    ['xoxb-', `xoxb-1234567890-${tail(24)}`],
    ['npm_', `npm_${tail(36)}`],
    ['AKIA', `AKIA${'IOSFODNN7EXAMPLE'}`],
    ['AIza', `AIza${tail(35)}`],
  ])('removes a %s key, alone and inside a sentence', (_prefix, key) => {
    expect(redactReaderText(key)).toBe(REDACTED_SECRET)
    expect(redactReaderText(`why does ${key} fail?`)).toBe(`why does ${REDACTED_SECRET} fail?`)
    expect(redactReaderText(`key=${key}`)).toBe(`key=${REDACTED_SECRET}`)
  })

  it('removes a short all-lowercase key once it has a known prefix', () => {
    // Eight characters after the prefix are enough; the long-run check alone would keep this.
    expect(redactReaderText('mint_abcdefgh')).toBe(REDACTED_SECRET)
  })

  it('keeps a prefix followed by fewer than eight key characters', () => {
    expect(redactReaderText('mint_docs')).toBe('mint_docs')
    expect(redactReaderText('sk-learn')).toBe('sk-learn')
  })

  it.each([
    ['ghp_ and fewer than 20 characters', 'ghp_Ab3Xy9KqAb'],
    ['npm_ and an option name', 'npm_config_registry'],
    ['ASIA and words', 'ASIA-PACIFIC-REGION'],
    ['AKIA and too few characters', 'AKIA1234'],
  ])('keeps a prefix not in its key shape: %s', (_name, text) => {
    expect(redactReaderText(text)).toBe(text)
  })

  it('keeps a prefix found inside a longer word', () => {
    expect(redactReaderText('desk-organizer-guide')).toBe('desk-organizer-guide')
    expect(redactReaderText('xmint_abcdefgh')).toBe('xmint_abcdefgh')
  })
})

describe('redactReaderText: signed tokens and private keys', () => {
  const jwt = [
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9',
    'eyJzdWIiOiIxMjM0NTY3ODkwIn0',
    'SflKxwRJSMeKKF2QT4fwpMeJf36P',
  ].join('.')

  it('removes a JWT, alone and inside a sentence', () => {
    expect(redactReaderText(jwt)).toBe(REDACTED_SECRET)
    expect(redactReaderText(`Authorization: Bearer ${jwt} is rejected`)).toBe(
      `Authorization: Bearer ${REDACTED_SECRET} is rejected`,
    )
  })

  it('removes a JWT with an empty signature part', () => {
    expect(redactReaderText('token eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0. here')).toBe(`token ${REDACTED_SECRET} here`)
  })

  it('removes a whole PEM private key block, keeping the text around it', () => {
    const pem = [
      '-----BEGIN PRIVATE KEY-----',
      'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC',
      'bm90IGEgcmVhbCBrZXk=',
      '-----END PRIVATE KEY-----',
    ]
    expect(redactReaderText(`my key:\n${pem.join('\n')}\nwhy is it rejected?`)).toBe(
      `my key:\n${REDACTED_SECRET}\nwhy is it rejected?`,
    )
  })

  it('removes an RSA or EC private key block', () => {
    const rsa = '-----BEGIN RSA PRIVATE KEY-----\nabc\n-----END RSA PRIVATE KEY-----'
    const ec = '-----BEGIN EC PRIVATE KEY-----\nabc\n-----END EC PRIVATE KEY-----'
    expect(redactReaderText(`${rsa} and ${ec}`)).toBe(`${REDACTED_SECRET} and ${REDACTED_SECRET}`)
  })

  it('removes a private key pasted without its end line, to the end of the text', () => {
    expect(redactReaderText('see -----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXk')).toBe(`see ${REDACTED_SECRET}`)
  })

  it('keeps a public key block and a certificate, which are not secrets', () => {
    const cert = '-----BEGIN CERTIFICATE-----\nabc\n-----END CERTIFICATE-----'
    expect(redactReaderText(cert)).toBe(cert)
  })
})

describe('redactReaderText: long runs that look random', () => {
  it('judges a path by its parts: a page is kept, the random part of a key with a slash removed', () => {
    expect(redactReaderText('/docs/guides/OAuth2Setup')).toBe('/docs/guides/OAuth2Setup')
    expect(redactReaderText('https://docs.acme.com/docs/Page12/SubSection/Overview')).toBe(
      'https://docs.acme.com/docs/Page12/SubSection/Overview',
    )
    expect(redactReaderText('Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA+/Q1w==')).toBe(`${REDACTED_SECRET}/Q1w==`)
  })

  it('removes addresses in any script', () => {
    expect(redactReaderText('write to josé@example.com or jöhn@exämple.com')).toBe(
      `write to ${REDACTED_EMAIL} or ${REDACTED_EMAIL}`,
    )
  })

  it.each([
    ['24 mixed-case characters with digits', 'aB3dE5gH7jK9mN1pQ3sT5vW7'],
    ['a key with a single digit', 'wJalrXUtnFEMIK7MDENGbPxRfiCYEXAMPLEKEY'],
    ['a base64 key with + and =', 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA+Q1w=='],
    ['32 hex digits (an MD5)', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['40 hex digits in capitals (a SHA-1)', 'DA39A3EE5E6B4B0D3255BFEF95601890AFD80709'],
    ['64 hex digits', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['32 digits', '12345678901234567890123456789012'],
  ])('removes %s', (_name, run) => {
    expect(redactReaderText(run)).toBe(REDACTED_SECRET)
    expect(redactReaderText(`is "${run}" valid?`)).toBe(`is "${REDACTED_SECRET}" valid?`)
  })

  it.each([
    ['19 mixed-case characters with digits: shorter than a key', 'aB3dE5gH7jK9mN1pQ3s'],
    ['a title whose hyphens break it into words', 'Windows-Server-2022-Install-Guide'],
    ['a product name with underscores', 'iPhone15_ProMax_iOS17_Setup'],
    ['mixed case without digits', 'SomeVeryLongPascalCaseIdentifierName'],
    ['31 hex digits', 'd41d8cd98f00b204e9800998ecf8427'],
    ['31 digits', '1234567890123456789012345678901'],
    ['lowercase with digits', 'abc123def456ghi789jkl0'],
    ['hex letters without a digit', 'deadbeefdeadbeefdeadbeefdeadbeef'],
    ['a UUID (dashes break the hex run, no capitals)', '123e4567-e89b-12d3-a456-426614174000'],
  ])('keeps %s', (_name, run) => {
    expect(redactReaderText(run)).toBe(run)
  })
})

describe('redactReaderText: what readers ordinarily type', () => {
  it.each([
    'getting-started-with-api-v2-authentication',
    'getting-started-with-API-v2-OAuth2-2024',
    'how-to-configure-webhooks-for-enterprise-accounts-2024',
    'snake_case_configuration_option_name_v3',
    'How do I rotate my API key?',
    'Why does OAuth2 fail with error 401 on v3.2.1?',
    'Internationalization and accessibility considerations',
    'https://docs.acme.com/docs/page-12',
    'https://docs.acme.com/api-reference/endpoints/create-user-v2?tab=python#example-1',
    '/docs/getting-started/quickstart',
    'error 404',
    'port 8080 and 127.0.0.1',
    '2026-11-21T15:30:00Z',
    '',
    'ünïcödé wörds and emoji 🚀',
  ])('keeps %j as it is', (text) => {
    expect(redactReaderText(text)).toBe(text)
  })

  it('removes only the secret from a sentence that holds both', () => {
    expect(
      redactReaderText(`Using ghp_${tail(36)} from jane@example.com on https://docs.acme.com/docs/page-12 fails`),
    ).toBe(`Using ${REDACTED_SECRET} from ${REDACTED_EMAIL} on https://docs.acme.com/docs/page-12 fails`)
  })

  it('keeps the markers as they are when the text is redacted again', () => {
    const once = redactReaderText(`jane@example.com ghp_${tail(36)}`)
    expect(redactReaderText(once)).toBe(once)
  })
})

describe('redactedDistinct', () => {
  it('returns text with nothing to redact as it is', () => {
    expect(redactedDistinct('How do I rotate my API key?')).toBe('How do I rotate my API key?')
  })

  it('marks redacted text, so texts that differ only in what was removed stay apart', () => {
    const first = redactedDistinct('invite jane@example.com')
    const second = redactedDistinct('invite john@example.com')
    expect(first).toMatch(/^invite \[email removed\] #[0-9a-f]{6}$/)
    expect(second).toMatch(/^invite \[email removed\] #[0-9a-f]{6}$/)
    expect(second).not.toBe(first)
    expect(redactedDistinct('invite jane@example.com')).toBe(first)
  })
})

describe('pageAddress', () => {
  it.each([
    ['https://docs.acme.com/docs/page-12', 'https://docs.acme.com/docs/page-12'],
    ['/docs/search?q=jane@example.com', '/docs/search'],
    ['/docs/auth#token=abc', '/docs/auth'],
    ['/docs/auth?x=1#y', '/docs/auth'],
    ['/invite/jane@example.com', `/invite/${REDACTED_EMAIL}`],
    [`/docs/ghp_${tail(36)}`, `/docs/${REDACTED_SECRET}`],
  ])('turns %j into %j', (address, page) => {
    expect(pageAddress(address)).toBe(page)
  })
})

/*
 * A megabyte of hostile text must cost one pass. These assert only what comes back: a pattern
 * that backtracks catastrophically would hang, and the test timeout would fail it.
 */
describe('redactReaderText: a megabyte of hostile text', () => {
  it('keeps a megabyte of one letter', () => {
    const text = 'a'.repeat(MEGABYTE)
    expect(redactReaderText(text)).toBe(text)
  })

  it('keeps a megabyte of "a@", which has no domain', () => {
    const text = 'a@'.repeat(MEGABYTE / 2)
    const result = redactReaderText(text)
    expect(result).toHaveLength(MEGABYTE)
    expect(result).toBe(text)
  })

  it('keeps a megabyte of dashes', () => {
    const text = '-'.repeat(MEGABYTE)
    expect(redactReaderText(text)).toBe(text)
  })

  it('removes a megabyte of "aA1" as one run', () => {
    expect(redactReaderText('aA1'.repeat(MEGABYTE / 3))).toBe(REDACTED_SECRET)
  })

  it('keeps a megabyte of spaced "aA1" words, each too short to be a key', () => {
    const text = 'aA1 '.repeat(MEGABYTE / 4)
    expect(redactReaderText(text)).toBe(text)
  })

  it('keeps a megabyte of dotted labels after an @, which never end in a top-level domain', () => {
    const text = `a@${'b1.'.repeat(MEGABYTE / 3)}`
    expect(redactReaderText(text)).toBe(text)
  })

  it('removes each of many addresses in a megabyte', () => {
    const text = 'jane@example.com '.repeat(MEGABYTE / 17)
    expect(redactReaderText(text)).toBe(`${REDACTED_EMAIL} `.repeat(MEGABYTE / 17))
  })

  it('removes a megabyte-long JWT-looking run as one token', () => {
    expect(redactReaderText(`eyJ${'a'.repeat(MEGABYTE)}.bbbb.cc`)).toBe(REDACTED_SECRET)
  })

  it('removes a megabyte-long prefixed key as one secret', () => {
    expect(redactReaderText(`mint_${'a'.repeat(MEGABYTE)}`)).toBe(REDACTED_SECRET)
  })
})
