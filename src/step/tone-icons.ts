/*
 * The icon a summary's or a comment's heading opens with, by how the step ended: one table for
 * every mode, so the same ending looks the same whichever mode reports it. A mode uses the tones
 * it has (a deployment has no warning; an automation has neither warning nor info).
 */

/** How an ending reads at a glance. */
export type Tone = 'success' | 'warning' | 'info' | 'failure' | 'timed-out' | 'cancelled'

export const TONE_ICONS: Readonly<Record<Tone, string>> = {
  success: '✅',
  warning: '⚠️',
  info: 'ℹ️',
  failure: '❌',
  'timed-out': '⏱️',
  cancelled: '🚫',
}
