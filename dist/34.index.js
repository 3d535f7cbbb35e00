export const id = 34;
export const ids = [34];
export const modules = {

/***/ 32779:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ uploadArtifact)
/* harmony export */ });
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47708);
/* harmony import */ var _runner_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81864);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(98488);



/**
 * Uploads the files as one artifact, within the step's deadline and cancellation (the client
 * takes no signal, so the step stops waiting for it; the process ends soon after). The artifact
 * client is loaded here, on demand, so a step that uploads nothing does not pay for it at
 * start-up. Outside a runner there is no artifact service: nothing is uploaded, with a warning.
 */
async function uploadArtifact(request, environment, limits) {
    if (!environment.canUploadArtifacts) {
        _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm.warning(request.withoutService.message, request.withoutService.title);
        return undefined;
    }
    let response;
    try {
        response = await (0,_runner_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .bounded */ .Mm)(limits, `uploading artifact "${request.name}"`, async () => {
            const { ArtifactNotFoundError, DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(251), __webpack_require__.e(351), __webpack_require__.e(424)]).then(__webpack_require__.bind(__webpack_require__, 49424));
            const client = new DefaultArtifactClient();
            if (request.overwrite) {
                try {
                    const deleted = await client.deleteArtifact(request.name);
                    _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm.info(`Deleted artifact "${request.name}" (id ${deleted.id}) uploaded earlier in this run, as "overwrite" asks.`);
                }
                catch (error) {
                    if (!(error instanceof ArtifactNotFoundError))
                        throw error;
                    _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm.info(`No artifact "${request.name}" in this run yet: nothing to overwrite.`);
                }
            }
            const options = request.retentionDays === undefined ? {} : { retentionDays: request.retentionDays };
            return client.uploadArtifact(request.name, [...request.files], request.rootDirectory, options);
        });
    }
    catch (error) {
        if (error instanceof _runner_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .CancelledError */ .cc || error instanceof _runner_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .DeadlineError */ .j3)
            throw error;
        throw new Error(`Uploading artifact "${request.name}" failed: ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error)}`, { cause: error });
    }
    if (response.id === undefined)
        throw new Error(`The artifact service did not return an id for artifact "${request.name}".`);
    const url = environment.runUrl === undefined ? undefined : `${environment.runUrl}/artifacts/${response.id}`;
    _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm.info(`Uploaded artifact "${request.name}" (id ${response.id}, ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .count */ .U9)(response.size ?? 0, 'byte')}${response.digest ? `, digest sha256:${response.digest}` : ''})${url ? `: ${url}` : ''}.`);
    return { id: response.id, url, digest: response.digest };
}


/***/ }),

/***/ 5550:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ NotARegularFile),
/* harmony export */   T: () => (/* binding */ readBoundedFileSync)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

/*
 * A file another step could have written, read on the runner as hostile: opened without following
 * a link and without waiting on a pipe, taken only when it is a regular file, and read at most one
 * byte past its cap however it grows while it is read. Synchronous, for what is read while the
 * settings are: a prompt file's digest, the report steps' notes.
 */
/** The file is there but is no regular file (a directory, a pipe, a device). */
class NotARegularFile extends Error {
    name = 'NotARegularFile';
}
/**
 * Up to `maxBytes + 1` bytes of `file`: more than `maxBytes` says it is over the cap. Throws what
 * opening it threw (a missing file, a link), or NotARegularFile.
 */
function readBoundedFileSync(file, maxBytes) {
    const descriptor = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW);
    try {
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(descriptor);
        if (!stats.isFile())
            throw new NotARegularFile(`${file} is not a regular file`);
        const buffer = Buffer.alloc(maxBytes + 1);
        let length = 0;
        while (length < buffer.length) {
            const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(descriptor, buffer, length, buffer.length - length, length);
            if (read === 0)
                break;
            length += read;
        }
        return buffer.subarray(0, length);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(descriptor);
    }
}


/***/ }),

/***/ 29403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $z: () => (/* binding */ HAND_OFF_FILE),
/* harmony export */   E$: () => (/* binding */ handOffArtifactName),
/* harmony export */   JV: () => (/* binding */ readHandOffSubject),
/* harmony export */   KI: () => (/* binding */ HAND_OFF_FORMAT),
/* harmony export */   Pm: () => (/* binding */ JOB_STATUS),
/* harmony export */   _W: () => (/* binding */ readHandOffRecord),
/* harmony export */   c7: () => (/* binding */ parseHandOffJson),
/* harmony export */   jn: () => (/* binding */ MAX_HAND_OFF_BYTES),
/* harmony export */   nA: () => (/* binding */ handOffJson),
/* harmony export */   t1: () => (/* binding */ HandOffFileError)
/* harmony export */ });
/* unused harmony exports MAX_HANDED_PER_SECTION, MAX_HANDED_DIGESTS */
/* harmony import */ var _text_json_fields_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75699);
/* harmony import */ var _text_path_segment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23412);
/* harmony import */ var _text_pull_request_link_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44809);



