export const id = 205;
export const ids = [205];
export const modules = {

/***/ 2205:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readSettings: () => (/* reexport */ readAgentSettings),
  run: () => (/* reexport */ runAgentMode)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/inputs/durations.ts
var durations = __webpack_require__(66208);
// EXTERNAL MODULE: ./src/inputs/parsers.ts
var parsers = __webpack_require__(45165);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(98488);
// EXTERNAL MODULE: ./src/platform/errors.ts
var errors = __webpack_require__(46316);
// EXTERNAL MODULE: ./src/platform/path-segment.ts
var path_segment = __webpack_require__(52356);
// EXTERNAL MODULE: ./src/text/html.ts
var html = __webpack_require__(20534);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(79209);
;// CONCATENATED MODULE: ./src/agent/job.ts





const FINAL_STATUSES = ['completed', 'archived', 'failed'];
/**
 * Why a job id the platform gave cannot reach another step exactly, or undefined when it can.
 * Any string is an id, and this step follows any; but a step's inputs trim spaces, and its
 * outputs show hidden characters as escapes (they are log-safe text), so such an id is changed
 * on the way.
 */
function idHandOffProblem(id) {
    if (id.trim() !== id)
        return "it starts or ends with a space, which a step's inputs trim away, so no later step can name this job";
    if ((0,untrusted/* forLog */.Ig)(id) !== id)
        return 'it holds characters the "job-id" output writes as escapes, so that output is not the id; the step to paste in the job summary names it exactly';
    return undefined;
}
function isFinalStatus(status) {
    return FINAL_STATUSES.includes(status);
}
function isKnownStatus(status) {
    return status === 'active' || isFinalStatus(status);
}
/**
 * Strict where the action depends on it: the id must be usable in a request path and, when the
 * request named a job, be that job; the status must be a string. Tolerant elsewhere.
 */
function parseAgentJob(body, expectedId) {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
        throw new errors/* BrokenAnswerError */.Q$('the answer is not a JSON object');
    const record = body;
    const { id, status } = record;
    if (typeof id !== 'string')
        throw new errors/* BrokenAnswerError */.Q$('the job in the answer has no string "id"');
    const idProblem = (0,path_segment/* pathSegmentProblem */.i)(id);
    if (idProblem)
        throw new errors/* BrokenAnswerError */.Q$(`the job's "id" is not a usable id (${idProblem})`);
    if (expectedId !== undefined && id !== expectedId) {
        throw new errors/* BrokenAnswerError */.Q$(`the answer is for job "${id}", not the job asked for, "${expectedId}"`);
    }
    if (typeof status !== 'string' || status.trim() === '') {
        throw new errors/* BrokenAnswerError */.Q$(`job "${id}" in the answer has no string "status"`, { jobId: id });
    }
    const source = typeof record['source'] === 'object' && record['source'] !== null
        ? record['source']
        : {};
    const prLinkValue = optionalString(record['prLink']);
    const prLinkProblem = prLinkValue === null ? undefined : describeUrlProblem(prLinkValue);
    return {
        id,
        status,
        // The URL as parsed, not the text as sent: `new URL` drops tabs and line breaks the output must not carry.
        prLink: prLinkProblem === undefined && prLinkValue !== null ? ((0,html/* webUrl */.qP)(prLinkValue)?.href ?? null) : null,
        ...(prLinkProblem !== undefined && prLinkValue !== null
            ? { rejectedPrLink: { value: prLinkValue, problem: prLinkProblem } }
            : {}),
        model: optionalString(record['model']),
        sourceRepository: optionalString(source['repository']),
        sourceRef: optionalString(source['ref']),
        createdAt: optionalString(record['createdAt']),
        archivedAt: optionalString(record['archivedAt']),
    };
}
const MAX_URL_LENGTH = 2_000;
/** A pull request is linked and output only over https: a plain-http link would send its reader unprotected. */
function describeUrlProblem(value) {
    if (value.length > MAX_URL_LENGTH)
        return `it is longer than ${(0,format/* formatNumber */.ZV)(MAX_URL_LENGTH)} characters`;
    if ((0,html/* webUrl */.qP)(value)?.protocol === 'https:')
        return undefined;
    try {
        return `its scheme is "${new URL(value).protocol}", not https`;
    }
    catch {
        return 'it is not a URL';
    }
}
function optionalString(value) {
    return typeof value === 'string' && value !== '' ? value : null;
}
/**
 * `owner/repo#42` and 42 for a pull request URL of GitHub's shape; undefined otherwise. On a
 * host other than `githubHost` the label names the host, so a look-alike host is not dressed as GitHub.
 */
function pullRequestReference(prLink, githubHost) {
    const url = (0,html/* webUrl */.qP)(prLink);
    const match = url ? /^\/([^/]+)\/([^/]+)\/pull\/(\d+)\/?$/.exec(url.pathname) : null;
    if (!url || !match)
        return undefined;
    const host = githubHost === undefined || url.host === githubHost ? '' : `${url.host}/`;
    return { label: `${host}${decoded(match[1])}/${decoded(match[2])}#${match[3]}`, number: Number(match[3]) };
}
/** A path segment decoded for reading; as sent when its escapes are malformed (`a%E0`), which decoding would throw on. */
function decoded(segment) {
    try {
        return decodeURIComponent(segment);
    }
    catch {
        return segment;
    }
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/step/limits.ts
var step_limits = __webpack_require__(42372);
;// CONCATENATED MODULE: ./src/agent/prompt-file.ts





/** The largest prompt file the action reads and sends (stated in the README). */
const MAX_PROMPT_BYTES = 256 * 1024;
/**
 * The largest `prompt` input: the runner hands inputs over as environment variables, and Linux
 * holds at most 128 KiB in one (name included), so a longer one never reaches the step.
 */
const MAX_INLINE_PROMPT_BYTES = 128 * 1024 - 64;
/** Whether `file` (a real path) lies inside `root`, itself taken through any links. */
function isWithin(file, root) {
    let realRoot;
    try {
        realRoot = (0,external_node_fs_.realpathSync)(root);
    }
    catch {
        return false;
    }
    const relative = external_node_path_default().relative(realRoot, file);
    return relative !== '' && !relative.startsWith('..') && !external_node_path_default().isAbsolute(relative);
}
/** The prompt's text, trimmed; a file is read bounded by the step's deadline and cancellation. */
async function readPrompt(source, limits) {
    if (source.kind === 'input')
        return source.text;
    const text = await (0,step_limits/* bounded */.Mm)(limits, `reading "prompt-file" ${source.given}`, () => readFileText(source.path, source.given));
    if (text.trim() === '')
        throw new Error(`Input "prompt-file" must hold a non-empty instruction; "${source.given}" is blank.`);
    return text.trim();
}
/**
 * Opens without following a link and without blocking (a FIFO swapped in after the input was
 * checked opens at once and is refused), then reads at most one byte past the cap.
 */
async function readFileText(file, given) {
    const handle = await (0,promises_.open)(file, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK | external_node_fs_.constants.O_NOFOLLOW);
    try {
        if (!(await handle.stat()).isFile())
            throw new Error(`Input "prompt-file" must name a regular file; "${given}" is not one.`);
        const buffer = Buffer.alloc(MAX_PROMPT_BYTES + 1);
        let length = 0;
        for (;;) {
            const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
            if (bytesRead === 0)
                break;
            length += bytesRead;
            if (length > MAX_PROMPT_BYTES) {
                throw new Error(`Input "prompt-file" may name a file of at most ${(0,format/* count */.U9)(MAX_PROMPT_BYTES, 'byte')}; "${given}" grew past that.`);
            }
        }
        try {
            return new TextDecoder('utf-8', { fatal: true }).decode(buffer.subarray(0, length));
        }
        catch {
            throw new Error(`Input "prompt-file" must name a UTF-8 text file; "${given}" is not valid UTF-8.`);
        }
    }
    finally {
        await handle.close();
    }
}

;// CONCATENATED MODULE: ./src/agent/agent-inputs.ts







function readAgentSettings(common, inputs, environment) {
    const { input, rawInput } = inputs;
    const { githubToken } = common;
    const jobIdText = rawInput('job-id');
    const jobId = jobIdText.trim() === '' ? undefined : (0,parsers/* parseIdentifier */.fu)('job-id', jobIdText);
    const prompt = readPromptSource(inputs, environment);
    if (prompt === undefined && jobId === undefined) {
        throw new Error('Input "prompt" (or "prompt-file") is required in agent mode unless "job-id" names a job to wait for.');
    }
    const task = prompt === undefined
        ? { kind: 'resume', jobId: jobId }
        : jobId === undefined
            ? { kind: 'create', prompt }
            : { kind: 'message', jobId, prompt };
    const releaseContext = (0,parsers/* parseChoice */.HU)('release-context', input('release-context'), ['none', 'auto']);
    if (releaseContext === 'auto' && task.kind === 'resume') {
        throw new Error('Input "release-context: auto" adds the release to a prompt, and this step sends none (only "job-id" is set).');
    }
    if (releaseContext === 'auto' && githubToken === '') {
        throw new Error('Input "release-context: auto" needs "github-token" (the default, github.token, is enough).');
    }
    const wait = (0,parsers/* parseBoolean */.yG)('wait', input('wait'));
    const requirePr = (0,parsers/* parseBoolean */.yG)('require-pr', input('require-pr'));
    if (requirePr && !wait) {
        throw new Error('Input "require-pr: true" needs "wait: true": without waiting, the job has not finished.');
    }
    const pollIntervalMs = (0,durations/* parseDuration */.E)('poll-interval', input('poll-interval'), { minMs: 100, maxMs: 3_600_000 });
    if (pollIntervalMs > common.timeoutMs) {
        throw new Error(`Input "poll-interval" (${input('poll-interval')}) may not exceed "timeout" (${input('timeout')}).`);
    }
    return {
        ...common,
        task,
        wait,
        pollIntervalMs,
        failOn: (0,parsers/* parseChoiceList */.pT)('fail-on', rawInput('fail-on'), FINAL_STATUSES),
        requirePr,
        releaseContext,
        showPrompt: (0,parsers/* parseBoolean */.yG)('show-prompt', input('show-prompt')),
    };
}
function readPromptSource({ rawInput }, environment) {
    const text = rawInput('prompt', { trimWhitespace: false });
    const file = rawInput('prompt-file').trim();
    if (text !== '' && file !== '') {
        throw new Error('Inputs "prompt" and "prompt-file" cannot both be set: give the instruction in one of them.');
    }
    if (file !== '')
        return checkPromptFile(file, environment);
    if (text === '')
        return undefined;
    if (text.trim() === '')
        throw new Error('Input "prompt" must hold a non-empty instruction; it is blank.');
    if (Buffer.byteLength(text) > MAX_INLINE_PROMPT_BYTES) {
        throw new Error(`Input "prompt" may hold at most ${(0,format/* count */.U9)(MAX_INLINE_PROMPT_BYTES, 'byte')} (a runner cannot pass a longer input); it holds ${(0,format/* count */.U9)(Buffer.byteLength(text), 'byte')}. Put a longer prompt in a file and use "prompt-file".`);
    }
    return { kind: 'input', text: text.trim() };
}
/**
 * A prompt file must be a regular file inside the workspace or RUNNER_TEMP (where earlier steps
 * of the job leave files), after following links, and small enough to be a prompt. Checked
 * here, without opening it: `stat` does not block on a FIFO the way reading would.
 */
function checkPromptFile(given, environment) {
    const full = external_node_path_default().resolve(environment.workspace, given);
    let real;
    try {
        real = (0,external_node_fs_.realpathSync)(full);
    }
    catch (error) {
        const reason = error.code === 'ENOENT' ? 'no such file' : String(error);
        throw new Error(`Input "prompt-file": cannot read "${given}" (resolved to ${full}): ${reason}.`, { cause: error });
    }
    const roots = [environment.workspace, environment.runnerTemp];
    if (!roots.some((root) => isWithin(real, root))) {
        throw new Error(`Input "prompt-file" must name a file inside the workspace or RUNNER_TEMP; "${given}" is ${real}.`);
    }
    const stats = (0,external_node_fs_.statSync)(real);
    if (!stats.isFile()) {
        throw new Error(`Input "prompt-file" must name a regular file; "${given}" is a ${stats.isDirectory() ? 'directory' : 'special file'}.`);
    }
    if (stats.size > MAX_PROMPT_BYTES) {
        throw new Error(`Input "prompt-file" may name a file of at most ${(0,format/* count */.U9)(MAX_PROMPT_BYTES, 'byte')}; "${given}" has ${(0,format/* count */.U9)(stats.size, 'byte')}.`);
    }
    return { kind: 'file', path: real, given };
}

// EXTERNAL MODULE: ./src/platform/platform-client.ts + 1 modules
var platform_client = __webpack_require__(37432);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(47708);
;// CONCATENATED MODULE: ./src/agent/api.ts


/** The three agent-job requests of the platform's contract (`/v2/agent/{projectId}/job...`). */
function jobsPath(projectId) {
    return `/v2/agent/${(0,path_segment/* encodeSegment */.u)(projectId)}/job`;
}
function jobNotFound(projectId, jobId) {
    return `Agent job "${jobId}" was not found in project "${projectId}": check the "job-id" and "project-id" inputs`;
}
/** Creates a job. Never repeated once the platform may have it (see the retry policy). */
function createJob(platform, projectId, prompt) {
    return platform.call({
        endpoint: 'create job',
        method: 'POST',
        path: jobsPath(projectId),
        json: { prompt },
        parse: (body) => parseAgentJob(body),
        action: 'create the agent job',
        notFound: `Project "${projectId}" was not found: check the "project-id" input (copy it from the dashboard's API keys page)`,
        projectId,
        ambiguityAdvice: 'A job may have been created even so. Check the agent jobs of the project on the dashboard before re-running; ' +
            'if the job is there, re-run with "job-id" set to its id to wait for it instead of creating another.',
    });
}
function getJob(platform, projectId, jobId) {
    return platform.call({
        endpoint: 'get job',
        method: 'GET',
        path: `${jobsPath(projectId)}/${(0,path_segment/* encodeSegment */.u)(jobId)}`,
        parse: (body) => parseAgentJob(body, jobId),
        action: `get agent job "${jobId}"`,
        notFound: jobNotFound(projectId, jobId),
        projectId,
    });
}
/** Sends a follow-up prompt to an existing job; like creation, never repeated once it may have arrived. */
function sendMessage(platform, projectId, jobId, prompt) {
    return platform.call({
        endpoint: 'send message',
        method: 'POST',
        path: `${jobsPath(projectId)}/${(0,path_segment/* encodeSegment */.u)(jobId)}/message`,
        json: { prompt },
        parse: (body) => parseAgentJob(body, jobId),
        action: `send the follow-up message to agent job "${jobId}"`,
        notFound: jobNotFound(projectId, jobId),
        projectId,
        ambiguityAdvice: 'The message may have been delivered even so. Check the job on the dashboard before re-running; ' +
            'to only wait for the job, re-run with "job-id" and no prompt.',
    });
}

// EXTERNAL MODULE: ./src/step/result.ts
var result = __webpack_require__(45821);
;// CONCATENATED MODULE: ./src/agent/final-status.ts

/* What a final status means for the step, whether it waited for it or found it already final; and the failure endings' shape. */
const TITLES = {
    failure: 'Docs agent step failed',
    'timed-out': 'Docs agent step timed out',
    cancelled: 'Docs agent step cancelled',
};
/** A final status decides the step, whether or not the step waited for it. */
function judgeFinal(settings, job, githubHost) {
    const reference = pullRequestReference(job.prLink, githubHost);
    if (settings.failOn.includes(job.status)) {
        const message = `Agent job "${job.id}" ended with status "${job.status}", which "fail-on" (${settings.failOn.join(',')}) treats as a failure.`;
        const next = " The agent's own account of the job is on the platform's dashboard, among the project's agent jobs.";
        return failed('failure', job.status === 'failed' ? 'Failed' : `Ended ${job.status}`, message + next, undefined);
    }
    if (job.status === 'completed')
        return completedEnding(settings, job, reference?.label);
    const allowed = `Agent job "${job.id}" ended with status "${job.status}"; "fail-on" (${settings.failOn.join(',') || 'empty'}) does not list it, so the step passes.`;
    return {
        tone: job.status === 'failed' ? 'warning' : 'info',
        headline: `Ended ${job.status}`,
        explanation: allowed,
        failure: undefined,
        resumeJobId: undefined,
    };
}
/** A completed job: a pull request opened, one whose link is not usable, or none. */
function completedEnding(settings, job, referenceLabel) {
    if (job.prLink !== null) {
        const opened = referenceLabel ? `pull request ${referenceLabel}` : 'a pull request';
        return {
            tone: 'success',
            headline: 'Pull request opened',
            explanation: `The agent finished and opened ${opened}. Review and merge it to publish the docs change.`,
            failure: undefined,
            resumeJobId: undefined,
        };
    }
    const rejected = job.rejectedPrLink;
    if (rejected) {
        // The platform named a pull request, but not by a link this action passes on: say so, not "no pull request".
        // The log has already warned about the link (progress.ts), once.
        const what = `Agent job "${job.id}" completed and reported a pull-request link that is not used, because ${rejected.problem}: "${rejected.value}"`;
        if (settings.requirePr)
            return failed('failure', 'Pull-request link not used', `${what}, and "require-pr" is true.`, undefined);
        return {
            tone: 'warning',
            headline: 'Completed; pull-request link not used',
            explanation: `${what}. Find the pull request on the platform's dashboard, among the project's agent jobs.`,
            failure: undefined,
            resumeJobId: undefined,
        };
    }
    if (settings.requirePr) {
        return failed('failure', 'No pull request', `Agent job "${job.id}" completed without opening a pull request, and "require-pr" is true.`, undefined);
    }
    const message = `Agent job "${job.id}" completed without opening a pull request: the agent changed no files, or the platform commits to the branch directly. Set "require-pr: true" to fail the step when this happens.`;
    return {
        tone: 'warning',
        headline: 'Completed without a pull request',
        explanation: message,
        failure: undefined,
        warning: { message, title: 'No pull request' },
        resumeJobId: undefined,
    };
}
/**
 * The step did not wait (`wait: false`). A final status decides the step as if it had waited,
 * with one exception: the answer to a follow-up message may still carry the status from before
 * the message (the platform takes messages up asynchronously), so that status is reported,
 * marked as possibly stale, and not judged by `fail-on`.
 */
function notWaited(settings, task, job, githubHost) {
    const headline = task.kind === 'create'
        ? 'Job created, not waited for'
        : task.kind === 'message'
            ? 'Message sent, not waited for'
            : 'Not waited for';
    if (!isFinalStatus(job.status)) {
        const delivered = task.kind === 'message' ? 'The follow-up message was delivered. ' : '';
        return {
            tone: 'info',
            headline,
            explanation: `${delivered}Agent job "${job.id}" is ${job.status}; the step did not wait for it, as "wait: false" asks.`,
            failure: undefined,
            resumeJobId: job.id,
        };
    }
    if (task.kind === 'message') {
        const explanation = `The follow-up message was delivered. The platform's answer shows status "${job.status}", which may be from before the message, so "fail-on" does not judge it and the step passes; the step did not wait, as "wait: false" asks.`;
        return {
            tone: 'info',
            headline,
            explanation,
            failure: undefined,
            resumeJobId: job.id,
            statusMayPredateMessage: true,
        };
    }
    return judgeFinal(settings, job, githubHost);
}
/**
 * A failing ending. `resumeAdvice`, how to wait for the job again, joins the message for the log
 * and the `error` output only: the summary says it once, above the step to paste.
 */
function failed(conclusion, headline, message, resumeJobId, resumeAdvice) {
    const tone = conclusion;
    const fullMessage = resumeAdvice ? `${message} ${resumeAdvice}` : message;
    return {
        tone,
        headline: capitalize(headline),
        explanation: message,
        failure: { conclusion, message: fullMessage, title: TITLES[conclusion] },
        resumeJobId,
    };
}
function capitalize(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}

;// CONCATENATED MODULE: ./src/agent/outcome.ts





/** `githubHost` is this run's GitHub, so a pull request elsewhere is named with its host. */
function decideEnding(settings, run, limits, githubHost) {
    if (run.stopped)
        return stoppedEnding(run, run.stopped.phase, run.stopped.error, limits);
    const job = run.wait?.job ?? run.job;
    if (run.wait && !job)
        return stoppedEnding(run, 'wait', run.wait.error ?? new Error('The job was never read.'), limits);
    if (!job || !run.jobId)
        throw new Error('Agent mode ended without a job or a reason.');
    const jobId = run.jobId;
    const lastStatus = `its last status was "${job.status}"`;
    const keepsRunning = 'The job keeps running on the platform.';
    // For the log and the `error` output; the summary says it once, with the step to paste.
    const again = `To wait for it again, run this action with "job-id: ${jobId}" and no prompt.`;
    switch (run.wait?.outcome) {
        case 'timed-out': {
            const why = run.wait.error === undefined ? '' : ` ${(0,step_limits/* errorMessage */.gJ)(run.wait.error)}`;
            const message = `Timed out after ${(0,format/* formatDuration */.a3)(run.wait.waitedMs)} waiting for agent job "${jobId}"; ${lastStatus}.${why} ${keepsRunning}`;
            return failed('timed-out', 'Timed out', message, jobId, again);
        }
        case 'cancelled':
            return failed('cancelled', 'Cancelled', `Cancelled while waiting for agent job "${jobId}"; ${lastStatus}. ${keepsRunning}`, jobId, again);
        case 'error':
            return failed('failure', 'Stopped waiting', `Stopped waiting for agent job "${jobId}"; ${lastStatus}. ${(0,step_limits/* errorMessage */.gJ)(run.wait.error)} ${keepsRunning}`, jobId, again);
        case 'unconfirmed': {
            const warning = `The platform did not show that agent job "${jobId}" took up the follow-up message within ${(0,format/* formatDuration */.a3)(run.wait.waitedMs)}: its status "${job.status}" may be from before the message.`;
            return {
                ...judgeFinal(settings, job, githubHost),
                warning: { message: warning, title: 'Follow-up message not confirmed' },
                statusMayPredateMessage: true,
            };
        }
        case 'final':
            return judgeFinal(settings, job, githubHost);
        case undefined:
            return notWaited(settings, run.task, job, githubHost);
    }
}
function stoppedEnding(run, phase, error, limits) {
    const conclusion = (0,result/* conclusionOf */.vu)(error, limits);
    const reason = (0,step_limits/* errorMessage */.gJ)(error);
    const word = conclusion === 'cancelled' ? 'Cancelled: ' : conclusion === 'timed-out' ? 'Timed out: ' : '';
    const isMessage = run.task.kind === 'message';
    const nothingSent = isMessage
        ? 'No request was sent to the platform, so no message was delivered.'
        : 'No request was sent to the platform, so no job was created.';
    switch (phase) {
        case 'prompt':
            return failed(conclusion, `${word}${isMessage ? 'no message sent' : 'no job created'}`, `${reason} ${nothingSent}`, undefined);
        case 'create':
            return error instanceof errors/* AmbiguousWriteError */.yI
                ? { ...failed(conclusion, `${word}a job may have been created`, reason, run.jobId), jobMayExist: true }
                : failed(conclusion, `${word}no job created`, `${reason} No job was created.`, undefined);
        case 'message':
            return error instanceof errors/* AmbiguousWriteError */.yI
                ? failed(conclusion, `${word}the message may have been delivered`, reason, run.jobId)
                : failed(conclusion, `${word}message not delivered`, `${reason} The message was not delivered.`, run.jobId);
        case 'wait':
            return failed(conclusion, `${word}could not read the job`, reason, run.job ? run.jobId : undefined);
    }
}

;// CONCATENATED MODULE: ./src/agent/progress.ts



const PROGRESS_INTERVAL_MS = 30_000;
const MAX_WARNINGS = 20;
/**
 * Logs one line per status change and, between changes, a progress line at most every 30 s,
 * so a long wait shows signs of life without flooding the log. What the action cannot use is
 * warned about once per distinct value: a status it does not know (treated as still running)
 * and a pull-request link that is not an http(s) URL (dropped).
 */
function createProgressReporter(startedAt, now) {
    let lastStatus;
    let lastLineAt = startedAt;
    const warned = new Set();
    const warnOnce = (key, message, title) => {
        // A capped key and a capped set: a platform sending a new huge status each poll must not fill the heap.
        const shortKey = key.slice(0, 200);
        if (warned.has(shortKey) || warned.size >= MAX_WARNINGS)
            return;
        warned.add(shortKey);
        log/* log */.Rm.warning(message, title);
    };
    return {
        observe(job) {
            const time = now();
            const elapsed = (0,format/* formatDuration */.a3)(time - startedAt);
            if (!isKnownStatus(job.status)) {
                warnOnce(`status:${job.status}`, `Agent job "${job.id}" has status "${job.status}", which this action does not know; it is treated as still running.`, 'Unknown job status');
            }
            if (job.rejectedPrLink) {
                warnOnce(`pr:${job.rejectedPrLink.value}`, `Agent job "${job.id}" reported a pull-request link that is not used, because ${job.rejectedPrLink.problem}: "${job.rejectedPrLink.value}".`, 'Pull-request link dropped');
            }
            if (job.status !== lastStatus) {
                log/* log */.Rm.info(lastStatus === undefined
                    ? `Agent job ${job.id} is ${job.status} (${elapsed} waited).`
                    : `Agent job ${job.id}: ${lastStatus} → ${job.status} after ${elapsed}.`);
                lastStatus = job.status;
                lastLineAt = time;
            }
            else if (time - lastLineAt >= PROGRESS_INTERVAL_MS) {
                log/* log */.Rm.info(`Agent job ${job.id} is still ${job.status} (${elapsed} waited).`);
                lastLineAt = time;
            }
        },
    };
}

;// CONCATENATED MODULE: ./src/agent/release/github-source.ts
const MAX_TAG_PAGES = 10;
const COMMITS_WITHOUT_BASE = 100;
/**
 * Reads the repository through the REST API at `apiUrl` (GITHUB_API_URL on a runner, so GHES
 * works too). The GitHub client and its retry plugin (transient failures retried with back-off,
 * as the platform's reads are) are loaded here, on demand: most agent runs never need them.
 */
async function createReleaseSource(token, repository, apiUrl) {
    const [{ getOctokit }, { retry }] = await Promise.all([__webpack_require__.e(/* import() */ 351).then(__webpack_require__.bind(__webpack_require__, 61351)), Promise.all(/* import() */[__webpack_require__.e(735), __webpack_require__.e(15)]).then(__webpack_require__.bind(__webpack_require__, 49735))]);
    const octokit = getOctokit(token, { baseUrl: apiUrl }, retry);
    return {
        async releaseForTag(tag, signal) {
            try {
                const { data } = await octokit.rest.repos.getReleaseByTag({ ...repository, tag, request: { signal } });
                return { name: data.name ?? tag, tag: data.tag_name, body: data.body ?? '', url: data.html_url };
            }
            catch (error) {
                if (error.status === 404)
                    return undefined;
                throw error;
            }
        },
        async tagNames(signal) {
            const names = [];
            for (let page = 1; page <= MAX_TAG_PAGES; page++) {
                const { data } = await octokit.rest.repos.listTags({ ...repository, per_page: 100, page, request: { signal } });
                names.push(...data.map((tag) => tag.name));
                if (data.length < 100)
                    break;
            }
            return names;
        },
        async commitsBetween(base, head, signal) {
            const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
                ...repository,
                basehead: `${base}...${head}`,
                request: { signal },
            });
            const subjects = data.commits.map((commit) => subjectOf(commit.commit.message, commit.sha)).reverse();
            return { subjects, omitted: Math.max(0, data.total_commits - subjects.length) };
        },
        async commitsUpTo(head, signal) {
            const { data } = await octokit.rest.repos.listCommits({
                ...repository,
                sha: head,
                per_page: COMMITS_WITHOUT_BASE,
                request: { signal },
            });
            return { subjects: data.map((commit) => subjectOf(commit.commit.message, commit.sha)), omitted: 0 };
        },
    };
}
function subjectOf(message, sha) {
    return `${message.split('\n', 1)[0]?.trim() ?? ''} (${sha.slice(0, 7)})`;
}

