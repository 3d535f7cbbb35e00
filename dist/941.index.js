export const id = 941;
export const ids = [941];
export const modules = {

/***/ 34626:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $T: () => (/* binding */ isFinalStatus),
/* harmony export */   WE: () => (/* binding */ parseAgentJob),
/* harmony export */   Ys: () => (/* binding */ FINAL_STATUSES),
/* harmony export */   cb: () => (/* binding */ pullRequestReference),
/* harmony export */   ih: () => (/* binding */ isKnownStatus)
/* harmony export */ });
/* harmony import */ var _platform_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46316);
/* harmony import */ var _platform_path_segment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52356);
/* harmony import */ var _text_html_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20534);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(98488);




const FINAL_STATUSES = ['completed', 'archived', 'failed'];
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
        throw new _platform_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BrokenAnswerError */ .Q$('the answer is not a JSON object');
    const record = body;
    const { id, status } = record;
    if (typeof id !== 'string')
        throw new _platform_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BrokenAnswerError */ .Q$('the job in the answer has no string "id"');
    const idProblem = (0,_platform_path_segment_js__WEBPACK_IMPORTED_MODULE_2__/* .pathSegmentProblem */ .i)(id);
    if (idProblem)
        throw new _platform_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BrokenAnswerError */ .Q$(`the job's "id" is not a usable id (${idProblem})`);
    if (expectedId !== undefined && id !== expectedId) {
        throw new _platform_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BrokenAnswerError */ .Q$(`the answer is for job "${id}", not the job asked for, "${expectedId}"`);
    }
    if (typeof status !== 'string' || status.trim() === '') {
        throw new _platform_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BrokenAnswerError */ .Q$(`job "${id}" in the answer has no string "status"`, { jobId: id });
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
        prLink: prLinkProblem === undefined && prLinkValue !== null ? ((0,_text_html_js__WEBPACK_IMPORTED_MODULE_1__/* .webUrl */ .qP)(prLinkValue)?.href ?? null) : null,
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
function describeUrlProblem(value) {
    if (value.length > MAX_URL_LENGTH)
        return `it is longer than ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatNumber */ .ZV)(MAX_URL_LENGTH)} characters`;
    if ((0,_text_html_js__WEBPACK_IMPORTED_MODULE_1__/* .webUrl */ .qP)(value))
        return undefined;
    try {
        return `its scheme is "${new URL(value).protocol}", not http or https`;
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
    const url = (0,_text_html_js__WEBPACK_IMPORTED_MODULE_1__/* .webUrl */ .qP)(prLink);
    const match = url ? /^\/([^/]+)\/([^/]+)\/pull\/(\d+)\/?$/.exec(url.pathname) : null;
    if (!url || !match)
        return undefined;
    const host = githubHost === undefined || url.host === githubHost ? '' : `${url.host}/`;
    return {
        label: `${host}${decodeURIComponent(match[1])}/${decodeURIComponent(match[2])}#${match[3]}`,
        number: Number(match[3]),
    };
}


/***/ }),

/***/ 35222:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $6: () => (/* binding */ readPrompt),
/* harmony export */   Os: () => (/* binding */ MAX_PROMPT_BYTES),
/* harmony export */   UO: () => (/* binding */ isWithin),
/* harmony export */   er: () => (/* binding */ MAX_INLINE_PROMPT_BYTES)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _step_limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42372);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(98488);





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
        realRoot = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(root);
    }
    catch {
        return false;
    }
    const relative = node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(realRoot, file);
    return relative !== '' && !relative.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_2___default().isAbsolute(relative);
}
/** The prompt's text, trimmed; a file is read bounded by the step's deadline and cancellation. */
async function readPrompt(source, limits) {
    if (source.kind === 'input')
        return source.text;
    const text = await (0,_step_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .bounded */ .Mm)(limits, `reading "prompt-file" ${source.given}`, () => readFileText(source.path, source.given));
    if (text.trim() === '')
        throw new Error(`Input "prompt-file" must hold a non-empty instruction; "${source.given}" is blank.`);
    return text.trim();
}
/**
 * Opens without following a link and without blocking (a FIFO swapped in after the input was
 * checked opens at once and is refused), then reads at most one byte past the cap.
 */
async function readFileText(file, given) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW);
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
                throw new Error(`Input "prompt-file" may name a file of at most ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U9)(MAX_PROMPT_BYTES, 'byte')}; "${given}" grew past that.`);
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


/***/ }),

/***/ 46941:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 13 modules
var core = __webpack_require__(77094);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(47708);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(79209);
;// CONCATENATED MODULE: ./src/inputs/durations.ts
const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };
const DURATION_PATTERN = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)?$/;
/**
 * Parses `250ms`, `10s`, `2m`, `1h` or a bare number of seconds into milliseconds, within
 * bounds. Every duration has an upper bound: a timer cannot hold more than about 24.8 days, and
 * past that Node fires it at once, which would turn a wait into a tight loop.
 */
function parseDuration(inputName, text, bounds) {
    const match = DURATION_PATTERN.exec(text.trim().toLowerCase());
    if (!match) {
        throw new Error(`Input "${inputName}" must be a duration such as 250ms, 10s, 2m, 1h or a number of seconds; got "${text}".`);
    }
    const amount = Number(match[1]);
    const unit = (match[2] ?? 's');
    const milliseconds = Math.round(amount * UNIT_MS[unit]);
    if (milliseconds <= 0) {
        throw new Error(`Input "${inputName}" must be a duration greater than zero; got "${text}".`);
    }
    if (milliseconds < bounds.minMs || milliseconds > bounds.maxMs) {
        throw new Error(`Input "${inputName}" must be from ${describe(bounds.minMs)} to ${describe(bounds.maxMs)}; got "${text}".`);
    }
    return milliseconds;
}
function describe(milliseconds) {
    if (milliseconds % UNIT_MS.h === 0)
        return `${milliseconds / UNIT_MS.h}h`;
    if (milliseconds % UNIT_MS.m === 0)
        return `${milliseconds / UNIT_MS.m}m`;
    if (milliseconds % UNIT_MS.s === 0)
        return `${milliseconds / UNIT_MS.s}s`;
    return `${milliseconds}ms`;
}

// EXTERNAL MODULE: ./src/platform/path-segment.ts
var path_segment = __webpack_require__(52356);
;// CONCATENATED MODULE: ./src/inputs/parsers.ts

/** Parsers for single input values. Each throws an error naming the input and the expected form. */
function parseBoolean(inputName, text) {
    const value = text.trim();
    if (['true', 'True', 'TRUE'].includes(value))
        return true;
    if (['false', 'False', 'FALSE'].includes(value))
        return false;
    throw new Error(`Input "${inputName}" must be true or false; got "${text}".`);
}
function parseChoice(inputName, text, choices) {
    const value = text.trim().toLowerCase();
    const match = choices.find((choice) => choice === value);
    if (match === undefined) {
        throw new Error(`Input "${inputName}" must be one of ${choices.join(', ')}; got "${text}".`);
    }
    return match;
}
function parseInteger(inputName, text, { min, max }) {
    const value = text.trim();
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
        throw new Error(`Input "${inputName}" must be a whole number from ${min} to ${max}; got "${text}".`);
    }
    return Number(value);
}
/** A comma-separated list such as `failed,archived`; every item must be one of `choices`. */
function parseChoiceList(inputName, text, choices) {
    const items = text
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter((item) => item !== '');
    const unknown = items.filter((item) => !choices.includes(item));
    if (unknown.length > 0) {
        throw new Error(`Input "${inputName}" must be a comma-separated list of ${choices.join(', ')}; "${unknown.join('", "')}" is not one of them.`);
    }
    return [...new Set(items)];
}
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
/**
 * The platform's address. https keeps the API key off the wire; plain http is allowed only for
 * loopback hosts, where a local simulator or proxy runs. Returned without a trailing slash.
 */
function parseBaseUrl(inputName, text) {
    const rule = 'an https URL such as https://api.mintlify.com (http only for 127.0.0.1, localhost or [::1])';
    let url;
    try {
        url = new URL(text.trim());
    }
    catch {
        throw new Error(`Input "${inputName}" must be ${rule}; got "${text}".`);
    }
    const loopback = LOOPBACK_HOSTS.has(url.hostname);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
        throw new Error(`Input "${inputName}" must be ${rule}; got "${text}".`);
    }
    if (url.username !== '' || url.password !== '') {
        throw new Error(`Input "${inputName}" must not contain credentials; pass the key in "api-key".`);
    }
    if (url.search !== '' || url.hash !== '' || text.includes('?') || text.includes('#')) {
        throw new Error(`Input "${inputName}" must not contain a query or a fragment; got "${text}".`);
    }
    return url.href.replace(/\/+$/, '');
}
/** An id placed in a URL path, by the rule that also judges ids in the platform's answers. */
function parseIdentifier(inputName, text) {
    const value = text.trim();
    const problem = (0,path_segment/* pathSegmentProblem */.i)(value);
    if (problem)
        throw new Error(`Input "${inputName}" must be a single id usable in a request path; ${problem}: "${text}".`);
    return value;
}

;// CONCATENATED MODULE: ./src/inputs/read-inputs.ts





/**
 * The inputs every mode reads, with action.yml's defaults. Each mode declares the inputs only it
 * reads in its own folder; src/modes.ts joins them with these into the list action.yml must
 * declare (a test holds the two equal). A runner supplies the defaults itself; these serve runs
 * outside one.
 */
