import path from 'node:path'
import type { RunnerEnvironment } from '../runner/environment.ts'

/*
 * Text readers wrote (search terms, questions to the assistant) is private: on a repository
 * anyone can read, it reaches no summary, log or uploaded file. Both modes keep to one rule of
 * where that text is kept and when a repository counts as private: visitors mode writes it,
 * and agent mode may be handed it as a prompt.
 */

/** Whether the repository's runs may show reader text, and why, as a summary says it. */
export interface VisibilityRule {
  readonly shown: boolean
  /** `the repository is public` */
  readonly reason: string
}

/** The content gaps visitors mode hands agent mode as a prompt file. */
export const CONTENT_GAPS_FILE = 'content-gaps.md'

/** Where visitors mode keeps files holding reader text when it may not be shown: on the runner, never uploaded. */
export function readerTextDirectory(environment: RunnerEnvironment): string {
  return path.join(environment.runnerTemp, 'visitors-reader-text')
}

/**
 * From the event payload: `repository.visibility` where it has it (public, private, internal),
 * else `repository.private`. Reader text is shown only on a repository that is not public.
 */
export function visibilityRule(payload: Readonly<Record<string, unknown>>): VisibilityRule {
  const repository = payload['repository']
  const fields = typeof repository === 'object' && repository !== null ? (repository as Record<string, unknown>) : {}
  const visibility = fields['visibility']
  const isPrivate = fields['private']
  // Any sign of a public repository wins: showing text by mistake cannot be taken back.
  if (visibility === 'public' || isPrivate === false) return { shown: false, reason: 'the repository is public' }
  if (visibility === 'internal') return { shown: true, reason: 'the repository is internal' }
  if (visibility === 'private' || isPrivate === true) return { shown: true, reason: 'the repository is private' }
  return { shown: false, reason: 'the event payload does not say the repository is private, so it is taken as public' }
}
