export const id = 40;
export const ids = [40];
export const modules = {

/***/ 81043:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Y: () => (/* binding */ readArtifactFiles),
  n: () => (/* binding */ unpackArtifact)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/runner/limits.ts
var runner_limits = __webpack_require__(81864);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(98488);
// EXTERNAL MODULE: ./src/github/artifact-zip.ts
var artifact_zip = __webpack_require__(25423);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/github/artifact-unpack.ts





/*
 * The entries of an artifact's zip, listed and checked by artifact-zip.ts, read within the caps:
 * the sizes they declare first, before a byte is inflated, then the bytes themselves, counted as
 * they inflate and stopped at the cap. Either the files wanted, in memory, or every file into a
 * directory.
 */
/** The wanted files the zip holds, by name (one it lacks is left out), within the caps. */
function readZipFiles(zipFile, wanted, caps, signal) {
    return (0,artifact_zip/* withEntries */.bA)(zipFile, caps, async (zip, entries) => {
        const chosen = entries.filter((entry) => wanted.has(entry.fileName.replace(/\/$/, '')));
        const directory = chosen.find(artifact_zip/* isDirectory */.wd);
        if (directory)
            throw new artifact_zip/* ArtifactRefused */.ZC(`its ${(0,artifact_zip/* named */.KT)(directory)} is a directory, not a file`);
        declaredWithin(chosen, caps, (entry) => wanted.get(entry.fileName) ?? 0);
        const total = unpackedTotal(caps);
        const files = new Map();
        for (const entry of chosen) {
            const chunks = [];
            for await (const chunk of inflated(zip, entry, wanted.get(entry.fileName) ?? 0, total, signal))
                chunks.push(chunk);
            files.set(entry.fileName, Buffer.concat(chunks));
        }
        return files;
    });
}
/**
 * Every file of the zip into `directory` (made here, empty: nothing in it is overwritten or
 * followed), within the caps; returns the files' paths relative to it, `/`-separated.
 */
function unpackZip(zipFile, directory, caps, signal) {
    return (0,artifact_zip/* withEntries */.bA)(zipFile, caps, async (zip, entries) => {
        const files = entries.filter((entry) => !(0,artifact_zip/* isDirectory */.wd)(entry));
        declaredWithin(files, caps, () => caps.maxUnpackedBytes);
        const total = unpackedTotal(caps);
        await (0,promises_.mkdir)(directory, { recursive: true });
        for (const entry of files) {
            const target = external_node_path_default().join(directory, ...entry.fileName.split('/'));
            await (0,promises_.mkdir)(external_node_path_default().dirname(target), { recursive: true });
            const flags = external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | external_node_fs_.constants.O_NOFOLLOW;
            const handle = await (0,promises_.open)(target, flags, 0o644).catch((error) => {
                throw new artifact_zip/* ArtifactRefused */.ZC(`its ${(0,artifact_zip/* named */.KT)(entry)} cannot be written (${(0,format/* errorMessage */.gJ)(error)})`);
            });
            try {
                for await (const chunk of inflated(zip, entry, caps.maxUnpackedBytes, total, signal))
                    await handle.write(chunk);
            }
            finally {
                await handle.close();
            }
        }
        return files.map((entry) => entry.fileName);
    });
}
/** Refuses, before any byte is inflated, an entry or a sum of entries that says it is larger than the caps. */
function declaredWithin(entries, caps, capOf) {
    let sum = 0;
    for (const entry of entries) {
        if (entry.uncompressedSize > capOf(entry))
            throw new artifact_zip/* ArtifactRefused */.ZC(`its ${(0,artifact_zip/* named */.KT)(entry)} says it unpacks to ${(0,format/* count */.U9)(entry.uncompressedSize, 'byte')}, over the cap of ${(0,format/* formatCap */.AQ)(capOf(entry))}`);
        sum += entry.uncompressedSize;
    }
    if (sum > caps.maxUnpackedBytes)
        throw new artifact_zip/* ArtifactRefused */.ZC(`its files say they unpack to ${(0,format/* count */.U9)(sum, 'byte')}, over the cap of ${(0,format/* formatCap */.AQ)(caps.maxUnpackedBytes)}`);
}
/** The bytes left of the total cap, shared by every file read from one zip. */
function unpackedTotal(caps) {
    return { left: caps.maxUnpackedBytes, cap: caps.maxUnpackedBytes };
}
/** An entry's bytes as they inflate, stopping at its own cap, at the total's, or when the signal aborts. */
async function* inflated(zip, entry, fileCap, total, signal) {
    let stream;
    let bytes = 0;
    try {
        signal.throwIfAborted();
        stream = await zip.openReadStreamPromise(entry);
        for await (const chunk of stream) {
            signal.throwIfAborted();
            bytes += chunk.length;
            total.left -= chunk.length;
            if (bytes > fileCap)
                throw new artifact_zip/* ArtifactRefused */.ZC(`its ${(0,artifact_zip/* named */.KT)(entry)} unpacks to more than the cap of ${(0,format/* formatCap */.AQ)(fileCap)}`);
            if (total.left < 0)
                throw new artifact_zip/* ArtifactRefused */.ZC(`its files unpack to more than the cap of ${(0,format/* formatCap */.AQ)(total.cap)}`);
            yield chunk;
        }
    }
    catch (error) {
        if (error instanceof artifact_zip/* ArtifactRefused */.ZC || signal.aborted)
            throw error;
        // yauzl stops an entry that inflates past the size it declared, as it stops one whose data is not deflate.
        throw new artifact_zip/* ArtifactRefused */.ZC(`its ${(0,artifact_zip/* named */.KT)(entry)} cannot be unpacked (${(0,artifact_zip/* short */.h0)((0,format/* errorMessage */.gJ)(error))})`);
    }
    finally {
        stream?.destroy();
    }
}

;// CONCATENATED MODULE: ./src/github/artifact-download.ts






/** The wanted files the artifact holds, by name (one it lacks is left out); throws ArtifactRefused past a cap. */
async function readArtifactFiles(source, wanted, caps, limits) {
    const zipFile = await downloadZip(source, limits);
    try {
        return await (0,runner_limits/* bounded */.Mm)(limits, `unpacking ${source.label}`, (signal) => readZipFiles(zipFile, wanted, caps, signal));
    }
    finally {
        await (0,promises_.rm)(zipFile, { force: true });
    }
}
/**
 * Every file of the artifact unpacked into `directory` (made here; it must not exist yet);
 * returns their paths relative to it. Throws ArtifactRefused past a cap, with what was unpacked
 * until then left for the caller to remove.
 */
async function unpackArtifact(source, directory, caps, limits) {
    const zipFile = await downloadZip(source, limits);
    try {
        return await (0,runner_limits/* bounded */.Mm)(limits, `unpacking ${source.label}`, (signal) => unpackZip(zipFile, directory, caps, signal));
    }
    finally {
        await (0,promises_.rm)(zipFile, { force: true });
    }
}
/** The zip, saved within its cap as `artifact.zip` in the work directory. */
async function downloadZip(source, limits) {
    await (0,promises_.mkdir)(source.workDir, { recursive: true });
    const zipFile = external_node_path_default().join(source.workDir, 'artifact.zip');
    await (0,runner_limits/* bounded */.Mm)(limits, `downloading ${source.label}`, async (signal) => {
        const body = await zipBody(source, signal);
        await saveWithin(body, zipFile, source.maxZipBytes, signal);
    });
    return zipFile;
}
/**
 * The zip's bytes as they come: GitHub answers with a redirect to storage, asked with no token
 * and followed as it says; an API that serves the zip itself (as a GitHub Enterprise Server may)
 * is read as it answers.
 */
async function zipBody(source, signal) {
    const answer = await source.octokit.request('GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}', {
        ...source.repository,
        artifact_id: source.artifactId,
        archive_format: 'zip',
        request: { signal, redirect: 'manual', parseSuccessResponseBody: false },
    });
    const body = answer.data;
    const status = answer.status;
    if (status === 200 && body)
        return body;
    await body?.cancel().catch(() => undefined);
    const location = status >= 300 && status < 400 ? answer.headers.location : undefined;
    const address = location === undefined ? undefined : URL.parse(location, answer.url);
    if (!address || (address.protocol !== 'https:' && address.protocol !== 'http:'))
        throw new Error(`GitHub answered ${status} to the download, with no address to take the zip from`);
    const stored = await fetch(address, { signal, redirect: 'follow' });
    if (!stored.ok || !stored.body) {
        await stored.body?.cancel().catch(() => undefined);
        throw new Error(`the artifact's storage answered ${stored.status}`);
    }
    const length = Number(stored.headers.get('content-length') ?? '');
    if (length > source.maxZipBytes) {
        await stored.body.cancel().catch(() => undefined);
        throw zipTooLarge(source.maxZipBytes);
    }
    return stored.body;
}
/** Writes the bytes to a new file, stopping at the cap however many the answer holds. */
async function saveWithin(body, file, maxBytes, signal) {
    const handle = await (0,promises_.open)(file, 'wx');
    let bytes = 0;
    let saved = false;
    try {
        for await (const chunk of body) {
            signal.throwIfAborted();
            bytes += chunk.byteLength;
            if (bytes > maxBytes)
                throw zipTooLarge(maxBytes);
            await handle.write(chunk);
        }
        saved = true;
    }
    finally {
        // Closed first: Windows removes no open file. A download that stopped leaves nothing, stopped by the step or not.
        await handle.close();
        if (!saved)
            await (0,promises_.rm)(file, { force: true });
    }
}
function zipTooLarge(maxBytes) {
    return new artifact_zip/* ArtifactRefused */.ZC(`its zip is larger than the cap of ${(0,format/* formatCap */.AQ)(maxBytes)}`);
}


/***/ }),