const COMMON_INPUT_DEFAULTS = {
    'api-key': '',
    'project-id': '',
    mode: 'agent',
    'base-url': 'https://api.mintlify.com',
    timeout: '30m',
    'job-summary': 'true',
};
/** The longest `timeout`: a self-hosted runner's job may run 5 days; a timer holds 24.8. */
const MAX_TIMEOUT_MS = 120 * 3_600_000;
/**
 * A reader of the common inputs and the inputs of `modeInputs`. A default that is an expression
 * (`${{ github.token }}`) only the runner can supply: outside one it reads as empty.
 */
function inputReader(modeInputs) {
    const defaults = { ...COMMON_INPUT_DEFAULTS, ...modeInputs };
    const defaultOf = (name) => defaults[name] ?? '';
    return {
        input: (name) => core/* getInput */.V4(name) || (isExpression(defaultOf(name)) ? '' : defaultOf(name)),
        rawInput: (name, options) => core/* getInput */.V4(name, options),
        defaultOf,
    };
}
function isExpression(value) {
    return value.startsWith('${{');
}
const { input, rawInput } = inputReader({});
/** Registers a secret with the runner (masked in the log) and with the action's own redaction. */
function treatAsSecret(value) {
    if (value === '')
        return;
    log/* log */.Rm.mask(value);
    (0,untrusted/* addSecret */.Ck)(value);
}
/** The `mode` input, first of all, so that even an error in another input can name the mode. */
function readModeName(modeNames) {
    return parseChoice('mode', input('mode'), modeNames);
}
/**
 * Whether to write a summary, read on its own first: `job-summary: false` is honoured even when
 * another input is refused. A value that is not a boolean is reported with the other inputs.
 */
function wantsJobSummary() {
    try {
        return parseBoolean('job-summary', input('job-summary'));
    }
    catch {
        return true;
    }
}
/** Reads the inputs every mode shares; `modeNames` are the modes of the mode table. */
function readCommonSettings(modeNames) {
    const apiKey = rawInput('api-key').trim();
    treatAsSecret(apiKey);
    if (apiKey === '')
        throw new Error('Input "api-key" is required: pass the admin API key from a secret.');
    // The key travels in a header: only visible ASCII can go there unchanged. Never echo it.
    if (!/^[\x21-\x7e]+$/.test(apiKey)) {
        throw new Error('Input "api-key" must be one key of visible ASCII characters: it holds a space, a line break or a character an HTTP header cannot carry. Copy the key again from the dashboard.');
    }
    const mode = readModeName(modeNames);
    if (rawInput('project-id').trim() === '')
        throw new Error('Input "project-id" is required.');
    return {
        mode,
        apiKey,
        projectId: parseIdentifier('project-id', rawInput('project-id')),
        baseUrl: parseBaseUrl('base-url', input('base-url')),
        timeoutMs: parseDuration('timeout', input('timeout'), { minMs: 1_000, maxMs: MAX_TIMEOUT_MS }),
        jobSummary: parseBoolean('job-summary', input('job-summary')),
    };
}
/**
 * An input that only another mode reads, set to something other than its default, is an error:
 * the user asked for something this step would not do. An input whose default is an expression
 * (`github-token`) is always set by the runner, so whether the user set it cannot be told: it
 * is not checked.
 */
function rejectInputsOfOtherModes(mode, modes) {
    for (const [otherMode, { inputs }] of Object.entries(modes)) {
        if (otherMode === mode)
            continue;
        for (const [name, defaultValue] of Object.entries(inputs)) {
            if (isExpression(defaultValue))
                continue;
            const value = core/* getInput */.V4(name);
            if (value !== '' && value !== defaultValue) {
                throw new Error(`Input "${name}" applies to mode "${otherMode}" only; this step runs mode "${mode}".`);
            }
        }
    }
}

;// CONCATENATED MODULE: ./src/step/mode.ts

