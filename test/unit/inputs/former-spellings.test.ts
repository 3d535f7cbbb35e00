import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AGENT_INPUTS } from '../../../src/agent/agent-declaration.ts'
import { readAgentSettings } from '../../../src/agent/agent-inputs.ts'
import { formerInputEntry, formerNames } from '../../../src/inputs/former-spellings.ts'
import { inputReader, readCommonSettings } from '../../../src/inputs/read-inputs.ts'
import { rejectInputsOfOtherModes } from '../../../src/inputs/step-action.ts'
import { INPUTS, MODE_NAMES, MODES } from '../../../src/modes.ts'
import { VISITORS_INPUTS } from '../../../src/visitors/visitors-declaration.ts'
import { readVisitorsSettings } from '../../../src/visitors/visitors-inputs.ts'
import { logged } from '../support/capture-log.ts'
import { fakeEnvironment } from '../support/fakes.ts'
import { stubInputs } from '../support/stub-inputs.ts'

vi.mock('@actions/core', async (importOriginal) => ({ ...(await importOriginal<object>()), setSecret: vi.fn() }))

/*
 * The spellings of 1.0.0, read through 2.x: each former name and former value reads as its new
 * spelling, with one warning naming the line to write instead; a former name set beside its new
 * name, to another value, is refused before anything is sent.
 */

const NOW = new Date('2026-11-21T15:30:00Z')
const KEYS = { 'api-key': 'mint_abc_123456', 'project-id': 'acme' }

function readVisitors(given: Record<string, string>) {
  stubInputs({ ...KEYS, mode: 'visitors', ...given })
  const common = readCommonSettings(MODE_NAMES)
  rejectInputsOfOtherModes(common.mode, MODES)
  const environment = fakeEnvironment({ runnerTemp: '/runner/temp', workspace: '/work' })
  return readVisitorsSettings(common, inputReader(VISITORS_INPUTS), environment, NOW)
}

function readAgent(given: Record<string, string>) {
  stubInputs({ ...KEYS, prompt: 'Update the docs', ...given })
  const common = readCommonSettings(MODE_NAMES)
  rejectInputsOfOtherModes(common.mode, MODES)
  return readAgentSettings(common, inputReader(AGENT_INPUTS), fakeEnvironment())
}

const deprecations = () =>
  logged.filter((line) => line.level === 'warning').map((line) => ({ title: line.title, message: line.message }))

const warning = (old: string, now: string) => ({
  title: 'Deprecated input',
  message: `Input "${old}" is written "${now}" since 2.0.0; the old spelling is still read through 2.x.`,
})

beforeEach(() => {
  logged.length = 0
})
afterEach(() => vi.unstubAllEnvs())

