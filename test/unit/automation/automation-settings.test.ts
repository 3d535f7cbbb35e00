import { afterEach, describe, expect, it, vi } from 'vitest'
import { AUTOMATION_INPUTS } from '../../../src/automation/automation-declaration.ts'
import { readAutomationSettings } from '../../../src/automation/automation-settings.ts'
import { inputReader, type CommonSettings } from '../../../src/inputs/read-inputs.ts'
import { stubInputs } from '../support/stub-inputs.ts'

afterEach(() => void vi.unstubAllEnvs())

const COMMON = { mode: 'automation', projectId: 'acme', timeoutMs: 60_000 } as CommonSettings

function read(given: Record<string, string>) {
  stubInputs({ mode: 'automation', ...given })
  return readAutomationSettings(COMMON, inputReader(AUTOMATION_INPUTS))
}

describe('automation mode settings', () => {
  it('take the automation id, trimmed', () => {
    expect(read({ 'automation-id': ' auto-changelog ' })).toMatchObject({
      projectId: 'acme',
      automationId: 'auto-changelog',
    })
  })

  it('require automation-id, saying where to find it', () => {
    expect(() => read({})).toThrow(
      'Input "automation-id" is required in automation mode: the id of the automation to trigger, copied from its settings on the dashboard\'s Automations page.',
    )
  })

  it('refuse an id no request path can carry', () => {
    expect(() => read({ 'automation-id': '..' })).toThrow(
      'Input "automation-id" must be a single id usable in a request path; ".." is not an id',
    )
  })
})