function defineMode(definition) {
    const inputs = inputReader(definition.inputs);
    return {
        title: definition.title,
        inputs: definition.inputs,
        outputs: definition.outputs,
        prepare(common, environment, now) {
            const settings = definition.readSettings(common, inputs, environment, now);
            return async (collaborators) => (await definition.load())(settings, collaborators);
        },
    };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(98488);
// EXTERNAL MODULE: ./src/agent/job.ts
var job = __webpack_require__(34626);
// EXTERNAL MODULE: ./src/agent/prompt-file.ts
var prompt_file = __webpack_require__(35222);
;// CONCATENATED MODULE: ./src/agent/agent-inputs.ts








function readAgentSettings(common, inputs, environment) {
    const { input, rawInput } = inputs;
    const githubToken = rawInput('github-token');
    treatAsSecret(githubToken);
    const jobIdText = rawInput('job-id');
    const jobId = jobIdText.trim() === '' ? undefined : parseIdentifier('job-id', jobIdText);
    const prompt = readPromptSource(inputs, environment);
    if (prompt === undefined && jobId === undefined) {
        throw new Error('Input "prompt" (or "prompt-file") is required in agent mode unless "job-id" names a job to wait for.');
    }
    const task = prompt === undefined
        ? { kind: 'resume', jobId: jobId }
        : jobId === undefined
            ? { kind: 'create', prompt }
            : { kind: 'message', jobId, prompt };
    const releaseContext = parseChoice('release-context', input('release-context'), ['none', 'auto']);
    if (releaseContext === 'auto' && task.kind === 'resume') {
        throw new Error('Input "release-context: auto" adds the release to a prompt, and this step sends none (only "job-id" is set).');
    }
    if (releaseContext === 'auto' && githubToken === '') {
        throw new Error('Input "release-context: auto" needs "github-token" (the default, github.token, is enough).');
    }
    const wait = parseBoolean('wait', input('wait'));
    const requirePr = parseBoolean('require-pr', input('require-pr'));
    if (requirePr && !wait) {
        throw new Error('Input "require-pr: true" needs "wait: true": without waiting, the job has not finished.');
    }
    const pollIntervalMs = parseDuration('poll-interval', input('poll-interval'), { minMs: 100, maxMs: 3_600_000 });
    if (pollIntervalMs > common.timeoutMs) {
        throw new Error(`Input "poll-interval" (${input('poll-interval')}) may not exceed "timeout" (${input('timeout')}).`);
    }
    return {
        ...common,
        task,
        wait,
        pollIntervalMs,
        failOn: parseChoiceList('fail-on', rawInput('fail-on'), job/* FINAL_STATUSES */.Ys),
        requirePr,
        releaseContext,
        githubToken,
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
    if (Buffer.byteLength(text) > prompt_file/* MAX_INLINE_PROMPT_BYTES */.er) {
        throw new Error(`Input "prompt" may hold at most ${(0,format/* count */.U9)(prompt_file/* MAX_INLINE_PROMPT_BYTES */.er, 'byte')} (a runner cannot pass a longer input); it holds ${(0,format/* count */.U9)(Buffer.byteLength(text), 'byte')}. Put a longer prompt in a file and use "prompt-file".`);
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
    if (!roots.some((root) => (0,prompt_file/* isWithin */.UO)(real, root))) {
        throw new Error(`Input "prompt-file" must name a file inside the workspace or RUNNER_TEMP; "${given}" is ${real}.`);
    }
    const stats = (0,external_node_fs_.statSync)(real);
    if (!stats.isFile()) {
        throw new Error(`Input "prompt-file" must name a regular file; "${given}" is a ${stats.isDirectory() ? 'directory' : 'special file'}.`);
    }
    if (stats.size > prompt_file/* MAX_PROMPT_BYTES */.Os) {
        throw new Error(`Input "prompt-file" may name a file of at most ${(0,format/* count */.U9)(prompt_file/* MAX_PROMPT_BYTES */.Os, 'byte')}; "${given}" has ${(0,format/* count */.U9)(stats.size, 'byte')}.`);
    }
    return { kind: 'file', path: real, given };
}

;// CONCATENATED MODULE: ./src/agent/agent-mode.ts


/*
 * Agent mode for the mode table, and all it declares in action.yml: the inputs only it reads,
 * with their defaults, and the outputs it can set. src/modes.ts joins these with the other
 * modes' and the shared ones; a test holds the result equal to action.yml.
 */
const AGENT_INPUT_DEFAULTS = {
    prompt: '',
    'prompt-file': '',
    'job-id': '',
    wait: 'true',
    'poll-interval': '10s',
    'fail-on': 'failed',
    'require-pr': 'false',
    'release-context': 'none',
    // An expression: the runner always supplies it, so visitors mode cannot refuse it as set.
    'github-token': '${{ github.token }}',
};
const AGENT_OUTPUTS = [
    'job-id',
    'status',
    'pr-link',
    'pr-number',
    'model',
    'source-repository',
    'source-ref',
    'created-at',
];
/** Its inputs are read at once, its code loaded only when it runs. */
const agentMode = defineMode({
    title: 'Docs agent',
    inputs: AGENT_INPUT_DEFAULTS,
    outputs: AGENT_OUTPUTS,
    readSettings: readAgentSettings,
    load: async () => (await __webpack_require__.e(/* import() */ 76).then(__webpack_require__.bind(__webpack_require__, 82076))).runAgentMode,
});

// EXTERNAL MODULE: ./src/step/result.ts
var step_result = __webpack_require__(45821);
// EXTERNAL MODULE: ./src/visitors/dates.ts
var dates = __webpack_require__(97990);
// EXTERNAL MODULE: ./src/visitors/sections.ts
var visitors_sections = __webpack_require__(67827);
;// CONCATENATED MODULE: ./src/visitors/visitors-inputs.ts





/** `search-rows` past this would spend the whole hourly analytics budget (100 requests of 100 terms). */
const MAX_SEARCH_ROWS = 10_000;
const ARTIFACT_NAME_FORBIDDEN = /[":<>|*?\\/\r\n]/;
function readVisitorsSettings(common, inputs, environment, now) {
    const { input, rawInput } = inputs;
    const artifactName = rawInput('artifact-name').trim();
    if (ARTIFACT_NAME_FORBIDDEN.test(artifactName)) {
        throw new Error(`Input "artifact-name" must not contain any of " : < > | * ? \\ / or line breaks; got "${artifactName}".`);
    }
    const included = parseChoiceList('include', rawInput('include'), visitors_sections/* EXTRA_SECTIONS */.ij);
    const sections = ['visitors', ...visitors_sections/* EXTRA_SECTIONS */.ij.filter((name) => included.includes(name))];
    const dateRange = (0,dates/* resolveDateRange */.wT)(rawInput('date-from'), rawInput('date-to'), now);
    const compare = parseChoice('compare', input('compare'), ['none', 'previous-period']);
    const retention = rawInput('artifact-retention-days');
    const reportDir = rawInput('report-dir').trim();
    const overwrite = parseBoolean('overwrite', input('overwrite'));
    if (overwrite && artifactName === '') {
        throw new Error('Input "overwrite" is true but "artifact-name" is empty: there is no artifact to replace.');
    }
    return {
        ...common,
        dateRange,
        previousRange: compare === 'previous-period' ? (0,dates/* previousPeriod */.jB)(dateRange, now) : undefined,
        sections,
        pageSize: parseInteger('page-size', input('page-size'), { min: 1, max: 250 }),
        searchRows: readSearchRows(inputs, sections),
        summaryRows: parseInteger('summary-rows', input('summary-rows'), { min: 0, max: 1000 }),
        reportDir: external_node_path_default().resolve(environment.workspace, reportDir || external_node_path_default().join(environment.runnerTemp, 'visitors-report')),
        artifactName,
        artifactRetentionDays: retention.trim() === '' ? undefined : parseInteger('artifact-retention-days', retention, { min: 1, max: 400 }),
        overwrite,
    };
}
/** `search-rows` means something only for the searches section; set without it, it is a mistake. */
function readSearchRows({ input, defaultOf }, sections) {
    const text = input('search-rows').trim();
    if (!sections.includes('searches') && text !== defaultOf('search-rows')) {
        throw new Error('Input "search-rows" applies only when "include" lists searches.');
    }
    if (text.toLowerCase() === 'all')
        return 'all';
    if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > MAX_SEARCH_ROWS) {
        throw new Error(`Input "search-rows" must be "all" or a whole number from 1 to ${(0,format/* formatNumber */.ZV)(MAX_SEARCH_ROWS)}; got "${text}".`);
    }
    return Number(text);
}

;// CONCATENATED MODULE: ./src/visitors/visitors-mode.ts


/*
 * Visitors mode for the mode table, and all it declares in action.yml: the inputs only it
 * reads, with their defaults, and the outputs it can set. src/modes.ts joins these with the
 * other modes' and the shared ones; a test holds the result equal to action.yml.
 */
const VISITORS_INPUT_DEFAULTS = {
    'date-from': '',
    'date-to': '',
    include: '',
    compare: 'none',
    'page-size': '250',
    'search-rows': '500',
    'summary-rows': '20',
    'report-dir': '',
    'artifact-name': 'visitors-report',
    'artifact-retention-days': '',
    overwrite: 'false',
};
const VISITORS_OUTPUTS = [
    'total',
    'total-human',
    'total-ai',
    'path-count',
    'previous-total',
    'total-change',
    'content-gaps-file',
    'content-gap-count',
    'report-path',
    'artifact-id',
    'artifact-url',
    'artifact-digest',
];
/** Its inputs are read at once, its code loaded only when it runs. */
const visitorsMode = defineMode({
    title: 'Visitors report',
    inputs: VISITORS_INPUT_DEFAULTS,
    outputs: VISITORS_OUTPUTS,
    readSettings: readVisitorsSettings,
    load: async () => (await __webpack_require__.e(/* import() */ 457).then(__webpack_require__.bind(__webpack_require__, 31457))).runVisitorsMode,
});

;// CONCATENATED MODULE: ./src/modes.ts




/**
 * The modes, by the value of the `mode` input. A new mode is a folder of its own (its inputs,
 * outputs, settings reader and runner, see `defineMode`) and one line here: every list below is
 * built from this table.
 */
const MODES = {
    agent: agentMode,
    visitors: visitorsMode,
};
const MODE_NAMES = Object.keys(MODES);
/*
 * What action.yml must declare, built from the table: the shared entries and each mode's own. A
 * test holds action.yml equal to these lists, and that no name belongs to two owners.
 */
/** Every input, with action.yml's default. */
const INPUT_DEFAULTS = Object.fromEntries([
    ...Object.entries(COMMON_INPUT_DEFAULTS),
    ...Object.values(MODES).flatMap((mode) => Object.entries(mode.inputs)),
]);
const OUTPUT_NAMES = [
    ...step_result/* SHARED_OUTPUT_NAMES */.ve,
    ...Object.values(MODES).flatMap((mode) => mode.outputs),
];

// EXTERNAL MODULE: ./src/step/limits.ts
var step_limits = __webpack_require__(42372);
// EXTERNAL MODULE: ./src/platform/errors.ts
var errors = __webpack_require__(46316);
;// CONCATENATED MODULE: ./src/platform/retry-policy.ts
const DEFAULT_RETRY_POLICY = {
    maxAttempts: 8,
    maxRateLimited: 10,
    baseDelayMs: 500,
    maxDelayMs: 30_000,
};
/**
 * `repeatable` is true for requests that may safely be sent twice (GET). A creating POST is
 * repeated only when the platform cannot have acted on it: it was rate limited (429), the
 * service said it is unavailable (503), or the connection failed before anything was sent.
 */
function judgeStatus(status, retryAfterHeader, repeatable, now) {
    const reason = `HTTP ${status}`;
    if (status === 503 && !repeatable && retryAfterHeader === undefined) {
        // The contract never answers a create with 503; one without Retry-After may come from a
        // proxy that had already forwarded the request (a reset before the answer's headers).
        return { kind: 'ambiguous', reason };
    }
    if (status === 429 || status === 503) {
        const retryAfterMs = parseRetryAfter(retryAfterHeader, now);
        const rateLimited = status === 429;
        return retryAfterMs === undefined
            ? { kind: 'retry', reason, rateLimited }
            : { kind: 'retry', reason, rateLimited, retryAfterMs };
    }
    // A 408 may come from a proxy that already forwarded the request, so it is as unsure as a 5xx.
    if (status >= 500 || status === 408) {
        return repeatable ? { kind: 'retry', reason, rateLimited: false } : { kind: 'ambiguous', reason };
    }
    // A redirect to a POST (303 above all) may follow work already done; redirects are not followed.
    if (status >= 300 && status < 400 && !repeatable)
        return { kind: 'ambiguous', reason: `HTTP ${status} (a redirect, not followed)` };
    return { kind: 'fatal' };
}
function judgeTransportError(error, repeatable) {
    // A certificate does not heal, and a body that never ends would only be read again.
    if (error.kind === 'tls')
        return { kind: 'fatal', reason: error.message };
    if (error.kind === 'oversize')
        return repeatable ? { kind: 'fatal', reason: error.message } : { kind: 'ambiguous', reason: error.message };
    if (!error.requestSent || repeatable)
        return { kind: 'retry', reason: error.message, rateLimited: false };
    return { kind: 'ambiguous', reason: error.message };
}
/**
 * A 2xx answer that cannot be read. Not JSON at all (a proxy's HTML page, a cut-off body) may
 * heal, so a GET is repeated; valid JSON that breaks the contract will not change, so it is
 * fatal. After a POST the platform has acted either way, so the outcome is unknown.
 */
function judgeUnreadableAnswer(reason, isJson, repeatable) {
    if (!repeatable)
        return { kind: 'ambiguous', reason };
    return isJson ? { kind: 'fatal', reason } : { kind: 'retry', reason, rateLimited: false };
}
/**
 * How long to wait before attempt `attempt + 1`: exponential back-off with equal jitter (half
 * the step fixed, half random, so clients spread out), and never less than that floor whatever
 * the server asked, so a `Retry-After: 0` or a date in the past cannot turn into a flood.
 */
function retryDelayMs(attempt, retryAfterMs, policy, random = Math.random) {
    return Math.max(backoffDelayMs(attempt, policy, random), retryAfterMs ?? 0);
}
function backoffDelayMs(attempt, policy, random = Math.random) {
    const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(30, Math.max(0, attempt - 1)));
    return Math.round(step / 2 + (step / 2) * random());
}
/**
 * `Retry-After` as delay-seconds (a whole number) or an HTTP date, in milliseconds from `now`.
 * Undefined when absent or unreadable (negative, fractional, garbage); 0 for a date in the past.
 */
function parseRetryAfter(header, now) {
    const value = (Array.isArray(header) ? header[0] : header)?.trim();
    if (!value)
        return undefined;
    if (/^\d+$/.test(value))
        return Math.min(Number(value) * 1_000, Number.MAX_SAFE_INTEGER);
    if (!/[a-z]/i.test(value))
        return undefined;
    const date = Date.parse(value);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - now);
}

;// CONCATENATED MODULE: ./src/platform/connection-pool.ts
const CONNECT_TIMEOUT_MS = 10_000;
/**
 * The pool, made on the first request: undici is loaded then, so a step that stops before any
 * request (on bad input) never pays for it. Polling reuses one connection instead of a TLS
 * handshake each time.
 */
function lazyConnectionPool() {
    let pool;
    return {
        get: () => (pool ??= connection_pool_open()),
        // Destroy, not close: at the end of the step nothing is worth waiting for, least of all after a cancellation.
        close: async () => (pool ? (await pool).dispatcher.destroy() : undefined),
    };
}
async function connection_pool_open() {
    const undici = await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 46752, 19));
    const connectBase = undici.buildConnector({ timeout: CONNECT_TIMEOUT_MS });
    let open = 0;
    let established = 0;
    const connect = (options, callback) => {
        connectBase(options, (...args) => {
            const [, socket] = args;
            if (socket) {
                open++;
                established++;
                socket.once('close', () => open--);
            }
            callback(...args);
        });
    };
    const dispatcher = new undici.Agent({ connect, keepAliveTimeout: 60_000 });
    return {
        request: undici.request,
        dispatcher,
        sentCheck: () => {
            const [openAtStart, establishedAtStart] = [open, established];
            return () => openAtStart > 0 || established > establishedAtStart;
        },
    };
}

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = /*#__PURE__*/JSON.parse('{"UU":"docs-agent-action","rE":"1.0.0"}');
;// CONCATENATED MODULE: ./src/platform/transport.ts


