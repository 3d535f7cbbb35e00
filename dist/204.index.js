export const id = 204;
export const ids = [204];
export const modules = {

/***/ 15204:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readAutomationSettings: () => (/* reexport */ readAutomationSettings),
  runAutomationMode: () => (/* binding */ runAutomationMode)
});

// EXTERNAL MODULE: ./src/attempts/send-once.ts
var send_once = __webpack_require__(11974);
// EXTERNAL MODULE: ./src/attempts/step-sends.ts + 2 modules
var step_sends = __webpack_require__(75256);
// EXTERNAL MODULE: ./src/platform/errors.ts
var errors = __webpack_require__(46316);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(47708);
// EXTERNAL MODULE: ./src/text/path-segment.ts
var path_segment = __webpack_require__(23412);
// EXTERNAL MODULE: ./src/text/plain-id.ts
var plain_id = __webpack_require__(86149);
;// CONCATENATED MODULE: ./src/automation/automation-answer.ts


const KEPT_CHARS = 1_000;
/** The ids of a trigger's 202 answer (`instanceId`, `jobId`); `schemaId` repeats the automation's id and is not read. */
function readQueuedRun(body) {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
        throw new errors/* BrokenAnswerError */.Q$('the answer is not a JSON object');
    const { instanceId, jobId } = body;
    if (typeof instanceId !== 'string' || instanceId.trim() === '')
        throw new errors/* BrokenAnswerError */.Q$('the answer has no "instanceId" string naming the queued run');
    return {
        runId: answeredId(instanceId),
        jobId: typeof jobId === 'string' && jobId.trim() !== '' ? answeredId(jobId) : undefined,
    };
}
function answeredId(value) {
    return { value: value.slice(0, KEPT_CHARS), problem: (0,plain_id/* plainIdProblem */.F)(value) };
}

;// CONCATENATED MODULE: ./src/automation/automation-api.ts


/*
 * The one request of automation mode: `POST /v1/workflow/{projectId}/{automationId}/trigger`,
 * answered 202 once the run is queued. It is a write that costs credits: the client never sends
 * it twice once the platform may have acted on it (see the retry policy), and a 429 (the limit
 * deploy mode's trigger shares, 10 per 10 seconds per organization) was not acted on, so it is
 * waited out within `timeout`.
 */
/** The dashboard page that lists a project's automations, their settings and their runs. */
const AUTOMATIONS_PAGE = 'https://app.mintlify.com/products/automations';
/** What to check when the trigger's answer was lost: a run the step cannot name may be queued. */
const LOST_ANSWER = "A run may have been queued even so. Check the automation's runs on the dashboard's Automations page " +
    `(${AUTOMATIONS_PAGE}): a re-run of this job queues none again. To queue one anyway, start a new run of the workflow; each run consumes credits as a scheduled run does.`;
/** Queues a run of the automation now, as its schedule would. */
function triggerAutomation(platform, projectId, automationId) {
    return platform.call({
        endpoint: 'trigger automation',
        waitOutRateLimits: true,
        method: 'POST',
        path: `/v1/workflow/${(0,path_segment/* encodeSegment */.u)(projectId)}/${(0,path_segment/* encodeSegment */.u)(automationId)}/trigger`,
        parse: readQueuedRun,
        action: `trigger automation "${automationId}"`,
        invalid: "Only an automation that is active and on a custom schedule can be triggered: check both in its settings on the dashboard's Automations page.",
        notFound: `Automation "${automationId}" is not an automation of project "${projectId}": check the "automation-id" input ` +
            `(copy it from the automation's settings on the dashboard's Automations page) and "project-id"`,
        projectId,
        ambiguityAdvice: LOST_ANSWER,
    });
}

// EXTERNAL MODULE: ./src/step/result.ts
var result = __webpack_require__(45821);
// EXTERNAL MODULE: ./src/step/stopped-step.ts
var stopped_step = __webpack_require__(24818);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(98488);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(79209);
;// CONCATENATED MODULE: ./src/automation/automation-ending.ts






const TITLE = 'Docs automation';
/**
 * How an automation's step ended. Queued is the end: the platform has no status for automation
 * runs, so there is nothing to wait for. A trigger refused (400, 403, 404), turned away until the
 * time ran out (429) or cancelled before it was sent queued nothing; one whose answer was lost
 * may have queued a run, which only the dashboard can tell.
 */
