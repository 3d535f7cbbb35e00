/**
 * The start-up floor: a bundle of only what every run of the action needs, @actions/core and
 * undici, failing and exiting the way a bad-input run does. `npm run bench` builds it with ncc
 * and times it beside the action.
 */
import * as core from '@actions/core'
import { Agent } from 'undici'

void new Agent().destroy()
core.setFailed('Input "prompt" (or "prompt-file") is required in agent mode.')
process.exit(1)
