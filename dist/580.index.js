export const id = 580;
export const ids = [580];
export const modules = {

/***/ 11974:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CC: () => (/* binding */ addEarlierSendLine),
/* harmony export */   Ov: () => (/* binding */ NotSentAgainError),
/* harmony export */   gN: () => (/* binding */ earlierSendOf)
/* harmony export */ });
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47708);
/* harmony import */ var _text_html_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20534);


/*
 * What a step does about an earlier attempt's send, the same way in every mode: send when no
 * earlier attempt did; take up what it sent (wait for the job or the deployment, report the
 * automation run); or, when that cannot be told, send nothing and say why.
 */
/** What each kind of send did, as the log and the summary say it. */
const DEED = {
    'agent job': 'created the agent job',
    'follow-up message': 'sent the follow-up message',
    deployment: 'triggered the deployment',
    'preview deployment': 'triggered the preview deployment',
    'automation run': 'triggered the automation',
};
/** A re-run attempt that must not send: what an earlier attempt did cannot be told, or it may have sent. */
class NotSentAgainError extends Error {
    name = 'NotSentAgainError';
}
/**
 * The earlier attempt's record to take up, or undefined when this attempt is to send. Throws
 * NotSentAgainError when it must not send. An agent job whose create answer was lost but named
 * the job is taken up: its id is known.
 */
async function earlierSendOf(sends, kind) {
    const earlier = await sends.earlier();
    if (earlier.kind === 'first' || earlier.kind === 'none')
        return undefined;
    const deed = DEED[kind];
    if (earlier.kind === 'unknown' || earlier.record.kind !== kind) {
        const why = earlier.kind === 'unknown' ? earlier.why : `its record is of another kind of send (${earlier.record.kind}).`;
        throw new NotSentAgainError(`This is attempt ${sends.attempt} of the workflow run, and whether an earlier attempt already ${deed} could not be told: ${why} Nothing was sent, so as not to send it twice; to send it anyway, start a new run of the workflow.`);
    }
    const { record } = earlier;
    if (!record.confirmed && !(kind === 'agent job' && record.id !== null)) {
        throw new NotSentAgainError(`Attempt ${record.attempt} of this workflow run may have ${deed}: the platform's answer to it was lost. Nothing was sent again. Check the project on the dashboard; to send it anyway, start a new run of the workflow.`);
    }
    _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm.info(`Attempt ${record.attempt} of this workflow run already ${deed}${record.id === null ? '' : ` (${record.id})`}: this attempt takes it up and sends nothing.`);
    return record;
}
/** The summary's line for a send taken up from an earlier attempt. */
function addEarlierSendLine(summary, record, attempt) {
    const id = record.id === null ? '' : (0,_text_html_js__WEBPACK_IMPORTED_MODULE_1__/* .html */ .qy) ` (${(0,_text_html_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq)(record.id, 200)})`;
    summary.paragraph((0,_text_html_js__WEBPACK_IMPORTED_MODULE_1__/* .html */ .qy) `🔁 Attempt ${String(record.attempt)} of this workflow run ${DEED[record.kind]}${id}. This attempt (${String(attempt)}) took it up and sent nothing again.`);
}


/***/ }),

/***/ 75256:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K: () => (/* binding */ stepSends)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/github/artifact-download.ts + 1 modules
var artifact_download = __webpack_require__(81043);
// EXTERNAL MODULE: ./src/github/run-artifact-list.ts
var run_artifact_list = __webpack_require__(38758);
// EXTERNAL MODULE: ./src/github/github-client.ts
var github_client = __webpack_require__(53074);
// EXTERNAL MODULE: ./src/runner/limits.ts
var runner_limits = __webpack_require__(81864);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(98488);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/runner/environment.ts
var runner_environment = __webpack_require__(45047);
// EXTERNAL MODULE: ./src/text/path-segment.ts
var path_segment = __webpack_require__(23412);
;// CONCATENATED MODULE: ./src/attempts/sent-record.ts



/*
 * What a step sent to the platform, recorded as an artifact of its workflow run the moment the
 * platform answered, so that a later attempt of the same run ("Re-run jobs") finds it and waits
 * for it or reports it, instead of sending it again. The record holds ids only, never a prompt:
 * it is uploaded on public repositories too. It is read back as hostile: any step of the run
 * could upload an artifact of its name.
 */
