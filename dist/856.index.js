export const id = 856;
export const ids = [856];
export const modules = {

/***/ 89856:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readAgentSettings: () => (/* binding */ readAgentSettings)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _inputs_durations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(66208);
/* harmony import */ var _inputs_parsers_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(45165);
/* harmony import */ var _inputs_read_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68215);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(98488);
/* harmony import */ var _job_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(34626);
/* harmony import */ var _prompt_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(35222);








function readAgentSettings(common, inputs, environment) {
    const { input, rawInput } = inputs;
    const githubToken = rawInput('github-token');
    (0,_inputs_read_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .treatAsSecret */ .Py)(githubToken);
    const jobIdText = rawInput('job-id');
    const jobId = jobIdText.trim() === '' ? undefined : (0,_inputs_parsers_js__WEBPACK_IMPORTED_MODULE_3__/* .parseIdentifier */ .fu)('job-id', jobIdText);
    const prompt = readPromptSource(inputs, environment);
    if (prompt === undefined && jobId === undefined) {
        throw new Error('Input "prompt" (or "prompt-file") is required in agent mode unless "job-id" names a job to wait for.');
    }
    const task = prompt === undefined
        ? { kind: 'resume', jobId: jobId }
        : jobId === undefined
            ? { kind: 'create', prompt }
            : { kind: 'message', jobId, prompt };
    const releaseContext = (0,_inputs_parsers_js__WEBPACK_IMPORTED_MODULE_3__/* .parseChoice */ .HU)('release-context', input('release-context'), ['none', 'auto']);
    if (releaseContext === 'auto' && task.kind === 'resume') {
        throw new Error('Input "release-context: auto" adds the release to a prompt, and this step sends none (only "job-id" is set).');
    }
    if (releaseContext === 'auto' && githubToken === '') {
        throw new Error('Input "release-context: auto" needs "github-token" (the default, github.token, is enough).');
    }
    const wait = (0,_inputs_parsers_js__WEBPACK_IMPORTED_MODULE_3__/* .parseBoolean */ .yG)('wait', input('wait'));
    const requirePr = (0,_inputs_parsers_js__WEBPACK_IMPORTED_MODULE_3__/* .parseBoolean */ .yG)('require-pr', input('require-pr'));
    if (requirePr && !wait) {
        throw new Error('Input "require-pr: true" needs "wait: true": without waiting, the job has not finished.');
    }
    const pollIntervalMs = (0,_inputs_durations_js__WEBPACK_IMPORTED_MODULE_2__/* .parseDuration */ .E)('poll-interval', input('poll-interval'), { minMs: 100, maxMs: 3_600_000 });
    if (pollIntervalMs > common.timeoutMs) {
        throw new Error(`Input "poll-interval" (${input('poll-interval')}) may not exceed "timeout" (${input('timeout')}).`);
    }
    return {
        ...common,
        task,
        wait,
        pollIntervalMs,
        failOn: (0,_inputs_parsers_js__WEBPACK_IMPORTED_MODULE_3__/* .parseChoiceList */ .pT)('fail-on', rawInput('fail-on'), _job_js__WEBPACK_IMPORTED_MODULE_5__/* .FINAL_STATUSES */ .Ys),
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
    if (Buffer.byteLength(text) > _prompt_file_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_INLINE_PROMPT_BYTES */ .er) {
        throw new Error(`Input "prompt" may hold at most ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_7__/* .count */ .U9)(_prompt_file_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_INLINE_PROMPT_BYTES */ .er, 'byte')} (a runner cannot pass a longer input); it holds ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_7__/* .count */ .U9)(Buffer.byteLength(text), 'byte')}. Put a longer prompt in a file and use "prompt-file".`);
    }
    return { kind: 'input', text: text.trim() };
}
/**
 * A prompt file must be a regular file inside the workspace or RUNNER_TEMP (where earlier steps
 * of the job leave files), after following links, and small enough to be a prompt. Checked
 * here, without opening it: `stat` does not block on a FIFO the way reading would.
 */
function checkPromptFile(given, environment) {
    const full = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(environment.workspace, given);
    let real;
    try {
        real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(full);
    }
    catch (error) {
        const reason = error.code === 'ENOENT' ? 'no such file' : String(error);
        throw new Error(`Input "prompt-file": cannot read "${given}" (resolved to ${full}): ${reason}.`, { cause: error });
    }
    const roots = [environment.workspace, environment.runnerTemp];
    if (!roots.some((root) => (0,_prompt_file_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .UO)(real, root))) {
        throw new Error(`Input "prompt-file" must name a file inside the workspace or RUNNER_TEMP; "${given}" is ${real}.`);
    }
    const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(real);
    if (!stats.isFile()) {
        throw new Error(`Input "prompt-file" must name a regular file; "${given}" is a ${stats.isDirectory() ? 'directory' : 'special file'}.`);
    }
    if (stats.size > _prompt_file_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_PROMPT_BYTES */ .Os) {
        throw new Error(`Input "prompt-file" may name a file of at most ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_7__/* .count */ .U9)(_prompt_file_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_PROMPT_BYTES */ .Os, 'byte')}; "${given}" has ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_7__/* .count */ .U9)(stats.size, 'byte')}.`);
    }
    return { kind: 'file', path: real, given };
}


/***/ }),

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


/***/ })

};