function decideAutomationEnding(automationId, run, limits) {
    if (run.queued && run.earlier) {
        const named = run.earlier.id === null ? '' : `: the platform queued run "${(0,untrusted/* cap */.Np)(run.earlier.id, 200)}"`;
        return {
            tone: 'success',
            headline: 'Run queued by an earlier attempt',
            explanation: `Attempt ${run.earlier.attempt} of this workflow run triggered automation "${automationId}"${named}. This attempt queued none again.`,
            failure: undefined,
            mayExist: false,
        };
    }
    if (run.queued) {
        return {
            tone: 'success',
            headline: 'Run queued',
            explanation: `Automation "${automationId}" was triggered: the platform queued run "${(0,untrusted/* cap */.Np)(run.queued.runId.value, 200)}".`,
            failure: undefined,
            mayExist: false,
        };
    }
    const conclusion = (0,result/* conclusionOf */.vu)(run.error, limits);
    const reason = (0,format/* errorMessage */.gJ)(run.error);
    if (run.error instanceof send_once/* NotSentAgainError */.Ov)
        return failed(conclusion, `${(0,stopped_step/* stopLead */.jg)(conclusion)}nothing sent again`, reason, false);
    if (run.error instanceof errors/* AmbiguousWriteError */.yI)
        return failed(conclusion, `${(0,stopped_step/* stopLead */.jg)(conclusion)}a run may have been queued`, reason, true);
    return failed(conclusion, `${(0,stopped_step/* stopLead */.jg)(conclusion)}no run queued`, `${reason} No run was queued.`, false);
}
function failed(conclusion, headline, message, mayExist) {
    return { ...(0,stopped_step/* failingWords */.Un)(TITLE, conclusion, headline, message), mayExist };
}

// EXTERNAL MODULE: ./src/step/run-footer.ts
var run_footer = __webpack_require__(5123);
// EXTERNAL MODULE: ./src/text/html.ts
var html = __webpack_require__(20534);
// EXTERNAL MODULE: ./src/text/summary-document.ts
var summary_document = __webpack_require__(73681);
// EXTERNAL MODULE: ./src/step/tone-icons.ts
var tone_icons = __webpack_require__(13331);
;// CONCATENATED MODULE: ./src/automation/automation-summary.ts






/**
 * An automation's report, one short page: how it ended, what was triggered and the run's ids,
 * then where its runs are seen, since this step cannot follow one. Every id the platform wrote is
 * shown as text, escaped.
 */
function buildAutomationSummary(settings, run, ending, environment) {
    const summary = new summary_document/* SummaryDocument */.o();
    summary.heading(2, (0,html/* html */.qy) `${tone_icons/* TONE_ICONS */.M[ending.tone]} Docs automation: ${ending.headline}`);
    summary.paragraph((0,html/* prose */.CS)(ending.explanation, 2_000));
    summary.table([{ title: 'Field' }, { title: 'Value' }], detailRows(settings, run, ending));
    const page = (0,html/* link */.nf)('Automations page', AUTOMATIONS_PAGE);
    summary.paragraph(run.queued
        ? (0,html/* html */.qy) `<strong>Queued</strong>: this action cannot follow it (the platform has no status for automation runs). The run consumes credits as a scheduled run does; the automation's runs are listed on the dashboard's ${page}.`
        : (0,html/* html */.qy) `The automation's settings and its runs are on the dashboard's ${page}.`);
    (0,run_footer/* addRunFooter */.OF)(summary, environment);
    return summary;
}
function detailRows(settings, run, ending) {
    const rows = [
        ['Automation', (0,html/* html */.qy) `<code>${settings.automationId}</code>`],
        ['Project', (0,html/* html */.qy) `<code>${settings.projectId}</code>`],
    ];
    if (ending.mayExist && run.triggeredAt !== undefined)
        rows.push(['Trigger sent', (0,format/* formatUtcTime */.fz)(new Date(run.triggeredAt).toISOString())]);
    if (!run.queued)
        return rows;
    rows.push(['Run id', idCell(run.queued.runId)]);
    rows.push(['Background job id', run.queued.jobId ? idCell(run.queued.jobId) : 'not given']);
    rows.push(['Status', (0,html/* html */.qy) `<code>queued</code> (the trigger's answer)`]);
    return rows;
}
/** An id as the platform wrote it; one that is not passed on as an output says why. */
function idCell(id) {
    const shown = (0,html/* codeSpan */.SS)(id.value, 300);
    return id.problem === undefined ? shown : (0,html/* html */.qy) `${shown} (not passed on as an output: ${id.problem})`;
}

