import { spawnSync } from 'node:child_process'

/** The Debian (and Ubuntu) package of the colour emoji font the summary pages name. */
export const EMOJI_FONT_PACKAGE = 'fonts-noto-color-emoji'

/** What `fc-list` printed, or undefined when it could not be run. */
export type FontLister = (pattern: string) => string | undefined

const fcList: FontLister = (pattern) => {
  const listed = spawnSync('fc-list', [pattern, 'family'], { encoding: 'utf8' })
  return listed.error || listed.status !== 0 ? undefined : listed.stdout
}

/**
 * Every summary starts with an emoji (✅ ❌ ⏱️ 📊) and tables use 👍 and 👎. On Linux, headless
 * Chromium without a colour emoji font draws each as an empty box and says nothing, so the
 * pictures would look broken in the README. This asks fontconfig (which Chromium uses to find
 * fonts) for Noto Color Emoji, the font the pages' stylesheet names for Linux.
 *
 * Returns undefined when the font is there (or on macOS and Windows, which bring their own), else
 * a message saying what to install.
 */
export function missingEmojiFont(platform: NodeJS.Platform = process.platform, list = fcList): string | undefined {
  if (platform !== 'linux') return undefined
  const families = list(':family=Noto Color Emoji')
  if (families !== undefined && families.trim() !== '') return undefined
  const why =
    families === undefined
      ? 'fc-list (fontconfig) could not be run, so no colour emoji font could be found'
      : 'No colour emoji font is installed (fc-list knows no "Noto Color Emoji")'
  return (
    `${why}: the summaries' emoji would be photographed as blank boxes. Install the Debian package ` +
    `${EMOJI_FONT_PACKAGE} (apt-get install ${EMOJI_FONT_PACKAGE}) and run npm run screenshots again.`
  )
}