/***/ 25423:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KT: () => (/* binding */ named),
/* harmony export */   ZC: () => (/* binding */ ArtifactRefused),
/* harmony export */   bA: () => (/* binding */ withEntries),
/* harmony export */   bm: () => (/* binding */ MAX_ARTIFACT_ENTRIES),
/* harmony export */   h0: () => (/* binding */ short),
/* harmony export */   wd: () => (/* binding */ isDirectory)
/* harmony export */ });
/* harmony import */ var yauzl__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20663);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(98488);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79209);



/**
 * Entries an artifact of the action's may list: a report's holds a few dozen files, and a
 * thousand leaves room for an artifact of many CSV files, while a central directory listing more
 * is refused before it is read.
 */
const MAX_ARTIFACT_ENTRIES = 1_000;
/** The artifact is refused: it is not a zip, holds what an artifact must not, or is past a cap. One sentence part. */
class ArtifactRefused extends Error {
    name = 'ArtifactRefused';
}
/** Opens the zip, refuses it when it lists too many entries or a bad one, and hands `read` the entries. */
async function withEntries(zipFile, caps, read) {
    // yauzl refuses absolute paths, `..` parts and (strictFileNames) backslashes as it reads each name.
    const options = { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true };
    const zip = await (0,yauzl__WEBPACK_IMPORTED_MODULE_0__/* .openPromise */ .sO)(zipFile, options).catch((error) => {
        throw new ArtifactRefused(`it is not a zip the action reads (${short((0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error))})`);
    });
    try {
        if (zip.entryCount > caps.maxEntries)
            throw new ArtifactRefused(`it lists ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .count */ .U9)(zip.entryCount, 'entry', 'entries')}, over the cap of ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .count */ .U9)(caps.maxEntries, 'entry', 'entries')}`);
        const entries = [];
        const listed = { names: new Set(), files: new Set(), parents: new Set() };
        try {
            for await (const entry of zip.eachEntry()) {
                const problem = entryProblem(entry, listed);
                if (problem)
                    throw new ArtifactRefused(`its ${named(entry)} ${problem}`);
                entries.push(entry);
            }
        }
        catch (error) {
            if (error instanceof ArtifactRefused)
                throw error;
            throw new ArtifactRefused(`it is not a zip the action reads (${short((0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error))})`);
        }
        return await read(zip, entries);
    }
    finally {
        zip.close();
    }
}
const FILE_TYPE = 0o170000;
const REGULAR = 0o100000;
const DIRECTORY = 0o040000;
const LINK = 0o120000;
/** Why an entry cannot be in an artifact of the action's, undefined when it can; records it in `listed`. */
function entryProblem(entry, listed) {
    const name = entry.fileName.replace(/\/$/, '');
    const parts = name.split('/');
    if (parts.some((part) => part === '' || part === '.' || part === '..'))
        return 'has an empty, "." or ".." part';
    // The Unix mode, kept in the high half of the external attributes; 0 when the zip does not say.
    const type = (entry.externalFileAttributes >>> 16) & FILE_TYPE;
    if (type === LINK)
        return 'is a symbolic link';
    if (type !== 0 && type !== (isDirectory(entry) ? DIRECTORY : REGULAR))
        return 'is not a regular file or a directory';
    if (entry.isEncrypted())
        return 'is encrypted';
    if (!entry.canDecodeFileData())
        return `is packed with a method the action does not read (${entry.compressionMethod})`;
    if (listed.names.has(name))
        return 'is listed twice';
    const parents = parts.slice(0, -1).map((_, index) => parts.slice(0, index + 1).join('/'));
    if (parents.some((parent) => listed.files.has(parent)) || (!isDirectory(entry) && listed.parents.has(name)))
        return 'is both a file and a folder';
    listed.names.add(name);
    if (!isDirectory(entry))
        listed.files.add(name);
    for (const parent of parents)
        listed.parents.add(parent);
    return undefined;
}
function isDirectory(entry) {
    return entry.fileName.endsWith('/');
}
/** `entry "report.json"`, the name kept short: it is the zip's to choose. */
function named(entry) {
    return `entry ${JSON.stringify((0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .cap */ .Np)(entry.fileName, 120))}`;
}
function short(message) {
    return (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .cap */ .Np)(message.replace(/\s+/g, ' ').trim(), 200);
}


/***/ }),

/***/ 53074:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LX: () => (/* binding */ createGitHubClient),
/* harmony export */   MT: () => (/* binding */ gitHubStatus),
/* harmony export */   fm: () => (/* binding */ permissionHint)
/* harmony export */ });
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47708);
/* harmony import */ var _runner_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81864);


/**
 * Answers that the same request would get again: the retry plugin's own list, and 406, which
 * GitHub sends for a diff too large to produce. (429 is the throttling plugin's to wait out.)
 */
