export const id = 347;
export const ids = [347];
export const modules = {

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


/***/ }),

/***/ 24347:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runVisitorsMode: () => (/* binding */ runVisitorsMode)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(47708);
// EXTERNAL MODULE: ./src/step/limits.ts
var step_limits = __webpack_require__(42372);
// EXTERNAL MODULE: ./src/step/result.ts
var result = __webpack_require__(45821);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(98488);
// EXTERNAL MODULE: ./src/visitors/analysis/content-gaps.ts
var content_gaps = __webpack_require__(60533);
// EXTERNAL MODULE: ./src/visitors/fetching/export-stop.ts
var export_stop = __webpack_require__(85433);
;// CONCATENATED MODULE: ./src/visitors/files/artifact.ts



/**
 * Uploads the report files as one artifact, within the step's deadline and cancellation (the
 * client takes no signal, so the step stops waiting for it; the process ends soon after). The
 * artifact client is loaded here, on demand, so agent mode does not pay for it at start-up.
 * Outside a runner there is no artifact service: nothing is uploaded, with a warning.
 */
async function uploadReport(request, environment, limits) {
    if (!environment.canUploadArtifacts) {
        log/* log */.Rm.warning(`Not running on a GitHub runner (no artifact service), so artifact "${request.name}" was not uploaded; the report files are in ${request.rootDirectory}.`, 'Artifact not uploaded');
        return undefined;
    }
    let response;
    try {
        response = await (0,step_limits/* bounded */.Mm)(limits, `uploading artifact "${request.name}"`, async () => {
            const { ArtifactNotFoundError, DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(735), __webpack_require__.e(424)]).then(__webpack_require__.bind(__webpack_require__, 49424));
            const client = new DefaultArtifactClient();
            if (request.overwrite) {
                try {
                    const deleted = await client.deleteArtifact(request.name);
                    log/* log */.Rm.info(`Deleted artifact "${request.name}" (id ${deleted.id}) uploaded earlier in this run, as "overwrite" asks.`);
                }
                catch (error) {
                    if (!(error instanceof ArtifactNotFoundError))
                        throw error;
                    log/* log */.Rm.info(`No artifact "${request.name}" in this run yet: nothing to overwrite.`);
                }
            }
            const options = request.retentionDays === undefined ? {} : { retentionDays: request.retentionDays };
            return client.uploadArtifact(request.name, [...request.files], request.rootDirectory, options);
        });
    }
    catch (error) {
        if (error instanceof step_limits/* CancelledError */.cc || error instanceof step_limits/* DeadlineError */.j3)
            throw error;
        throw new Error(`Uploading artifact "${request.name}" failed: ${(0,step_limits/* errorMessage */.gJ)(error)}`, { cause: error });
    }
    if (response.id === undefined)
        throw new Error(`The artifact service did not return an id for artifact "${request.name}".`);
    const url = environment.runUrl === undefined ? undefined : `${environment.runUrl}/artifacts/${response.id}`;
    log/* log */.Rm.info(`Uploaded artifact "${request.name}" (id ${response.id}, ${(0,format/* count */.U9)(response.size ?? 0, 'byte')}${response.digest ? `, digest sha256:${response.digest}` : ''})${url ? `: ${url}` : ''}.`);
    return { id: response.id, url, digest: response.digest };
}

// EXTERNAL MODULE: ./src/visitors/sections/table.ts + 3 modules
var table = __webpack_require__(66804);
;// CONCATENATED MODULE: ./src/visitors/plan.ts


/** The analytics API's limit, per organization, shared by every analytics endpoint. */
const ANALYTICS_BUDGET_PER_HOUR = 100;
/**
 * The requests the report will spend, stated before the first one: the least the contract
 * allows, one per page of the largest size. Visitors and views depend on how many paths there
 * are, which the platform does not say in advance.
 */