/** sent.json's format. */
const SENT_FORMAT = 1;
/** The file the artifact holds. */
const SENT_FILE = 'sent.json';
/** The most a record may take, zipped or as sent.json: it is a few hundred bytes. */
const MAX_SENT_BYTES = 16 * 1024;
const KINDS = [
    'agent job',
    'follow-up message',
    'deployment',
    'preview deployment',
    'automation run',
];
/**
 * The inputs that say what a mode sends, beside the project and the address: the step's key is
 * made of these, so an input that only shapes the wait (`timeout`, `poll-interval`), changed
 * between attempts, or a new input with a default in a later release, never makes it another step.
 */
const SENT_BY = {
    agent: ['prompt', 'prompt-file', 'job-id'],
    deploy: [],
    preview: ['branch'],
    automation: ['automation-id'],
};
/**
 * The step's key: the same in every attempt of the run, another for another step, job or thing
 * sent. Keyed with the API key (an HMAC), so the artifact's name, which anyone who can read the
 * run sees, cannot confirm a guessed prompt.
 */
function stepKey(environment, step) {
    const inputs = (SENT_BY[step.mode] ?? []).map((name) => [name, (0,runner_environment/* givenInputValue */.be)(name)]);
    const place = [environment.workflowPath, environment.jobKey, environment.stepKey];
    const parts = [...place, step.mode, step.projectId, step.baseUrl, inputs];
    return (0,external_node_crypto_.createHmac)('sha256', step.apiKey).update(JSON.stringify(parts)).digest('hex').slice(0, 16);
}
/** The artifact's name prefix, for one step: the attempt that sent follows it. */
function sentRecordPrefix(key) {
    return `docs-agent-sent-${key}-attempt-`;
}
function sentRecordJson(record) {
    return `${JSON.stringify({ format: SENT_FORMAT, ...record }, null, 2)}\n`;
}
/** The record a file holds, checked field by field; throws naming the first field that is not what the action writes. */
function parseSentRecord(text, attempt) {
    const value = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        throw new Error('it is not a JSON object');
    const fields = value;
    if (fields['format'] !== SENT_FORMAT)
        throw new Error(`its format is not ${SENT_FORMAT}`);
    const kind = KINDS.find((each) => each === fields['kind']);
    if (kind === undefined)
        throw new Error('its kind is not one the action writes');
    const id = fields['id'];
    if (id !== null && (typeof id !== 'string' || (0,path_segment/* pathSegmentProblem */.i)(id) !== undefined || id.length > 200))
        throw new Error('its id is not an id');
    const confirmed = fields['confirmed'];
    if (typeof confirmed !== 'boolean')
        throw new Error('it does not say whether the platform answered');
    if (id === null && confirmed && kind !== 'automation run')
        throw new Error(`it names no ${kind}`);
    const address = fields['address'];
    if (address !== null && (typeof address !== 'string' || !plainHttps(address)))
        throw new Error('its address is not a plain https address');
    if (fields['attempt'] !== attempt)
        throw new Error(`it names another attempt than ${attempt}`);
    const sentAt = fields['sentAt'];
    if (typeof sentAt !== 'string' || Number.isNaN(Date.parse(sentAt)))
        throw new Error('its time is not a time');
    return { kind, confirmed, id, address, attempt, sentAt };
}
/** An https address as the action writes one: parsed, no user, password or port, and written as parsed. */
function plainHttps(address) {
    if (address.length > 2_000)
        return false;
    try {
        const url = new URL(address);
        return (url.protocol === 'https:' && url.username === '' && url.password === '' && url.port === '' && url.href === address);
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./src/github/artifact-upload.ts
var artifact_upload = __webpack_require__(32779);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(47708);
;// CONCATENATED MODULE: ./src/attempts/record-upload.ts








/*
 * The upload of a step's record of what it sent (step-sends.ts reads it back on a re-run): never
 * failing the step, whose send stands whatever becomes of its record.
 */
/** The record's own time, cancelled or past the deadline: without it, a re-run would send again. */
const RECORD_MS = 15_000;
/**
 * Uploads the record within a time of its own: a step cancelled, or out of time, just after the
 * platform answered still leaves it. A name already taken in this attempt is another step of the
 * same key: this one's is kept beside it, so a re-run sees both and sends nothing.
 */
async function uploadRecord(environment, name, record, limits) {
    const budget = (0,runner_limits/* createStepLimits */.Jj)(RECORD_MS, new AbortController().signal, limits.now);
    let directory;
    try {
        directory = await (0,promises_.mkdtemp)(external_node_path_default().join(environment.runnerTemp, 'docs-agent-sent-'));
        await (0,promises_.writeFile)(external_node_path_default().join(directory, SENT_FILE), sentRecordJson(record));
        const request = { rootDirectory: directory, files: [external_node_path_default().join(directory, SENT_FILE)], retentionDays: undefined };
        const upload = (as) => (0,artifact_upload/* uploadArtifact */.m)({ ...request, name: as, overwrite: false, withoutService: { message: '', title: '' } }, environment, budget);
        await upload(name).catch((error) => {
            if (!/\(409\)|Conflict/.test((0,format/* errorMessage */.gJ)(error)))
                throw error;
            log/* log */.Rm.warning(`Another step of this run shares this step's key (a matrix's legs with the same inputs?): a re-run of either sends nothing and says so, as it cannot tell their sends apart.`, 'Send recorded twice');
            return upload(`${name}-x${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`);
        });
    }
    catch (error) {
        const sent = record.confirmed ? 'was sent' : 'may have been sent';
        log/* log */.Rm.warning(`The ${record.kind} ${sent}, but recording it for a re-run failed: ${(0,format/* errorMessage */.gJ)(error)} Re-running this job would send it again.`, 'Send not recorded');
    }
    finally {
        if (directory)
            await (0,promises_.rm)(directory, { recursive: true, force: true }).catch(() => undefined);
    }
}

;// CONCATENATED MODULE: ./src/attempts/step-sends.ts









/** `-attempt-2`, or `-attempt-2-x1f2e3d4c` for a second step of one key (a matrix's legs with the same inputs). */
const ATTEMPT_SUFFIX = /^([1-9]\d{0,5})(?:-x[0-9a-f]{8})?$/;
function stepSends(environment, step, limits) {
    const attempt = environment.runAttempt ?? 1;
    const prefix = sentRecordPrefix(stepKey(environment, step));
    return {
        attempt,
        earlier: () => findEarlierSend(environment, step.githubToken, prefix, attempt, limits),
        record: async (sent) => {
            if (!environment.canUploadArtifacts || environment.runId === undefined)
                return;
            const record = { address: null, ...sent, attempt, sentAt: new Date(limits.now()).toISOString() };
            await uploadRecord(environment, `${prefix}${attempt}`, record, limits);
        },
    };
}
async function findEarlierSend(environment, githubToken, prefix, attempt, limits) {
    const { repository, runId } = environment;
    if (attempt <= 1 || repository === undefined || runId === undefined)
        return { kind: 'first' };
    if (githubToken === '')
        return { kind: 'unknown', why: '"github-token" is empty.' };
    let octokit;
    let listed;
    try {
        octokit = await (0,github_client/* createGitHubClient */.LX)({ token: githubToken, apiUrl: environment.apiUrl, limits });
        listed = await listRecords(octokit, environment, prefix, attempt, limits);
    }
    catch (error) {
        if (error instanceof runner_limits/* CancelledError */.cc || error instanceof runner_limits/* DeadlineError */.j3)
            throw error;
        const why = `GitHub did not list this run's artifacts: ${(0,format/* errorMessage */.gJ)(error)}.${(0,github_client/* permissionHint */.fm)(error, 'actions: read')}`;
        return { kind: 'unknown', why };
    }
    if (listed === undefined)
        return { kind: 'unknown', why: `this run has more than ${run_artifact_list/* MAX_ARTIFACT_PAGES */.L * 100} artifacts.` };
    // The latest attempt that sent: one after it only took it up, one before was sent again after it failed.
    const latest = Math.max(0, ...listed.map((each) => each.attempt));
    const records = listed.filter((each) => each.attempt === latest);
    const [record, ...others] = records;
    if (record === undefined)
        return { kind: 'none' };
    if (others.length > 0)
        return {
            kind: 'unknown',
            why: `attempt ${latest} recorded ${records.length} sends of steps that share this step's key (a matrix's legs with the same inputs?).`,
        };
    if (record.expired)
        return { kind: 'unknown', why: `the record of attempt ${latest}, artifact "${record.name}", has expired.` };
    return readRecord(octokit, environment, record, limits);
}
/** This step's records among the run's artifacts, of attempts before this one; undefined past the pages searched. */
async function listRecords(octokit, environment, prefix, attempt, limits) {
    const runId = environment.runId;
    const what = `listing the artifacts of run ${runId}`;
    const { artifacts, complete } = await (0,run_artifact_list/* listRunArtifactPages */.Y)(octokit, environment.repository, runId, limits, what);
    if (!complete)
        return undefined;
    return artifacts.flatMap((artifact) => {
        const sentBy = artifact.name.startsWith(prefix) ? ATTEMPT_SUFFIX.exec(artifact.name.slice(prefix.length)) : null;
        const number = sentBy ? Number(sentBy[1]) : 0;
        return number >= 1 && number < attempt
            ? [{ id: artifact.id, name: artifact.name, attempt: number, expired: artifact.expired }]
            : [];
    });
}
async function readRecord(octokit, environment, listed, limits) {
    const workDir = await (0,promises_.mkdtemp)(external_node_path_default().join(environment.runnerTemp, 'docs-agent-sent-'));
    const named = `artifact "${listed.name}"`;
    try {
        const source = {
            ...{ octokit, repository: environment.repository, artifactId: listed.id, workDir: external_node_path_default().join(workDir, 'zip') },
            label: `${named} (id ${listed.id})`,
            maxZipBytes: MAX_SENT_BYTES,
        };
        const caps = { maxEntries: 10, maxUnpackedBytes: MAX_SENT_BYTES };
        const files = await (0,artifact_download/* readArtifactFiles */.Y)(source, new Map([[SENT_FILE, MAX_SENT_BYTES]]), caps, limits);
        const text = files.get(SENT_FILE)?.toString('utf8');
        if (text === undefined)
            return { kind: 'unknown', why: `${named} holds no ${SENT_FILE}.` };
        return { kind: 'found', record: parseSentRecord(text, listed.attempt) };
    }
    catch (error) {
        if (error instanceof runner_limits/* CancelledError */.cc || error instanceof runner_limits/* DeadlineError */.j3)
            throw error;
        return { kind: 'unknown', why: `${named} could not be read as the action's record: ${(0,format/* errorMessage */.gJ)(error)}.` };
    }
    finally {
        await (0,promises_.rm)(workDir, { recursive: true, force: true }).catch(() => undefined);
    }
}


/***/ }),

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

