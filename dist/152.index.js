export const id = 152;
export const ids = [152];
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


/***/ }),

/***/ 3152:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readVisitorsSettings: () => (/* reexport */ readVisitorsSettings),
  runVisitorsMode: () => (/* binding */ runVisitorsMode)
});

// EXTERNAL MODULE: ./src/platform/platform-client.ts + 2 modules
var platform_client = __webpack_require__(41002);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(47708);
// EXTERNAL MODULE: ./src/runner/limits.ts
var runner_limits = __webpack_require__(81864);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(98488);
// EXTERNAL MODULE: ./src/platform/errors.ts
var errors = __webpack_require__(46316);
// EXTERNAL MODULE: ./src/step/run-footer.ts
var run_footer = __webpack_require__(5123);
// EXTERNAL MODULE: ./src/step/result.ts
var result = __webpack_require__(45821);
// EXTERNAL MODULE: ./src/text/html.ts
var html = __webpack_require__(20534);
;// CONCATENATED MODULE: ./src/visitors/analysis/analytics-budget.ts


/*
 * The analytics API's rate limit, and what a report spent of it. The plan states the spend
 * before the first request (plan.ts), the log and the summary state it after, and report.json
 * records it: each reads the limit from here.
 */
/** The analytics API's limit, per organization, shared by every analytics endpoint (platform/errors.ts). */

/**
 * What the platform client counted of `endpoints`, in their order. An endpoint never asked counts
 * 0 rather than going missing: the spend names every endpoint the plan named, so a report that
 * stopped early still says which requests it did not get to.
 */
function spentOn(endpoints, requestsSent) {
    const byEndpoint = endpoints.map((endpoint) => [endpoint, requestsSent.get(endpoint) ?? 0]);
    return { byEndpoint, total: byEndpoint.reduce((sum, [, requests]) => sum + requests, 0) };
}
/** The line the log ends the export with, the budget beside it so a reader sees what is left. */
function describeSpend(spent) {
    const parts = spent.byEndpoint.map(([endpoint, requests]) => `${endpoint} ${requests}`).join(', ');
    return `Spent ${(0,format/* count */.U9)(spent.total, 'analytics request')} (${parts}): ${spent.total} of the ${errors/* ANALYTICS_BUDGET_PER_HOUR */.QB} per hour the organization may send.`;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/visitors/fetching/answer-journal.ts

/*
 * Every analytics answer a report has been given, this run's and the earlier runs' of the same
 * report, in one file on the runner: a request is spent once per report, never once per run. A
 * run that stops keeps the file (as its progress, src/visitors/progress/); the run that goes on
 * answers each request the report asked before from it, and the export, given the very same
 * answers in the very same order, writes the very same files. Only the index lives in memory:
 * a page is read back from the disk when it is asked for again.
 *
 * The file is a line of the request's key, then a line of the answer as JSON, for each answer.
 * Neither holds a raw line break (JSON escapes them), so the lines pair up.
 */
/** This run reached `max-requests`: the report keeps its progress and ends partial. */
class RequestCapReached extends Error {
    name = 'RequestCapReached';
    cap;
    constructor(cap) {
        super(`This run reached "max-requests" (${cap}): the report goes on in the next run.`);
        this.cap = cap;
    }
}
class AnswerJournal {
    file;
    /** Answers taken from the file rather than asked again, this run. */
    replayed = 0;
    index;
    fd;
    size;
    frozen = false;
    closed = false;
    constructor(file, index, size) {
        this.file = file;
        this.index = index;
        this.size = size;
        this.fd = (0,external_node_fs_.openSync)(file, 'r+');
    }
    /** A journal of `file`: empty when it does not exist yet, or the answers an earlier run kept in it. */
    static async open(file) {
        const { index, size } = await indexOf(file);
        // An entry cut off by a crash mid-write is dropped: the answers before it are whole.
        if (!(0,external_node_fs_.existsSync)(file))
            (0,external_node_fs_.closeSync)((0,external_node_fs_.openSync)(file, 'w'));
        (0,external_node_fs_.truncateSync)(file, size);
        return new AnswerJournal(file, index, size);
    }
    /** How many answers the report has been given, in every run so far. */
    get answers() {
        return this.index.size;
    }
    /** The answer kept for `key`, parsed, or undefined when the report never had one. */
    answerTo(key) {
        const place = this.index.get(key);
        if (place === undefined)
            return undefined;
        const buffer = Buffer.alloc(place.length);
        (0,external_node_fs_.readSync)(this.fd, buffer, 0, place.length, place.offset);
        let answer;
        try {
            answer = JSON.parse(buffer.toString('utf8'));
        }
        catch {
            // JSON.parse quotes what it read, and an answer may hold reader text: the message names none.
            throw new Error(`A kept answer (${place.length} bytes at ${place.offset}) could not be read back.`);
        }
        this.replayed++;
        return answer;
    }
    /** Keeps an answer: appended at once, so a stop a moment later still has it. Once sealed or closed, no more. */
    keep(key, answer) {
        if (this.frozen || this.index.has(key))
            return;
        const keyLine = `${key}\n`;
        const entry = `${keyLine}${JSON.stringify(answer)}\n`;
        const [keyBytes, entryBytes] = [Buffer.byteLength(keyLine), Buffer.byteLength(entry)];
        // Written from the string: a buffer of every page would wait outside the heap for a full collection.
        let written = (0,external_node_fs_.writeSync)(this.fd, entry, this.size, 'utf8');
        if (written < entryBytes) {
            const rest = Buffer.from(entry, 'utf8');
            while (written < entryBytes)
                written += (0,external_node_fs_.writeSync)(this.fd, rest, written, entryBytes - written, this.size + written);
        }
        this.index.set(key, { offset: this.size + keyBytes, length: entryBytes - keyBytes - 1 });
        this.size += entryBytes;
    }
    /**
     * No answer is kept from now on: a page asked for before the stop may still arrive while the
     * file is sealed, or after it is closed, and must not change it (or another file).
     */
    freeze() {
        this.frozen = true;
    }
    close() {
        if (this.closed)
            return;
        this.frozen = true;
        this.closed = true;
        (0,external_node_fs_.closeSync)(this.fd);
    }
}
/** The request an answer belongs to: the endpoint's path and its query, the names in order. */
function requestKey(call) {
    const query = Object.entries(call.query ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `${call.path}?${new URLSearchParams(query).toString()}`;
}
/**
 * `platform` answering from the journal what the report asked before, and keeping each new
 * answer once it passed the contract's checks. A new request past `cap` (the analytics
 * requests this run sent, retries counted, as the platform client counts them) stops the export with RequestCapReached.
 */
function answeringFrom(platform, journal, cap) {
    // Only the analytics requests count: the platform client also reads an agent job for a hand-off.
    const endpoints = new Set();
    const sent = () => [...endpoints].reduce((sum, endpoint) => sum + (platform.requestsSent.get(endpoint) ?? 0), 0);
    return {
        ...platform,
        async call(call) {
            endpoints.add(call.endpoint);
            const key = requestKey(call);
            const kept = journal.answerTo(key);
            if (kept !== undefined)
                return call.parse(kept);
            // Checked before every attempt: a retry after a 5xx spends the budget as the first try did.
            const capped = () => {
                if (cap !== undefined && sent() >= cap)
                    throw new RequestCapReached(cap);
            };
            return platform.call({
                ...call,
                beforeAttempt: capped,
                parse: (body) => {
                    const value = call.parse(body);
                    journal.keep(key, body);
                    return value;
                },
            });
        },
    };
}
/** Reads the pairs of lines of `file` into an index of where each answer stands, and where the last whole pair ends. */
async function indexOf(file) {
    const index = new Map();
    let offset = 0;
    let whole = 0;
    let key;
    let pending = [];
    let pendingStart = 0;
    try {
        for await (const chunk of (0,external_node_fs_.createReadStream)(file)) {
            let start = 0;
            for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, start)) {
                const line = Buffer.concat([...pending, chunk.subarray(start, at)]);
                const lineStart = pending.length > 0 ? pendingStart : offset + start;
                if (key === undefined)
                    key = line.toString('utf8');
                else {
                    index.set(key, { offset: lineStart, length: line.length });
                    key = undefined;
                    whole = offset + at + 1;
                }
                pending = [];
                start = at + 1;
            }
            if (start < chunk.length) {
                if (pending.length === 0)
                    pendingStart = offset + start;
                pending.push(chunk.subarray(start));
            }
            offset += chunk.length;
        }
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return { index, size: 0 };
        throw error;
    }
    return { index, size: whole };
}

;// CONCATENATED MODULE: ./src/visitors/fetching/export-stop.ts





/** How an export stops, or ends early, and how each reads: the same words whichever section or pager. */
/** Raised when an export cannot finish; it says how far it got, and no report is published. */
class IncompleteExportError extends Error {
    name = 'IncompleteExportError';
    /** The rows could not be written to `report-dir` (a full disk, say): fetching again would not help. */
    writing;
    constructor(message, options = {}) {
        super(message, { cause: options.cause });
        this.writing = options.writing ?? false;
    }
}
/** "The … export is incomplete: N rows from M pages; it stopped because …": how every stop reads. */
function incompleteExport(label, rowCount, pages, reason, options = {}) {
    return new IncompleteExportError(`The ${label} export is incomplete: ${(0,format/* count */.U9)(rowCount, 'row')} from ${(0,format/* count */.U9)(pages, 'page')}; it stopped because ${reason} No report was published.`, options);
}
/**
 * A failed request as the export's stop. A refusal (a wrong project id, a key without the scope)
 * is the platform's own words, with no "incomplete" and no count of rows: what the step must be
 * told is what to fix, and a re-run as it is would be refused the same way.
 */
function requestFailure(label, rowCount, pages, error) {
    // A refusal, and the run's own cap, are said as they are: neither is the export failing.
    if ((0,errors/* isRefusal */.vu)(error) || error instanceof RequestCapReached)
        return error;
    return incompleteExport(label, rowCount, pages, lowerFirst((0,format/* errorMessage */.gJ)(error)), { cause: error });
}
/** A write to the report files that failed, as the stop of the export it belongs to. */
function writeFailure(label, rowCount, pages, error, reportDir) {
    if (error instanceof runner_limits/* CancelledError */.cc || error instanceof runner_limits/* DeadlineError */.j3) {
        return incompleteExport(label, rowCount, pages, lowerFirst(error.message), { cause: error });
    }
    const reason = `writing the report files to "report-dir" (${reportDir}) failed: ${(0,format/* errorMessage */.gJ)(error)}.`;
    return incompleteExport(label, rowCount, pages, reason, { cause: error, writing: true });
}
/** Whether an export stopped because its files could not be written. */
function stoppedWriting(error) {
    return error instanceof IncompleteExportError && error.writing;
}
/**
 * The platform said more rows exist and sent an empty page: what it has is all it gives (rows
 * that moved while paging, or a server that miscounts). The report keeps them and says so, in
 * a warning, in the summary and in report.json, rather than throw away what was spent.
 */
function endEarly(label, where, rowCount, sent = 'an empty page') {
    const reason = `the platform said more rows exist but sent ${sent} ${where}`;
    log/* log */.Rm.warning(`Paging of ${label} ended early: ${reason}. The report holds the ${(0,format/* count */.U9)(rowCount, 'row')} it sent.`, 'Paging ended early');
    return reason;
}
function lowerFirst(text) {
    return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

// EXTERNAL MODULE: ./src/visitors/sections/summary-tables.ts
var summary_tables = __webpack_require__(96576);
// EXTERNAL MODULE: ./src/text/summary-document.ts
var summary_document = __webpack_require__(73681);
// EXTERNAL MODULE: ./src/visitors/analysis/dates.ts
var analysis_dates = __webpack_require__(44399);
// EXTERNAL MODULE: ./src/visitors/sections/table.ts + 21 modules
var table = __webpack_require__(58986);
;// CONCATENATED MODULE: ./src/visitors/summary/data-moved.ts


/*
 * Analytics are live: while a period is paged, the platform may count new visits, so the totals
 * differ between pages or a row moves onto a later page and comes back. The log warns as it
 * happens; a person reading the report must see it where the figures are, under the section's
 * heading, in one line that covers both periods.
 */
/** One line under a section's heading when its data moved while it was exported; nothing otherwise. */
function addDataMoved(doc, result) {
    const parts = [
        ...describe(result.current, undefined),
        ...(result.previous ? describe(result.previous, 'in the previous period') : []),
    ];
    if (parts.length === 0)
        return;
    doc.paragraph((0,html/* html */.qy) `⚠️ <strong>The data moved during the export:</strong> ${(0,html/* join */.fj)(parts, '; ')}.`);
}
function describe(period, when) {
    const { totalsMoved, repeatedRows } = period.facts;
    const where = when === undefined ? '' : ` ${when}`;
    const parts = [];
    if (totalsMoved) {
        parts.push((0,html/* html */.qy) `the totals changed between pages${where} (first page: ${totalsMoved.shown.first}; page ${String(totalsMoved.page)}: ${totalsMoved.shown.later}), and the report uses the first page's`);
    }
    if (repeatedRows) {
        // Counted whether the repeat came on a later page or within one: the platform sent a key twice.
        parts.push((0,html/* html */.qy) `${(0,format/* count */.U9)(repeatedRows, 'row')}${where} came more than once, each counted once`);
    }
    return parts;
}

// EXTERNAL MODULE: ./src/step/private-text.ts
var private_text = __webpack_require__(4141);
;// CONCATENATED MODULE: ./src/visitors/history/history-format.ts
/*
 * What report.json's `history` holds, in the form the rest of the step reads it once an earlier
 * report passed its checks (read-history.ts). The file writes the same shapes as JSON
 * (history-record.ts). Kept to figures, dates and ranked rows: nothing here needs a request.
 */
/** report.json's format: 1 was the report without `history`; 2 adds it. Read as long as it is 2 or more. */
const REPORT_FORMAT = 2;
/** The most periods `history-periods` may keep: five years of weeks. */
const MAX_HISTORY_PERIODS = 260;
/** Ranked rows of each section kept for the next comparison, best first. */
const KEPT_RANKED_ROWS = 1_000;
/** The most content gaps a report hands the next one to follow, per section. */
const FOLLOWED_PER_SECTION = 100;

;// CONCATENATED MODULE: ./src/visitors/history/gap-lives.ts

/** A gap open for this many reports in a row, or more, is said to be long open. */
const LONG_OPEN_REPORTS = 4;
/**
 * The lives of every section's gaps, for the sections the last report had (`followed`), and the
 * gaps each section hands on. A section the last report did not have follows nothing this time:
 * its listed gaps are handed on as new, but not counted as new.
 */
function followGaps(sections, followed, dateFrom, rerunOf) {
    const lives = new Map();
    const carried = new Map();
    for (const section of sections) {
        const before = followed?.get(section.name);
        const life = livesOf(section, before ?? [], dateFrom);
        if (before)
            lives.set(section.name, life);
        const replaced = rerunOf?.get(section.name);
        carried.set(section.name, replaced ? carriedAgain(section, replaced, dateFrom) : carriedGaps(life));
    }
    return { following: lives.size === 0 ? undefined : { sections: lives, counts: countLives(lives) }, carried };
}
/** A section's gaps this period: the listed ones first, in their order, then what became of the rest followed. */
function livesOf(section, followed, dateFrom) {
    const before = new Map(followed.map((gap) => [gap.digest, gap]));
    const lives = new Map();
    section.listed.forEach(({ digest, item }, listed) => {
        if (lives.has(digest))
            return;
        const gap = before.get(digest);
        const age = gap ? { since: gap.since, reports: gap.reports + 1 } : { since: dateFrom, reports: 1 };
        lives.set(digest, { digest, state: gap ? 'open' : 'new', ...age, listed, item });
    });
    for (const gap of followed) {
        if (lives.has(gap.digest))
            continue;
        const seen = section.sightings?.get(gap.digest);
        const { digest, since, reports } = gap;
        const life = !seen
            ? { digest, state: 'quiet', since, reports, listed: undefined, item: undefined }
            : seen.stillGap
                ? { digest, state: 'open', since, reports: reports + 1, listed: undefined, item: undefined }
                : { digest, state: 'closed', since, reports, listed: undefined, item: seen.closed };
        lives.set(digest, life);
    }
    return [...lives.values()];
}
/**
 * The gaps the next report follows: the new and open ones, those listed first in their order,
 * then those open below the list's cut, longest open first, at most FOLLOWED_PER_SECTION.
 */
function carriedGaps(lives) {
    const going = lives.filter((life) => life.state === 'new' || life.state === 'open');
    const listed = going.filter((life) => life.listed !== undefined);
    const below = going.filter((life) => life.listed === undefined).sort((a, b) => b.reports - a.reports);
    return [...listed, ...below]
        .slice(0, FOLLOWED_PER_SECTION)
        .map(({ digest, since, reports }) => ({ digest, since, reports }));
}
/**
 * A re-run of a period a report already covered hands on what that report carried, ages as they
 * were (counting the period twice would age every gap by a report), with the gaps listed now
 * first; a gap only the re-run lists is new.
 */
function carriedAgain(section, replaced, dateFrom) {
    const before = new Map(replaced.map((gap) => [gap.digest, gap]));
    const kept = new Map();
    for (const { digest } of section.listed)
        if (!kept.has(digest))
            kept.set(digest, before.get(digest) ?? { digest, since: dateFrom, reports: 1 });
    for (const gap of replaced)
        if (!kept.has(gap.digest))
            kept.set(gap.digest, gap);
    return [...kept.values()].slice(0, FOLLOWED_PER_SECTION);
}
function countLives(sections) {
    const counts = { new: 0, open: 0, closed: 0, quiet: 0, longOpen: 0 };
    for (const lives of sections.values()) {
        for (const life of lives) {
            counts[life.state]++;
            if (life.state === 'open' && life.reports >= LONG_OPEN_REPORTS)
                counts.longOpen++;
        }
    }
    return counts;
}

;// CONCATENATED MODULE: ./src/visitors/summary/gap-rows.ts


/** Closed gaps the list shows at most, after the open ones: enough to see the docs work, few enough to act on the rest. */
const CLOSED_SHOWN = 2;
/**
 * At most `limit` gaps: without following, each part's next in turn (its most frequent first);
 * with it, the listed gaps longest open first (in that order among equals), then up to
 * CLOSED_SHOWN closed this period, those open longest before they closed first.
 */
function shownGaps(parts, following, limit) {
    const lives = (part) => following?.sections.get(part.result.name) ?? [];
    const listed = inTurn(parts, Number.MAX_SAFE_INTEGER).flatMap(({ part, result, index }) => {
        const item = part.items[index];
        // A question listed under two categories is one gap: its life stands at its first place.
        const first = part.keys.indexOf(part.keys[index] ?? '');
        const life = lives({ part, result }).find((candidate) => candidate.listed === first);
        return item ? [{ item, life }] : [];
    });
    if (!following)
        return listed.slice(0, limit);
    const closed = parts
        .flatMap((part) => lives(part).filter((life) => life.state === 'closed'))
        .flatMap((life) => (life.item ? [{ item: life.item, life }] : []))
        .sort((a, b) => b.life.reports - a.life.reports)
        .slice(0, CLOSED_SHOWN);
    const open = listed.sort((a, b) => (b.life?.reports ?? 0) - (a.life?.reports ?? 0));
    return [...open.slice(0, limit - closed.length), ...closed];
}
/** `🆕 new`, `2nd report`, `5th report, since 2026-10-19`, `✅ closed after 3 reports`; empty for a gap not followed. */
function lifeCell(life) {
    if (!life)
        return '';
    if (life.state === 'new')
        return (0,html/* html */.qy) `🆕 new`;
    if (life.state === 'closed')
        return (0,html/* html */.qy) `✅ closed after ${(0,format/* count */.U9)(life.reports, 'report')}`;
    const since = life.reports >= 3 ? (0,html/* html */.qy) `, since ${life.since}` : undefined;
    return (0,html/* html */.qy) `${ordinal(life.reports)} report${since}`;
}
/** `1st`, `2nd`, `3rd`, `11th`, `22nd`. */
function ordinal(value) {
    const tens = value % 100;
    const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][value % 10] ?? 'th');
    return `${(0,format/* formatNumber */.ZV)(value)}${suffix}`;
}
/** The first `limit` gaps taking each part's next in turn: each part's most frequent first. */
function inTurn(parts, limit) {
    const taken = [];
    for (let index = 0; taken.length < limit; index++) {
        const round = parts.filter(({ part }) => index < part.items.length);
        if (round.length === 0)
            break;
        for (const part of round.slice(0, limit - taken.length))
            taken.push({ ...part, index });
    }
    return taken;
}

;// CONCATENATED MODULE: ./src/visitors/summary/gaps-to-act-on.ts






/** How many gaps stand open: a handful to act on; content-gaps.md lists the rest. */
const GAPS_SHOWN = 6;
/**
 * A gap's text in the table, one line at 900 px beside how often it was hit and how long it has
 * been open (`12th report, since 2026-10-19`): a question can be long, and the section below and
 * content-gaps.md have it whole.
 */
const GAP_CHARS = 30;
/** The anchor of the content gaps' part, which the headline's line about them points to. */
const GAPS_ANCHOR = 'report-content-gaps';
/**
 * The content gaps most worth acting on, open: how many there are and where, said in words, then
 * a handful of them (gap-rows.ts picks which: the longest open first when gaps are followed from
 * the last report, then a few closed since), and what the docs pull requests that took on
 * earlier gaps did. What readers typed stays out where reader text is hidden, and a line says
 * where it is instead.
 */
function addGapsToActOn(doc, report) {
    if (!report.contentGaps) {
        // A report of no section with gaps still says what the last hand-off's pull request became.
        if (report.credits.length > 0)
            doc.heading(3, (0,html/* html */.qy) `<a id="${GAPS_ANCHOR}"></a>🧩 Content gaps to act on`);
        addCredits(doc, report.credits);
        return;
    }
    const parts = report.results.flatMap((result) => {
        const part = result.contentGaps();
        const closed = closedIn(report.following, result.name);
        return part && (part.count > 0 || closed > 0) ? [{ result, part }] : [];
    });
    doc.heading(3, (0,html/* html */.qy) `<a id="${GAPS_ANCHOR}"></a>🧩 Content gaps to act on`);
    doc.paragraph(describeCount(report, parts));
    const hidden = parts.filter(({ result }) => result.readerText && !report.readerTextShown);
    const shown = parts.filter((part) => !hidden.includes(part));
    const gaps = shownGaps(shown, report.following, GAPS_SHOWN);
    if (gaps.length > 0) {
        const columns = [{ title: 'Readers could not find' }, { title: 'How often' }];
        const life = report.following !== undefined;
        doc.table(life ? [...columns, { title: 'Open' }] : columns, gaps.map((gap) => [(0,summary_tables/* lineCell */.Dg)(gap.item.text, GAP_CHARS), gap.item.often, ...(life ? [lifeCell(gap.life)] : [])]));
    }
    if (hidden.length > 0) {
        const which = (0,html/* join */.fj)(hidden.map(({ result, part }) => {
            const closed = closedIn(report.following, result.name);
            const since = closed > 0 ? (0,html/* html */.qy) ` (${(0,format/* formatNumber */.ZV)(closed)} closed since the last report)` : undefined;
            return (0,html/* html */.qy) `${(0,format/* formatNumber */.ZV)(part.count)} from ${result.title}${since}`;
        }), ' and ');
        doc.paragraph((0,html/* html */.qy) `🔒 Not listed here: ${which}, which quote what readers typed. ${(0,summary_tables/* code */.aY)(private_text/* CONTENT_GAPS_FILE */.Nq)} lists them on the runner.`);
    }
    addCredits(doc, report.credits);
}
/** The hand-offs' credit lines, one paragraph, a line each. */
function addCredits(doc, credits) {
    const lines = credits.flatMap((line, index) => (index === 0 ? [line] : [(0,html/* html */.qy) `<br>`, line]));
    if (lines.length > 0)
        doc.paragraph((0,html/* html */.qy) `${lines}`);
}
/**
 * The headline's line on the gaps followed from the last report, pointing to their part:
 * `🧩 12 gaps closed since the last report, 42 still open (5 for 4+ reports), 9 new`: one line,
 * beside the sections' lines.
 * Undefined when none were followed.
 */
function gapsHeadline(following, pointer = true) {
    if (!following)
        return undefined;
    const counts = following.counts;
    const long = counts.longOpen > 0 ? ` (${(0,format/* formatNumber */.ZV)(counts.longOpen)} for ${LONG_OPEN_REPORTS}+ reports)` : '';
    const quiet = counts.quiet > 0 ? `, ${(0,format/* formatNumber */.ZV)(counts.quiet)} quiet` : '';
    return (0,html/* html */.qy) `🧩 <strong>${(0,format/* formatNumber */.ZV)(counts.closed)}</strong> ${counts.closed === 1 ? 'gap' : 'gaps'} closed since the last report, ${(0,format/* formatNumber */.ZV)(counts.open)} still open${long}, ${(0,format/* formatNumber */.ZV)(counts.new)} new${quiet}${pointer ? (0,html/* html */.qy) ` · <a href="#${GAPS_ANCHOR}">Gaps ↓</a>` : undefined}`;
}
/** How many of a section's followed gaps closed this period. */
function closedIn(following, name) {
    return following?.sections.get(name)?.filter((life) => life.state === 'closed').length ?? 0;
}
/** `99 content gaps this week (…); content-gaps.md lists 54.`: one line, as the headline says what became of them. */
function describeCount(report, parts) {
    const total = report.contentGaps?.count ?? 0;
    if (total === 0)
        return (0,html/* html */.qy) `<strong>No content gaps</strong> ${report.when}.`;
    const where = (0,html/* join */.fj)(parts.map(({ result, part }) => (0,html/* html */.qy) `<a href="#${(0,summary_tables/* sectionAnchor */.XP)(result.name)}">${result.title}</a> ${(0,format/* formatNumber */.ZV)(part.count)}`), ', ');
    const listed = report.contentGaps?.listed ?? 0;
    const file = (0,summary_tables/* code */.aY)(private_text/* CONTENT_GAPS_FILE */.Nq);
    const which = listed === total ? (listed === 1 ? 'it' : 'them all') : (0,format/* formatNumber */.ZV)(listed);
    return (0,html/* html */.qy) `<strong>${(0,format/* count */.U9)(total, 'content gap')}</strong> ${report.when} (${where}); ${file} lists ${which}.`;
}

;// CONCATENATED MODULE: ./src/visitors/history/hand-off-outcome.ts
/** How many gaps a hand-off took on, over its sections. */
function handedCount(gaps) {
    return [...gaps.values()].reduce((sum, digests) => sum + digests.length, 0);
}

;// CONCATENATED MODULE: ./src/visitors/summary/hand-off-credits.ts




/** One line per hand-off, in the order found. */
function handOffCredits(handOffs, context) {
    return handOffs.map((handOff) => creditLine(handOff, context));
}
function creditLine({ runId, repository, gaps, outcome }, context) {
    const handed = (0,format/* count */.U9)(handedCount(gaps), 'gap');
    const nothing = (0,html/* html */.qy) `nothing to credit for the ${handed} handed to it.`;
    switch (outcome.kind) {
        case 'unread':
            return (0,html/* html */.qy) `The hand-off recorded in run ${String(runId)} was not read: ${(0,html/* text */.Qq)(outcome.reason, 300)}.`;
        case 'merged': {
            const day = outcome.mergedAt.slice(0, 10);
            const merged = Date.parse(outcome.mergedAt);
            if (context.periodEnd !== undefined && merged >= context.periodEnd)
                return (0,html/* html */.qy) `${pullLabel(outcome.pull, repository)} (merged ${day}, after this period: too soon to tell) took on ${handed}.`;
            return (0,html/* html */.qy) `${pullLabel(outcome.pull, repository)} (merged ${day}) took on ${handed}: ${tally(gaps, context)}.`;
        }
        case 'open':
            return (0,html/* html */.qy) `${pullLabel(outcome.pull, repository)} (open, not merged) took on ${handed}.`;
        case 'closed':
            return (0,html/* html */.qy) `${pullLabel(outcome.pull, repository)} (closed without merging) took on ${handed}.`;
        case 'pull-unread': {
            const refused = outcome.status === 401 || outcome.status === 403 || outcome.status === 404;
            const own = `${outcome.pull.owner}/${outcome.pull.repo}`.toLowerCase() === repository.toLowerCase();
            // GitHub answers 404 for what the token may not see: on this repository, the permission is
            // the likely cause (or the pull request is gone); elsewhere, the token's reach.
            const advice = own
                ? (0,html/* html */.qy) `on a private or internal repository, reading it needs ${(0,summary_tables/* code */.aY)('pull-requests: read')} in the workflow's permissions`
                : (0,html/* html */.qy) `${(0,summary_tables/* code */.aY)('github-token')} may not reach that repository`;
            const why = refused ? (0,html/* html */.qy) ` (${String(outcome.status)}): ${advice}` : (0,html/* html */.qy) `: ${(0,html/* text */.Qq)(outcome.reason, 300)}`;
            return (0,html/* html */.qy) `${pullLabel(outcome.pull, repository)}, which took on ${handed}, could not be read from GitHub${why}.`;
        }
        case 'no-pull': {
            const job = jobLabel(outcome.jobId);
            if (outcome.status === 'failed')
                return (0,html/* html */.qy) `Agent job ${job} failed: ${nothing}`;
            if (outcome.status === 'completed' || outcome.status === 'archived')
                return (0,html/* html */.qy) `Agent job ${job} ${outcome.status} without a pull request: ${nothing}`;
            const status = outcome.status === null ? 'status unknown' : `status ${outcome.status}`;
            return (0,html/* html */.qy) `Agent job ${job} had opened no pull request when this report read it (${status}): ${nothing}`;
        }
        case 'job-unread':
            return (0,html/* html */.qy) `Agent job ${jobLabel(outcome.jobId)}, handed ${handed}, could not be read: ${(0,html/* text */.Qq)(outcome.reason, 300)}.`;
    }
}
/** `Docs pull request #42`, linked; one of another repository than `repository` is named: `acme/site#42`. */
function pullLabel(pull, repository) {
    const own = `${pull.owner}/${pull.repo}`.toLowerCase() === repository.toLowerCase();
    const label = own ? `#${pull.number}` : `${pull.owner}/${pull.repo}#${pull.number}`;
    return (0,html/* html */.qy) `Docs pull request ${(0,html/* link */.nf)(label, pull.href)}`;
}
function jobLabel(jobId) {
    return (0,html/* codeSpan */.SS)(jobId, 80);
}
/** `6 closed, 2 still open, 1 quiet`: the handed gaps by their state this period; those not followed said so. */
function tally(gaps, context) {
    const counts = { closed: 0, open: 0, quiet: 0, unfollowed: 0 };
    for (const [section, digests] of gaps) {
        const states = new Map((context.following?.sections.get(section) ?? []).map((life) => [life.digest, life.state]));
        for (const digest of digests) {
            const state = states.get(digest);
            if (state === undefined)
                counts.unfollowed++;
            else if (state === 'new')
                counts.open++;
            else
                counts[state]++;
        }
    }
    const parts = [
        [counts.closed, 'closed'],
        [counts.open, 'still open'],
        [counts.quiet, 'quiet'],
        [counts.unfollowed, 'not followed by this report'],
    ];
    return parts
        .filter(([amount]) => amount > 0)
        .map(([amount, state]) => `${(0,format/* formatNumber */.ZV)(amount)} ${state}`)
        .join(', ');
}

