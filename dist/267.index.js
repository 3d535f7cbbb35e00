export const id = 267;
export const ids = [267];
export const modules = {

/***/ 66208:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ parseDuration)
/* harmony export */ });
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


/***/ }),

/***/ 45165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HU: () => (/* binding */ parseChoice),
/* harmony export */   Q2: () => (/* binding */ parseBaseUrl),
/* harmony export */   cG: () => (/* binding */ parseInteger),
/* harmony export */   fu: () => (/* binding */ parseIdentifier),
/* harmony export */   pT: () => (/* binding */ parseChoiceList),
/* harmony export */   yG: () => (/* binding */ parseBoolean)
/* harmony export */ });
/* harmony import */ var _text_path_segment_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23412);

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
    const problem = (0,_text_path_segment_js__WEBPACK_IMPORTED_MODULE_0__/* .pathSegmentProblem */ .i)(value);
    if (problem)
        throw new Error(`Input "${inputName}" must be a single id usable in a request path; ${problem}: "${text}".`);
    return value;
}


/***/ }),

/***/ 94267:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 13 modules
var core = __webpack_require__(77094);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(47708);
// EXTERNAL MODULE: ./src/text/reader-redaction.ts
var reader_redaction = __webpack_require__(65236);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(79209);
// EXTERNAL MODULE: ./src/inputs/durations.ts
var durations = __webpack_require__(66208);
;// CONCATENATED MODULE: ./src/inputs/common-inputs.ts
/**
 * The inputs every mode reads. Each mode declares the inputs only it reads in its own folder;
 * src/modes.ts joins them with these, and action.yml is written from the result. A runner
 * supplies the defaults itself; the reader applies them for runs outside one.
 */
const COMMON_INPUTS = {
    'api-key': {
        default: '',
        description: 'Admin API key of the documentation platform (starts with mint_). Pass it from a secret.',
        required: true,
    },
    'project-id': {
        default: '',
        description: 'Project identifier, copied from the API keys page of the dashboard.',
        required: true,
    },
    mode: {
        default: 'agent',
        description: 'What to do: agent (run an agent job) or visitors (the analytics report: unique visitors, optionally page views, searches and feedback).',
    },
    'base-url': {
        default: 'https://api.mintlify.com',
        description: 'Platform API address. https only; http is allowed for 127.0.0.1, localhost and [::1].',
    },
    timeout: {
        default: '30m',
        description: "Time budget for all of the step's work (reading the prompt file and GitHub, creating and waiting, or exporting and uploading), such as 30m, 90s or 1h; 1s to 120h. On expiry the step fails with conclusion timed-out; every output known by then is still set, and the summary says what happened.",
    },
    'job-summary': {
        default: 'true',
        description: 'Write a job summary (true or false).',
    },
    'github-token': {
        // An expression: the runner always supplies it, so no mode can refuse it as set.
        default: '${{ github.token }}',
        description: "Token for GitHub's API, sent to it only. Agent mode: reading what changed with release-context auto (contents: read; pull-requests: read for pull requests), the pull-request comment (pull-requests: write) and the release-notes link (contents: write). Visitors mode: reading the last report from the workflow's artifacts with history auto (actions: read).",
    },
};

;// CONCATENATED MODULE: ./src/inputs/declaration.ts
/*
 * How an input or an output is declared, once: its name (the key), its default and what it is
 * for. action.yml is written from these declarations (`npm run bundle` runs
 * scripts/action-yml.ts), so the file a runner reads and the code that reads the inputs cannot
 * disagree; a test holds action.yml equal to what the declarations make.
 */
function defaultsOf(declarations) {
    return Object.fromEntries(Object.entries(declarations).map(([name, { default: value }]) => [name, value]));
}
/** Whether a default is an expression only the runner can evaluate (`${{ github.token }}`). */
function isExpression(value) {
    return value.startsWith('${{');
}

// EXTERNAL MODULE: ./src/inputs/parsers.ts
var parsers = __webpack_require__(45165);
;// CONCATENATED MODULE: ./src/inputs/read-inputs.ts








/** The longest `timeout`: a self-hosted runner's job may run 5 days; a timer holds 24.8. */
const MAX_TIMEOUT_MS = 120 * 3_600_000;
/**
 * A reader of the common inputs and the inputs of `modeInputs`. A default that is an expression
 * (`${{ github.token }}`) only the runner can supply: outside one it reads as empty.
 */
function inputReader(modeInputs) {
    const defaults = defaultsOf({ ...COMMON_INPUTS, ...modeInputs });
    const defaultOf = (name) => defaults[name] ?? '';
    return {
        input: (name) => core/* getInput */.V4(name) || (isExpression(defaultOf(name)) ? '' : defaultOf(name)),
        rawInput: (name, options) => core/* getInput */.V4(name, options),
        defaultOf,
    };
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
    return (0,parsers/* parseChoice */.HU)('mode', input('mode'), modeNames);
}
/**
 * Whether to write a summary, read on its own first: `job-summary: false` is honoured even when
 * another input is refused. A value that is not a boolean is reported with the other inputs.
 */
