export const id = 483;
export const ids = [483];
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

/***/ 6483:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runVisitorsMode: () => (/* binding */ runVisitorsMode)
});

// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(47708);
// EXTERNAL MODULE: ./src/step/result.ts
var result = __webpack_require__(45821);
// EXTERNAL MODULE: ./src/step/limits.ts + 1 modules
var step_limits = __webpack_require__(92947);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(98488);
;// CONCATENATED MODULE: ./src/visitors/artifact.ts



/**
 * Uploads the report files as one artifact, within the step's deadline and cancellation (the
 * client takes no signal, so the step stops waiting for it; the process ends soon after). The
 * artifact client is loaded here, on demand, so agent mode does not pay for it at start-up.
 * Outside a runner there is no artifact service: nothing is uploaded, with a warning.
 */
async function uploadReport(request, environment, limits) {
    if (!environment.canUploadArtifacts) {
        log/* log */.R.warning(`Not running on a GitHub runner (no artifact service), so artifact "${request.name}" was not uploaded; the report files are in ${request.rootDirectory}.`, 'Artifact not uploaded');
        return undefined;
    }
    let response;
    try {
        response = await (0,step_limits/* bounded */.Mm)(limits, `uploading artifact "${request.name}"`, async () => {
            const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(735), __webpack_require__.e(424)]).then(__webpack_require__.bind(__webpack_require__, 49424));
            const options = request.retentionDays === undefined ? {} : { retentionDays: request.retentionDays };
            return new DefaultArtifactClient().uploadArtifact(request.name, [...request.files], request.rootDirectory, options);
        });
    }
    catch (error) {
        throw new Error(`Uploading artifact "${request.name}" failed: ${(0,step_limits/* errorMessage */.gJ)(error)}`, { cause: error });
    }
    if (response.id === undefined)
        throw new Error(`The artifact service did not return an id for artifact "${request.name}".`);
    const url = environment.runUrl === undefined ? undefined : `${environment.runUrl}/artifacts/${response.id}`;
    log/* log */.R.info(`Uploaded artifact "${request.name}" (id ${response.id}, ${(0,format/* count */.U9)(response.size ?? 0, 'byte')})${url ? `: ${url}` : ''}.`);
    return { id: response.id, url, digest: response.digest };
}

// EXTERNAL MODULE: ./src/visitors/dates.ts
var dates = __webpack_require__(97990);
// EXTERNAL MODULE: ./src/platform/path-segment.ts
var path_segment = __webpack_require__(52356);
// EXTERNAL MODULE: ./src/platform/errors.ts
var errors = __webpack_require__(46316);
;// CONCATENATED MODULE: ./src/visitors/page.ts


function fetchVisitorsPage(platform, query) {
    return platform.call({
        endpoint: 'visitors',
        method: 'GET',
        path: `/v1/analytics/${(0,path_segment/* encodeSegment */.u)(query.projectId)}/visitors`,
        query: {
            ...(query.dateFrom === undefined ? {} : { dateFrom: query.dateFrom }),
            ...(query.dateTo === undefined ? {} : { dateTo: query.dateTo }),
            limit: String(query.limit),
            offset: String(query.offset),
        },
        parse: parseVisitorsPage,
        action: `export unique visitors (offset ${query.offset})`,
        notFound: `Project "${query.projectId}" was not found: check the "project-id" input (copy it from the dashboard's API keys page)`,
        projectId: query.projectId,
    });
}
/** Strict where the report depends on it: every count a number, every row a path. */
function parseVisitorsPage(body) {
    const record = asRecord(body, 'the answer');
    if (typeof record['hasMore'] !== 'boolean')
        throw new errors/* BrokenAnswerError */.Q$('the answer has no boolean "hasMore"');
    if (!Array.isArray(record['visitors']))
        throw new errors/* BrokenAnswerError */.Q$('the answer has no "visitors" array');
    return {
        totals: parseCounts(record['totals'], '"totals"'),
        visitors: record['visitors'].map((row, index) => {
            const fields = asRecord(row, `visitors[${index}]`);
            if (typeof fields['path'] !== 'string')
                throw new errors/* BrokenAnswerError */.Q$(`visitors[${index}] has no string "path"`);
            parseCounts(fields, `visitors[${index}]`);
            return fields;
        }),
        hasMore: record['hasMore'],
    };
}
function parseCounts(value, where) {
    const record = asRecord(value, where);
    const count = (name) => {
        const number = record[name];
        if (typeof number !== 'number' || !Number.isFinite(number) || number < 0) {
            throw new errors/* BrokenAnswerError */.Q$(`${where} has no non-negative number "${name}"`);
        }
        return number;
    };
    return { human: count('human'), ai: count('ai'), total: count('total') };
}
function asRecord(value, where) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new errors/* BrokenAnswerError */.Q$(`${where} is not a JSON object`);
    }
    return value;
}