const ANSWERS_NOT_RETRIED = [400, 401, 403, 404, 406, 410, 422, 451];
/** How often a request GitHub rate-limited is tried again, at most. */
const MAX_LIMITED_RETRIES = 2;
/**
 * The one way the action talks to GitHub: `@actions/github`'s client with two plugins that do
 * what GitHub's REST guidance asks of an integration. The retry plugin repeats a request that
 * failed for a passing reason (5xx, a dropped connection) with back-off. The throttling plugin
 * spaces writes (a second apart), and on a primary or secondary rate limit waits as long as
 * `Retry-After` (or the reset time) says before trying again, but never past `timeout`: a wait
 * that would end after it gives up at once, with the rate limit as the error. Both are loaded on
 * demand: most runs of the action never talk to GitHub.
 */
async function createGitHubClient(options) {
    const [{ getOctokit }, { retry }, { throttling }] = await Promise.all([
        __webpack_require__.e(/* import() */ 351).then(__webpack_require__.bind(__webpack_require__, 61351)),
        Promise.all(/* import() */[__webpack_require__.e(251), __webpack_require__.e(735)]).then(__webpack_require__.bind(__webpack_require__, 49735)),
        Promise.all(/* import() */[__webpack_require__.e(251), __webpack_require__.e(856)]).then(__webpack_require__.bind(__webpack_require__, 86856)),
    ]);
    const { limits } = options;
    const waitFits = (retryAfterSeconds, retryCount, what) => {
        const fits = retryCount < MAX_LIMITED_RETRIES && retryAfterSeconds * 1_000 < (0,_runner_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .remainingMs */ .XW)(limits);
        if (fits && !limits.signal.aborted) {
            _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm.info(`GitHub asked to wait ${retryAfterSeconds} s (${what}); trying again then.`);
            return true;
        }
        return false;
    };
    const base = options.retryBaseMs === undefined ? {} : { retryAfterBaseValue: options.retryBaseMs };
    const retryOptions = { retry: { ...base, doNotRetry: ANSWERS_NOT_RETRIED } };
    return getOctokit(options.token, {
        baseUrl: options.apiUrl,
        ...retryOptions,
        throttle: {
            onRateLimit: (retryAfter, _request, _client, retryCount) => waitFits(retryAfter, retryCount, 'rate limit'),
            onSecondaryRateLimit: (retryAfter, _request, _client, retryCount) => waitFits(retryAfter, retryCount, 'secondary rate limit'),
        },
    }, retry, throttling);
}
/** The HTTP status of an error GitHub answered with, if it answered. */
function gitHubStatus(error) {
    const status = error?.status;
    return typeof status === 'number' ? status : undefined;
}
/**
 * What to change when GitHub refused a request for want of a permission (401, 403, 404: GitHub
 * answers 404 for what a token may not see): `permission` in the workflow's `permissions`, and
 * `github-token` a token with it; `''` for any other failure.
 */
function permissionHint(error, permission) {
    const status = gitHubStatus(error);
    return status === 401 || status === 403 || status === 404
        ? ` The workflow needs \`${permission}\` in its permissions, and \`github-token\` a token with it.`
        : '';
}


/***/ }),

/***/ 38758:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ MAX_ARTIFACT_PAGES),
/* harmony export */   Y: () => (/* binding */ listRunArtifactPages)
/* harmony export */ });
/* harmony import */ var _runner_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81864);

/** Pages of 100 listed at most: more artifacts than a run's steps would upload. */
const MAX_ARTIFACT_PAGES = 10;
/**
 * The run's artifacts, newest first, in pages of 100 within `maxPages`; `complete` is false when
 * the last page was full, so more may stand beyond those read. Errors are GitHub's, as thrown.
 */
async function listRunArtifactPages(octokit, repository, runId, limits, what) {
    const artifacts = [];
    for (let page = 1; page <= MAX_ARTIFACT_PAGES; page++) {
        const { data } = await (0,_runner_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .bounded */ .Mm)(limits, what, (signal) => octokit.rest.actions.listWorkflowRunArtifacts({
            ...repository,
            run_id: runId,
            per_page: 100,
            page,
            request: { signal },
        }));
        artifacts.push(...data.artifacts);
        if (data.artifacts.length < 100)
            return { artifacts, complete: true };
    }
    return { artifacts, complete: false };
}


/***/ }),

/***/ 85294:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ plainHeadline)
/* harmony export */ });
/* unused harmony export HEADLINE_MAX_CHARS */
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98488);
/* harmony import */ var _text_html_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20534);


/*
 * The headline as a chat message takes it: plain text, one line per figure, then the run's
 * address, within one message block. Only the action's own words and figures reach it, never
 * text a reader wrote, so no rule of reader text applies; markup is taken out, not escaped.
 */
/** A chat message block (a Slack section's text) holds at most this many characters. */
const HEADLINE_MAX_CHARS = 3_000;
/**
 * `lines` as plain text, then `runUrl` on the last line. Lines that do not fit are left out,
 * whole, and a line says how many; the address is always kept.
 */
function plainHeadline(title, lines, runUrl) {
    const last = runUrl ? [runUrl] : [];
    const plain = [title, ...lines.map((line) => (0,_text_html_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(line))].map((line) => line.replace(/\s+/g, ' ').trim());
    const fits = (kept) => [...kept, ...last].join('\n').length <= HEADLINE_MAX_CHARS;
    if (fits(plain))
        return [...plain, ...last].join('\n');
    const kept = [];
    for (const line of plain) {
        const left = plain.length - kept.length - 1;
        if (!fits([...kept, line, `…and ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U9)(left, 'more line')} on the run's page`]))
            break;
        kept.push(line);
    }
    const more = `…and ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U9)(plain.length - kept.length, 'more line')} on the run's page`;
    return [...kept, more, ...last].join('\n').slice(0, HEADLINE_MAX_CHARS);
}


/***/ }),

/***/ 32305:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B2: () => (/* binding */ renderSummaryFile),
/* harmony export */   o0: () => (/* binding */ writeSummaryFile),
/* harmony export */   u7: () => (/* binding */ SUMMARY_FILE)
/* harmony export */ });
/* unused harmony export SUMMARY_FILE_MAX_CHARS */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(98488);
/* harmony import */ var _text_html_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20534);



/*
 * The summary as a file a workflow posts where the team reads it: the job summary's open part,
 * every link absolute (the document is made with the run's address, see SummaryDocument), and
 * within an issue body's limit, cut between whole blocks with a line saying where the rest is.
 */
/** Its name, in the report directory and the artifact. */
const SUMMARY_FILE = 'summary.md';
/** GitHub refuses an issue, discussion or comment body longer than this. */
const SUMMARY_FILE_MAX_CHARS = 65_536;
/** The file's text: `doc` whole, or its first whole blocks and a line saying it was cut and where all of it is. */
function renderSummaryFile(doc, runUrl) {
    const where = runUrl ? (0,_text_html_js__WEBPACK_IMPORTED_MODULE_1__/* .html */ .qy) `: all of it is on ${(0,_text_html_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)("the run's page", runUrl)}` : undefined;
    const note = (0,_text_html_js__WEBPACK_IMPORTED_MODULE_1__/* .html */ .qy) `✂️ Cut here to stay within GitHub's ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatNumber */ .ZV)(SUMMARY_FILE_MAX_CHARS)} characters for an issue body${where}.`;
    return doc.renderWithin(SUMMARY_FILE_MAX_CHARS, note);
}
/** Writes the file; returns its path. */
async function writeSummaryFile(file, doc, runUrl) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, renderSummaryFile(doc, runUrl));
    return file;
}


/***/ }),

/***/ 88040:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readRollupSettings: () => (/* reexport */ readRollupSettings),
  runRollupMode: () => (/* binding */ runRollupMode)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/github/artifact-zip.ts