function wantsJobSummary() {
    try {
        return (0,parsers/* parseBoolean */.yG)('job-summary', input('job-summary'));
    }
    catch {
        return true;
    }
}
/** Whether `api-key` holds anything: GitHub leaves it empty on runs it gives no secrets. */
function apiKeyGiven() {
    return rawInput('api-key').trim() !== '';
}
/** Reads the inputs every mode shares; `modeNames` are the modes of the mode table. */
function readCommonSettings(modeNames) {
    const apiKey = rawInput('api-key').trim();
    treatAsSecret(apiKey);
    (0,reader_redaction/* keyMarksWith */.E6)(apiKey);
    if (apiKey === '')
        throw new Error('Input "api-key" is required: pass the admin API key from a secret.');
    // The key travels in a header: only visible ASCII can go there unchanged. Never echo it.
    if (!/^[\x21-\x7e]+$/.test(apiKey)) {
        throw new Error('Input "api-key" must be one key of visible ASCII characters: it holds a space, a line break or a character an HTTP header cannot carry. Copy the key again from the dashboard.');
    }
    const githubToken = rawInput('github-token');
    treatAsSecret(githubToken);
    const mode = readModeName(modeNames);
    if (rawInput('project-id').trim() === '')
        throw new Error('Input "project-id" is required.');
    return {
        mode,
        apiKey,
        projectId: (0,parsers/* parseIdentifier */.fu)('project-id', rawInput('project-id')),
        baseUrl: (0,parsers/* parseBaseUrl */.Q2)('base-url', input('base-url')),
        timeoutMs: (0,durations/* parseDuration */.E)('timeout', input('timeout'), { minMs: 1_000, maxMs: MAX_TIMEOUT_MS }),
        jobSummary: (0,parsers/* parseBoolean */.yG)('job-summary', input('job-summary')),
        githubToken,
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
        for (const [name, { default: defaultValue }] of Object.entries(inputs)) {
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
        async load() {
            const code = await definition.load();
            return (common, environment, now) => {
                const settings = code.readSettings(common, inputs, environment, now);
                return (collaborators) => code.run(settings, collaborators);
            };
        },
    };
}

;// CONCATENATED MODULE: ./src/agent/agent-declaration.ts
/*
 * All that agent mode declares in action.yml: the inputs only it reads, with their defaults and
 * descriptions, and the outputs it can set. src/modes.ts joins these with the other modes' and
 * the shared ones, and action.yml is written from them. A leaf: the settings reader and the
 * runner import these names, and nothing here imports them back.
 */
const AGENT_INPUTS = {
    prompt: {
        default: '',
        description: 'Agent mode: the instruction for the agent, up to 128 KiB (a runner cannot pass a longer input; use prompt-file for up to 256 KiB). Required unless prompt-file or job-id is given.',
    },
    'prompt-file': {
        default: '',
        description: 'Agent mode: path of a file holding the prompt (relative to the workspace, or absolute): a regular file inside the workspace or RUNNER_TEMP, at most 256 KiB of UTF-8 text.',
    },
    'job-id': {
        default: '',
        description: 'Agent mode: an existing job. Without a prompt, wait for it (or, with wait false, look at it once) instead of creating a job; with a prompt, send the prompt to it as a follow-up message and wait until the job has taken it up and finished.',
    },
    wait: {
        default: 'true',
        description: "Agent mode: wait for the job to finish (true), or return right after creating it or sending the message (false). A final status already known still decides the step (see fail-on), with one exception: the status in the platform's answer to a follow-up message may be from before the message, so with wait false it is reported as such and not judged.",
    },
    'poll-interval': {
        default: '10s',
        description: 'Agent mode: time between status checks while waiting, such as 10s or 1m; 100ms to 1h, and not more than timeout.',
    },
    'fail-on': {
        default: 'failed',
        description: "Agent mode: comma-separated final statuses that fail the step (completed, archived, failed), whether or not the step waited; empty for none. One exception: after a follow-up message with wait false, the status in the platform's answer may be from before the message and is not judged.",
    },
    'require-pr': {
        default: 'false',
        description: 'Agent mode: fail the step when a completed job opened no pull request.',
    },
    'release-context': {
        default: 'none',
        description: "Agent mode: none, or auto to append what the run's event changed to the prompt: a release's notes (or a tag's commits since the previous tag), a merged pull request (number, title, description, labels, changed files), or a push's commits with their pull requests. A pull request closed without merging creates no job. Other events send the prompt as given.",
    },
    'pr-diff': {
        default: 'false',
        description: "Agent mode: with release-context auto, also append a merged pull request's diff, up to 50,000 characters (true or false).",
    },
    comment: {
        default: 'auto',
        description: "Agent mode: auto posts one comment on the pull request a run is for when the job starts, and edits it in place when the step ends (needs pull-requests: write; not for forks' pull requests under pull_request); off posts nothing.",
    },
    'release-notes-link': {
        default: 'false',
        description: "Agent mode: on a release's run, end its notes with one line linking the docs pull request, replaced on a re-run (true or false; needs contents: write and wait true).",
    },
    'show-prompt': {
        default: 'auto',
        description: "Agent mode: show the prompt (and any release context added) in the job summary (true), or only its size (false). auto shows it unless it holds what readers wrote: a file visitors mode kept on the runner out of view, or a visitors report's content-gaps file on a repository that is not private or internal (the rule reader-text auto follows). When not shown, neither the summary nor the log shows the prompt, nor the platform's text about the job, which could quote it. The runner lists a step's inputs in its log, so pass such text in prompt-file, not prompt.",
    },
    'allowed-bots': {
        default: '',
        description: 'Agent mode: comma-separated bot logins (such as renovate[bot]) whose pull requests may still start a job, or * for every bot. Otherwise a run for a pull request a bot opened, or a push whose every commit came from one (with release-context auto), creates no job and ends skipped.',
    },
};
const AGENT_OUTPUTS = {
    'job-id': 'Agent job id, set as soon as the job exists.',
    status: 'Last status of the agent job (active, completed, archived or failed).',
    'pr-link': 'URL of the pull request the agent opened (https only); empty when none.',
    'pr-number': 'Number of the pull request the agent opened; empty when none.',
    model: 'AI model the job used.',
    'source-repository': 'Repository the agent worked on.',
    'source-ref': 'Branch the agent worked on.',
    'created-at': 'When the job was created.',
    'comment-url': 'The pull-request comment this step posted or updated (comment auto); empty when none.',
};

;// CONCATENATED MODULE: ./src/agent/agent-mode.ts


/**
 * Agent mode for the mode table: what it declares, and its code, loaded only when it runs. The
 * settings reader and the runner come from one module, so the bundle holds them (and what both
 * use) in one chunk, loaded once.
 */
const agentMode = defineMode({
    title: 'Docs agent',
    inputs: AGENT_INPUTS,
    outputs: AGENT_OUTPUTS,
    load: async () => {
        const { readAgentSettings, runAgentMode } = await __webpack_require__.e(/* import() */ 394).then(__webpack_require__.bind(__webpack_require__, 19394));
        return { readSettings: readAgentSettings, run: runAgentMode };
    },
});

// EXTERNAL MODULE: ./src/step/result.ts
var step_result = __webpack_require__(45821);
;// CONCATENATED MODULE: ./src/visitors/visitors-declaration.ts
/*
 * All that visitors mode declares in action.yml: the inputs only it reads, with their defaults
 * and descriptions, and the outputs it can set. src/modes.ts joins these with the other modes'
 * and the shared ones, and action.yml is written from them. A leaf: the settings reader and the
 * runner import these names, and nothing here imports them back.
 */
const VISITORS_INPUTS = {
    'date-from': {
        default: '',
        description: 'Visitors mode: first day, as YYYY-MM-DD, an ISO 8601 timestamp, today, or -7d (days before today, UTC).',
    },
    'date-to': {
        default: '',
        description: 'Visitors mode: exclusive end, in the same forms as date-from. A weekly report is date-from -7d, date-to today.',
    },
    include: {
        default: '',
        description: "Visitors mode: comma-separated extra sections of the report, any of views, searches, feedback and assistant (what readers asked the docs site's AI assistant); empty for unique visitors only.",
    },
    compare: {
        default: 'none',
        description: 'Visitors mode: none, or previous-period to also fetch the period of the same length that ends where this one starts (needs date-from and date-to) and show the changes.',
    },
    history: {
        default: 'auto',
        description: "Visitors mode: auto reads the last report from this workflow's artifacts (needs actions: read), continues its history, and takes the previous period from it when compare is previous-period, spending no request on it; off reads nothing. The new report.json holds the history either way.",
    },
    'history-periods': {
        default: '52',
        description: 'Visitors mode: periods the history in report.json keeps, this one included, 1 to 260.',
    },
    'page-size': {
        default: '250',
        description: 'Visitors mode: rows per request, 1 to 250. The largest spends the fewest of the analytics rate limit.',
    },
    'search-rows': {
        default: '500',
        description: 'Visitors mode with include searches: how many search terms to fetch, most searched first, or all.',
    },
    'assistant-rows': {
        default: '1000',
        description: 'Visitors mode with include assistant: how many assistant questions to fetch per period (one a turn of a conversation; 1,000 per request), or all.',
    },
    'assistant-responses': {
        default: 'false',
        description: "Visitors mode with include assistant: true to keep the assistant's responses in its files (they are long).",
    },
    'reader-text': {
        default: 'auto',
        description: 'Visitors mode: whether text readers wrote (search terms, questions to the assistant) appears in the job summary and the uploaded artifact. auto shows it only when the repository is private or internal; show; hide. Hidden text stays in files on the runner (RUNNER_TEMP/visitors-reader-text), for later steps of the job. Email addresses and strings that look like keys are removed either way.',
    },
    'summary-rows': {
        default: '20',
        description: 'Visitors mode: how many rows each summary table lists (the first 10 shown, the rest folded); 0 for none.',
    },
    'report-dir': {
        default: '',
        description: 'Visitors mode: directory for the report files (visitors.csv, report.json, ...). Empty means RUNNER_TEMP/visitors-report.',
    },
    'artifact-name': {
        default: 'visitors-report',
        description: 'Visitors mode: name of the uploaded artifact; empty to write the files without uploading them.',
    },
    'artifact-retention-days': {
        default: '',
        description: "Visitors mode: days to keep the artifact (1 to 400, capped by the repository's setting); empty for the default.",
    },
    overwrite: {
        default: 'false',
        description: 'Visitors mode: delete an artifact of the same name uploaded earlier in this run before uploading (true or false).',
    },
};
const VISITORS_OUTPUTS = {
    total: 'Site-wide unique visitors (deduplicated across human and AI traffic).',
    'total-human': 'Site-wide unique human visitors.',
    'total-ai': 'Site-wide unique AI visitors.',
    'path-count': 'Number of page paths exported.',
    'previous-total': 'Site-wide unique visitors of the previous period, with compare previous-period.',
    'total-change': 'Change of total unique visitors against the previous period, in percent with one decimal (such as 12.5 or -3.0).',
    'content-gaps-file': 'Path of content-gaps.md, a prompt for agent mode listing searches nobody clicked, pages readers marked unhelpful and questions the assistant could not answer; outside report-path when reader text is hidden.',
    'content-gap-count': 'How many content gaps were found (searches nobody clicked, pages with more thumbs-down than up, distinct questions the assistant could not answer).',
    'reader-text': 'shown or hidden, whether reader text appears in the summary and the artifact.',
    'history-size': 'Visitors mode: periods the history in report.json holds, this one included.',
    'comparison-source': 'Visitors mode: where the previous period came from: previous-report (no request), fetched, or none.',
    'report-path': 'Directory holding the report files; set only when the export was complete.',
    'artifact-id': 'Id of the uploaded report artifact; empty when nothing was uploaded.',
    'artifact-url': 'Address of the uploaded report artifact; empty when nothing was uploaded.',
    'artifact-digest': 'SHA-256 digest of the uploaded artifact; empty when nothing was uploaded.',
};

;// CONCATENATED MODULE: ./src/visitors/visitors-mode.ts


/**
 * Visitors mode for the mode table: what it declares, and its code, loaded only when it runs (its
 * settings reader reads the table of report sections, which brings most of the mode with it). The
 * settings reader and the runner come from one module, so the bundle holds them in one chunk.
 */
const visitorsMode = defineMode({
    title: 'Visitors report',
    inputs: VISITORS_INPUTS,
    outputs: VISITORS_OUTPUTS,
    load: async () => {
        const { readVisitorsSettings, runVisitorsMode } = await __webpack_require__.e(/* import() */ 984).then(__webpack_require__.bind(__webpack_require__, 79984));
        return { readSettings: readVisitorsSettings, run: runVisitorsMode };
    },
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
 * What action.yml declares, built from the table: the shared entries, then each mode's own.
 * scripts/action-yml.ts writes action.yml from these two lists.
 */
/** Every input, with its default and description. */
const INPUTS = Object.fromEntries([
    ...Object.entries(COMMON_INPUTS),
    ...Object.values(MODES).flatMap((mode) => Object.entries(mode.inputs)),
]);
/** Every output, with its description. */
const OUTPUTS = Object.fromEntries([
    ...Object.entries(step_result/* SHARED_OUTPUTS */.Db),
    ...Object.values(MODES).flatMap((mode) => Object.entries(mode.outputs)),
]);
const OUTPUT_NAMES = Object.keys(OUTPUTS);

// EXTERNAL MODULE: ./src/platform/platform-client.ts + 1 modules
var platform_client = __webpack_require__(37432);
// EXTERNAL MODULE: ./src/platform/transport.ts + 2 modules
var transport = __webpack_require__(45112);
// EXTERNAL MODULE: ./src/runner/environment.ts
var runner_environment = __webpack_require__(45047);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(98488);
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
        log/* log */.Rm.warning(`The job summary could not be written: ${(0,format/* errorMessage */.gJ)(error)}`, 'Job summary not written');
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
                (0,log/* asOwnOutput */.iX)(() => core/* setOutput */.uH(name, (0,untrusted/* forLog */.Ig)(String(value))));
            }
            catch (error) {
                problem ??= `The step's outputs could not be written to the runner's output file: ${(0,format/* errorMessage */.gJ)(error)}`;
            }
        },
        get problem() {
            return problem;
        },
    };
}

