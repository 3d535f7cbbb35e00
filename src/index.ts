import { guardForeignOutput } from './runner/foreign-output.ts'
import { watchForCancellation } from './runner/cancellation.ts'

// What libraries print is made safe as the step's own messages are, from the first line on.
guardForeignOutput()

// Listen for the runner's signals before anything else loads, so a cancellation during start-up counts.
const cancellation = watchForCancellation()
const { run } = await import('./main.ts')
const exitCode = await run(cancellation)
// Exit once the log has reached the runner (pipes are asynchronous on some platforms), even if an
// upload or a GitHub read the step stopped waiting for would keep the process alive.
setTimeout(() => process.exit(exitCode), 2_000).unref()
process.stdout.write('', () => process.exit(exitCode))
