import * as core from '@actions/core'
import { preparePrompt } from './agent/prompt.ts'
import { runAgentMode } from './agent/run-agent.ts'
import { runVisitorsMode } from './visitors/run-visitors.ts'
import { watchForCancellation } from './cancellation.ts'
import { createHttpClient } from './http/transport.ts'
import { readSettings } from './inputs.ts'
import { describeRun, readRunContext } from './run-context.ts'

/** The action's entry point: every error ends here, in one failed-step message. */
export async function run(): Promise<void> {
  const cancellation = watchForCancellation()
  try {
    const settings = readSettings()
    const run = readRunContext()
    core.info(describeRun(run))
    const client = createHttpClient(settings.baseUrl, settings.apiKey)
    const context = { client, deadline: Date.now() + settings.timeoutMs, signal: cancellation.signal }
    try {
      if (settings.mode === 'agent') {
        await runAgentMode(settings, context, run, await preparePrompt(settings))
      } else {
        await runVisitorsMode(settings, context, run)
      }
    } finally {
      await client.close()
    }
  } catch (error) {
    core.setFailed(error instanceof Error ? error.message : String(error))
  } finally {
    cancellation.dispose()
  }
}