// EXTERNAL MODULE: ./src/runner/cancellation.ts
var runner_cancellation = __webpack_require__(52323);
// EXTERNAL MODULE: ./src/runner/limits.ts
var runner_limits = __webpack_require__(81864);
// EXTERNAL MODULE: ./src/step/skipped-run.ts
var skipped_run = __webpack_require__(61686);
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
async function run(cancellation = (0,runner_cancellation/* watchForCancellation */.G)()) {
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
        outputs.set('conclusion', failure?.conclusion ?? (result.skipped ? 'skipped' : 'success'));
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
    let chosen;
    try {
        const mode = MODES[readModeName(MODE_NAMES)];
        title = mode.title;
        const secretless = apiKeyGiven() ? undefined : (0,skipped_run/* secretlessRun */.zN)(environment);
        if (secretless) {
            log/* log */.Rm.notice((0,skipped_run/* skipNotice */.US)(secretless.reason, secretless.condition), secretless.title);
            return { result: (0,skipped_run/* secretlessResult */.d2)(secretless, title), jobSummary };
        }
        const common = readCommonSettings(MODE_NAMES);
        rejectInputsOfOtherModes(common.mode, MODES);
        chosen = { mode, common };
    }
    catch (error) {
        return { result: inputFailure(error, title), jobSummary };
    }
    const limits = (0,runner_limits/* createStepLimits */.Jj)(chosen.common.timeoutMs, signal);
    // Only the mode that runs is loaded; its own inputs are read then, still before any request.
    let prepare;
    try {
        prepare = await chosen.mode.load();
    }
    catch (error) {
        return { result: unexpectedFailure(error, title, limits), jobSummary };
    }
    let work;
    try {
        work = prepare(chosen.common, environment, new Date());
    }
    catch (error) {
        return { result: inputFailure(error, title), jobSummary };
    }
    const platform = (0,platform_client/* createPlatformClient */.B)((0,transport/* createTransport */.oO)(chosen.common.baseUrl, chosen.common.apiKey), limits);
    const collaborators = {
        platform,
        environment,
        limits,
        publishJobId: (jobId) => outputs.set('job-id', jobId),
    };
    try {
        return { result: await work(collaborators), jobSummary };
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
    const message = (0,format/* errorMessage */.gJ)(error);
    const summary = new summary_document/* SummaryDocument */.o()
        .heading(2, (0,html/* html */.qy) `❌ ${title}: the inputs were not accepted`)
        .paragraph((0,html/* text */.Qq)(message, 2_000))
        .paragraph('Nothing was sent to the platform. Fix the input in the workflow file and run it again.');
    return { outputs: {}, summary, failure: { conclusion: 'failure', message, title: 'Invalid input' } };
}
/** A defect in the action itself; the message says so, so nobody mistakes it for the platform's answer. */
function unexpectedFailure(error, title, limits) {
    const message = `The action stopped on an unexpected error: ${(0,format/* errorMessage */.gJ)(error)}`;
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
    const said = !platformText
        ? ''
        : purpose.withholdAnswers !== undefined
            ? ` The platform's words are not shown (${purpose.withholdAnswers}).`
            : ` The platform said: ${platformText}${/[.!?]$/.test(platformText) ? '' : '.'}`;
    switch (status) {
        case 400:
            return `The platform rejected the request to ${purpose.action} as invalid (HTTP 400).${said}`;
        case 401:
            return (`The platform rejected the API key (HTTP 401) when trying to ${purpose.action}. ` +
                'Use an admin API key (it starts with "mint_") from the dashboard\'s API keys page; ' +
                'keys expire after 90 days, so a key that used to work may need regenerating and the secret updating.' +
                said);
        case 403:
            return (`The platform refused the request to ${purpose.action} (HTTP 403). To ${purpose.action}, ${scopeNeeded(purpose.method)}. ` +
                'If the key has it, an IP allow-list on the key or the organization may not admit this runner. ' +
                `Check both, and the key's access to project "${purpose.projectId}", on the dashboard's API keys page.` +
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
/**
 * An admin key may be limited to `read` (GET and HEAD) or `write` (every other method, and
 * reading too); a key without the scope a request needs is answered 403, as is a runner outside
 * the key's IP allow-list.
 */
function scopeNeeded(method) {
    return method === 'GET' || method === 'HEAD'
        ? 'the API key needs the read scope (a key with the write scope reads too)'
        : 'the API key needs the write scope; a key limited to read is refused';
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

/***/ 37432:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B: () => (/* binding */ createPlatformClient),
  r: () => (/* binding */ withholdingAnswers)
});

// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(47708);
// EXTERNAL MODULE: ./src/runner/limits.ts
var runner_limits = __webpack_require__(81864);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(98488);
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

// EXTERNAL MODULE: ./src/platform/transport.ts + 2 modules
var platform_transport = __webpack_require__(45112);
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
            if (delay >= (0,runner_limits/* remainingMs */.XW)(limits)) {
                const asked = verdict.retryAfterMs === undefined
                    ? ''
                    : ` (the platform asked to wait ${describeWait(verdict.retryAfterMs)})`;
                throw new runner_limits/* DeadlineError */.j3(`The timeout ran out while trying to ${call.action}: ${verdict.reason}${asked}. Raise "timeout" or try again later.`);
            }
            log/* log */.Rm.info(`Could not ${call.action} (${verdict.reason}); retrying in ${(0,format/* formatDuration */.a3)(delay)}.`);
            await (0,runner_limits/* pause */.v7)(limits, delay, `waiting to retry the request to ${call.action}`);
        }
    }
    async function send(call, repeatable) {
        if (limits.signal.aborted)
            throw new runner_limits/* CancelledError */.cc(`Cancelled before the request to ${call.action} was sent.`);
        const remaining = (0,runner_limits/* remainingMs */.XW)(limits);
        if (remaining <= 0)
            throw new runner_limits/* DeadlineError */.j3(`The timeout ran out before the request to ${call.action} could be sent.`);
        requestsSent.set(call.endpoint, (requestsSent.get(call.endpoint) ?? 0) + 1);
        // A cursor may spell the last row it points after: when answers are withheld, so is it.
        const query = call.query && call.withholdAnswers !== undefined && call.query['cursor'] !== undefined
            ? { ...call.query, cursor: '(not shown)' }
            : call.query;
        log/* log */.Rm.debug(`${call.method} ${call.path}${query ? ` ${JSON.stringify(query)}` : ''}`);
        let response;
        try {
            response = await transport.send({
                method: call.method,
                path: call.path,
                ...(call.query ? { query: call.query } : {}),
                ...(call.json === undefined ? {} : { json: call.json }),
                timeoutMs: Math.min(platform_transport/* REQUEST_TIMEOUT_MS */.j2, remaining),
                signal: limits.signal,
            });
        }
        catch (error) {
            if (limits.signal.aborted) {
                if (error instanceof platform_transport/* TransportError */.wX && !error.requestSent) {
                    throw new runner_limits/* CancelledError */.cc(`Cancelled before the request to ${call.action} was sent.`);
                }
                const cancelled = new runner_limits/* CancelledError */.cc(`Cancelled during the request to ${call.action}.`);
                if (repeatable)
                    throw cancelled;
                const advice = `The platform may have received it. ${call.ambiguityAdvice ?? ''}`.trim();
                throw new errors/* AmbiguousWriteError */.yI(`${cancelled.message} ${advice}`, { cause: cancelled });
            }
            if (!(error instanceof platform_transport/* TransportError */.wX))
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
        log/* log */.Rm.debug(call.withholdAnswers === undefined
            ? `HTTP ${response.status}: ${response.text}`
            : `HTTP ${response.status}: ${(0,format/* count */.U9)(response.text.length, 'character')}, not shown (${call.withholdAnswers}).`);
        if (response.status >= 200 && response.status < 300)
            return readAnswer(call, response.status, response.text, repeatable);
        const verdict = judgeStatus(response.status, response.headers['retry-after'], repeatable, limits.now());
        if (verdict.kind !== 'fatal') {
            const said = (0,errors/* platformErrorText */.LM)(response.text);
            if (!said)
                return verdict;
            const words = call.withholdAnswers === undefined ? said : "the platform's words not shown";
            return { ...verdict, reason: `${verdict.reason} — ${words}` };
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
/** `platform` with every call's answers withheld from the log and from errors, for `reason` (see `withholdAnswers`). */
function withholdingAnswers(platform, reason) {
    return { ...platform, call: (call) => platform.call({ ...call, withholdAnswers: reason }) };
}
/** A wait as people read it; a `Retry-After` of years is not worth spelling out. */
function describeWait(milliseconds) {
    return milliseconds > 7 * 86_400_000 ? 'more than a week' : (0,format/* formatDuration */.a3)(milliseconds);
}


/***/ }),

/***/ 45112:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  j2: () => (/* binding */ REQUEST_TIMEOUT_MS),
  wX: () => (/* binding */ TransportError),
  oO: () => (/* binding */ createTransport)
});

