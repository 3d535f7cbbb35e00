import { run } from './main.ts'

// Exit as soon as the step's work is reported: an upload or a GitHub read the step stopped
// waiting for (at its timeout, or on cancellation) must not keep the process alive.
process.exit(await run())