var artifact_zip = __webpack_require__(25423);
// EXTERNAL MODULE: ./src/posting/headline-text.ts
var headline_text = __webpack_require__(85294);
// EXTERNAL MODULE: ./src/posting/summary-file.ts
var summary_file = __webpack_require__(32305);
// EXTERNAL MODULE: ./src/runner/limits.ts
var runner_limits = __webpack_require__(81864);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(47708);
// EXTERNAL MODULE: ./src/step/result.ts
var result = __webpack_require__(45821);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(98488);
// EXTERNAL MODULE: ./src/text/html.ts
var html = __webpack_require__(20534);
// EXTERNAL MODULE: ./src/text/summary-document.ts
var summary_document = __webpack_require__(73681);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(79209);
// EXTERNAL MODULE: ./src/text/change.ts
var change = __webpack_require__(34431);
;// CONCATENATED MODULE: ./src/rollup/rollup-rows.ts
function gatherRows(projects, found, figures) {
    const chosen = new Map();
    const setAside = [];
    // A report's artifact first, then a record of one done earlier, then how far a partial one got, then a refused
    // one: a project's progress beside its own report says nothing more. The newest of each kind first, as listed.
    const rank = (report) => report.kind === 'refused' ? 3 : report.artifact.kind === 'report' ? 0 : report.kind === 'complete' ? 1 : 2;
    for (const report of [...found].sort((a, b) => rank(a) - rank(b))) {
        // A done marker of a version that kept no figures: the project's report artifact, if any, says it all.
        if (report.kind === 'partial' && report.state === 'complete')
            continue;
        const used = chosen.get(report.projectId);
        if (!used)
            chosen.set(report.projectId, report);
        else if (report.artifact.kind === 'report' && report.kind !== 'refused')
            setAside.push({ artifact: report.artifact, used: used.artifact });
    }
    const refused = found.filter((report) => report.kind === 'refused');
    const others = [...chosen.keys()].filter((id) => !projects.includes(id)).sort();
    const rows = [
        ...projects.map((projectId) => ({ projectId, expected: true, report: chosen.get(projectId) })),
        ...others.map((projectId) => ({ projectId, expected: projects.length === 0, report: chosen.get(projectId) })),
    ];
    return { rows, setAside, refused, figures };
}
/**
 * The complete reports the totals count: those of the projects expected. A report of a project
 * `projects` does not list is shown, never counted, so an artifact nobody asked for cannot swell
 * the organization's figures or stand in for a project still missing.
 */
function completeReports(rows) {
    return rows.flatMap((row) => (row.expected && row.report?.kind === 'complete' ? [row.report] : []));
}
/** The rows `projects-missing` counts: expected, and without a complete report. */
function missingRows(rows) {
    return rows.filter((row) => row.expected && row.report?.kind !== 'complete');
}
/**
 * A figure summed over the complete reports that have it; the previous sum only when each of
 * them compared, so a change is never taken against a partial base. Undefined when none has it.
 */
function totalOf(reports, key) {
    const figures = reports.flatMap((report) => {
        const figure = report.figures.get(key);
        return figure ? [figure] : [];
    });
    if (figures.length === 0)
        return undefined;
    const compared = figures.every((figure) => figure.previous !== undefined);
    return {
        value: exactSum(figures.map((figure) => figure.value)),
        previous: compared ? exactSum(figures.map((figure) => figure.previous ?? 0)) : undefined,
    };
}
/** A sum of counts, exact however large: each is at most 2^53 - 1, their sum may not be. */
function exactSum(counts) {
    return counts.reduce((sum, value) => sum + BigInt(value), 0n);
}
/** What the run's reports spent, summed. */
function spentIn(rows) {
    return exactSum(rows.map((row) => spentOf(row) ?? 0));
}
/** Requests the run spent on each row's report, and their sum: a partial report's record says what its run spent. */
function spentOf(row) {
    const report = row.report;
    if (!report)
        return undefined;
    if (report.kind === 'refused')
        return undefined;
    return report.kind === 'complete' ? report.requests : report.lastRun;
}

;// CONCATENATED MODULE: ./src/rollup/rollup-lines.ts




/*
 * The figures the roll-up shows, and its headline: the organization's totals, one line each,
 * then a line for each project whose report is not in. Its own words for report.json's figures
 * (`section.figure`), so a report with more or fewer sections rolls up all the same.
 */
/** The figures at least one complete report has, in the table's order. */
function figuresShown({ rows, figures }) {
    const reports = completeReports(rows);
    return figures.filter((figure) => reports.some((report) => report.figures.has(figure.key)));
}
/** `, ▲ 5.0% from 117,000`; nothing without a previous figure. */
function changeWords({ value, previous }) {
    return previous === undefined ? '' : `, ${totalChange({ value, previous })} from ${(0,format/* formatCount */.B4)(previous)}`;
}
/** `▲ 5.0%` of a total: the share of a change needs no more than a double's precision. */
function totalChange({ value, previous }) {
    return (0,change/* changeShare */.A)(Number(value), previous === undefined ? undefined : Number(previous));
}
/** The headline: a line per figure summed over the projects, the gaps, then each project not in. */
function rollupHeadlineLines(rollup) {
    const { rows } = rollup;
    const reports = completeReports(rows);
    const across = reports.length === 1 ? ' in 1 project' : ` across ${reports.length} projects`;
    const lines = figuresShown(rollup).flatMap((figure) => {
        const total = totalOf(reports, figure.key);
        if (!total)
            return [];
        const [one, many] = figure.noun;
        return [
            (0,html/* html */.qy) `${figure.icon} <strong>${(0,format/* formatCount */.B4)(total.value)}</strong> ${total.value === 1n ? one : many}${across}${changeWords(total)}`,
        ];
    });
    const found = exactSum(reports.map((report) => report.gaps.found));
    if (reports.length > 0) {
        const followed = reports.filter((report) => report.gaps.followed);
        const sum = (key) => exactSum(followed.map((r) => r.gaps.followed?.[key] ?? 0));
        const since = followed.length > 0
            ? `; since the last reports ${(0,format/* formatCount */.B4)(sum('closed'))} closed, ${(0,format/* formatCount */.B4)(sum('open'))} still open, ${(0,format/* formatCount */.B4)(sum('new'))} new`
            : '';
        lines.push((0,html/* html */.qy) `🧩 <strong>${(0,format/* formatCount */.B4)(found)}</strong> content ${found === 1n ? 'gap' : 'gaps'} found${since}`);
    }
    for (const { projectId, report } of missingRows(rows)) {
        lines.push(report?.kind === 'partial'
            ? (0,html/* html */.qy) `⏳ ${projectId}: ${describePartial(report)}`
            : report?.kind === 'refused'
                ? (0,html/* html */.qy) `⚠️ ${projectId}: ${describeRefused(report)}`
                : (0,html/* html */.qy) `❔ ${projectId}: ${NO_REPORT}`);
    }
    return lines;
}
const NO_REPORT = 'no report in this run (its step failed, was skipped, or the report was complete already)';
/** `its report was refused: report.json "headline.figures.visitors.period.total" is not a count …`. */
function describeRefused(report) {
    return `its report was refused, nothing of it counted: ${report.reason.replace(/\.$/, '')}`;
}
/** `partial, 1,240 answers in over 3 runs (about 40%)`. */
function describePartial(report) {
    const share = shareDone(report);
    const about = share === undefined ? '' : ` (about ${share}%)`;
    return `partial, ${(0,format/* count */.U9)(report.answers, 'answer')} in over ${(0,format/* count */.U9)(report.runs, 'run')}${about}; the next run goes on`;
}
/** How much of its estimate a partial report has in, below 100 while it is partial; undefined without an estimate. */
function shareDone(report) {
    if (!report.estimate)
        return undefined;
    return (0,format/* unfinishedShare */.rw)(report.answers, report.estimate);
}