;// CONCATENATED MODULE: ./src/visitors/export.ts



/** Far beyond any real documentation site; reaching it means the server keeps saying `hasMore`. */
const MAX_ROWS = 5_000_000;
const PROGRESS_EVERY_PAGES = 10;
/** Raised when the export cannot finish; it says how far it got, and no report is published. */
class IncompleteExportError extends Error {
    name = 'IncompleteExportError';
}
/** Fetches every page, one at a time, while `hasMore` is true. */
async function exportVisitors(platform, query) {
    const rows = [];
    const seenPaths = new Set();
    let totals;
    let totalsChangeWarned = false;
    let repeatedPaths = 0;
    let requests = 0;
    const stop = (reason, cause) => new IncompleteExportError(`The visitors export is incomplete: it stopped after ${(0,format/* count */.U9)(rows.length, 'row')} from ${(0,format/* count */.U9)(requests, 'page')}: ${reason} No report was published.`, { cause });
    for (let offset = 0, hasMore = true; hasMore; offset += query.pageSize) {
        if (offset >= MAX_ROWS)
            throw stop(`the platform still reported more rows past ${MAX_ROWS}, which no site has.`);
        let page;
        try {
            page = await fetchVisitorsPage(platform, { ...query, limit: query.pageSize, offset });
        }
        catch (error) {
            throw stop(error instanceof Error ? error.message : String(error), error);
        }
        requests++;
        if (totals === undefined) {
            totals = page.totals;
        }
        else if (!totalsChangeWarned && !sameCounts(totals, page.totals)) {
            totalsChangeWarned = true;
            log/* log */.R.warning(`The site-wide totals changed during the export (first page: ${formatCounts(totals)}; page at offset ${offset}: ${formatCounts(page.totals)}). The report uses the first page's totals.`, 'Totals changed during the export');
        }
        if (page.hasMore && page.visitors.length === 0) {
            throw stop(`the platform reported more rows after offset ${offset} but sent an empty page.`);
        }
        let fresh = 0;
        for (const row of page.visitors) {
            if (seenPaths.has(row.path)) {
                repeatedPaths++;
                continue;
            }
            seenPaths.add(row.path);
            rows.push(row);
            fresh++;
        }
        if (page.hasMore && fresh === 0) {
            throw stop(`the page at offset ${offset} repeated only paths already fetched; the platform may be ignoring "offset".`);
        }
        hasMore = page.hasMore;
        if (requests % PROGRESS_EVERY_PAGES === 0)
            log/* log */.R.info(`Fetched ${requests} pages, ${rows.length} rows so far.`);
    }
    if (repeatedPaths > 0) {
        log/* log */.R.warning(`${(0,format/* count */.U9)(repeatedPaths, 'row')} repeated a path already fetched on an earlier page (the data moved while paging); each path is kept once.`, 'Paths repeated across pages');
    }
    return { totals: totals ?? { human: 0, ai: 0, total: 0 }, rows, requests, repeatedPaths };
}
function sameCounts(a, b) {
    return a.human === b.human && a.ai === b.ai && a.total === b.total;
}
function formatCounts(counts) {
    return `human ${counts.human}, AI ${counts.ai}, total ${counts.total}`;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
;// CONCATENATED MODULE: ./src/visitors/report-files.ts





const CSV_FILE = 'visitors.csv';
const JSON_FILE = 'visitors.json';
const ROWS_PER_WRITE = 5_000;
/** Writes `visitors.csv` and `visitors.json`, each with every row; returns their full paths. */
async function writeReportFiles(directory, metadata, report) {
    await (0,promises_.mkdir)(directory, { recursive: true });
    const csvPath = external_node_path_default().join(directory, CSV_FILE);
    const jsonPath = external_node_path_default().join(directory, JSON_FILE);
    await writeInBatches(csvPath, report, csvLine(['path', 'human', 'ai', 'total']), '', (row) => csvLine([row.path, row.human, row.ai, row.total]));
    // One row per line keeps the file readable and lets it be written in batches, not as one huge string.
    const head = JSON.stringify({ ...metadata, totals: report.totals }, null, 2).replace(/\n}$/, ',\n  "visitors": [\n');
    const rowCount = report.rows.length;
    await writeInBatches(jsonPath, report, head, '\n  ]\n}\n', (row, index) => `    ${JSON.stringify(row)}${index < rowCount - 1 ? ',' : ''}\n`);
    return [csvPath, jsonPath];
}
async function writeInBatches(filePath, report, head, tail, line) {
    const stream = (0,external_node_fs_.createWriteStream)(filePath);
    stream.write(head);
    for (let start = 0; start < report.rows.length; start += ROWS_PER_WRITE) {
        const batch = report.rows.slice(start, start + ROWS_PER_WRITE).map((row, offset) => line(row, start + offset));
        if (!stream.write(batch.join('')))
            await (0,external_node_events_.once)(stream, 'drain');
    }
    stream.end(tail);
    await (0,external_node_stream_promises_.finished)(stream);
}
/**
 * Characters that make a spreadsheet treat a cell as a formula. A leading apostrophe makes it
 * text again; the JSON report keeps the value exactly as the platform sent it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** One CSV field per RFC 4180, neutralised against formula injection. */