function describePlan(settings) {
    const parts = settings.sections.map((name) => (0,table/* sectionNamed */.H$)(name).planLine(settings));
    const twice = settings.previousRange ? ' Each is spent twice: this period and the previous one.' : '';
    return `Plan: ${parts.join('; ')}.${twice} The analytics budget is ${ANALYTICS_BUDGET_PER_HOUR} requests per hour per organization, shared by all analytics endpoints.`;
}
/** What the platform client counted, by endpoint, for the report's sections. */
function requestsSpent(sections, requestsSent) {
    const byEndpoint = sections.map((name) => {
        const endpoint = (0,table/* sectionNamed */.H$)(name).endpoint;
        return [endpoint, requestsSent.get(endpoint) ?? 0];
    });
    return { byEndpoint, total: byEndpoint.reduce((sum, [, requests]) => sum + requests, 0) };
}
function describeSpend(spent) {
    const parts = spent.byEndpoint.map(([endpoint, requests]) => `${endpoint} ${requests}`).join(', ');
    return `Spent ${(0,format/* count */.U9)(spent.total, 'analytics request')} (${parts}): ${spent.total} of the ${ANALYTICS_BUDGET_PER_HOUR} per hour the organization may send.`;
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
            files: [...result.current.files, ...(result.previous?.files ?? [])],
            ...capOf(result, input.options),
            ...endedEarlyOf(result),
        },
    ]));
    const manifest = {
        projectId: input.projectId,
        generatedAt: input.generatedAt,
        period: period(input.range),
        previousPeriod: input.previousRange ? period(input.previousRange) : null,
        sections,
        ...(input.contentGapCount === undefined ? {} : { contentGapCount: input.contentGapCount }),
        requests: {
            ...Object.fromEntries(input.spent.byEndpoint),
            total: input.spent.total,
            budgetPerHour: ANALYTICS_BUDGET_PER_HOUR,
        },
        files: input.files,
    };
    return JSON.stringify(manifest, null, 2) + '\n';
}
/** Paging the platform ended with an empty page while claiming more: the rows may not be all. */
function endedEarlyOf(result) {
    const current = result.current.facts.endedEarly;
    const previous = result.previous?.facts.endedEarly;
    if (!current && !previous)
        return {};
    return { endedEarly: { ...(current ? { period: current } : {}), ...(previous ? { previousPeriod: previous } : {}) } };
}
/** What was left out on purpose: search terms past `search-rows`, feedback pages past the 100 one request returns. */
function capOf(result, options) {
    const cap = result.cap(options);
    if (cap === undefined)
        return {};
    const more = result.current.facts.moreAvailable || (result.previous?.facts.moreAvailable ?? false);
    return { capped: { ...cap, moreAvailable: more } };
}

;// CONCATENATED MODULE: ./src/visitors/files/file-names.ts



/*
 * The names of the report's files: for each section `<name>.csv` and `<name>.json` (and
 * `<name>-previous.*` when comparing), report.json and content-gaps.md. The report directory is
 * checked for them before the first request, and a later report removes only these.
 */