/*
 * A hand-off: a weekly report's content gaps given to the docs agent (its `prompt-file` is the
 * content-gaps file the report wrote). Agent mode records it at the end of its step, as the
 * artifact `<artifact-name>-hand-off` of the same run, so the next report, which finds that run
 * as the one its history comes from, can say what the agent's pull request did for those gaps.
 * The record holds digests and ids only, never what readers wrote: it is uploaded on public
 * repositories too. The next report reads it as hostile: anyone who can start a run can upload
 * an artifact of that name, and only the run's trust and these checks stand in the way.
 */
/** hand-off.json's format; the sidecar's (hand-off-sidecar.ts) too. */
const HAND_OFF_FORMAT = 1;
/** The file the artifact holds. */
const HAND_OFF_FILE = 'hand-off.json';
/** The most a hand-off may take, zipped or as hand-off.json: a record is a few kilobytes. */
const MAX_HAND_OFF_BYTES = 64 * 1024;
/** The most digests of one section, and of all: a report lists 25 gaps of each of its three kinds. */
const MAX_HANDED_PER_SECTION = 100;
const MAX_HANDED_DIGESTS = 300;
/** The artifact a hand-off is recorded as, beside the report's own. */
function handOffArtifactName(artifactName) {
    return `${artifactName}-hand-off`;
}
/** hand-off.json's text. */
function handOffJson(record) {
    const { projectId, dateFrom, dateTo, digestCheck, jobId, status, prLink, recordedAt } = record;
    const sections = Object.fromEntries(record.sections);
    const json = { format: HAND_OFF_FORMAT, projectId, dateFrom, dateTo, digestCheck, sections };
    return `${JSON.stringify({ ...json, jobId, status, prLink, recordedAt }, null, 2)}\n`;
}
/** A job status as a record keeps it: a short word (`completed`); the agent step records any other as unknown. */
const JOB_STATUS = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
/** A hand-off file (the record, or the sidecar) is not what the action writes, or not of the report it should be. */
class HandOffFileError extends Error {
    name = 'HandOffFileError';
}
const recordField = (0,_text_json_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .fieldReader */ .A)((message) => new HandOffFileError(message), (where) => (where === '' ? HAND_OFF_FILE : `${HAND_OFF_FILE} "${where}"`));
const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z$/;
const MAX_JOB_ID_CHARS = 256;
/** Reads hand-off.json as hostile, and as the hand-off of the report `expected` describes; throws HandOffFileError. */
function readHandOffRecord(text, expected) {
    const fields = parseHandOffJson(text, recordField);
    const subject = readHandOffSubject(fields, recordField);
    for (const name of ['projectId', 'dateFrom', 'dateTo', 'digestCheck']) {
        if (subject[name] !== expected[name])
            throw recordField.refuse(name, `is not the last report's (${JSON.stringify(expected[name])})`);
    }
    const jobId = recordField.asShortText(fields['jobId'], 'jobId', MAX_JOB_ID_CHARS);
    const idProblem = (0,_text_path_segment_js__WEBPACK_IMPORTED_MODULE_2__/* .pathSegmentProblem */ .i)(jobId);
    if (idProblem)
        throw recordField.refuse('jobId', `is not a usable job id (${idProblem})`);
    const status = fields['status'] === null ? null : recordField.asShortText(fields['status'], 'status', 40);
    if (status !== null && !JOB_STATUS.test(status))
        throw recordField.refuse('status', 'is not a job status');
    const link = fields['prLink'] === null ? null : recordField.asShortText(fields['prLink'], 'prLink', 2_000);
    const pull = link === null ? null : (0,_text_pull_request_link_js__WEBPACK_IMPORTED_MODULE_1__/* .readPullRequestLink */ .H)(link, expected.githubHost);
    if (typeof pull === 'string')
        throw recordField.refuse('prLink', `is refused: ${pull}`);
    const recordedAt = recordField.asShortText(fields['recordedAt'], 'recordedAt', 40);
    if (!STAMP.test(recordedAt))
        throw recordField.refuse('recordedAt', 'is not a UTC time');
    return { ...subject, jobId, status, prLink: pull?.href ?? null, recordedAt };
}
/** The file's JSON object, of format HAND_OFF_FORMAT. */
function parseHandOffJson(text, reader) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch (error) {
        throw reader.refuse('', `is not JSON (${error.message.slice(0, 200)})`);
    }
    const fields = reader.asRecord(parsed, '');
    if (fields['format'] !== HAND_OFF_FORMAT)
        throw reader.refuse('', `is not of format ${HAND_OFF_FORMAT} (it says ${describeFormat(fields['format'])})`);
    return fields;
}
/** What a file gave as its format, said safely: a hostile value may be nested thousands deep, or long. */
function describeFormat(value) {
    if (typeof value === 'number' && Number.isFinite(value))
        return String(value);
    if (value === null || value === undefined)
        return String(value);
    return Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
const DIGEST = /^[0-9a-f]{16}$/;
/** The fields the sidecar and the record share, each checked for its type and length. */
function readHandOffSubject(fields, reader) {
    const digestCheck = reader.asShortText(fields['digestCheck'], 'digestCheck', 16);
    if (!DIGEST.test(digestCheck))
        throw reader.refuse('digestCheck', 'is not a digest');
    return {
        projectId: reader.asShortText(fields['projectId'], 'projectId', 200),
        dateFrom: reader.asShortText(fields['dateFrom'], 'dateFrom', 40),
        dateTo: reader.asShortText(fields['dateTo'], 'dateTo', 40),
        digestCheck,
        sections: readHandedGaps(fields['sections'], reader),
    };
}
/** `sections`: digests by section name, at most MAX_HANDED_PER_SECTION each and MAX_HANDED_DIGESTS in all. */
function readHandedGaps(value, reader) {
    const sections = new Map();
    let total = 0;
    for (const [name, list] of Object.entries(reader.asRecord(value, 'sections'))) {
        reader.asIdentifier(name, 'sections');
        const where = `sections.${name}`;
        if (!Array.isArray(list) || list.length > MAX_HANDED_PER_SECTION)
            throw reader.refuse(where, `is not a list of at most ${MAX_HANDED_PER_SECTION} digests`);
        total += list.length;
        if (total > MAX_HANDED_DIGESTS)
            throw reader.refuse('sections', `holds more than ${MAX_HANDED_DIGESTS} digests`);
        const digests = list.map((digest, index) => {
            if (typeof digest !== 'string' || !DIGEST.test(digest))
                throw reader.refuse(`${where}[${index}]`, 'is not a digest');
            return digest;
        });
        if (digests.length > 0)
            sections.set(name, [...new Set(digests)]);
    }
    return sections;
}


/***/ }),