// EXTERNAL MODULE: ./src/platform/errors.ts
var errors = __webpack_require__(46316);
// EXTERNAL MODULE: ./src/step/run-footer.ts
var run_footer = __webpack_require__(5123);
// EXTERNAL MODULE: ./src/text/period.ts
var text_period = __webpack_require__(15194);
;// CONCATENATED MODULE: ./src/rollup/rollup-summary.ts









function rollupSummary(rollup, unread, environment, anchorsAt) {
    const doc = new summary_document/* SummaryDocument */.o(anchorsAt);
    const complete = completeReports(rollup.rows);
    const icon = complete.length === rollup.rows.length && unread.length === 0 ? '📊' : '⚠️';
    doc.heading(2, (0,html/* html */.qy) `${icon} Docs analytics roll-up · ${projectsWord(rollup.rows.length)}`);
    doc.paragraph((0,html/* html */.qy) `${describePeriods(rollup.rows)} ${(0,format/* formatNumber */.ZV)(complete.length)} of ${projectsWord(rollup.rows.length)} reported in full in this run.`);
    const lines = rollupHeadlineLines(rollup);
    if (lines.length > 0)
        doc.paragraph((0,html/* html */.qy) `${lines.flatMap((line, index) => (index === 0 ? [line] : [(0,html/* html */.qy) `<br>`, line]))}`);
    if (rollup.rows.length > 0)
        addTable(doc, rollup, environment);
    addSpend(doc, rollup.rows);
    for (const { name, reason } of unread)
        doc.paragraph((0,html/* html */.qy) `⚠️ Artifact <code>${name}</code> was not read: ${(0,html/* text */.Qq)(reason, 500)}.`);
    for (const { artifact, projectId, reason } of rollup.refused)
        doc.paragraph((0,html/* html */.qy) `⚠️ Artifact <code>${artifact.name}</code> of project <code>${projectId}</code> was refused, nothing of it counted: ${(0,html/* text */.Qq)(reason, 500)}.`);
    for (const { artifact, used } of rollup.setAside)
        doc.paragraph((0,html/* html */.qy) `⚠️ Artifact <code>${artifact.name}</code> reports a project <code>${used.name}</code> reports too: only <code>${used.name}</code> is counted.`);
    (0,run_footer/* addRunFooter */.OF)(doc, environment);
    return doc;
}
function projectsWord(amount) {
    return amount === 1 ? '1 project' : `${(0,format/* formatNumber */.ZV)(amount)} projects`;
}
/** The one period every report found is of; undefined when none was found, or they differ. */
function commonPeriod(rows) {
    const periods = periodsOf(rows);
    return periods.length === 1 ? periods[0] : undefined;
}
function periodsOf(rows) {
    return [
        ...new Set(rows.flatMap(({ report }) => (report && report.kind !== 'refused' ? [periodText(report.period)] : []))),
    ];
}
/** `Period: 2026-11-22 to 2026-11-28 (7 days).`, or each period when the reports differ. */
function describePeriods(rows) {
    const periods = periodsOf(rows);
    if (periods.length === 0)
        return 'No report was found in this run.';
    if (periods.length === 1)
        return `Period: ${periods[0]}.`;
    return `The reports are of ${periods.length} periods: ${periods.join('; ')}.`;
}
function periodText(period) {
    return (0,text_period/* describePeriod */.Pl)(period.dateFrom ?? undefined, period.dateTo ?? undefined);
}
function addTable(doc, rollup, environment) {
    const { rows } = rollup;
    const figures = figuresShown(rollup);
    const right = (title) => ({ title, align: 'right' });
    const columns = [
        // An id keeps to one line however narrow the table: `docs-main`, never `docs-` over `main`.
        { title: 'Project', nowrap: true },
        ...figures.map((figure) => right(`${figure.icon} ${figure.title}`)),
        right('🧩 Gaps'),
        right('Requests'),
        { title: 'Report' },
    ];
    const body = rows.map((row) => {
        const report = row.report;
        const complete = report?.kind === 'complete' ? report : undefined;
        const cells = figures.map((figure) => {
            const found = complete?.figures.get(figure.key);
            return found ? figureCell(found.value, found.previous) : '—';
        });
        const earlier = complete?.completedIn;
        // Short, so the table fits a page: how far a partial report got, and why a row is empty, the headline says.
        const where = !report
            ? (0,html/* html */.qy) `❔ none`
            : report.kind === 'refused'
                ? (0,html/* html */.qy) `⚠️ refused · ${(0,html/* link */.nf)('artifact', report.artifact.url)}`
                : report.kind === 'partial'
                    ? (0,html/* html */.qy) `⏳ ${partialCell(report)} · ${(0,html/* link */.nf)('progress', report.artifact.url)}`
                    : earlier !== undefined
                        ? (0,html/* html */.qy) `${(0,html/* link */.nf)(`run ${earlier}`, runPage(environment, earlier))}`
                        : (0,html/* html */.qy) `${(0,html/* link */.nf)('artifact', report.artifact.url)} · ${(0,html/* link */.nf)('summary', environment.runUrl)}`;
        const spent = spentOf(row);
        return [
            (0,html/* html */.qy) `<code>${row.projectId}</code>${row.expected ? undefined : (0,html/* html */.qy) `<br><sub>not in projects, not counted</sub>`}`,
            ...cells,
            complete ? gapsCell(complete.gaps) : '—',
            spent === undefined ? '—' : (0,format/* formatNumber */.ZV)(spent),
            where,
        ];
    });
    const reports = completeReports(rows);
    const spent = spentIn(rows);
    const totals = [
        (0,html/* html */.qy) `<strong>Total</strong>`,
        ...figures.map((figure) => {
            const total = totalOf(reports, figure.key);
            if (!total)
                return '—';
            const change = total.previous === undefined ? undefined : (0,html/* html */.qy) `<br><sub>${totalChange(total)}</sub>`;
            return (0,html/* html */.qy) `<strong>${(0,format/* formatCount */.B4)(total.value)}${change}</strong>`;
        }),
        (0,format/* formatCount */.B4)(exactSum(reports.map((report) => report.gaps.found))),
        (0,html/* html */.qy) `<strong>${(0,format/* formatCount */.B4)(spent)}</strong>`,
        '',
    ];
    doc.table(columns, [...body, totals]);
}
/** How far a partial report got, in a word: `45%`, or its answers when there is no estimate. */
function partialCell(report) {
    const share = shareDone(report);
    return share === undefined ? (0,format/* count */.U9)(report.answers, 'answer') : `${share}%`;
}
/** `146,623`, and under it `▲ 19.2%`. */
function figureCell(value, previous) {
    return (0,html/* html */.qy) `${(0,format/* formatNumber */.ZV)(value)}${previous === undefined ? undefined : (0,html/* html */.qy) `<br><sub>${(0,change/* changeShare */.A)(value, previous)}</sub>`}`;
}
/** `12` found, or `12 · 3 new · 2 closed` when the report followed the last one's. */
function gapsCell(gaps) {
    const followed = gaps.followed;
    if (!followed)
        return (0,html/* html */.qy) `${(0,format/* formatNumber */.ZV)(gaps.found)}`;
    return (0,html/* html */.qy) `${(0,format/* formatNumber */.ZV)(gaps.found)}<br><sub>${(0,format/* formatNumber */.ZV)(followed.open)} open · ${(0,format/* formatNumber */.ZV)(followed.new)} new · ${(0,format/* formatNumber */.ZV)(followed.closed)} closed</sub>`;
}
function addSpend(doc, rows) {
    const spent = spentIn(rows);
    const over = spent > BigInt(errors/* ANALYTICS_BUDGET_PER_HOUR */.QB)
        ? ' (more than an hour holds: the reports ran across hours, or waited for the budget)'
        : '';
    doc.paragraph((0,html/* html */.qy) `<sub>Analytics requests this run's reports spent: <strong>${(0,format/* formatCount */.B4)(spent)}</strong> of the organization's ${errors/* ANALYTICS_BUDGET_PER_HOUR */.QB} per hour, shared by all its projects${over}. The roll-up itself sent none.</sub>`);
}
/** The page of another run of this repository's workflows. */
function runPage(environment, runId) {
    return environment.runUrl?.replace(/\/runs\/\d+$/, `/runs/${runId}`);
}

