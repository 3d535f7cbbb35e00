import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AGENT_INPUTS } from '../../../src/agent/agent-declaration.ts'
import { readAgentSettings } from '../../../src/agent/agent-inputs.ts'
import { createJob } from '../../../src/agent/api.ts'
import { runAgentMode } from '../../../src/agent/agent-entry.ts'
import { inputReader, readCommonSettings } from '../../../src/inputs/read-inputs.ts'
import { rejectInputsOfOtherModes } from '../../../src/inputs/step-action.ts'
import { MODE_NAMES, MODES } from '../../../src/modes.ts'
import { createPlatformClient, withholdingAnswers } from '../../../src/platform/platform-client.ts'
import { BRIEF_HEADING } from '../../../src/agent/context/brief-text.ts'
import { logged } from '../support/capture-log.ts'
import {
  agentSettings,
  collaborators,
  fakeEnvironment,
  fakePlatform,
  json,
  scriptedTransport,
  testLimits,
} from '../support/fakes.ts'
import { stubInputs } from '../support/stub-inputs.ts'
import { agentJob, agentRun, CREATE, MESSAGE, PROMPT, summaryPage } from './agent-summary-page.ts'
import { PlatformError } from '../../../src/platform/errors.ts'
import type { AgentTask } from '../../../src/agent/agent-inputs.ts'
import type { PreparedPrompt } from '../../../src/agent/prompt.ts'

vi.mock('@actions/core', async (importOriginal) => ({ ...(await importOriginal<object>()), setSecret: vi.fn() }))

/*
 * `show-prompt: false`: the prompt may hold what readers wrote, so neither the summary nor the
 * log shows it, nor the platform's text about the job, which could quote it.
 */

beforeEach(() => void logged.splice(0))
afterEach(() => vi.unstubAllEnvs())

const base = { 'api-key': 'mint_abc_123456', 'project-id': 'acme', prompt: 'Update the docs' }
const FAST = { maxAttempts: 3, maxRateLimited: 4, baseDelayMs: 1, maxDelayMs: 2 }
const REASON = '"show-prompt" is false, and the answer could quote the prompt'

function read(given: Record<string, string>) {
  stubInputs(given)
  const common = readCommonSettings(MODE_NAMES)
  rejectInputsOfOtherModes(common.mode, MODES)
  return readAgentSettings(common, inputReader(AGENT_INPUTS), fakeEnvironment())
}

describe('the show-prompt input', () => {
  it('is auto by default, showing a prompt that holds no reader text, and reads true or false as booleans are read', () => {
    expect(read(base).prompt).toEqual({ shown: true })
    expect(read({ ...base, 'show-prompt': 'false' }).prompt.shown).toBe(false)
    expect(read({ ...base, 'show-prompt': ' FALSE ' }).prompt.shown).toBe(false)
    expect(read({ ...base, 'show-prompt': 'True' }).prompt.shown).toBe(true)
  })

  it('refuses anything else, naming the input and the rule', () => {
    expect(() => read({ ...base, 'show-prompt': 'maybe' })).toThrow(
      'Input "show-prompt" must be one of auto, true, false; got "maybe".',
    )
    expect(() => read({ ...base, 'show-prompt': 'no' })).toThrow('Input "show-prompt" must be one of auto, true, false')
  })

  it('is accepted with only job-id: the answers about that job could still quote its prompt', () => {
    expect(read({ ...base, prompt: '', 'job-id': 'job_1', 'show-prompt': 'false' })).toMatchObject({
      task: { kind: 'resume' },
      prompt: { shown: false, hiddenBecause: '"show-prompt" is false' },
    })
  })

  it('belongs to agent mode: visitors mode refuses it when set', () => {
    expect(() => read({ ...base, prompt: '', mode: 'visitors', 'show-prompt': 'false' })).toThrow(
      'Input "show-prompt" applies to mode "agent" only; this step runs mode "visitors".',
    )
  })
})