/***/ 93167:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bj: () => (/* binding */ sha256Of),
/* harmony export */   Gi: () => (/* binding */ readHandOffSidecar),
/* harmony export */   HL: () => (/* binding */ SIDECAR_FOLDER),
/* harmony export */   rn: () => (/* binding */ writeHandOffSidecar),
/* harmony export */   sW: () => (/* binding */ readSidecarFile)
/* harmony export */ });
/* unused harmony export sidecarPath */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _text_json_fields_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(75699);
/* harmony import */ var _hand_off_record_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(29403);






/*
 * How the report step tells the agent step, later in the same job, that a file is a report's
 * content gaps: a sidecar in RUNNER_TEMP, named by the digest of the content-gaps file's real
 * path, holding what the hand-off record needs and the file's SHA-256. The agent step finds it
 * from its `prompt-file`'s path, or, for a copy, by that SHA-256 among the notes
 * (content-notes.ts), and takes the prompt for the report's gaps only when the file it read has
 * that SHA-256: a file edited since, or another file, is no hand-off. No reader text is in it;
 * it is read as hostile all the same, as any file another step could have written.
 */
/** The folder of RUNNER_TEMP the sidecars are in. */
const SIDECAR_FOLDER = 'docs-agent-hand-offs';
/** The sidecar's path for a file at `realFile` (its real path, links followed). */
function sidecarPath(runnerTemp, realFile) {
    const name = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(realFile, 'utf8').digest('hex');
    return node_path__WEBPACK_IMPORTED_MODULE_3___default().join(runnerTemp, SIDECAR_FOLDER, `${name}.json`);
}
/** SHA-256 in hex: of the content-gaps file as written, and of the prompt file as read. */
function sha256Of(content) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(content).digest('hex');
}
/** Writes the sidecar of `contentFile`; returns its path. */
async function writeHandOffSidecar(runnerTemp, contentFile, sidecar) {
    const file = sidecarPath(runnerTemp, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(contentFile));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(file), { recursive: true });
    const { projectId, dateFrom, dateTo, digestCheck, artifactName, retentionDays, contentSha256 } = sidecar;
    const json = {
        format: _hand_off_record_js__WEBPACK_IMPORTED_MODULE_5__/* .HAND_OFF_FORMAT */ .KI,
        ...{ projectId, dateFrom, dateTo, digestCheck, artifactName: artifactName ?? null },
        retentionDays: retentionDays ?? null,
        ...{
            contentSha256,
            readerTextShown: sidecar.readerTextShown ?? null,
            sections: Object.fromEntries(sidecar.sections),
        },
    };
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(file, `${JSON.stringify(json, null, 2)}\n`);
    return file;
}
const sidecarField = (0,_text_json_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .fieldReader */ .A)((message) => new _hand_off_record_js__WEBPACK_IMPORTED_MODULE_5__/* .HandOffFileError */ .t1(message), (where) => (where === '' ? 'the sidecar' : `the sidecar's "${where}"`));
const ARTIFACT_NAME = /^[^":<>|*?\\/\r\n]{1,200}$/;
const SHA256 = /^[0-9a-f]{64}$/;
/**
 * The sidecar of the prompt file at `realFile`, or undefined when there is none (the prompt is
 * not a report's content gaps). Read without following a link, as a regular file within the
 * size cap; throws HandOffFileError for one that is not what the report step writes.
 */
function readHandOffSidecar(runnerTemp, realFile) {
    return readSidecarFile(sidecarPath(runnerTemp, realFile));
}
/** The sidecar at `file` (a note found by its content, content-notes.ts), read as readHandOffSidecar reads one. */
async function readSidecarFile(file) {
    const text = await readSmallFile(file);
    if (text === undefined)
        return undefined;
    const fields = (0,_hand_off_record_js__WEBPACK_IMPORTED_MODULE_5__/* .parseHandOffJson */ .c7)(text, sidecarField);
    const artifactName = fields['artifactName'] === null ? undefined : sidecarField.asShortText(fields['artifactName'], 'artifactName', 200);
    if (artifactName !== undefined && !ARTIFACT_NAME.test(artifactName))
        throw sidecarField.refuse('artifactName', 'is not an artifact name, or null');
    const retention = fields['retentionDays'];
    if (retention !== null && (!Number.isInteger(retention) || retention < 1 || retention > 400))
        throw sidecarField.refuse('retentionDays', 'is not a number of days from 1 to 400, or null');
    const contentSha256 = sidecarField.asShortText(fields['contentSha256'], 'contentSha256', 64);
    if (!SHA256.test(contentSha256))
        throw sidecarField.refuse('contentSha256', 'is not a SHA-256');
    const retentionDays = retention === null ? undefined : retention;
    const shown = fields['readerTextShown'] ?? null;
    if (shown !== null && typeof shown !== 'boolean')
        throw sidecarField.refuse('readerTextShown', 'is not true, false or null');
    const readerTextShown = shown ?? undefined;
    return { ...(0,_hand_off_record_js__WEBPACK_IMPORTED_MODULE_5__/* .readHandOffSubject */ .JV)(fields, sidecarField), artifactName, retentionDays, contentSha256, readerTextShown };
}
/** A regular file's text, at most MAX_HAND_OFF_BYTES; undefined when there is no such file. */
async function readSmallFile(file) {
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw new _hand_off_record_js__WEBPACK_IMPORTED_MODULE_5__/* .HandOffFileError */ .t1(`the sidecar ${file} cannot be opened (${error.message})`);
    }
    try {
        const stats = await handle.stat();
        if (!stats.isFile())
            throw new _hand_off_record_js__WEBPACK_IMPORTED_MODULE_5__/* .HandOffFileError */ .t1(`the sidecar ${file} is not a regular file`);
        if (stats.size > _hand_off_record_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_HAND_OFF_BYTES */ .jn)
            throw new _hand_off_record_js__WEBPACK_IMPORTED_MODULE_5__/* .HandOffFileError */ .t1(`the sidecar ${file} is over ${_hand_off_record_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_HAND_OFF_BYTES */ .jn / 1024} KiB`);
        // At most one byte past the cap, however the file grows while it is read.
        const buffer = Buffer.alloc(_hand_off_record_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_HAND_OFF_BYTES */ .jn + 1);
        let length = 0;
        while (length < buffer.length) {
            const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
            if (bytesRead === 0)
                break;
            length += bytesRead;
        }
        if (length > _hand_off_record_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_HAND_OFF_BYTES */ .jn)
            throw new _hand_off_record_js__WEBPACK_IMPORTED_MODULE_5__/* .HandOffFileError */ .t1(`the sidecar ${file} is over ${_hand_off_record_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_HAND_OFF_BYTES */ .jn / 1024} KiB`);
        return buffer.subarray(0, length).toString('utf8');
    }
    finally {
        await handle.close();
    }
}