// EXTERNAL MODULE: ./src/text/json-fields.ts
var json_fields = __webpack_require__(75699);
// EXTERNAL MODULE: ./src/text/plain-id.ts
var plain_id = __webpack_require__(86149);
;// CONCATENATED MODULE: ./src/rollup/report-reading.ts





/*
 * What the roll-up takes of a report artifact's report.json, or of its progress.json: the
 * project, the period, the figures of its headline and the content gaps, what it spent. Read as
 * hostile, field by field: only numbers, dates and a plain project id get through, never text,
 * so nothing a reader wrote reaches the roll-up whatever the file holds.
 */
/** The report an artifact holds; throws ArtifactRefused naming what is wrong. */
function readFoundReport(artifact, text, figures) {
    const rolled = new Set(figures.map((figure) => figure.key));
    const file = artifact.kind === 'report' ? 'report.json' : 'progress.json';
    const reader = (0,json_fields/* fieldReader */.A)((message) => new artifact_zip/* ArtifactRefused */.ZC(message), (where) => `${file} ${where === '' ? 'itself' : `"${where}"`}`);
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        throw new artifact_zip/* ArtifactRefused */.ZC(`its ${file} is not JSON`);
    }
    const fields = reader.asRecord(parsed, '');
    const projectId = projectOf(reader, fields);
    try {
        return artifact.kind === 'report'
            ? readReport(reader, fields, { artifact, projectId, rolled })
            : readProgress(reader, fields, { artifact, projectId, rolled });
    }
    catch (error) {
        // Its project known, the report is refused in its own row, never summed: a count that is not one says why.
        if (!(0,json_fields/* isRefusal */.v)(error))
            throw error;
        return { kind: 'refused', projectId, artifact, reason: error.message };
    }
}
function readReport(reader, fields, reading) {
    const { artifact, projectId } = reading;
    const period = periodOf(reader, reader.asRecord(fields['period'], 'period'), 'period');
    const requests = reader.asWholeNumber(reader.asRecord(fields['requests'], 'requests')['total'], 'requests.total');
    // A report of a version before the roll-up has no headline: a row of no figures, not a refusal.
    const headline = fields['headline'] === undefined ? undefined : reader.asRecord(fields['headline'], 'headline');
    const { figures, gaps } = readHeadline(reader, headline, 'headline', reading.rolled);
    return { kind: 'complete', projectId, artifact, period, figures, gaps, requests, completedIn: undefined };
}
/** report.json's `headline`, or the same carried in a complete progress record's `rollup`. */
function readHeadline(reader, headline, at, rolled) {
    const figures = new Map();
    const sections = headline ? reader.asRecord(headline['figures'], `${at}.figures`) : {};
    for (const [section, value] of Object.entries(sections)) {
        const where = `${at}.figures.${reader.asIdentifier(section, `${at}.figures`)}`;
        const both = reader.asRecord(value, where);
        const now = reader.asNamedNumbers(both['period'], `${where}.period`);
        const before = both['previousPeriod'] === null ? {} : reader.asNamedNumbers(both['previousPeriod'], `${where}.previousPeriod`);
        // Only the figures the roll-up shows are kept: a report.json of a million figures costs no memory. Each is a
        // count, so that sums stay exact and a planted 1e308 or -123.456 is refused, not added.
        for (const [key, figure] of Object.entries(now))
            if (rolled.has(`${section}.${key}`)) {
                const previous = before[key];
                figures.set(`${section}.${key}`, {
                    value: countOf(reader, figure, `${where}.period.${key}`),
                    previous: previous === undefined ? undefined : countOf(reader, previous, `${where}.previousPeriod.${key}`),
                });
            }
    }
    const gapFields = headline ? reader.asRecord(headline['contentGaps'], `${at}.contentGaps`) : { found: 0 };
    const count = (name) => reader.asWholeNumber(gapFields[name], `${at}.contentGaps.${name}`);
    const followed = gapFields['open'] === undefined ? undefined : { open: count('open'), new: count('new'), closed: count('closed') };
    return { figures, gaps: { found: count('found'), ...(followed ? { followed } : {}) } };
}
function readProgress(reader, fields, { artifact, projectId, rolled }) {
    const optional = (name) => (fields[name] === undefined ? undefined : reader.asWholeNumber(fields[name], name));
    const state = fields['state'];
    if (state !== 'partial' && state !== 'complete')
        throw reader.refuse('state', 'is neither partial nor complete');
    if (state === 'complete' && fields['rollup'] !== undefined) {
        // A report done in an earlier run, its record carried into this one: its figures, and no request spent now.
        const rollup = reader.asRecord(fields['rollup'], 'rollup');
        const completedIn = rollup['completedIn'] === null ? undefined : reader.asWholeNumber(rollup['completedIn'], 'rollup.completedIn');
        const headline = reader.asRecord(rollup['headline'], 'rollup.headline');
        return {
            kind: 'complete',
            projectId,
            artifact,
            period: periodOf(reader, fields, ''),
            ...readHeadline(reader, headline, 'rollup.headline', rolled),
            requests: optional('lastRun') ?? 0,
            completedIn,
        };
    }
    return {
        kind: 'partial',
        state,
        projectId,
        artifact,
        period: periodOf(reader, fields, ''),
        runs: reader.asWholeNumber(fields['runs'], 'runs'),
        requests: reader.asWholeNumber(fields['requests'], 'requests'),
        answers: reader.asWholeNumber(fields['answers'], 'answers'),
        lastRun: optional('lastRun'),
        estimate: optional('estimate'),
    };
}
/** A count: a whole number from 0 to Number.MAX_SAFE_INTEGER, which a sum of them keeps exact (rollup-rows.ts). */
function countOf(reader, value, where) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
        throw reader.refuse(where, `is not a count (a whole number from 0 to ${Number.MAX_SAFE_INTEGER})`);
    return value;
}
function projectOf(reader, fields) {
    const id = reader.asShortText(fields['projectId'], 'projectId', 200);
    const problem = (0,plain_id/* plainIdProblem */.F)(id);
    if (problem)
        throw reader.refuse('projectId', `is not a project id (${problem})`);
    return id;
}
function periodOf(reader, fields, where) {
    const name = (field) => (where ? `${where}.${field}` : field);
    const date = (field) => {
        const value = fields[field];
        if (value === null || value === '')
            return null;
        const text = reader.asShortText(value, name(field), 40);
        if (!(0,text_period/* isPeriodBound */.Al)(text))
            throw reader.refuse(name(field), 'is not a date');
        return text;
    };
    const period = { dateFrom: date('dateFrom'), dateTo: date('dateTo') };
    if (period.dateFrom && period.dateTo && !(Date.parse(period.dateFrom) < Date.parse(period.dateTo)))
        throw reader.refuse(name('dateTo'), 'is not after dateFrom');
    return period;
}

