import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { ROOT } from '../harness/action-metadata.ts'

/*
 * Every scheduled example says what it costs, in a line of its own: `# Cost: 24 runs a week, about
 * 60 runner minutes.` The runs are counted here from its cron lines, minute by minute over a
 * week, so the line cannot drift from the schedule; an hourly example runs only on the report's
 * day, and the day after should that one not finish it.
 */

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')
const SCHEDULED = readdirSync(path.join(ROOT, 'examples'))
  .map((name) => `examples/${name}`)
  .filter((file) => file.endsWith('.yml') && crons(file).length > 0)

function crons(file: string): string[] {
  const workflow = parse(read(file)) as { on?: { schedule?: { cron: string }[] } }
  return (workflow.on?.schedule ?? []).map((entry) => entry.cron)
}

const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT']

/** A day-of-week field in numbers: `MON-FRI` → `1-5`, `7` (Sunday too) → `0`. */
function numberedDays(field: string): string {
  return field
    .toUpperCase()
    .replace(/[A-Z]{3}/g, (name) => String(DAY_NAMES.indexOf(name)))
    .replace(/\b7\b/g, '0')
}

/** Whether a cron field (`*`, `17`, `0-11`, `*\/2`, `1,3`) admits `value`. */
function admits(field: string, value: number): boolean {
  return field.split(',').some((part) => {
    const [range = '*', step = '1'] = part.split('/')
    const [low, high] = range === '*' ? [0, 59] : range.split('-').map(Number)
    const top = high ?? (part.includes('/') ? 59 : low)
    return value >= low! && value <= top! && (value - low!) % Number(step) === 0
  })
}

/** The runs a week the cron lines start: every minute of a week from a Sunday, as GitHub's cron counts (UTC). */
function runsAWeek(lines: readonly string[]): number {
  let runs = 0
  for (let minute = 0; minute < 7 * 24 * 60; minute++) {
    const [m, h, d] = [minute % 60, Math.floor(minute / 60) % 24, Math.floor(minute / 1440)]
    const starts = lines.some((line) => {
      const [minutes = '', hours = '', , , days = ''] = line.trim().split(/\s+/)
      return admits(minutes, m) && admits(hours, h) && admits(numberedDays(days), d)
    })
    if (starts) runs++
  }
  return runs
}

describe.each(SCHEDULED)('%s', (file) => {
  const stated = /^# Cost: (\d+) runs? a week, about (\d+) runner minutes\b/m.exec(read(file))

  it('states its runs a week and its runner minutes, and its schedule starts that many', () => {
    expect(stated, 'a "# Cost: N runs a week, about M runner minutes." line').not.toBeNull()
    expect(runsAWeek(crons(file))).toBe(Number(stated![1]))
    expect(Number(stated![2])).toBeGreaterThan(0)
  })

  it("runs on the report's day (and the day after, for an hourly report), every month, whatever the date", () => {
    const fields = crons(file).map((line) => line.trim().split(/\s+/))
    // The day of the month and the month are left open: the counting above reads only the rest.
    expect(fields.map(([, , date, month]) => `${date} ${month}`)).toEqual(fields.map(() => '* *'))
    expect(fields.every((field) => /^[0-6](,[0-6])?$/.test(numberedDays(field[4] ?? '')))).toBe(true)
  })
})

it('counts cron lines as GitHub does', () => {
  expect(runsAWeek(['0 6 * * 1'])).toBe(1)
  expect(runsAWeek(['17 * * * 1'])).toBe(24)
  expect(runsAWeek(['17 * * * *'])).toBe(168)
  expect(runsAWeek(['*/30 0-11 * * 1'])).toBe(24)
  expect(runsAWeek(['0 6 * * 1,4'])).toBe(2)
  expect(runsAWeek(['17 * * * 1,2'])).toBe(48)
  expect(runsAWeek(['0 6 * * MON-FRI'])).toBe(5)
  expect(runsAWeek(['0 6 * * 7'])).toBe(1)
})