const USER_AGENT = `${package_namespaceObject.UU}/${package_namespaceObject.rE}`;
/** Longest any single request may take; the step's own deadline may cut it shorter. */
const REQUEST_TIMEOUT_MS = 30_000;
/** No answer of the contract comes near this; a body that keeps growing is cut off here. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
/**
 * A request that got no usable HTTP answer. `requestSent` says whether it may have reached the
 * platform: never for `not-sent` and `tls`; for the others, only if a connection was up while
 * it was under way (no byte of a request is written before its connection is established).
 */
class TransportError extends Error {
    name = 'TransportError';
    kind;
    requestSent;
    constructor(message, kind, requestSent = kind !== 'not-sent' && kind !== 'tls') {
        super(message);
        this.kind = kind;
        this.requestSent = requestSent;
    }
}
function createTransport(baseUrl, apiKey) {
    const pool = lazyConnectionPool();
    const headers = { authorization: `Bearer ${apiKey}`, 'user-agent': USER_AGENT, accept: 'application/json' };
    const host = new URL(baseUrl).host;
    async function send(platformRequest) {
        const url = new URL(baseUrl + platformRequest.path);
        for (const [name, value] of Object.entries(platformRequest.query ?? {}))
            url.searchParams.set(name, value);
        const timeout = AbortSignal.timeout(platformRequest.timeoutMs);
        // One deadline for the whole exchange: connecting, headers and body alike.
        const signal = AbortSignal.any([platformRequest.signal, timeout]);
        const { request, dispatcher, sentCheck } = await pool.get();
        const mayHaveBeenSent = sentCheck();
        try {
            // undici heeds an abort only once the connection is up; the race stops waiting at once.
            const response = await untilAborted(request(url, {
                dispatcher,
                method: platformRequest.method,
                headers: platformRequest.json === undefined ? headers : { ...headers, 'content-type': 'application/json' },
                body: platformRequest.json === undefined ? null : JSON.stringify(platformRequest.json),
                signal,
            }), signal);
            const text = await untilAborted(readCapped(response.body), signal);
            return { status: response.statusCode, headers: response.headers, text };
        }
        catch (error) {
            if (error instanceof TransportError)
                throw error;
            const sent = mayHaveBeenSent();
            if (platformRequest.signal.aborted)
                throw new TransportError('the step was cancelled', 'cancelled', sent);
            throw toTransportError(error, timeout.aborted, host, sent);
        }
    }
    return { send, close: () => pool.close() };
}
/** `work`, or a rejection the moment `signal` aborts; a later failure of `work` is then of no interest. */
function untilAborted(work, signal) {
    work.catch(() => undefined);
    if (signal.aborted)
        return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        work.then((value) => (signal.removeEventListener('abort', onAbort), resolve(value)), (error) => (signal.removeEventListener('abort', onAbort), reject(error)));
    });
}
async function readCapped(body) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
            body.destroy();
            throw new TransportError(`the answer was larger than ${MAX_BODY_BYTES / 1024 / 1024} MB and was cut off`, 'oversize');
        }
        chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
}
function toTransportError(error, timedOut, host, sent) {
    const code = errorCode(error);
    const detail = error instanceof Error ? error.message : String(error);
    if (code !== undefined && isTlsCode(code)) {
        return new TransportError(`the TLS connection to ${host} failed (${code}): ${detail}`, 'tls');
    }
    if (!sent) {
        const why = timedOut
            ? 'no connection before the request timed out'
            : `could not connect${code ? ` (${code})` : ''}: ${detail}`;
        return new TransportError(why, 'not-sent');
    }
    if (timedOut)
        return new TransportError('no answer before the request timed out', 'timeout');
    return new TransportError(`the connection failed${code ? ` (${code})` : ''}: ${detail}`, 'failed');
}
/** Certificate and handshake failures: they do not heal by retrying. */
function isTlsCode(code) {
    return /^(ERR_SSL_|ERR_TLS_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|EPROTO$)/.test(code) || code.includes('CERT');
}
function errorCode(error) {
    for (let current = error, depth = 0; current && depth < 4; depth++) {
        const code = current.code;
        if (typeof code === 'string')
            return code;
        current = current.cause;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/platform/platform-client.ts






function createPlatformClient(transport, limits, policy = DEFAULT_RETRY_POLICY) {
    const requestsSent = new Map();
    async function call(call) {
        const repeatable = call.method === 'GET';
        let failures = 0;
        let rateLimited = 0;
        for (let attempt = 1;; attempt++) {
            const verdict = await send(call, repeatable);
            if (verdict.kind === 'done')
                return verdict.value;
            if (verdict.kind === 'ambiguous') {
                throw new errors/* AmbiguousWriteError */.yI(`Could not confirm the request to ${call.action}: ${verdict.reason}. ${call.ambiguityAdvice ?? ''}`.trim());
            }
            if (verdict.kind === 'fatal')
                throw verdict.error;
            if (verdict.rateLimited)
                rateLimited++;
            else
                failures++;
            if (failures >= policy.maxAttempts || rateLimited >= policy.maxRateLimited) {
                const kind = verdict.rateLimited ? 'rate-limited answers' : 'failed attempts';
                throw new errors/* RetriesExhaustedError */.i5(`Gave up trying to ${call.action} after ${verdict.rateLimited ? rateLimited : failures} ${kind}; the last one: ${verdict.reason}.`);
            }
            const delay = retryDelayMs(attempt, verdict.retryAfterMs, policy);
            if (delay >= (0,step_limits/* remainingMs */.XW)(limits)) {
                const asked = verdict.retryAfterMs === undefined
                    ? ''
                    : ` (the platform asked to wait ${describeWait(verdict.retryAfterMs)})`;
                throw new step_limits/* DeadlineError */.j3(`The timeout ran out while trying to ${call.action}: ${verdict.reason}${asked}. Raise "timeout" or try again later.`);
            }
            log/* log */.Rm.info(`Could not ${call.action} (${verdict.reason}); retrying in ${(0,format/* formatDuration */.a3)(delay)}.`);
            await (0,step_limits/* pause */.v7)(limits, delay, `waiting to retry the request to ${call.action}`);
        }
    }
    async function send(call, repeatable) {
        if (limits.signal.aborted)
            throw new step_limits/* CancelledError */.cc(`Cancelled before the request to ${call.action} was sent.`);
        const remaining = (0,step_limits/* remainingMs */.XW)(limits);
        if (remaining <= 0)
            throw new step_limits/* DeadlineError */.j3(`The timeout ran out before the request to ${call.action} could be sent.`);
        requestsSent.set(call.endpoint, (requestsSent.get(call.endpoint) ?? 0) + 1);
        log/* log */.Rm.debug(`${call.method} ${call.path}${call.query ? ` ${JSON.stringify(call.query)}` : ''}`);
        let response;
        try {
            response = await transport.send({
                method: call.method,
                path: call.path,
                ...(call.query ? { query: call.query } : {}),
                ...(call.json === undefined ? {} : { json: call.json }),
                timeoutMs: Math.min(REQUEST_TIMEOUT_MS, remaining),
                signal: limits.signal,
            });
        }
        catch (error) {
            if (limits.signal.aborted) {
                if (error instanceof TransportError && !error.requestSent) {
                    throw new step_limits/* CancelledError */.cc(`Cancelled before the request to ${call.action} was sent.`);
                }
                const cancelled = new step_limits/* CancelledError */.cc(`Cancelled during the request to ${call.action}.`);
                if (repeatable)
                    throw cancelled;
                const advice = `The platform may have received it. ${call.ambiguityAdvice ?? ''}`.trim();
                throw new errors/* AmbiguousWriteError */.yI(`${cancelled.message} ${advice}`, { cause: cancelled });
            }
            if (!(error instanceof TransportError))
                throw error;
            const verdict = judgeTransportError(error, repeatable);
            if (verdict.kind !== 'fatal')
                return verdict;
            const hint = error.kind === 'tls' ? ' No request was sent. Check that "base-url" serves HTTPS with a valid certificate.' : '';
            return {
                kind: 'fatal',
                error: new errors/* PlatformError */.Wk(`Could not ${call.action}: ${verdict.reason ?? error.message}.${hint}`),
            };
        }
        log/* log */.Rm.debug(`HTTP ${response.status}: ${response.text}`);
        if (response.status >= 200 && response.status < 300)
            return readAnswer(call, response.status, response.text, repeatable);
        const verdict = judgeStatus(response.status, response.headers['retry-after'], repeatable, limits.now());
        if (verdict.kind !== 'fatal') {
            const said = (0,errors/* platformErrorText */.LM)(response.text);
            return said ? { ...verdict, reason: `${verdict.reason} — ${said}` } : verdict;
        }
        return {
            kind: 'fatal',
            error: new errors/* PlatformError */.Wk((0,errors/* describeErrorStatus */.Oe)(response.status, response.text, call), response.status),
        };
    }
    function readAnswer(call, status, text, repeatable) {
        let body;
        try {
            body = JSON.parse(text);
        }
        catch {
            return judgeUnreadableAnswer(`the answer was not JSON (HTTP ${status})`, false, repeatable);
        }
        try {
            return { kind: 'done', value: call.parse(body) };
        }
        catch (error) {
            if (!(error instanceof errors/* BrokenAnswerError */.Q$))
                throw error;
            const verdict = judgeUnreadableAnswer(error.message, true, repeatable);
            if (verdict.kind === 'retry')
                return verdict;
            if (verdict.kind === 'ambiguous') {
                // The platform acted; what the answer did name (a job id) travels with the error.
                const message = `Could not confirm the request to ${call.action}: ${verdict.reason}. ${call.ambiguityAdvice ?? ''}`;
                return { kind: 'fatal', error: new errors/* AmbiguousWriteError */.yI(message.trim(), { cause: error }) };
            }
            const message = `The platform's answer to the request to ${call.action} breaks its published contract: ${error.message}.`;
            return { kind: 'fatal', error: new errors/* BrokenAnswerError */.Q$(message, { jobId: error.jobId, cause: error }) };
        }
    }
    return { call, requestsSent, close: () => transport.close() };
}
/** A wait as people read it; a `Retry-After` of years is not worth spelling out. */
function describeWait(milliseconds) {
    return milliseconds > 7 * 86_400_000 ? 'more than a week' : (0,format/* formatDuration */.a3)(milliseconds);
}

// EXTERNAL MODULE: ./src/runner/environment.ts
var runner_environment = __webpack_require__(45047);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/runner/job-summary.ts




/** A summary file that does not take the text within this long (a FIFO, a hung disk) is given up on. */
const WRITE_LIMIT_MS = 10_000;
/**
 * Appends the step's summary to the runner's summary file. The summary reports on the work:
 * failing to write it warns, and never fails work that succeeded. Outside a runner there is no
 * file, and nothing is written.
 */
async function writeJobSummary(markdown, environment) {
    if (!environment.summaryFile) {
        log/* log */.Rm.info('No GITHUB_STEP_SUMMARY file (not on a runner): the job summary is not written.');
        return;
    }
    let timer;
    const tooSlow = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the file did not take it within ${WRITE_LIMIT_MS / 1_000}s`)), WRITE_LIMIT_MS);
    });
    try {
        // As @actions/core appends it, but opened without blocking: a FIFO nobody reads fails at once.
        const write = (0,promises_.appendFile)(environment.summaryFile, markdown, {
            flag: external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_APPEND | external_node_fs_.constants.O_NONBLOCK,
        });
        await Promise.race([write, tooSlow]);
    }
    catch (error) {
        log/* log */.Rm.warning(`The job summary could not be written: ${(0,step_limits/* errorMessage */.gJ)(error)}`, 'Job summary not written');
    }
    finally {
        clearTimeout(timer);
    }
}

;// CONCATENATED MODULE: ./src/runner/step-outputs.ts




function createStepOutputs() {
    let problem;
    return {
        set(name, value) {
            try {
                // Without an output file the toolkit prints a command instead: the step's own.
                (0,log/* own */.ZV)(() => core/* setOutput */.uH(name, (0,untrusted/* forLog */.Ig)(String(value))));
            }
            catch (error) {
                problem ??= `The step's outputs could not be written to the runner's output file: ${(0,step_limits/* errorMessage */.gJ)(error)}`;
            }
        },
        get problem() {
            return problem;
        },
    };
}

// EXTERNAL MODULE: ./src/step/cancellation.ts
var step_cancellation = __webpack_require__(67247);
// EXTERNAL MODULE: ./src/text/html.ts
var html = __webpack_require__(20534);
// EXTERNAL MODULE: ./src/text/summary-document.ts
var summary_document = __webpack_require__(73681);
;// CONCATENATED MODULE: ./src/main.ts













/**
 * The action's work, from the runner's environment to an exit code. Data flows one way: inputs →
 * settings → mode → result. This is the one place that sets outputs, writes the job summary and
 * fails the step. (`src/index.ts` passes the cancellation it installed first; `npm run
 * local-action` calls this with none.)
 */
async function run(cancellation = (0,step_cancellation/* watchForCancellation */.G)()) {
    const outputs = createStepOutputs();
    cancellation.whenStuck(() => {
        const message = 'The workflow was cancelled, and the step could not finish reporting in time; its outputs and summary may be incomplete.';
        outputs.set('conclusion', 'cancelled');
        outputs.set('error', message);
        log/* log */.Rm.error(message, 'Step cancelled');
    });
    try {
        const environment = (0,runner_environment/* readRunnerEnvironment */.ET)();
        log/* log */.Rm.info((0,runner_environment/* describeRun */.vZ)(environment));
        const { result, jobSummary } = await runMode(environment, cancellation.signal, outputs);
        for (const [name, value] of (0,step_result/* outputEntries */.SK)(result.outputs))
            outputs.set(name, value);
        // Outputs that cannot be written break the steps after this one: that fails the step too.
        const failure = result.failure ??
            (outputs.problem === undefined
                ? undefined
                : { conclusion: 'failure', message: outputs.problem, title: 'Outputs not written' });
        outputs.set('conclusion', failure?.conclusion ?? 'success');
        outputs.set('error', failure?.message ?? '');
        if (outputs.problem !== undefined)
            result.summary?.paragraph((0,html/* html */.qy) `❌ ${(0,html/* text */.Qq)(outputs.problem, 1_000)}`);
        if (jobSummary && result.summary)
            await writeJobSummary(result.summary.render(), environment);
        if (!failure)
            return 0;
        log/* log */.Rm.error(failure.message, failure.title);
        return 1;
    }
    finally {
        cancellation.dispose();
    }
}
async function runMode(environment, signal, outputs) {
    let title = 'Docs agent and visitor analytics';
    const jobSummary = wantsJobSummary();
    let prepared;
    try {
        const mode = MODES[readModeName(MODE_NAMES)];
        title = mode.title;
        const common = readCommonSettings(MODE_NAMES);
        rejectInputsOfOtherModes(common.mode, MODES);
        prepared = { common, work: mode.prepare(common, environment, new Date()) };
    }
    catch (error) {
        return { result: inputFailure(error, title), jobSummary };
    }
    const limits = (0,step_limits/* createStepLimits */.Jj)(prepared.common.timeoutMs, signal);
    const platform = createPlatformClient(createTransport(prepared.common.baseUrl, prepared.common.apiKey), limits);
    const collaborators = {
        platform,
        environment,
        limits,
        publishJobId: (jobId) => outputs.set('job-id', jobId),
    };
    try {
        return { result: await prepared.work(collaborators), jobSummary };
    }
    catch (error) {
        return { result: unexpectedFailure(error, title, limits), jobSummary };
    }
    finally {
        await platform.close();
    }
}
/** Bad input: nothing was sent anywhere, and the summary says which input to fix. */
function inputFailure(error, title) {
    const message = (0,step_limits/* errorMessage */.gJ)(error);
    const summary = new summary_document/* SummaryDocument */.o()
        .heading(2, (0,html/* html */.qy) `❌ ${title}: the inputs were not accepted`)
        .paragraph((0,html/* text */.Qq)(message, 2_000))
        .paragraph('Nothing was sent to the platform. Fix the input in the workflow file and run it again.');
    return { outputs: {}, summary, failure: { conclusion: 'failure', message, title: 'Invalid input' } };
}
/** A defect in the action itself; the message says so, so nobody mistakes it for the platform's answer. */
function unexpectedFailure(error, title, limits) {
    const message = `The action stopped on an unexpected error: ${(0,step_limits/* errorMessage */.gJ)(error)}`;
    const summary = new summary_document/* SummaryDocument */.o().heading(2, (0,html/* html */.qy) `❌ ${title}: unexpected error`).paragraph((0,html/* text */.Qq)(message, 2_000));
    return {
        outputs: {},
        summary,
        failure: { conclusion: (0,step_result/* conclusionOf */.vu)(error, limits), message, title: 'Unexpected error' },
    };
}


/***/ }),

/***/ 46316:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LM: () => (/* binding */ platformErrorText),
/* harmony export */   Oe: () => (/* binding */ describeErrorStatus),
/* harmony export */   Q$: () => (/* binding */ BrokenAnswerError),
/* harmony export */   Wk: () => (/* binding */ PlatformError),
/* harmony export */   i5: () => (/* binding */ RetriesExhaustedError),
/* harmony export */   yI: () => (/* binding */ AmbiguousWriteError)
/* harmony export */ });
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(79209);

/** Errors the platform client reports. Their messages are written for the person reading the failed run. */
/** The platform answered with an error the user must fix, or cannot be reached in a way retrying cannot mend. */
class PlatformError extends Error {
    name = 'PlatformError';
    status;
    constructor(message, status) {
        super(message);
        this.status = status;
    }
}
/** A request that creates something failed in a way that leaves unknown whether it took effect. */
class AmbiguousWriteError extends Error {
    name = 'AmbiguousWriteError';
}
/** A transient fault persisted through every retry. */
class RetriesExhaustedError extends Error {
    name = 'RetriesExhaustedError';
}
/** A 2xx answer that is JSON but not what the contract promises: it names the field. */
class BrokenAnswerError extends Error {
    name = 'BrokenAnswerError';
    /** The job the answer names, when that much of it is usable: a job that may exist can still be waited for. */
    jobId;
    constructor(message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.jobId = options.jobId;
    }
}
/** The platform's own words in an error body are shown, but never at length. */
const MAX_PLATFORM_TEXT = 500;
/** Turns an error status into a message that says what to do about it. */
function describeErrorStatus(status, body, purpose) {
    const platformText = platformErrorText(body);
    // Closed as a sentence, so a sentence appended later ("No job was created.") does not run into the platform's words.
    const said = platformText ? ` The platform said: ${platformText}${/[.!?]$/.test(platformText) ? '' : '.'}` : '';
    switch (status) {
        case 400:
            return `The platform rejected the request to ${purpose.action} as invalid (HTTP 400).${said}`;
        case 401:
            return (`The platform rejected the API key (HTTP 401) when trying to ${purpose.action}. ` +
                'Use an admin API key (it starts with "mint_") from the dashboard\'s API keys page; ' +
                'keys expire after 90 days, so a key that used to work may need regenerating and the secret updating.' +
                said);
        case 403:
            return (`The API key may not ${purpose.action} (HTTP 403). Check that the key is an admin key with access to ` +
                `project "${purpose.projectId}" (key scopes), and that any IP allow-list on the organization admits this runner.` +
                said);
        case 404:
            return `${purpose.notFound} (HTTP 404).${said}`;
        default:
            if (status >= 300 && status < 400) {
                return `The platform answered with a redirect (HTTP ${status}) when trying to ${purpose.action}; redirects are not followed. Check "base-url".${said}`;
            }
            return `The platform answered HTTP ${status} when trying to ${purpose.action}.${said}`;
    }
}
/** The `error` text and any `details[].message` of an error body, capped; empty when the body has none. */
function platformErrorText(body) {
    let parsed;
    try {
        parsed = JSON.parse(body);
    }
    catch {
        return '';
    }
    if (typeof parsed !== 'object' || parsed === null)
        return '';
    const { error, details } = parsed;
    const parts = typeof error === 'string' && error.trim() !== '' ? [error.trim()] : [];
    if (Array.isArray(details)) {
        for (const detail of details.slice(0, 20)) {
            const message = detail?.message;
            if (typeof message === 'string' && message.trim() !== '')
                parts.push(message.trim());
        }
    }
    // Redact before cutting: a cut through a secret would leave a prefix no redaction recognises.
    const joined = (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(parts.join('; '));
    return joined.length > MAX_PLATFORM_TEXT ? `${joined.slice(0, MAX_PLATFORM_TEXT)}…` : joined;
}


/***/ }),

/***/ 52356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ pathSegmentProblem),
/* harmony export */   u: () => (/* binding */ encodeSegment)
/* harmony export */ });
/**
 * Ids become segments of request paths (`/v2/agent/{projectId}/job/{id}`). Encoding alone does
 * not make every value safe there: `.` and `..` are resolved away by URL parsing, and a slash
 * names another resource. The same rule judges ids from inputs and ids in the platform's answers.
 */
const MAX_ID_LENGTH = 200;
/** Why `value` cannot be one path segment, or undefined when it can. */
function pathSegmentProblem(value) {
    if (value === '')
        return 'it is empty';
    if (value === '.' || value === '..')
        return `"${value}" is not an id (it would move up or stay in the path)`;
    if (/[/\\]/.test(value))
        return 'it contains a slash';
    // eslint-disable-next-line no-control-regex -- control characters are what this matches
    if (/[\u0000-\u001f\u007f-\u009f]/.test(value))
        return 'it contains a control character';
    if (/[\s?#%]/.test(value))
        return 'it contains a space, "?", "#" or "%"';
    if (/[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/.test(value))
        return 'it contains an invisible or direction-changing character';
    if (value.length > MAX_ID_LENGTH)
        return `it is longer than ${MAX_ID_LENGTH} characters`;
    return undefined;
}
function encodeSegment(value) {
    const problem = pathSegmentProblem(value);
    if (problem)
        throw new Error(`Refusing to build a request path from id "${value}": ${problem}.`);
    return encodeURIComponent(value);
}


/***/ }),

/***/ 45047:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ET: () => (/* binding */ readRunnerEnvironment),
/* harmony export */   Ro: () => (/* binding */ describeRef),
/* harmony export */   aR: () => (/* binding */ repositoryName),
/* harmony export */   vZ: () => (/* binding */ describeRun)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/** GitHub caps webhook payloads at 25 MB; a larger file is not an event payload. */
const MAX_PAYLOAD_BYTES = 25 * 1024 * 1024;
function readRunnerEnvironment(env = process.env, cwd = process.cwd()) {
    const [owner, repo] = (env['GITHUB_REPOSITORY'] ?? '').split('/');
    const repository = owner && repo ? { owner, repo } : undefined;
    const serverUrl = (env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, '');
    const runId = env['GITHUB_RUN_ID'];
    return {
        repository,
        ref: env['GITHUB_REF'] || undefined,
        eventName: env['GITHUB_EVENT_NAME'] ?? '',
        eventPayload: readPayload(env['GITHUB_EVENT_PATH']),
        serverUrl,
        apiUrl: (env['GITHUB_API_URL'] || 'https://api.github.com').replace(/\/+$/, ''),
        runUrl: repository && runId && /^\d+$/.test(runId) ? `${serverUrl}/${owner}/${repo}/actions/runs/${runId}` : undefined,
        workspace: node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, env['GITHUB_WORKSPACE'] || '.'),
        runnerTemp: node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, env['RUNNER_TEMP'] || '.runner-temp'),
        summaryFile: env['GITHUB_STEP_SUMMARY'] || undefined,
        canUploadArtifacts: Boolean(env['ACTIONS_RUNTIME_TOKEN'] && env['ACTIONS_RESULTS_URL']),
        actionReference: env['GITHUB_ACTION_REPOSITORY'] && env['GITHUB_ACTION_REF']
            ? `${env['GITHUB_ACTION_REPOSITORY']}@${env['GITHUB_ACTION_REF']}`
            : undefined,
    };
}
/** The payload file is the runner's own; a missing or unreadable one reads as no payload. */
function readPayload(file) {
    if (!file)
        return {};
    try {
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file);
        if (!stats.isFile() || stats.size > MAX_PAYLOAD_BYTES)
            return {};
        const parsed = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
        return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
            ? parsed
            : {};
    }
    catch {
        return {};
    }
}
/** `acme/docs` */
function repositoryName(environment) {
    return environment.repository ? `${environment.repository.owner}/${environment.repository.repo}` : undefined;
}
/** `tag v1.2.0`, `branch main`, or the ref as it is. */
function describeRef(ref) {
    if (ref.startsWith('refs/tags/'))
        return `tag ${ref.slice('refs/tags/'.length)}`;
    if (ref.startsWith('refs/heads/'))
        return `branch ${ref.slice('refs/heads/'.length)}`;
    return ref;
}
/** One log line saying which repository, ref and run this step works for. */
function describeRun(environment) {
    const name = repositoryName(environment);
    if (!name)
        return 'Not running in a GitHub workflow run.';
    const ref = environment.ref ? ` at ${environment.ref}` : '';
    return `Running for ${name}${ref}${environment.runUrl ? ` (${environment.runUrl})` : ''}.`;
}


/***/ }),

/***/ 42372:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dr: () => (/* binding */ stopError),
/* harmony export */   Jj: () => (/* binding */ createStepLimits),
/* harmony export */   Mm: () => (/* binding */ bounded),
/* harmony export */   XW: () => (/* binding */ remainingMs),
/* harmony export */   cc: () => (/* binding */ CancelledError),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   j3: () => (/* binding */ DeadlineError),
/* harmony export */   v7: () => (/* binding */ pause)
/* harmony export */ });
/* unused harmony export MAX_TIMER_MS */
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);

/** Node fires a longer timer at once; every wait is clamped below this. */
const MAX_TIMER_MS = 2_147_483_647;
function createStepLimits(timeoutMs, signal, now = Date.now) {
    return { deadline: now() + timeoutMs, signal, now };
}
function remainingMs(limits) {
    return limits.deadline - limits.now();
}
/**
 * Runs `work` but stops waiting for it at the deadline or on cancellation, whichever comes
 * first; `work` gets a signal that aborts then, so I/O that accepts one stops too. `what` names
 * the work for the message: `reading the release from GitHub`.
 */
async function bounded(limits, what, work) {
    const stop = stopError(limits, what);
    if (stop)
        throw stop;
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(), Math.min(remainingMs(limits), MAX_TIMER_MS));
    const signal = AbortSignal.any([limits.signal, timer.signal]);
    let onAbort;
    const stopped = new Promise((_, reject) => {
        onAbort = () => reject(stopError(limits, what) ?? new DeadlineError(`The timeout ran out while ${what}.`));
        signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
        return await Promise.race([work(signal), stopped]);
    }
    finally {
        clearTimeout(timeout);
        if (onAbort)
            signal.removeEventListener('abort', onAbort);
    }
}
/** Sleeps `ms`, clamped to the timer's range; ends early with CancelledError on cancellation. */
async function pause(limits, ms, what) {
    try {
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(Math.min(Math.max(0, ms), MAX_TIMER_MS), undefined, { signal: limits.signal });
    }
    catch {
        throw new CancelledError(`Cancelled while ${what}.`);
    }
}
/** The error to stop with now, if the step is cancelled or out of time. */
function stopError(limits, what) {
    if (limits.signal.aborted)
        return new CancelledError(`Cancelled while ${what}.`);
    if (remainingMs(limits) <= 0)
        return new DeadlineError(`The timeout ran out while ${what}.`);
    return undefined;
}
/* The two ways a step stops early that are not failures of the work itself. Each message says
 * what was under way, so the summary and the `error` output can say what is known. */
/** The step's `timeout` ran out, or would run out before the next attempt could be made. */
class DeadlineError extends Error {
    name = 'DeadlineError';
}
/** The workflow was cancelled (SIGINT/SIGTERM from the runner). */
class CancelledError extends Error {
    name = 'CancelledError';
}
function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}


/***/ }),

/***/ 45821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SK: () => (/* binding */ outputEntries),
/* harmony export */   ve: () => (/* binding */ SHARED_OUTPUT_NAMES),
/* harmony export */   vu: () => (/* binding */ conclusionOf)
/* harmony export */ });
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42372);

/**
 * The outputs every mode shares: main.ts sets `conclusion` and `error` on every ending of every
 * mode. A mode declares the outputs it can set beyond these in its own folder (the `outputs` of
 * its mode definition); src/modes.ts joins them with these into the list action.yml must declare
 * (a test holds the two equal).
 */
const SHARED_OUTPUT_NAMES = ['conclusion', 'error'];
/** The outputs' names and values, typed by name, for setting them one by one. */
function outputEntries(outputs) {
    const entries = [];
    for (const [name, value] of Object.entries(outputs)) {
        if (value !== undefined)
            entries.push([name, value]);
    }
    return entries;
}
/**
 * How an error ends the step. The step's own state decides, not only the error's class: an
 * error that surfaces after the runner cancelled is a cancellation, and one that surfaces once
 * the time is up is a timeout, whatever layer reported it.
 */
function conclusionOf(error, limits) {
    if (limits.signal.aborted || causes(error).some((cause) => cause instanceof _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc))
        return 'cancelled';
    if ((0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .remainingMs */ .XW)(limits) <= 0 || causes(error).some((cause) => cause instanceof _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .DeadlineError */ .j3))
        return 'timed-out';
    return 'failure';
}
/** The error and the errors it wraps. */
function causes(error) {
    const chain = [];
    let current = error;
    while (current !== undefined && current !== null && chain.length < 8) {
        chain.push(current);
        current = current.cause;
    }
    return chain;
}


/***/ }),

/***/ 20534:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CS: () => (/* binding */ prose),
/* harmony export */   Ed: () => (/* binding */ Html),
/* harmony export */   FY: () => (/* binding */ SUMMARY_TEXT_CHARS),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   fj: () => (/* binding */ join),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   qP: () => (/* binding */ webUrl),
/* harmony export */   qy: () => (/* binding */ html)
/* harmony export */ });
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(79209);

/**
 * A piece of job-summary markup that is safe as it stands. Summary code builds markup only
 * with the `html` template below, which escapes every string it is given, so untrusted text
 * cannot become markup by being forgotten.
 */
class Html {
    markup;
    constructor(markup) {
        this.markup = markup;
    }
    /** For markup this module assembles itself; never for text from outside the action. */
    static fromSafeMarkup(markup) {
        return new Html(markup);
    }
    toString() {
        return this.markup;
    }
}
/** Default cap of one untrusted string in the summary: a 3 MB model name stays a line. */
const SUMMARY_TEXT_CHARS = 500;
/** `html\`<strong>${label}</strong>\``: strings are escaped, `Html` values kept, numbers written as is. */
function html(strings, ...values) {
    let markup = strings[0] ?? '';
    values.forEach((value, index) => {
        markup += render(value) + (strings[index + 1] ?? '');
    });
    return Html.fromSafeMarkup(markup);
}
function render(value) {
    if (value === undefined)
        return '';
    if (value instanceof Html)
        return value.markup;
    if (typeof value === 'number')
        return String(value);
    if (typeof value === 'string')
        return (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .forSummary */ .oN)(value, SUMMARY_TEXT_CHARS);
    return value.map((item) => item.markup).join('');
}
/** Untrusted text with its own cap, for the few places that show more (or less) than the default. */
function text(value, maxChars) {
    return Html.fromSafeMarkup((0,_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .forSummary */ .oN)(value, maxChars));
}
/**
 * A sentence written for the log and the `error` output, shown in the summary: names the
 * sentence quotes ("job-id: job_1", "fail-on") read better there as code.
 */
function prose(value, maxChars) {
    return Html.fromSafeMarkup((0,_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .forSummary */ .oN)(value, maxChars).replace(/&quot;((?:(?!&quot;).){1,200}?)&quot;/g, '<code>$1</code>'));
}
/** Joins fragments with a separator written by the action, such as `, ` or ` · `. */
function join(parts, separator) {
    return Html.fromSafeMarkup(parts.map((part) => part.markup).join((0,_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .forSummary */ .oN)(separator)));
}
/** An `http(s)` URL as written, or undefined for anything else (`javascript:`, relative, garbage). */
function webUrl(address) {
    if (!address)
        return undefined;
    try {
        const url = new URL(address);
        return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
    }
    catch {
        return undefined;
    }
}
/** A link when `address` is an http(s) URL; otherwise the label alone. */
function link(label, address) {
    const url = webUrl(address);
    if (!url)
        return html `${label}`;
    return html `<a href="${text(url.href, 4_000)}">${label}</a>`;
}


/***/ }),

/***/ 73681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ SummaryDocument)
/* harmony export */ });
/* harmony import */ var _html_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20534);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79209);