;// CONCATENATED MODULE: ./src/visitors/summary/movers.ts


/** Rows each section shows among the biggest movers. */
const MOVERS_SHOWN = 4;
/** A page's path or a term, one line at 900 px beside three figures: the section's own table below has it whole. */
const KEY_CHARS = 48;
/**
 * The pages and terms whose figures moved most since the previous period, up or down, new and
 * gone ones included: one short table per section that lists movers (unique visitors' pages,
 * search terms), open. A section whose rows are what readers typed stays out where reader text
 * is hidden. Nothing without a previous period.
 */
function addBiggestMovers(doc, results, readerTextShown) {
    const tables = results.flatMap((result) => {
        if (result.readerText && !readerTextShown)
            return [];
        const movers = result.movers(MOVERS_SHOWN);
        return movers && movers.moves.length > 0 ? [movers] : [];
    });
    if (tables.length === 0)
        return;
    doc.heading(3, '📈 Biggest movers since the previous period');
    for (const { words, moves } of tables) {
        doc.table([{ title: words.what }, (0,summary_tables/* right */.pG)(words.measure), (0,summary_tables/* right */.pG)('Previous'), (0,summary_tables/* right */.pG)('Change')], moves.map((move) => [
            (0,summary_tables/* lineCell */.Dg)(move.key, KEY_CHARS),
            move.now === undefined ? 'gone' : (0,format/* formatNumber */.ZV)(move.now),
            move.before === undefined ? 'new' : (0,format/* formatNumber */.ZV)(move.before),
            change(move),
        ]));
    }
}
/** `+2,910 (▲ 21.9%)`, `+7,338 (new)`, `−10,254 (gone)`. */
function change(move) {
    const now = move.now ?? 0;
    const amount = (0,summary_tables/* changeAmount */.zx)(now, move.before ?? 0);
    if (move.now === undefined)
        return `${amount} (gone)`;
    return `${amount} (${(0,summary_tables/* changeShare */.Az)(now, move.before)})`;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/posting/summary-file.ts
var summary_file = __webpack_require__(32305);
// EXTERNAL MODULE: ./src/visitors/analysis/content-gaps.ts
var content_gaps = __webpack_require__(60533);
;// CONCATENATED MODULE: ./src/visitors/summary/report-files.ts








/**
 * The report files, folded under a line that says how many there are and where (the artifact,
 * or the report directory on the runner): what each holds, content-gaps.md ready as an agent's
 * prompt, and which files holding reader text stayed on the runner, never uploaded.
 */
function addReportFiles(doc, report) {
    const where = report.artifact
        ? (0,html/* html */.qy) `in the artifact ${(0,html/* link */.nf)(report.settings.artifactName, report.artifact.url)}`
        : (0,html/* html */.qy) `in ${(0,summary_tables/* code */.aY)(report.reportPath ?? '')} on the runner`;
    const kept = report.readerTextFiles.map((file) => external_node_path_default().basename(file));
    const all = report.results.flatMap((result) => [...result.current.files, ...(result.previous?.files ?? [])]);
    const names = all.filter((name) => !kept.includes(name));
    const bases = [
        ...new Set(names.filter((name) => name.endsWith('.csv')).map((name) => name.replace(/(-previous)?\.csv$/, ''))),
    ];
    const gapsHere = report.contentGaps !== undefined && !kept.includes(private_text/* CONTENT_GAPS_FILE */.Nq);
    // Names in code are never put inside brackets: the code's padding would hug them.
    const previous = report.results.some((result) => result.previous)
        ? (0,html/* html */.qy) ` The previous period's files add ${(0,summary_tables/* code */.aY)('-previous')} to the name, as in ${(0,summary_tables/* code */.aY)(`${bases[0] ?? table/* ALWAYS_INCLUDED */.pi}-previous.csv`)}.`
        : undefined;
    // report.json and summary.md are in every report, content-gaps.md where it is not kept apart.
    const fileCount = (0,format/* count */.U9)(names.length + (gapsHere ? 3 : 2), 'file');
    doc.details((0,html/* html */.qy) `<strong>Report files</strong>: ${fileCount} ${where}`, (inner) => {
        inner.paragraph((0,html/* html */.qy) `${(0,summary_tables/* code */.aY)('report.json')}, which says what the report holds, ${(0,summary_tables/* code */.aY)(summary_file/* SUMMARY_FILE */.u7)}, the summary above for an issue or a discussion (${(0,summary_tables/* code */.aY)('summary-file')}), and a ${(0,summary_tables/* code */.aY)('.csv')} and a ${(0,summary_tables/* code */.aY)('.json')} for each of ${(0,html/* join */.fj)(bases.map(summary_tables/* code */.aY), ', ')}.${previous}`);
        if (gapsHere && report.contentGaps) {
            inner.paragraph((0,html/* html */.qy) `${(0,summary_tables/* code */.aY)(private_text/* CONTENT_GAPS_FILE */.Nq)}, among them, lists ${(0,content_gaps/* describeListed */.Rm)(report.contentGaps)}, ready as the ${(0,summary_tables/* code */.aY)('prompt-file')} of an agent-mode step.`);
        }
        if (kept.length > 0) {
            const gaps = report.contentGaps && kept.includes(private_text/* CONTENT_GAPS_FILE */.Nq)
                ? (0,html/* html */.qy) ` Among them, ${(0,summary_tables/* code */.aY)(private_text/* CONTENT_GAPS_FILE */.Nq)} lists ${(0,content_gaps/* describeListed */.Rm)(report.contentGaps)}, ready as the ${(0,summary_tables/* code */.aY)('prompt-file')} of an agent-mode step, whose summary then leaves it out (${(0,summary_tables/* code */.aY)('show-prompt: auto')}).`
                : undefined;
            inner.paragraph((0,html/* html */.qy) `🔒 ${(0,format/* count */.U9)(kept.length, 'file')} holding reader text ${kept.length === 1 ? 'is' : 'are'} on the runner only, in ${(0,summary_tables/* code */.aY)(report.settings.readerTextDir)}, for later steps of this job: ${(0,html/* join */.fj)(kept.map(summary_tables/* code */.aY), ', ')}.${gaps}`);
        }
    });
}

;// CONCATENATED MODULE: ./src/visitors/summary/trend.ts




/** The trend is drawn from this many periods on: two are already the comparison. */
const TREND_FROM_PERIODS = 3;
/** The chart's height in pixels: Mermaid's 500 would take a quarter of the summary's two screens. */
const CHART_HEIGHT = 260;
/**
 * A chart's lines' colours, in the order they are drawn: GitHub's Mermaid draws no legend, so the
 * chart's title names each line's colour.
 */
const LINE_COLOURS = [
    { hex: '#2563eb', name: 'blue' },
    { hex: '#ea580c', name: 'orange' },
    { hex: '#16a34a', name: 'green' },
    { hex: '#9333ea', name: 'purple' },
];
/**
 * The report's history at a glance, from three periods on: the charts sections ask for (unique
 * visitors: the total, human and AI), open under the headline.
 */
function addTrendChart(doc, stored, sections) {
    if (stored.length < TREND_FROM_PERIODS)
        return;
    const { periods } = inThisVersionsTerms(stored, sections);
    for (const name of sections) {
        const chart = (0,table/* sectionNamed */.H$)(name).trendChart;
        if (chart)
            addChart(doc, periods, name, chart);
    }
}
/**
 * The history in figures, folded, from three periods on: each period's figures per section with
 * the change from the period before, newest first. Figures an earlier version stored with
 * another meaning are read as what they counted, with a line under the table saying so.
 */
function addTrendTable(doc, stored, sections) {
    if (stored.length < TREND_FROM_PERIODS)
        return;
    const { periods, notes } = inThisVersionsTerms(stored, sections);
    const columns = sections.flatMap((name) => (0,table/* sectionNamed */.H$)(name)
        .trendFigures.filter((figure) => figure.shown)
        .map((figure) => ({ section: name, ...figure })));
    const rows = periods
        .map((period, index) => [
        label(period, periods),
        ...columns.map((column) => cell(period, periods[index - 1], column.section, column.key)),
    ])
        .reverse();
    const tableColumns = [{ title: 'From' }, ...columns.map((column) => (0,summary_tables/* right */.pG)(column.label))];
    doc.details((0,html/* html */.qy) `<strong>Trend</strong>: ${(0,format/* count */.U9)(periods.length, 'period')}, newest first`, (inner) => {
        inner.table(tableColumns, rows);
        inner.paragraph((0,html/* html */.qy) `<sub>Each period's figures as its report fetched them; the change is from the period before. — : the figure was not in that report.</sub>`);
        for (const note of notes)
            inner.paragraph((0,html/* html */.qy) `<sub>${note}</sub>`);
    });
}
/** Each period's figures of `sections` as this version means them, and notes for those read otherwise. */
function inThisVersionsTerms(stored, sections) {
    const notes = new Set();
    const periods = stored.map((period) => {
        const read = sections.flatMap((name) => {
            const figures = period.figures[name];
            if (figures === undefined)
                return [];
            const { figures: meant, note } = (0,table/* sectionNamed */.H$)(name).readTrendFigures(figures);
            if (note !== undefined)
                notes.add(note);
            return [[name, meant]];
        });
        return { ...period, figures: { ...period.figures, ...Object.fromEntries(read) } };
    });
    return { periods, notes: [...notes] };
}
function cell(period, before, section, key) {
    const value = period.figures[section]?.[key];
    if (value === undefined)
        return '—';
    const previous = before?.figures[section]?.[key];
    return previous === undefined
        ? (0,format/* formatNumber */.ZV)(value)
        : (0,html/* html */.qy) `${(0,format/* formatNumber */.ZV)(value)}<br><sub>${(0,summary_tables/* changeShare */.Az)(value, previous)}</sub>`;
}
/**
 * One line per figure of `chart`, one point a period: only periods whose report had every
 * figure. The y axis starts at 0, so a change reads as large as it is, not as the distance from
 * the lowest point.
 */
function addChart(doc, periods, section, chart) {
    const lines = LINE_COLOURS.flatMap((colour, index) => {
        const line = chart.lines[index];
        return line ? [{ ...line, colour }] : [];
    });
    const points = periods.flatMap((period) => {
        const values = lines.map((line) => period.figures[section]?.[line.key]);
        return values.every((value) => value !== undefined) ? [{ label: label(period, periods), values }] : [];
    });
    if (points.length < TREND_FROM_PERIODS)
        return;
    // Mermaid reads plain decimals only: a count written 1e+21 would break the chart.
    if (!points.every((point) => point.values.every(plainCount)))
        return;
    const init = {
        xyChart: { height: CHART_HEIGHT, titleFontSize: 16, showLegend: false },
        themeVariables: { xyChart: { plotColorPalette: lines.map((line) => line.colour.hex).join(', ') } },
    };
    const highest = Math.max(...points.flatMap((point) => point.values.map((value) => value ?? 0)));
    const named = lines.map((line) => `${line.label} (${line.colour.name})`).join(', ');
    doc.trustedBlock([
        '```mermaid',
        `%%{init: ${JSON.stringify(init)}}%%`,
        'xychart-beta',
        `    title "${chart.title}: ${named}"`,
        `    x-axis [${points.map((point) => `"${point.label}"`).join(', ')}]`,
        `    y-axis "${chart.axis}" 0 --> ${axisTop(highest)}`,
        ...lines.map((_, index) => `    line [${points.map((point) => point.values[index]).join(', ')}]`),
        '```',
    ].join('\n'));
}
/** The top of the y axis: the highest point rounded up to 1, 2, 2.5 or 5 times a power of ten. */
function axisTop(highest) {
    if (highest <= 0)
        return 1;
    const power = 10 ** Math.floor(Math.log10(highest));
    const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= highest) ?? 10;
    return step * power;
}
function plainCount(value) {
    return Number.isSafeInteger(value) && value >= 0;
}
/** A period's start, as short as the history allows: `11-16` within one year, the whole date across years. */
function label(period, periods) {
    const day = period.dateFrom.slice(0, 10);
    const years = new Set(periods.map((each) => each.dateFrom.slice(0, 4)));
    return years.size === 1 ? day.slice(5) : day;
}

;// CONCATENATED MODULE: ./src/visitors/summary/report-summary.ts












/** GitHub refuses a step summary over 1 MiB; the sections share what is left below this. */
const SUMMARY_BUDGET_BYTES = 900 * 1024;
/** The page of the action's docs that says how to read a report's figures (docs/weekly-report.md). */
const READING_THE_REPORT = 'docs/weekly-report.md#reading-the-report';
const ICONS = { success: '📊', failure: '❌', 'timed-out': '⏱️', cancelled: '🚫' };
/**
 * The summary's opening, whatever the ending: the heading with how the report ended, the period
 * and where its comparison came from, and what reader text is left out. end-report.ts goes on
 * from here as the ending asks.
 */
function openSummary(report, anchorsAt) {
    const { settings } = report;
    const doc = new summary_document/* SummaryDocument */.o(anchorsAt);
    const state = report.state === 'partial'
        ? ': partial, kept for the next run'
        : report.conclusion === 'success'
            ? report.reportPath === undefined && report.places !== undefined
                ? ': not begun, the budget spent for now'
                : ''
            : report.reportDirRefused
                ? ': report-dir refused, nothing sent'
                : report.reportPath !== undefined
                    ? ': files written, not uploaded'
                    : ': incomplete';
    const icon = report.state === 'partial' && report.conclusion === 'success' ? '⏳' : ICONS[report.conclusion];
    doc.heading(2, (0,html/* html */.qy) `${icon} Docs analytics report${state} · ${settings.projectId}`);
    const fromLastReport = report.history?.source === 'previous-report' ? ' (from the last report)' : undefined;
    const previous = settings.previousRange
        ? (0,html/* html */.qy) `, compared with ${describePrevious(settings.dateRange, settings.previousRange)}${fromLastReport}`
        : undefined;
    doc.paragraph((0,html/* html */.qy) `Period: ${(0,analysis_dates/* describeDateRange */.hA)(settings.dateRange)}${previous}.${historyNote(report)}`);
    addReaderTextRule(doc, settings);
    return doc;
}
/**
 * A published report as a person reads it on the run page, in two screens: open, the headline,
 * the trend's chart, the content gaps most worth acting on and the biggest movers, with a line
 * on how to read them; folded, the trend's table, each section (totals first, top rows, changes,
 * within its share of the room) and the report files. `readingUrl` is the page that explains
 * the figures.
 */
function addReportBody(doc, report, readingUrl) {
    const { settings, results } = report;
    addReportOpening(doc, report);
    doc.paragraph((0,html/* html */.qy) `<sub>Open a part below for its figures. How to read them: ${(0,html/* link */.nf)('reading the report', readingUrl)}.</sub>`);
    addTrendTable(doc, report.trend, settings.sections);
    const budget = Math.max(0, SUMMARY_BUDGET_BYTES - doc.bytes - 16 * 1024) / Math.max(1, results.length);
    const space = { budgetBytes: budget, summaryRows: settings.summaryRows, readerTextShown: settings.readerText.shown };
    for (const result of results) {
        doc.details((0,html/* html */.qy) `<a id="${(0,summary_tables/* sectionAnchor */.XP)(result.name)}"></a><strong>${result.title}</strong>`, (inner) => {
            addDataMoved(inner, result);
            result.summarize(inner, space);
        });
    }
    addReportFiles(doc, report);
}
/**
 * What the summary shows open, after its heading: the headline, the trend's chart, the content
 * gaps most worth acting on and the biggest movers. The job summary and the summary file
 * (summary-copy.ts) both open with it, so they say the same.
 */
function addReportOpening(doc, report) {
    const { settings, results } = report;
    addHeadline(doc, results, report.following);
    addEndedEarly(doc, results);
    addTrendChart(doc, report.trend, settings.sections);
    addGapsToActOn(doc, {
        results,
        contentGaps: report.contentGaps,
        following: report.following,
        readerTextShown: settings.readerText.shown,
        when: isWeek(settings.dateRange) ? 'this week' : 'this period',
        credits: handOffCredits(report.history?.handOffs ?? [], {
            following: report.following,
            periodEnd: settings.dateRange.to?.instant,
        }),
    });
    addBiggestMovers(doc, results, settings.readerText.shown);
}
/**
 * What changed, first, in a few lines a person reads on Monday before anything else: each
 * section's own lines (unique visitors and their change, the AI share, page views, searches,
 * feedback, the assistant), each pointing to its folded part, then what became of the content
 * gaps the last report listed, pointing to the gaps to act on. No headline when there is no
 * line to open it with.
 */
function addHeadline(doc, results, following) {
    const pointer = (name, title) => (0,html/* html */.qy) ` · <a href="#${(0,summary_tables/* sectionAnchor */.XP)(name)}">${title} ↓</a>`;
    const gaps = gapsHeadline(following);
    const lines = [
        ...results.flatMap((result) => result.headline((text) => pointer(result.name, text))),
        ...(gaps ? [gaps] : []),
    ];
    if (lines.length === 0)
        return;
    doc.paragraph((0,html/* html */.qy) `${lines.flatMap((line, index) => (index === 0 ? [line] : [(0,html/* html */.qy) `<br>`, line]))}`);
}
/** The period's length in whole days, when it starts and ends on a day's start. */
function wholeDays(range) {
    const { from, to } = range;
    if (!from || !to || from.instant % analysis_dates/* DAY_MS */.sO !== 0 || to.instant % analysis_dates/* DAY_MS */.sO !== 0)
        return undefined;
    return (to.instant - from.instant) / analysis_dates/* DAY_MS */.sO;
}
/** Whether the report's period is seven whole days: then the summary says `this week`. */
function isWeek(range) {
    return wholeDays(range) === 7;
}
/** `the week before`, `the 30 days before`: the previous period is as long and ends where this one starts. */
function describePrevious(range, previous) {
    const days = wholeDays(range);
    if (days === undefined || previous.to?.instant !== range.from?.instant)
        return (0,analysis_dates/* describeDateRange */.hA)(previous);
    if (days === 1)
        return 'the day before';
    return days === 7 ? 'the week before' : `the ${(0,format/* count */.U9)(days, 'day')} before`;
}
/** Why the comparison did not take its previous period from the last report when it could have. */
function historyNote(report) {
    const use = report.history;
    if (!use || use.source === 'previous-report' || !use.note)
        return undefined;
    const fetched = use.source === 'fetched' ? (0,html/* html */.qy) ` The previous period was fetched.` : undefined;
    return (0,html/* html */.qy) ` <sub>History: ${use.note}.</sub>${fetched}`;
}
/** Sections whose paging the platform ended with an empty page: said before any figure, so no one reads past it. */
function addEndedEarly(doc, results) {
    for (const result of results) {
        for (const [period, when] of [
            [result.current, ''],
            [result.previous, ' (previous period)'],
        ]) {
            if (!period?.facts.endedEarly)
                continue;
            doc.paragraph((0,html/* html */.qy) `⚠️ <strong>Paging ended early</strong> in ${(0,summary_tables/* code */.aY)(result.name)}${when}: ${period.facts.endedEarly}, so
          the section holds the ${(0,format/* count */.U9)(period.rowCount, 'row')} it sent, which may not be all.`);
        }
    }
}
/** One line, when the report leaves reader text out: what, why, and how to change it. */
function addReaderTextRule(doc, settings) {
    if (settings.readerText.shown)
        return;
    if ((0,table/* readerTextSections */.D$)(settings.sections).length === 0)
        return;
    doc.paragraph((0,html/* html */.qy) `🔒 Reader text (search terms, questions to the assistant) is not shown or uploaded: ${settings.readerText.reason}. Counts, categories and pages are; ${(0,summary_tables/* code */.aY)('reader-text: true')} shows the text.`);
}

;// CONCATENATED MODULE: ./src/visitors/summary/spend-table.ts




/**
 * What the export spent, the previous period taken from the last report counted as the nothing it
 * cost; and beside it, not counted in the analytics budget, what reading the hand-offs took.
 */
function addSpend(doc, report, progressRows = []) {
    const { spent } = report;
    const rows = spent.byEndpoint
        .filter(([, requests]) => requests > 0)
        .map(([endpoint, requests]) => [(0,summary_tables/* code */.aY)(endpoint), (0,format/* formatNumber */.ZV)(requests)]);
    if (report.history?.source === 'previous-report')
        rows.push([(0,html/* html */.qy) `Previous period: <em>previous report</em>`, '0']);
    const handOffs = report.history?.handOffs ?? [];
    const reads = (kind) => handOffs.reduce((sum, handOff) => sum + handOff.reads[kind], 0);
    for (const [what, requests] of [
        ['GitHub: pull requests read', reads('pullRequests')],
        ['agent job read', reads('jobs')],
    ]) {
        if (requests > 0)
            rows.push([(0,html/* html */.qy) `${what} <em>(not analytics)</em>`, (0,format/* formatNumber */.ZV)(requests)]);
    }
    rows.push([
        (0,html/* html */.qy) `<strong>Total</strong>`,
        (0,html/* html */.qy) `<strong>${(0,format/* formatNumber */.ZV)(spent.total)}</strong> of ${errors/* ANALYTICS_BUDGET_PER_HOUR */.QB} per hour`,
    ]);
    rows.push(...progressRows);
    const of = (0,html/* html */.qy) `${(0,format/* formatNumber */.ZV)(spent.total)} of ${errors/* ANALYTICS_BUDGET_PER_HOUR */.QB} per hour`;
    doc.details((0,html/* html */.qy) `<strong>Analytics requests spent</strong>: ${of}`, (inner) => {
        inner.table([{ title: 'Endpoint' }, (0,summary_tables/* right */.pG)('Requests')], rows);
    });
}

;// CONCATENATED MODULE: ./src/visitors/plan.ts



/**
 * The requests the report will spend, stated before the first one: the least the contract
 * allows, one per page of the largest size; then, when the last report says how many rows each
 * section had, about how many requests the whole report needs and the budget-hours they make.
 */
function describePlan(settings, source, estimate, progress) {
    const parts = settings.sections.map((name) => (0,table/* sectionNamed */.H$)(name).use(settings, (definition, options) => definition.planLine(options)));
    const twice = source === 'fetched'
        ? ' Each is spent twice: this period and the previous one.'
        : source === 'previous-report'
            ? ' The previous period comes from the last report: no request is spent on it.'
            : '';
    const budget = ` The analytics budget is ${errors/* ANALYTICS_BUDGET_PER_HOUR */.QB} requests per hour per organization, shared by all analytics endpoints.`;
    return `Plan: ${parts.join('; ')}.${twice}${budget}${describeEstimate(settings, estimate, progress)}`;
}
function describeEstimate(settings, estimate, progress) {
    const hours = (requests) => (0,format/* count */.U9)(Math.max(1, Math.ceil(requests / errors/* ANALYTICS_BUDGET_PER_HOUR */.QB)), 'budget-hour');
    const whole = estimate === undefined
        ? ' How many requests visitors and views need is known at their last page: no earlier report says how many paths there are.'
        : ` From the last report's row counts, this report needs about ${(0,format/* count */.U9)(estimate, 'request')}: ${hours(estimate)}.`;
    const kept = progress?.journal?.answers ?? 0;
    const resumed = kept > 0 ? ` ${(0,format/* formatNumber */.ZV)(kept)} answers are kept from earlier runs: none is asked again.` : '';
    const cap = settings.maxRequests === undefined
        ? ''
        : ` This run sends at most ${(0,format/* count */.U9)(settings.maxRequests, 'request')} ("max-requests").`;
    return `${whole}${resumed}${cap}`;
}
/**
 * About how many requests the report needs, from the last report's row counts: one per page of
 * each section, for each period fetched, and a section's side requests. Undefined when the last
 * report does not say for every section.
 */
function estimateRequests(settings, history) {
    const periods = settings.previousRange && history.source !== 'previous-report' ? 2 : 1;
    let total = 0;
    for (const name of settings.sections) {
        const stored = history.stored?.[name];
        if (!stored)
            return undefined;
        const pages = (0,table/* sectionNamed */.H$)(name).use(settings, (definition, options) => {
            const paging = definition.paging;
            const rows = stored.rowCount;
            if (paging.kind === 'single')
                return 1;
            if (paging.kind === 'offset')
                return Math.max(1, Math.ceil(rows / options.pageSize));
            const wanted = paging.wanted(options);
            return Math.max(1, Math.ceil((wanted === 'all' ? rows : Math.min(rows, wanted)) / paging.limit));
        });
        total += (pages + (0,table/* sectionNamed */.H$)(name).endpoints.length - 1) * periods;
    }
    return total;
}
/** What the platform client counted, by endpoint, for the report's sections. */
function requestsSpent(sections, requestsSent) {
    return spentOn(sections.flatMap((name) => (0,table/* sectionNamed */.H$)(name).endpoints), requestsSent);
}

;// CONCATENATED MODULE: ./src/visitors/report-outputs.ts
/**
 * Every output known when the step ends: what each section sets once it is complete (unique
 * visitors' figures), the content gaps and what became of those followed, and the files once
 * published.
 */
function outputsOf(report) {
    const { reportPath, contentGaps, contentGapsFile, following, artifact } = report;
    return {
        ...Object.fromEntries(report.results.flatMap((result) => Object.entries(result.outputs()))),
        ...(contentGaps ? { 'content-gap-count': contentGaps.count } : {}),
        ...(contentGapsFile ? { 'content-gaps-file': contentGapsFile } : {}),
        // Only when gaps were followed from the last report: a first report has no states to count.
        ...(following
            ? {
                'content-gaps-new': following.counts.new,
                'content-gaps-open': following.counts.open,
                'content-gaps-closed': following.counts.closed,
            }
            : {}),
        'reader-text': report.settings.readerText.shown ? 'shown' : 'hidden',
        ...(report.history ? { 'comparison-source': report.history.source } : {}),
        // What report.json's history holds: known once the report is published.
        ...(reportPath ? { 'history-size': report.trend.length } : {}),
        ...(reportPath ? { 'report-path': reportPath } : {}),
        ...(report.state ? { 'report-state': report.state } : {}),
        ...(artifact
            ? { 'artifact-id': artifact.id, 'artifact-url': artifact.url ?? '', 'artifact-digest': artifact.digest ?? '' }
            : {}),
    };
}

;// CONCATENATED MODULE: ./src/visitors/progress/report-progress.ts





/** What stopped the run, as the progress tells it: its cap, the budget for now, or anything else (`stopped`). */
function progressStopOf(error) {
    const chain = (0,result/* causes */.ps)(error);
    if (chain.some((cause) => cause instanceof RequestCapReached))
        return 'cap';
    return chain.some((cause) => cause instanceof errors/* RateLimitWaitError */.XM) ? 'budget' : 'stopped';
}
/** The wait the budget's 429 asked for (`Retry-After`), when that is what stopped the run and it named one. */
function budgetWaitOf(error) {
    return (0,result/* causes */.ps)(error).find((cause) => cause instanceof errors/* RateLimitWaitError */.XM)?.waitMs;
}
/** `62%: 248 of about 400 requests`, or `248 requests so far` when the plan could not tell the whole. */
function describeHowFar(progress, spentThisRun) {
    const soFar = progress.requestsBefore + spentThisRun;
    const done = progress.journal?.answers ?? soFar;
    const estimate = progress.estimate;
    if (estimate === undefined || estimate <= 0)
        return `${(0,format/* count */.U9)(done, 'answer')} in, from ${(0,format/* count */.U9)(soFar, 'request')} so far`;
    const share = (0,format/* unfinishedShare */.rw)(done, estimate);
    return `${share}%: ${(0,format/* formatNumber */.ZV)(done)} of about ${(0,format/* formatNumber */.ZV)(Math.max(estimate, done + 1))} requests`;
}
/** The requests the report still needs, and the budget-hours they make; undefined when unknown. */
function requestsLeft(progress) {
    if (progress.estimate === undefined)
        return undefined;
    const requests = Math.max(0, progress.estimate - (progress.journal?.answers ?? 0));
    return { requests, hours: Math.ceil(requests / errors/* ANALYTICS_BUDGET_PER_HOUR */.QB) };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/github/artifact-download.ts + 1 modules
var artifact_download = __webpack_require__(81043);
// EXTERNAL MODULE: ./src/github/artifact-zip.ts
var artifact_zip = __webpack_require__(25423);
// EXTERNAL MODULE: ./src/github/github-client.ts
var github_client = __webpack_require__(53074);
// EXTERNAL MODULE: ./src/runner/bounded-file.ts
var bounded_file = __webpack_require__(5550);
;// CONCATENATED MODULE: ./src/visitors/history/report-download.ts




/** Ends the search with a reason, thrown from any step of it; the message is one sentence with no secret. */
class NoUsableReport extends Error {
    name = 'NoUsableReport';
    reason;
    constructor(reason, detail) {
        super(detail);
        this.reason = reason;
    }
}
/** Text from GitHub or the artifact client as part of one sentence: one line, bounded, with no token. */
function oneLineWithoutToken(text, token) {
    const redacted = token === '' ? text : text.split(token).join('***');
    const line = redacted
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/[.\s]+$/, '');
    // Cut between the halves of a surrogate pair, the line would end in half a character.
    return line.length > 300 ? `${line.slice(0, 299).replace(/[\ud800-\udbff]$/, '')}…` : line || 'no message';
}
/** The largest artifact downloaded for a history; a report's files are far smaller. */
const MAX_ARTIFACT_BYTES = 100 * 1024 * 1024;
/** The largest report.json read: with its kept rows a report stays well under this. */
const MAX_REPORT_BYTES = 8 * 1024 * 1024;
const REPORT_FILE = {
    what: 'The last report',
    purpose: 'a history',
    file: 'report.json',
    maxArtifactBytes: MAX_ARTIFACT_BYTES,
    maxFileBytes: MAX_REPORT_BYTES,
};
/** Downloads the chosen artifact, within the size caps, and returns its report.json. */
function downloadReport(octokit, request, limits, artifact, runId) {
    return downloadArtifactFile(octokit, request, limits, artifact, runId, REPORT_FILE);
}
/**
 * Downloads `artifact` of run `runId` and returns the text of the file wanted: the zip within its
 * cap, and of its entries only that file unpacked, within its own (src/github/artifact-download.ts).
 */