function csvField(value) {
    if (typeof value === 'number')
        return String(value);
    const text = FORMULA_START.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
/** Lines end in CRLF, as RFC 4180 specifies. */
function csvLine(fields) {
    return fields.map(csvField).join(',') + '\r\n';
}

// EXTERNAL MODULE: ./src/text/html.ts
var html = __webpack_require__(20534);
// EXTERNAL MODULE: ./src/text/run-footer.ts
var run_footer = __webpack_require__(30996);
// EXTERNAL MODULE: ./src/text/summary-document.ts
var summary_document = __webpack_require__(73681);
;// CONCATENATED MODULE: ./src/visitors/summary.ts




/** GitHub refuses a step summary over 1 MiB; the table stops well before that. */
const SUMMARY_BUDGET_BYTES = 900 * 1024;
const ICONS = { success: '📊', failure: '❌', 'timed-out': '⏱️', cancelled: '🚫' };
/** The pages with the most visitors first; ties by path so the table is stable. */
function topPages(rows, limit) {
    return [...rows].sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)).slice(0, limit);
}
function buildVisitorsSummary(report, environment) {
    const summary = new summary_document/* SummaryDocument */.o();
    const state = report.conclusion === 'success' ? '' : report.exported ? ': not published' : ': incomplete';
    summary.heading(2, (0,html/* html */.qy) `${ICONS[report.conclusion]} Unique visitors${state} · ${report.projectId}`);
    summary.paragraph((0,html/* html */.qy) `Date range: ${report.range}`);
    if (report.problem)
        summary.paragraph((0,html/* html */.qy) `<strong>${report.exported ? 'The report was not published' : 'No report was published'}:</strong> ${(0,html/* text */.Qq)(report.problem, 2_000)}`);
    const exported = report.exported;
    if (exported) {
        const { totals } = exported;
        summary.table(['Human', 'AI', 'Total', 'AI share'].map((title) => ({ title, align: 'right' })), [
            [
                (0,format/* formatNumber */.ZV)(totals.human),
                (0,format/* formatNumber */.ZV)(totals.ai),
                (0,format/* formatNumber */.ZV)(totals.total),
                (0,format/* formatShare */.T1)(totals.ai, totals.total),
            ],
        ]);
        addTopPages(summary, exported.rows, report.summaryRows);
        if (report.reportPath) {
            const where = report.artifact
                ? (0,html/* html */.qy) `in the artifact ${(0,html/* link */.nf)(report.artifactName, report.artifact.url)}`
                : (0,html/* html */.qy) `in <code>${report.reportPath}</code> on the runner`;
            summary.paragraph((0,html/* html */.qy) `${(0,format/* count */.U9)(exported.rows.length, 'page')} in all; the full list (visitors.csv, visitors.json) is ${where}.`);
        }
    }
    (0,run_footer/* addRunFooter */.O)(summary, environment);
    return summary;
}
function addTopPages(summary, rows, limit) {
    const listed = topPages(rows, limit);
    const tableRows = [];
    let bytes = summary.bytes;
    for (const row of listed) {
        const cells = [row.path, (0,format/* formatNumber */.ZV)(row.human), (0,format/* formatNumber */.ZV)(row.ai), (0,format/* formatNumber */.ZV)(row.total)];
        bytes += cells.reduce((sum, cell) => sum + Buffer.byteLength(cell) * 2 + 30, 10);
        if (bytes > SUMMARY_BUDGET_BYTES)
            break;
        tableRows.push(cells);
    }
    if (tableRows.length === 0)
        return;
    summary.heading(3, (0,html/* html */.qy) `Top ${tableRows.length} pages by visitors`);
    summary.table([{ title: 'Path' }, ...['Human', 'AI', 'Total'].map((title) => ({ title, align: 'right' }))], tableRows);
    if (tableRows.length < listed.length) {
        summary.paragraph((0,html/* html */.qy) `The table stops at ${tableRows.length} of the ${listed.length} requested rows to stay within GitHub's 1 MiB summary limit.`);
    }
}