// EXTERNAL MODULE: ./src/inputs/parsers.ts
var parsers = __webpack_require__(45165);
;// CONCATENATED MODULE: ./src/automation/automation-settings.ts

/**
 * `automation-id` is the whole task: without it there is nothing to trigger, so it is required
 * here rather than in action.yml, where every other mode would have to give it too.
 */
function readAutomationSettings(common, inputs) {
    const given = inputs.rawInput('automation-id');
    if (given.trim() === '') {
        throw new Error('Input "automation-id" is required in automation mode: the id of the automation to trigger, copied from its settings on the dashboard\'s Automations page.');
    }
    const automationId = (0,parsers/* parseIdentifier */.fu)('automation-id', given);
    inputs.warnFormerSpellings();
    return { ...common, automationId };
}

;// CONCATENATED MODULE: ./src/automation/run-automation.ts







// The mode table loads the settings reader with the runner: one chunk of the bundle, loaded once.

/**
 * Automation mode: trigger the automation once, and report the run the platform queued. There is
 * no status for automation runs, so the step ends there, saying so.
 */
async function runAutomationMode(settings, { platform, limits, environment }) {
    const { automationId, projectId } = settings;
    const run = { triggeredAt: undefined, queued: undefined, error: undefined, earlier: undefined };
    const sends = (0,step_sends/* stepSends */.K)(environment, { ...settings, mode: 'automation' }, limits);
    await log/* log */.Rm.group('Trigger the automation', async () => {
        try {
            run.earlier = await (0,send_once/* earlierSendOf */.gN)(sends, 'automation run');
        }
        catch (error) {
            run.error = error;
            return;
        }
        if (run.earlier) {
            const id = run.earlier.id;
            run.queued = { runId: { value: id ?? '', problem: id === null ? 'not recorded' : undefined }, jobId: undefined };
            return;
        }
        log/* log */.Rm.info(`Triggering automation "${automationId}" of project ${projectId}.`);
        run.triggeredAt = limits.now();
        try {
            run.queued = await triggerAutomation(platform, projectId, automationId);
        }
        catch (error) {
            run.error = error;
            if (error instanceof errors/* AmbiguousWriteError */.yI)
                await sends.record({ kind: 'automation run', confirmed: false, id: null });
            return;
        }
        const { runId, jobId } = run.queued;
        await sends.record({
            kind: 'automation run',
            confirmed: true,
            id: runId.problem === undefined ? runId.value : null,
        });
        log/* log */.Rm.info(`The platform queued run ${runId.value}${jobId ? ` (background job ${jobId.value})` : ''}.`);
        warnOfWithheld('automation-run-id', 'run', runId);
        if (jobId)
            warnOfWithheld('automation-job-id', 'background job', jobId);
    });
    const ending = decideAutomationEnding(automationId, run, limits);
    if (ending.tone === 'success') {
        log/* log */.Rm.notice(`${ending.explanation} This action cannot follow it: the platform has no status for automation runs. The run consumes credits as a scheduled run does; the automation's runs are listed on the dashboard's Automations page, ${AUTOMATIONS_PAGE}.`, 'Automation run queued');
    }
    return {
        outputs: automationOutputs(run),
        summary: buildAutomationSummary(settings, run, ending, environment),
        failure: ending.failure,
    };
}
/** The ids of the queued run, each only when it is a plain id (a value left undefined is not set). */
function automationOutputs({ queued }) {
    const passed = (id) => (id?.problem === undefined ? id?.value : undefined);
    return { 'automation-run-id': passed(queued?.runId), 'automation-job-id': passed(queued?.jobId) };
}
function warnOfWithheld(output, noun, id) {
    if (id.problem === undefined)
        return;
    log/* log */.Rm.warning(`The platform named the ${noun} "${id.value}", which is not set as the "${output}" output: ${id.problem}. The job summary shows it as written.`, 'Automation id not passed on');
}


/***/ })

};