/***/ 24818:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Un: () => (/* binding */ failingWords),
/* harmony export */   jg: () => (/* binding */ stopLead)
/* harmony export */ });
/* unused harmony export failureTitle */
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98488);

const ENDED = {
    failure: 'failed',
    'timed-out': 'timed out',
    cancelled: 'cancelled',
};
/** `Timed out: `, `Cancelled: `, or nothing for a failure: what leads a headline about what the stop left undone. */
function stopLead(conclusion) {
    return conclusion === 'cancelled' ? 'Cancelled: ' : conclusion === 'timed-out' ? 'Timed out: ' : '';
}
/** The failure annotation's title: `Docs agent step failed`. */
function failureTitle(title, conclusion) {
    return `${title} step ${ENDED[conclusion]}`;
}
/**
 * A failing ending's words: the headline capitalised, and the failure whose message (the log's
 * annotation and the `error` output) adds `advice`, which the summary says elsewhere, once.
 */
function failingWords(title, conclusion, headline, message, advice) {
    return {
        tone: conclusion,
        headline: (0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .capitalize */ .ZH)(headline),
        explanation: message,
        failure: { conclusion, message: advice ? `${message} ${advice}` : message, title: failureTitle(title, conclusion) },
    };
}


/***/ }),

/***/ 13331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ TONE_ICONS)
/* harmony export */ });
/*
 * The icon a summary's or a comment's heading opens with, by how the step ended: one table for
 * every mode, so the same ending looks the same whichever mode reports it. A mode uses the tones
 * it has (a deployment has no warning; an automation has neither warning nor info).
 */
const TONE_ICONS = {
    success: '✅',
    warning: '⚠️',
    info: 'ℹ️',
    failure: '❌',
    'timed-out': '⏱️',
    cancelled: '🚫',
};


/***/ })

};