describe('a former name reads as its new one, with a warning naming it', () => {
  it.each([
    [{ 'search-rows': '50' }, { searchRows: 50 }, warning('search-rows: 50', 'max-search-terms: 50')],
    [
      { 'assistant-rows': 'all' },
      { assistantRows: 'all' },
      warning('assistant-rows: all', 'max-assistant-questions: all'),
    ],
    [
      { 'artifact-retention-days': '9' },
      { retentionDays: 9 },
      warning('artifact-retention-days: 9', 'retention-days: 9'),
    ],
  ])('visitors mode: %j', (given, settings, warned) => {
    expect(readVisitors(given)).toMatchObject(settings)
    expect(deprecations()).toEqual([warned])
  })

  it.each([
    [{ 'release-context': 'auto' }, 'auto', warning('release-context: auto', 'event-context: auto')],
    [{ 'release-context': 'none' }, 'off', warning('release-context: none', 'event-context: off')],
    [{ 'release-context': 'NONE' }, 'off', warning('release-context: NONE', 'event-context: off')],
  ])('agent mode: %j', (given, eventContext, warned) => {
    expect(readAgent(given).eventContext).toBe(eventContext)
    expect(deprecations()).toEqual([warned])
  })

  it('takes the former name when the new one stands at its default, as an unset input does on a runner', () => {
    expect(readAgent({ 'release-context': 'none', 'event-context': 'auto' }).eventContext).toBe('off')
    expect(readVisitors({ 'search-rows': '70', 'max-search-terms': '500' }).searchRows).toBe(70)
  })

  it('accepts both names set to the same value, in either spelling', () => {
    expect(readAgent({ 'release-context': 'none', 'event-context': 'off' }).eventContext).toBe('off')
    expect(readVisitors({ 'search-rows': '70', 'max-search-terms': '70' }).searchRows).toBe(70)
  })

  it.each([
    [
      { 'release-context': 'auto', 'event-context': 'off' },
      readAgent,
      'Inputs "release-context" ("auto") and "event-context" ("off") are both set, to different values: "release-context" is the former name of "event-context". Keep only "event-context".',
    ],
    [
      { 'search-rows': '70', 'max-search-terms': '80' },
      readVisitors,
      'Inputs "search-rows" ("70") and "max-search-terms" ("80") are both set, to different values',
    ],
    [
      { 'artifact-retention-days': '5', 'retention-days': '6' },
      readVisitors,
      'Inputs "artifact-retention-days" ("5") and "retention-days" ("6") are both set',
    ],
  ])('refuses both names set to different values: %j', (given, read, message) => {
    expect(() => read(given)).toThrow(message)
  })

  it("refuses a former name of another mode's input, as the new name is refused", () => {
    expect(() => readAgent({ 'search-rows': '50' })).toThrow(
      'Input "search-rows" applies to mode "visitors" only; this step runs mode "agent".',
    )
    expect(() => readVisitors({ 'release-context': 'auto' })).toThrow(
      'Input "release-context" applies to mode "agent" only; this step runs mode "visitors".',
    )
  })
})

describe("another mode's former name, at its former default, is accepted as 1.0.0 accepted it", () => {
  it.each([
    [readVisitors, { 'release-context': 'none' }],
    [readAgent, { 'search-rows': '500' }],
    [readAgent, { 'assistant-rows': '1000' }],
    [readAgent, { 'artifact-retention-days': '' }],
  ])('%o %j', (read, given) => {
    expect(() => read(given)).not.toThrow()
    expect(deprecations()).toEqual([])
  })

  it('declares a former default beside every former name', () => {
    const renamed = Object.values(INPUTS).filter((declaration) => declaration.formerName !== undefined)
    expect(renamed.map((declaration) => [declaration.formerName, declaration.formerDefault])).toEqual([
      ['release-context', 'none'],
      ['search-rows', '500'],
      ['assistant-rows', '1000'],
      ['artifact-retention-days', ''],
    ])
  })
})

describe('errors name the input as the workflow wrote it', () => {
  it.each([
    [{ 'search-rows': '50' }, 'Input "search-rows" applies only when "include" lists searches.'],
    [{ include: 'searches', 'search-rows': '0' }, 'Input "search-rows" must be "all" or a whole number from 1'],
    [{ include: 'assistant', 'assistant-rows': 'x' }, 'Input "assistant-rows" must be "all" or a whole number'],
    [{ 'artifact-retention-days': '0' }, 'Input "artifact-retention-days" must be a whole number from 1 to 400'],
  ])('visitors mode: %j', (given, message) => {
    expect(() => readVisitors({ include: 'visitors', ...given })).toThrow(message)
  })

  it('tells which name was given, and whether the input was set at all', () => {
    stubInputs({ ...KEYS, mode: 'visitors', 'search-rows': '50', compare: 'none' })
    const reader = inputReader(VISITORS_INPUTS)
    expect(reader.written('max-search-terms')).toEqual({ name: 'search-rows', value: '50', set: true })
    expect(reader.written('compare')).toEqual({ name: 'compare', value: 'none', set: true })
    expect(reader.written('date-from')).toEqual({ name: 'date-from', value: '-7d', set: false })
  })
})