/***/ }),

/***/ 4141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AL: () => (/* binding */ readerTextDirectory),
/* harmony export */   D6: () => (/* binding */ visibilityRule),
/* harmony export */   Nq: () => (/* binding */ CONTENT_GAPS_FILE)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/** The content gaps visitors mode hands agent mode as a prompt file. */
const CONTENT_GAPS_FILE = 'content-gaps.md';
/** Where visitors mode keeps files holding reader text when it may not be shown: on the runner, never uploaded. */
function readerTextDirectory(environment) {
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().join(environment.runnerTemp, 'visitors-reader-text');
}
/**
 * From the event payload: `repository.visibility` where it has it (public, private, internal),
 * else `repository.private`. Reader text is shown only on a repository that is not public.
 */
function visibilityRule(payload) {
    const repository = payload['repository'];
    const fields = typeof repository === 'object' && repository !== null ? repository : {};
    const visibility = fields['visibility'];
    const isPrivate = fields['private'];
    // Any sign of a public repository wins: showing text by mistake cannot be taken back.
    if (visibility === 'public' || isPrivate === false)
        return { shown: false, reason: 'the repository is public' };
    if (visibility === 'internal')
        return { shown: true, reason: 'the repository is internal' };
    if (visibility === 'private' || isPrivate === true)
        return { shown: true, reason: 'the repository is private' };
    return { shown: false, reason: 'the event payload does not say the repository is private, so it is taken as public' };
}


