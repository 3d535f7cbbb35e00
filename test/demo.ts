/**
 * `npm run demo`: starts the local platform simulator and runs the bundled action against it,
 * as a runner would, then prints the step's log, outputs and job summary.
 */
import { runAction } from './harness/run-action.ts'
import { SIMULATOR_API_KEY, SIMULATOR_PROJECT, startSimulator } from './simulator/server.ts'

const simulator = await startSimulator({
  job: { statuses: ['active', 'active', 'active', 'completed'], prLink: 'https://github.com/acme/docs/pull/42' },
})
try {
  console.log(`Platform simulator listening on ${simulator.url}\n`)
  const run = await runAction({
    inputs: {
      'api-key': SIMULATOR_API_KEY,
      'project-id': SIMULATOR_PROJECT,
      'base-url': simulator.url,
      prompt: 'Document the new --dry-run flag of the deploy command.\nAdd an example to the CLI reference.',
      'poll-interval': '500ms',
    },
  })
  console.log('── Step log ──\n' + run.stdout + run.stderr)
  console.log('── Outputs ──')
  for (const [name, value] of Object.entries(run.outputs)) console.log(`${name}=${value}`)
  console.log('\n── Job summary ──\n' + run.summary)
  console.log(`── Requests the platform received ──`)
  for (const request of simulator.requests) console.log(`${request.method} ${request.path} → ${request.status}`)
  console.log(`\nThe action exited with code ${run.exitCode}.`)
  process.exitCode = run.exitCode ?? 1
} finally {
  await simulator.close()
}