;// CONCATENATED MODULE: ./src/agent/release/tags.ts
const SEMVER = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;
/**
 * Orders tags as versions: semantic versions by their numbers (a pre-release before its
 * release), anything else by natural order, so `v1.10.0` comes after `v1.9.0`.
 */
function compareTags(a, b) {
    const versionA = SEMVER.exec(a);
    const versionB = SEMVER.exec(b);
    if (versionA && versionB) {
        for (const index of [1, 2, 3]) {
            const difference = Number(versionA[index]) - Number(versionB[index]);
            if (difference !== 0)
                return difference;
        }
        const preA = versionA[4];
        const preB = versionB[4];
        if (preA === undefined || preB === undefined)
            return preA === preB ? 0 : preA === undefined ? 1 : -1;
        return naturalCompare(preA, preB);
    }
    return naturalCompare(a, b);
}
function naturalCompare(a, b) {
    return a.localeCompare(b, 'en', { numeric: true });
}
/** The highest tag ordered before `current`, or undefined when `current` is the first. */
function previousTag(tags, current) {
    return tags
        .filter((tag) => tag !== current && compareTags(tag, current) < 0)
        .sort(compareTags)
        .at(-1);
}

;// CONCATENATED MODULE: ./src/agent/release/release-brief.ts


/** A release never makes a prompt the platform would refuse for its size. */
const MAX_BRIEF_CHARS = 20_000;
const BRIEF_HEADING = '## Release context (added by the workflow)';
/** `openSource` is called only when GitHub must be asked: a release event carries its release itself. */
async function collectReleaseBrief(environment, openSource, signal) {
    const release = (environment.eventPayload['release'] ?? {});
    const tagName = release_brief_text(release['tag_name']);
    if (environment.eventName === 'release' && tagName) {
        const name = release_brief_text(release['name']) || tagName;
        const url = release_brief_text(release['html_url']) || undefined;
        return added(releaseSection(name, tagName, release_brief_text(release['body']), url), `release ${tagName}`, { label: name, url });
    }
    const ref = environment.ref ?? '';
    if (!ref.startsWith('refs/tags/')) {
        return {
            kind: 'none',
            reason: `"release-context: auto" needs a release event or a tag push; this run was triggered by "${environment.eventName}" on ${ref || 'no ref'}, so the prompt is sent unchanged.`,
        };
    }
    const tag = ref.slice('refs/tags/'.length);
    const source = await openSource();
    const notes = await source.releaseForTag(tag, signal);
    if (notes)
        return added(releaseSection(notes.name, notes.tag, notes.body, notes.url), `release ${tag}`, {
            label: notes.name,
            url: notes.url,
        });
    const base = previousTag(await source.tagNames(signal), tag);
    const commits = base ? await source.commitsBetween(base, tag, signal) : await source.commitsUpTo(tag, signal);
    const intro = base
        ? `Tag ${tag} has no GitHub release. Commits since ${base}, newest first:`
        : `Tag ${tag} has no GitHub release and no earlier tag. Its latest commits, newest first:`;
    const lines = commits.subjects.map((subject) => `- ${subject}`);
    if (commits.omitted > 0)
        lines.push(`- … and ${(0,format/* count */.U9)(commits.omitted, 'more commit')} not listed by the API`);
    const repositoryPage = environment.repository
        ? `${environment.serverUrl}/${environment.repository.owner}/${environment.repository.repo}`
        : undefined;
    const page = base
        ? {
            label: `${tag} (commits since ${base})`,
            url: repositoryPage && `${repositoryPage}/compare/${encodeURIComponent(base)}...${encodeURIComponent(tag)}`,
        }
        : { label: tag, url: repositoryPage && `${repositoryPage}/tree/${encodeURIComponent(tag)}` };
    return added([intro, ...lines].join('\n'), `${(0,format/* count */.U9)(commits.subjects.length, 'commit')} ${base ? `since ${base}` : `up to ${tag}`}`, page);
}
function releaseSection(name, tag, body, url) {
    const header = `Release: ${name} (tag ${tag})${url ? `\n${url}` : ''}`;
    return body.trim() === '' ? `${header}\n\n(The release has no notes.)` : `${header}\n\n${body.trim()}`;
}
/** Caps the brief, saying plainly what was cut, so the agent knows it saw only part. */
function added(body, description, page) {
    let brief = `${BRIEF_HEADING}\n\n${body}`;
    if (brief.length > MAX_BRIEF_CHARS) {
        const note = `\n\n[Release context cut to ${(0,format/* formatNumber */.ZV)(MAX_BRIEF_CHARS)} of ${(0,format/* formatNumber */.ZV)(brief.length)} characters.]`;
        brief = brief.slice(0, MAX_BRIEF_CHARS - note.length) + note;
    }
    return { kind: 'added', text: brief, description, page };
}
/** The prompt as sent: the user's instruction, then the release brief. */
function appendBrief(prompt, brief) {
    return `${prompt}\n\n${brief}`;
}
function release_brief_text(value) {
    return typeof value === 'string' ? value : '';
}

