import type { DeploymentScript } from './deployment-status.ts'
import { HOSTILE_PATHS, HOSTILE_TERMS } from './hostile-text.ts'

/**
 * The deployment scenarios tests and pictures name, each a script for the simulator's
 * deployment routes (`platform: { deployment: DEPLOYMENT_SCENARIOS.failure }`).
 */
export const DEPLOYMENT_SCENARIOS = {
  /** queued → in_progress → success over three reads. */
  success: {},
  /** The build failed: its 60 log lines end with the error. */
  failure: { statuses: ['queued', 'in_progress', 'failure'] },
  /** Still building, read after read. */
  stuck: { statuses: ['queued', 'in_progress'] },
  /** A plan without previews: a preview trigger answers 403. */
  planWithoutPreviews: { plan: 'free' },
  /**
   * The organization's other workflows just spent the trigger limit: the first trigger answers
   * 429 with `Retry-After`, for the rest of a 2-second window (the platform's is 10 s).
   */
  burst: { rateLimit: { triggers: { limit: 10, windowMs: 2_000 }, spent: { triggers: 10 } } },
  /**
   * The organization's other workflows just spent the preview limit: the first preview trigger
   * answers 429 with `Retry-After`, for the rest of a 2-second window (the platform's is a minute).
   */
  previewBurst: { rateLimit: { previews: { limit: 5, windowMs: 2_000 }, spent: { previews: 5 } } },
  /** The platform no longer knows any status id: every read answers 404. */
  forgotten: { forgotten: true },
  /** A failed deployment whose every text is written to break a reader: Markdown, HTML, workflow commands. */
  hostile: {
    statuses: ['in_progress', 'failure'],
    summary: '<img src=x onerror=alert(1)> **failed** [click](javascript:alert(1))',
    logs: [...HOSTILE_TERMS, '::error title=Planted::from the build log', '##[error]planted'],
    subdomain: 'evil.example.com/<script>',
    commit: {
      sha: '<b>deadbeef</b>',
      ref: 'main</code><h1>ref</h1>',
      message: '# Heading\n<details open><summary>x</summary>\n::warning::planted',
      filesChanged: { added: HOSTILE_PATHS, modified: HOSTILE_TERMS, removed: [7, null, '/ok.mdx'] },
    },
  },
} as const satisfies Readonly<Record<string, DeploymentScript>>