// EXTERNAL MODULE: ./src/github/artifact-download.ts + 1 modules
var artifact_download = __webpack_require__(81043);
// EXTERNAL MODULE: ./src/github/run-artifact-list.ts
var run_artifact_list = __webpack_require__(38758);
// EXTERNAL MODULE: ./src/github/github-client.ts
var github_client = __webpack_require__(53074);
;// CONCATENATED MODULE: ./src/rollup/run-artifacts.ts








/**
 * The file each kind of artifact is read for, the most bytes it may inflate to, and the most its
 * zip may take: a report's, with its CSV files, as the history reads one; a progress's, with its
 * sealed answers, as the report's next run reads one.
 */
const WANTED = {
    report: { file: 'report.json', maxBytes: 8 * 1024 * 1024, maxZipBytes: 100 * 1024 * 1024 },
    progress: { file: 'progress.json', maxBytes: 64 * 1024, maxZipBytes: 512 * 1024 * 1024 },
};
const PROGRESS_SUFFIX = '-progress';
/** GitHub refused or failed the listing: nothing can be rolled up. */
class ListingFailed extends Error {
    name = 'ListingFailed';
}
/** The client the roll-up asks GitHub with. */
function gitHubFor(settings, environment, limits) {
    return (0,github_client/* createGitHubClient */.LX)({ token: settings.githubToken, apiUrl: environment.apiUrl, limits });
}
/** This run's report artifacts and their progress, in the order GitHub lists them, newest first. */
async function listRunArtifacts(octokit, settings, environment, limits) {
    const repository = environment.repository;
    const runId = environment.runId;
    const what = `listing the artifacts of this run (${runId})`;
    let listed;
    try {
        listed = (await (0,run_artifact_list/* listRunArtifactPages */.Y)(octokit, repository, runId, limits, what)).artifacts;
    }
    catch (error) {
        if (error instanceof runner_limits/* CancelledError */.cc || error instanceof runner_limits/* DeadlineError */.j3)
            throw error;
        throw new ListingFailed(`GitHub refused ${what}: ${(0,format/* errorMessage */.gJ)(error)}.${(0,github_client/* permissionHint */.fm)(error, 'actions: read')}`);
    }
    return listed.flatMap((artifact) => {
        const kind = kindOf(artifact.name, settings);
        const url = pageOf(environment, artifact.id);
        return kind ? [{ name: artifact.name, id: artifact.id, kind, url, listed: artifact }] : [];
    });
}
/** A report's progress first: `reports: docs-*` matches `docs-main-report-progress` too, which is not a report. */
function kindOf(name, settings) {
    if (name.endsWith(PROGRESS_SUFFIX) && settings.isReport(name.slice(0, -PROGRESS_SUFFIX.length)))
        return 'progress';
    if (settings.isReport(name))
        return 'report';
    return undefined;
}
function pageOf(environment, id) {
    return environment.runUrl ? `${environment.runUrl}/artifacts/${id}` : undefined;
}
/** The artifact's wanted file as text; throws ArtifactRefused (a cap, a bad zip, no such file) or what the download met. */
async function readRunArtifact(octokit, artifact, environment, limits) {
    const wanted = WANTED[artifact.kind];
    if (artifact.listed.expired)
        throw new artifact_zip/* ArtifactRefused */.ZC('it has expired');
    if (artifact.listed.size_in_bytes > wanted.maxZipBytes)
        throw new artifact_zip/* ArtifactRefused */.ZC(`it is ${(0,format/* count */.U9)(artifact.listed.size_in_bytes, 'byte')}, over the ${(0,format/* formatCap */.AQ)(wanted.maxZipBytes)} read`);
    const workDir = await (0,promises_.mkdtemp)(external_node_path_default().join(environment.runnerTemp, 'rollup-artifact-'));
    try {
        const source = {
            octokit,
            repository: environment.repository,
            artifactId: artifact.id,
            label: `artifact "${artifact.name}" (id ${artifact.id})`,
            maxZipBytes: wanted.maxZipBytes,
            workDir: external_node_path_default().join(workDir, 'zip'),
        };
        const caps = { maxEntries: artifact_zip/* MAX_ARTIFACT_ENTRIES */.bm, maxUnpackedBytes: wanted.maxBytes };
        const files = await (0,artifact_download/* readArtifactFiles */.Y)(source, new Map([[wanted.file, wanted.maxBytes]]), caps, limits);
        const file = files.get(wanted.file);
        if (!file)
            throw new artifact_zip/* ArtifactRefused */.ZC(`it holds no ${wanted.file}`);
        return file.toString('utf8');
    }
    finally {
        await (0,promises_.rm)(workDir, { recursive: true, force: true }).catch(() => undefined);
    }
}

// EXTERNAL MODULE: ./src/inputs/parsers.ts
var parsers = __webpack_require__(45165);
;// CONCATENATED MODULE: ./src/rollup/rollup-inputs.ts

