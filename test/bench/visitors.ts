/**
 * `npm run bench` (after `npm run bundle`; alone: `npx node test/bench/visitors.ts`): runs the
 * bundled action against the simulator (zero latency, in this process) beside a bare undici loop
 * that writes the same CSV, and prints both wall times and peak memory (each child's own peak
 * resident set). Figures are printed, never asserted: they depend on the machine. Then the
 * analytics requests a compared weekly report spends with and without history (history.ts).
 */
import { spawn } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runAction } from '../harness/run-action.ts'
import { historyRequests } from './history.ts'
import { resumeFigures } from './resume.ts'
import { SIMULATOR_API_KEY, SIMULATOR_PROJECT, startSimulator, type SimulatorOptions } from '../simulator/server.ts'

const PAGE_SIZE = 250
// Reports the child's own peak resident memory when it exits.
const RSS_PROBE =
  'data:text/javascript,process.on("exit",()=>process.stderr.write("peak-rss-kb="+process.resourceUsage().maxRSS+"\\n"))'

interface Measure {
  readonly name: string
  readonly requests: number
  readonly seconds: number
  readonly peakMb: number
}

const peakOf = (stderr: string) => Number(/peak-rss-kb=(\d+)/.exec(stderr)?.[1] ?? NaN) / 1024

async function withSimulator(options: SimulatorOptions, work: (url: string) => Promise<Omit<Measure, 'requests'>>) {
  const simulator = await startSimulator(options)
  try {
    const measure = await work(simulator.url)
    return { ...measure, requests: simulator.requests.length }
  } finally {
    await simulator.close()
  }
}

async function bareLoop(rows: number): Promise<Measure> {
  const script = fileURLToPath(new URL('bare-loop.ts', import.meta.url))
  const csv = path.join(await mkdtemp(path.join(tmpdir(), 'bare-loop-')), 'visitors.csv')
  return withSimulator({ analytics: { rows } }, async (url) => {
    const started = performance.now()
    const args = ['--import', RSS_PROBE, script, url, SIMULATOR_API_KEY, SIMULATOR_PROJECT, String(PAGE_SIZE), csv]
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
    if (code !== 0) throw new Error(`The bare loop failed:\n${stderr}`)
    const seconds = (performance.now() - started) / 1_000
    return { name: `bare undici loop, ${rows.toLocaleString('en-US')} paths`, seconds, peakMb: peakOf(stderr) }
  })
}

async function action(name: string, options: SimulatorOptions, inputs: Record<string, string>): Promise<Measure> {
  return withSimulator(options, async (url) => {
    const run = await runAction({
      inputs: {
        'api-key': SIMULATOR_API_KEY,
        'project-id': SIMULATOR_PROJECT,
        'base-url': url,
        mode: 'visitors',
        'page-size': String(PAGE_SIZE),
        'artifact-name': 'off',
        ...inputs,
      },
      nodeArguments: ['--import', RSS_PROBE],
    })
    // From spawn to exit, as the bare loop is timed: the harness's setup is not the action's.
    const seconds = run.wallMs / 1_000
    if (run.exitCode !== 0) throw new Error(`The action failed:\n${run.stdout}\n${run.stderr}`)
    return { name, seconds, peakMb: peakOf(run.stderr) }
  })
}

const ratio = (value: number, base: number) => `${(value / base).toFixed(2)}×`
const week = { 'date-from': '-7d', 'date-to': 'today' }
/** Unique visitors of one period, as the bare loop fetches them: the defaults since 2.0.0 would add every section and the week before. */
const visitorsOnly = { include: 'visitors', compare: 'off' }

/** The run with the median wall time of `times`, run alternately with the others so load on the machine hits both. */
function median(runs: Measure[]): Measure {
  const sorted = [...runs].sort((a, b) => a.seconds - b.seconds)
  const middle = sorted[Math.floor(sorted.length / 2)] as Measure
  return { ...middle, peakMb: Math.max(...runs.map((run) => run.peakMb)) }
}

