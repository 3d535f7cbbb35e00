/**
 * Serves the platform simulator until stopped, for a workflow's smoke test of the action:
 * `node test/simulator/serve.ts 4010 &` then point `base-url` at http://127.0.0.1:4010.
 */
import { SIMULATOR_API_KEY, SIMULATOR_PROJECT, startSimulator } from './server.ts'

const port = Number(process.argv[2] ?? 4010)
const simulator = await startSimulator({ port })
console.log(`Platform simulator on ${simulator.url} (key ${SIMULATOR_API_KEY}, project ${SIMULATOR_PROJECT})`)
const stop = () => void simulator.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