// UNUSED EXPORTS: MAX_BODY_BYTES

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
        actor: env['GITHUB_ACTOR'] ?? '',
        eventPayload: readPayload(env['GITHUB_EVENT_PATH']),
        serverUrl,
        apiUrl: (env['GITHUB_API_URL'] || 'https://api.github.com').replace(/\/+$/, ''),
        runUrl: repository && runId && /^\d+$/.test(runId) ? `${serverUrl}/${owner}/${repo}/actions/runs/${runId}` : undefined,
        runId: runId && /^\d+$/.test(runId) ? Number(runId) : undefined,
        workflowPath: workflowPathOf(env['GITHUB_WORKFLOW_REF'], owner, repo),
        workspace: node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, env['GITHUB_WORKSPACE'] || '.'),
        runnerTemp: node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, env['RUNNER_TEMP'] || '.runner-temp'),
        summaryFile: env['GITHUB_STEP_SUMMARY'] || undefined,
        canUploadArtifacts: Boolean(env['ACTIONS_RUNTIME_TOKEN'] && env['ACTIONS_RESULTS_URL']),
        actionReference: env['GITHUB_ACTION_REPOSITORY'] && env['GITHUB_ACTION_REF']
            ? `${env['GITHUB_ACTION_REPOSITORY']}@${env['GITHUB_ACTION_REF']}`
            : undefined,
    };
}
/**
 * `acme/docs/.github/workflows/report.yml@refs/heads/main` → `.github/workflows/report.yml`: the
 * file path, without the repository and ref. Only this repository's own workflows are named.
 */
