/**
 * Characters that would change how a job summary renders: HTML markup, Markdown emphasis,
 * strikethrough, links, code spans and table separators. They become numeric entities, which
 * both the Markdown and the HTML renderer show as the literal character.
 */
const SPECIAL_CHARACTERS = /[&<>"'|`*_[\]\\~]/g

/** Escapes text that came from the platform or the user for a job-summary cell or line. */
export function escapeText(text: string): string {
  return text.replace(SPECIAL_CHARACTERS, toEntity).replace(/\r\n|\r|\n/g, ' ')
}

/** Escapes multi-line text for a `<pre>` block, keeping its line breaks. */
export function escapePreformatted(text: string): string {
  return text.replace(/[&<>]/g, toEntity)
}

/** A link for the summary, or plain escaped text when the address is not an https URL. */
export function linkOrText(text: string, address: string | null | undefined): string {
  if (!address || !isHttpsUrl(address)) return escapeText(text)
  return `<a href="${escapeAttribute(new URL(address).href)}">${escapeText(text)}</a>`
}

function isHttpsUrl(address: string): boolean {
  try {
    return new URL(address).protocol === 'https:'
  } catch {
    return false
  }
}

function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, toEntity)
}

function toEntity(character: string): string {
  return `&#${character.charCodeAt(0)};`
}