/**
 * A job summary, assembled as separate blocks with a blank line between them, the way GitHub
 * reads it (GitHub-Flavored Markdown with raw HTML). Every HTML block opens with a block-level
 * tag and holds no blank line, so Markdown never starts in the middle of one; the only blocks
 * with blank lines inside are `<pre>` blocks and fenced code, which CommonMark ends only at
 * their own closing line. That is what keeps a prompt written in Markdown shown as typed.
 */
class SummaryDocument {
    blocks = [];
    size = 0;
    /** Bytes of the rendered document so far, against GitHub's 1 MiB limit. */
    get bytes() {
        return this.size;
    }
    heading(level, content) {
        return this.add((0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<h${level}>${content}</h${level}>`.markup);
    }
    paragraph(content) {
        return this.add((0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<p>${content}</p>`.markup);
    }
    table(columns, rows) {
        const cell = (tag, column, value) => column?.align === 'right'
            ? (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<${tag} align="right">${value}</${tag}>`.markup
            : (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<${tag}>${value}</${tag}>`.markup;
        const head = `<thead><tr>${columns.map((column) => cell('th', column, column.title)).join('')}</tr></thead>`;
        const body = rows.map((row) => `<tr>${row.map((value, index) => cell('td', columns[index], value)).join('')}</tr>`);
        return this.add(['<table>', head, '<tbody>', ...body, '</tbody></table>'].join('\n'));
    }
    /** A collapsed section; the blocks `fill` adds go inside it. */
    details(label, fill, open = false) {
        const attribute = open ? _html_js__WEBPACK_IMPORTED_MODULE_0__/* .Html */ .Ed.fromSafeMarkup(' open') : undefined;
        this.add((0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<details${attribute}><summary>${label}</summary>`.markup);
        fill(this);
        return this.add('</details>');
    }
    /** Untrusted multi-line text shown exactly as typed, blank lines and Markdown included. */
    preformatted(content, maxChars) {
        return this.add(`<pre>${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .forSummary */ .oN)(content, maxChars, true)}</pre>`, true);
    }
    /** A fenced code block (GitHub adds a copy button); the fence outgrows any backticks inside. */
    code(language, content) {
        const safe = (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .showControls */ .mz)((0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(content), true);
        const longestRun = Math.max(0, ...[...safe.matchAll(/`+/g)].map((match) => match[0].length));
        const fence = '`'.repeat(Math.max(3, longestRun + 1));
        return this.add(`${fence}${language}\n${safe}\n${fence}`, true);
    }
    /** A block of markup this action writes itself, such as a Mermaid chart of its own numbers. */
    trustedBlock(markup) {
        return this.add(markup, true);
    }
    render() {
        return this.blocks.join('\n\n') + '\n';
    }
    add(block, mayHoldBlankLines = false) {
        if (!mayHoldBlankLines && /\n[ \t]*\n/.test(block)) {
            throw new Error('A summary HTML block may not hold a blank line; it would end the block early.');
        }
        this.blocks.push(block);
        this.size += Buffer.byteLength(block) + 2;
        return this;
    }
}