function workflowPathOf(ref, owner, repo) {
    if (!ref || !owner || !repo)
        return undefined;
    const prefix = `${owner}/${repo}/`;
    if (!ref.toLowerCase().startsWith(prefix.toLowerCase()))
        return undefined;
    const at = ref.indexOf('@', prefix.length);
    const file = ref.slice(prefix.length, at === -1 ? undefined : at);
    return file === '' ? undefined : file;
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

/***/ 81864:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dr: () => (/* binding */ stopError),
/* harmony export */   Jj: () => (/* binding */ createStepLimits),
/* harmony export */   Mm: () => (/* binding */ bounded),
/* harmony export */   XW: () => (/* binding */ remainingMs),
/* harmony export */   cc: () => (/* binding */ CancelledError),
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


/***/ }),

/***/ 98686:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $f: () => (/* binding */ readPullRequestEvent),
/* harmony export */   XP: () => (/* binding */ accountOf),
/* harmony export */   z: () => (/* binding */ forkPullWithoutSecrets)
/* harmony export */ });
const EVENTS = new Set(['pull_request', 'pull_request_target']);
/** The events whose runs for a fork's pull request GitHub gives no secrets (`pull_request_target` has them). */
const FORK_WITHOUT_SECRETS = new Set([
    'pull_request',
    'pull_request_review',
    'pull_request_review_comment',
]);
/** The pull request of this run's event (`pull_request`, `pull_request_target`), or undefined when the run is not for one. */
function readPullRequestEvent(environment) {
    return EVENTS.has(environment.eventName) ? readPullRequest(environment) : undefined;
}
/** The fork's pull request this run is for, when GitHub gives the run no secrets because of it. */
function forkPullWithoutSecrets(environment) {
    const pull = FORK_WITHOUT_SECRETS.has(environment.eventName) ? readPullRequest(environment) : undefined;
    return pull?.fromFork ? pull : undefined;
}
/**
 * The payload is the runner's file, but its texts are written by whoever opened the pull
 * request: they are read as untrusted, field by field, and nothing that is not the documented
 * type is used.
 */