;// CONCATENATED MODULE: ./src/agent/prompt.ts






/**
 * The prompt to send: the user's instruction, plus the release brief when `release-context` is
 * `auto`. A release that cannot be read fails the step before any request to the platform,
 * rather than sending a prompt without the context the user asked for.
 */
async function preparePrompt(source, settings, environment, limits) {
    const instruction = await readPrompt(source, limits);
    if (settings.releaseContext === 'none')
        return { instruction, text: instruction, brief: undefined };
    return log/* log */.Rm.group('Collect the release context', async () => {
        let brief;
        try {
            brief = await (0,step_limits/* bounded */.Mm)(limits, 'reading the release from GitHub', (signal) => collectReleaseBrief(environment, () => openSource(settings, environment), signal));
        }
        catch (error) {
            if (error instanceof step_limits/* CancelledError */.cc || error instanceof step_limits/* DeadlineError */.j3)
                throw error;
            const status = error.status;
            const hint = status === 401 || status === 403 || status === 404
                ? ' The "github-token" needs the contents: read permission on this repository.'
                : '';
            throw new Error(`"release-context: auto" could not read the release from GitHub: ${(0,step_limits/* errorMessage */.gJ)(error)}.${hint}`, { cause: error });
        }
        if (brief.kind === 'none') {
            log/* log */.Rm.warning(brief.reason, 'No release context');
            return { instruction, text: instruction, brief: undefined };
        }
        log/* log */.Rm.info(`Adding ${(0,format/* count */.U9)(brief.text.length, 'character')} of release context (${brief.description}) to the prompt.`);
        return { instruction, text: appendBrief(instruction, brief.text), brief };
    });
}
function openSource(settings, environment) {
    if (!environment.repository)
        throw new Error('GITHUB_REPOSITORY is not set, so the repository to read is unknown');
    return createReleaseSource(settings.githubToken, environment.repository, environment.apiUrl);
}