describe('the summary with show-prompt: false', () => {
  const hidden = agentSettings(CREATE, { prompt: { shown: false, hiddenBecause: '"show-prompt" is false' } })

  it('gives the prompt in one line, as its size only, whether the job finished or was never created', () => {
    const refused = new PlatformError(
      'The platform rejected the request to create the agent job as invalid (HTTP 400).',
    )
    for (const run of [finished(CREATE), agentRun(CREATE, { stopped: { phase: 'create', error: refused } })]) {
      const page = summaryPage(hidden, run)
      expect(page.paragraphs).toContain('Prompt not shown because show-prompt is false (28 characters).')
      expect(page.preview).toBeUndefined()
      expect(page.$.html()).not.toContain(PROMPT)
    }
  })

  it('names a follow-up message, and the release context added, with its size', () => {
    const brief = `${BRIEF_HEADING}\n\nRelease: v1.2.0 (tag v1.2.0)\n\nSecret notes.`
    const prompt = { instruction: PROMPT, text: `${PROMPT}\n\n${brief}`, brief: releaseBrief(brief) }
    const page = summaryPage(
      agentSettings(MESSAGE, { prompt: { shown: false, hiddenBecause: '"show-prompt" is false' } }),
      finished(MESSAGE, prompt),
    )
    expect(page.paragraphs).toContain(
      `Follow-up message not shown because show-prompt is false (${prompt.text.length} characters, including ${brief.length} characters of release context).`,
    )
    const html = page.$.html()
    expect(html).not.toContain(PROMPT)
    expect(html).not.toContain('Secret notes')
    expect(html).not.toContain('<details')
  })

  it('still shows the prompt by default', () => {
    expect(summaryPage(agentSettings(CREATE), finished(CREATE)).preview).toBe(PROMPT)
  })
})

describe("the platform's answers with show-prompt: false", () => {
  it('are withheld on every call agent mode makes', async () => {
    const platform = fakePlatform((call) => ({
      id: 'job_1',
      status: call.endpoint === 'get job' ? 'completed' : 'active',
    }))
    await runAgentMode(
      agentSettings(CREATE, { prompt: { shown: false, hiddenBecause: '"show-prompt" is false' } }),
      collaborators(platform),
    )
    expect(platform.calls.map((call) => [call.endpoint, call.withholdAnswers])).toEqual([
      ['create job', REASON],
      ['get job', REASON],
    ])
    expect(JSON.stringify(logged)).not.toContain(PROMPT)
  })

  it('leave the answer out of the debug log, giving its size', async () => {
    const answer = { id: 'job_1', status: 'active', prompt: 'Private search terms' }
    const platform = withholdingAnswers(
      createPlatformClient(scriptedTransport([json(201, answer)]), testLimits()),
      REASON,
    )
    await createJob(platform, 'acme', 'Private search terms')
    const debug = logged.filter((line) => line.level === 'debug').map((line) => line.message)
    expect(debug).toEqual([
      'POST /v2/agent/acme/job',
      `HTTP 201: ${JSON.stringify(answer).length} characters, not shown (${REASON}).`,
    ])
  })

  it("leave the platform's words out of an error and a retry, saying so", async () => {
    const quoting = { error: 'Prompt rejected: "Private search terms"' }
    const transport = scriptedTransport([json(429, quoting, { 'retry-after': '0' }), json(400, quoting)])
    const platform = withholdingAnswers(createPlatformClient(transport, testLimits(), FAST), REASON)
    const error = await createJob(platform, 'acme', 'Private search terms').catch((caught: unknown) => caught)
    expect((error as Error).message).toBe(
      `The platform rejected the request to create the agent job as invalid (HTTP 400). The platform's words are not shown (${REASON}).`,
    )
    expect(JSON.stringify(logged)).not.toContain('Private search terms')
    expect(logged.find((line) => line.level === 'info')?.message).toMatch(
      /^Could not create the agent job \(HTTP 429 — the platform's words not shown\); retrying in /,
    )
  })
})

/** A run whose job completed after the prompt was sent. */
function finished(task: AgentTask, prompt?: PreparedPrompt) {
  const wait = { job: agentJob({ status: 'completed' }), outcome: 'final', waitedMs: 1_000 } as const
  return agentRun(task, { jobId: 'job_1', job: agentJob(), wait, ...(prompt ? { prompt } : {}) })
}

function releaseBrief(text: string) {
  return {
    kind: 'added',
    source: 'release',
    text,
    description: 'release v1.2.0',
    page: { label: 'v1.2.0', url: undefined },
  } as const
}