const TIMES = 5
const bareRuns: Measure[] = []
const visitorRuns: Measure[] = []
for (let round = 0; round < TIMES; round++) {
  bareRuns.push(await bareLoop(100_000))
  visitorRuns.push(
    await action('action, unique visitors, 100,000 paths', { analytics: { rows: 100_000 } }, visitorsOnly),
  )
}
const bare = median(bareRuns)
const visitors = median(visitorRuns)
const million = await action(
  'action, unique visitors, 1,000,000 paths',
  { analytics: { rows: 1_000_000 } },
  visitorsOnly,
)
const weekly = await action(
  'action, full weekly report compared, 100,000 paths',
  { analytics: { rows: 100_000, searchTerms: 2_000 } },
  { ...week, include: 'views,searches,feedback', compare: 'previous-period', 'max-search-terms': 'all' },
)
const history = await historyRequests({ analytics: { rows: 100_000, searchTerms: 2_000 } }, '100,000 paths', {
  'page-size': String(PAGE_SIZE),
  'max-search-terms': 'all',
})

const resumed = await resumeFigures(60_000)

/** Prints `lines` under `header` in aligned columns: the first left-aligned, the figures right-aligned. */
function printTable(header: readonly string[], lines: readonly (readonly string[])[]): void {
  const widths = header.map((title, index) =>
    Math.max(title.length, ...lines.map((line) => (line[index] ?? '').length)),
  )
  for (const line of [header, ...lines]) {
    console.log(
      line
        .map((cell, index) => (index === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[index] ?? 0)))
        .join('  '),
    )
  }
}

console.log(
  `Visitors mode benchmark (simulator on 127.0.0.1, zero latency; the 100,000-path runs are the median wall time of ${TIMES}, with the highest peak)\n`,
)
printTable(
  ['run', 'requests', 'wall', 'peak RSS', 'wall vs bare', 'memory vs bare'],
  [bare, visitors, million, weekly].map((m) => [
    m.name,
    String(m.requests),
    `${m.seconds.toFixed(2)} s`,
    `${m.peakMb.toFixed(1)} MB`,
    m === bare ? '—' : ratio(m.seconds, bare.seconds),
    m === bare ? '—' : ratio(m.peakMb, bare.peakMb),
  ]),
)
console.log(
  '\nHistory (issue 15): the full weekly report (every section), a second week run after a first, analytics requests only\n',
)
printTable(
  ['run', 'analytics requests', 'previous period from', 'wall'],
  [history.withoutHistory, history.withHistory, history.withoutComparison].map((m) => [
    m.name,
    String(m.requests),
    m.source,
    `${m.seconds.toFixed(2)} s`,
  ]),
)
console.log(
  '\nA report over several runs (issue 35): 60,000 paths, visitors and views compared, uncapped beside continued by runs of max-requests 100\n',
)
printTable(
  ['run', 'runs', 'analytics requests', 'per 1,000 paths', 'wall, all runs'],
  resumed.map((m) => [
    m.name,
    String(m.runs),
    String(m.requests),
    (m.requests / (m.paths / 1_000)).toFixed(1),
    `${m.seconds.toFixed(2)} s`,
  ]),
)
const historyMet = history.withHistory.requests === history.withoutComparison.requests
const within = (value: number) => (value <= 1.3 ? 'within' : 'OVER')
console.log(`
Targets and the baselines the issue names:
- 100,000 paths: wall and peak memory each within 1.3× the bare loop's (before: memory about 1.9× a bare loop on
  Node's built-in fetch; 1.36× in issue 42's measure of 2.1.0). Now ${ratio(visitors.seconds, bare.seconds)} wall, ${ratio(visitors.peakMb, bare.peakMb)} memory: ${within(visitors.seconds / bare.seconds)} and ${within(visitors.peakMb / bare.peakMb)}.
- 1,000,000 paths: under 300 MB (before: 450 MB, growing linearly). Now ${million.peakMb.toFixed(1)} MB.
- Full weekly report (every section, compared): memory not much above the visitors-only run, and within 1.3× the bare loop's. Now ${ratio(weekly.peakMb, visitors.peakMb)} the visitors-only run's, ${ratio(weekly.peakMb, bare.peakMb)} the bare loop's: ${within(weekly.peakMb / bare.peakMb)}.
- Compared weekly report with history: exactly the requests of the same report without comparison (before: those of
  the report without history). Now ${history.withHistory.requests} with history, ${history.withoutComparison.requests} without comparison, ${history.withoutHistory.requests} without history: ${historyMet ? 'met' : 'NOT met'}.
- A report over several runs: its requests at most the uncapped run's plus one per resumed section (before: every run
  that stopped threw its requests away). Now ${resumed[1].requests} in ${resumed[1].runs} runs, beside ${resumed[0].requests} in one: ${resumed[1].requests <= resumed[0].requests + resumed[1].runs ? 'met' : 'NOT met'}; wall ${ratio(resumed[1].seconds, resumed[0].seconds)} the uncapped run's.`)
