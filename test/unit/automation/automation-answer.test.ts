import { describe, expect, it } from 'vitest'
import { readQueuedRun } from '../../../src/automation/automation-answer.ts'
import { plainIdProblem } from '../../../src/text/plain-id.ts'
import { BrokenAnswerError } from '../../../src/platform/errors.ts'

describe("the trigger's 202 answer, read as hostile", () => {
  it('reads the run and its background job', () => {
    expect(readQueuedRun({ schemaId: 'auto', instanceId: 'run_1', jobId: 'bg_1' })).toEqual({
      runId: { value: 'run_1', problem: undefined },
      jobId: { value: 'bg_1', problem: undefined },
    })
  })

  it('reads an answer without a job, or with a job id that is no string, as naming no job', () => {
    expect(readQueuedRun({ instanceId: 'run_1' }).jobId).toBeUndefined()
    expect(readQueuedRun({ instanceId: 'run_1', jobId: 42 }).jobId).toBeUndefined()
    expect(readQueuedRun({ instanceId: 'run_1', jobId: ' ' }).jobId).toBeUndefined()
  })

  it.each([
    [null, 'the answer is not a JSON object'],
    [['run_1'], 'the answer is not a JSON object'],
    [{ jobId: 'bg_1' }, 'the answer has no "instanceId" string naming the queued run'],
    [{ instanceId: 7 }, 'the answer has no "instanceId" string naming the queued run'],
    [{ instanceId: '  ' }, 'the answer has no "instanceId" string naming the queued run'],
  ])('breaks the contract when it names no run: %j', (body, message) => {
    expect(() => readQueuedRun(body)).toThrow(new BrokenAnswerError(message))
  })

  it('keeps an id that is not plain, as written and capped, with why it is not passed on', () => {
    const run = readQueuedRun({ instanceId: `$(id)${'x'.repeat(5_000)}` })
    expect(run.runId.value).toHaveLength(1_000)
    expect(run.runId.problem).toBe('it is longer than 200 characters')
  })
})

describe('a plain id', () => {
  it.each(['run_0001', 'bg_run-1.2:3', '0f8fad5b-d9cb-469f-a165-70867728950e', 'a'.repeat(200)])(
    'passes %s on',
    (id) => {
      expect(plainIdProblem(id)).toBeUndefined()
    },
  )

  it.each(['$(id)', 'run 1', 'run\n1', '-run', 'run;rm', 'run`x`', 'rün', '.hidden', '', 'a'.repeat(201)])(
    'refuses %j',
    (id) => {
      expect(plainIdProblem(id)).toBeDefined()
    },
  )
})