async function downloadArtifactFile(octokit, request, limits, artifact, runId, wanted) {
    const label = `artifact "${artifact.name}" (id ${artifact.id}) of run ${runId}`;
    if (artifact.expired)
        throw new NoUsableReport('expired', `${wanted.what}, ${label} created ${artifact.created_at || 'at an unknown time'}, has expired.`);
    if (artifact.size_in_bytes > wanted.maxArtifactBytes)
        throw new NoUsableReport('too-large', `${wanted.what}, ${label}, is ${(0,format/* count */.U9)(artifact.size_in_bytes, 'byte')}, over the ${(0,format/* formatCap */.AQ)(wanted.maxArtifactBytes)} downloaded for ${wanted.purpose}.`);
    const source = {
        ...{ octokit, repository: request.repository, artifactId: artifact.id, label },
        ...{ maxZipBytes: wanted.maxArtifactBytes, workDir: request.downloadDir },
    };
    // Only the wanted file is inflated, so it alone counts towards the unpacked bytes.
    const caps = { maxEntries: artifact_zip/* MAX_ARTIFACT_ENTRIES */.bm, maxUnpackedBytes: wanted.maxFileBytes };
    let files;
    try {
        files = await (0,artifact_download/* readArtifactFiles */.Y)(source, new Map([[wanted.file, wanted.maxFileBytes]]), caps, limits);
    }
    catch (error) {
        if (error instanceof runner_limits/* CancelledError */.cc || error instanceof runner_limits/* DeadlineError */.j3)
            throw error;
        if (error instanceof artifact_zip/* ArtifactRefused */.ZC)
            throw new NoUsableReport('refused', `${wanted.what}, ${label}, was refused: ${error.message}.`);
        const said = oneLineWithoutToken((0,format/* errorMessage */.gJ)(error), request.token);
        throw new NoUsableReport('unreachable', `Downloading ${label} failed: ${said}.`);
    }
    const file = files.get(wanted.file);
    if (!file)
        throw new NoUsableReport('no-report-file', `${wanted.what}, ${label}, holds no ${wanted.file}.`);
    return file.toString('utf8');
}

// EXTERNAL MODULE: ./src/runner/environment.ts
var environment = __webpack_require__(45047);
;// CONCATENATED MODULE: ./src/visitors/history/run-trust.ts

/** Why a listed run is passed over without counting toward the bound: a pull request's, another repository's, this one. */
function passedOverWhy(run, search) {
    if (run.id === search.runId)
        return 'this run';
    if (run.event.startsWith('pull_request'))
        return run.event;
    // A deleted fork leaves no head repository: as untrusted as any fork.
    const own = `${search.repository.owner}/${search.repository.repo}`.toLowerCase();
    const head = run.head_repository?.full_name?.toLowerCase();
    const base = run.repository?.full_name?.toLowerCase();
    if (head !== own || base !== own)
        return 'from another repository';
    return undefined;
}
/** `.github/workflows/report.yml@refs/heads/main` → `.github/workflows/report.yml`. */
function withoutRef(workflowPath) {
    const at = workflowPath.indexOf('@');
    return at < 0 ? workflowPath : workflowPath.slice(0, at);
}
/** Why a run of this repository did not run this workflow as the default branch holds it, from the listing. */
function otherSourceWhy(run, source) {
    if (withoutRef(run.path) !== source.workflowPath)
        return 'of another workflow file';
    if (run.head_branch !== source.branch)
        return `on a branch other than ${source.branch}`;
    return undefined;
}
/**
 * Why `run`'s files are not trusted; undefined when they are. This run, an earlier attempt of
 * which a re-run goes on from, is judged like any other: its event, repository, workflow file,
 * branch and commit as GitHub lists them, never as the runner names them.
 */
async function whyNotTrusted(run, search, source, github) {
    const over = passedOverWhy(run, { ...search, runId: undefined }) ?? otherSourceWhy(run, source);
    const { branch } = source;
    if (over !== undefined)
        return { short: over, words: `it is not a run of this workflow on ${branch} outside pull requests (${over})` };
    const sha = (0,environment/* commitSha */.mJ)(run.head_sha);
    if (sha === undefined)
        return { short: 'that name no commit', words: 'GitHub names no commit it ran' };
    const place = await search.answers.placeOf(github, branch, sha);
    if (place === 'on')
        return undefined;
    return place === 'off'
        ? {
            short: `whose commit is not on ${branch}`,
            words: `its commit ${sha} is not in the history of ${branch}, so it ran a workflow ${branch} never held`,
        }
        : {
            short: 'whose commit GitHub could not place',
            words: `GitHub does not know its commit ${sha}, so it cannot say whether ${branch} holds it`,
        };
}

;// CONCATENATED MODULE: ./src/visitors/history/search-questions.ts




/** Runs listed per page: GitHub's most. */
const RUNS_PER_PAGE = 100;
/** The questions the search asks GitHub, through one client and within the lookup's limits. */
function askingGitHub(octokit, search, limits) {
    const { repository, artifactName: name } = search;
    const ask = async (what, needs, call) => {
        try {
            return (await (0,runner_limits/* bounded */.Mm)(limits, what, call)).data;
        }
        catch (error) {
            throw reasonOf(error, search, what, needs);
        }
    };
    /** The answer, or undefined when GitHub has no such thing (404, or 422 for a commit it cannot compare). */
    const unlessGone = async (what, call, needs = 'actions') => {
        try {
            return (await (0,runner_limits/* bounded */.Mm)(limits, what, call)).data;
        }
        catch (error) {
            const status = (0,github_client/* gitHubStatus */.MT)(error);
            if ((status === 404 || status === 422) && error.response !== undefined)
                return undefined;
            throw reasonOf(error, search, what, needs);
        }
    };
    const request = (signal) => ({ ...repository, request: { signal } });
    return {
        repository: () => ask("reading the repository's default branch", 'contents', (signal) => octokit.rest.repos.get(request(signal))),
        branchHead: async (branch) => (await ask(`reading the head of the default branch (${branch})`, 'contents', (signal) => octokit.rest.repos.getBranch({ ...request(signal), branch }))).commit.sha,
        /** A run, or undefined when GitHub has none of that id (deleted, or never one). */
        run: (runId) => unlessGone(`reading run ${runId}`, (signal) => octokit.rest.actions.getWorkflowRun({ ...request(signal), run_id: runId })),
        /** One page of the workflow's completed runs on `branch`, newest first; of one event only, when named. */
        runs: async (workflowFile, branch, page, event) => (await ask(`listing the runs of ${workflowFile} on ${branch}`, 'actions', (signal) => octokit.rest.actions.listWorkflowRuns({
            ...request(signal),
            ...{ workflow_id: workflowFile, branch, status: 'completed', per_page: RUNS_PER_PAGE, page },
            ...(event === undefined ? {} : { event }),
        }))).workflow_runs,
        /** The run's artifacts of the name; none for a run deleted since it was listed. */
        runArtifacts: async (runId) => (await unlessGone(`listing the artifacts named "${name}" of run ${runId}`, (signal) => octokit.rest.actions.listWorkflowRunArtifacts({ ...request(signal), run_id: runId, name, per_page: 100 })))?.artifacts ?? [],
        /**
         * GitHub's word on `head` against `base`: `identical`, `behind` (in its history), `ahead` or
         * `diverged`; undefined when GitHub does not know the commit (404, 422), as for a deleted fork's.
         */
        compare: async (base, head) => {
            const basehead = `${base}...${head}`;
            const data = await unlessGone(`comparing commit ${head.slice(0, 12)} with the default branch`, (signal) => octokit.rest.repos.compareCommitsWithBasehead({ ...request(signal), basehead, per_page: 1 }), 'contents');
            return data && { status: data.status, mergeBase: data.merge_base_commit.sha };
        },
    };
}
/**
 * A failure GitHub answered with, as the reason it means; any other error (the step stopping, a
 * bug) as it was. GitHub's own words are kept (they say what was refused), without the token.
 */
function reasonOf(error, search, what, needs) {
    const status = (0,github_client/* gitHubStatus */.MT)(error);
    if (error instanceof runner_limits/* CancelledError */.cc || error instanceof runner_limits/* DeadlineError */.j3 || status === undefined)
        return error;
    const message = oneLineWithoutToken((0,format/* errorMessage */.gJ)(error), search.token);
    // A rate limit the client would not wait out is no missing permission.
    if (status === 403 && /rate limit/i.test(message))
        return new NoUsableReport('unreachable', `GitHub's rate limit stopped ${what}: ${message}.`);
    if (status === 401 || status === 403 || status === 404)
        return new NoUsableReport('no-permission', `GitHub answered ${status} (${message}) while ${what}: the workflow needs "permissions: ${needs}: read".`);
    // Octokit reports a request that got no answer (refused, reset, timed out) with status 500 and no response.
    if (error.response === undefined)
        return new NoUsableReport('unreachable', `GitHub's API at ${search.apiUrl} could not be reached while ${what}: ${message}.`);
    const retried = status >= 500 || status === 429 ? ', also when asked again' : '';
    return new NoUsableReport('unreachable', `GitHub answered ${status} while ${what}${retried}: ${message}.`);
}

;// CONCATENATED MODULE: ./src/visitors/history/run-walk.ts




/*
 * The walk through earlier runs that finds a trusted artifact (run-trust.ts says which counts):
 * this run's earlier attempt, the run a record named, then this workflow's completed runs on the
 * default branch, newest first. A pull request's run or another repository's is passed over
 * from the listing alone, without counting toward the bound; each run counted costs one request
 * for its artifact, and one comparison of its commit when it has one. GitHub lists no more than
 * 1,000 runs of a filtered listing, and a fork's pull requests from a branch named like the
 * default one are listed under it: when they fill those 1,000, each event of the branch's own
 * runs is listed alone, where no pull request's run is, so no number of them buries the trusted one.
 */
/** Runs of this repository, outside pull requests, looked at before the search gives up. */
const MAX_RUNS_CHECKED = 100;
/** GitHub lists at most 1,000 runs when a listing is filtered (by branch, status or event): 10 pages of 100. */
const MAX_RUN_PAGES = 10;
/** The events a workflow's own runs on its default branch come from, each listed alone past GitHub's 1,000. */
const BRANCH_EVENTS = ['schedule', 'workflow_dispatch', 'push', 'repository_dispatch', 'workflow_run'];
const TITLE = 'Earlier run not trusted';
class RunWalk {
    passedOver = new Map();
    skipped = new Map();
    seen = new Set();
    checked = 0;
    uploaded = 0;
    /** Where the search stopped short of every run, in words (`among the newest 100`); undefined when it did not. */
    stoppedShort;
    search;
    github;
    source;
    constructor(search, github, source) {
        this.search = search;
        this.github = github;
        this.source = source;
    }
    /** What this run's earlier attempt kept ("Re-run jobs"), when the search counts it and there was one. */
    async earlierAttempt() {
        const { runId, thisRunCounts, runAttempt } = this.search;
        if (!thisRunCounts || runId === undefined || runAttempt === undefined || runAttempt < 2)
            return undefined;
        this.seen.add(runId);
        const artifact = await this.artifactOf(runId);
        if (!artifact)
            return undefined;
        const run = await this.search.answers.run(this.github, runId);
        return run && (await this.trusted(run, artifact, "this run's earlier attempt"));
    }
    /** The run a record names as the one that published the report, looked at before the listing. */
    async namedRun(runId) {
        if (runId === undefined || this.seen.has(runId))
            return undefined;
        const run = await this.search.answers.run(this.github, runId);
        return run === undefined ? undefined : this.judge(run);
    }
    /** The workflow's completed runs on the default branch, newest first, until one is trusted, or the bound. */
    async listedRuns() {
        const all = await this.listing(undefined);
        if (typeof all === 'object')
            return all;
        if (all === 'bound')
            return this.stop(`at its bound, the newest ${MAX_RUNS_CHECKED}`, `among the newest ${MAX_RUNS_CHECKED}`);
        if (all === 'all')
            return undefined;
        const found = [];
        let end = 'all';
        for (const event of BRANCH_EVENTS) {
            const listed = await this.listing(event);
            if (typeof listed === 'object')
                found.push(listed);
            else if (listed !== 'all')
                end = listed;
            if (listed === 'bound')
                break;
        }
        const time = ({ artifact }) => Date.parse(artifact.created_at ?? '') || 0;
        const newest = found.sort((a, b) => time(b) - time(a))[0];
        if (newest || end === 'all')
            return newest;
        return end === 'bound'
            ? this.stop(`at its bound, the newest ${MAX_RUNS_CHECKED}`, `among the newest ${MAX_RUNS_CHECKED}`)
            : this.stop('at the newest 1,000 of an event, all GitHub lists,', 'among the runs GitHub lists');
    }
    /** One line of the runs looked at, passed over and skipped, and why. */
    sayWhatWasLeft() {
        const { workflowPath, branch } = this.source;
        const parts = [
            `${(0,format/* count */.U9)(this.checked, 'run')} of ${workflowPath} on ${branch} looked at`,
            ...(this.passedOver.size > 0 ? [`passed over ${run_walk_describe(this.passedOver, 'run')}`] : []),
            ...(this.skipped.size > 0 ? [`skipped ${run_walk_describe(this.skipped, 'run')}`] : []),
        ];
        log/* log */.Rm.info(`Looking for "${this.search.artifactName}": ${parts.join('; ')}.`);
    }
    /** How many runs had the artifact, and how many were passed over. */
    get tally() {
        const passedOver = [...this.passedOver.values()].reduce((sum, n) => sum + n, 0);
        return { uploaded: this.uploaded, passedOver };
    }
    /** One listing's pages, of every event or of one, walked until a trusted artifact, the bound or their end. */
    async listing(event) {
        const file = this.source.workflowPath.split('/').pop() ?? this.source.workflowPath;
        const listing = { file, branch: this.source.branch, event };
        for (let page = 1; page <= MAX_RUN_PAGES; page++) {
            const runs = await this.search.answers.runsPage(this.github, listing, page);
            for (const run of runs) {
                if (this.checked >= MAX_RUNS_CHECKED && passedOverWhy(run, this.search) === undefined)
                    return 'bound';
                const found = await this.judge(run);
                if (found)
                    return found;
            }
            if (runs.length < RUNS_PER_PAGE)
                return 'all';
        }
        return 'capped';
    }
    /** The search ended before the oldest run: `where` in the notice, `within` in the reason none was found. */
    stop(where, within) {
        this.stoppedShort = within;
        const { workflowPath, branch } = this.source;
        log/* log */.Rm.notice(`The search for artifact "${this.search.artifactName}" stopped ${where} runs of ${workflowPath} on ${branch} outside pull requests: an older one is not looked for.`, 'Search for an earlier run stopped');
        return undefined;
    }
    async judge(run) {
        if (this.seen.has(run.id))
            return undefined;
        this.seen.add(run.id);
        const over = passedOverWhy(run, this.search);
        if (over !== undefined)
            return tallied(this.passedOver, over);
        this.checked++;
        const other = otherSourceWhy(run, this.source);
        if (other !== undefined)
            return tallied(this.skipped, other);
        const artifact = await this.artifactOf(run.id);
        return artifact && this.trusted(run, artifact, `run ${run.id} (${run.event} of ${run.head_branch ?? 'no branch'})`);
    }
    /** The artifact, when its run is trusted; a notice names the run when it is not, or cannot be told. */
    async trusted(run, artifact, which) {
        const distrust = await whyNotTrusted(run, this.search, this.source, this.github);
        if (distrust === undefined)
            return { artifact, runId: run.id };
        log/* log */.Rm.notice(`The artifact "${this.search.artifactName}" of ${which} is not trusted: ${distrust.words}.`, TITLE);
        return tallied(this.skipped, distrust.short);
    }
    /** The run's newest artifact of the name, expired or not (the download says which); undefined when it has none. */
    async artifactOf(runId) {
        const time = (artifact) => Date.parse(artifact.created_at ?? '') || 0;
        const newest = (await this.github.runArtifacts(runId))
            .filter((artifact) => artifact.name === this.search.artifactName && artifact.workflow_run?.id === runId)
            .sort((a, b) => time(b) - time(a) || b.id - a.id)[0];
        if (newest === undefined)
            return undefined;
        this.uploaded++;
        return newest;
    }
}
function tallied(reasons, why) {
    reasons.set(why, (reasons.get(why) ?? 0) + 1);
    return undefined;
}
/** `3 runs (2 pull_request, 1 from another repository)`. */
function run_walk_describe(reasons, noun) {
    const total = [...reasons.values()].reduce((sum, n) => sum + n, 0);
    return `${(0,format/* count */.U9)(total, noun)} (${[...reasons].map(([why, n]) => `${n} ${why}`).join(', ')})`;
}

;// CONCATENATED MODULE: ./src/visitors/history/trusted-artifact.ts





/*
 * The primary defence of what a report builds on (the history, its hand-off, its progress):
 * which artifact may be built on at all. Only one uploaded by an earlier run of this same
 * workflow file, in this repository, outside pull requests, whose commit is in the history of
 * the default branch: GitHub's compare says so, not the run's `head_branch`, which for a tag's
 * run is the tag's name (a tag `main` is no branch). Anyone who can open a pull request can make
 * a run upload an artifact of that name, and anyone who can push a branch or a tag can run the
 * workflow as they changed it; only the workflow as the default branch held it writes one worth
 * trusting. GitHub is asked (search-questions.ts), each question once a step
 * (search-answers.ts), and whatever it refuses or fails to answer ends the search; a commit it
 * does not know is not trusted.
 */
/**
 * The newest artifact `artifactName` of a trusted earlier run (run-walk.ts). Throws
 * NoUsableReport when there is none, or when GitHub does not say.
 */
async function findTrustedArtifact(octokit, search, limits) {
    const github = askingGitHub(octokit, search, limits);
    const { workflowPath, branch } = await sourceOf(search, github);
    const walk = new RunWalk(search, github, { workflowPath, branch });
    try {
        const found = (await walk.earlierAttempt()) ?? (await walk.namedRun(search.namedRun)) ?? (await walk.listedRuns());
        if (found)
            return found;
    }
    finally {
        walk.sayWhatWasLeft();
    }
    const { uploaded, passedOver } = walk.tally;
    const where = `${workflowPath} on ${branch}`;
    const within = walk.stoppedShort === undefined ? '' : ` ${walk.stoppedShort}`;
    const name = `"${search.artifactName}"`;
    if (uploaded === 0 && passedOver === 0)
        throw new NoUsableReport('first-run', `No earlier run of ${where} uploaded ${name} yet${within}.`);
    throw new NoUsableReport('none-trusted', uploaded === 0
        ? `No earlier run of ${where} outside pull requests and other repositories uploaded ${name}${within}.`
        : `No trusted run of ${where} uploaded ${name}${within}: ${uploaded === 1 ? 'the run that did is' : `the ${(0,format/* count */.U9)(uploaded, 'run')} that did are`} not trusted, as the notices above say.`);
}
/** Where an earlier run's artifact is looked for, as the runner tells of this run. */
function searchFrom(environment, search) {
    const { repository, apiUrl, runId, runAttempt, workflowPath, eventPayload } = environment;
    return {
        ...{ repository: repository, apiUrl, runId, runAttempt, workflowPath },
        ...{ defaultBranch: defaultBranchIn(eventPayload), answers: search.answers, namedRun: search.namedRun },
    };
}
/** The default branch as the event payload names it (`repository.default_branch`); undefined when it does not. */
function defaultBranchIn(payload) {
    const repository = payload['repository'];
    const branch = typeof repository === 'object' && repository !== null
        ? repository['default_branch']
        : undefined;
    return typeof branch === 'string' && branch !== '' ? branch : undefined;
}
/**
 * Why run `runId`, which a record names as its maker, is not trusted by the same rules as a run
 * searched for; undefined when it is. GitHub asked as the search asks it, each question once a step.
 */
async function whyRunNotTrusted(octokit, search, limits, runId) {
    const github = askingGitHub(octokit, search, limits);
    const source = await sourceOf(search, github);
    const run = await search.answers.run(github, runId);
    return run === undefined ? `GitHub has no run ${runId}` : (await whyNotTrusted(run, search, source, github))?.words;
}
/** This workflow file, and the default branch: what a trusted run ran. */
async function sourceOf(search, github) {
    const workflowPath = await workflowFileOf(search, github);
    return { workflowPath, branch: search.defaultBranch ?? (await search.answers.defaultBranch(github)) };
}
/** The workflow file whose runs count: as the runner named it, or as GitHub says of this run. */
async function workflowFileOf(search, github) {
    if (search.workflowPath !== undefined)
        return withoutRef(search.workflowPath);
    const runId = search.runId;
    if (runId === undefined)
        throw new NoUsableReport('none-trusted', "This run's workflow file is not known, so no earlier report can be trusted.");
    const run = await search.answers.run(github, runId);
    // This run, unknown to GitHub: a token that may not read it (a private repository answers 404).
    if (run === undefined)
        throw new NoUsableReport('no-permission', `GitHub answered 404 reading this run (${runId}): the workflow needs "permissions: actions: read".`);
    return withoutRef(run.path);
}

// EXTERNAL MODULE: ./src/text/json-fields.ts
var json_fields = __webpack_require__(75699);
;// CONCATENATED MODULE: ./src/visitors/progress/progress-record.ts

/*
 * progress.json: what a report that stopped before its end leaves for the run that goes on. The
 * report it is (project, period, the settings that shape its requests), how far it got (runs,
 * requests, answers kept), and the sealed answers' size and digest; signed (progress-seal.ts).
 * Read back as hostile: every field checked for type, length and range, and the signature,
 * before anything uses it. It holds no reader text.
 */
const PROGRESS_FILE = 'progress.json';
const ANSWERS_FILE = 'answers.sealed';
/** The record is small; anything larger is not one of ours. */
const MAX_RECORD_BYTES = 64 * 1024;
const FORMAT = 1;
/** The progress artifact was not one this run builds on: shape, size, signature or digest. */
class ProgressDoubted extends Error {
    name = 'ProgressDoubted';
}
/** progress.json's text: the record, then its signature over the rest. */
function writeRecord(record, keys) {
    const body = JSON.stringify({ format: FORMAT, ...record });
    return `${JSON.stringify({ ...JSON.parse(body), mac: keys.sign(body) }, null, 2)}\n`;
}
/** The record in `text`, checked field by field and against its signature; throws ProgressDoubted. */
function readRecord(text, keys) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        throw new ProgressDoubted('progress.json is not JSON');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new ProgressDoubted('progress.json is not an object');
    const { mac, ...rest } = parsed;
    if (rest['format'] !== FORMAT)
        throw new ProgressDoubted(`progress.json is not of format ${FORMAT}`);
    if (typeof mac !== 'string' || !keys.verify(JSON.stringify(rest), mac))
        throw new ProgressDoubted("progress.json's signature does not match: it was changed, or the API key changed since");
    return {
        state: oneOf(rest, 'state', ['partial', 'complete']),
        projectId: line(rest, 'projectId'),
        dateFrom: line(rest, 'dateFrom'),
        dateTo: line(rest, 'dateTo'),
        previous: rest['previous'] === null ? null : period(rest['previous']),
        shape: line(rest, 'shape', 16_384),
        startedAt: line(rest, 'startedAt'),
        runs: whole(rest, 'runs'),
        requests: whole(rest, 'requests'),
        answers: whole(rest, 'answers'),
        sealed: rest['sealed'] === null ? null : sealed(rest['sealed']),
        ...(rest['rollup'] === undefined ? {} : { rollup: rollupOf(rest['rollup']) }),
    };
}
/**
 * Signed, yet read as hostile: anyone who can run the workflow holds the key. The headline is
 * rebuilt from what was checked (figures under identifiers, finite numbers; the gaps, counts), so
 * a run that carries the record forward signs only that, never whatever else the file held.
 */
function rollupOf(value) {
    const record = typeof value === 'object' && value !== null ? value : undefined;
    const completedIn = record?.['completedIn'];
    if (!record)
        throw new ProgressDoubted(`progress.json's "rollup" is not an object with a headline`);
    if (completedIn !== null && (!Number.isSafeInteger(completedIn) || completedIn <= 0))
        throw new ProgressDoubted(`progress.json's "rollup.completedIn" is not a run id`);
    return { completedIn: completedIn, headline: checkedHeadline(record['headline']) };
}
function checkedHeadline(value) {
    const reader = (0,json_fields/* fieldReader */.A)((message) => new ProgressDoubted(message), (where) => `progress.json's "${where}"`);
    const headline = reader.asRecord(value, 'rollup.headline');
    const sections = reader.asRecord(headline['figures'], 'rollup.headline.figures');
    const figures = {};
    for (const [name, both] of Object.entries(sections)) {
        const where = `rollup.headline.figures.${reader.asIdentifier(name, 'rollup.headline.figures')}`;
        const periods = reader.asRecord(both, where);
        const previous = periods['previousPeriod'];
        figures[name] = {
            period: { ...reader.asNamedNumbers(periods['period'], `${where}.period`) },
            previousPeriod: previous === null ? null : { ...reader.asNamedNumbers(previous, `${where}.previousPeriod`) },
        };
    }
    const gaps = reader.asRecord(headline['contentGaps'], 'rollup.headline.contentGaps');
    const contentGaps = {};
    for (const name of ['found', 'open', 'new', 'closed'])
        if (name === 'found' || gaps[name] !== undefined)
            contentGaps[name] = reader.asWholeNumber(gaps[name], `rollup.headline.contentGaps.${name}`);
    return { figures, contentGaps };
}
function line(record, name, max = 200) {
    const value = record[name];
    if (typeof value !== 'string' || value.length > max || /[\r\n]/.test(value))
        throw new ProgressDoubted(`progress.json's "${name}" is not a line of at most ${max} characters`);
    return value;
}
function whole(record, name) {
    const value = record[name];
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > 100_000_000)
        throw new ProgressDoubted(`progress.json's "${name}" is not a count`);
    return value;
}
function oneOf(record, name, choices) {
    const value = record[name];
    if (!choices.includes(value))
        throw new ProgressDoubted(`progress.json's "${name}" is not ${choices.join(' or ')}`);
    return value;
}
function period(value) {
    if (typeof value !== 'object' || value === null)
        throw new ProgressDoubted(`progress.json's "previous" is not a period`);
    const record = value;
    return { dateFrom: line(record, 'dateFrom'), dateTo: line(record, 'dateTo') };
}
function sealed(value) {
    if (typeof value !== 'object' || value === null)
        throw new ProgressDoubted(`progress.json's "sealed" is not an object`);
    const record = value;
    const sha256 = line(record, 'sha256');
    if (!/^[0-9a-f]{64}$/.test(sha256))
        throw new ProgressDoubted(`progress.json's "sealed.sha256" is not a SHA-256`);
    return { bytes: whole(record, 'bytes'), sha256 };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./src/visitors/progress/progress-seal.ts







/*
 * The progress artifact is uploaded where anyone who can read the repository may download it,
 * and read back by a later run that must not build on a file someone else made. So both of its
 * files are bound to the API key, which only the workflow's secrets hold:
 * - progress.json, the record (no reader text), is signed: an HMAC that a copy edited anywhere,
 *   or written with another key, fails.
 * - The kept answers hold what readers typed (search terms, questions), so they are sealed:
 *   gzip, then AES-256-GCM, whose tag fails for any change. A public repository's artifact
 *   holds no reader text anyone can read.
 * A key rotated between runs fails both checks: the report starts afresh, never on a guess.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The two keys a report's progress is bound with, derived from the API key and the project. */
class ProgressKeys {
    signing;
    sealing;
    constructor(apiKey, projectId) {
        const keys = Buffer.from((0,external_node_crypto_.hkdfSync)('sha256', apiKey, 'docs report progress', projectId, 64));
        this.signing = keys.subarray(0, 32);
        this.sealing = keys.subarray(32);
    }
    sign(text) {
        return (0,external_node_crypto_.createHmac)('sha256', this.signing).update(text, 'utf8').digest('hex');
    }
    /** Whether `mac` is the signature of `text` under these keys. */
    verify(text, mac) {
        const expected = Buffer.from(this.sign(text), 'hex');
        const given = Buffer.from(/^[0-9a-f]{64}$/.test(mac) ? mac : '', 'hex');
        return given.length === expected.length && (0,external_node_crypto_.timingSafeEqual)(given, expected);
    }
    /** `plainFile` compressed and sealed into `sealedFile`: its size and SHA-256, for the record. */
    async seal(plainFile, sealedFile) {
        const iv = (0,external_node_crypto_.randomBytes)(IV_BYTES);
        const cipher = (0,external_node_crypto_.createCipheriv)('aes-256-gcm', this.sealing, iv);
        const out = (0,external_node_fs_.createWriteStream)(sealedFile);
        out.write(iv);
        await (0,external_node_stream_promises_.pipeline)((0,external_node_fs_.createReadStream)(plainFile), (0,external_node_zlib_.createGzip)(), cipher, out, { end: false });
        await new Promise((resolve, reject) => out.end(cipher.getAuthTag(), () => resolve()).on('error', reject));
        return digestOf(sealedFile);
    }
    /**
     * `sealedFile` opened into `plainFile`, at most `maxBytes` of it: throws on any change to the
     * file, another key, or more than `maxBytes` (what is written until then is the caller's to remove).
     */
    async unseal(sealedFile, plainFile, maxBytes) {
        const { size } = await (0,promises_.stat)(sealedFile);
        if (size < IV_BYTES + TAG_BYTES)
            throw new Error('the kept answers are too short to be sealed');
        const handle = await (0,promises_.open)(sealedFile, 'r');
        const iv = Buffer.alloc(IV_BYTES);
        const tag = Buffer.alloc(TAG_BYTES);
        try {
            await handle.read(iv, 0, IV_BYTES, 0);
            await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
        }
        finally {
            await handle.close();
        }
        const decipher = (0,external_node_crypto_.createDecipheriv)('aes-256-gcm', this.sealing, iv);
        decipher.setAuthTag(tag);
        const body = (0,external_node_fs_.createReadStream)(sealedFile, { start: IV_BYTES, end: size - TAG_BYTES - 1 });
        await (0,external_node_stream_promises_.pipeline)(body, decipher, (0,external_node_zlib_.createGunzip)(), capped(maxBytes), (0,external_node_fs_.createWriteStream)(plainFile));
    }
}
/** The size and SHA-256 of a file, as the record states them of the sealed answers. */
async function digestOf(file) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    let bytes = 0;
    for await (const chunk of (0,external_node_fs_.createReadStream)(file)) {
        hash.update(chunk);
        bytes += chunk.length;
    }
    return { bytes, sha256: hash.digest('hex') };
}
/** Passes bytes on until `maxBytes`, then fails: a small sealed file must not fill the disk. */
function capped(maxBytes) {
    let seen = 0;
    return new external_node_stream_.Transform({
        transform(chunk, _encoding, done) {
            seen += chunk.length;
            if (seen > maxBytes)
                done(new Error(`the kept answers unpack to more than ${(0,format/* formatCap */.AQ)(maxBytes)}`));
            else
                done(null, chunk);
        },
    });
}