describe('a former spelling is warned of only once its value is accepted', () => {
  it('refuses a value no spelling takes, without first respelling it', () => {
    expect(() => readAgent({ 'release-context': 'bogus' })).toThrow(
      'Input "release-context" must be one of auto, off; got "bogus".',
    )
    expect(deprecations()).toEqual([])
  })

  it('warns of nothing when another input is refused', () => {
    expect(() => readVisitors({ compare: 'none', 'page-size': '0' })).toThrow('Input "page-size"')
    expect(deprecations()).toEqual([])
  })
})

describe('a former value reads as its new one, with a warning naming it', () => {
  it.each([
    [{ compare: 'none' }, { previousRange: undefined }, warning('compare: none', 'compare: off')],
    [{ 'reader-text': 'show' }, { readerText: { shown: true } }, warning('reader-text: show', 'reader-text: true')],
    [{ 'reader-text': 'Hide' }, { readerText: { shown: false } }, warning('reader-text: Hide', 'reader-text: false')],
  ])('visitors mode: %j', (given, settings, warned) => {
    expect(readVisitors(given)).toMatchObject(settings)
    expect(deprecations()).toEqual([warned])
  })

  it('agent mode: event-context none', () => {
    expect(readAgent({ 'event-context': 'none' }).eventContext).toBe('off')
    expect(deprecations()).toEqual([warning('event-context: none', 'event-context: off')])
  })
})

describe("an input set empty keeps 1.0.0's meaning, with a warning naming the new spelling", () => {
  it('fail-on empty fails on no status: fail-on off', () => {
    expect(readAgent({ 'fail-on': '' }).failOn).toEqual([])
    expect(deprecations()).toEqual([warning("fail-on: ''", 'fail-on: off')])
  })

  it('artifact-name empty uploads nothing: artifact-name off', () => {
    expect(readVisitors({ 'artifact-name': '' }).artifactName).toBe('')
    expect(deprecations()).toEqual([warning("artifact-name: ''", 'artifact-name: off')])
  })

  it('include empty reports unique visitors only: include visitors', () => {
    expect(readVisitors({ include: '' }).sections).toEqual(['visitors'])
    expect(deprecations()).toEqual([warning("include: ''", 'include: visitors')])
  })

  it('reads an input absent from the environment, as outside a runner, as unset: its default, no warning', () => {
    const reader = inputReader(AGENT_INPUTS)
    expect(process.env['INPUT_FAIL-ON']).toBeUndefined()
    expect(reader.input('fail-on')).toBe('failed')
    expect(deprecations()).toEqual([])
  })
})

describe('one reader, one warning per former spelling', () => {
  it('warns once however often the input is read', () => {
    stubInputs({ ...KEYS, mode: 'visitors', compare: 'none', 'search-rows': '5' })
    const reader = inputReader(VISITORS_INPUTS)
    for (let read = 0; read < 3; read++) {
      expect(reader.input('compare')).toBe('off')
      expect(reader.input('max-search-terms')).toBe('5')
      reader.warnFormerSpellings()
    }
    expect(deprecations()).toEqual([
      warning('compare: none', 'compare: off'),
      warning('search-rows: 5', 'max-search-terms: 5'),
    ])
  })

  it('warns of nothing for a workflow in the new spellings', () => {
    readVisitors({ compare: 'off', 'reader-text': 'true', include: 'visitors', 'artifact-name': 'off' })
    readAgent({ 'fail-on': 'off', 'event-context': 'off' })
    expect(deprecations()).toEqual([])
  })
})

describe('what action.yml says of a former name', () => {
  it('names each former name with its input, and the new spelling of its values', () => {
    expect(Object.fromEntries(formerNames(INPUTS))).toEqual({
      'release-context': 'event-context',
      'search-rows': 'max-search-terms',
      'assistant-rows': 'max-assistant-questions',
      'artifact-retention-days': 'retention-days',
    })
    expect(formerInputEntry('event-context', AGENT_INPUTS['event-context'])).toEqual({
      description: 'The former name of event-context, read through 2.x.',
      deprecationMessage: 'Use event-context (none is now off); release-context is read through 2.x.',
    })
  })
})
