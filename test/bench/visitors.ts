/**
 * `npm run bench`: exports 100,000 paths from the simulator (zero latency) through the bundled
 * action and prints wall time, request count and the action's peak memory against the targets.
 */
import { runAction } from '../harness/run-action.ts'
import { SIMULATOR_API_KEY, SIMULATOR_PROJECT, startSimulator } from '../simulator/server.ts'

const ROWS = 100_000
const PAGE_SIZE = 250
const TARGETS = { seconds: 5, peakRssMb: 200, requests: Math.ceil(ROWS / PAGE_SIZE) }
// Reports the child's own peak resident memory when it exits.
const RSS_PROBE =
  'data:text/javascript,process.on("exit",()=>process.stderr.write("peak-rss-kb="+process.resourceUsage().maxRSS+"\\n"))'

const simulator = await startSimulator({ visitors: { rows: ROWS } })
try {
  const started = performance.now()
  const run = await runAction({
    inputs: {
      'api-key': SIMULATOR_API_KEY,
      'project-id': SIMULATOR_PROJECT,
      'base-url': simulator.url,
      mode: 'visitors',
      'page-size': String(PAGE_SIZE),
      'artifact-name': '',
    },
    nodeArguments: ['--import', RSS_PROBE],
  })
  const seconds = (performance.now() - started) / 1_000
  if (run.exitCode !== 0) throw new Error(`The action failed:\n${run.stdout}\n${run.stderr}`)
  const peakRssMb = Number(/peak-rss-kb=(\d+)/.exec(run.stderr)?.[1] ?? NaN) / 1024
  const requests = simulator.requests.length
  const rows = [
    ['paths exported', run.outputs['path-count'] ?? '?', String(ROWS)],
    ['requests', String(requests), `exactly ${TARGETS.requests}`],
    ['wall time', `${seconds.toFixed(2)} s`, `< ${TARGETS.seconds} s`],
    ['peak RSS', `${peakRssMb.toFixed(1)} MB`, `< ${TARGETS.peakRssMb} MB`],
  ]
  const met =
    run.outputs['path-count'] === String(ROWS) &&
    requests === TARGETS.requests &&
    seconds < TARGETS.seconds &&
    peakRssMb < TARGETS.peakRssMb
  console.log(`Visitors export benchmark: ${ROWS.toLocaleString('en-US')} paths, page size ${PAGE_SIZE}\n`)
  for (const [name, value, target] of rows) console.log(`${name!.padEnd(16)} ${value!.padStart(12)}   target ${target}`)
  console.log(`\n${met ? 'All targets met.' : 'Some targets were missed.'}`)
} finally {
  await simulator.close()
}