;// CONCATENATED MODULE: ./src/visitors/progress/progress-lookup.ts













/*
 * The newest progress of this report, from the workflow's artifacts: `<artifact-name>-progress`
 * of a trusted earlier run (the history's rules, trusted-artifact.ts: this workflow file, this
 * repository, its default branch, never a pull request's or a fork's run), unpacked within caps,
 * its record checked and its answers unsealed (progress-seal.ts). Nothing here fails the report:
 * progress that cannot be had is a report started afresh, said in one line, a notice when the
 * file was doubted.
 */
/** The largest progress artifact downloaded: a report of a million paths keeps far less, sealed. */
const MAX_PROGRESS_BYTES = 512 * 1024 * 1024;
/** What its answers may unpack to. */
const MAX_ANSWERS_BYTES = 4 * 1024 * 1024 * 1024;
const LOOKUP_BUDGET_MS = 90_000;
const progress_lookup_TITLE = 'Report progress dropped';
/** Why GitHub cannot be asked at all (unreachable, or the token refused): the history's search would meet it again. */
const GITHUB_FAILURES = new Set(['unreachable', 'no-permission']);
/** The name of a report's progress artifact. */
function progressArtifactName(artifactName) {
    return `${artifactName}-progress`;
}
/** The newest trusted progress, unsealed into `workDir` (which must not exist yet); undefined when there is none to use. */
async function lookUpProgress(search, environment, limits, keys, workDir, answers) {
    const { repository, apiUrl } = environment;
    const none = { found: undefined, gitHubFailed: undefined };
    if (!repository || search.githubToken === '' || search.artifactName === '')
        return none;
    const budget = Math.min(LOOKUP_BUDGET_MS, (0,runner_limits/* remainingMs */.XW)(limits) / 4);
    const lookup = { ...limits, deadline: Math.min(limits.deadline, limits.now() + budget) };
    const artifactName = progressArtifactName(search.artifactName);
    let label;
    try {
        const octokit = await (0,github_client/* createGitHubClient */.LX)({ token: search.githubToken, apiUrl, limits: lookup });
        // "Re-run jobs" goes on with what the attempt before it kept: this run's own artifact counts.
        const where = searchFrom(environment, { answers });
        const scope = { token: search.githubToken, artifactName, ...where, thisRunCounts: true };
        const found = await findTrustedArtifact(octokit, scope, lookup);
        label = `artifact "${artifactName}" (id ${found.artifact.id}) of run ${found.runId}`;
        if (found.artifact.size_in_bytes > MAX_PROGRESS_BYTES)
            throw new ProgressDoubted(`it is ${(0,format/* count */.U9)(found.artifact.size_in_bytes, 'byte')}, over the ${(0,format/* formatCap */.AQ)(MAX_PROGRESS_BYTES)} of any progress`);
        const unpacked = external_node_path_default().join(workDir, 'unpacked');
        const source = { octokit, repository, artifactId: found.artifact.id, label, maxZipBytes: MAX_PROGRESS_BYTES };
        const caps = { maxEntries: 10, maxUnpackedBytes: MAX_PROGRESS_BYTES + MAX_RECORD_BYTES };
        await (0,artifact_download/* unpackArtifact */.n)({ ...source, workDir: external_node_path_default().join(workDir, 'zip') }, unpacked, caps, lookup);
        const record = readRecord(readRecordFile(external_node_path_default().join(unpacked, PROGRESS_FILE)), keys);
        // A done record is carried from run to run: the run it names as its maker must be trusted too.
        const maker = record.state === 'complete' ? (record.rollup?.completedIn ?? found.runId) : found.runId;
        const distrust = maker === found.runId ? undefined : await whyRunNotTrusted(octokit, scope, lookup, maker);
        if (distrust !== undefined)
            throw new ProgressDoubted(`it names run ${maker} as the one that completed it, which is not trusted: ${distrust}`);
        const answersFile = record.sealed ? await unsealAnswers(unpacked, workDir, record, keys) : undefined;
        await (0,promises_.rm)(unpacked, { recursive: true, force: true });
        log/* log */.Rm.info(`Read the progress of run ${found.runId} (artifact ${found.artifact.id}): a ${record.state} report.`);
        return { found: { record, answersFile, runId: found.runId }, gitHubFailed: undefined };
    }
    catch (error) {
        if (error instanceof NoUsableReport && GITHUB_FAILURES.has(error.reason)) {
            log/* log */.Rm.info(`No report progress: ${error.message}`);
            return { found: undefined, gitHubFailed: error };
        }
        goOnWithout(error, { limits, budget, token: search.githubToken, label });
        return none;
    }
}
/** progress.json within its cap, read as any file another run wrote: no link followed. */
function readRecordFile(file) {
    let text;
    try {
        text = (0,bounded_file/* readBoundedFileSync */.T)(file, MAX_RECORD_BYTES);
    }
    catch {
        throw new ProgressDoubted(`the artifact holds no ${PROGRESS_FILE}`);
    }
    if (text.length > MAX_RECORD_BYTES)
        throw new ProgressDoubted(`${PROGRESS_FILE} is larger than any record`);
    return text.toString('utf8');
}
/** The sealed answers, held to the record's size and digest, then opened into a file of their own. */
async function unsealAnswers(unpacked, workDir, record, keys) {
    const sealedFile = external_node_path_default().join(unpacked, ANSWERS_FILE);
    const digest = await digestOf(sealedFile).catch(() => undefined);
    if (digest === undefined)
        throw new ProgressDoubted(`the artifact holds no ${ANSWERS_FILE}`);
    if (digest.bytes !== record.sealed?.bytes || digest.sha256 !== record.sealed.sha256)
        throw new ProgressDoubted(`${ANSWERS_FILE} is not the file progress.json names (its size or SHA-256 differs)`);
    const answersFile = external_node_path_default().join(workDir, 'answers.jsonl');
    try {
        await keys.unseal(sealedFile, answersFile, MAX_ANSWERS_BYTES);
    }
    catch (error) {
        await (0,promises_.rm)(answersFile, { force: true });
        throw new ProgressDoubted(`${ANSWERS_FILE} could not be opened: ${(0,format/* errorMessage */.gJ)(error)}`);
    }
    return answersFile;
}
/** Why the progress was not had, said once: a warning when something other than this action made what was found. */
function goOnWithout(error, { limits, budget, token, label }) {
    if (error instanceof NoUsableReport) {
        if (error.reason === 'first-run' || error.reason === 'none-trusted')
            log/* log */.Rm.info(`No report progress: ${error.message}`);
        else
            log/* log */.Rm.notice(`${error.message} The report starts afresh.`, progress_lookup_TITLE);
        return undefined;
    }
    if (error instanceof ProgressDoubted || error instanceof artifact_zip/* ArtifactRefused */.ZC) {
        const which = label === undefined ? '' : `, ${label},`;
        log/* log */.Rm.warning(`The report's progress${which} was dropped: ${error.message}. The report starts afresh.`, progress_lookup_TITLE);
        return undefined;
    }
    if (error instanceof runner_limits/* DeadlineError */.j3 && (0,runner_limits/* remainingMs */.XW)(limits) > 0) {
        log/* log */.Rm.warning(`GitHub did not answer within ${(0,format/* formatDuration */.a3)(budget)}, the time the progress may take. The report starts afresh.`, progress_lookup_TITLE);
        return undefined;
    }
    if (error instanceof runner_limits/* CancelledError */.cc || error instanceof runner_limits/* DeadlineError */.j3)
        throw error;
    const said = oneLineWithoutToken((0,format/* errorMessage */.gJ)(error), token);
    log/* log */.Rm.warning(`The report's progress could not be read: ${said}. The report starts afresh.`, progress_lookup_TITLE);
    return undefined;
}

// EXTERNAL MODULE: ./src/text/period.ts
var text_period = __webpack_require__(15194);
;// CONCATENATED MODULE: ./src/visitors/progress/progress-choice.ts




/*
 * What this run does with the progress it found: go on with an unfinished report (its period,
 * whatever today's date), begin the report after a complete one (reports in a chain, one
 * period after the other, when `max-requests` marks a report continued on a schedule), end at
 * once because the report due is complete, or begin afresh. Progress that is not this report's
 * is set aside with a notice saying why.
 */
/** A report left unfinished is abandoned once its period ended this long ago. */
const ABANDONED_AFTER_MS = 7 * analysis_dates/* DAY_MS */.sO;
const IGNORED = 'Report progress ignored';
function chooseProgress(settings, found, now) {
    if (!found)
        return { kind: 'fresh' };
    const { record } = found;
    const period = rangeOf(record.dateFrom, record.dateTo);
    const previous = record.previous && rangeOf(record.previous.dateFrom, record.previous.dateTo);
    const which = `the ${record.state} report of ${(0,text_period/* describePeriod */.Pl)(record.dateFrom, record.dateTo)}, from run ${found.runId}`;
    if (!period || (record.previous && !previous)) {
        log/* log */.Rm.notice(`The progress of ${which} names a period that is not one. The report starts afresh.`, IGNORED);
        return { kind: 'fresh' };
    }
    // No run of this report made it: a period is reported once it has ended (a day's leeway for time zones), unless the
    // workflow itself asks for a later end.
    if ((period.to?.instant ?? 0) > Math.max(now + analysis_dates/* DAY_MS */.sO, settings.dateRange.to?.instant ?? 0)) {
        log/* log */.Rm.warning(`The progress of ${which}, names a period that ends after today, which no run of this report makes: it is ignored, and the report starts afresh.`, IGNORED);
        return { kind: 'fresh' };
    }
    if (record.projectId !== settings.projectId || record.shape !== settings.exportShape) {
        if (record.state === 'partial')
            log/* log */.Rm.notice(`The progress of ${which} was made with other settings (project, sections, page size or caps), so this run does not go on with it: the report starts afresh.`, IGNORED);
        return { kind: 'fresh' };
    }
    const samePeriod = sameRange(period, settings.dateRange);
    if (record.state === 'partial') {
        if (settings.periodSet && !samePeriod) {
            log/* log */.Rm.notice(`The progress of ${which} is for another period than "date-from" and "date-to" ask: the report starts afresh.`, IGNORED);
            return { kind: 'fresh' };
        }
        // A period the workflow wrote out is gone on with however old; one of the defaults' goes stale.
        if (!settings.periodSet && now - (period.to?.instant ?? 0) > ABANDONED_AFTER_MS) {
            log/* log */.Rm.notice(`The unfinished report of ${(0,text_period/* describePeriod */.Pl)(record.dateFrom, record.dateTo)} (run ${found.runId}) was abandoned: its period ended more than 7 days ago. A report of this run's period starts afresh.`, 'Unfinished report abandoned');
            return { kind: 'fresh' };
        }
        log/* log */.Rm.info(`Going on with ${which}: ${(0,format/* count */.U9)(record.answers, 'answer')} kept, ${(0,format/* count */.U9)(record.requests, 'request')} spent in ${(0,format/* count */.U9)(record.runs, 'run')}.`);
        return { kind: 'resume', found, dateRange: period, previousRange: previous ?? undefined };
    }
    // A complete report: chained or skipped only for a report continued on a schedule.
    if (settings.maxRequests === undefined)
        return { kind: 'fresh' };
    if (settings.periodSet)
        return samePeriod ? { kind: 'done', found, nextDue: '' } : { kind: 'fresh' };
    return nextAfter(found, period, settings, now);
}
/** The period after a complete report, when it has ended; otherwise the complete report is the one due. */
function nextAfter(found, period, settings, now) {
    const from = period.from;
    const to = period.to;
    const length = to.instant - from.instant;
    const own = settings.dateRange;
    // A report of another length (a backfill) is no link in this chain: the run makes its own period's.
    if (own.from === undefined || own.to === undefined || own.to.instant - own.from.instant !== length)
        return { kind: 'fresh' };
    const next = { from: (0,analysis_dates/* fromInstant */.uJ)(to.instant), to: (0,analysis_dates/* fromInstant */.uJ)(to.instant + length) };
    const today = settings.dateRange.to?.instant ?? now;
    if (next.to.instant > today)
        return { kind: 'done', found, nextDue: next.to.text };
    // A chain broken for weeks (the workflow off) starts again at this run's period rather than catch up.
    if (today - next.to.instant > ABANDONED_AFTER_MS)
        return { kind: 'fresh' };
    const publishedIn = found.record.rollup?.completedIn ?? found.runId;
    return { kind: 'next', dateRange: next, previousRange: settings.previousRange && period, publishedIn };
}
/** A period as the record states it, or undefined when it is not one (the record is still hostile in meaning). */
function rangeOf(dateFrom, dateTo) {
    const from = dateOf(dateFrom);
    const to = dateOf(dateTo);
    return from && to && from.instant < to.instant ? { from, to } : undefined;
}
function dateOf(text) {
    if (!/^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:?\d{2}))?$/.test(text))
        return undefined;
    const instant = Date.parse(text);
    return Number.isNaN(instant) ? undefined : { text, instant };
}
function sameRange(a, b) {
    return a.from?.text === b.from?.text && a.to?.text === b.to?.text;
}

;// CONCATENATED MODULE: ./src/visitors/summary/progress-summary.ts






/*
 * The summary of a report over several runs: how far it got, what stopped this run, where the
 * progress is kept and when the next run goes on; and, in the spend table, what this run spent
 * beside the report so far and what is left.
 */
/** Why the run stopped, as the summary says it. */
function stopReason(report, progress) {
    const free = progress.budgetFreeAt;
    switch (progress.stop) {
        case 'cap':
            return (0,html/* html */.qy) `This run sent the ${(0,format/* formatNumber */.ZV)(report.settings.maxRequests ?? 0)} requests ${(0,summary_tables/* code */.aY)('max-requests')} allows.`;
        case 'budget':
            return (0,html/* html */.qy) `The organization's analytics budget is spent for now${free ? (0,html/* html */.qy) `: the platform takes requests again from ${new Date(free).toISOString().slice(0, 16).replace('T', ' ')} UTC` : ''}, later than this run's ${(0,summary_tables/* code */.aY)('timeout')} allows it to wait.`;
        case 'stopped':
        case undefined:
            return (0,html/* html */.qy) `The run stopped before the report was complete, as said above.`;
    }
}
/** The partial report's paragraphs: how far, why, where the progress is, and what happens next. */
function addProgress(doc, report, spentThisRun) {
    const progress = report.progress;
    if (!progress)
        return;
    if (report.state !== 'partial') {
        // The budget was spent before the first answer: nothing to keep, and nothing lost.
        doc.paragraph((0,html/* html */.qy) `<strong>Report not begun.</strong> ${stopReason(report, progress)} The next run begins it.`);
        return;
    }
    doc.paragraph((0,html/* html */.qy) `<strong>Partial report, ${describeHowFar(progress, spentThisRun)}.</strong> ${stopReason(report, progress)}`);
    // A run that failed, timed out or was cancelled has said what to do above, the kept answers with it.
    if (report.problem !== undefined)
        return;
    const name = progressArtifactName(report.settings.artifactName);
    const artifact = progress.kept?.url ? (0,html/* link */.nf)(name, progress.kept.url) : (0,summary_tables/* code */.aY)(name);
    const left = requestsLeft(progress);
    const more = left
        ? (0,html/* html */.qy) ` About ${(0,format/* count */.U9)(left.requests, 'request')} are left: ${(0,format/* count */.U9)(Math.max(1, left.hours), 'budget-hour')}.`
        : '';
    // Progress of a period the workflow did not write out goes stale 7 days after the period's end.
    const end = report.settings.dateRange.to?.instant;
    const until = report.settings.periodSet || end === undefined
        ? ''
        : (0,html/* html */.qy) `, if it runs by ${new Date(end + ABANDONED_AFTER_MS).toISOString().slice(0, 10)}`;
    doc.paragraph((0,html/* html */.qy) `<strong>What happens next:</strong> every answer so far is kept in artifact ${artifact}; the next run of this workflow goes on from there${until}, and asks for none of them again.${more} No report is published until it is complete.`);
}
/** The spend table's rows for a report over several runs: this run, the report so far, what is left. */
function progressSpendRows(report, spentThisRun) {
    const progress = report.progress;
    if (!progress || (progress.runsBefore === 0 && report.state !== 'partial'))
        return [];
    const rows = [
        [
            (0,html/* html */.qy) `This report so far <em>(${(0,format/* count */.U9)(progress.runsBefore + 1, 'run')})</em>`,
            (0,format/* formatNumber */.ZV)(progress.requestsBefore + spentThisRun),
        ],
    ];
    if (progress.journal && progress.journal.replayed > 0)
        rows.push([
            (0,html/* html */.qy) `Answers taken from the kept progress <em>(no request)</em>`,
            (0,format/* formatNumber */.ZV)(progress.journal.replayed),
        ]);
    const left = report.state === 'partial' ? requestsLeft(progress) : undefined;
    if (left)
        rows.push([(0,html/* html */.qy) `Left, about`, (0,format/* formatNumber */.ZV)(left.requests)]);
    return rows;
}

;// CONCATENATED MODULE: ./src/visitors/end-report.ts

















/*
 * How a report ends, in one place whatever stopped it: the report completed with its conclusion
 * and problem, then the outputs, the failure, and the summary, whose parts for an ending that
 * did not go as planned (what went wrong and what to do) are here too.
 */
const TITLES = {
    failure: 'Visitors report failed',
    'timed-out': 'Visitors report timed out',
    cancelled: 'Visitors report cancelled',
};
/** The step's result from how far the report got and what stopped it, if anything. */
function endReport(report, { platform, environment, limits }, stopped) {
    report.spent = requestsSpent(report.settings.sections, platform.requestsSent);
    log/* log */.Rm.info(describeSpend(report.spent));
    // Stopped by its own cap, or by the budget for now, with every answer kept: the run did its part.
    const stop = report.progress?.stop;
    // A budget spent before the first answer leaves nothing to keep, and is no failure either.
    const nothingToKeep = (report.progress?.journal?.answers ?? 0) === 0;
    const carriedOn = (stop === 'cap' || stop === 'budget') && (report.state === 'partial' || nothingToKeep);
    const ended = stopped === undefined || carriedOn;
    const conclusion = ended ? 'success' : (0,result/* conclusionOf */.vu)(stopped, limits);
    report.conclusion = conclusion;
    report.problem = ended ? undefined : describeProblem(stopped, report.reportPath);
    if (carriedOn)
        log/* log */.Rm.notice(`The report is partial: ${describeHowFar(report.progress, report.spent.total)}. The next run of this workflow goes on with it.`, 'Report partial');
    report.writeFailed = stoppedWriting(stopped);
    report.refused = (0,errors/* isRefusal */.vu)(stopped);
    // Only the directory check runs before `places` is set, and it sends nothing: a failure
    // there is report-dir refused (a timeout or cancellation during it is told as such).
    report.reportDirRefused = report.places === undefined && conclusion === 'failure';
    const summary = openSummary(report);
    if (report.reportDirRefused)
        addReportDirRefused(summary, report);
    else {
        if (report.problem)
            addProblem(summary, report);
        if (report.reportPath !== undefined)
            addReportBody(summary, report, (0,run_footer/* actionFileUrl */.g4)(environment, READING_THE_REPORT));
        else if (report.state === 'partial' || carriedOn)
            addProgress(summary, report, report.spent.total);
        else
            addCompletedTotals(summary, report);
        addSpend(summary, report, progressSpendRows(report, report.spent.total));
    }
    (0,run_footer/* addRunFooter */.OF)(summary, environment);
    const problem = report.problem;
    return {
        outputs: outputsOf(report),
        summary,
        failure: problem === undefined || conclusion === 'success'
            ? undefined
            : { conclusion, message: problem, title: TITLES[conclusion] },
    };
}
function describeProblem(error, reportPath) {
    const message = (0,format/* errorMessage */.gJ)(error).trim();
    const sentence = /[.!?)]$/.test(message) ? message : `${message}.`;
    return reportPath ? `${sentence} The report files are in ${reportPath} on the runner.` : sentence;
}
/** What went wrong and what to do, first, before any figure. */
function addProblem(doc, report) {
    const complete = report.reportPath !== undefined;
    const what = {
        failure: complete ? 'The report was written but not uploaded' : 'The export stopped',
        'timed-out': complete ? 'The step timed out after writing the report' : 'The step timed out',
        cancelled: complete ? 'The run was cancelled after writing the report' : 'The run was cancelled',
    };
    const heading = report.conclusion === 'success' ? 'Problem' : what[report.conclusion];
    doc.paragraph((0,html/* html */.qy) `<strong>${heading}.</strong> ${(0,html/* text */.Qq)(report.problem ?? '', 2_000)}`);
    const taken = /\b409\b/.test(report.problem ?? '')
        ? (0,html/* html */.qy) ` An artifact of this name already exists in the run: give each report step its own ${(0,summary_tables/* code */.aY)('artifact-name')}, or set ${(0,summary_tables/* code */.aY)('overwrite: true')}.`
        : undefined;
    const next = complete
        ? (0,html/* html */.qy) `The files are in ${(0,summary_tables/* code */.aY)(report.reportPath ?? '')} on the runner until the job ends; re-run the job to upload them.${taken}`
        : report.refused
            ? (0,html/* html */.qy) `Fix what the platform refused, as the message says, then run the workflow again: run as it is, it would be refused the same way. No report was published.`
            : report.state === 'partial'
                ? (0,html/* html */.qy) `Every answer so far is kept: run the workflow again and the report goes on from where this run stopped, asking for none of them again.`
                : report.writeFailed
                    ? (0,html/* html */.qy) `Nothing partial was kept. Free space on the runner, or set ${(0,summary_tables/* code */.aY)('report-dir')} to a disk with room, before re-running: each run spends the analytics budget anew (${errors/* ANALYTICS_BUDGET_PER_HOUR */.QB} requests per hour per organization).`
                    : (0,html/* html */.qy) `Nothing partial was kept. Re-run the job; each run spends the analytics budget anew (${errors/* ANALYTICS_BUDGET_PER_HOUR */.QB} requests per hour per organization).`;
    doc.paragraph((0,html/* html */.qy) `<strong>What to do:</strong> ${next}`);
}
/**
 * `report-dir` failed the check made before the first request: no request was sent, and a
 * re-run as it is fails the same way, so the advice is to fix the directory, not to re-run.
 */
function addReportDirRefused(doc, report) {
    doc.paragraph((0,html/* html */.qy) `<strong>The report directory was refused.</strong> ${(0,html/* text */.Qq)(report.problem ?? '', 2_000)}`);
    doc.paragraph((0,html/* html */.qy) `<strong>What to do:</strong> Point ${(0,summary_tables/* code */.aY)('report-dir')} at a directory the step can create and write to (empty means ${(0,summary_tables/* code */.aY)('RUNNER_TEMP/visitors-report')}), or remove what is in the way, then run the workflow again. No request was sent to the platform, so none of the analytics budget was spent.`);
}
/** When nothing was published: the site-wide totals of the sections that finished, as facts, not as a report. */
function addCompletedTotals(doc, report) {
    const done = report.results.map((result) => (0,html/* html */.qy) `<li>${result.name}: complete, ${(0,format/* count */.U9)(result.current.rowCount, 'row')}; ${result.describeTotals()}</li>`);
    if (done.length === 0)
        return;
    doc.paragraph((0,html/* html */.qy) `Sections that finished before the stop (their files were removed with the rest):`);
    doc.trustedBlock((0,html/* html */.qy) `<ul>${done}</ul>`.markup);
}
/**
 * A report continued on a schedule that is already complete: nothing to do, no request sent.
 * The run ends `skipped`, saying which report is done and when the next one is due.
 */
function endDoneReport(settings, done, { environment }) {
    const { record, runId } = done.found;
    const period = (0,text_period/* describePeriod */.Pl)(record.dateFrom, record.dateTo);
    const due = done.nextDue
        ? ` The next, from ${record.dateTo}, is due once its last day is over: a run on ${done.nextDue} or later begins it.`
        : '';
    log/* log */.Rm.info(`The report of ${period} is complete (run ${runId}): nothing to do, no analytics request sent.${due}`);
    const summary = new summary_document/* SummaryDocument */.o()
        .heading(2, (0,html/* html */.qy) `ℹ️ Docs analytics report: complete, nothing to do · ${settings.projectId}`)
        .paragraph((0,html/* html */.qy) `The report of ${period} was completed by run ${String(runId)}, in ${(0,format/* count */.U9)(record.runs, 'run')} and ${(0,format/* count */.U9)(record.requests, 'analytics request')}. This run sent no analytics request.${due}`);
    (0,run_footer/* addRunFooter */.OF)(summary, environment);
    return {
        outputs: { 'report-state': 'complete', 'reader-text': settings.readerText.shown ? 'shown' : 'hidden' },
        summary,
        failure: undefined,
        skipped: true,
    };
}

;// CONCATENATED MODULE: ./src/visitors/summary/visitors-report.ts
/** A report that has not begun: nothing found, nothing spent. */
function startReport(settings) {
    return {
        settings,
        progress: undefined,
        state: undefined,
        places: undefined,
        history: undefined,
        results: [],
        trend: [],
        following: undefined,
        contentGaps: undefined,
        reportPath: undefined,
        contentGapsFile: undefined,
        publishedFiles: [],
        readerTextFiles: [],
        artifact: undefined,
        conclusion: 'success',
        problem: undefined,
        writeFailed: false,
        refused: false,
        reportDirRefused: false,
        spent: { byEndpoint: [], total: 0 },
    };
}

;// CONCATENATED MODULE: ./src/visitors/analysis/compare.ts
/**
 * The comparison of a section's top rows with the period before: each listed row's previous
 * figure and rank, the rows new to the top list and the rows that left it. Ranks are places in
 * the top lists (`summary-rows` long); a row outside the previous list has no previous rank.
 */
function compareTop({ top, key, currentMeasures, previous, cut }) {
    const previousRanks = new Map(previous?.top.map((row, index) => [key(row), index + 1]) ?? []);
    const currentKeys = new Set(top.map(key));
    const rows = top.map((row, index) => {
        const before = previous?.measures.get(key(row));
        return {
            row,
            rank: index + 1,
            previous: before,
            previousRank: previousRanks.get(key(row)),
            unknownBefore: previous !== undefined && before === undefined && (cut?.previous ?? false),
        };
    });
    const left = (previous?.top ?? [])
        .map((row, index) => {
        const current = currentMeasures.get(key(row));
        return { row, previousRank: index + 1, current, unknownNow: current === undefined && (cut?.current ?? false) };
    })
        .filter(({ row }) => !currentKeys.has(key(row)));
    return { rows, entered: previous ? rows.filter((row) => row.previousRank === undefined).length : 0, left };
}
/** Percent change with one decimal: its words are every report's (text/change.ts). */


// EXTERNAL MODULE: ./src/visitors/analysis/kept-rows.ts
var kept_rows = __webpack_require__(59984);
;// CONCATENATED MODULE: ./src/visitors/history/gap-sightings.ts

/**
 * What this period's rows show of the content gaps the last report handed on (gap-lives.ts),
 * heard row by row as they stream past: for each followed gap seen, whether a row of it is still
 * a gap, its first row (its texts kept short) and how many rows it had. Memory holds the followed
 * gaps only, at most FOLLOWED_PER_SECTION of them, whatever the rows.
 */
class GapSightings {
    section;
    followed;
    digests;
    seen = new Map();
    constructor(section, followed, digests) {
        this.section = section;
        this.followed = followed;
        this.digests = digests;
    }
    /** Each row the period brings, once. */
    see(row) {
        const digest = this.digests.of(this.section.gapRows.key(row));
        if (!this.followed.has(digest))
            return;
        const stillGap = this.section.gapRows.stillGap(row);
        const known = this.seen.get(digest);
        if (known) {
            known.rows++;
            known.stillGap ||= stillGap;
            return;
        }
        this.seen.set(digest, { first: (0,kept_rows/* knownFields */.pA)(this.section, row), rows: 1, stillGap });
    }
    /** After the last row: each followed gap seen, by digest. */
    sightings() {
        const { gapRows } = this.section;
        return new Map([...this.seen].map(([digest, { first, rows, stillGap }]) => [
            digest,
            { stillGap, closed: stillGap ? undefined : gapRows.closed(first, rows) },
        ]));
    }
}
/** Sightings for a section's current period: only for a section with gaps, and only when it follows some. */
function startSightings(section, gaps) {
    const followed = gaps?.followed.get(section.name) ?? [];
    const { gapRows } = section;
    if (!gaps || !gapRows || followed.length === 0)
        return undefined;
    return new GapSightings({ csvHeader: section.csvHeader, gapRows }, new Set(followed.map((gap) => gap.digest)), gaps.digests);
}

;// CONCATENATED MODULE: ./src/visitors/analysis/top-rows.ts
/**
 * The `limit` best rows seen so far, best first, in memory proportional to `limit` whatever the
 * number of rows offered: what the summary and the comparison need of a million-row export.
 * Ties go to the smaller key, so the order never depends on the order the pages arrived in.
 */
class TopRows {
    rows = [];
    limit;
    measure;
    key;
    store;
    /** `store` makes the copy a row is kept as, once it enters the list (by default the row itself). */
    constructor(limit, measure, key, store = (row) => row) {
        this.limit = limit;
        this.measure = measure;
        this.key = key;
        this.store = store;
    }
    offer(row) {
        if (this.limit <= 0)
            return;
        const last = this.rows[this.rows.length - 1];
        if (this.rows.length >= this.limit && last !== undefined && !this.before(row, last))
            return;
        let low = 0;
        let high = this.rows.length;
        while (low < high) {
            const middle = (low + high) >>> 1;
            if (this.before(this.rows[middle], row))
                low = middle + 1;
            else
                high = middle;
        }
        this.rows.splice(low, 0, this.store(row));
        if (this.rows.length > this.limit)
            this.rows.pop();
    }
    /** Best first. */
    list() {
        return this.rows;
    }
    before(a, b) {
        const difference = this.measure(a) - this.measure(b);
        if (difference !== 0)
            return difference > 0;
        return this.key(a) < this.key(b);
    }
}