/***/ }),

/***/ 97990:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hA: () => (/* binding */ describeDateRange),
/* harmony export */   jB: () => (/* binding */ previousPeriod),
/* harmony export */   wT: () => (/* binding */ resolveDateRange)
/* harmony export */ });
/* unused harmony exports DAY_MS, MAX_HISTORY_DAYS, resolveDate, startOfDay */
const DAY_MS = 86_400_000;
/**
 * How far back a range may start. The published contract states no retention; this is the
 * action's assumption (README), so a mistyped year fails before spending the analytics budget.
 */
const MAX_HISTORY_DAYS = 730;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const RELATIVE_DAYS = /^([+-])(\d{1,5})d$/;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|([+-])(\d{2}):?(\d{2}))$/i;
const RULE = 'a date as YYYY-MM-DD, an ISO 8601 timestamp with a time zone (2024-01-31T00:00:00Z), "today", or a day offset such as -7d';
/**
 * Resolves `YYYY-MM-DD`, an ISO 8601 timestamp with a zone, `today`, or `-7d`/`+1d` (days from
 * today, UTC). Relative forms become an explicit `YYYY-MM-DD` so the request and the summary say
 * exactly which range was exported. Both absolute forms are checked field by field: JavaScript
 * would otherwise roll `2026-02-30` over into March.
 */