;// CONCATENATED MODULE: ./src/visitors/run-visitors.ts









const TITLES = {
    failure: 'Visitors report failed',
    'timed-out': 'Visitors report timed out',
    cancelled: 'Visitors report cancelled',
};
/**
 * Visitors mode: export every page, write the report files, upload them, summarise. A report
 * is published (files, `report-path`) only when the export is complete; whatever stops the
 * work, the result says how far it got.
 */
async function runVisitorsMode(settings, collaborators) {
    const { platform, environment, limits } = collaborators;
    const { projectId, dateRange } = settings;
    const range = (0,dates/* describeDateRange */.hA)(dateRange);
    let exported;
    let reportPath;
    let artifact;
    let stopped;
    try {
        exported = await log/* log */.R.group('Export unique visitors', async () => {
            const startedAt = limits.now();
            log/* log */.R.info(`Exporting unique visitors of project ${projectId} for ${range}, ${(0,format/* count */.U9)(settings.pageSize, 'row')} per request.`);
            const result = await exportVisitors(platform, {
                projectId,
                dateFrom: dateRange.from?.text,
                dateTo: dateRange.to?.text,
                pageSize: settings.pageSize,
            });
            log/* log */.R.info(`Exported ${(0,format/* count */.U9)(result.rows.length, 'path')} in ${(0,format/* count */.U9)(result.requests, 'request')} (${(0,format/* formatDuration */.a3)(limits.now() - startedAt)}).`);
            return result;
        });
        const metadata = {
            projectId,
            dateFrom: dateRange.from?.text ?? null,
            dateTo: dateRange.to?.text ?? null,
            generatedAt: new Date(limits.now()).toISOString(),
        };
        const files = await writeReportFiles(settings.reportDir, metadata, exported);
        reportPath = settings.reportDir;
        log/* log */.R.info(`Wrote ${files.join(' and ')}.`);
        if (settings.artifactName) {
            const request = {
                name: settings.artifactName,
                rootDirectory: settings.reportDir,
                files,
                retentionDays: settings.artifactRetentionDays,
            };
            artifact = await log/* log */.R.group('Upload the report artifact', () => uploadReport(request, environment, limits));
        }
    }
    catch (error) {
        stopped = error;
    }
    const conclusion = stopped === undefined ? 'success' : (0,result/* conclusionOf */.v)(stopped, limits);
    const problem = stopped === undefined ? undefined : describeProblem(stopped, reportPath);
    const outputs = exported
        ? {
            total: exported.totals.total,
            'total-human': exported.totals.human,
            'total-ai': exported.totals.ai,
            'path-count': exported.rows.length,
            ...(reportPath ? { 'report-path': reportPath } : {}),
            ...(artifact
                ? { 'artifact-id': artifact.id, 'artifact-url': artifact.url ?? '', 'artifact-digest': artifact.digest ?? '' }
                : {}),
        }
        : {};
    const report = {
        projectId,
        range,
        exported,
        summaryRows: settings.summaryRows,
        artifactName: settings.artifactName,
        artifact,
        reportPath,
        conclusion,
        problem,
    };
    return {
        outputs,
        summary: settings.jobSummary ? buildVisitorsSummary(report, environment) : undefined,
        failure: conclusion === 'success' || problem === undefined
            ? undefined
            : { conclusion, message: problem, title: TITLES[conclusion] },
    };
}
function describeProblem(error, reportPath) {
    const message = (0,step_limits/* errorMessage */.gJ)(error);
    return reportPath ? `${message} The report files are in ${reportPath} on the runner.` : message;
}


/***/ })

};
