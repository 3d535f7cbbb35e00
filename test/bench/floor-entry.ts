/**
 * The start-up floor: a bundle of only what every run of the action needs, @actions/core and
 * undici, failing and exiting the way the action does. Without arguments it fails at once, as a
 * bad-input run does; given a URL it first sends one POST there through an undici pool and reads
 * the answer, as an agent run whose create request is refused does. `npm run bench` builds it
 * with ncc and times it beside the action.
 */
import * as core from '@actions/core'
import { Agent, request } from 'undici'

const url = process.argv[2]
const dispatcher = new Agent({ keepAliveTimeout: 60_000 })
if (url === undefined) {
  void dispatcher.destroy()
  core.setFailed('Input "prompt" (or "prompt-file") is required in agent mode.')
} else {
  const response = await request(url, {
    dispatcher,
    method: 'POST',
    headers: { authorization: 'Bearer mint_bench', 'content-type': 'application/json' },
    body: JSON.stringify({ prompt: 'Document the release.' }),
  })
  const text = await response.body.text()
  await dispatcher.destroy()
  core.setFailed(`The platform answered HTTP ${response.statusCode}: ${text}`)
}
process.exit(1)