function readPullRequest(environment) {
    const payload = environment.eventPayload;
    const pull = objectOrEmpty(payload['pull_request']);
    const number = pull['number'];
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number <= 0)
        return undefined;
    const base = objectOrEmpty(pull['base']);
    const head = objectOrEmpty(pull['head']);
    const baseRepository = textOrEmpty(objectOrEmpty(base['repo'])['full_name']);
    const headRepository = textOrEmpty(objectOrEmpty(head['repo'])['full_name']) || undefined;
    const labels = Array.isArray(pull['labels'])
        ? pull['labels'].map((label) => textOrEmpty(objectOrEmpty(label)['name']))
        : [];
    return {
        eventName: environment.eventName,
        action: textOrEmpty(payload['action']),
        number,
        title: textOrEmpty(pull['title']),
        body: textOrEmpty(pull['body']),
        labels: labels.filter((label) => label !== ''),
        url: textOrEmpty(pull['html_url']) || undefined,
        merged: pull['merged'] === true,
        baseRef: textOrEmpty(base['ref']),
        headRef: textOrEmpty(head['ref']),
        headRepository,
        // A deleted head repository can only have been a fork: a branch of this repository is not deleted with it.
        fromFork: headRepository === undefined || headRepository.toLowerCase() !== baseRepository.toLowerCase(),
        author: accountOf(pull['user']),
        changedFiles: wholeNumberOrUndefined(pull['changed_files']),
        additions: wholeNumberOrUndefined(pull['additions']),
        deletions: wholeNumberOrUndefined(pull['deletions']),
    };
}
/** GitHub marks an app's account `"type": "Bot"`; its login ends in `[bot]` either way. */
function accountOf(user) {
    const fields = objectOrEmpty(user);
    const login = textOrEmpty(fields['login']);
    return { login, isBot: fields['type'] === 'Bot' || /\[bot\]$/i.test(login) };
}
/* The payload is untrusted: a field of the wrong type reads as absent, never as a failure. */
function objectOrEmpty(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
}
function textOrEmpty(value) {
    return typeof value === 'string' ? value : '';
}
function wholeNumberOrUndefined(value) {
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}


/***/ }),

/***/ 45821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Db: () => (/* binding */ SHARED_OUTPUTS),
/* harmony export */   SK: () => (/* binding */ outputEntries),
/* harmony export */   vu: () => (/* binding */ conclusionOf)
/* harmony export */ });
/* harmony import */ var _runner_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81864);

/**
 * The outputs every mode shares: main.ts sets `conclusion` and `error` on every ending of every
 * mode. A mode declares the outputs it can set beyond these in its own folder (the `outputs` of
 * its mode definition); src/modes.ts joins them with these, and action.yml is written from the
 * result.
 */
const SHARED_OUTPUTS = {
    conclusion: "How the step ended: success, skipped (the event asked for nothing: a bot's change, a fork's run without secrets; nothing was sent), failure, timed-out or cancelled. Set on every ending of both modes.",
    error: 'The failure message; empty on success. Set on every ending of both modes.',
};
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
    if (limits.signal.aborted || causes(error).some((cause) => cause instanceof _runner_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc))
        return 'cancelled';
    if ((0,_runner_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .remainingMs */ .XW)(limits) <= 0 || causes(error).some((cause) => cause instanceof _runner_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .DeadlineError */ .j3))
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

/***/ 61686:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   US: () => (/* binding */ skipNotice),
/* harmony export */   cJ: () => (/* binding */ addSkipCondition),
/* harmony export */   d2: () => (/* binding */ secretlessResult),
/* harmony export */   zN: () => (/* binding */ secretlessRun)
/* harmony export */ });
/* harmony import */ var _runner_pull_request_event_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98686);
/* harmony import */ var _text_html_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20534);
/* harmony import */ var _text_summary_document_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73681);