function resolveDate(inputName, text, now) {
    const value = text.trim();
    const todayStart = startOfDay(now.getTime());
    if (value.toLowerCase() === 'today')
        return fromInstant(todayStart);
    const relative = RELATIVE_DAYS.exec(value.toLowerCase());
    if (relative) {
        const days = Number(relative[2]) * (relative[1] === '-' ? -1 : 1);
        return fromInstant(todayStart + days * DAY_MS);
    }
    const calendar = CALENDAR_DATE.exec(value);
    if (calendar) {
        return { text: value, instant: calendarInstant(inputName, text, calendar.slice(1, 4).map(Number)) };
    }
    const stamp = TIMESTAMP.exec(value);
    if (stamp) {
        const [, year, month, day, hour, minute, second, , sign, zoneHours, zoneMinutes] = stamp;
        const midnight = calendarInstant(inputName, text, [year, month, day].map(Number));
        const [h, m, s] = [Number(hour), Number(minute), Number(second ?? 0)];
        const [zh, zm] = [Number(zoneHours ?? 0), Number(zoneMinutes ?? 0)];
        if (h > 23 || m > 59 || s > 59 || zh > 14 || zm > 59) {
            throw new Error(`Input "${inputName}" is not a real time of day (hours 00-23, minutes and seconds 00-59): "${text}".`);
        }
        const offset = (sign === '-' ? -1 : 1) * (zh * 60 + zm) * 60_000;
        const instant = midnight + ((h * 60 + m) * 60 + s) * 1_000 - offset;
        return { text: value, instant: Math.floor(instant) };
    }
    throw new Error(`Input "${inputName}" must be ${RULE}; got "${text}".`);
}
function calendarInstant(inputName, text, [year, month, day]) {
    const instant = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
    const roundTrip = new Date(instant);
    if (roundTrip.getUTCFullYear() !== year ||
        roundTrip.getUTCMonth() !== (month ?? 1) - 1 ||
        roundTrip.getUTCDate() !== day) {
        throw new Error(`Input "${inputName}" is not a real calendar date: "${text}".`);
    }
    return instant;
}
function startOfDay(instant) {
    return Math.floor(instant / DAY_MS) * DAY_MS;
}
function fromInstant(instant) {
    return { text: new Date(instant).toISOString().slice(0, 10), instant };
}
/**
 * Both bounds are optional; given ones must make a range the platform can answer: `date-from`
 * before the exclusive `date-to`, not in the future (there is no data yet), and not more than
 * MAX_HISTORY_DAYS back.
 */