;// CONCATENATED MODULE: ./src/visitors/history/stored-fields.ts

/*
 * What reading an earlier report.json shares (read-history.ts and the readers beside it): the
 * error that refuses the file, the field readers that make it, and the shapes its texts must have.
 */
/** report.json, or one of its fields, is not what a report writes. */
class HistoryFileError extends Error {
    name = 'HistoryFileError';
}
/** report.json itself, where a path names one of its fields. */
const WHOLE_FILE = '';
/** The readers of report.json's fields, each named by its path: `report.json "history.last.rowCount"`. */
const storedField = (0,json_fields/* fieldReader */.A)((message) => new HistoryFileError(message), (where) => (where === WHOLE_FILE ? 'report.json' : `report.json "${where}"`));
/** A keyed digest (gap-digests.ts): 64 bits in lower-case hex. */
const DIGEST = /^[0-9a-f]{16}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;
/** The instant of a day (`2026-11-16`) or a timestamp with a zone; undefined for anything else, or a day that is none. */
function instantOf(value) {
    const text = typeof value === 'string' && (DAY.test(value) || STAMP.test(value)) ? value : undefined;
    if (text === undefined || !realDay(text))
        return undefined;
    const at = Date.parse(DAY.test(text) ? `${text}T00:00:00Z` : text);
    return Number.isFinite(at) ? at : undefined;
}
/** `2026-02-30` is no day; Date.parse would read it as 2 March. */
function realDay(text) {
    const [year, month, day] = text.slice(0, 10).split('-').map(Number);
    const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
    return date.getUTCMonth() === (month ?? 1) - 1 && date.getUTCDate() === day;
}

;// CONCATENATED MODULE: ./src/visitors/history/read-followed-gaps.ts


/** More reports in a row than any history could hold: a file claiming more is not a report. */
const MAX_REPORTS = 10_000;
const MAX_SINCE_CHARS = 40;
/**
 * The content gaps a section's part of an earlier report hands on to follow (its `gaps`), read
 * as hostile: digests, dates and counts only, each checked, at most FOLLOWED_PER_SECTION, none
 * twice. A report written before `gaps` (2.0.0) has only `gapDigests`: each is followed as
 * listed once, in that report's period (`dateFrom`). `digests` was checked by the caller.
 */
function readFollowedGaps(fields, where, digests, dateFrom) {
    const value = fields['gaps'];
    if (value === undefined)
        return [...new Set(digests)].map((digest) => ({ digest, since: dateFrom, reports: 1 }));
    if (!Array.isArray(value) || value.length > FOLLOWED_PER_SECTION) {
        throw storedField.refuse(`${where}.gaps`, `is not a list of at most ${FOLLOWED_PER_SECTION} gaps`);
    }
    const seen = new Set();
    return value.map((entry, index) => {
        const at = `${where}.gaps[${index}]`;
        const gap = storedField.asRecord(entry, at);
        const digest = gap['digest'];
        if (typeof digest !== 'string' || !DIGEST.test(digest)) {
            throw storedField.refuse(`${at}.digest`, 'is not 16 hexadecimal digits');
        }
        if (seen.has(digest))
            throw storedField.refuse(`${at}.digest`, 'is listed twice');
        seen.add(digest);
        const since = gap['since'];
        if (typeof since !== 'string' || since.length > MAX_SINCE_CHARS || instantOf(since) === undefined) {
            throw storedField.refuse(`${at}.since`, 'is not a date (YYYY-MM-DD) or a timestamp with a zone');
        }
        const reports = storedField.asWholeNumber(gap['reports'], `${at}.reports`);
        if (reports < 1 || reports > MAX_REPORTS) {
            throw storedField.refuse(`${at}.reports`, `is not a count of reports from 1 to ${MAX_REPORTS}`);
        }
        return { digest, since, reports };
    });
}

;// CONCATENATED MODULE: ./src/visitors/history/read-history.ts



/*
 * An earlier report.json, read as the untrusted file it is: the last part of the backstop (see
 * history-lookup.ts). Whoever could upload an artifact of that name chose every byte, so each
 * field the history uses is checked for its type, its range and its length; anything else
 * refuses the whole file (HistoryFileError), which the step then ignores with a warning. Fields
 * this version does not know are kept, not refused.
 */

/** More periods than any version keeps: a file claiming more is not a report. */
const MAX_PERIODS = 1_000;
const MAX_TEXT_CHARS = 2_000;
const MAX_UNKNOWN_CHARS = 16_384;
const MAX_UNKNOWN_DEPTH = 16;
/** Parses `text` (report.json) into the history it holds, or throws HistoryFileError saying what is wrong. */
function readHistory(text) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch (error) {
        throw storedField.refuse(WHOLE_FILE, `is not JSON (${error.message.slice(0, 200)})`);
    }
    const report = storedField.asRecord(parsed, WHOLE_FILE);
    const format = report['formatVersion'];
    if (typeof format !== 'number' || !Number.isInteger(format) || format < REPORT_FORMAT) {
        const said = format === undefined ? 1 : JSON.stringify(format).slice(0, 20);
        throw storedField.refuse(WHOLE_FILE, `has no history (format ${said}, written before reports kept one)`);
    }
    const history = storedField.asRecord(report['history'], 'history');
    const list = history['periods'];
    if (!Array.isArray(list) || list.length > MAX_PERIODS) {
        throw storedField.refuse('history.periods', `is not a list of at most ${MAX_PERIODS} periods`);
    }
    const periods = list.map((entry, index) => readPeriod(entry, `history.periods[${index}]`));
    periods.forEach((period, index) => {
        const before = periods[index - 1];
        if (before && before.to > period.from) {
            throw storedField.refuse(`history.periods[${index}]`, 'overlaps or comes before the period before it');
        }
    });
    const last = history['last'] === undefined || history['last'] === null ? undefined : readLast(history['last']);
    const newest = periods[periods.length - 1];
    if (last && (!newest || newest.from !== last.from || newest.to !== last.to)) {
        throw storedField.refuse('history.last', 'is not the newest period of "history.periods"');
    }
    return {
        projectId: storedField.asShortText(report['projectId'], 'projectId', 200),
        generatedAt: storedField.asShortText(report['generatedAt'], 'generatedAt', 100),
        periods,
        last,
    };
}
function readPeriod(value, where) {
    const fields = storedField.asRecord(value, where);
    const { dateFrom, dateTo, from, to } = readDates(fields, where);
    const figures = storedField.asRecord(fields['figures'], `${where}.figures`);
    const checked = {};
    for (const [section, values] of Object.entries(figures)) {
        storedField.asIdentifier(section, `${where}.figures`);
        checked[section] = storedField.asNamedNumbers(values, `${where}.figures.${section}`);
    }
    const unknown = Object.fromEntries(Object.entries(fields).filter(([key]) => !['dateFrom', 'dateTo', 'figures'].includes(key)));
    // Carried into every later report: small and shallow, or a file could break the one that keeps it.
    if (!shallow(unknown, MAX_UNKNOWN_DEPTH) || JSON.stringify(unknown).length > MAX_UNKNOWN_CHARS) {
        throw storedField.refuse(where, `holds fields this version does not know, over ${MAX_UNKNOWN_CHARS} characters or ${MAX_UNKNOWN_DEPTH} levels deep`);
    }
    return { dateFrom, dateTo, from, to, figures: checked, unknown };
}
/** Whether `value` nests no deeper than `levels`, checked without recursion a hostile depth could exhaust. */
function shallow(value, levels) {
    let layer = [value];
    for (let depth = 0; layer.length > 0; depth++) {
        if (depth > levels)
            return false;
        layer = layer.flatMap((item) => typeof item === 'object' && item !== null ? Object.values(item) : []);
    }
    return true;
}
function readLast(value) {
    const where = 'history.last';
    const fields = storedField.asRecord(value, where);
    const sections = storedField.asRecord(fields['sections'], `${where}.sections`);
    const dates = readDates(fields, where);
    const checked = {};
    for (const [section, part] of Object.entries(sections)) {
        storedField.asIdentifier(section, `${where}.sections`);
        checked[section] = readSection(part, `${where}.sections.${section}`, dates.dateFrom);
    }
    const digestCheck = fields['digestCheck'];
    if (typeof digestCheck !== 'string' || !DIGEST.test(digestCheck)) {
        throw storedField.refuse(`${where}.digestCheck`, 'is not 16 hexadecimal digits');
    }
    return {
        ...dates,
        readerTextShown: storedField.asBoolean(fields['readerTextShown'], `${where}.readerTextShown`),
        digestCheck,
        sections: checked,
    };
}
function readSection(value, where, dateFrom) {
    const fields = storedField.asRecord(value, where);
    const ranked = fields['ranked'];
    if (ranked !== null && (!Array.isArray(ranked) || ranked.length > KEPT_RANKED_ROWS)) {
        throw storedField.refuse(`${where}.ranked`, `is neither null nor a list of at most ${KEPT_RANKED_ROWS} rows`);
    }
    const digests = fields['gapDigests'];
    if (!Array.isArray(digests) ||
        digests.length > KEPT_RANKED_ROWS ||
        !digests.every((digest) => typeof digest === 'string' && DIGEST.test(digest))) {
        throw storedField.refuse(`${where}.gapDigests`, 'is not a list of digests');
    }
    const endedEarly = fields['endedEarly'];
    const [rowCount, rankedAll] = [
        storedField.asWholeNumber(fields['rowCount'], `${where}.rowCount`),
        storedField.asBoolean(fields['rankedAll'], `${where}.rankedAll`),
    ];
    // "Every row is kept" must be so: else rows missing from it would read as new, not unknown.
    if (rankedAll && (!Array.isArray(ranked) || ranked.length !== rowCount || fields['moreAvailable'] !== false)) {
        throw storedField.refuse(`${where}.rankedAll`, "is true, but its rows are not all the period's");
    }
    return {
        rowCount,
        gapCount: storedField.asWholeNumber(fields['gapCount'], `${where}.gapCount`),
        moreAvailable: storedField.asBoolean(fields['moreAvailable'], `${where}.moreAvailable`),
        endedEarly: endedEarly === undefined || endedEarly === null
            ? undefined
            : storedField.asShortText(endedEarly, `${where}.endedEarly`, MAX_TEXT_CHARS),
        totals: fields['totals'] === null ? undefined : storedField.asNamedNumbers(fields['totals'], `${where}.totals`),
        ranked: ranked === null ? undefined : ranked,
        rankedAll,
        cap: fields['cap'] ?? null,
        extra: fields['extra'],
        gaps: readFollowedGaps(fields, where, digests, dateFrom),
    };
}
/** A period's bounds: a day (`2026-11-16`) or a timestamp with a zone, the start before the end. */
function readDates(fields, where) {
    const instant = (field) => {
        const at = instantOf(fields[field]);
        if (at === undefined) {
            throw storedField.refuse(`${where}.${field}`, 'is not a date (YYYY-MM-DD) or a timestamp with a zone');
        }
        return [fields[field], at];
    };
    const [dateFrom, from] = instant('dateFrom');
    const [dateTo, to] = instant('dateTo');
    if (from >= to)
        throw storedField.refuse(where, 'ends before it starts');
    return { dateFrom, dateTo, from, to };
}

;// CONCATENATED MODULE: ./src/visitors/history/restore-period.ts




/** Kept rows read as an answer is, with the words of the answer's checks, refused as the file they came from. */
const keptField = (0,json_fields/* fieldReader */.A)((message) => new HistoryFileError(`report.json: ${message}`));
/**
 * Rebuilds a section's previous period from the last report. Every kept row goes through the
 * section's own reader, as a platform answer would (an earlier report is as untrusted), and is
 * kept as the export keeps rows; totals must name the figures the section's contract names.
 * Throws HistoryFileError on anything else: what the section's readers refuse, they refuse as
 * broken answers, and it is the file that is broken.
 */
function restorePeriod(section, stored, range, options) {
    const where = `history.last.sections.${section.name}`;
    try {
        const rows = (stored.ranked ?? []).map((row, index) => (0,kept_rows/* knownFields */.pA)(section, section.readRow(keptField.asRecord(row, `${where}.ranked[${index}]`), `${where}.ranked[${index}]`, options)));
        const top = new TopRows(options.summaryRows, section.measure, section.key);
        const measures = new Map();
        for (const row of rows) {
            if (measures.has(section.key(row)))
                throw keptField.refuse(`${where}.ranked`, 'holds a row twice');
            measures.set(section.key(row), section.measure(row));
            top.offer(row);
        }
        const facts = {
            totals: readTotals(section, stored, where),
            moreAvailable: stored.moreAvailable,
            requests: 0,
            fromLastReport: true,
            ...(stored.endedEarly === undefined ? {} : { endedEarly: stored.endedEarly }),
            ...(stored.rankedAll ? {} : { keptRows: rows.length }),
        };
        const extra = section.history.readExtra(stored.extra, `${where}.extra`);
        const result = {
            range,
            facts,
            rowCount: stored.rowCount,
            top: top.list(),
            ranked: rows,
            gaps: [],
            gapCount: stored.gapCount,
            files: [],
            extra,
        };
        return { result, measures };
    }
    catch (error) {
        if ((0,json_fields/* isRefusal */.v)(error) && !(error instanceof HistoryFileError)) {
            throw new HistoryFileError(`report.json: ${error.message}`);
        }
        throw error;
    }
}
function readTotals(section, stored, where) {
    if (stored.totals === undefined)
        return undefined;
    keptField.requireNumbers(stored.totals, `${where}.totals`, section.totalsFields);
    return stored.totals;
}

;// CONCATENATED MODULE: ./src/visitors/analysis/movers.ts
/**
 * The `limit` rows of a comparison whose measure moved most in number, up or down: the listed
 * rows, new ones counted from zero, and the rows that left the list, gone ones counted to zero.
 * A row whose other figure is not known (that period was cut short) is left out: its move is
 * not known either.
 */
function biggestMoves(comparison, key, measure, limit) {
    const moves = [
        ...comparison.rows
            .filter((row) => !row.unknownBefore)
            .map(({ row, previous }) => ({ key: key(row), now: measure(row), before: previous })),
        ...comparison.left
            .filter((row) => !row.unknownNow)
            .map(({ row, current }) => ({ key: key(row), now: current, before: measure(row) })),
    ];
    return moves
        .map((move) => ({ move, size: Math.abs((move.now ?? 0) - (move.before ?? 0)) }))
        .filter(({ size }) => size > 0)
        .sort((a, b) => b.size - a.size || (a.move.key < b.move.key ? -1 : a.move.key > b.move.key ? 1 : 0))
        .slice(0, limit)
        .map(({ move }) => move);
}

;// CONCATENATED MODULE: ./src/visitors/sections/section-report.ts

/** A section's declaration bound to what its export found, with the options it was exported with. */
function sectionReport(definition, result, options) {
    const { history } = definition;
    return {
        name: definition.name,
        title: definition.title,
        readerText: definition.readerText,
        current: result.current,
        previous: result.previous,
        cap: definition.cap?.(options),
        headline: (link) => definition.headline?.(result, link) ?? [],
        summarize: (doc, space) => definition.summarize(doc, result, space),
        movers: (limit) => definition.movers && result.previous
            ? {
                words: definition.movers,
                moves: biggestMoves(result.comparison, definition.key, definition.measure, limit),
            }
            : undefined,
        outputs: () => definition.outputs.values(result),
        contentGaps: once(() => definition.contentGaps?.(result.current)),
        describeTotals: () => definition.describeTotals(result.current),
        historyFacts: (readerTextShown) => ({
            figures: history.figuresOf(result.current),
            totals: knownTotals(definition.totalsFields, result.current.facts.totals),
            extra: result.current.extra === undefined ? null : history.storeExtra(result.current.extra),
            keepsRows: history.keepsRows && (readerTextShown || !definition.readerText),
        }),
        previousFigures: () => result.previous && !result.previous.facts.fromLastReport ? history.figuresOf(result.previous) : undefined,
        comparedFigures: () => ({
            period: history.figuresOf(result.current),
            previousPeriod: result.previous ? history.figuresOf(result.previous) : null,
        }),
    };
}
function knownTotals(fields, totals) {
    return totals && Object.fromEntries(fields.map((field) => [field, totals[field]]));
}
/** `make`'s value, made the first time it is asked for: the content gaps are read by the file, the headline and the history. */
function once(make) {
    let made;
    return () => (made ??= { value: make() }).value;
}

// EXTERNAL MODULE: ./src/visitors/analysis/key-index.ts
var key_index = __webpack_require__(31144);
;// CONCATENATED MODULE: ./src/visitors/analysis/period-rows.ts





/**
 * What one section's export of one period keeps while every row streams to the files: the top
 * rows, every key seen with its measure (a key repeated across pages is kept once; the other
 * period's comparison looks measures up here), and counts. Nothing else of a row stays in memory.
 */