// EXTERNAL MODULE: ./src/text/run-footer.ts
var run_footer = __webpack_require__(30996);
// EXTERNAL MODULE: ./src/text/summary-document.ts
var summary_document = __webpack_require__(73681);
;// CONCATENATED MODULE: ./src/text/yaml-scalar.ts

/** Words YAML reads as something other than a string (booleans, null), in any case. */
const NOT_A_STRING = /^(?:true|false|yes|no|on|off|y|n|null|~)$/i;
/** What is a string, as typed, in every YAML reader: a letter or underscore, then letters, digits, `_` and `-`. */
const PLAIN = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/** Outside YAML's printable set (tab, line feed, carriage return, U+0020-U+007E, U+0085, U+00A0-U+D7FF, U+E000-U+FFFD, past U+FFFF). */
// eslint-disable-next-line no-control-regex -- control characters are what this matches
const NOT_PRINTABLE = /[\u0000-\u001f\u007f-\u0084\u0086-\u009f\ud800-\udfff\ufffe\uffff]/u;
/**
 * `value` as a scalar a person can paste into a workflow's `with:` and get back exactly: plain
 * when it is plainly a string, otherwise double-quoted, with quotes, backslashes and every
 * control or invisible character written as an escape YAML reads back (`\"`, `\\`, `\u202e`,
 * `\U000e0041`). An id from the platform may be any string: `50%`, `#1` or `a: b` unquoted would
 * be read as something else, and `${{` would start an expression GitHub evaluates, so it is
 * written as the expression `${{ '${{' }}`, which GitHub turns back into the two characters.
 */