/***/ }),

/***/ 44809:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ readPullRequestLink),
/* harmony export */   c: () => (/* binding */ pullRequestReference)
/* harmony export */ });
/* harmony import */ var _html_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20534);

/*
 * Links to a pull request, as the platform gives them (`prLink`) and as a recorded hand-off keeps
 * them: how the summaries name one, and, read as hostile, the pull request GitHub can be asked about.
 */
/**
 * `owner/repo#42` and 42 for a pull request URL of GitHub's shape; undefined otherwise. On a
 * host other than `githubHost` the label names the host, so a look-alike host is not dressed as GitHub.
 */
function pullRequestReference(prLink, githubHost) {
    const url = (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .webUrl */ .qP)(prLink);
    const match = url ? /^\/([^/]+)\/([^/]+)\/pull\/(\d+)\/?$/.exec(url.pathname) : null;
    if (!url || !match)
        return undefined;
    const host = githubHost === undefined || url.host === githubHost ? '' : `${url.host}/`;
    return { label: `${host}${decoded(match[1])}/${decoded(match[2])}#${match[3]}`, number: Number(match[3]) };
}
const MAX_LINK_CHARS = 2_000;
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const REPO = /^[A-Za-z0-9._-]{1,100}$/;
/**
 * The pull request `link` names, strictly: an https URL of `githubHost` (GITHUB_SERVER_URL's
 * host), with the path `/owner/repo/pull/N` and nothing after it, the names as GitHub allows
 * them. Why not, otherwise: such a link becomes a request to GitHub with the workflow's token.
 */
function readPullRequestLink(link, githubHost) {
    if (link.length > MAX_LINK_CHARS)
        return `it is longer than ${MAX_LINK_CHARS} characters`;
    const url = (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .webUrl */ .qP)(link);
    if (!url || url.protocol !== 'https:')
        return 'it is not an https URL';
    if (url.host !== githubHost)
        return `it is not on ${githubHost}`;
    if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '')
        return 'it carries more than the pull request';
    const match = /^\/([^/]+)\/([^/]+)\/pull\/([1-9]\d{0,9})\/?$/.exec(url.pathname);
    if (!match)
        return 'it is not a link to a pull request (/owner/repo/pull/N)';
    const [, owner = '', repo = '', number = ''] = match;
    if (!OWNER.test(owner) || !REPO.test(repo) || repo === '.' || repo === '..')
        return 'its owner or repository is not a name GitHub gives';
    return { owner, repo, number: Number(number), href: url.href };
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


/***/ })

};
