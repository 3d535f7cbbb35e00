import { createHmac, randomBytes } from 'node:crypto'

/**
 * Text readers wrote (search terms, questions to the assistant, the addresses of the pages they
 * asked on) can hold what they pasted: an email address, an API key, a token. Such strings are
 * replaced wherever reader text is kept, in every file and summary, whoever may read them. The
 * patterns are linear: each match starts only where a run of its characters starts, and every
 * repeat is bounded or ends at a character outside the run, so a megabyte of hostile text costs
 * one pass.
 */

export const REDACTED_EMAIL = '[email removed]'
export const REDACTED_SECRET = '[secret removed]'

const EMAIL =
  /(?<![\p{L}\p{N}\p{M}_.%+-])[\p{L}\p{N}\p{M}_.%+-]{1,64}@(?:[\p{L}\p{N}\p{M}-]{1,63}\.){1,8}\p{L}{2,24}(?![\p{L}\p{N}-])/gu

/** Keys in the shapes their issuers give them: the platform's, GitHub's, GitLab's, Slack's, cloud and payment providers'. */
const PREFIXED = new RegExp(
  '(?<![A-Za-z0-9_-])(?:' +
    [
      'mint_[A-Za-z0-9_]{8,}',
      'gh[pousr]_[A-Za-z0-9]{20,}',
      'github_pat_[A-Za-z0-9_]{20,}',
      'glpat-[A-Za-z0-9_-]{20,}',
      'xox[abposr]-[A-Za-z0-9-]{10,}',
      'sk-[A-Za-z0-9_-]{20,}',
      '(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{10,}',
      'npm_[A-Za-z0-9]{36}',
      '(?:AKIA|ASIA)[0-9A-Z]{16}',
      'AIza[0-9A-Za-z_-]{35}',
    ].join('|') +
    ')(?![A-Za-z0-9])',
  'g',
)

/** A signed token: three base64url parts, the first a JSON header. */
const JWT = /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g

/**
 * A run of key characters, 20 and more; `looksRandom` decides whether it is a key or a long
 * word. A slash ends a run, as in a page's path (`/docs/guides/OAuth2Setup`): a base64 key with
 * one is judged by its parts.
 */
const LONG_RUN = /(?<![A-Za-z0-9+=])[A-Za-z0-9+=]{20,}/g

/**
 * Mixed case with a digit (a base64 or alphanumeric key), or 32 hex digits and more (a hex key).
 * Hyphens and underscores end a run, so a slug such as `Windows-Server-2022-Install-Guide` is
 * read as its short words, none of them a key.
 */
function looksRandom(run: string): boolean {
  if (run.length >= 32 && /^[0-9a-f]+$/i.test(run) && /\d/.test(run)) return true
  return /\d/.test(run) && /[a-z]/.test(run) && /[A-Z]/.test(run)
}

const BEGIN_KEY = /-----BEGIN [A-Z ]{0,40}PRIVATE KEY-----/g
const END_KEY = /-----END [A-Z ]{0,40}PRIVATE KEY-----/g

/** Every private key block, to its end line or, without one, to the end of the text: one pass. */
function withoutPrivateKeys(text: string): string {
  if (!text.includes('PRIVATE KEY-----')) return text
  let result = ''
  let from = 0
  BEGIN_KEY.lastIndex = 0
  for (let begin = BEGIN_KEY.exec(text); begin; begin = BEGIN_KEY.exec(text)) {
    END_KEY.lastIndex = begin.index + begin[0].length
    const end = END_KEY.exec(text)
    result += text.slice(from, begin.index) + REDACTED_SECRET
    from = end ? end.index + end[0].length : text.length
    BEGIN_KEY.lastIndex = from
  }
  return result + text.slice(from)
}

/** `text` with email addresses and strings that look like secrets replaced by a marker. */
export function redactReaderText(text: string): string {
  return withoutPrivateKeys(text)
    .replace(JWT, REDACTED_SECRET)
    .replace(PREFIXED, REDACTED_SECRET)
    .replace(EMAIL, REDACTED_EMAIL)
    .replace(LONG_RUN, (run) => (looksRandom(run) ? REDACTED_SECRET : run))
}

/**
 * The key of the marks, never written: the same text gets the same mark in both periods, and no
 * one can test a guess against it. Random until `keyMarksWith` derives it from the API key, so
 * the marks also agree from one run to the next (the history compares this week's terms with
 * last week's); only someone holding that key, who could read the terms from the platform
 * anyway, could test a guess then.
 */
let markKey = randomBytes(32)

export function keyMarksWith(secret: string): void {
  if (secret !== '') markKey = createHmac('sha256', secret).update('docs report: reader text marks').digest()
}

/**
 * Reader text that keeps being told apart once redacted: two terms that differ only in the
 * address a reader typed stay two rows, each with a short mark a secret key derives
 * from the whole text (`[email removed] #3f9a1c`).
 */
export function redactedDistinct(text: string): string {
  const redacted = redactReaderText(text)
  if (redacted === text) return text
  return `${redacted} #${createHmac('sha256', markKey).update(text).digest('hex').slice(0, 6)}`
}

/**
 * The page an address names, without its query and fragment (which carry what a reader typed
 * into a search box or form), redacted as any reader text.
 */
export function pageAddress(address: string): string {
  const cut = address.search(/[?#]/)
  return redactReaderText(cut < 0 ? address : address.slice(0, cut))
}