function yamlScalar(value) {
    if (PLAIN.test(value) && !NOT_A_STRING.test(value))
        return value;
    let quoted = '';
    for (const character of value) {
        if (character === '"' || character === '\\')
            quoted += `\\${character}`;
        else if (NOT_PRINTABLE.test(character) || (0,untrusted/* showControls */.mz)(character, false) !== character)
            quoted += yaml_scalar_escape(character.codePointAt(0) ?? 0);
        else
            quoted += character;
    }
    return `"${quoted.replaceAll('${{', "${{ '${{' }}")}"`;
}
function yaml_scalar_escape(code) {
    return code > 0xffff ? `\\U${code.toString(16).padStart(8, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

;// CONCATENATED MODULE: ./src/agent/summary.ts






const PREVIEW_LINES = 8;
const PREVIEW_CHARS = 800;
/** The full prompt in the summary; prompts are capped at 256 KiB, and the summary at 1 MiB. */
const FULL_PROMPT_CHARS = 100_000;
/** Where the step to paste leaves the id for a person to fill in. */
const DASHBOARD_ID = '<the job id shown on the dashboard>';
/** How the README names the action, for the snippet when the runner does not say (`uses: ./`). */
const PUBLISHED_NAME = 'docs-agent-action/docs-agent-action@v1';
const ICONS = {
    success: '✅',
    warning: '⚠️',
    info: 'ℹ️',
    failure: '❌',
    'timed-out': '⏱️',
    cancelled: '🚫',
};
/** The agent job's report: one look tells how it ended, then what to do, then the details. */
function buildAgentSummary(settings, run, ending, environment) {
    const summary = new summary_document/* SummaryDocument */.o();
    summary.heading(2, (0,html/* html */.qy) `${ICONS[ending.tone]} Docs agent: ${ending.headline}`);
    summary.paragraph((0,html/* prose */.CS)(ending.explanation, 2_000));
    if (ending.warning && ending.warning.message !== ending.explanation)
        summary.paragraph((0,html/* html */.qy) `⚠️ ${(0,html/* prose */.CS)(ending.warning.message, 2_000)}`);
    const rows = detailRows(settings, run, ending, new URL(environment.serverUrl).host);
    if (rows.length > 0)
        summary.table([{ title: 'Field' }, { title: 'Value' }], rows);
    addNextStep(summary, settings, run, ending, environment);
    if (run.prompt && settings.showPrompt)
        addPrompt(summary, run);
    else if (run.prompt)
        addPromptSize(summary, run);
    (0,run_footer/* addRunFooter */.O)(summary, environment);
    return summary;
}
function detailRows(settings, run, ending, githubHost) {
    const job = run.wait?.job ?? run.job;
    const rows = [];
    if (run.jobId)
        rows.push(['Job', (0,html/* html */.qy) `<code>${run.jobId}</code>`]);
    if (!job) {
        rows.push(['Project', (0,html/* html */.qy) `<code>${settings.projectId}</code>`]);
        if (ending.jobMayExist && run.sentAt !== undefined)
            rows.push(['Request sent', (0,format/* formatUtcTime */.fz)(new Date(run.sentAt).toISOString())]);
        return [...rows, ...releaseRow(run)];
    }
    // A status that may predate the follow-up message says so wherever it is shown.
    const stale = ending.statusMayPredateMessage ? ' (may be from before the message)' : '';
    rows.push(['Status', (0,html/* html */.qy) `<code>${job.status}</code>${stale}`]);
    if (job.prLink || job.rejectedPrLink || job.status === 'completed') {
        const reference = pullRequestReference(job.prLink, githubHost);
        const rejected = job.rejectedPrLink;
        // A link the action does not use is shown as text, so a person can still judge it.
        const pr = job.prLink
            ? (0,html/* link */.nf)(reference?.label ?? job.prLink, job.prLink)
            : rejected
                ? (0,html/* html */.qy) `<code>${(0,html/* text */.Qq)(rejected.value, 300)}</code> (not linked: ${rejected.problem})`
                : 'none';
        rows.push(['Pull request', (0,html/* html */.qy) `${pr}${stale}`]);
    }
    if (job.model)
        rows.push(['Model', job.model]);
    if (job.sourceRepository) {
        const ref = job.sourceRef ? (0,html/* html */.qy) ` @ <code>${job.sourceRef}</code>` : undefined;
        rows.push(['Source', (0,html/* html */.qy) `${(0,html/* link */.nf)(repositoryLabel(job.sourceRepository, githubHost), job.sourceRepository)}${ref}`]);
    }
    if (job.createdAt)
        rows.push(['Created', (0,format/* formatUtcTime */.fz)(job.createdAt)]);
    if (run.wait)
        rows.push(['Time waited', (0,format/* formatDuration */.a3)(run.wait.waitedMs)]);
    return [...rows, ...releaseRow(run)];
}
/** The release whose contents were added to the prompt, whether or not a job came of it. */
function releaseRow(run) {
    const brief = run.prompt?.brief;
    if (!brief)
        return [];
    const added = (0,format/* count */.U9)(brief.text.length, 'character');
    return [['Release', (0,html/* html */.qy) `${(0,html/* link */.nf)(brief.page.label, brief.page.url)} (${added} added to the prompt)`]];
}
/** What to do next, as a step to paste: wait for the job, or for the one that may exist. */
function addNextStep(summary, settings, run, ending, environment) {
    const known = ending.resumeJobId;
    const jobId = known === undefined ? (ending.jobMayExist ? DASHBOARD_ID : undefined) : yamlScalar(known);
    if (jobId === undefined)
        return;
    // The explanation above already says what to check and why not to re-run: here only the step.
    if (ending.jobMayExist && known === undefined) {
        summary.paragraph((0,html/* html */.qy) `A step that waits for the job, once the dashboard shows its id:`);
    }
    else if (ending.jobMayExist) {
        // The answer could not be confirmed, yet it named the job: the id is known, not to be looked up.
        summary.paragraph((0,html/* html */.qy) `The platform's answer named this job. To wait for it, use a step like this, without a prompt. Re-running this workflow as it is could create another job.`);
    }
    else if (run.task.kind === 'create') {
        summary.paragraph((0,html/* html */.qy) `To wait for this job, use a step like this, without a prompt. Re-running this workflow as it is would create another job.`);
    }
    else if (run.task.kind === 'message') {
        summary.paragraph((0,html/* html */.qy) `To wait for the job, use a step like this, without a prompt. Re-running this workflow as it is would send the message again.`);
    }
    else {
        summary.paragraph((0,html/* html */.qy) `Re-run this workflow to keep waiting, or wait for the job in another step like this:`);
    }
    const step = [
        `- uses: ${environment.actionReference ?? PUBLISHED_NAME}`,
        '  with:',
        '    api-key: ${{ secrets.DOCS_API_KEY }} # the secret your workflow passes',
        `    project-id: ${yamlScalar(settings.projectId)}`,
        `    job-id: ${jobId}`,
    ];
    summary.code('yaml', step.join('\n'));
}
function promptLabel(run) {
    return run.task.kind === 'message' ? 'Follow-up message' : 'Prompt';
}
/** The prompt as typed; when it is long (or has the release added), a short preview and the whole in a collapsed section. */
function addPrompt(summary, run) {
    const prompt = run.prompt;
    const label = promptLabel(run);
    const lines = prompt.instruction.split(/\r?\n/);
    let preview = lines.slice(0, PREVIEW_LINES).join('\n');
    const notes = [];
    if (lines.length > PREVIEW_LINES)
        notes.push(`first ${PREVIEW_LINES} of ${(0,format/* count */.U9)(lines.length, 'line')}`);
    if (preview.length > PREVIEW_CHARS) {
        preview = `${preview.slice(0, PREVIEW_CHARS)}…`;
        notes.push(`first ${(0,format/* count */.U9)(PREVIEW_CHARS, 'character')}`);
    }
    const note = notes.length > 0 ? (0,html/* html */.qy) ` (${notes.join(', ')})` : undefined;
    summary.paragraph((0,html/* html */.qy) `<strong>${label}</strong>${note}`);
    summary.preformatted(preview, PREVIEW_CHARS + 1);
    if (notes.length === 0 && !prompt.brief)
        return;
    const extra = prompt.brief ? `, including ${(0,format/* count */.U9)(prompt.brief.text.length, 'character')} of release context` : '';
    const cut = prompt.text.length > FULL_PROMPT_CHARS ? `; the first ${(0,format/* count */.U9)(FULL_PROMPT_CHARS, 'character')} shown` : '';
    summary.details(`${label} as sent (${(0,format/* count */.U9)(prompt.text.length, 'character')}${extra}${cut})`, (inner) => {
        inner.preformatted(prompt.text, FULL_PROMPT_CHARS);
    });
}
/** With `show-prompt: false` only its size: the prompt may carry what readers wrote, and anyone may read a public run. */
function addPromptSize(summary, run) {
    const prompt = run.prompt;
    const size = (0,format/* count */.U9)(prompt.text.length, 'character');
    const extra = prompt.brief ? `, including ${(0,format/* count */.U9)(prompt.brief.text.length, 'character')} of release context` : '';
    summary.paragraph((0,html/* html */.qy) `<strong>${promptLabel(run)}</strong> not shown because <code>show-prompt</code> is false (${size}${extra}).`);
}
/** `acme/docs` for a repository URL on this GitHub; the text as sent otherwise. */
function repositoryLabel(repository, githubHost) {
    const url = (0,html/* webUrl */.qP)(repository);
    const match = url?.host === githubHost ? /^\/([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url.pathname) : null;
    return match ? `${match[1]}/${match[2]}` : repository;
}

;// CONCATENATED MODULE: ./src/agent/wait.ts




/**
 * Polls the job until its status is final, the deadline passes, the step is cancelled or a
 * request fails for good. It never throws: the caller reports the last known job in every case.
 *
 * After a follow-up message the platform may still answer with the job's previous, final
 * status. A final status counts only once the job has taken the message up: it was seen
 * `active`, or its answer changed from the message's answer.
 */
async function waitForJob(platform, limits, reporter, request) {
    const startedAt = limits.now();
    let job = request.lastKnown;
    const before = request.takeUpGraceMs === undefined || !job ? undefined : fingerprint(job);
    let takenUp = before === undefined || job?.status === 'active';
    const end = (outcome, error) => ({
        job,
        outcome,
        waitedMs: limits.now() - startedAt,
        ...(error === undefined ? {} : { error }),
    });
    if (job)
        reporter.observe(job);
    for (let firstPoll = job === undefined;; firstPoll = false) {
        if (job && takenUp && isFinalStatus(job.status))
            return end('final');
        if (job && !takenUp && limits.now() - startedAt >= (request.takeUpGraceMs ?? 0) && isFinalStatus(job.status))
            return end('unconfirmed');
        if (!firstPoll) {
            const remaining = (0,step_limits/* remainingMs */.XW)(limits);
            if (remaining <= 0)
                return end('timed-out');
            try {
                await (0,step_limits/* pause */.v7)(limits, Math.min(request.pollIntervalMs, remaining), `waiting for agent job "${request.jobId}"`);
            }
            catch (error) {
                return end('cancelled', error);
            }
            if ((0,step_limits/* remainingMs */.XW)(limits) <= 0)
                return end('timed-out');
        }
        try {
            job = await getJob(platform, request.projectId, request.jobId);
        }
        catch (error) {
            const conclusion = (0,result/* conclusionOf */.vu)(error, limits);
            return end(conclusion === 'failure' ? 'error' : conclusion, error);
        }
        reporter.observe(job);
        if (!takenUp && (job.status === 'active' || fingerprint(job) !== before))
            takenUp = true;
    }
}
function fingerprint(job) {
    // Only what a follow-up changes: a field the answer merely left out must not read as a change.
    return JSON.stringify([job.status, job.prLink]);
}

;// CONCATENATED MODULE: ./src/agent/run-agent.ts











/** After a follow-up message, how many poll intervals the job has to show it took the message up. */
const TAKE_UP_POLLS = 3;
/**
 * Agent mode: read the prompt (and the release), create a job or send a follow-up message (or
 * resume a job), wait for it, and report how it ended. Every phase records what it learned in
 * `run`, so whatever stops the work, the result says what is known.
 */
async function runAgentMode(settings, collaborators) {
    const { environment, limits, publishJobId } = collaborators;
    const platform = platformFor(settings, collaborators.platform);
    const { task, projectId } = settings;
    const run = {
        task,
        jobId: undefined,
        job: undefined,
        prompt: undefined,
        sentAt: undefined,
        wait: undefined,
        stopped: undefined,
    };
    const reporter = createProgressReporter(limits.now(), limits.now);
    const knowJob = (jobId) => {
        run.jobId = jobId;
        publishJobId(jobId);
        const problem = task.kind === 'create' ? idHandOffProblem(jobId) : undefined;
        if (problem)
            log/* log */.Rm.warning(`Agent job "${jobId}" has an id that cannot be passed on exactly: ${problem}.`, 'Job id cannot be passed on');
    };
    if (task.kind !== 'create')
        knowJob(task.jobId);
    let phase = 'prompt';
    try {
        if (task.kind !== 'resume') {
            const prompt = await preparePrompt(task.prompt, settings, environment, limits);
            run.prompt = prompt;
            if (task.kind === 'create') {
                phase = 'create';
                run.job = await log/* log */.Rm.group('Create the agent job', async () => {
                    log/* log */.Rm.info(`Creating an agent job in project ${projectId} (${(0,format/* count */.U9)(prompt.text.length, 'character')} of prompt).`);
                    run.sentAt = limits.now();
                    const created = await createJob(platform, projectId, prompt.text);
                    // Recorded before it is announced: a step killed the moment the log shows the job
                    // still leaves its id in the outputs for a re-run to pick up.
                    knowJob(created.id);
                    log/* log */.Rm.info(`Created agent job ${created.id} (status ${created.status}).`);
                    return created;
                });
            }
            else {
                phase = 'message';
                run.job = await log/* log */.Rm.group('Send the follow-up message', async () => {
                    log/* log */.Rm.info(`Sending a follow-up message to agent job ${task.jobId} (${(0,format/* count */.U9)(prompt.text.length, 'character')}).`);
                    run.sentAt = limits.now();
                    const answer = await sendMessage(platform, projectId, task.jobId, prompt.text);
                    log/* log */.Rm.info(`Message delivered; the platform answers that agent job ${answer.id} is ${answer.status}.`);
                    return answer;
                });
            }
        }
        phase = 'wait';
        const jobId = run.jobId;
        if (settings.wait) {
            const takeUp = task.kind === 'message' ? { takeUpGraceMs: TAKE_UP_POLLS * settings.pollIntervalMs } : {};
            run.wait = await log/* log */.Rm.group(`Wait for agent job ${jobId}`, () => waitForJob(platform, limits, reporter, {
                projectId,
                jobId,
                pollIntervalMs: settings.pollIntervalMs,
                lastKnown: run.job,
                ...takeUp,
            }));
        }
        else {
            run.job ??= await getJob(platform, projectId, jobId);
            reporter.observe(run.job);
            if (task.kind === 'message' && isFinalStatus(run.job.status)) {
                log/* log */.Rm.info(`The status "${run.job.status}" in the answer to the message may be from before the message: "fail-on" does not judge it.`);
            }
            log/* log */.Rm.info(`Not waiting for agent job ${jobId} ("wait: false"). To wait for it later, run this action with "job-id: ${jobId}" and no prompt.`);
        }
    }
    catch (error) {
        run.stopped = { phase, error };
        const named = phase === 'create' ? jobNamedBy(error) : undefined;
        if (named !== undefined) {
            log/* log */.Rm.info(`The platform's answer named agent job ${named}, which may exist.`);
            knowJob(named);
        }
    }
    const ending = decideEnding(settings, run, limits, new URL(environment.serverUrl).host);
    const job = run.wait?.job ?? run.job;
    if (ending.warning)
        log/* log */.Rm.warning(ending.warning.message, ending.warning.title);
    if (job?.prLink)
        log/* log */.Rm.notice(`The docs agent opened a pull request: ${job.prLink}`, 'Docs pull request');
    return {
        outputs: agentOutputs(run),
        summary: buildAgentSummary(settings, run, ending, environment),
        failure: ending.failure,
    };
}
/** The platform keeps the prompt with the job, so with `show-prompt: false` no answer about the job is shown. */
function platformFor(settings, platform) {
    if (settings.showPrompt)
        return platform;
    return (0,platform_client/* withholdingAnswers */.r)(platform, '"show-prompt" is false, and the answer could quote the prompt');
}
function agentOutputs(run) {
    const job = run.wait?.job ?? run.job;
    if (!run.jobId)
        return {};
    if (!job)
        return { 'job-id': run.jobId };
    return {
        'job-id': run.jobId,
        status: job.status,
        'pr-link': job.prLink ?? '',
        'pr-number': pullRequestReference(job.prLink)?.number ?? '',
        model: job.model ?? '',
        'source-repository': job.sourceRepository ?? '',
        'source-ref': job.sourceRef ?? '',
        'created-at': job.createdAt ?? '',
    };
}
/** The job id a broken answer to the create request still named, if any. */
function jobNamedBy(error) {
    for (let cause = error, depth = 0; cause instanceof Error && depth < 4; cause = cause.cause, depth++) {
        if (cause instanceof errors/* BrokenAnswerError */.Q$ && cause.jobId !== undefined)
            return cause.jobId;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/agent/agent-code.ts
/**
 * Agent mode's code, as the mode table loads it when the mode runs: its settings reader and its
 * runner in one module, so the bundle holds them (and what both use) in one chunk, loaded once.
 */




/***/ }),

/***/ 30996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ addRunFooter)
/* harmony export */ });
/* harmony import */ var _runner_environment_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45047);
/* harmony import */ var _html_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20534);


/**
 * The closing line of every summary: which repository and ref asked for it. No link to the run:
 * the summary is shown on the run's own page.
 */
function addRunFooter(summary, environment) {
    const name = (0,_runner_environment_js__WEBPACK_IMPORTED_MODULE_0__/* .repositoryName */ .aR)(environment);
    if (!name)
        return;
    const ref = environment.ref ? (0,_html_js__WEBPACK_IMPORTED_MODULE_1__/* .html */ .qy) ` at ${(0,_runner_environment_js__WEBPACK_IMPORTED_MODULE_0__/* .describeRef */ .Ro)(environment.ref)}` : undefined;
    summary.paragraph((0,_html_js__WEBPACK_IMPORTED_MODULE_1__/* .html */ .qy) `<sub>Requested by ${name}${ref}.</sub>`);
}


/***/ })

};