class PeriodRows {
    top;
    gaps;
    gapCount = 0;
    rowCount = 0;
    repeated = 0;
    /** Every key seen, with its measure. */
    keys = new key_index/* KeyIndex */.u();
    kind;
    options;
    files;
    negativeCounts;
    constructor(kind, files, options) {
        this.kind = kind;
        this.files = files;
        this.options = options;
        this.negativeCounts = options.negativeCounts ?? { warned: false };
        const store = (row) => (0,kept_rows/* knownFields */.pA)(kind, row);
        this.top = new TopRows(options.top, kind.measure, kind.key, store);
        this.gaps = options.gaps ? new TopRows(options.gaps.limit, kind.measure, kind.key, store) : undefined;
    }
    /**
     * Takes one page: writes its new rows to the files and returns how many were new. `counted`
     * learns that number before the rows are written (the export asks for the next page then).
     */
    async accept(rows, counted) {
        const fresh = [];
        for (const row of rows) {
            // Keys are compared in their kept form, in both periods, so an over-long one still matches.
            const kept = (0,kept_rows/* keptRow */.Fz)(this.kind, row);
            if (!this.keys.add(this.kind.key(kept), this.kind.measure(row))) {
                this.repeated++;
                continue;
            }
            this.top.offer(kept);
            if (this.options.gaps?.test(row)) {
                this.gapCount++;
                this.gaps?.offer(kept);
            }
            if (!this.negativeCounts.warned)
                this.checkRow(row);
            this.options.onFresh?.(row);
            fresh.push(row);
        }
        this.rowCount += fresh.length;
        counted?.(fresh.length);
        await this.files.write(fresh);
        return fresh.length;
    }
    /** The totals an answer states, checked as rows are (see checkRow). */
    checkTotals(totals, fields) {
        if (!this.negativeCounts.warned)
            this.warnIfNegative(totals, fields, 'the totals');
    }
    /** Counts have no minimum in the contract: negative ones are kept as sent, with one warning a step. */
    checkRow(row) {
        const where = this.options.keysInLog === false ? `a ${this.kind.keyNoun}` : `"${this.kind.key(row)}"`;
        this.warnIfNegative(row, this.kind.countFields, where);
    }
    warnIfNegative(record, fields, where) {
        const values = record;
        let negative;
        for (const field of fields)
            if (values[field] < 0)
                negative = field;
        if (negative === undefined)
            return;
        this.negativeCounts.warned = true;
        log/* log */.Rm.warning(`The platform sent a negative count (${this.options.label}: ${where} has ${negative} ${String(values[negative])}). Counts are written as sent; check the figures with the platform. This is said once, whichever section or period has more.`, 'Negative count in the analytics');
    }
    /** Logged once at the end: rows the platform sent twice are kept once. */
    warnAboutRepeats() {
        if (this.repeated === 0)
            return;
        log/* log */.Rm.warning(`${(0,format/* count */.U9)(this.repeated, 'row')} of ${this.options.label} repeated a ${this.kind.keyNoun} already fetched on an earlier page (the data moved while paging); each is kept once.`, 'Rows repeated across pages');
    }
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(79209);
;// CONCATENATED MODULE: ./src/visitors/files/csv.ts
/** CSV as the report files write it: RFC 4180, safe to open in a spreadsheet. */
/**
 * Characters that make a spreadsheet treat a cell as a formula. A leading apostrophe makes it
 * text again; the JSON report keeps the value exactly as the platform sent it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** One CSV field per RFC 4180, neutralised against formula injection; null is an empty field. */
function csvField(value) {
    if (value === null)
        return '';
    if (typeof value === 'number')
        return String(value);
    const text = FORMULA_START.test(value) ? `'${value}` : value;
    return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
const NEEDS_QUOTES = /[",\r\n]/;
/** Lines end in CRLF, as RFC 4180 specifies. A plain loop: this runs once per row of every report file. */
function csvLine(fields) {
    let line = '';
    for (let index = 0; index < fields.length; index++) {
        line += (index === 0 ? '' : ',') + csvField(fields[index] ?? null);
    }
    return line + '\r\n';
}

;// CONCATENATED MODULE: ./src/visitors/files/section-files.ts







/**
 * Fewer, larger writes: a page's rows are small, and each write has a fixed cost. 64 KiB keeps
 * each joined chunk below V8's large-object size, which lowers the weekly report's peak memory.
 */
const WRITE_CHUNK = 1 << 16;
/**
 * One section's rows for one period, streamed to `<name>.csv` and `<name>.json` as pages
 * arrive, so memory never holds the rows. The files are written in the report directory's
 * staging place and only move into view once the whole export is complete.
 */
class SectionFiles {
    kind;
    csv;
    json;
    rowsWritten = 0;
    pendingCsv = '';
    pendingJson = '';
    pendingLength = 0;
    names;
    /** `head` holds what precedes the rows in the JSON file: period, totals and the like. */
    limits;
    /** `limits` bound every wait for the disk: the step's cancellation and its deadline stop it. */
    constructor(directory, baseName, kind, head, limits) {
        this.kind = kind;
        this.limits = limits;
        this.names = [`${baseName}.csv`, `${baseName}.json`];
        this.csv = (0,external_node_fs_.createWriteStream)(external_node_path_default().join(directory, `${baseName}.csv`));
        this.json = (0,external_node_fs_.createWriteStream)(external_node_path_default().join(directory, `${baseName}.json`));
        // Errors surface from write() and close(); without a listener one would crash the process.
        this.csv.on('error', () => undefined);
        this.json.on('error', () => undefined);
        this.csv.write(csvLine(kind.csvHeader));
        // One row per line keeps the file readable and lets it be written as it arrives.
        this.json.write(JSON.stringify(head, null, 2).replace(/\n}$/, `,\n  "${kind.arrayName}": [`));
    }
    /** Takes a page of rows; they reach the disk in chunks of about WRITE_CHUNK characters. */
    async write(rows) {
        for (const row of rows) {
            const csv = csvLine(this.kind.csvFields(row));
            const json = (this.rowsWritten++ === 0 ? '\n    ' : ',\n    ') + JSON.stringify(row);
            this.pendingCsv += csv;
            this.pendingJson += json;
            this.pendingLength += csv.length + json.length;
        }
        if (this.pendingLength >= WRITE_CHUNK)
            await this.flush();
    }
    async flush() {
        // Secrets are redacted from the files too, a chunk at a time: rows are never split across chunks.
        const [csv, json] = [(0,untrusted/* redact */.E$)(this.pendingCsv), (0,untrusted/* redact */.E$)(this.pendingJson)];
        this.pendingCsv = '';
        this.pendingJson = '';
        this.pendingLength = 0;
        await Promise.all([send(this.csv, csv, this.limits), send(this.json, json, this.limits)]);
    }
    /** Ends both files; resolves once they are on disk. */
    async close() {
        await this.flush();
        this.csv.end();
        this.json.end(`${this.rowsWritten === 0 ? '' : '\n  '}]\n}\n`);
        await Promise.all([(0,external_node_stream_promises_.finished)(this.csv), (0,external_node_stream_promises_.finished)(this.json)]);
    }
    /** Stops writing at once; the staging place is removed by the caller. */
    destroy() {
        this.csv.destroy();
        this.json.destroy();
    }
}
async function send(stream, chunk, limits) {
    if (stream.errored)
        throw stream.errored;
    if (chunk === '')
        return;
    if (stream.write(chunk))
        return;
    if (!limits)
        return void (await (0,external_node_events_.once)(stream, 'drain'));
    await (0,runner_limits/* bounded */.Mm)(limits, 'writing the report files', (signal) => (0,external_node_events_.once)(stream, 'drain', { signal }));
}

// EXTERNAL MODULE: ./src/text/path-segment.ts
var path_segment = __webpack_require__(23412);
// EXTERNAL MODULE: ./src/visitors/analysis/answer-fields.ts
var answer_fields = __webpack_require__(64898);
;// CONCATENATED MODULE: ./src/visitors/fetching/analytics-request.ts



function requestAnalytics(platform, request) {
    const { endpoint, query } = request;
    return platform.call({
        endpoint,
        method: 'GET',
        path: `/v1/analytics/${(0,path_segment/* encodeSegment */.u)(query.projectId)}/${endpoint}`,
        notFound: query.notFound ?? projectNotFound(query.projectId),
        projectId: query.projectId,
        query: { ...dates(query), ...request.paging },
        parse: (body) => request.read((0,answer_fields/* asRecord */.qY)(body, 'the answer')),
        action: request.action,
    });
}
function projectNotFound(projectId) {
    return `Project "${projectId}" was not found: check the "project-id" input (copy it from the dashboard's API keys page)`;
}
/**
 * What a 404 means for `section` among the report's `sections`. The section every report has is
 * asked first, so a 404 there means the project id is wrong. A later section's 404 comes after the
 * platform answered for the same project: it does not serve that section for the project, and
 * `include` without it is the way on.
 */
function notFoundMeaning(projectId, section, sections) {
    if (section === table/* ALWAYS_INCLUDED */.pi)
        return projectNotFound(projectId);
    const rest = sections.filter((name) => name !== section && name !== table/* ALWAYS_INCLUDED */.pi);
    const include = rest.length === 0 ? table/* ALWAYS_INCLUDED */.pi : rest.join(', ');
    return `The platform does not serve the ${section} section for project "${projectId}", though it answered the ${table/* ALWAYS_INCLUDED */.pi} section: to report without it, write "include: ${include}"`;
}
function dates(query) {
    return {
        ...(query.dateFrom === undefined ? {} : { dateFrom: query.dateFrom }),
        ...(query.dateTo === undefined ? {} : { dateTo: query.dateTo }),
    };
}

;// CONCATENATED MODULE: ./src/visitors/fetching/paging-run.ts






/** A progress line at most this often, so a long export shows it is alive without flooding the log. */
const PROGRESS_EVERY_MS = 5_000;
/** Far beyond any real documentation site; reaching it means the server keeps saying there is more. */
const MAX_ROWS = 5_000_000;
/**
 * What every pager shares: asking for a page, counting the pages that arrive, a progress line
 * now and then, and handing rows to `rows`; any failure becomes the export's stop, saying how
 * far it got.
 */
class PagingRun {
    pages = 0;
    lastProgress = Date.now();
    request;
    rows;
    platform;
    constructor(platform, request, rows) {
        this.platform = platform;
        this.request = request;
        this.rows = rows;
    }
    /** The stop of this export: `reason` is a sentence that follows "it stopped because". */
    stop(reason, cause) {
        return incompleteExport(this.request.label, this.rows.rowCount, this.pages, reason, { cause });
    }
    /**
     * Asks for a page; it is counted once the export takes it up (the next may already be on its
     * way). A request that fails stops the export.
     */
    async fetch(paging, read, action) {
        const { section, query } = this.request;
        try {
            return await requestAnalytics(this.platform, { endpoint: section.endpoint, query, paging, read, action });
        }
        catch (error) {
            // The project answered the pages before: a 404 now is the platform's, not a wrong "project-id".
            if (this.pages > 0 && error instanceof errors/* PlatformError */.Wk && error.status === 404)
                throw this.stop(`the platform answered 404 (not found) for page ${this.pages + 1}, though it answered the ${(0,format/* count */.U9)(this.pages, 'page')} before it for project "${query.projectId}": the project existed when they were asked, so this is no wrong "project-id" unless it was deleted since. A later run asks again.`, error);
            throw requestFailure(this.request.label, this.rows.rowCount, this.pages, error);
        }
    }
    /** Waits for a page asked for earlier and counts it. */
    async arrived(page) {
        const answer = await page;
        this.pages++;
        if (Date.now() - this.lastProgress >= PROGRESS_EVERY_MS) {
            this.lastProgress = Date.now();
            log/* log */.Rm.info(`Fetched ${(0,format/* count */.U9)(this.pages, 'page')} of ${this.request.label} so far (${(0,format/* count */.U9)(this.rows.rowCount, 'row')} before this one).`);
        }
        return answer;
    }
    /** The first answer's totals: to the files' head, and checked for negative counts. */
    first(totals, moreAvailable) {
        this.request.onFirstPage(totals, moreAvailable);
        this.rows.checkTotals(totals, this.request.section.totalsFields);
    }
    /** Hands rows to the files; a write that fails (a full disk) stops the export, saying so. */
    async take(page, counted) {
        try {
            return await this.rows.accept(page, counted);
        }
        catch (error) {
            if (error instanceof IncompleteExportError)
                throw error;
            throw writeFailure(this.request.label, this.rows.rowCount, this.pages, error, this.request.reportDir);
        }
    }
}
/**
 * An answer that says with `hasMore` whether rows follow (offset paging, and the one answer of
 * single-page sections): that flag, its rows and the period's totals.
 */
function readHasMorePage(section, answer, options) {
    return {
        hasMore: (0,answer_fields/* requireBoolean */.ay)(answer, 'hasMore', 'the answer'),
        rows: (0,answer_fields/* readRows */.aK)(answer, section, (fields, where) => section.readRow(fields, where, options)),
        totals: section.readTotals(answer),
    };
}

;// CONCATENATED MODULE: ./src/visitors/fetching/totals-moved.ts

/**
 * Analytics are live: a period's totals, restated on every page, may move while it is paged.
 * Compares a later page's totals with the first page's in the figures the contract names (the
 * answer's object may carry others, which are kept as sent but not compared). Warns the first
 * time they differ and returns what moved, for the summary and report.json; undefined when
 * nothing did. The report keeps the first page's totals.
 */
function checkTotalsMoved(run, show, first, later) {
    const { section, label } = run.request;
    // The page just taken up: `arrived` has counted it.
    const page = run.pages;
    if (section.totalsFields.every((name) => first[name] === later[name]))
        return undefined;
    // Only the figures the contract names go to report.json: what else the platform added stays out.
    const named = (totals) => Object.fromEntries(section.totalsFields.map((name) => [name, totals[name]]));
    const shown = { first: show(first), later: show(later) };
    log/* log */.Rm.warning(`The site-wide totals of ${label} changed during the export (first page: ${shown.first}; page ${page}: ${shown.later}). The report uses the first page's totals.`, 'Totals changed during the export');
    return { page, first: named(first), later: named(later), shown };
}

;// CONCATENATED MODULE: ./src/visitors/fetching/cursor-pager.ts





/**
 * Paging by the `nextCursor` of each answer (searches) until it is null or the section's
 * `wanted` rows are in. Each request asks for no more than are still wanted.
 */
async function pageByCursor(run, paging) {
    const { section } = run.request;
    const wanted = paging.wanted === 'all' ? MAX_ROWS : paging.wanted;
    const read = (answer) => readCursorPage(section, answer, run.request.options, paging.hasMore);
    let cursor;
    let totals;
    let totalsMoved;
    // Cursors are opaque and may be long: a digest of each is enough to notice one coming back.
    const cursors = new Set();
    let dropped = false;
    let endedEarly;
    do {
        const limit = Math.min(paging.limit, wanted - run.rows.rowCount);
        const query = { limit: String(limit), ...(cursor ? { cursor } : {}) };
        const page = await run.arrived(run.fetch(query, read, `${section.action}${cursor ? ' (next page)' : ''}`));
        if (totals === undefined) {
            totals = page.totals;
            run.first(totals, false);
        }
        else
            totalsMoved ??= checkTotalsMoved(run, paging.showTotals, totals, page.totals);
        const seen = page.nextCursor === null ? undefined : (0,external_node_crypto_.createHash)('sha256').update(page.nextCursor).digest('base64');
        if (seen !== undefined && cursors.has(seen)) {
            throw run.stop('the platform sent a cursor it had sent before; paging would never end.');
        }
        if (seen !== undefined)
            cursors.add(seen);
        if (page.nextCursor === null && page.hasMore) {
            const kept = page.rows.slice(0, Math.max(0, wanted - run.rows.rowCount));
            await run.take(kept);
            // Said only when rows were still wanted: past the cap, more existing is what `wanted` expects.
            if (run.rows.rowCount < wanted)
                endedEarly = endEarly(run.request.label, 'to ask for them', run.rows.rowCount, 'no cursor');
            dropped = true;
            break;
        }
        if (page.nextCursor !== null && page.rows.length === 0) {
            endedEarly = endEarly(run.request.label, 'with a cursor for more', run.rows.rowCount);
            break;
        }
        const kept = page.rows.slice(0, Math.max(0, wanted - run.rows.rowCount));
        dropped = kept.length < page.rows.length;
        const fresh = await run.take(kept);
        if (page.nextCursor !== null && fresh === 0) {
            throw run.stop('the platform sent a page with no new terms and a cursor for more; paging would never end.');
        }
        cursor = page.nextCursor;
    } while (cursor !== null && run.rows.rowCount < wanted);
    // More exist when the platform offers another page, or sent more rows than were wanted.
    const moved = totalsMoved ? { totalsMoved } : {};
    if (endedEarly)
        return { totals, moreAvailable: false, requests: run.pages, endedEarly, ...moved };
    return { totals, moreAvailable: cursor !== null || dropped, requests: run.pages, ...moved };
}
/**
 * An answer of cursor paging: the period's totals, the cursor of the next page (null at the
 * end), this page's rows, and, where the contract has it, `hasMore`. A page whose `hasMore` is
 * false ends paging whatever cursor it carries: asking on would spend requests on what the
 * platform says is not there.
 */
function readCursorPage(section, answer, options, withHasMore) {
    const totals = section.readTotals(answer);
    const sent = (0,answer_fields/* requireNullableString */.is)(answer, 'nextCursor', 'the answer');
    if (sent === '')
        throw (0,answer_fields/* refuseAnswer */.$e)('the answer', 'has an empty "nextCursor"');
    const hasMore = withHasMore ? (0,answer_fields/* requireBoolean */.ay)(answer, 'hasMore', 'the answer') : sent !== null;
    const nextCursor = hasMore ? sent : null;
    const rows = (0,answer_fields/* readRows */.aK)(answer, section, (fields, where) => section.readRow(fields, where, options));
    return { totals, nextCursor, hasMore, rows };
}

;// CONCATENATED MODULE: ./src/visitors/fetching/offset-pager.ts



/**
 * Paging by `offset` and `limit` until the platform says `hasMore: false` (unique visitors, page
 * views). The next offset is past the rows received: a page may hold fewer than `limit` ("max
 * results per page"). The next page is asked for once this one's new rows are counted and before
 * they are written, so the platform prepares it (and the network carries it) meanwhile: the same
 * requests, less waiting.
 */
async function pageByOffset(run, paging) {
    const { section, options } = run.request;
    const read = (answer) => readHasMorePage(section, answer, run.request.options);
    const fetchAt = (at) => {
        if (at >= MAX_ROWS)
            throw run.stop(`the platform still reported more rows past ${MAX_ROWS}, which no site has.`);
        const page = run.fetch({ limit: String(options.pageSize), offset: String(at) }, read, `${section.action} (offset ${at})`);
        page.catch(() => undefined); // awaited below; a rejection while this page's rows are taken is not unhandled
        return page;
    };
    let totals;
    let totalsMoved;
    let endedEarly;
    let next = fetchAt(0);
    for (let offset = 0;;) {
        const page = await run.arrived(next);
        if (totals === undefined) {
            totals = page.totals;
            run.first(totals, false);
        }
        else
            totalsMoved ??= checkTotalsMoved(run, paging.showTotals, totals, page.totals);
        if (page.hasMore && page.rows.length === 0) {
            endedEarly = endEarly(run.request.label, `after row ${offset}`, run.rows.rowCount);
            break;
        }
        const nextOffset = offset + page.rows.length;
        await run.take(page.rows, (fresh) => {
            if (!page.hasMore)
                return;
            if (fresh === 0) {
                throw run.stop(`the page at offset ${offset} repeated only paths already fetched; the platform may be ignoring "offset".`);
            }
            next = fetchAt(nextOffset);
        });
        if (!page.hasMore)
            break;
        offset = nextOffset;
    }
    return {
        totals,
        moreAvailable: false,
        requests: run.pages,
        ...(endedEarly ? { endedEarly } : {}),
        ...(totalsMoved ? { totalsMoved } : {}),
    };
}

;// CONCATENATED MODULE: ./src/visitors/fetching/single-pager.ts

/**
 * One request of `limit` rows (feedback by page): the contract offers no way to page further,
 * so `hasMore` only says that more exist, which the report then states.
 */
async function pageOnce(run, paging) {
    const { section } = run.request;
    const read = (answer) => readHasMorePage(section, answer, run.request.options);
    const page = await run.arrived(run.fetch({ limit: String(paging.limit) }, read, section.action));
    run.first(page.totals, page.hasMore);
    await run.take(page.rows);
    return { totals: page.totals, moreAvailable: page.hasMore, requests: run.pages };
}

;// CONCATENATED MODULE: ./src/visitors/fetching/pager.ts




/**
 * Fetches every page of one section for one period, as the section's paging kind says,
 * handing each page's rows to `rows` as it arrives. One pager per kind; a new kind that is not
 * handled here fails the type check (the switch is exhaustive).
 */
function fetchPeriod(platform, request, rows) {
    const run = new PagingRun(platform, request, rows);
    const paging = request.section.paging;
    switch (paging.kind) {
        case 'offset':
            return pageByOffset(run, paging);
        case 'cursor':
            // How many rows are wanted is the section's own option (`max-search-terms`): read once, here.
            return pageByCursor(run, { ...paging, wanted: paging.wanted(request.options) });
        case 'single':
            return pageOnce(run, paging);
    }
}

;// CONCATENATED MODULE: ./src/visitors/fetching/side-requests.ts







/**
 * The requests and files a section's tally adds once a period's rows are in (the assistant's
 * caller stats): the same period, the same limits, and a stop that reads as a page's would.
 * `written` collects the names of the files, in the staging place, for the period's result.
 */
function sideRequests(context, standing) {
    const written = [];
    const query = {
        projectId: context.projectId,
        dateFrom: standing.range.from?.text,
        dateTo: standing.range.to?.text,
        notFound: standing.notFound,
    };
    const dates = { dateFrom: query.dateFrom ?? null, dateTo: query.dateTo ?? null };
    const requests = {
        async request(endpoint, action, read) {
            try {
                return await requestAnalytics(context.platform, { endpoint, query, paging: {}, read, action });
            }
            catch (error) {
                throw requestFailure(standing.label, standing.rows, standing.requests, error);
            }
        },
        async writeFiles(base, csv, json) {
            const name = standing.previous ? `${base}-previous` : base;
            const head = { projectId: context.projectId, ...dates, generatedAt: context.generatedAt };
            // Secrets are redacted here as in the section's own files.
            const csvText = (0,untrusted/* redact */.E$)(csv.map((line) => csvLine(line)).join(''));
            const jsonText = (0,untrusted/* redact */.E$)(JSON.stringify({ ...head, ...json }, null, 2) + '\n');
            try {
                await (0,runner_limits/* bounded */.Mm)(context.limits, 'writing the report files', async (signal) => {
                    await (0,promises_.writeFile)(external_node_path_default().join(context.staging, `${name}.csv`), csvText, { signal });
                    await (0,promises_.writeFile)(external_node_path_default().join(context.staging, `${name}.json`), jsonText, { signal });
                });
            }
            catch (error) {
                throw writeFailure(standing.label, standing.rows, standing.requests, error, context.reportDir);
            }
            written.push(`${name}.csv`, `${name}.json`);
        },
    };
    return { requests, written };
}

;// CONCATENATED MODULE: ./src/visitors/fetching/period-export.ts










/*
 * One period of a section, exported: its pages fetched, its rows streamed to its files as they
 * arrive, tallied and read for the content gaps followed, and what the period found.
 */
/** How many content gaps the report keeps for the summary and the agent's prompt, at least. */
const GAP_ROWS = 25;
async function exportOnePeriod({ context, section, options }, range, baseName, sightings) {
    const previous = baseName.endsWith('-previous');
    const label = previous ? `${section.label} of the previous period` : section.label;
    const files = {};
    const tally = section.extras?.start();
    const rows = periodRows(context, section, label, files, tally, sightings);
    const dates = { dateFrom: range.from?.text ?? null, dateTo: range.to?.text ?? null };
    const notFound = notFoundMeaning(context.projectId, section.name, context.options.sections);
    try {
        const fetched = await fetchPeriod(context.platform, {
            section,
            query: { projectId: context.projectId, dateFrom: range.from?.text, dateTo: range.to?.text, notFound },
            options,
            reportDir: context.reportDir,
            label,
            onFirstPage: (totals, moreAvailable) => {
                const head = { projectId: context.projectId, ...dates, generatedAt: context.generatedAt };
                const full = { ...head, ...section.fileHead(totals, moreAvailable) };
                const staging = section.readerText ? (context.readerTextStaging ?? context.staging) : context.staging;
                files.current = new SectionFiles(staging, baseName, section, full, context.limits);
            },
        }, rows);
        rows.warnAboutRepeats();
        const facts = rows.repeated > 0 ? { ...fetched, repeatedRows: rows.repeated } : fetched;
        try {
            await files.current?.close();
        }
        catch (error) {
            throw writeFailure(label, rows.rowCount, facts.requests, error, context.reportDir);
        }
        const standing = { range, label, previous, rows: rows.rowCount, requests: facts.requests, notFound };
        const side = sideRequests(context, standing);
        const extra = tally ? await tally.finish(side.requests) : undefined;
        const more = facts.moreAvailable ? ' (more exist)' : '';
        log/* log */.Rm.info(`${(0,format/* capitalize */.ZH)(label)}: ${(0,format/* count */.U9)(rows.rowCount, section.rowNoun)}${more} for ${(0,analysis_dates/* describeDateRange */.hA)(range)}, from ${(0,format/* count */.U9)(facts.requests, 'answer')}.`);
        const result = {
            range,
            facts,
            rowCount: rows.rowCount,
            top: rows.top.list().slice(0, context.options.summaryRows),
            ranked: rows.top.list(),
            gaps: rows.gaps?.list() ?? [],
            gapCount: rows.gapCount,
            files: [...(files.current?.names ?? []), ...side.written],
            extra,
            ...(sightings ? { sightings: sightings.sightings() } : {}),
        };
        return { rows, result };
    }
    catch (error) {
        files.current?.destroy();
        throw error;
    }
}
/** A period's rows as they arrive: written to its files, tallied, read for the gaps followed, the top kept. */
function periodRows(context, section, label, files, tally, sightings) {
    const gapTest = section.isGap;
    return new PeriodRows(section, { write: async (list) => files.current?.write(list) }, {
        // The history keeps more than the summary lists: `top` is the start of this list.
        top: Math.max(context.options.summaryRows, KEPT_RANKED_ROWS),
        label,
        negativeCounts: context.negativeCounts,
        // A row's key is named in the log unless it is reader text kept apart (hidden).
        keysInLog: !section.readerText || context.readerTextStaging === undefined,
        ...(tally || sightings
            ? {
                onFresh: (row) => {
                    tally?.add(row);
                    sightings?.see(row);
                },
            }
            : {}),
        ...(gapTest ? { gaps: { limit: Math.max(context.options.summaryRows, GAP_ROWS), test: gapTest } } : {}),
    });
}

;// CONCATENATED MODULE: ./src/visitors/fetching/section-export.ts





/**
 * A section of the report, exported: its declaration opened with its options, the previous
 * period restored from the last report or fetched, and what was found bound into its report.
 */
function exportReportSection(context, section, range, previous) {
    return section.use(context.options, async (definition, options) => {
        const restored = previous?.stored && restorePeriod(definition, previous.stored, previous.range, options);
        const result = await exportSection(context, definition, options, range, restored || previous?.range);
        return sectionReport(definition, result, options);
    });
}
/**
 * Exports one section: this period, then (when comparing) the previous one; each keeps its top
 * rows and one number per key for the comparison. Rows stream to `<section>.csv/.json` and
 * `<section>-previous.csv/.json` in the staging place.
 */
async function exportSection(context, section, options, range, previousPeriod) {
    const period = { context, section, options };
    const current = await exportOnePeriod(period, range, section.name, startSightings(section, context.followedGaps));
    const previous = previousPeriod === undefined || 'result' in previousPeriod
        ? previousPeriod
        : await exportPrevious(period, previousPeriod);
    const cutShort = (facts) => facts !== undefined && (facts.moreAvailable || facts.endedEarly !== undefined || facts.keptRows !== undefined);
    const comparison = compareTop({
        top: current.result.top,
        key: section.key,
        currentMeasures: current.rows.keys,
        ...(previous ? { previous: { top: previous.result.top, measures: previous.measures } } : {}),
        cut: { current: cutShort(current.result.facts), previous: cutShort(previous?.result.facts) },
    });
    return { current: current.result, previous: previous?.result, comparison };
}
/** The previous period fetched again, as the comparison reads it. */
async function exportPrevious(period, range) {
    const { rows, result } = await exportOnePeriod(period, range, `${period.section.name}-previous`);
    return { result, measures: rows.keys };
}

;// CONCATENATED MODULE: ./src/visitors/files/manifest.ts



const MANIFEST_FILE = 'report.json';
/**
 * `report.json`: what the report holds, for whoever opens the artifact later or reads it in a
 * later step: the period(s), the sections and their row counts, what was capped, and what the
 * export spent of the analytics budget.
 */
function buildManifest(input) {
    const period = (range) => ({ dateFrom: range.from?.text ?? null, dateTo: range.to?.text ?? null });
    const sections = Object.fromEntries(input.sections.map((result) => [
        result.name,
        {
            rows: result.current.rowCount,
            ...(result.previous ? { previousRows: result.previous.rowCount } : {}),
            files: [...result.current.files, ...(result.previous?.files ?? [])].filter((name) => !input.readerText.keptOnRunner.includes(name)),
            ...capOf(result),
            ...endedEarlyOf(result),
            ...dataMovedOf(result),
        },
    ]));
    const manifest = {
        formatVersion: REPORT_FORMAT,
        projectId: input.projectId,
        generatedAt: input.generatedAt,
        period: period(input.range),
        previousPeriod: input.previousRange ? period(input.previousRange) : null,
        comparison: { source: input.comparison.source, ...(input.comparison.note ? { note: input.comparison.note } : {}) },
        sections,
        ...(input.contentGapCount === undefined ? {} : { contentGapCount: input.contentGapCount }),
        headline: headlineOf(input),
        readerText: input.readerText,
        requests: {
            ...Object.fromEntries(input.spent.byEndpoint),
            total: input.spent.total,
            budgetPerHour: errors/* ANALYTICS_BUDGET_PER_HOUR */.QB,
        },
        files: input.files,
        history: input.history,
    };
    // The history keeps ranked rows (paths, terms) the platform sent: secrets are redacted here as from every file.
    return (0,untrusted/* redact */.E$)(JSON.stringify(manifest, null, 2)) + '\n';
}
/**
 * The figures a roll-up of several projects' reports reads (mode rollup): each section's trend
 * figures of both periods, and the content gaps found and followed. Numbers only: no reader text.
 */
function headlineOf(input) {
    const followed = input.gapsFollowed;
    return {
        figures: Object.fromEntries(input.sections.map((result) => [result.name, result.comparedFigures()])),
        contentGaps: {
            found: input.contentGapCount ?? 0,
            ...(followed ? { open: followed.open, new: followed.new, closed: followed.closed } : {}),
        },
    };
}
/** Paging the platform ended with an empty page while claiming more: the rows may not be all. */
function endedEarlyOf(result) {
    return byPeriod(result, 'endedEarly', (facts) => facts.endedEarly);
}
/**
 * The data moved while it was paged: the totals changed between pages (the report keeps the
 * first page's; here the figures, not the words) or rows came more than once (each kept once).
 */
function dataMovedOf(result) {
    return byPeriod(result, 'dataMoved', ({ totalsMoved, repeatedRows }) => totalsMoved || repeatedRows
        ? {
            ...(totalsMoved
                ? { totalsChanged: { page: totalsMoved.page, first: totalsMoved.first, later: totalsMoved.later } }
                : {}),
            ...(repeatedRows ? { repeatedRows } : {}),
        }
        : undefined);
}
/** `{ [key]: { period, previousPeriod } }` with what `pick` finds in each period; nothing when it finds nothing. */
function byPeriod(result, key, pick) {
    const current = pick(result.current.facts);
    const previous = result.previous ? pick(result.previous.facts) : undefined;
    if (current === undefined && previous === undefined)
        return {};
    return {
        [key]: {
            ...(current === undefined ? {} : { period: current }),
            ...(previous === undefined ? {} : { previousPeriod: previous }),
        },
    };
}
/** What was left out on purpose: search terms past `max-search-terms`, feedback pages past the 100 one request returns. */
function capOf(result) {
    const cap = result.cap;
    if (cap === undefined)
        return {};
    const more = result.current.facts.moreAvailable || (result.previous?.facts.moreAvailable ?? false);
    return { capped: { ...cap, moreAvailable: more } };
}

;// CONCATENATED MODULE: ./src/visitors/files/file-names.ts




/*
 * The names of the report's files: for each section `<name>.csv` and `<name>.json` (and
 * `<name>-previous.*` when comparing) and those of any other file base it declares,
 * report.json, summary.md and content-gaps.md. The report directory is
 * checked for them before the first request, and a later report removes only these.
 */
/** Every file a report of these sections may write, so the directory check can refuse a name taken by a directory. */
function reportFileNames(sections, compared) {
    const bases = sections.flatMap((section) => (0,table/* sectionNamed */.H$)(section).fileBases);
    return [...filesOf(bases, compared), MANIFEST_FILE, summary_file/* SUMMARY_FILE */.u7, private_text/* CONTENT_GAPS_FILE */.Nq];
}
/**
 * The files that hold text readers wrote, of a report of these sections: the row files of
 * sections whose rows are reader text, and the content gaps, which quote them. Empty when no
 * section's rows are.
 */
function readerTextFileNames(sections, compared) {
    const bases = (0,table/* readerTextSections */.D$)(sections);
    return bases.length === 0 ? [] : [...filesOf(bases, compared), private_text/* CONTENT_GAPS_FILE */.Nq];
}
function filesOf(bases, compared) {
    const all = bases.flatMap((base) => (compared ? [base, `${base}-previous`] : [base]));
    return all.flatMap((base) => [`${base}.csv`, `${base}.json`]);
}
/** Every file any report writes: what an earlier report in the same directory may have left. */
const ANY_REPORT_FILE = reportFileNames(table/* SECTION_NAMES */.p3, true);

;// CONCATENATED MODULE: ./src/visitors/files/report-dir.ts



/**
 * The report directory. It is checked before the first request (a directory that cannot be
 * written would otherwise be found only after the export spent the analytics budget), files
 * are written into a staging place inside it, and they move into view only when the export is
 * complete: a partial report is never left where a later step could take it for a whole one.
 */
class ReportDirectory {
    path;
    staging;
    constructor(directory, staging) {
        this.path = directory;
        this.staging = staging;
    }
    /** Creates the directory, proves it writable, and refuses report file names taken by anything but a file. */
    static async prepare(directory, fileNames, what = 'Input "report-dir"') {
        const fail = (rule, cause) => new Error(`${what} (${directory}) ${rule}. No request was sent.`, { cause });
        try {
            const existing = await (0,promises_.stat)(directory).catch(() => undefined);
            if (existing && !existing.isDirectory())
                throw fail('is a file, not a directory');
            await (0,promises_.mkdir)(directory, { recursive: true });
        }
        catch (error) {
            if (error instanceof Error && error.message.startsWith(what))
                throw error;
            throw fail(`cannot be created: ${(0,format/* errorMessage */.gJ)(error)}`, error);
        }
        for (const name of fileNames) {
            const entry = await (0,promises_.lstat)(external_node_path_default().join(directory, name)).catch(() => undefined);
            if (entry && !entry.isFile()) {
                throw fail(`holds "${name}" as a ${entry.isDirectory() ? 'directory' : 'special file'}, where the report writes that file`);
            }
        }
        const probe = external_node_path_default().join(directory, `.write-probe-${process.pid}`);
        try {
            await (0,promises_.writeFile)(probe, 'probe');
            await (0,promises_.unlink)(probe);
        }
        catch (error) {
            throw fail(`is not writable: ${(0,format/* errorMessage */.gJ)(error)}`, error);
        }
        const staging = await (0,promises_.mkdtemp)(external_node_path_default().join(directory, '.partial-')).catch((error) => {
            throw fail(`is not writable: ${(0,format/* errorMessage */.gJ)(error)}`, error);
        });
        return new ReportDirectory(directory, staging);
    }
    /**
     * Moves the finished files into the directory, replacing earlier ones of the same name, and
     * removes the other files an earlier report left: those its manifest (`earlier.manifest`) lists
     * under a name a report may write (`earlier.owned`). `report-path` then holds this report alone,
     * and a file the action did not write is never touched. Returns the paths of the files moved in.
     */
    async publish(fileNames, earlier) {
        const published = [];
        try {
            for (const name of await this.earlierReport(earlier.manifest)) {
                if (!earlier.owned.includes(name) || fileNames.includes(name))
                    continue;
                const stale = external_node_path_default().join(this.path, name);
                const entry = await (0,promises_.lstat)(stale).catch(() => undefined);
                if (entry?.isFile())
                    await (0,promises_.unlink)(stale);
            }
            for (const name of fileNames) {
                const target = external_node_path_default().join(this.path, name);
                await (0,promises_.rename)(external_node_path_default().join(this.staging, name), target);
                published.push(target);
            }
        }
        catch (error) {
            // Half a report in view would pass for a whole one: take back what was moved.
            await Promise.all(published.map((file) => (0,promises_.rm)(file, { force: true })));
            throw new Error(`The report files could not be moved into "report-dir" (${this.path}): ${(0,format/* errorMessage */.gJ)(error)}`, {
                cause: error,
            });
        }
        await (0,promises_.rm)(this.staging, { recursive: true, force: true });
        return published;
    }
    /** The files an earlier report's manifest lists; none when there is no readable manifest. */
    async earlierReport(manifest) {
        const file = external_node_path_default().join(this.path, manifest);
        const entry = await (0,promises_.lstat)(file).catch(() => undefined);
        if (!entry?.isFile() || entry.size > 1_000_000)
            return [];
        try {
            const files = JSON.parse(await (0,promises_.readFile)(file, 'utf8')).files;
            return Array.isArray(files) ? files.filter((name) => typeof name === 'string') : [];
        }
        catch {
            return [];
        }
    }
    /** Removes the staging place and whatever was written into it. */
    async discard() {
        await (0,promises_.rm)(this.staging, { recursive: true, force: true }).catch(() => undefined);
    }
}

;// CONCATENATED MODULE: ./src/visitors/files/report-places.ts



/**
 * Where the report's files go: `report-dir`, which the artifact uploads, and, when reader text
 * is hidden, a second directory on the runner for the files that hold it (the search terms,
 * the conversations, the content gaps that quote them), which nothing uploads. An agent step in
 * the same job can still read the content gaps there. Both are checked before the first request
 * and written through a staging place each, published only when the whole report is done.
 */
class ReportPlaces {
    report;
    /** Undefined when reader text may be shown, or no section's rows are reader text. */
    readerText;
    /** The names that go to `readerText`. */
    readerTextNames;
    constructor(report, readerText, names) {
        this.report = report;
        this.readerText = readerText;
        this.readerTextNames = names;
    }
    static async prepare(settings) {
        const compared = settings.previousRange !== undefined;
        const names = settings.readerText.shown ? [] : readerTextFileNames(settings.sections, compared);
        const report = await ReportDirectory.prepare(settings.reportDir, reportFileNames(settings.sections, compared));
        if (names.length === 0)
            return new ReportPlaces(report, undefined, []);
        try {
            const readerText = await ReportDirectory.prepare(settings.readerTextDir, names, 'the directory for reader text');
            return new ReportPlaces(report, readerText, names);
        }
        catch (error) {
            await report.discard();
            throw error;
        }
    }
    /** Whether a file of this name goes to the directory for reader text, not `report-dir`. */
    keptApart(name) {
        return this.readerText !== undefined && this.readerTextNames.includes(name);
    }
    /** The staging place a file of this name is written to. */
    stagingFor(name) {
        return this.readerText && this.keptApart(name) ? this.readerText.staging : this.report.staging;
    }
    /**
     * Moves the finished files into view: reader text first, so a report in `report-dir` never
     * stands without the files it names. Returns the paths in each directory.
     */
    async publish(names) {
        const kept = names.filter((name) => this.keptApart(name));
        const readerText = this.readerText
            ? await this.readerText.publish(kept, { manifest: MANIFEST_FILE, owned: [] })
            : [];
        const report = await this.report.publish(names.filter((name) => !kept.includes(name)), { manifest: MANIFEST_FILE, owned: ANY_REPORT_FILE });
        return { report, readerText };
    }
    async discard() {
        await Promise.all([this.report.discard(), this.readerText?.discard()]);
    }
}

;// CONCATENATED MODULE: ./src/visitors/history/gap-digests.ts

/**
 * What tells next week's report which content gaps it follows (gap-lives.ts), without writing what readers typed
 * into a file anyone may download: each listed gap (a search term, a page, a question) is kept
 * as an HMAC keyed from the API key. Only someone holding that key could test a guess against a
 * digest, and with it they could read the terms from the platform anyway. A report whose digests
 * were made with another key (the key was rotated) is told by `check`, and not compared.
 */
class GapDigests {
    key;
    constructor(apiKey) {
        this.key = (0,external_node_crypto_.createHmac)('sha256', apiKey).update('docs report: content gaps').digest();
    }
    /** 64 bits of the HMAC of `text`, in hex. */
    of(text) {
        return (0,external_node_crypto_.createHmac)('sha256', this.key).update(text, 'utf8').digest('hex').slice(0, 16);
    }
    /** The digest of a fixed text: equal in two reports exactly when their keys are. */
    get check() {
        return this.of('\u0000check');
    }
}

;// CONCATENATED MODULE: ./src/visitors/history/history-choice.ts





/** No history to build on: the comparison, if asked for, fetches the previous period. */
function noHistory(needs, note) {
    const source = needs.previousRange ? 'fetched' : 'none';
    return { earlier: [], stored: undefined, source, note, followed: undefined, rerunOf: undefined, handOffs: [] };
}
/**
 * Decides what of a checked last report this run uses. The trend continues with the earlier
 * periods of the same project and length that end before this one starts. The comparison takes
 * the previous period from it only when that report's period ends where this one starts, with
 * the same length, and holds every section this run reports, as this run needs it; otherwise
 * the previous period is fetched, and `note` says why. Throws HistoryFileError when a section's
 * part does not read as that section's own.
 */
function chooseHistory(needs, history, digests) {
    if (history.projectId !== needs.projectId) {
        return noHistory(needs, `the last report is of another project ("${history.projectId}"), so the history starts again`);
    }
    const { from, to } = needs.dateRange;
    if (!from || !to)
        return noHistory(needs, 'a history needs both "date-from" and "date-to"');
    const length = to.instant - from.instant;
    const sameLength = history.periods.filter((period) => period.to - period.from === length);
    // A period this one overlaps (a re-run of the same week) is replaced by this one.
    const before = sameLength.filter((period) => period.to <= from.instant);
    const keep = needs.historyPeriods - 1;
    const earlier = keep === 0 ? [] : before.slice(-keep);
    // A backfill of an older period: the later ones cannot follow it in this report's history.
    const later = sameLength.filter((period) => period.from >= to.instant).length;
    const restarted = later > 0
        ? `this period comes before ${(0,format/* count */.U9)(later, 'period')} the last report holds, which this report's history leaves out`
        : sameLength.length < history.periods.length
            ? `the last report's periods are not ${describeLength(length)} long like this one, so the trend starts again`
            : undefined;
    const last = history.last;
    // Gaps are followed forward only: a re-run of the same period, or a backfill, would count a report twice.
    const followed = last && last.digestCheck === digests.check && last.to <= from.instant
        ? new Map(Object.entries(last.sections).map(([name, stored]) => [name, stored.gaps]))
        : undefined;
    // A re-run of the same period hands on what the report it replaces carried, ages unchanged.
    const rerunOf = last && last.digestCheck === digests.check && last.from === from.instant && last.to === to.instant
        ? new Map(Object.entries(last.sections).map(([name, stored]) => [name, stored.gaps]))
        : undefined;
    const use = { earlier, followed, rerunOf, handOffs: [] };
    if (!needs.previousRange)
        return { ...use, stored: undefined, source: 'none', note: restarted };
    const refusal = comparisonRefusal(needs, history, needs.previousRange);
    if (refusal !== undefined)
        return { ...use, stored: undefined, source: 'fetched', note: refusal };
    const stored = Object.fromEntries(needs.sections.map((name) => [name, last?.sections[name]]));
    return { ...use, stored, source: 'previous-report', note: restarted };
}
/** Why the last report cannot stand in for the previous period; undefined when it can. */
function comparisonRefusal(needs, history, previous) {
    const last = history.last;
    if (!last)
        return 'the last report kept no period to compare with';
    const [from, to] = [previous.from?.instant ?? 0, previous.to?.instant ?? 0];
    if (last.to - last.from !== to - from) {
        return `the last report's period (${(0,text_period/* describePeriod */.Pl)(last.dateFrom, last.dateTo)}) is not as long as this one`;
    }
    if (last.to < to) {
        return `there is a gap: the last report ended on ${(0,text_period/* lastDayOf */.eC)(last.dateTo)}, and this period starts on ${previous.to?.text ?? ''}`;
    }
    if (last.to > to)
        return `the last report (${(0,text_period/* describePeriod */.Pl)(last.dateFrom, last.dateTo)}) overlaps this period`;
    for (const name of needs.sections) {
        const stored = last.sections[name];
        if (!stored)
            return `the last report has no ${name} section`;
        const section = (0,table/* sectionNamed */.H$)(name);
        const needsRows = section.keepsRows && (needs.readerText.shown || !section.readerText);
        if (needsRows && stored.ranked === undefined) {
            return `the last report kept no ${name} rows (reader text was hidden then) and this one shows them`;
        }
        const cap = JSON.stringify(section.use(needs, (definition, options) => definition.cap?.(options)) ?? null);
        if (JSON.stringify(stored.cap) !== cap) {
            return `the last report's ${name} were capped otherwise (${JSON.stringify(stored.cap)}, now ${cap})`;
        }
        // Throws HistoryFileError: a part that does not read as the section's own is a bad file.
        section.use(needs, (definition, options) => restorePeriod(definition, stored, previous, options));
    }
    return undefined;
}
/** `7 days`, or `36 hours` for a period that is not whole days. */
function describeLength(ms) {
    return ms % analysis_dates/* DAY_MS */.sO === 0 ? (0,format/* count */.U9)(ms / analysis_dates/* DAY_MS */.sO, 'day') : (0,format/* count */.U9)(Math.round(ms / 3_600_000), 'hour');
}

// EXTERNAL MODULE: ./src/step/hand-off-record.ts
var hand_off_record = __webpack_require__(29403);
// EXTERNAL MODULE: ./src/text/pull-request-link.ts
var pull_request_link = __webpack_require__(44809);
;// CONCATENATED MODULE: ./src/visitors/history/hand-off-reads.ts







/** Statuses after which a job's pull request will not come: the record's status is final. */
const ENDED = new Set(['completed', 'archived', 'failed']);
/** The outcome of `record`, and the requests spent learning it. */
async function followHandOff(record, reads) {
    const { jobId } = record;
    let { status, prLink } = record;
    let jobs = 0;
    if (prLink === null && !ENDED.has(status ?? '')) {
        jobs = 1;
        try {
            ;
            ({ status, prLink } = await readJob(jobId, reads));
        }
        catch (error) {
            return { outcome: { kind: 'job-unread', jobId, reason: failure(error, reads) }, reads: { pullRequests: 0, jobs } };
        }
    }
    if (prLink === null)
        return { outcome: { kind: 'no-pull', jobId, status }, reads: { pullRequests: 0, jobs } };
    const pull = (0,pull_request_link/* readPullRequestLink */.H)(prLink, reads.githubHost);
    if (typeof pull === 'string') {
        const reason = `the platform gave a pull-request link that is not read (${pull})`;
        return { outcome: { kind: 'job-unread', jobId, reason }, reads: { pullRequests: 0, jobs } };
    }
    return { outcome: await readPull(pull, reads), reads: { pullRequests: 1, jobs } };
}
/** The job's status and pull request, from one GET of the agent job. */
async function readJob(jobId, reads) {
    const { platform, projectId } = reads;
    return (0,runner_limits/* bounded */.Mm)(reads.lookup, `reading agent job "${jobId}"`, () => platform.call({
        endpoint: 'get job',
        method: 'GET',
        path: `/v2/agent/${(0,path_segment/* encodeSegment */.u)(projectId)}/job/${(0,path_segment/* encodeSegment */.u)(jobId)}`,
        parse: (body) => jobFields(body, jobId),
        action: `read agent job "${jobId}" of the hand-off`,
        notFound: `Agent job "${jobId}" was not found in project "${projectId}"`,
        projectId,
    }));
}
/** The two fields the hand-off needs of a job, checked as the contract has them. */
function jobFields(body, jobId) {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
        throw new errors/* BrokenAnswerError */.Q$('the answer is not a JSON object');
    const { id, status, prLink } = body;
    if (id !== jobId)
        throw new errors/* BrokenAnswerError */.Q$('the answer is about another job');
    if (typeof status !== 'string' || !hand_off_record/* JOB_STATUS */.Pm.test(status))
        throw new errors/* BrokenAnswerError */.Q$('the job has no usable "status"');
    if (prLink !== undefined && prLink !== null && typeof prLink !== 'string')
        throw new errors/* BrokenAnswerError */.Q$('the job\'s "prLink" is not a string or null');
    return { status, prLink: typeof prLink === 'string' && prLink !== '' ? prLink : null };
}
/** The pull request's state from GitHub: merged (when), open, closed; or why GitHub did not say. */
async function readPull(pull, reads) {
    const { owner, repo, number } = pull;
    try {
        const { data } = await (0,runner_limits/* bounded */.Mm)(reads.lookup, `reading pull request ${owner}/${repo}#${number}`, async (signal) => (await reads.github()).rest.pulls.get({ owner, repo, pull_number: number, request: { signal } }));
        const mergedAt = data.merged_at;
        if (typeof mergedAt === 'string' && Number.isFinite(Date.parse(mergedAt)) && mergedAt.length <= 40)
            return { kind: 'merged', pull, mergedAt };
        const state = data.state;
        if (state === 'open' || state === 'closed')
            return { kind: state, pull };
        return { kind: 'pull-unread', pull, status: undefined, reason: 'GitHub did not say its state' };
    }
    catch (error) {
        const status = error.status;
        const answered = typeof status === 'number' && error.response !== undefined;
        return { kind: 'pull-unread', pull, status: answered ? status : undefined, reason: failure(error, reads) };
    }
}
/** Why a read failed, in one line without the token; the step's cancellation and its own deadline go on up. */
function failure(error, reads) {
    if (error instanceof runner_limits/* CancelledError */.cc)
        throw error;
    if (error instanceof runner_limits/* DeadlineError */.j3) {
        if ((0,runner_limits/* remainingMs */.XW)(reads.step) <= 0)
            throw error;
        return 'no answer came within the time the history may take';
    }
    return oneLineWithoutToken((0,format/* errorMessage */.gJ)(error), reads.token);
}

;// CONCATENATED MODULE: ./src/visitors/history/hand-off-lookup.ts









const NO_READS = { pullRequests: 0, jobs: 0 };
const OUTCOMES = {
    unread: 'not read',
    merged: 'its pull request is merged',
    open: 'its pull request is open',
    closed: 'its pull request was closed without merging',
    'pull-unread': 'its pull request could not be read from GitHub',
    'no-pull': 'no pull request',
    'job-unread': 'the job could not be read',
};
const HAND_OFF_WANTED = {
    what: 'The hand-off',
    purpose: 'a hand-off',
    file: hand_off_record/* HAND_OFF_FILE */.$z,
    maxArtifactBytes: hand_off_record/* MAX_HAND_OFF_BYTES */.jn,
    maxFileBytes: hand_off_record/* MAX_HAND_OFF_BYTES */.jn,
};
/**
 * The hand-offs run `runId` recorded (one, or none), each with what became of it. Whatever goes
 * wrong that the lookup does not say itself costs a warning and the credit, never the last
 * report already read; the step's own stop still stops it.
 */
async function lookUpHandOffs(search, platform, lookup, step) {
    try {
        return await handOffsOf(search, platform, lookup, step);
    }
    catch (error) {
        if (error instanceof runner_limits/* CancelledError */.cc || (error instanceof runner_limits/* DeadlineError */.j3 && (0,runner_limits/* remainingMs */.XW)(step) <= 0))
            throw error;
        log/* log */.Rm.warning(`The hand-off recorded in run ${search.runId} was not read: ${(0,format/* errorMessage */.gJ)(error)}.`, 'Hand-off not read');
        return [];
    }
}
async function handOffsOf(search, platform, lookup, step) {
    const { runId } = search;
    const repository = `${search.repository.owner}/${search.repository.repo}`;
    const unread = (reason) => {
        log/* log */.Rm.warning(`The hand-off of the content gaps recorded in run ${runId} was not read: ${reason}.`, 'Hand-off not read');
        return [{ runId, repository, gaps: new Map(), outcome: { kind: 'unread', reason }, reads: NO_READS }];
    };
    let client;
    const github = () => (client ??= (0,github_client/* createGitHubClient */.LX)({ token: search.token, apiUrl: search.apiUrl, limits: lookup }));
    let text;
    try {
        const artifact = await newestHandOff(search, await github(), lookup);
        if (!artifact) {
            log/* log */.Rm.info(`Run ${runId} recorded no hand-off of its content gaps to the docs agent.`);
            return [];
        }
        text = await downloadArtifactFile(await github(), search, lookup, artifact, runId, HAND_OFF_WANTED);
    }
    catch (error) {
        return unread(hand_off_lookup_failure(error, search.token, step));
    }
    let record;
    try {
        record = (0,hand_off_record/* readHandOffRecord */._W)(text, search.expected);
    }
    catch (error) {
        // Whatever the file does to the reader, it costs the report this one line, never its history.
        return unread(error instanceof hand_off_record/* HandOffFileError */.t1 ? error.message : `it could not be read (${(0,format/* errorMessage */.gJ)(error)})`);
    }
    const withheld = 'the job could quote the prompt, which holds text readers wrote, which "reader-text" hides';
    const reads = {
        platform: search.readerTextShown ? platform : (0,platform_client/* withholdingAnswers */.r)(platform, withheld),
        projectId: search.expected.projectId,
        github,
        token: search.token,
        githubHost: search.expected.githubHost,
        lookup,
        step,
    };
    const followed = await followHandOff(record, reads);
    log/* log */.Rm.info(`Read the hand-off of ${(0,format/* count */.U9)(handedCount(record.sections), 'content gap')} to agent job ${record.jobId} (run ${runId}): ${OUTCOMES[followed.outcome.kind]}.`);
    return [{ runId, repository, gaps: record.sections, ...followed }];
}
/** The newest unexpired artifact `<artifact-name>-hand-off` of the run; undefined when it has none. */
async function newestHandOff(search, octokit, lookup) {
    const name = (0,hand_off_record/* handOffArtifactName */.E$)(search.artifactName);
    const { owner, repo } = search.repository;
    const { data } = await (0,runner_limits/* bounded */.Mm)(lookup, `listing the artifacts of run ${search.runId}`, (signal) => octokit.rest.actions.listWorkflowRunArtifacts({
        ...{ owner, repo, run_id: search.runId, name, per_page: 100 },
        request: { signal },
    }));
    const time = (artifact) => Date.parse(artifact.created_at ?? '') || 0;
    return (data.artifacts ?? [])
        .filter((artifact) => artifact.name === name && artifact.workflow_run?.id === search.runId)
        .sort((a, b) => time(b) - time(a) || b.id - a.id)[0];
}
/** Why the hand-off could not be fetched, in one line; the step's cancellation and own deadline go on up. */
function hand_off_lookup_failure(error, token, step) {
    if (error instanceof runner_limits/* CancelledError */.cc)
        throw error;
    if (error instanceof runner_limits/* DeadlineError */.j3) {
        if ((0,runner_limits/* remainingMs */.XW)(step) <= 0)
            throw error;
        return 'GitHub did not answer within the time the history may take';
    }
    if (error instanceof NoUsableReport)
        return error.message.replace(/\.$/, '');
    const status = error.status;
    const said = oneLineWithoutToken((0,format/* errorMessage */.gJ)(error), token);
    return typeof status === 'number' ? `GitHub answered ${status} (${said})` : said;
}

;// CONCATENATED MODULE: ./src/visitors/history/last-report.ts




/**
 * Finds the last report (trusted-artifact.ts), downloads it and reads its report.json. What
 * GitHub refuses or fails to answer, and an artifact that cannot be used, throw NoUsableReport;
 * the step's deadline and cancellation end the search, and so does any other error (an answer
 * not shaped as GitHub documents it, a file that cannot be read). `retryBaseMs` is for tests.
 */
async function findLastReport(request, limits, tuning = {}) {
    let failed = false;
    try {
        const octokit = await (0,github_client/* createGitHubClient */.LX)({ token: request.token, apiUrl: request.apiUrl, limits, ...tuning });
        const { artifact, runId } = await findTrustedArtifact(octokit, request, limits);
        const text = await downloadReport(octokit, request, limits, artifact, runId);
        return { text, runId, artifactId: artifact.id, createdAt: artifact.created_at ?? '' };
    }
    catch (error) {
        failed = !(error instanceof NoUsableReport);
        throw error;
    }
    finally {
        // A removal that fails must not take the place of the error that ended the search, the cancellation or the
        // deadline above all.
        await (0,promises_.rm)(request.downloadDir, { recursive: true, force: true }).catch((error) => {
            if (!failed)
                throw error;
        });
    }
}

;// CONCATENATED MODULE: ./src/visitors/history/history-lookup.ts












/**
 * The most the lookup may take, and never more than a quarter of what is left: GitHub that hangs
 * or cannot be reached must leave the report its time, since the history is only a saving.
 */
const history_lookup_LOOKUP_BUDGET_MS = 90_000;
/** Reasons the step warns about (once): something the workflow's author should fix. The rest are normal. */
const WARNED = new Set([
    'no-permission',
    'unreachable',
    'too-large',
    'no-report-file',
    // Refused for its size, entries or shape: something other than this action made it, in a run trusted.
    'refused',
]);
const history_lookup_TITLE = 'History not read';
const INSTEAD = 'The previous period, if compared, is fetched instead.';
/**
 * Looks up the history for a run with `history: true`, and decides what the run builds on; then
 * what became of the content gaps that report's run handed to the docs agent, if it did.
 */
async function lookUpHistory(settings, environment, limits, digests, platform, search) {
    const why = whyNotLooked(settings, environment);
    if (why !== undefined) {
        log/* log */.Rm.info(`No history: ${why}.`);
        return noHistory(settings, why);
    }
    let downloadDir;
    try {
        downloadDir = external_node_path_default().join(await (0,promises_.mkdtemp)(external_node_path_default().join(environment.runnerTemp, 'visitors-history-')), 'artifact');
    }
    catch (error) {
        log/* log */.Rm.warning(`No history: RUNNER_TEMP cannot hold the download (${(0,format/* errorMessage */.gJ)(error)}).`, history_lookup_TITLE);
        return noHistory(settings, 'the last report could not be downloaded: RUNNER_TEMP is not writable');
    }
    const budget = Math.min(history_lookup_LOOKUP_BUDGET_MS, (0,runner_limits/* remainingMs */.XW)(limits) / 4);
    const lookup = { ...limits, deadline: Math.min(limits.deadline, limits.now() + budget) };
    const { githubToken: token, artifactName } = settings;
    const request = { token, artifactName, ...searchFrom(environment, search), downloadDir };
    try {
        const found = await findLastReport(request, lookup);
        log/* log */.Rm.info(`Read report.json of run ${found.runId} (artifact ${found.artifactId}, uploaded ${found.createdAt}).`);
        const history = readHistory(found.text);
        const use = chooseHistory(settings, history, digests);
        log/* log */.Rm.info(describeUse(use, settings));
        const last = history.projectId === settings.projectId ? history.last : undefined;
        // Credited forward only, as gaps are followed: a re-run of the same week, or a backfill, reads no hand-off.
        const from = settings.dateRange.from?.instant;
        if (!last || from === undefined || last.to > from)
            return use;
        const { dateFrom, dateTo, digestCheck } = last;
        const githubHost = new URL(environment.serverUrl).host;
        const expected = { projectId: history.projectId, dateFrom, dateTo, digestCheck, githubHost };
        // The hand-off is looked for in the run the last report came from, trusted by the search above.
        const search = {
            ...request,
            runId: found.runId,
            downloadDir: external_node_path_default().join(external_node_path_default().dirname(downloadDir), 'hand-off'),
            expected,
            readerTextShown: settings.readerText.shown,
        };
        return { ...use, handOffs: await lookUpHandOffs(search, platform, lookup, limits) };
    }
    catch (error) {
        return history_lookup_goOnWithout(error, settings, limits, budget);
    }
    finally {
        await (0,promises_.rm)(external_node_path_default().dirname(downloadDir), { recursive: true, force: true }).catch(() => undefined);
    }
}
/**
 * No history, for the reason the search ended with: said once, a warning when it is something
 * to fix. Also for a run whose look for the report's progress met GitHub unreachable or refusing,
 * which this search would meet again, at the cost of its time.
 */
function historyWithout(error, settings) {
    if (WARNED.has(error.reason))
        log/* log */.Rm.warning(`${error.message} ${INSTEAD}`, history_lookup_TITLE);
    else
        log/* log */.Rm.info(`${error.message} ${INSTEAD}`);
    return noHistory(settings, error.message.replace(/\.$/, ''));
}
/** The history's lookup failed: says why, warning when it is something to fix, and goes on without. */
function history_lookup_goOnWithout(error, settings, limits, budget) {
    if (error instanceof NoUsableReport)
        return historyWithout(error, settings);
    // Out of the lookup's own time, with the step's left: the report goes on without history.
    if (error instanceof runner_limits/* DeadlineError */.j3 && (0,runner_limits/* remainingMs */.XW)(limits) > 0) {
        const detail = `GitHub did not answer within ${(0,format/* formatDuration */.a3)(budget)}, the time the history may take`;
        log/* log */.Rm.warning(`${detail}. ${INSTEAD}`, history_lookup_TITLE);
        return noHistory(settings, detail);
    }
    if (error instanceof runner_limits/* CancelledError */.cc || error instanceof runner_limits/* DeadlineError */.j3)
        throw error;
    // A bad file, or an answer from GitHub this version cannot read: never a reason to fail the report.
    const reason = error instanceof HistoryFileError ? error.message : `it could not be read: ${(0,format/* errorMessage */.gJ)(error)}`;
    log/* log */.Rm.warning(`The last report was ignored: ${reason}. ${INSTEAD}`, history_lookup_TITLE);
    return noHistory(settings, `the last report's report.json was ignored (${reason})`);
}
/** Why the history cannot be looked up, though asked for. */
function whyNotLooked(settings, environment) {
    if (!settings.dateRange.from || !settings.dateRange.to)
        return 'a history needs both "date-from" and "date-to"';
    if (settings.artifactName === '')
        return 'the history is read from the artifact "artifact-name" names, and it is off';
    if (!environment.repository)
        return 'not running in a GitHub repository';
    if (settings.githubToken === '')
        return '"github-token" is empty';
    return undefined;
}
/** What this run builds on, said once in the log. */
function describeUse(use, settings) {
    const held = `The history holds ${use.earlier.length} earlier period${use.earlier.length === 1 ? '' : 's'}.`;
    const note = use.note ? ` Note: ${use.note}.` : '';
    if (use.source === 'previous-report' && settings.previousRange) {
        return `${held} The previous period (${(0,analysis_dates/* describeDateRange */.hA)(settings.previousRange)}) comes from the last report: no analytics request is spent on it.${note}`;
    }
    if (use.source === 'fetched')
        return `${held} The previous period is fetched: ${use.note ?? 'see above'}.`;
    return `${held}${note}`;
}

;// CONCATENATED MODULE: ./src/visitors/history/history-record.ts

/**
 * The periods the history holds after this report: the earlier ones it continues, the previous
 * period when it was fetched and no earlier one covers it (so the trend has it from the first
 * compared report on), and this one, up to `history-periods`.
 */
function trendPeriods(input) {
    const figuresOf = (pick) => Object.fromEntries(input.results.flatMap((result) => {
        const figures = pick(result);
        return figures === undefined ? [] : [[result.name, figures]];
    }));
    const current = periodOf(input.range, figuresOf((result) => result.historyFacts(input.readerTextShown).figures));
    if (!current)
        return [];
    const earlier = [...input.use.earlier];
    const fetched = figuresOf((result) => result.previousFigures());
    const previousRange = input.results[0]?.previous?.range;
    const previous = previousRange && Object.keys(fetched).length > 0 ? periodOf(previousRange, fetched) : undefined;
    if (previous && !earlier.some((period) => period.to > previous.from))
        earlier.push(previous);
    return [...earlier, current].slice(-input.historyPeriods);
}
/** A period of the history; undefined for a range without both bounds, which a history cannot place. */
function periodOf(range, figures) {
    const { from, to } = range;
    if (!from || !to)
        return undefined;
    return { dateFrom: from.text, dateTo: to.text, from: from.instant, to: to.instant, figures, unknown: {} };
}
/**
 * report.json's `history`: the periods, and what the next report needs to compare with this one
 * and to follow its content gaps (`carried`, by section: digests, dates and counts only).
 */
function historyRecord(input, periods, carried) {
    const { from, to } = input.range;
    if (!from || !to)
        return null;
    const sections = Object.fromEntries(input.results.map((result) => {
        const facts = result.historyFacts(input.readerTextShown);
        const period = result.current;
        const ranked = facts.keepsRows ? period.ranked : null;
        const complete = !period.facts.moreAvailable && period.facts.endedEarly === undefined;
        return [
            result.name,
            {
                rowCount: period.rowCount,
                gapCount: period.gapCount,
                moreAvailable: period.facts.moreAvailable,
                endedEarly: period.facts.endedEarly ?? null,
                totals: facts.totals ?? null,
                cap: result.cap ?? null,
                ranked,
                rankedAll: ranked !== null && complete && ranked.length === period.rowCount,
                extra: facts.extra,
                // What 2.0.0 reads: the listed gaps. Later versions follow `gaps`.
                gapDigests: (result.contentGaps()?.keys ?? []).map((key) => input.digests.of(key)),
                gaps: (carried.get(result.name) ?? []).map(({ digest, since, reports }) => ({ digest, since, reports })),
            },
        ];
    }));
    return {
        periods: periods.map(({ dateFrom, dateTo, figures, unknown }) => ({ ...unknown, dateFrom, dateTo, figures })),
        last: {
            dateFrom: from.text,
            dateTo: to.text,
            readerTextShown: input.readerTextShown,
            digestCheck: input.digests.check,
            sections,
        },
    };
}
function settleHistory(input) {
    const trend = trendPeriods(input);
    const { following, carried } = followGaps(sectionGaps(input), input.use.followed, input.range.from?.text ?? '', input.use.rerunOf);
    return { trend, following, record: historyRecord(input, trend, carried) };
}
/** Each section's content gaps this period, by digest, for following them. */
function sectionGaps(input) {
    return input.results.flatMap((result) => {
        const part = result.contentGaps();
        if (!part)
            return [];
        const listed = part.keys.map((key, index) => ({ digest: input.digests.of(key), item: part.items[index] }));
        return [{ name: result.name, listed, sightings: result.current.sightings }];
    });
}

;// CONCATENATED MODULE: ./src/visitors/history/search-answers.ts



class SearchAnswers {
    answers = new Map();
    /** The repository's default branch, asked once. */
    defaultBranch(github) {
        return this.once('default-branch', async () => (await github.repository()).default_branch);
    }
    /** A run, asked once; undefined when GitHub has none of that id. */
    run(github, runId) {
        return this.once(`run ${runId}`, () => github.run(runId));
    }
    /** One page of the workflow's completed runs on the branch (of one event, when named), newest first, asked once. */
    runsPage(github, listing, page) {
        const { file, branch, event } = listing;
        return this.once(`runs ${file} ${branch} ${event ?? '*'} ${page}`, () => github.runs(file, branch, page, event));
    }
    /**
     * Whether commit `sha` is in the history of `branch`, as GitHub's compare says: `identical` or
     * `behind`, the commit itself where both histories meet. The branch's head is asked once, and
     * each commit once, whichever search asks.
     */
    placeOf(github, branch, sha) {
        return this.once(`place ${branch} ${sha}`, async () => {
            const head = await this.once(`head ${branch}`, () => github.branchHead(branch));
            if (head === sha)
                return 'on';
            const comparison = await github.compare(head, sha);
            if (comparison === undefined)
                return 'unknown';
            const { status, mergeBase } = comparison;
            log/* log */.Rm.debug(`GitHub compares commit ${sha} with ${(0,untrusted/* forLog */.Ig)(branch, 200)}: ${(0,untrusted/* forLog */.Ig)(status, 40)}.`);
            return (status === 'identical' || status === 'behind') && mergeBase === sha ? 'on' : 'off';
        });
    }
    once(key, ask) {
        let answer = this.answers.get(key);
        if (!answer) {
            answer = ask();
            answer.catch((error) => {
                // Cut short by this lookup's own time or a cancellation: the next lookup asks again.
                if (error instanceof runner_limits/* CancelledError */.cc || error instanceof runner_limits/* DeadlineError */.j3)
                    this.answers.delete(key);
            });
            this.answers.set(key, answer);
        }
        return answer;
    }
}

// EXTERNAL MODULE: ./src/github/artifact-upload.ts
var artifact_upload = __webpack_require__(32779);
// EXTERNAL MODULE: ./src/step/hand-off-sidecar.ts
var hand_off_sidecar = __webpack_require__(93167);
;// CONCATENATED MODULE: ./src/visitors/files/hand-off-sidecar.ts



/**
 * Leaves the sidecar beside content-gaps.md (see src/step/hand-off-sidecar.ts). It tells an agent
 * step of the same job that a prompt file is these content gaps, wherever it was copied: always,
 * since `show-prompt: auto` hides them by it; and it lets that step record the hand-off when the
 * hand-off can be followed: an artifact to name it after, and a period with both ends. A sidecar
 * that cannot be written costs the hand-off, never the report: a warning says so.
 */
async function leaveHandOffSidecar(source) {
    const { from, to } = source.dateRange;
    const recordable = source.artifactName !== '' && from !== undefined && to !== undefined;
    if (!recordable) {
        log/* log */.Rm.info('No hand-off of the content gaps to the docs agent will be recorded: that needs an "artifact-name" and a period with both ends.');
    }
    const sections = new Map(source.parts
        .filter((part) => part.keys.length > 0)
        .map((part) => [part.name, part.keys.map((key) => source.digests.of(key))]));
    try {
        const file = await (0,hand_off_sidecar/* writeHandOffSidecar */.rn)(source.runnerTemp, source.contentFile, {
            projectId: source.projectId,
            dateFrom: from?.text ?? '',
            dateTo: to?.text ?? '',
            digestCheck: source.digests.check,
            sections,
            artifactName: recordable ? source.artifactName : undefined,
            retentionDays: source.retentionDays,
            contentSha256: (0,hand_off_sidecar/* sha256Of */.Bj)(source.markdown),
            readerTextShown: source.readerText.shown,
        });
        const records = recordable ? ' records the hand-off' : ' keeps it from view where this report does';
        log/* log */.Rm.info(`Wrote ${file}: a docs agent step of this job given ${source.contentFile} as "prompt-file"${records}.`);
    }
    catch (error) {
        log/* log */.Rm.warning(`The note that lets a docs agent step record the hand-off of the content gaps could not be written: ${(0,format/* errorMessage */.gJ)(error)}. The next report will not credit a pull request for them.`, 'Hand-off not prepared');
    }
}

// EXTERNAL MODULE: ./src/posting/headline-text.ts
var headline_text = __webpack_require__(85294);
;// CONCATENATED MODULE: ./src/visitors/summary/summary-copy.ts






/*
 * The report where the team reads it: the summary's open part as a file to post as an issue or
 * a discussion (every link to the run, the artifact or the docs absolute), and the headline as
 * the plain lines of a chat message. Both are made from what the job summary shows, so the three
 * say the same; reader text reaches the file only as it reaches the job summary, never the headline.
 */
/** The platform's dashboard, for a report of the platform's own server; none for another (a simulator). */
const DASHBOARDS = { 'api.mintlify.com': 'https://dashboard.mintlify.com' };
/** The summary file's document: the job summary's heading and open part, then where the rest is. */
function summaryCopy(report, environment, place) {
    const doc = openSummary(report, environment.runUrl);
    addReportOpening(doc, report);
    const { artifactName } = report.settings;
    const artifact = report.artifact?.url
        ? (0,html/* link */.nf)(artifactName, report.artifact.url)
        : artifactName
            ? (0,html/* html */.qy) `${(0,html/* link */.nf)(artifactName, environment.runUrl)}`
            : undefined;
    const files = artifact ? (0,html/* html */.qy) `; its files, in the artifact ${artifact}` : undefined;
    const dashboard = DASHBOARDS[new URL(place.baseUrl).hostname];
    const more = dashboard ? (0,html/* html */.qy) `; the site's analytics, on ${(0,html/* link */.nf)('the dashboard', dashboard)}` : undefined;
    doc.paragraph((0,html/* html */.qy) `<sub>Every figure and section of the report: ${(0,html/* link */.nf)("the run's summary", environment.runUrl)}${files}${more}. How to read them: ${(0,html/* link */.nf)('reading the report', place.readingUrl)}.</sub>`);
    (0,run_footer/* addRunFooter */.OF)(doc, environment);
    return doc;
}
/** The `headline` output: the report's project and period, a plain line per figure, the run's address. */
function headlineCopy(report, runUrl) {
    const { settings, results, following } = report;
    const none = () => (0,html/* html */.qy) ``;
    const lines = [...results.flatMap((result) => result.headline(none)), gapsHeadline(following, false)];
    const title = `📊 Docs analytics report · ${settings.projectId} · ${(0,analysis_dates/* describeDateRange */.hA)(settings.dateRange)}`;
    return (0,headline_text/* plainHeadline */.r)(title, lines.filter((line) => line !== undefined), runUrl);
}

;// CONCATENATED MODULE: ./src/visitors/report-publish.ts
















/*
 * The report's last stages, once every section is in: written (the content gaps and the
 * manifest beside the sections' files, in the staging place), published (moved at once to where
 * they are read, with the note for the agent's hand-off), uploaded as the report artifact.
 */
/** The content gaps and the manifest, written beside the sections' files in the staging place; returns every file's name. */
async function writeReport(settings, { platform, environment }, report, run) {
    const directory = report.places;
    const history = report.history;
    const names = report.results.flatMap((result) => [...result.current.files, ...(result.previous?.files ?? [])]);
    report.contentGaps = (0,content_gaps/* buildContentGaps */.r7)(settings.projectId, report.results);
    if (report.contentGaps) {
        await (0,promises_.writeFile)(external_node_path_default().join(directory.stagingFor(private_text/* CONTENT_GAPS_FILE */.Nq), private_text/* CONTENT_GAPS_FILE */.Nq), report.contentGaps.markdown);
        names.push(private_text/* CONTENT_GAPS_FILE */.Nq);
    }
    // The artifact's copy of the summary file, written as the report will read once published.
    const copy = summaryCopy({ ...report, reportPath: settings.reportDir }, environment, placesOf(settings, environment));
    await (0,promises_.writeFile)(external_node_path_default().join(directory.report.staging, summary_file/* SUMMARY_FILE */.u7), (0,summary_file/* renderSummaryFile */.B2)(copy, environment.runUrl));
    names.push(summary_file/* SUMMARY_FILE */.u7);
    const kept = names.filter((name) => directory.keptApart(name));
    const manifest = buildManifest({
        ...settings,
        range: settings.dateRange,
        generatedAt: run.generatedAt,
        sections: report.results,
        spent: requestsSpent(settings.sections, platform.requestsSent),
        files: [MANIFEST_FILE, ...names.filter((name) => !kept.includes(name))],
        readerText: { ...settings.readerText, keptOnRunner: kept },
        contentGapCount: report.contentGaps?.count,
        gapsFollowed: report.following?.counts,
        comparison: { source: history.source, note: history.note },
        history: run.record,
    });
    await (0,promises_.writeFile)(external_node_path_default().join(directory.report.staging, MANIFEST_FILE), manifest);
    return names;
}
/** Every file moved from the staging place to where it is read, at once, and the note for the agent's hand-off. */
async function publishReport(settings, { limits, environment }, report, names, digests) {
    const stop = (0,runner_limits/* stopError */.Dr)(limits, 'publishing the report files');
    if (stop)
        throw stop;
    const directory = report.places;
    const { report: published, readerText } = await directory.publish([MANIFEST_FILE, ...names]);
    report.publishedFiles = published;
    report.readerTextFiles = readerText;
    report.reportPath = settings.reportDir;
    report.contentGapsFile = [...published, ...readerText].find((file) => external_node_path_default().basename(file) === private_text/* CONTENT_GAPS_FILE */.Nq);
    if (readerText.length > 0) {
        log/* log */.Rm.info(`Wrote ${(0,format/* count */.U9)(readerText.length, 'file')} holding reader text to ${settings.readerTextDir}, which is not uploaded (${settings.readerText.reason}).`);
    }
    log/* log */.Rm.info(`Wrote ${(0,format/* count */.U9)(published.length, 'report file')} to ${settings.reportDir}.`);
    if (report.contentGaps && report.contentGapsFile) {
        const parts = report.results.map((result) => ({ name: result.name, keys: result.contentGaps()?.keys ?? [] }));
        const { runnerTemp } = environment;
        const gaps = { contentFile: report.contentGapsFile, markdown: report.contentGaps.markdown, parts, digests };
        await leaveHandOffSidecar({ ...settings, ...gaps, runnerTemp });
    }
}
async function uploadReport(settings, { environment, limits }, report) {
    if (!settings.artifactName)
        return;
    const request = {
        name: settings.artifactName,
        rootDirectory: settings.reportDir,
        files: report.publishedFiles,
        retentionDays: settings.retentionDays,
        overwrite: settings.overwrite,
        withoutService: {
            message: `Not running on a GitHub runner (no artifact service), so artifact "${settings.artifactName}" was not uploaded; the report files are in ${settings.reportDir}.`,
            title: 'Artifact not uploaded',
        },
    };
    report.artifact = await log/* log */.Rm.group('Upload the report artifact', () => (0,artifact_upload/* uploadArtifact */.m)(request, environment, limits));
}
function placesOf(settings, environment) {
    return { readingUrl: (0,run_footer/* actionFileUrl */.g4)(environment, READING_THE_REPORT), baseUrl: settings.baseUrl };
}
/**
 * Once the step's ending is known: the summary file in the report directory written again as it
 * ended (the artifact's link, a failed upload in its heading), and the two outputs that carry the
 * report to where the team reads it. Only for a published report; a file that cannot be written
 * is a warning, and its output is left unset.
 */
async function withReportCopies(result, report, environment) {
    const { reportPath } = report;
    if (reportPath === undefined)
        return result;
    const settings = report.settings;
    const headline = headlineCopy(report, environment.runUrl);
    const period = (0,analysis_dates/* describeDateRange */.hA)(settings.dateRange);
    const copy = summaryCopy(report, environment, placesOf(settings, environment));
    try {
        const file = await (0,summary_file/* writeSummaryFile */.o0)(external_node_path_default().join(reportPath, summary_file/* SUMMARY_FILE */.u7), copy, environment.runUrl);
        return { ...result, outputs: { ...result.outputs, 'summary-file': file, headline, period } };
    }
    catch (error) {
        log/* log */.Rm.warning(`Could not write ${summary_file/* SUMMARY_FILE */.u7} in ${reportPath}: ${(0,format/* errorMessage */.gJ)(error)}`, 'Summary file not written');
        return { ...result, outputs: { ...result.outputs, headline, period } };
    }
}

;// CONCATENATED MODULE: ./src/visitors/progress/progress-keep.ts








/*
 * The report's progress, uploaded as `<artifact-name>-progress`: partial, with the answers kept
 * so far sealed beside the record, when the run stops before the report is complete; complete,
 * with the record alone, when a report continued on a schedule is done (so the next run knows).
 * The upload has time of its own: a run stopped by its timeout or cancelled still keeps what it
 * spent, within the runner's grace after a cancellation.
 */
/** The upload's time after a timeout: enough for a few MB to the artifact service. */
const LATE_UPLOAD_MS = 30_000;
/** After a cancellation the runner kills the step within seconds: what is left of them. */
const CANCELLED_UPLOAD_MS = 2_000;
/** Progress is worth nothing once its report is abandoned (7 days after its period): kept a day past that. */
const RETENTION_DAYS = 8;
/** What a failed keeping costs, said in its warning. */
const LOST = {
    kept: {
        title: 'Report progress not kept',
        what: "The report's progress was not kept",
        cost: 'A later run starts it afresh.',
    },
    carried: {
        title: 'Complete report not carried',
        what: "The complete report's record was not carried into this run",
        cost: 'A roll-up of this run shows the project without its report; the report itself stays complete.',
    },
};
/** Uploads the progress; a failure is a warning (the report is no worse than before), never the step's. */
async function keepProgress(progress, environment, limits) {
    const name = progressArtifactName(progress.artifactName);
    const lost = progress.carried ? LOST.carried : LOST.kept;
    let directory;
    try {
        directory = await (0,promises_.mkdtemp)(external_node_path_default().join(environment.runnerTemp, 'visitors-progress-upload-'));
        const files = [external_node_path_default().join(directory, PROGRESS_FILE)];
        let sealed = null;
        if (progress.answersFile) {
            files.push(external_node_path_default().join(directory, ANSWERS_FILE));
            sealed = await progress.keys.seal(progress.answersFile, external_node_path_default().join(directory, ANSWERS_FILE));
        }
        await (0,promises_.writeFile)(files[0], writeRecord({ ...progress.record, sealed }, progress.keys));
        const request = {
            name,
            rootDirectory: directory,
            files,
            retentionDays: RETENTION_DAYS,
            overwrite: true,
            withoutService: {
                message: `Not running on a GitHub runner (no artifact service). ${lost.what}. ${lost.cost}`,
                title: lost.title,
            },
        };
        return await (0,artifact_upload/* uploadArtifact */.m)(request, environment, uploadLimits(limits));
    }
    catch (error) {
        log/* log */.Rm.warning(`${lost.what}: ${(0,format/* errorMessage */.gJ)(error)} ${lost.cost}`, lost.title);
        return undefined;
    }
    finally {
        if (directory)
            await (0,promises_.rm)(directory, { recursive: true, force: true }).catch(() => undefined);
    }
}
/** Past the deadline, or after a cancellation, the upload still has its own few seconds. */
function uploadLimits(limits) {
    const time = limits.signal.aborted ? CANCELLED_UPLOAD_MS : Math.max(LATE_UPLOAD_MS, (0,runner_limits/* remainingMs */.XW)(limits));
    return (0,runner_limits/* createStepLimits */.Jj)(time, new AbortController().signal, limits.now);
}
/**
 * A run that finds its report already done keeps the done record in this run too, spending
 * nothing: a roll-up of this run (mode rollup) then has the project's figures, and the record
 * outlives the run that made it. Only a record that carries the figures (`rollup`) is worth it.
 */
async function carryDone(found, artifactName, keys, { environment, limits }) {
    if (!found.record.rollup)
        return;
    const record = { ...found.record, lastRun: 0 };
    const carried = { artifactName, record, answersFile: undefined, keys, carried: true };
    await log/* log */.Rm.group('Carry the complete report into this run', () => keepProgress(carried, environment, limits));
}

;// CONCATENATED MODULE: ./src/visitors/report-resume.ts













/** Whether a report can go on in a later run: its history is read (`history: auto`) and kept as an artifact, for a closed period. */
function resumable(settings) {
    return settings.history && settings.artifactName !== '' && !!settings.dateRange.from && !!settings.dateRange.to;
}
async function startProgress(settings, { environment, limits }, generatedAt, answers) {
    if (!resumable(settings))
        return { settings, progress: undefined, done: undefined };
    const keys = new ProgressKeys(settings.apiKey, settings.projectId);
    const workDir = await (0,promises_.mkdtemp)(external_node_path_default().join(environment.runnerTemp, 'visitors-progress-'));
    try {
        const { found, gitHubFailed } = await log/* log */.Rm.group("Look for the report's progress", () => lookUpProgress(settings, environment, limits, keys, external_node_path_default().join(workDir, 'found'), answers));
        const choice = chooseProgress(settings, found, limits.now());
        if (choice.kind === 'done') {
            await (0,promises_.rm)(workDir, { recursive: true, force: true });
            // Its record carried into this run, for the run's roll-up: no analytics request.
            await carryDone(choice.found, settings.artifactName, keys, { environment, limits });
            return { settings, progress: undefined, done: choice, gitHubFailed };
        }
        const resumed = choice.kind === 'resume' ? choice.found : undefined;
        const ranged = choice.kind === 'fresh'
            ? settings
            : { ...settings, dateRange: choice.dateRange, previousRange: choice.previousRange };
        const journal = await openJournal(resumed?.answersFile, workDir);
        const progress = {
            keys,
            journal,
            workDir,
            startedAt: resumed?.record.startedAt ?? generatedAt,
            runsBefore: resumed?.record.runs ?? 0,
            requestsBefore: resumed?.record.requests ?? 0,
            resumedFrom: resumed?.runId,
            estimate: undefined,
            stop: undefined,
            budgetFreeAt: undefined,
            kept: undefined,
        };
        const lastReportRun = choice.kind === 'next' ? choice.publishedIn : undefined;
        return { settings: ranged, progress, done: undefined, gitHubFailed, lastReportRun };
    }
    catch (error) {
        // Cancelled or out of time while looking: nothing of this run's is left behind.
        await (0,promises_.rm)(workDir, { recursive: true, force: true }).catch(() => undefined);
        throw error;
    }
}
/** The journal of the answers kept, or of none when they cannot be read back (the report then asks for them again). */
async function openJournal(answersFile, workDir) {
    const fresh = external_node_path_default().join(workDir, 'answers.jsonl');
    if (answersFile === undefined)
        return AnswerJournal.open(fresh);
    try {
        return await AnswerJournal.open(answersFile);
    }
    catch (error) {
        log/* log */.Rm.notice(`The report's kept answers could not be read back (${(0,format/* errorMessage */.gJ)(error)}): they are asked for again.`, 'Report progress dropped');
        return AnswerJournal.open(fresh);
    }
}
/** Analytics requests this run sent: the sections' endpoints, as the spend counts them. */
function spentThisRun(settings, platform) {
    return requestsSpent(settings.sections, platform.requestsSent).total;
}
/**
 * Keeps the progress once the work stopped: partial, with every answer, when the run stopped
 * short of publishing and uploading the report; complete when a report continued on a schedule
 * (`max-requests`) or over several runs is done. Sets `report.state` from what became of it.
 */
async function finishProgress(settings, report, { platform, environment, limits }, stopped) {
    const progress = report.progress;
    const complete = report.reportPath !== undefined;
    if (!progress) {
        report.state = complete ? 'complete' : undefined;
        return;
    }
    const { journal, keys } = progress;
    try {
        const record = {
            projectId: settings.projectId,
            dateFrom: settings.dateRange.from?.text ?? '',
            dateTo: settings.dateRange.to?.text ?? '',
            previous: settings.previousRange
                ? { dateFrom: settings.previousRange.from?.text ?? '', dateTo: settings.previousRange.to?.text ?? '' }
                : null,
            shape: settings.exportShape,
            startedAt: progress.startedAt,
            runs: progress.runsBefore + 1,
            requests: progress.requestsBefore + spentThisRun(settings, platform),
            answers: journal?.answers ?? 0,
            lastRun: spentThisRun(settings, platform),
            ...(progress.estimate === undefined ? {} : { estimate: progress.estimate }),
        };
        const artifactName = settings.artifactName;
        if (stopped !== undefined) {
            progress.stop = progressStopOf(stopped);
            const wait = budgetWaitOf(stopped);
            progress.budgetFreeAt = wait === undefined ? undefined : limits.now() + wait;
            // A refusal meets the next run too, which must change its settings: nothing is kept for it.
            if (!journal || journal.answers === 0 || (0,errors/* isRefusal */.vu)(stopped))
                return;
            // A page asked for before the stop may still arrive: the file sealed is the file as it is now.
            journal.freeze();
            progress.kept = await log/* log */.Rm.group("Keep the report's progress", () => keepProgress({ artifactName, record: { ...record, state: 'partial' }, answersFile: journal.file, keys }, environment, limits));
            if (progress.kept)
                log/* log */.Rm.info(`Kept the report's progress (${(0,format/* count */.U9)(record.answers, 'answer')}, ${(0,format/* count */.U9)(record.requests, 'request')} in ${(0,format/* count */.U9)(record.runs, 'run')}): the next run goes on from here.`);
        }
        else if (complete && (settings.maxRequests !== undefined || progress.resumedFrom !== undefined)) {
            // So the next run of a report continued on a schedule knows it is done, and sends nothing.
            const rollup = {
                completedIn: environment.runId ?? null,
                headline: headlineOf({
                    sections: report.results,
                    contentGapCount: report.contentGaps?.count,
                    gapsFollowed: report.following?.counts,
                }),
            };
            const marked = {
                artifactName,
                record: { ...record, state: 'complete', rollup },
                answersFile: undefined,
                keys,
            };
            await log/* log */.Rm.group('Mark the report complete', () => keepProgress(marked, environment, limits));
        }
    }
    finally {
        report.state = complete ? 'complete' : progress.kept ? 'partial' : undefined;
        journal?.close();
        await (0,promises_.rm)(progress.workDir, { recursive: true, force: true }).catch(() => undefined);
    }
}

// EXTERNAL MODULE: ./src/inputs/former-spellings.ts
var former_spellings = __webpack_require__(37770);
// EXTERNAL MODULE: ./src/inputs/parsers.ts
var parsers = __webpack_require__(45165);
;// CONCATENATED MODULE: ./src/visitors/analysis/previous-period.ts

/**
 * The period of the same length that ends where `range` starts: the week before a weekly
 * report. Whole-day bounds stay whole days; others become UTC timestamps. `compareAtDefault`:
 * the workflow did not set `compare`, so an error says it is the default and gives the line
 * that turns it off.
 */
function previousPeriod(range, now, compareAtDefault = false) {
    const { from, to } = range;
    const compare = compareAtDefault
        ? 'Input "compare" is previous-period, its default since 2.0.0, and'
        : 'Input "compare" set to previous-period';
    const off = compareAtDefault ? 'Write "compare: off" to report the range alone' : 'Set "compare: off"';
    if (!from || !to) {
        throw new Error(`${compare} needs both "date-from" and "date-to": the previous period is the one of the same length that ends where "date-from" starts. ${off}, or give both.`);
    }
    const start = from.instant - (to.instant - from.instant);
    const wholeDays = from.instant % analysis_dates/* DAY_MS */.sO === 0 && to.instant % analysis_dates/* DAY_MS */.sO === 0;
    const previousFrom = wholeDays ? (0,analysis_dates/* fromInstant */.uJ)(start) : { text: new Date(start).toISOString(), instant: start };
    const earliest = (0,analysis_dates/* startOfDay */.ol)(now.getTime()) - analysis_dates/* MAX_HISTORY_DAYS */.s9 * analysis_dates/* DAY_MS */.sO;
    if (start < earliest) {
        throw new Error(`${compare} would start the previous period on ${previousFrom.text}, more than ${analysis_dates/* MAX_HISTORY_DAYS */.s9} days ago: further back than the analytics are taken to be kept. ${off}, or shorten the range.`);
    }
    return { from: previousFrom, to: from };
}

;// CONCATENATED MODULE: ./src/visitors/reader-text.ts



/*
 * Whether text readers wrote (search terms, questions to the assistant) may appear in the job
 * summary and the uploaded artifact. On a public repository both are readable by anyone, and
 * readers paste addresses and keys into search boxes; so by default (`reader-text: auto`) the
 * text is shown only when the event payload says the repository is private or internal.
 */
const READER_TEXT_CHOICES = ['auto', 'true', 'false'];
function readerTextRule(text, payload) {
    const choice = (0,parsers/* parseChoice */.HU)('reader-text', text, READER_TEXT_CHOICES);
    if (choice === 'true')
        return { shown: true, reason: '"reader-text" is true' };
    if (choice === 'false')
        return { shown: false, reason: '"reader-text" is false' };
    return (0,private_text/* visibilityRule */.D6)(payload);
}
/**
 * `reader-text: true` on a repository whose runs anyone may read: allowed, since a team may
 * choose it, but said once before any request, since text published cannot be taken back.
 * `sections` are the report's sections that hold reader text; with none, nothing is published.
 */
function noticePublishedReaderText(rule, payload, sections) {
    const repository = (0,private_text/* visibilityRule */.D6)(payload);
    if (!rule.shown || repository.shown || sections.length === 0)
        return;
    log/* log */.Rm.notice(`"reader-text" is true and ${repository.reason}: what readers wrote in ${sections.join(' and ')} (search terms, questions to the assistant) is published in this job summary and the artifact, for anyone who can read this repository's runs. Write "reader-text: auto" to keep it on the runner.`, 'Reader text published');
}

// EXTERNAL MODULE: ./src/visitors/visitors-declaration.ts
var visitors_declaration = __webpack_require__(25961);
;// CONCATENATED MODULE: ./src/visitors/visitors-inputs.ts










/** The largest `max-requests`: ten thousand hours of the analytics budget. */
const MAX_REQUESTS_CAP = 1_000_000;
const ARTIFACT_NAME_FORBIDDEN = /[":<>|*?\\/\r\n]/;
function readVisitorsSettings(common, inputs, environment, now) {
    const { input, rawInput, written } = inputs;
    const artifactName = readArtifactName(input('artifact-name'));
    const sections = readSections(input('include'));
    const dateRange = (0,analysis_dates/* resolveDateRange */.wT)(input('date-from'), input('date-to'), now, {
        from: !written('date-from').set,
        to: !written('date-to').set,
    });
    const compare = (0,parsers/* parseChoice */.HU)('compare', input('compare'), ['previous-period', 'off']);
    const previousRange = compare === 'previous-period' ? previousPeriod(dateRange, now, !written('compare').set) : undefined;
    const retention = rawInput('retention-days');
    const reportDir = rawInput('report-dir').trim();
    const overwrite = (0,parsers/* parseBoolean */.yG)('overwrite', input('overwrite'));
    const readerText = readerTextRule(input('reader-text'), environment.eventPayload);
    if (overwrite && artifactName === '') {
        throw new Error(`Input "overwrite" is true but "${(0,former_spellings/* asLine */.Bd)(written('artifact-name'))}" uploads no artifact: there is none to replace.`);
    }
    const pageSize = (0,parsers/* parseInteger */.cG)('page-size', input('page-size'), { min: 1, max: 250 });
    const sectionOptions = (0,table/* readSectionOptions */.QQ)(input, sections, (name) => written(name).name);
    const maxRequests = input('max-requests').trim();
    const settings = {
        ...common,
        dateRange,
        previousRange,
        sections,
        pageSize,
        ...sectionOptions,
        summaryRows: (0,parsers/* parseInteger */.cG)('summary-rows', input('summary-rows'), { min: 0, max: 1000 }),
        reportDir: readReportDir(reportDir, environment, readerText.shown || (0,table/* readerTextSections */.D$)(sections).length === 0),
        artifactName,
        retentionDays: retention.trim() === ''
            ? undefined
            : (0,parsers/* parseInteger */.cG)(written('retention-days').name, retention, { min: 1, max: 400 }),
        overwrite,
        readerText,
        readerTextDir: (0,private_text/* readerTextDirectory */.AL)(environment),
        history: (0,parsers/* parseChoice */.HU)('history', input('history'), ['auto', 'off']) === 'auto',
        historyPeriods: (0,parsers/* parseInteger */.cG)('history-periods', input('history-periods'), { min: 1, max: MAX_HISTORY_PERIODS }),
        maxRequests: readMaxRequests(maxRequests),
        exportShape: JSON.stringify({ sections, pageSize, compare, options: sectionOptions }),
        periodSet: [input('date-from'), input('date-to')].some((text) => /^\s*\d{4}-\d{2}-\d{2}/.test(text)),
    };
    requireResumable(settings, written('artifact-name').name);
    inputs.warnFormerSpellings();
    noticePublishedReaderText(readerText, environment.eventPayload, (0,table/* readerTextSections */.D$)(sections));
    return settings;
}
/**
 * `max-requests` stops a run short of the report on purpose, so a later run must be able to go
 * on: the progress is an artifact, read back as the history is.
 */
function requireResumable(settings, artifactInput) {
    if (settings.maxRequests === undefined)
        return;
    const why = !settings.history
        ? '"history" is off, and the next run reads the progress from the workflow\'s artifacts as it reads the history'
        : settings.artifactName === ''
            ? `"${artifactInput}" is off, and the progress is kept as the artifact "<artifact-name>-progress"`
            : !settings.dateRange.from || !settings.dateRange.to
                ? 'the period is open: a report goes on over several runs only for a period with both "date-from" and "date-to"'
                : undefined;
    if (why)
        throw new Error(`Input "max-requests" (${settings.maxRequests}) stops a run before its report is complete, for a later run to go on with it; but ${why}.`);
}
/** `artifact-name`, or `''` for `off`: no artifact. */
function readArtifactName(text) {
    const artifactName = text.trim();
    const words = ['off'];
    if ((0,parsers/* wordAlone */.ct)(artifactName, words) !== undefined)
        return '';
    if (ARTIFACT_NAME_FORBIDDEN.test(artifactName)) {
        throw new Error(`Input "artifact-name" must be ${(0,parsers/* aloneOr */.n9)(words)}a name without any of " : < > | * ? \\ / or line breaks; got "${artifactName}".`);
    }
    return artifactName;
}
/** `include`: `all`, or the sections listed; the section every report has comes first either way. */
function readSections(text) {
    const included = (0,parsers/* parseChoiceList */.pT)('include', text, [table/* ALWAYS_INCLUDED */.pi, ...table/* EXTRA_SECTIONS */.ij], [visitors_declaration/* INCLUDE_ALL */.fQ]);
    if (included === visitors_declaration/* INCLUDE_ALL */.fQ)
        return [table/* ALWAYS_INCLUDED */.pi, ...table/* EXTRA_SECTIONS */.ij];
    return [table/* ALWAYS_INCLUDED */.pi, ...table/* EXTRA_SECTIONS */.ij.filter((name) => included.includes(name))];
}
/**
 * `report-dir` is for sharing (the artifact, or a later upload step); the directory for hidden
 * reader text never is. One inside the other (or the same) would mix them, so that is refused.
 */
function readReportDir(text, environment, nothingKeptApart) {
    const reportDir = external_node_path_default().resolve(environment.workspace, text || external_node_path_default().join(environment.runnerTemp, 'visitors-report'));
    if (nothingKeptApart)
        return reportDir;
    const readerTextDir = (0,private_text/* readerTextDirectory */.AL)(environment);
    const inside = (child, parent) => {
        const relative = external_node_path_default().relative(parent, child);
        return !relative.startsWith('..') && !external_node_path_default().isAbsolute(relative);
    };
    if (inside(reportDir, readerTextDir) || inside(readerTextDir, reportDir)) {
        throw new Error(`Input "report-dir" (${reportDir}) must not hold, or be inside, ${readerTextDir}, where files with text readers wrote are kept out of the artifact.`);
    }
    return reportDir;
}
/** `max-requests`: empty for no cap but the budget's, which is what a `0` would have meant. */
function readMaxRequests(text) {
    if (text === '')
        return undefined;
    if (/^0+$/.test(text))
        throw new Error(`Input "max-requests" must be a whole number from 1 to ${MAX_REQUESTS_CAP}; got "${text}". Leave it empty (or remove it) for no cap but the organization's budget.`);
    return (0,parsers/* parseInteger */.cG)('max-requests', text, { min: 1, max: MAX_REQUESTS_CAP });
}

;// CONCATENATED MODULE: ./src/visitors/run-visitors.ts


















// The mode table loads the settings reader with the runner: one chunk of the bundle, loaded once.

const READER_TEXT_WITHHELD = 'the answer holds text readers wrote, which "reader-text" hides';
/**
 * Visitors mode: the weekly docs report, as its stages: begin (the report directory checked,
 * the progress of an unfinished report gone on with), read the last report, plan, fetch each
 * section (resumable: every answer kept), settle the history, write, publish, upload. Whatever
 * stops the work, the progress is kept for the next run and the result says how far it got.
 */
async function runVisitorsMode(settings, collaborators) {
    const report = startReport(settings);
    const generatedAt = new Date(collaborators.limits.now()).toISOString();
    let stopped;
    let begun = { settings, progress: undefined, done: undefined };
    // The progress and the history search the same earlier runs: what GitHub says of them is asked once.
    const answers = new SearchAnswers();
    try {
        begun = await beginReport(settings, collaborators, report, { generatedAt, answers });
        if (!begun.done)
            await produceReport(begun, collaborators, report, { generatedAt, answers });
    }
    catch (error) {
        stopped = error;
    }
    finally {
        await finishProgress(begun.settings, report, collaborators, stopped);
        if (report.reportPath === undefined)
            await report.places?.discard();
    }
    if (begun.done && stopped === undefined)
        return endDoneReport(begun.settings, begun.done, collaborators);
    return withReportCopies(endReport(report, collaborators, stopped), report, collaborators.environment);
}
/** The first stage: the report directory checked, then the progress this run goes on with, if any. */
async function beginReport(settings, collaborators, report, { generatedAt, answers }) {
    const { limits } = collaborators;
    report.places = await (0,runner_limits/* bounded */.Mm)(limits, 'checking "report-dir"', () => ReportPlaces.prepare(settings));
    const begun = await startProgress(settings, collaborators, generatedAt, answers);
    report.settings = begun.settings;
    report.progress = begun.progress;
    return begun;
}
async function produceReport({ settings, gitHubFailed, lastReportRun }, collaborators, report, { generatedAt, answers }) {
    const digests = new GapDigests(settings.apiKey);
    const history = gitHubFailed
        ? historyWithout(gitHubFailed, settings)
        : await readLastReport(settings, collaborators, digests, { answers, namedRun: lastReportRun });
    report.history = history;
    planReport(settings, history, report);
    await fetchSections(settings, collaborators, report, { generatedAt, digests });
    const settled = settleHistory({
        range: settings.dateRange,
        results: report.results,
        use: history,
        historyPeriods: settings.historyPeriods,
        readerTextShown: settings.readerText.shown,
        digests,
    });
    report.trend = settled.trend;
    report.following = settled.following;
    const names = await writeReport(settings, collaborators, report, { generatedAt, record: settled.record });
    await publishReport(settings, collaborators, report, names, digests);
    await uploadReport(settings, collaborators, report);
}
function readLastReport(settings, { environment, limits, platform }, digests, search) {
    if (!settings.history)
        return Promise.resolve(noHistory(settings, undefined));
    return log/* log */.Rm.group('Read the last report', () => lookUpHistory(settings, environment, limits, digests, platform, search));
}
/** Before the first request: what the report will spend, said in the log (and, from the report, in the summary). */
function planReport(settings, history, report) {
    const estimate = estimateRequests(settings, history);
    if (report.progress)
        report.progress.estimate = estimate;
    log/* log */.Rm.info(describePlan(settings, history.source, estimate, report.progress));
}
/** Each section in the report's order, its answers kept for a later run and taken from the earlier ones. */
async function fetchSections(settings, { platform, limits }, report, run) {
    const journal = report.progress?.journal;
    const answering = journal ? answeringFrom(platform, journal, settings.maxRequests) : platform;
    const directory = report.places;
    const history = report.history;
    const context = {
        projectId: settings.projectId,
        reportDir: settings.reportDir,
        options: settings,
        platform: answering,
        limits,
        staging: directory.report.staging,
        readerTextStaging: directory.readerText?.staging,
        generatedAt: run.generatedAt,
        negativeCounts: { warned: false },
        followedGaps: history.followed && { digests: run.digests, followed: history.followed },
    };
    for (const name of settings.sections) {
        const section = (0,table/* sectionNamed */.H$)(name);
        // Answers that hold reader text stay out of the debug log too when it is hidden.
        const hidden = section.readerText && !settings.readerText.shown;
        const withheld = hidden ? { ...context, platform: (0,platform_client/* withholdingAnswers */.r)(answering, READER_TEXT_WITHHELD) } : context;
        const previous = settings.previousRange && { range: settings.previousRange, stored: history.stored?.[name] };
        const found = await log/* log */.Rm.group(section.groupName, () => exportReportSection(withheld, section, settings.dateRange, previous));
        report.results.push(found);
    }
    if (journal && journal.replayed > 0)
        log/* log */.Rm.info(`Took ${(0,format/* count */.U9)(journal.replayed, 'answer')} from the report's progress: no request was sent for them.`);
}


/***/ })

};