function resolveDateRange(fromText, toText, now) {
    const from = fromText.trim() === '' ? undefined : resolveDate('date-from', fromText, now);
    const to = toText.trim() === '' ? undefined : resolveDate('date-to', toText, now);
    if (from && to && from.instant >= to.instant) {
        throw new Error(`Input "date-from" (${from.text}) must be before "date-to" (${to.text}); "date-to" is exclusive, so the range would be empty.`);
    }
    if (from && from.instant > now.getTime()) {
        throw new Error(`Input "date-from" (${from.text}) must not be in the future: the platform has no analytics for it yet.`);
    }
    checkHistory('date-from', from, now);
    checkHistory('date-to', to, now);
    return { from, to };
}
function checkHistory(inputName, date, now) {
    const earliest = startOfDay(now.getTime()) - MAX_HISTORY_DAYS * DAY_MS;
    if (date && date.instant < earliest) {
        throw new Error(`Input "${inputName}" (${date.text}) is more than ${MAX_HISTORY_DAYS} days ago, before ${fromInstant(earliest).text}: further back than the analytics are taken to be kept.`);
    }
}
/**
 * The period of the same length that ends where `range` starts: the week before a weekly
 * report. Whole-day bounds stay whole days; others become UTC timestamps.
 */
function previousPeriod(range, now) {
    const { from, to } = range;
    if (!from || !to) {
        throw new Error('Input "compare" set to previous-period needs both "date-from" and "date-to": the previous period is the one of the same length that ends where "date-from" starts.');
    }
    const start = from.instant - (to.instant - from.instant);
    const wholeDays = from.instant % DAY_MS === 0 && to.instant % DAY_MS === 0;
    const previousFrom = wholeDays ? fromInstant(start) : { text: new Date(start).toISOString(), instant: start };
    const earliest = startOfDay(now.getTime()) - MAX_HISTORY_DAYS * DAY_MS;
    if (start < earliest) {
        throw new Error(`Input "compare" set to previous-period would start the previous period on ${previousFrom.text}, more than ${MAX_HISTORY_DAYS} days ago: further back than the analytics are taken to be kept. Shorten the range or set "compare" to none.`);
    }
    return { from: previousFrom, to: from };
}
/**
 * How the summary states the range. Whole days read inclusively, as people count them
 * (`2024-01-01 to 2024-01-07 (7 days)`, `date-to` being the day after); timestamps as given.
 */
function describeDateRange(range) {
    const { from, to } = range;
    if (from && to && isWholeDay(from) && isWholeDay(to)) {
        const days = Math.round((to.instant - from.instant) / DAY_MS);
        const last = new Date(to.instant - DAY_MS).toISOString().slice(0, 10);
        return days === 1 ? `${from.text} (1 day)` : `${from.text} to ${last} (${days} days)`;
    }
    const start = from?.text ?? 'the start of the data';
    return to ? `${start} up to ${to.text}` : `${start} to now`;
}
function isWholeDay(date) {
    return /^\d{4}-\d{2}-\d{2}$/.test(date.text);
}


/***/ }),

/***/ 67827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $E: () => (/* binding */ isUnclickedSearch),
/* harmony export */   D: () => (/* binding */ PAGE_LIMITS),
/* harmony export */   aE: () => (/* binding */ SECTION_KINDS),
/* harmony export */   ij: () => (/* binding */ EXTRA_SECTIONS),
/* harmony export */   xV: () => (/* binding */ isUnhelpfulPage)
/* harmony export */ });
/**
 * The report's sections and the shape of their rows: how each row is keyed, ranked, written to
 * CSV, and which of its fields are counts. One table here keeps the four endpoints alike
 * everywhere else (paging, files, summary, comparison).
 */
const EXTRA_SECTIONS = ['views', 'searches', 'feedback'];
const traffic = (endpoint) => ({
    endpoint,
    arrayName: endpoint,
    key: (row) => row.path,
    measure: (row) => row.total,
    csvHeader: ['path', 'human', 'ai', 'total'],
    csvFields: (row) => [row.path, row.human, row.ai, row.total],
    countFields: ['human', 'ai', 'total'],
});
const SECTION_KINDS = {
    visitors: traffic('visitors'),
    views: traffic('views'),
    searches: {
        endpoint: 'searches',
        arrayName: 'searches',
        key: (row) => row.searchQuery,
        measure: (row) => row.hits,
        csvHeader: ['searchQuery', 'hits', 'ctr', 'topClickedPage', 'lastSearchedAt'],
        csvFields: (row) => [row.searchQuery, row.hits, row.ctr, row.topClickedPage, row.lastSearchedAt],
        countFields: ['hits', 'ctr'],
    },
    feedback: {
        endpoint: 'feedback/by-page',
        arrayName: 'feedback',
        key: (row) => row.path,
        measure: (row) => row.thumbsDown,
        csvHeader: ['path', 'thumbsUp', 'thumbsDown', 'code', 'total'],
        csvFields: (row) => [row.path, row.thumbsUp, row.thumbsDown, row.code, row.total],
        countFields: ['thumbsUp', 'thumbsDown', 'code', 'total'],
    },
};
/** Searches nobody clicked: the content gaps the report hands to the docs agent. */
function isUnclickedSearch(row) {
    return row.ctr === 0 || row.topClickedPage === null || row.topClickedPage === '';
}
/** A page readers marked unhelpful more often than helpful. */
function isUnhelpfulPage(row) {
    return row.thumbsDown > 0 && row.thumbsDown > row.thumbsUp;
}
/** The most a single request may ask for, per the contract. */
const PAGE_LIMITS = { visitors: 250, views: 250, searches: 100, feedback: 100 };


/***/ })

};