const DEPENDABOT = 'dependabot[bot]';
/** The events whose runs Dependabot starts get Dependabot's secrets only; on others it gets the repository's. */
const DEPENDABOT_WITHOUT_SECRETS = new Set([
    'pull_request',
    'pull_request_review',
    'pull_request_review_comment',
    'push',
    'create',
    'deployment',
    'deployment_status',
]);
/** Why this run has no secrets, or undefined when GitHub gives it the repository's secrets. */
function secretlessRun(environment) {
    const pull = (0,_runner_pull_request_event_js__WEBPACK_IMPORTED_MODULE_0__/* .forkPullWithoutSecrets */ .z)(environment);
    if (pull) {
        return {
            title: 'No secrets for a fork',
            headline: 'skipped, no secrets for a fork',
            reason: `Pull request #${pull.number} comes from a fork, and GitHub gives a fork's "${pull.eventName}" run no secrets, so "api-key" is empty and nothing was sent. To run the docs agent for this change, a maintainer runs it after review: from a workflow on the push its merge makes, or from a "workflow_dispatch" run. Never use "pull_request_target" to check out and run a fork's code with the key.`,
            condition: 'github.event.pull_request.head.repo.full_name == github.repository',
        };
    }
    if (environment.actor.toLowerCase() === DEPENDABOT && DEPENDABOT_WITHOUT_SECRETS.has(environment.eventName)) {
        return {
            title: 'No secrets for Dependabot',
            headline: 'skipped, no secrets for Dependabot',
            reason: `Dependabot started this run, and GitHub gives Dependabot's runs only the repository's Dependabot secrets, so "api-key" is empty and nothing was sent. Add the key to the Dependabot secrets only if Dependabot's runs should spend the platform's credits.`,
            condition: `github.actor != '${DEPENDABOT}'`,
        };
    }
    return undefined;
}
/** The ending of a run skipped for want of secrets: a notice-worthy summary, no failure. */
function secretlessResult(run, title) {
    const summary = new _text_summary_document_js__WEBPACK_IMPORTED_MODULE_2__/* .SummaryDocument */ .o()
        .heading(2, (0,_text_html_js__WEBPACK_IMPORTED_MODULE_1__/* .html */ .qy) `ℹ️ ${title}: ${run.headline}`)
        .paragraph((0,_text_html_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS)(run.reason, 2_000));
    addSkipCondition(summary, run.condition);
    return { outputs: {}, summary, failure: undefined, skipped: true };
}
/** What a skipped run's notice says: why, then the condition that skips such runs before the step starts. */
function skipNotice(reason, condition) {
    return `${reason} To skip such runs before they start, give the step the condition "${condition}".`;
}
/** Every skipped run's summary ends with the condition that skips such runs before the step starts, to paste. */
function addSkipCondition(summary, condition) {
    summary.paragraph((0,_text_html_js__WEBPACK_IMPORTED_MODULE_1__/* .html */ .qy) `To skip such runs before they start, give the step this condition:`);
    summary.code('yaml', `if: ${condition}`);
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

/***/ 23412:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ pathSegmentProblem),
/* harmony export */   u: () => (/* binding */ encodeSegment)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98488);

/**
 * Ids become segments of request paths (`/v2/agent/{projectId}/job/{id}`). The contract types an
 * id as any string, so every id is percent-encoded, and only what encoding cannot make one
 * segment is refused: an empty id, `.` and `..` (URL parsing resolves those away whatever their
 * encoding), text that is not well-formed Unicode (it has no UTF-8 form to encode), and an id
 * whose encoded form is longer than a request line can carry (many servers refuse one past 8 KB). The same rule judges ids from inputs and ids in the platform's answers.
 */
/** Characters one encoded id may take in a path: two ids and the rest of the path fit in 8 KB. */
const MAX_ENCODED_LENGTH = 3_000;
/** Why `value` cannot be one path segment, or undefined when it can. */
function pathSegmentProblem(value) {
    if (value === '')
        return 'it is empty';
    if (value === '.' || value === '..')
        return `"${value}" is not an id (it would move up or stay in the path)`;
    if (/\p{Cs}/u.test(value))
        return 'it is not well-formed Unicode (it holds half of a surrogate pair)';
    // Checked on the length first: encoding a megabyte-long id only to refuse it would waste the time.
    if (value.length > MAX_ENCODED_LENGTH || encodeURIComponent(value).length > MAX_ENCODED_LENGTH)
        return `it is longer than a request path can carry (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(MAX_ENCODED_LENGTH)} characters once percent-encoded)`;
    return undefined;
}
/** `value` as one path segment: `a/b` becomes `a%2Fb`, `50%` becomes `50%25`, `é` becomes `%C3%A9`. */
function encodeSegment(value) {
    const problem = pathSegmentProblem(value);
    if (problem)
        throw new Error(`Refusing to build a request path from id "${value}": ${problem}.`);
    return encodeURIComponent(value);
}


/***/ }),

/***/ 65236:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E6: () => (/* binding */ keyMarksWith),
/* harmony export */   Lv: () => (/* binding */ redactedDistinct),
/* harmony export */   qx: () => (/* binding */ pageAddress),
/* harmony export */   ys: () => (/* binding */ redactReaderText)
/* harmony export */ });
/* unused harmony exports REDACTED_EMAIL, REDACTED_SECRET */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Text readers wrote (search terms, questions to the assistant, the addresses of the pages they
 * asked on) can hold what they pasted: an email address, an API key, a token. Such strings are
 * replaced wherever reader text is kept, in every file and summary, whoever may read them. The
 * patterns are linear: each match starts only where a run of its characters starts, and every
 * repeat is bounded or ends at a character outside the run, so a megabyte of hostile text costs
 * one pass.
 */
const REDACTED_EMAIL = '[email removed]';
const REDACTED_SECRET = '[secret removed]';
const EMAIL = /(?<![\p{L}\p{N}\p{M}_.%+-])[\p{L}\p{N}\p{M}_.%+-]{1,64}@(?:[\p{L}\p{N}\p{M}-]{1,63}\.){1,8}\p{L}{2,24}(?![\p{L}\p{N}-])/gu;
/** Keys in the shapes their issuers give them: the platform's, GitHub's, GitLab's, Slack's, cloud and payment providers'. */
const PREFIXED = new RegExp('(?<![A-Za-z0-9_-])(?:' +
    [
        'mint_[A-Za-z0-9_]{8,}',
        'gh[pousr]_[A-Za-z0-9]{20,}',
        'github_pat_[A-Za-z0-9_]{20,}',
        'glpat-[A-Za-z0-9_-]{20,}',
        'xox[abposr]-[A-Za-z0-9-]{10,}',
        'sk-[A-Za-z0-9_-]{20,}',
        '(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{10,}',
        'npm_[A-Za-z0-9]{36}',
        '(?:AKIA|ASIA)[0-9A-Z]{16}',
        'AIza[0-9A-Za-z_-]{35}',
    ].join('|') +
    ')(?![A-Za-z0-9])', 'g');
