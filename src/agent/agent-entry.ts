import type { ModeCollaborators } from '../step/mode.ts'
import type { StepResult } from '../step/result.ts'
import type { AgentOutputName } from './agent-declaration.ts'
import type { AgentSettings } from './agent-inputs.ts'
import { createResultPosts } from './comment-posts.ts'
import { runAgentWork } from './run-agent.ts'
import { runRequest } from './run-request.ts'

// The mode table loads the settings reader with the runner: one chunk of the bundle, loaded once.
export { readAgentSettings } from './agent-inputs.ts'

/**
 * Agent mode: a request asked in a comment (run-request.ts), or the step's own prompt for its
 * event, its result on the run's pull request and release.
 */
export async function runAgentMode(
  settings: AgentSettings,
  collaborators: ModeCollaborators,
): Promise<StepResult<AgentOutputName>> {
  if (settings.request) return runRequest(settings, settings.request, collaborators)
  const posts = createResultPosts(settings, collaborators.environment, collaborators.limits)
  return runAgentWork(settings, collaborators, { posts })
}