/** More projects than one organization's budget could report on in a week. */
const MAX_PROJECTS = 100;
/** An artifact name's characters (GitHub refuses `":<>|*?\/` and control characters), plus the pattern's `*` and `?`. */
const PATTERN = /^[^":<>|\\/\r\n\0]{1,256}$/;
function readRollupSettings(common, inputs, environment, figures) {
    const reportsPattern = inputs.input('reports').trim();
    if (!PATTERN.test(reportsPattern) || !/[^*?]/.test(reportsPattern))
        throw new Error(`Input "reports" must be an artifact name pattern of 1 to 256 characters, with at least one character other than * and ?, and none of " : < > | \\ / or a line break; got "${reportsPattern}".`);
    const projects = readProjects(inputs.input('projects'));
    if (!environment.repository || environment.runId === undefined)
        throw new Error("Rollup mode reads this run's report artifacts, so it runs only in a workflow run (GITHUB_REPOSITORY and GITHUB_RUN_ID set).");
    inputs.warnFormerSpellings();
    return { ...common, reportsPattern, isReport: globTest(reportsPattern), projects, figures };
}
/** `docs-main, docs-api` or one per line: each an id, none twice, at most MAX_PROJECTS. */
function readProjects(text) {
    const ids = text.split(/[\s,]+/).filter((id) => id !== '');
    if (ids.length > MAX_PROJECTS)
        throw new Error(`Input "projects" lists ${ids.length} project ids; at most ${MAX_PROJECTS} are rolled up.`);
    const projects = ids.map((id) => (0,parsers/* parseIdentifier */.fu)('projects', id));
    const twice = projects.find((id, index) => projects.indexOf(id) !== index);
    if (twice)
        throw new Error(`Input "projects" lists "${twice}" twice: list each project once.`);
    return projects;
}
/** `*-report` as a test: `*` any run of characters, `?` one, the rest literal, the whole name. */
function globTest(pattern) {
    const source = pattern.replace(/[*?]|[^*?]+/g, (part) => part === '*' ? '.*' : part === '?' ? '.' : part.replace(/[.+^${}()|[\]\\]/g, '\\$&'));
    const expression = new RegExp(`^${source}$`, 's');
    return (name) => expression.test(name);
}

;// CONCATENATED MODULE: ./src/rollup/run-rollup.ts

















/** More report artifacts than one run's matrix uploads; past them, each is named as not read. */
const MAX_ARTIFACTS_READ = 200;
const TOO_MANY = `the roll-up reads the first ${MAX_ARTIFACTS_READ} report artifacts of a run`;
// The mode table loads the settings reader with the runner: one chunk of the bundle, loaded once.

/**
 * Rollup mode: this run's report artifacts read (each as hostile; one that cannot be read is a
 * warning naming it), gathered into a row per project, and written as one summary, a summary
 * file and a headline. It sends nothing to the platform.
 */
async function runRollupMode(settings, { environment, limits }) {
    let found;
    try {
        found = await log/* log */.Rm.group("Read this run's reports", () => readReports(settings, environment, limits));
    }
    catch (error) {
        return failed(error, limits);
    }
    const rollup = gatherRows(settings.projects, found.reports, settings.figures);
    for (const { name, reason } of found.unread)
        log/* log */.Rm.warning(`Artifact "${(0,untrusted/* forLog */.Ig)(name, 200)}" was not read: ${(0,untrusted/* forLog */.Ig)(reason, 1_000)}.`, 'Report artifact not read');
    for (const { artifact, projectId, reason } of rollup.refused)
        log/* log */.Rm.warning(`Artifact "${(0,untrusted/* forLog */.Ig)(artifact.name, 200)}" of project "${projectId}" was refused, nothing of it counted: ${(0,untrusted/* forLog */.Ig)(reason, 1_000)}.`, 'Report refused');
    for (const { artifact, used } of rollup.setAside)
        log/* log */.Rm.warning(`Artifact "${(0,untrusted/* forLog */.Ig)(artifact.name, 200)}" reports a project "${(0,untrusted/* forLog */.Ig)(used.name, 200)}" reports too: only "${(0,untrusted/* forLog */.Ig)(used.name, 200)}" is counted.`, 'Report set aside');
    if (rollup.rows.length === 0)
        log/* log */.Rm.warning(`No artifact of this run is a report: none is named like "${(0,untrusted/* forLog */.Ig)(settings.reportsPattern, 300)}" and holds one. Set "reports" to the report steps' artifact names, or "projects" to the projects expected.`, 'No report to roll up');
    const summary = rollupSummary(rollup, found.unread, environment);
    const outputs = await outputsOf(rollup, found.unread, environment);
    log/* log */.Rm.info(`Rolled up ${(0,format/* count */.U9)(completeReports(rollup.rows).length, 'complete report')} of ${(0,format/* count */.U9)(rollup.rows.length, 'project')}.`);
    const { stopped } = found;
    if (!stopped)
        return { outputs, summary, failure: undefined };
    const message = `The roll-up stopped before reading every report artifact: ${(0,format/* errorMessage */.gJ)(stopped)} The summary holds those it read.`;
    return { outputs, summary, failure: { conclusion: (0,result/* conclusionOf */.vu)(stopped, limits), message, title: 'Roll-up stopped' } };
}
async function readReports(settings, environment, limits) {
    const octokit = await gitHubFor(settings, environment, limits);
    const listed = await listRunArtifacts(octokit, settings, environment, limits);
    log/* log */.Rm.info(`Found ${(0,format/* count */.U9)(listed.length, 'artifact')} of this run named like "${settings.reportsPattern}" or its progress.`);
    const artifacts = listed.slice(0, MAX_ARTIFACTS_READ);
    const unread = listed.slice(MAX_ARTIFACTS_READ).map(({ name }) => ({ name, reason: TOO_MANY }));
    const reports = [];
    for (const [index, artifact] of artifacts.entries()) {
        try {
            const text = await readRunArtifact(octokit, artifact, environment, limits);
            reports.push(readFoundReport(artifact, text, settings.figures));
        }
        catch (error) {
            if (!(error instanceof runner_limits/* CancelledError */.cc || error instanceof runner_limits/* DeadlineError */.j3)) {
                unread.push({ name: artifact.name, reason: reasonOf(error, artifact) });
                continue;
            }
            // Out of time or cancelled: what was read is rolled up, and what was not is named.
            const reason = error instanceof runner_limits/* CancelledError */.cc ? 'the run was cancelled first' : "the step's time ran out first";
            unread.push(...artifacts.slice(index).map(({ name }) => ({ name, reason })));
            return { reports, unread, stopped: error };
        }
    }
    return { reports, unread, stopped: undefined };
}
function reasonOf(error, artifact) {
    const message = (0,format/* errorMessage */.gJ)(error).replace(/[.\s]+$/, '');
    return error instanceof artifact_zip/* ArtifactRefused */.ZC ? message : `downloading its ${artifact.kind} failed: ${message}`;
}
async function outputsOf(rollup, unread, environment) {
    const reports = completeReports(rollup.rows);
    const period = commonPeriod(rollup.rows);
    const title = `📊 Docs analytics roll-up · ${(0,format/* count */.U9)(rollup.rows.length, 'project')}${period ? ` · ${period}` : ''}`;
    const headline = (0,headline_text/* plainHeadline */.r)(title, rollupHeadlineLines(rollup), environment.runUrl);
    // `total`: the first figure's, that of the section every report has (its unique visitors).
    const first = rollup.figures[0];
    const outputs = {
        headline,
        projects: rollup.rows.length,
        total: String((first && totalOf(reports, first.key)?.value) ?? 0n),
        'projects-missing': missingRows(rollup.rows).length,
        period: period ?? '',
    };
    let directory = environment.runnerTemp;
    try {
        // A directory of this step's own: two roll-ups of one job never write over each other's file.
        directory = await (0,promises_.mkdtemp)(external_node_path_default().join(environment.runnerTemp, 'docs-rollup-'));
        const copy = rollupSummary(rollup, unread, environment, environment.runUrl);
        return {
            ...outputs,
            'summary-file': await (0,summary_file/* writeSummaryFile */.o0)(external_node_path_default().join(directory, summary_file/* SUMMARY_FILE */.u7), copy, environment.runUrl),
        };
    }
    catch (error) {
        log/* log */.Rm.warning(`Could not write ${summary_file/* SUMMARY_FILE */.u7} in ${directory}: ${(0,format/* errorMessage */.gJ)(error)}`, 'Summary file not written');
        return outputs;
    }
}
/** GitHub did not list this run's artifacts, or the step stopped: nothing to roll up. */
function failed(error, limits) {
    const stopped = error instanceof runner_limits/* CancelledError */.cc || error instanceof runner_limits/* DeadlineError */.j3;
    if (!(error instanceof ListingFailed) && !stopped)
        throw error;
    const conclusion = (0,result/* conclusionOf */.vu)(error, limits);
    const message = (0,format/* errorMessage */.gJ)(error);
    const summary = new summary_document/* SummaryDocument */.o()
        .heading(2, (0,html/* html */.qy) `❌ Docs analytics roll-up: this run's reports were not read`)
        .paragraph((0,html/* text */.Qq)(message, 2_000));
    return {
        outputs: {},
        summary,
        failure: { conclusion, message, title: stopped ? 'Roll-up stopped' : 'Roll-up failed' },
    };
}


/***/ })

};