/** Every file a report of these sections may write, so the directory check can refuse a name taken by a directory. */
function reportFileNames(sections, compared) {
    const bases = sections.flatMap((section) => (compared ? [section, `${section}-previous`] : [section]));
    return [...bases.flatMap((base) => [`${base}.csv`, `${base}.json`]), MANIFEST_FILE, content_gaps/* CONTENT_GAPS_FILE */.Nq];
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
    static async prepare(directory, fileNames) {
        const fail = (rule, cause) => new Error(`Input "report-dir" (${directory}) ${rule}. No request was sent.`, { cause });
        try {
            const existing = await (0,promises_.stat)(directory).catch(() => undefined);
            if (existing && !existing.isDirectory())
                throw fail('is a file, not a directory');
            await (0,promises_.mkdir)(directory, { recursive: true });
        }
        catch (error) {
            if (error instanceof Error && error.message.startsWith('Input "report-dir"'))
                throw error;
            throw fail(`cannot be created: ${(0,step_limits/* errorMessage */.gJ)(error)}`, error);
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
            throw fail(`is not writable: ${(0,step_limits/* errorMessage */.gJ)(error)}`, error);
        }
        const staging = await (0,promises_.mkdtemp)(external_node_path_default().join(directory, '.partial-')).catch((error) => {
            throw fail(`is not writable: ${(0,step_limits/* errorMessage */.gJ)(error)}`, error);
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
            throw new Error(`The report files could not be moved into "report-dir" (${this.path}): ${(0,step_limits/* errorMessage */.gJ)(error)}`, {
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

// EXTERNAL MODULE: ./src/text/html.ts
var html = __webpack_require__(20534);
// EXTERNAL MODULE: ./src/text/run-footer.ts
var run_footer = __webpack_require__(30996);
// EXTERNAL MODULE: ./src/text/summary-document.ts
var summary_document = __webpack_require__(73681);
// EXTERNAL MODULE: ./src/visitors/dates.ts
var dates = __webpack_require__(97990);
// EXTERNAL MODULE: ./src/visitors/summary/tables.ts
var tables = __webpack_require__(65675);
;// CONCATENATED MODULE: ./src/visitors/summary/endings.ts




/*
 * The summary's parts for a report that did not end as planned: what went wrong and what to do,
 * a report directory refused before the first request, and the figures of the sections that
 * finished before a stop.
 */
function addProblem(doc, report, complete) {
    const what = {
        failure: complete ? 'The report was written but not uploaded' : 'The export stopped',
        'timed-out': complete ? 'The step timed out after writing the report' : 'The step timed out',
        cancelled: complete ? 'The run was cancelled after writing the report' : 'The run was cancelled',
    };
    const heading = report.conclusion === 'success' ? 'Problem' : what[report.conclusion];
    doc.paragraph((0,html/* html */.qy) `<strong>${heading}.</strong> ${(0,html/* text */.Qq)(report.problem ?? '', 2_000)}`);
    const taken = /\b409\b/.test(report.problem ?? '')
        ? (0,html/* html */.qy) ` An artifact of this name already exists in the run: give each report step its own ${(0,tables/* code */.aY)('artifact-name')}, or set ${(0,tables/* code */.aY)('overwrite: true')}.`
        : undefined;
    const next = complete
        ? (0,html/* html */.qy) `The files are in ${(0,tables/* code */.aY)(report.reportPath ?? '')} on the runner until the job ends; re-run the job to upload them.${taken}`
        : report.writeFailed
            ? (0,html/* html */.qy) `Nothing partial was kept. Free space on the runner, or set ${(0,tables/* code */.aY)('report-dir')} to a disk with room, before re-running: each run spends the analytics budget anew (${ANALYTICS_BUDGET_PER_HOUR} requests per hour per organization).`
            : (0,html/* html */.qy) `Nothing partial was kept. Re-run the job; each run spends the analytics budget anew (${ANALYTICS_BUDGET_PER_HOUR} requests per hour per organization).`;
    doc.paragraph((0,html/* html */.qy) `<strong>What to do:</strong> ${next}`);
}
/**
 * `report-dir` failed the check made before the first request: no request was sent, and a
 * re-run as it is fails the same way, so the advice is to fix the directory, not to re-run.
 */
function addReportDirRefused(doc, report) {
    doc.paragraph((0,html/* html */.qy) `<strong>The report directory was refused.</strong> ${(0,html/* text */.Qq)(report.problem ?? '', 2_000)}`);
    doc.paragraph((0,html/* html */.qy) `<strong>What to do:</strong> Point ${(0,tables/* code */.aY)('report-dir')} at a directory the step can create and write to (empty means ${(0,tables/* code */.aY)('RUNNER_TEMP/visitors-report')}), or remove what is in the way, then run the workflow again. No request was sent to the platform, so none of the analytics budget was spent.`);
}
/** When nothing was published: the site-wide totals of the sections that finished, as facts, not as a report. */
function addCompletedTotals(doc, report) {
    const done = report.results.map((result) => (0,html/* html */.qy) `<li>${result.name}: complete, ${(0,format/* count */.U9)(result.current.rowCount, 'row')}; ${result.describeTotals()}</li>`);
    if (done.length === 0)
        return;
    doc.paragraph((0,html/* html */.qy) `Sections that finished before the stop (their files were removed with the rest):`);
    doc.trustedBlock((0,html/* html */.qy) `<ul>${done}</ul>`.markup);
}

;// CONCATENATED MODULE: ./src/visitors/summary/report-summary.ts









/** GitHub refuses a step summary over 1 MiB; the sections share what is left below this. */
const SUMMARY_BUDGET_BYTES = 900 * 1024;
const ICONS = { success: '📊', failure: '❌', 'timed-out': '⏱️', cancelled: '🚫' };
/**
 * The report as a person reads it on the run page: what happened first when it went wrong,
 * then each section (totals first, top rows, changes), what the export spent, and where the
 * files are. A report that was not published is never shown as one: only the totals of the
 * sections that completed, and what to do.
 */
function buildVisitorsSummary(report, environment) {
    const { settings } = report;
    const doc = new summary_document/* SummaryDocument */.o();
    const complete = report.reportPath !== undefined;
    const state = report.conclusion === 'success'
        ? ''
        : report.reportDirRefused
            ? ': report-dir refused, nothing sent'
            : complete
                ? ': files written, not uploaded'
                : ': incomplete';
    doc.heading(2, (0,html/* html */.qy) `${ICONS[report.conclusion]} Docs analytics report${state} · ${settings.projectId}`);
    const previous = settings.previousRange
        ? (0,html/* html */.qy) `, compared with the previous period, ${(0,dates/* describeDateRange */.hA)(settings.previousRange)}`
        : undefined;
    doc.paragraph((0,html/* html */.qy) `Period: ${(0,dates/* describeDateRange */.hA)(settings.dateRange)}${previous}.`);
    if (report.reportDirRefused) {
        addReportDirRefused(doc, report);
        (0,run_footer/* addRunFooter */.O)(doc, environment);
        return doc;
    }
    if (report.problem)
        addProblem(doc, report, complete);
    if (complete) {
        addEndedEarly(doc, report.results);
        const budget = Math.max(0, SUMMARY_BUDGET_BYTES - doc.bytes - 16 * 1024) / Math.max(1, report.results.length);
        for (const result of report.results)
            result.summarize(doc, { budgetBytes: budget, summaryRows: settings.summaryRows });
        addFiles(doc, report);
    }
    else
        addCompletedTotals(doc, report);
    addSpend(doc, report.spent);
    (0,run_footer/* addRunFooter */.O)(doc, environment);
    return doc;
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
            doc.paragraph((0,html/* html */.qy) `⚠️ <strong>Paging ended early</strong> in ${(0,tables/* code */.aY)(result.name)}${when}: ${period.facts.endedEarly}, so
          the section holds the ${(0,format/* count */.U9)(period.rowCount, 'row')} it sent, which may not be all.`);
        }
    }
}
function addFiles(doc, report) {
    const where = report.artifact
        ? (0,html/* html */.qy) `in the artifact ${(0,html/* link */.nf)(report.settings.artifactName, report.artifact.url)}`
        : (0,html/* html */.qy) `in ${(0,tables/* code */.aY)(report.reportPath ?? '')} on the runner`;
    const sections = report.results.map((result) => result.current.files[0]?.replace(/\.csv$/, '') ?? '').filter(Boolean);
    const fileCount = report.results.reduce((sum, result) => sum + result.current.files.length + (result.previous?.files.length ?? 0), report.contentGaps ? 2 : 1);
    // Names in code are never put inside brackets: the code's padding would hug them.
    const previous = report.results.some((result) => result.previous)
        ? (0,html/* html */.qy) ` The previous period's files add ${(0,tables/* code */.aY)('-previous')} to the name, as in ${(0,tables/* code */.aY)(`${sections[0] ?? 'visitors'}-previous.csv`)}.`
        : undefined;
    doc.heading(3, 'Report files');
    doc.paragraph((0,html/* html */.qy) `${(0,format/* count */.U9)(fileCount, 'file')} ${where}: ${(0,tables/* code */.aY)('report.json')}, which says what the report holds, and for each section a ${(0,tables/* code */.aY)('.csv')} and a ${(0,tables/* code */.aY)('.json')} named after it: ${(0,html/* join */.fj)(sections.map(tables/* code */.aY), ', ')}.${previous}`);
    if (report.contentGaps) {
        doc.paragraph((0,html/* html */.qy) `${(0,tables/* code */.aY)(content_gaps/* CONTENT_GAPS_FILE */.Nq)}, among them, lists ${(0,format/* count */.U9)(report.contentGaps.count, 'content gap')}, ready as the ${(0,tables/* code */.aY)('prompt-file')} of an agent-mode step.`);
    }
}
function addSpend(doc, spent) {
    doc.heading(3, 'Analytics requests spent');
    const rows = spent.byEndpoint
        .filter(([, requests]) => requests > 0)
        .map(([endpoint, requests]) => [(0,tables/* code */.aY)(endpoint), (0,format/* formatNumber */.ZV)(requests)]);
    rows.push([
        (0,html/* html */.qy) `<strong>Total</strong>`,
        (0,html/* html */.qy) `<strong>${(0,format/* formatNumber */.ZV)(spent.total)}</strong> of ${ANALYTICS_BUDGET_PER_HOUR} per hour`,
    ]);
    doc.table([{ title: 'Endpoint' }, (0,tables/* right */.pG)('Requests')], rows);
}

// EXTERNAL MODULE: ./src/visitors/analysis/compare.ts
var compare = __webpack_require__(95677);
// EXTERNAL MODULE: ./src/visitors/sections/visitors.ts
var visitors = __webpack_require__(65413);
;// CONCATENATED MODULE: ./src/visitors/report-outputs.ts




/** Every output known when the step ends: a section's figures once it is complete, the files once published. */
function outputsOf(report) {
    // The unique visitors section is in every report; its result is read back with its own types.
    const found = report.results.map((result) => visitors/* visitors */.e.resultOf(result)).find((result) => result !== undefined);
    const totals = found?.current.facts.totals;
    const previous = found?.previous?.facts.totals;
    const change = totals && previous ? (0,compare/* percentChange */.u)(totals.total, previous.total) : undefined;
    const { reportPath, contentGaps, artifact } = report;
    return {
        ...(totals ? { total: totals.total, 'total-human': totals.human, 'total-ai': totals.ai } : {}),
        ...(found ? { 'path-count': found.current.rowCount } : {}),
        ...(previous ? { 'previous-total': previous.total } : {}),
        ...(change === undefined ? {} : { 'total-change': change }),
        ...(contentGaps ? { 'content-gap-count': contentGaps.count } : {}),
        ...(reportPath && contentGaps ? { 'content-gaps-file': external_node_path_default().join(reportPath, content_gaps/* CONTENT_GAPS_FILE */.Nq) } : {}),
        ...(reportPath ? { 'report-path': reportPath } : {}),
        ...(artifact
            ? { 'artifact-id': artifact.id, 'artifact-url': artifact.url ?? '', 'artifact-digest': artifact.digest ?? '' }
            : {}),
    };
}

;// CONCATENATED MODULE: ./src/visitors/run-visitors.ts
















const TITLES = {
    failure: 'Visitors report failed',
    'timed-out': 'Visitors report timed out',
    cancelled: 'Visitors report cancelled',
};
/**
 * Visitors mode: the weekly docs report. Checks the report directory, exports each section
 * (streaming rows to files in a staging place), writes the manifest and the content gaps,
 * publishes the files only when everything is complete, uploads them, and summarises. Whatever
 * stops the work, the result says how far it got.
 */
async function runVisitorsMode(settings, collaborators) {
    const progress = {
        directory: undefined,
        results: [],
        contentGaps: undefined,
        published: undefined,
        artifact: undefined,
    };
    let stopped;
    try {
        await produceReport(settings, collaborators, progress);
    }
    catch (error) {
        stopped = error;
    }
    finally {
        if (!progress.published)
            await progress.directory?.discard();
    }
    return endReport(settings, collaborators, progress, stopped);
}
async function produceReport(settings, { platform, environment, limits }, progress) {
    const generatedAt = new Date(limits.now()).toISOString();
    const compared = settings.previousRange !== undefined;
    const directory = await (0,step_limits/* bounded */.Mm)(limits, 'checking "report-dir"', () => ReportDirectory.prepare(settings.reportDir, reportFileNames(settings.sections, compared)));
    progress.directory = directory;
    log/* log */.Rm.info(describePlan(settings));
    const context = {
        ...settings,
        options: settings,
        platform,
        limits,
        staging: directory.staging,
        generatedAt,
        negativeCounts: { warned: false },
    };
    for (const name of settings.sections) {
        const section = (0,table/* sectionNamed */.H$)(name);
        const found = await log/* log */.Rm.group(section.groupName, () => section.export(context, settings.dateRange, settings.previousRange));
        progress.results.push(found);
    }
    const names = progress.results.flatMap((result) => [...result.current.files, ...(result.previous?.files ?? [])]);
    progress.contentGaps = (0,content_gaps/* buildContentGaps */.r7)(settings.projectId, progress.results);
    if (progress.contentGaps) {
        await (0,promises_.writeFile)(external_node_path_default().join(directory.staging, content_gaps/* CONTENT_GAPS_FILE */.Nq), progress.contentGaps.markdown);
        names.push(content_gaps/* CONTENT_GAPS_FILE */.Nq);
    }
    const manifest = buildManifest({
        ...settings,
        range: settings.dateRange,
        options: settings,
        generatedAt,
        sections: progress.results,
        spent: requestsSpent(settings.sections, platform.requestsSent),
        files: [MANIFEST_FILE, ...names],
        contentGapCount: progress.contentGaps?.count,
    });
    await (0,promises_.writeFile)(external_node_path_default().join(directory.staging, MANIFEST_FILE), manifest);
    const stop = (0,step_limits/* stopError */.Dr)(limits, 'publishing the report files');
    if (stop)
        throw stop;
    const published = await directory.publish([MANIFEST_FILE, ...names], {
        manifest: MANIFEST_FILE,
        owned: ANY_REPORT_FILE,
    });
    progress.published = published;
    log/* log */.Rm.info(`Wrote ${(0,format/* count */.U9)(published.length, 'report file')} to ${settings.reportDir}.`);
    if (!settings.artifactName)
        return;
    const request = {
        name: settings.artifactName,
        rootDirectory: settings.reportDir,
        files: published,
        retentionDays: settings.artifactRetentionDays,
        overwrite: settings.overwrite,
    };
    progress.artifact = await log/* log */.Rm.group('Upload the report artifact', () => uploadReport(request, environment, limits));
}
/** The step's result from how far the report got and what stopped it, if anything. */
function endReport(settings, { platform, environment, limits }, progress, stopped) {
    const spent = requestsSpent(settings.sections, platform.requestsSent);
    log/* log */.Rm.info(describeSpend(spent));
    const conclusion = stopped === undefined ? 'success' : (0,result/* conclusionOf */.vu)(stopped, limits);
    const reportPath = progress.published ? settings.reportDir : undefined;
    const problem = stopped === undefined ? undefined : describeProblem(stopped, reportPath);
    const report = {
        settings,
        results: progress.results,
        reportPath,
        contentGaps: progress.contentGaps,
        artifact: progress.artifact,
        conclusion,
        problem,
        spent,
        writeFailed: (0,export_stop/* stoppedWriting */.ir)(stopped),
        // Only the directory check runs before `directory` is set, and it sends nothing: a failure
        // there is report-dir refused (a timeout or cancellation during it is told as such).
        reportDirRefused: progress.directory === undefined && conclusion === 'failure',
    };
    return {
        outputs: outputsOf(report),
        summary: buildVisitorsSummary(report, environment),
        failure: problem === undefined || conclusion === 'success'
            ? undefined
            : { conclusion, message: problem, title: TITLES[conclusion] },
    };
}
function describeProblem(error, reportPath) {
    const message = (0,step_limits/* errorMessage */.gJ)(error).trim();
    const sentence = /[.!?)]$/.test(message) ? message : `${message}.`;
    return reportPath ? `${sentence} The report files are in ${reportPath} on the runner.` : sentence;
}


/***/ })

};