/** A signed token: three base64url parts, the first a JSON header. */
const JWT = /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g;
/**
 * A run of key characters, 20 and more; `looksRandom` decides whether it is a key or a long
 * word. A slash ends a run, as in a page's path (`/docs/guides/OAuth2Setup`): a base64 key with
 * one is judged by its parts.
 */
const LONG_RUN = /(?<![A-Za-z0-9+=])[A-Za-z0-9+=]{20,}/g;
/**
 * Mixed case with a digit (a base64 or alphanumeric key), or 32 hex digits and more (a hex key).
 * Hyphens and underscores end a run, so a slug such as `Windows-Server-2022-Install-Guide` is
 * read as its short words, none of them a key.
 */
function looksRandom(run) {
    if (run.length >= 32 && /^[0-9a-f]+$/i.test(run) && /\d/.test(run))
        return true;
    return /\d/.test(run) && /[a-z]/.test(run) && /[A-Z]/.test(run);
}
const BEGIN_KEY = /-----BEGIN [A-Z ]{0,40}PRIVATE KEY-----/g;
const END_KEY = /-----END [A-Z ]{0,40}PRIVATE KEY-----/g;
/** Every private key block, to its end line or, without one, to the end of the text: one pass. */
function withoutPrivateKeys(text) {
    if (!text.includes('PRIVATE KEY-----'))
        return text;
    let result = '';
    let from = 0;
    BEGIN_KEY.lastIndex = 0;
    for (let begin = BEGIN_KEY.exec(text); begin; begin = BEGIN_KEY.exec(text)) {
        END_KEY.lastIndex = begin.index + begin[0].length;
        const end = END_KEY.exec(text);
        result += text.slice(from, begin.index) + REDACTED_SECRET;
        from = end ? end.index + end[0].length : text.length;
        BEGIN_KEY.lastIndex = from;
    }
    return result + text.slice(from);
}
/** `text` with email addresses and strings that look like secrets replaced by a marker. */
function redactReaderText(text) {
    return withoutPrivateKeys(text)
        .replace(JWT, REDACTED_SECRET)
        .replace(PREFIXED, REDACTED_SECRET)
        .replace(EMAIL, REDACTED_EMAIL)
        .replace(LONG_RUN, (run) => (looksRandom(run) ? REDACTED_SECRET : run));
}
/**
 * The key of the marks, never written: the same text gets the same mark in both periods, and no
 * one can test a guess against it. Random until `keyMarksWith` derives it from the API key, so
 * the marks also agree from one run to the next (the history compares this week's terms with
 * last week's); only someone holding that key, who could read the terms from the platform
 * anyway, could test a guess then.
 */
let markKey = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(32);
function keyMarksWith(secret) {
    if (secret !== '')
        markKey = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', secret).update('docs report: reader text marks').digest();
}
/**
 * Reader text that keeps being told apart once redacted: two terms that differ only in the
 * address a reader typed stay two rows, each with a short mark a secret key derives
 * from the whole text (`[email removed] #3f9a1c`).
 */
function redactedDistinct(text) {
    const redacted = redactReaderText(text);
    if (redacted === text)
        return text;
    return `${redacted} #${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', markKey).update(text).digest('hex').slice(0, 6)}`;
}
/**
 * The page an address names, without its query and fragment (which carry what a reader typed
 * into a search box or form), redacted as any reader text.
 */
function pageAddress(address) {
    const cut = address.search(/[?#]/);
    return redactReaderText(cut < 0 ? address : address.slice(0, cut));
}


/***/ }),

/***/ 73681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ codeFence),
/* harmony export */   o: () => (/* binding */ SummaryDocument)
/* harmony export */ });
/* harmony import */ var _html_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20534);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79209);


const CLOSE_DETAILS = '</details>';
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
        return this.add(CLOSE_DETAILS);
    }
    /** Untrusted multi-line text shown exactly as typed, blank lines and Markdown included. */
    preformatted(content, maxChars) {
        return this.add(`<pre>${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .forSummary */ .oN)(content, maxChars, true)}</pre>`, true);
    }
    /** A fenced code block (GitHub adds a copy button); the fence outgrows any backticks inside. */
    code(language, content) {
        const safe = (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .showControls */ .mz)((0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(content), true);
        const fence = codeFence(safe);
        return this.add(`${fence}${language}\n${safe}\n${fence}`, true);
    }
    /** A block of markup this action writes itself, such as a Mermaid chart of its own numbers. */
    trustedBlock(markup) {
        return this.add(markup, true);
    }
    render() {
        return this.blocks.join('\n\n') + '\n';
    }
    /**
     * The document within `maxChars`, for a place with a hard limit (a pull-request comment):
     * whole blocks in order while they fit, then `note` in place of the rest, so markup is never
     * cut through; a collapsed section the cut leaves open is closed.
     */
    renderWithin(maxChars, note) {
        const whole = this.render();
        if (whole.length <= maxChars)
            return whole;
        const ending = (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<p>${note}</p>`.markup;
        const kept = [];
        let used = ending.length + 1;
        let open = 0;
        for (const block of this.blocks) {
            const depth = open + (block.startsWith('<details') ? 1 : block === CLOSE_DETAILS ? -1 : 0);
            const closing = depth * (CLOSE_DETAILS.length + 2);
            if (used + block.length + 2 + closing > maxChars)
                break;
            kept.push(block);
            used += block.length + 2;
            open = depth;
        }
        return [...kept, ...Array(open).fill(CLOSE_DETAILS), ending].join('\n\n') + '\n';
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
/** A Markdown code fence longer than any run of backticks in `content`, so nothing inside can close it. */
function codeFence(content) {
    const longestRun = Array.from(content.matchAll(/`+/g)).reduce((longest, run) => Math.max(longest, run[0].length), 0);
    return '`'.repeat(Math.max(3, longestRun + 1));
}


/***/ })

};
