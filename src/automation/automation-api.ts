import type { PlatformClient } from '../platform/platform-client.ts'
import { encodeSegment } from '../text/path-segment.ts'
import { readQueuedRun, type QueuedRun } from './automation-answer.ts'

/*
 * The one request of automation mode: `POST /v1/workflow/{projectId}/{automationId}/trigger`,
 * answered 202 once the run is queued. It is a write that costs credits: the client never sends
 * it twice once the platform may have acted on it (see the retry policy), and a 429 (the limit
 * deploy mode's trigger shares, 10 per 10 seconds per organization) was not acted on, so it is
 * waited out within `timeout`.
 */

/** The dashboard page that lists a project's automations, their settings and their runs. */
export const AUTOMATIONS_PAGE = 'https://app.mintlify.com/products/automations'

/** What to check when the trigger's answer was lost: a run the step cannot name may be queued. */
const LOST_ANSWER =
  "A run may have been queued even so. Check the automation's runs on the dashboard's Automations page " +
  `(${AUTOMATIONS_PAGE}): a re-run of this job queues none again. To queue one anyway, start a new run of the workflow; each run consumes credits as a scheduled run does.`

/** Queues a run of the automation now, as its schedule would. */
export function triggerAutomation(
  platform: PlatformClient,
  projectId: string,
  automationId: string,
): Promise<QueuedRun> {
  return platform.call({
    endpoint: 'trigger automation',
    waitOutRateLimits: true,
    method: 'POST',
    path: `/v1/workflow/${encodeSegment(projectId)}/${encodeSegment(automationId)}/trigger`,
    parse: readQueuedRun,
    action: `trigger automation "${automationId}"`,
    invalid:
      "Only an automation that is active and on a custom schedule can be triggered: check both in its settings on the dashboard's Automations page.",
    notFound:
      `Automation "${automationId}" is not an automation of project "${projectId}": check the "automation-id" input ` +
      `(copy it from the automation's settings on the dashboard's Automations page) and "project-id"`,
    projectId,
    ambiguityAdvice: LOST_ANSWER,
  })
}
