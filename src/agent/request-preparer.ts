import type { RunnerEnvironment } from '../runner/environment.ts'
import { repositoryName } from '../runner/environment.ts'
import { log } from '../runner/log.ts'
import { bounded, type StepLimits } from '../runner/limits.ts'
import { count } from '../text/format.ts'
import type { AgentSettings } from './agent-inputs.ts'
import type { AddedBrief } from './context/brief-text.ts'
import { createContextSource } from './context/github-source.ts'
import { readPrompt, type PromptSource } from './prompt-file.ts'
import type { PreparedPrompt } from './prompt.ts'
import type { AskedRequest } from './request/comment-request.ts'
import { BARE_FOLLOW_UP, BARE_REQUEST, requestPrompt, requestSection, threadBrief } from './request/request-prompt.ts'

/*
 * A request's prompt, as agent mode sends it. A new job: the step's `prompt` (when it has one),
 * the thread's context (`event-context: auto`, `pr-diff` as for a merged pull request), then the
 * request. A follow-up message: the request alone. What the summary shows as the instruction is
 * the request, as its author wrote it.
 */

export function requestPreparer(
  settings: AgentSettings,
  request: AskedRequest,
  because: string,
  environment: RunnerEnvironment,
  limits: StepLimits,
): (source: PromptSource) => Promise<PreparedPrompt> {
  const where = repositoryName(environment) ?? 'the repository'
  const followUp = settings.task.kind !== 'create'
  const section = requestSection(request, where, because, followUp)
  const instruction = request.text === '' ? (followUp ? BARE_FOLLOW_UP : BARE_REQUEST) : request.text
  return async (source) => {
    if (followUp) return { instruction, text: section, brief: undefined }
    const standing = source.kind === 'input' && source.text === '' ? undefined : await readPrompt(source, limits)
    const brief =
      settings.eventContext === 'auto' ? await readThreadBrief(settings, request, environment, limits) : undefined
    const text = requestPrompt(standing?.text ?? '', brief, section)
    const fileSha256 = standing?.fileSha256
    return { instruction, text, brief, ...(fileSha256 === undefined ? {} : { fileSha256 }) }
  }
}

async function readThreadBrief(
  settings: AgentSettings,
  request: AskedRequest,
  environment: RunnerEnvironment,
  limits: StepLimits,
): Promise<AddedBrief> {
  return log.group('Collect the thread', async () => {
    const brief = await bounded(limits, "reading the request's thread from GitHub", (signal) =>
      threadBrief(
        request,
        () => createContextSource(settings.githubToken, environment.repository!, environment.apiUrl, limits),
        settings.prDiff,
        signal,
      ),
    )
    log.info(`Adding ${count(brief.text.length, 'character')} of the thread (${brief.description}) to the prompt.`)
    return brief
  })
}
