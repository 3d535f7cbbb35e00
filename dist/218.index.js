export const id = 218;
export const ids = [218];
export const modules = {

/***/ 47192:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cx: () => (/* binding */ triggerUpdate),
/* harmony export */   WP: () => (/* binding */ getDeploymentStatus),
/* harmony export */   _v: () => (/* binding */ isUnknownStatusId),
/* harmony export */   jj: () => (/* binding */ previewAddress),
/* harmony export */   lE: () => (/* binding */ triggerPreview)
/* harmony export */ });
/* harmony import */ var _platform_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46316);
/* harmony import */ var _text_html_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20534);
/* harmony import */ var _text_path_segment_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(23412);
/* harmony import */ var _deployment_status_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45260);




function projectNotFound(projectId) {
    return `Project "${projectId}" was not found: check the "project-id" input (copy it from the dashboard's API keys page)`;
}
/**
 * What to do when a trigger's answer was lost: the platform may have started a deployment whose
 * status id this step never received, so it cannot wait for it, and re-running starts another.
 */
function triggerAmbiguity(noun) {
    return (`A ${noun} may have been triggered even so. Check the project's deployments on the dashboard: a re-run of this ` +
        `job triggers none again, and this step cannot wait for one whose status id it never received.`);
}
/** Queues a deployment of the project's deployment branch (`POST /v1/project/update/{projectId}`, 202). */
function triggerUpdate(platform, projectId) {
    return platform.call({
        endpoint: 'trigger update',
        waitOutRateLimits: true,
        method: 'POST',
        path: `/v1/project/update/${(0,_text_path_segment_js__WEBPACK_IMPORTED_MODULE_3__/* .encodeSegment */ .u)(projectId)}`,
        parse: (body) => ({ statusId: (0,_deployment_status_js__WEBPACK_IMPORTED_MODULE_2__/* .parseStatusId */ .H)(body) }),
        action: 'trigger the deployment',
        notFound: projectNotFound(projectId),
        projectId,
        ambiguityAdvice: triggerAmbiguity('deployment'),
    });
}
/** Creates or redeploys the preview of `branch` (`POST /v1/project/preview/{projectId}`, 202). */
function triggerPreview(platform, projectId, branch) {
    return platform.call({
        endpoint: 'trigger preview',
        waitOutRateLimits: true,
        method: 'POST',
        path: `/v1/project/preview/${(0,_text_path_segment_js__WEBPACK_IMPORTED_MODULE_3__/* .encodeSegment */ .u)(projectId)}`,
        json: { branch },
        parse: (body) => {
            const statusId = (0,_deployment_status_js__WEBPACK_IMPORTED_MODULE_2__/* .parseStatusId */ .H)(body);
            const address = body['previewUrl'];
            return { statusId, previewUrl: typeof address === 'string' ? previewAddress(address) : null };
        },
        action: `trigger the preview deployment of branch "${branch}"`,
        notFound: projectNotFound(projectId),
        forbidden: 'Preview deployments need a plan that includes them (Pro or Enterprise).',
        projectId,
        ambiguityAdvice: triggerAmbiguity('preview deployment'),
    });
}
const MAX_ADDRESS_CHARS = 2_000;
/**
 * The preview's address as the answer gave it, when it is a plain `https` address: no user name
 * or password (which would make `https://docs.example@elsewhere/` read as one host and lead to
 * another), no port, at most 2,000 characters. Anything else is left out, and the summary says
 * none was given.
 */
function previewAddress(address) {
    const url = (0,_text_html_js__WEBPACK_IMPORTED_MODULE_1__/* .webUrl */ .qP)(address);
    if (!url || url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '')
        return null;
    // No preview's address is this long; one that is would crowd the comment and the output.
    return url.href.length <= MAX_ADDRESS_CHARS ? url.href : null;
}
/**
 * Reads a deployment's status (`GET /v1/project/update-status/{statusId}`). `from` says where the
 * id came from, for the 404 of an id the platform does not know (or no longer knows); `noun`
 * names the deployment in it (`preview deployment`).
 */
function getDeploymentStatus(platform, projectId, statusId, read) {
    const { from, noun } = read;
    const check = from === 'input'
        ? `check the "status-id" input: it must be the status-id output of the step that triggered the ${noun}`
        : `the trigger had just answered with it, so the platform lost it: look for the ${noun} on the dashboard`;
    return platform.call({
        endpoint: 'update status',
        // A 429 while waiting is the platform asking to wait longer: a wait, within \`timeout\`, never a failure.
        waitOutRateLimits: true,
        method: 'GET',
        path: `/v1/project/update-status/${(0,_text_path_segment_js__WEBPACK_IMPORTED_MODULE_3__/* .encodeSegment */ .u)(statusId)}`,
        parse: (body) => (0,_deployment_status_js__WEBPACK_IMPORTED_MODULE_2__/* .parseDeploymentStatus */ .jH)(body, statusId),
        action: `read the status of deployment "${statusId}"`,
        notFound: `The platform does not know ${noun} status "${statusId}", or no longer does; ${check}`,
        projectId,
    });
}
/**
 * Whether a status read failed because the platform does not know the status id: its 404. The
 * contract states only a status read's 200; an id the platform does not know is answered as its
 * other reads of one thing by id state it (an agent job's): 404, with the `{"error"}` body.
 * Waiting with that id again would get the same answer, so no ending offers it.
 */
function isUnknownStatusId(error) {
    return error instanceof _platform_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PlatformError */ .Wk && error.status === 404;
}


/***/ }),

/***/ 56090:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ addLogTail),
/* harmony export */   PZ: () => (/* binding */ detailRows),
/* harmony export */   hX: () => (/* binding */ siteUrl),
/* harmony export */   jo: () => (/* binding */ addChangedFiles)
/* harmony export */ });
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98488);
/* harmony import */ var _text_html_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20534);


/*
 * What the summary says of one deployment: the table of what is known, the files its commit
 * changed and, when it failed, the last lines of its log. Every text in it is the platform's
 * (a commit message, a file name, a build's output): escaped, capped, and never a link unless
 * the action built the address itself.
 */
/** Where the platform serves a project's docs: `<subdomain>.mintlify.app`. */
const HOSTED_DOMAIN = 'mintlify.app';
/** A subdomain that can stand in a host name as it is: one DNS label. */
const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const SHA = /^[0-9a-f]{7,64}$/i;
/** The rows of the summary's table: the status id, the status and when, the commit, the platform's words, the site. */
function detailRows(target, run, ending, environment) {
    const rows = [];
    if (run.statusId !== undefined)
        rows.push(['Status id', (0,_text_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<code>${run.statusId}</code>`]);
    else
        rows.push(['Project', (0,_text_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<code>${target.projectId}</code>`]);
    if (target.branch !== undefined)
        rows.push(['Branch', (0,_text_html_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(target.branch, 300)]);
    if (ending.mayExist && run.triggeredAt !== undefined)
        rows.push(['Trigger sent', (0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUtcTime */ .fz)(new Date(run.triggeredAt).toISOString())]);
    if (run.previewUrl)
        rows.push(['Preview', (0,_text_html_js__WEBPACK_IMPORTED_MODULE_0__/* .link */ .nf)(run.previewUrl, run.previewUrl)]);
    const status = run.status;
    if (!status) {
        // The trigger's 202 means the platform queued it; nothing was read since.
        if (run.statusId !== undefined && run.task.kind === 'trigger')
            rows.push(['Status', (0,_text_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<code>queued</code> (the trigger's answer)`]);
        if (run.wait)
            rows.push(['Time waited', (0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(run.wait.waitedMs)]);
        return rows;
    }
    rows.push(['Status', (0,_text_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<code>${status.status}</code>`]);
    rows.push(...timeRows(status, run));
    if (status.commit)
        rows.push(...commitRows(status.commit, environment));
    if (status.summary)
        rows.push(['Summary', (0,_text_html_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(status.summary, 1_000)]);
    if (status.subdomain && target.servesSite)
        rows.push(['Site', siteLink(status.subdomain)]);
    return rows;
}
/** How long the deployment took by the platform's clock, once it ended; else how long this step waited. */
function timeRows(status, run) {
    const started = Date.parse(status.createdAt ?? '');
    const ended = Date.parse(status.endedAt ?? '');
    const rows = [];
    if (status.createdAt)
        rows.push(['Started', (0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUtcTime */ .fz)(status.createdAt)]);
    if (!Number.isNaN(started) && !Number.isNaN(ended) && ended >= started)
        rows.push(['Duration', (0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(ended - started)]);
    else if (run.wait)
        rows.push(['Time waited', (0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(run.wait.waitedMs)]);
    return rows;
}
/**
 * The commit: its short sha, linked to this run's repository only when it is the run's own
 * commit (a sha names one commit, so the link cannot be wrong), then its ref and the first line
 * of its message, as text.
 */
function commitRows(commit, environment) {
    const rows = [];
    const parts = [];
    if (commit.sha)
        parts.push(shaCell(commit.sha, environment));
    if (commit.ref)
        parts.push((0,_text_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) ` on ${(0,_text_html_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(commit.ref, 200)}`);
    const subject = commit.message?.split(/\r?\n/)[0]?.trim();
    if (subject)
        parts.push((0,_text_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `: ${(0,_text_html_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(subject, 300)}`);
    if (parts.length > 0)
        rows.push(['Commit', (0,_text_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `${parts}`]);
    const { added, modified, removed } = commit;
    if (added.total + modified.total + removed.total > 0)
        rows.push(['Files', `${added.total} added, ${modified.total} modified, ${removed.total} removed`]);
    return rows;
}
function shaCell(sha, environment) {
    if (!SHA.test(sha))
        return (0,_text_html_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(sha, 100);
    const short = (0,_text_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<code>${sha.slice(0, 7).toLowerCase()}</code>`;
    const { repository, sha: runSha } = environment;
    if (!repository || sha.toLowerCase() !== runSha)
        return short;
    return (0,_text_html_js__WEBPACK_IMPORTED_MODULE_0__/* .link */ .nf)(short, `${environment.serverUrl}/${repository.owner}/${repository.repo}/commit/${runSha}`);
}
/** The docs site's address, when the subdomain is one host-name label: anything else is no address the action builds. */
function siteUrl(subdomain) {
    return subdomain && DNS_LABEL.test(subdomain) ? `https://${subdomain.toLowerCase()}.${HOSTED_DOMAIN}` : undefined;
}
/** The docs site: linked when the subdomain is one host-name label, shown as text otherwise. */
function siteLink(subdomain) {
    const url = siteUrl(subdomain);
    return url === undefined ? (0,_text_html_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(subdomain, 200) : (0,_text_html_js__WEBPACK_IMPORTED_MODULE_0__/* .link */ .nf)(url.slice('https://'.length), url);
}
/** The changed files' names, folded: a deployment may change hundreds. */
function addChangedFiles(summary, commit) {
    if (!commit)
        return;
    const lists = [
        ['added', commit.added],
        ['modified', commit.modified],
        ['removed', commit.removed],
    ];
    const total = lists.reduce((sum, [, list]) => sum + list.total, 0);
    if (total === 0)
        return;
    const rows = lists.flatMap(([change, list]) => [
        ...list.kept.map((name) => [(0,_text_html_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(name, 300), change]),
        ...(list.total > list.kept.length ? [[`and ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U9)(list.total - list.kept.length, 'more file')}`, change]] : []),
    ]);
    summary.details(`Files changed (${total})`, (inner) => {
        inner.table([{ title: 'File' }, { title: 'Change' }], rows);
    });
}
/** A failed deployment's last log lines, folded, exactly as printed (escaped, and hidden characters shown). */
function addLogTail(summary, status) {
    if (!status || status.status !== 'failure' || status.logs.kept.length === 0)
        return;
    const { kept, total } = status.logs;
    const label = kept.length === total
        ? `The log (${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U9)(total, 'line')})`
        : `The log's last ${kept.length} of ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U9)(total, 'line')}`;
    summary.details(label, (inner) => {
        inner.preformatted(kept.join('\n'), 40_000);
    });
}


/***/ }),

/***/ 50697:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ decideDeploymentEnding),
/* harmony export */   o: () => (/* binding */ waitAgainStep)
/* harmony export */ });
/* harmony import */ var _attempts_send_once_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11974);
/* harmony import */ var _platform_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46316);
/* harmony import */ var _step_result_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45821);
/* harmony import */ var _step_run_footer_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5123);
/* harmony import */ var _step_stopped_step_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(24818);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(98488);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(79209);
/* harmony import */ var _deployment_api_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(47192);
/* harmony import */ var _deployment_status_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(45260);









/** The platform's own summary of a failed deployment, quoted in the failure's message at most this long. */
const QUOTED_SUMMARY_CHARS = 300;
/**
 * How a deployment's step ended. `failure` always fails the step: a deployment that did not go
 * out is never a pass. A status still under way passes only when the step was asked not to
 * wait; running out of time, a cancellation or a read that failed end the step with the status
 * id to wait for it again, unless the platform said it does not know that id.
 */
function decideDeploymentEnding(kind, run, limits) {
    const name = `${kind.noun} "${run.statusId ?? ''}"`;
    if (run.stopped?.phase === 'trigger')
        return triggerStopped(kind, run, run.stopped.error, limits);
    const statusId = run.statusId;
    const status = run.status;
    const failedRead = run.stopped?.error ?? (run.wait?.outcome === 'error' ? run.wait.error : undefined);
    if ((0,_deployment_api_js__WEBPACK_IMPORTED_MODULE_6__/* .isUnknownStatusId */ ._v)(failedRead))
        return statusUnknown(kind, run, failedRead, limits);
    const last = lastStatus(run);
    const goesOn = `The ${kind.noun} goes on on the platform.`;
    const again = run.task.kind === 'resume'
        ? 'To wait for it again, re-run this job.'
        : `To wait for it again, re-run this job: a re-run waits for this ${kind.noun} and triggers no other. Or run ${waitAgainStep(run, (0,_step_run_footer_js__WEBPACK_IMPORTED_MODULE_3__/* .actionUses */ .$m)(undefined, kind.mode))}.`;
    const stop = (conclusion, headline, message) => failed(kind, conclusion, headline, `${message} ${goesOn}`, statusId, again);
    if (run.stopped) {
        const conclusion = (0,_step_result_js__WEBPACK_IMPORTED_MODULE_2__/* .conclusionOf */ .vu)(run.stopped.error, limits);
        return stop(conclusion, `${(0,_step_stopped_step_js__WEBPACK_IMPORTED_MODULE_4__/* .stopLead */ .jg)(conclusion)}could not read the ${kind.noun}`, (0,_text_format_js__WEBPACK_IMPORTED_MODULE_8__/* .errorMessage */ .gJ)(run.stopped.error));
    }
    const wait = run.wait;
    switch (wait?.outcome) {
        case 'timed-out': {
            const why = wait.error === undefined ? '' : ` ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_8__/* .errorMessage */ .gJ)(wait.error)}`;
            const waited = (0,_text_format_js__WEBPACK_IMPORTED_MODULE_8__/* .formatDuration */ .a3)(wait.waitedMs);
            return stop('timed-out', 'Timed out', `Timed out after ${waited} waiting for ${name}; ${last}.${why}`);
        }
        case 'cancelled': {
            const message = `Cancelled while waiting for ${name}; ${last}.`;
            if (kind.takesOverOnCancel === undefined)
                return stop('cancelled', 'Cancelled', message);
            // Replaced by a newer run, most likely: its message offers no wait, which would compete with that run; the
            // summary still gives the step, for a cancellation by hand.
            const takesOver = `When a newer run replaced this one, ${kind.takesOverOnCancel} takes over.`;
            return failed(kind, 'cancelled', 'Cancelled', `${message} ${takesOver}`, statusId);
        }
        case 'error':
            return stop('failure', 'Stopped waiting', `Stopped waiting for ${name}; ${last}. ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_8__/* .errorMessage */ .gJ)(wait.error)}`);
        case 'final':
            return judgeFinal(kind, wait.status);
        case undefined:
            if (status && (0,_deployment_status_js__WEBPACK_IMPORTED_MODULE_7__/* .isFinalDeploymentStatus */ .Ac)(status.status))
                return judgeFinal(kind, status);
            return {
                tone: 'info',
                headline: run.task.kind === 'trigger' ? 'Triggered, not waited for' : 'Not waited for',
                explanation: `${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_8__/* .capitalize */ .ZH)(name)} is ${status?.status ?? 'queued'}; the step did not wait for it, as "wait: false" asks.`,
                failure: undefined,
                resumeStatusId: statusId,
            };
    }
}
/** The status last read; the trigger's answer means `queued`; a status id given and never read has none. */
/** The step that waits again, in words: the action (`uses`), the status id, and the environment when not the mode's own. */
function waitAgainStep(run, uses) {
    const recordedIn = run.environmentInput === '' ? '' : ` and "environment: ${run.environmentInput}"`;
    return `a step of ${uses} with "status-id: ${run.statusId ?? ''}"${recordedIn}`;
}
function lastStatus(run) {
    const status = run.status?.status ?? (run.task.kind === 'trigger' ? 'queued' : undefined);
    return status === undefined ? 'its status was never read' : `its last status was "${status}"`;
}
/**
 * The platform does not know the status id (a status read answered 404): the step says so, as
 * agent mode does for a `job-id` it does not know, and offers no step to wait for it again, which
 * would only be told the same. Had a status been read before, the step stopped waiting.
 */
function statusUnknown(kind, run, error, limits) {
    const conclusion = (0,_step_result_js__WEBPACK_IMPORTED_MODULE_2__/* .conclusionOf */ .vu)(error, limits);
    const reason = (0,_text_format_js__WEBPACK_IMPORTED_MODULE_8__/* .errorMessage */ .gJ)(error);
    const ending = run.status
        ? failed(kind, conclusion, `${(0,_step_stopped_step_js__WEBPACK_IMPORTED_MODULE_4__/* .stopLead */ .jg)(conclusion)}stopped waiting`, `Stopped waiting for ${kind.noun} "${run.statusId ?? ''}"; ${lastStatus(run)}. ${reason}`, undefined)
        : failed(kind, conclusion, `${(0,_step_stopped_step_js__WEBPACK_IMPORTED_MODULE_4__/* .stopLead */ .jg)(conclusion)}could not read the ${kind.noun}`, reason, undefined);
    return { ...ending, statusUnknown: true };
}
/** `success` passes; `failure` fails the step, quoting the platform's summary. */
function judgeFinal(kind, status) {
    const name = `${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_8__/* .capitalize */ .ZH)(kind.noun)} "${status.id}"`;
    if (status.status === 'success') {
        return {
            tone: 'success',
            headline: 'Deployed',
            explanation: `${name} succeeded.`,
            failure: undefined,
            resumeStatusId: undefined,
        };
    }
    const said = status.summary ? ` The platform's summary: "${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_5__/* .cap */ .Np)(status.summary, QUOTED_SUMMARY_CHARS)}".` : '';
    const logs = status.logs.total > 0
        ? "Its log's last lines are in the job summary, the whole log on the dashboard"
        : 'Its log is on the dashboard';
    const message = `${name} ended with status "failure".${said} ${logs}, among the project's deployments.`;
    return failed(kind, 'failure', 'Failed', message, undefined);
}
/** The trigger did not get through, or its answer was lost: then a deployment may exist that nobody can name. */
function triggerStopped(kind, run, error, limits) {
    const conclusion = (0,_step_result_js__WEBPACK_IMPORTED_MODULE_2__/* .conclusionOf */ .vu)(error, limits);
    const reason = (0,_text_format_js__WEBPACK_IMPORTED_MODULE_8__/* .errorMessage */ .gJ)(error);
    if (error instanceof _attempts_send_once_js__WEBPACK_IMPORTED_MODULE_0__/* .NotSentAgainError */ .Ov)
        return failed(kind, conclusion, `${(0,_step_stopped_step_js__WEBPACK_IMPORTED_MODULE_4__/* .stopLead */ .jg)(conclusion)}nothing sent again`, reason, undefined);
    if (error instanceof _platform_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .AmbiguousWriteError */ .yI && run.statusId === undefined) {
        const ending = failed(kind, conclusion, `${(0,_step_stopped_step_js__WEBPACK_IMPORTED_MODULE_4__/* .stopLead */ .jg)(conclusion)}a ${kind.noun} may have been triggered`, reason, undefined);
        return { ...ending, mayExist: true };
    }
    return failed(kind, conclusion, `${(0,_step_stopped_step_js__WEBPACK_IMPORTED_MODULE_4__/* .stopLead */ .jg)(conclusion)}no ${kind.noun} triggered`, `${reason} No ${kind.noun} was triggered.`, undefined);
}
/**
 * A failing ending. `resumeAdvice`, how to wait again, joins the message for the log and the
 * `error` output only: the summary says it once, above the step to paste.
 */
function failed(kind, conclusion, headline, message, resumeStatusId, resumeAdvice) {
    return { ...(0,_step_stopped_step_js__WEBPACK_IMPORTED_MODULE_4__/* .failingWords */ .Un)(kind.title, conclusion, headline, message, resumeAdvice), resumeStatusId };
}


/***/ }),

/***/ 2468:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ addNextStep),
/* harmony export */   c: () => (/* binding */ buildDeploymentSummary)
/* harmony export */ });
/* harmony import */ var _attempts_send_once_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11974);
/* harmony import */ var _step_pasted_step_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37736);
/* harmony import */ var _step_run_footer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5123);
/* harmony import */ var _text_html_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(20534);
/* harmony import */ var _text_summary_document_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73681);
/* harmony import */ var _text_yaml_scalar_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(23817);
/* harmony import */ var _deployment_details_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(56090);
/* harmony import */ var _step_tone_icons_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(13331);








/** A deployment's report: one look tells how it ended, then what to do, then the details. */
function buildDeploymentSummary(kind, settings, run, ending, environment) {
    const summary = new _text_summary_document_js__WEBPACK_IMPORTED_MODULE_4__/* .SummaryDocument */ .o();
    summary.heading(2, (0,_text_html_js__WEBPACK_IMPORTED_MODULE_3__/* .html */ .qy) `${_step_tone_icons_js__WEBPACK_IMPORTED_MODULE_7__/* .TONE_ICONS */ .M[ending.tone]} ${kind.title}: ${ending.headline}`);
    summary.paragraph((0,_text_html_js__WEBPACK_IMPORTED_MODULE_3__/* .prose */ .CS)(ending.explanation, 2_000));
    if (run.earlier)
        (0,_attempts_send_once_js__WEBPACK_IMPORTED_MODULE_0__/* .addEarlierSendLine */ .CC)(summary, run.earlier, environment.runAttempt ?? 1);
    const target = { projectId: settings.projectId, branch: kind.branch(settings), servesSite: kind.servesSite };
    const rows = (0,_deployment_details_js__WEBPACK_IMPORTED_MODULE_6__/* .detailRows */ .PZ)(target, run, ending, environment);
    if (rows.length > 0)
        summary.table([{ title: 'Field' }, { title: 'Value' }], rows);
    (0,_deployment_details_js__WEBPACK_IMPORTED_MODULE_6__/* .addLogTail */ .E$)(summary, run.status);
    (0,_deployment_details_js__WEBPACK_IMPORTED_MODULE_6__/* .addChangedFiles */ .jo)(summary, run.status?.commit);
    addNextStep(summary, kind, settings, run, ending, environment);
    (0,_step_run_footer_js__WEBPACK_IMPORTED_MODULE_2__/* .addRunFooter */ .OF)(summary, environment);
    return summary;
}
/**
 * How to wait for the deployment again, as a step to paste (in the summary, and in a preview's
 * comment): a re-run of the job waits for it (src/attempts), and so does a step with the status
 * id, from any run.
 */
function addNextStep(summary, kind, settings, run, ending, environment) {
    const statusId = ending.resumeStatusId;
    if (statusId === undefined)
        return;
    const docs = (0,_text_html_js__WEBPACK_IMPORTED_MODULE_3__/* .link */ .nf)((0,_text_html_js__WEBPACK_IMPORTED_MODULE_3__/* .html */ .qy) `${kind.mode} docs`, (0,_step_run_footer_js__WEBPACK_IMPORTED_MODULE_2__/* .actionFileUrl */ .g4)(environment, `docs/${kind.mode}.md`));
    summary.paragraph(run.task.kind === 'trigger'
        ? (0,_text_html_js__WEBPACK_IMPORTED_MODULE_3__/* .html */ .qy) `To wait for this ${kind.noun}, re-run this job (a re-run waits for it and triggers no other), or use a step like this (see the ${docs}):`
        : (0,_text_html_js__WEBPACK_IMPORTED_MODULE_3__/* .html */ .qy) `Re-run this job to keep waiting, or wait for the ${kind.noun} in another step like this:`);
    const recordedIn = settings.environmentInput === '' ? {} : { environment: (0,_text_yaml_scalar_js__WEBPACK_IMPORTED_MODULE_5__/* .yamlScalar */ .E)(settings.environmentInput) };
    (0,_step_pasted_step_js__WEBPACK_IMPORTED_MODULE_1__/* .addPastedStep */ .Vp)(summary, environment, kind.mode, settings.projectId, {
        'status-id': (0,_text_yaml_scalar_js__WEBPACK_IMPORTED_MODULE_5__/* .yamlScalar */ .E)(statusId),
        ...recordedIn,
    });
}


/***/ }),

/***/ 77180:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p: () => (/* binding */ followDeployment)
});

// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(47708);
// EXTERNAL MODULE: ./src/step/run-footer.ts
var run_footer = __webpack_require__(5123);
// EXTERNAL MODULE: ./src/text/plain-id.ts
var plain_id = __webpack_require__(86149);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(79209);
// EXTERNAL MODULE: ./src/deployments/deployment-api.ts
var deployment_api = __webpack_require__(47192);
// EXTERNAL MODULE: ./src/deployments/deployment-ending.ts
var deployment_ending = __webpack_require__(50697);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(98488);
// EXTERNAL MODULE: ./src/deployments/deployment-status.ts
var deployment_status = __webpack_require__(45260);
;// CONCATENATED MODULE: ./src/deployments/deployment-progress.ts



const PROGRESS_INTERVAL_MS = 30_000;
const MAX_WARNINGS = 20;
/**
 * Logs one line per status change and, between changes, a progress line at most every 30 s, so
 * a long wait shows signs of life without flooding the log. A status this action does not know
 * is warned about once per distinct value (capped, so a platform sending a new one on every
 * read cannot fill the log or the heap), and treated as still under way.
 */
function createDeploymentProgress(noun, startedAt, now) {
    let lastStatus;
    let lastLineAt = startedAt;
    const warned = new Set();
    const name = noun.charAt(0).toUpperCase() + noun.slice(1);
    return {
        observe({ id, status }) {
            const time = now();
            const elapsed = (0,format/* formatDuration */.a3)(time - startedAt);
            if (!(0,deployment_status/* isKnownDeploymentStatus */.R2)(status) && !warned.has(status) && warned.size < MAX_WARNINGS) {
                warned.add(status);
                log/* log */.Rm.warning(`${name} "${id}" has status "${status}", which this action does not know; it is treated as still under way.`, 'Unknown deployment status');
            }
            if (status !== lastStatus) {
                log/* log */.Rm.info(lastStatus === undefined
                    ? `${name} ${id} is ${status} (${elapsed} waited).`
                    : `${name} ${id}: ${lastStatus} → ${status} after ${elapsed}.`);
                lastStatus = status;
                lastLineAt = time;
            }
            else if (time - lastLineAt >= PROGRESS_INTERVAL_MS) {
                log/* log */.Rm.info(`${name} ${id} is still ${status} (${elapsed} waited).`);
                lastLineAt = time;
            }
        },
    };
}

// EXTERNAL MODULE: ./src/attempts/send-once.ts
var send_once = __webpack_require__(11974);
// EXTERNAL MODULE: ./src/attempts/step-sends.ts + 2 modules
var step_sends = __webpack_require__(75256);
// EXTERNAL MODULE: ./src/platform/errors.ts
var errors = __webpack_require__(46316);
;// CONCATENATED MODULE: ./src/deployments/trigger-once.ts





/** Triggers the deployment, or takes up an earlier attempt's; what it learns goes into `run`, the status id through `knowStatusId`. */
async function triggerOnce(kind, settings, { platform, limits, environment }, run, knowStatusId) {
    const sentKind = kind.mode === 'preview' ? 'preview deployment' : 'deployment';
    const sends = (0,step_sends/* stepSends */.K)(environment, { ...settings, mode: kind.mode }, limits);
    run.earlier = await takenUp(kind, settings, { platform, limits, environment }, await (0,send_once/* earlierSendOf */.gN)(sends, sentKind));
    if (run.earlier) {
        knowStatusId(run.earlier.id);
        // Checked again as any preview address is: the record was read back from an artifact anyone in the run could upload.
        run.previewUrl = run.earlier.address === null ? null : (0,deployment_api/* previewAddress */.jj)(run.earlier.address);
        return;
    }
    log/* log */.Rm.info(kind.announce(settings));
    run.triggeredAt = limits.now();
    const triggered = await kind.trigger(platform, settings).catch(async (error) => {
        if (error instanceof errors/* AmbiguousWriteError */.yI)
            await sends.record({ kind: sentKind, confirmed: false, id: null });
        throw error;
    });
    // Recorded before it is announced: a step killed now still leaves the id in its outputs.
    knowStatusId(triggered.statusId);
    run.previewUrl = triggered.previewUrl;
    const address = triggered.previewUrl ?? null;
    await sends.record({ kind: sentKind, confirmed: true, id: triggered.statusId, address });
    log/* log */.Rm.info(`The platform queued the ${kind.noun}: status id ${triggered.statusId}.`);
    if (triggered.previewUrl)
        log/* log */.Rm.info(`It will be served at ${triggered.previewUrl}`);
}
/** The earlier attempt's deployment to take up: not one that failed. */
async function takenUp(kind, settings, { platform }, earlier) {
    if (earlier === undefined || earlier.id === null)
        return earlier;
    const read = { from: 'trigger', noun: kind.noun };
    const status = await (0,deployment_api/* getDeploymentStatus */.WP)(platform, settings.projectId, earlier.id, read).catch(() => undefined);
    if (status?.status !== 'failure')
        return earlier;
    log/* log */.Rm.info(`The ${kind.noun} ${earlier.id}, which attempt ${earlier.attempt} triggered, failed: this attempt triggers anew.`);
    return undefined;
}

// EXTERNAL MODULE: ./src/runner/limits.ts
var runner_limits = __webpack_require__(81864);
// EXTERNAL MODULE: ./src/step/poll-schedule.ts
var poll_schedule = __webpack_require__(93327);
// EXTERNAL MODULE: ./src/step/result.ts
var result = __webpack_require__(45821);
;// CONCATENATED MODULE: ./src/deployments/wait-for-deployment.ts





/**
 * Reads the deployment's status until it is `success` or `failure`, the deadline passes, the
 * step is cancelled or a read fails for good (a 404, a 403, a broken answer; the client has
 * already retried what may heal). It never throws: the caller reports the last known status in
 * every case. The first read is at once: a deployment just triggered is queued, and one resumed
 * may have ended long ago.
 */
async function waitForDeployment(platform, limits, progress, request) {
    const startedAt = limits.now();
    let status;
    const schedule = new poll_schedule/* PollSchedule */.$x(request.pollIntervalMs, startedAt);
    const end = (outcome, error) => ({
        status,
        outcome,
        waitedMs: limits.now() - startedAt,
        ...(error === undefined ? {} : { error }),
    });
    for (let firstRead = true;; firstRead = false) {
        if (status && (0,deployment_status/* isFinalDeploymentStatus */.Ac)(status.status))
            return end('final');
        if (!firstRead) {
            const remaining = (0,runner_limits/* remainingMs */.XW)(limits);
            if (remaining <= 0)
                return end('timed-out');
            try {
                const what = `waiting for ${request.noun} "${request.statusId}"`;
                await (0,runner_limits/* pause */.v7)(limits, Math.min(schedule.pauseAt(limits.now()), remaining), what);
            }
            catch (error) {
                return end('cancelled', error);
            }
            if ((0,runner_limits/* remainingMs */.XW)(limits) <= 0)
                return end('timed-out');
        }
        schedule.checked(limits.now());
        try {
            status = await (0,deployment_api/* getDeploymentStatus */.WP)(platform, request.projectId, request.statusId, request);
        }
        catch (error) {
            const conclusion = (0,result/* conclusionOf */.vu)(error, limits);
            return end(conclusion === 'failure' ? 'error' : conclusion, error);
        }
        progress.observe(status);
    }
}

;// CONCATENATED MODULE: ./src/deployments/follow-deployment.ts









/**
 * A deployment from start to end: trigger it (or take the status id of one triggered before),
 * then wait for it to succeed or fail, or (`wait: false`) return at once. Every phase records
 * what it learned in the run, so whatever stops the work, the ending can say what is known; an
 * error is recorded, never thrown. The hooks run as their moments come.
 */
async function followDeployment(kind, settings, { platform, limits, publishStatusId, environment }, { started, waiting } = {}) {
    const { task, projectId } = settings;
    const run = {
        task,
        environmentInput: settings.environmentInput,
        statusId: undefined,
        previewUrl: undefined,
        triggeredAt: undefined,
        status: undefined,
        wait: undefined,
        stopped: undefined,
        earlier: undefined,
    };
    const knowStatusId = (statusId) => {
        run.statusId = statusId;
        const problem = (0,plain_id/* plainIdProblem */.F)(statusId);
        if (problem === undefined)
            publishStatusId(statusId);
        else
            log/* log */.Rm.warning(`The ${kind.noun}'s status id "${(0,untrusted/* forLog */.Ig)(statusId)}" is not passed on as the "status-id" output: ${problem}. The job summary shows it.`, 'Status id not passed on');
    };
    let phase = 'trigger';
    try {
        if (task.kind === 'resume')
            knowStatusId(task.statusId);
        else {
            await log/* log */.Rm.group(`Trigger the ${kind.noun}`, () => triggerOnce(kind, settings, { platform, limits, environment }, run, knowStatusId));
        }
        phase = 'wait';
        const statusId = run.statusId;
        await started?.(run);
        const from = task.kind === 'resume' ? 'input' : 'trigger';
        const progress = createDeploymentProgress(kind.noun, limits.now(), limits.now);
        if (settings.wait) {
            await waiting?.(run);
            run.wait = await log/* log */.Rm.group(`Wait for ${kind.noun} ${statusId}`, () => waitForDeployment(platform, limits, progress, {
                projectId,
                statusId,
                from,
                pollIntervalMs: settings.pollIntervalMs,
                noun: kind.noun,
            }));
            run.status = run.wait.status;
        }
        else if (task.kind === 'resume') {
            run.status = await (0,deployment_api/* getDeploymentStatus */.WP)(platform, projectId, statusId, { from, noun: kind.noun });
            progress.observe(run.status);
        }
        else {
            log/* log */.Rm.info(`Not waiting for ${kind.noun} ${statusId} ("wait: false"). To wait for it later, run ${(0,deployment_ending/* waitAgainStep */.o)(run, (0,run_footer/* actionUses */.$m)(environment, kind.mode))}.`);
        }
    }
    catch (error) {
        run.stopped = { phase, error };
    }
    return run;
}


/***/ }),

/***/ 85720:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  l: () => (/* binding */ openDeploymentRecord)
});

// EXTERNAL MODULE: ./src/comments/comment-write-failure.ts
var comment_write_failure = __webpack_require__(28610);
// EXTERNAL MODULE: ./src/comments/pull-request-comment.ts
var pull_request_comment = __webpack_require__(3639);
// EXTERNAL MODULE: ./src/comments/marked-comment.ts
var marked_comment = __webpack_require__(36996);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(47708);
// EXTERNAL MODULE: ./src/runner/limits.ts
var runner_limits = __webpack_require__(81864);
// EXTERNAL MODULE: ./src/deployments/deployment-status.ts
var deployment_status = __webpack_require__(45260);
// EXTERNAL MODULE: ./src/deployments/deployment-api.ts
var deployment_api = __webpack_require__(47192);
;// CONCATENATED MODULE: ./src/environments/github-deployment-api.ts

/** How many of an environment's latest deployments are looked through for one of a pull request or a status id. */
const LOOKED_THROUGH = 30;
/** GitHub's limit on a deployment's and a status's description. */
const MAX_DESCRIPTION = 140;
async function createDeployment(octokit, repository, deployment, signal) {
    const { data } = await octokit.rest.repos.createDeployment({
        ...repository,
        ref: deployment.ref,
        environment: deployment.environment,
        description: deployment.description.slice(0, MAX_DESCRIPTION),
        payload: { ...deployment.payload },
        // The platform deploys the docs: no merge of the default branch, and no wait for the commit's checks.
        auto_merge: false,
        required_contexts: [],
        transient_environment: deployment.transient,
        production_environment: deployment.production,
        // Not sent again when its answer is lost: a second deployment would stand beside the first.
        request: { signal, retries: 0 },
    });
    const id = data.id;
    if (typeof id !== 'number' || !Number.isSafeInteger(id))
        throw new Error('GitHub answered without a deployment id');
    return id;
}
async function createStatus(octokit, repository, deploymentId, status, signal) {
    await octokit.rest.repos.createDeploymentStatus({
        ...repository,
        deployment_id: deploymentId,
        state: status.state,
        description: status.description.slice(0, MAX_DESCRIPTION),
        ...(status.environmentUrl ? { environment_url: status.environmentUrl } : {}),
        ...(status.logUrl ? { log_url: status.logUrl } : {}),
        request: { signal },
    });
}
/** The environment's latest deployments whose payload matches, newest first. */
async function findDeployments(octokit, repository, environment, matches, signal) {
    const { data } = await octokit.rest.repos.listDeployments({
        ...repository,
        environment,
        per_page: LOOKED_THROUGH,
        request: { signal },
    });
    const listed = Array.isArray(data) ? data : [];
    return listed.flatMap((entry) => {
        const { id, payload } = (entry ?? {});
        if (typeof id !== 'number' || !Number.isSafeInteger(id))
            return [];
        const read = payloadOf(payload);
        return matches(read) ? [{ id, payload: read }] : [];
    });
}
/** The deployment's latest state, or undefined when it has none GitHub names. */
async function latestState(octokit, repository, deploymentId, signal) {
    const { data } = await octokit.rest.repos.listDeploymentStatuses({
        ...repository,
        deployment_id: deploymentId,
        per_page: 1,
        request: { signal },
    });
    const state = (Array.isArray(data) ? data[0] : undefined)?.state;
    return typeof state === 'string' ? state : undefined;
}
/** A payload read back: only the fields the action writes, each of the kind it writes (an https address as a preview's is). */
function payloadOf(payload) {
    const fields = typeof payload === 'object' && payload !== null ? payload : {};
    const pull = fields['pullRequest'];
    const statusId = fields['statusId'];
    const address = typeof fields['previewUrl'] === 'string' ? (0,deployment_api/* previewAddress */.jj)(fields['previewUrl']) : null;
    return {
        ...(typeof pull === 'number' && Number.isSafeInteger(pull) && pull > 0 ? { pullRequest: pull } : {}),
        ...(typeof statusId === 'string' && statusId.length <= 200 ? { statusId } : {}),
        ...(address === null ? {} : { previewUrl: address }),
    };
}

;// CONCATENATED MODULE: ./src/environments/record-writes.ts



/**
 * Begins the record: a new deployment and its `in_progress` status, or, for a step that follows
 * an earlier deployment (`status-id`), the record that step began, found by its status id and
 * set `in_progress` again. `known` hears of the deployment as soon as it exists, so the end is
 * written even when the `in_progress` status is not.
 */
async function recordStart(octokit, place, run, signal, known) {
    const statusId = run.statusId ?? '';
    const inProgress = { state: 'in_progress', description: `${place.title}: building`, logUrl: place.runUrl };
    if (run.task.kind === 'resume') {
        const [found] = await findDeployments(octokit, place.repository, place.environment, (payload) => payload.statusId === statusId, signal);
        if (found === undefined) {
            log/* log */.Rm.info(`No GitHub deployment of this status id in environment "${place.environment}": nothing to record.`);
            return;
        }
        known(found.id, found.payload.previewUrl);
        await createStatus(octokit, place.repository, found.id, inProgress, signal);
        log/* log */.Rm.info(`Following GitHub deployment ${found.id} in environment "${place.environment}".`);
        return;
    }
    const previewUrl = run.previewUrl ?? undefined;
    const payload = {
        statusId,
        ...(place.pullRequest === undefined ? {} : { pullRequest: place.pullRequest }),
        ...(previewUrl === undefined ? {} : { previewUrl }),
    };
    const deployment = { ref: place.ref, environment: place.environment, description: place.title, payload };
    const id = await createDeployment(octokit, place.repository, { ...deployment, transient: place.preview, production: !place.preview }, signal);
    known(id, previewUrl);
    await createStatus(octokit, place.repository, id, inProgress, signal);
    log/* log */.Rm.info(`GitHub deployment ${id} recorded in environment "${place.environment}", in progress.`);
}
async function recordEnd(octokit, place, { id, run, ending, url }, signal) {
    const state = lastState(run, ending);
    if (state === undefined) {
        log/* log */.Rm.info(`GitHub deployment ${id} stays in progress: the step did not wait for its end.`);
        return;
    }
    const description = DESCRIPTIONS[state](place.title);
    const environmentUrl = state === 'success' ? url : undefined;
    await createStatus(octokit, place.repository, id, { state, description, environmentUrl, logUrl: place.runUrl }, signal);
    log/* log */.Rm.info(`GitHub deployment ${id}: ${state}.`);
    if (state === 'success' && place.preview && place.pullRequest !== undefined)
        await deactivatePreviews(octokit, place, place.pullRequest, id, signal);
}
const DESCRIPTIONS = {
    success: (title) => `${title}: live`,
    failure: (title) => `${title}: failed on the docs platform`,
    error: (title) => `${title}: the step stopped waiting; it may still finish`,
};
/** The platform's final status when the step read one; `error` when it stopped waiting; undefined when it never waited. */
function lastState(run, ending) {
    const status = run.status?.status;
    if (status !== undefined && (0,deployment_status/* isFinalDeploymentStatus */.Ac)(status))
        return status;
    if (ending.tone === 'info')
        return undefined;
    return 'error';
}
/**
 * The pull request's previews, made inactive unless they are already: all but `newest` when a
 * newer one succeeded, all of them once the pull request is closed. Returns how many were.
 */
async function deactivatePreviews(octokit, place, pullRequest, newest, signal) {
    const found = await findDeployments(octokit, place.repository, place.environment, (payload) => payload.pullRequest === pullRequest, signal);
    const why = newest === undefined ? `pull request #${pullRequest} closed` : `replaced by a newer preview of #${pullRequest}`;
    let made = 0;
    for (const { id } of found.filter((each) => each.id !== newest)) {
        if ((await latestState(octokit, place.repository, id, signal)) === 'inactive')
            continue;
        await createStatus(octokit, place.repository, id, { state: 'inactive', description: `${place.title}: ${why}` }, signal);
        made++;
    }
    if (made > 0)
        log/* log */.Rm.info(`${made} preview deployment(s) of pull request #${pullRequest} made inactive (${why}).`);
    return made;
}

;// CONCATENATED MODULE: ./src/environments/deployment-record.ts






/** The record of the step's deployment, or none when the step records nothing (`off`, no token, no commit). */
function openDeploymentRecord(target, environment, github, limits) {
    const repository = environment.repository;
    if (target.environment === undefined || !repository || target.ref === undefined)
        return undefined;
    if (target.githubToken === '') {
        log/* log */.Rm.notice(`No GitHub deployment in environment "${target.environment}": "github-token" is empty.`, 'No GitHub deployment');
        return undefined;
    }
    const place = {
        repository,
        environment: target.environment,
        ref: target.ref,
        preview: target.preview,
        pullRequest: target.pullRequest,
        title: target.title,
        runUrl: environment.runUrl,
    };
    let recorded;
    let starting = Promise.resolve();
    let refused = false;
    const write = async (what, budget, work) => {
        if (refused)
            return;
        const budgetMs = (0,runner_limits/* remainingMs */.XW)(budget);
        try {
            await (0,runner_limits/* bounded */.Mm)(budget, what, async (signal) => work(await github(), signal));
        }
        catch (error) {
            refused = (0,comment_write_failure/* reportFailure */.x)((0,marked_comment/* timeToWrite */.s)(error, budgetMs), {
                what: `GitHub deployment in environment "${target.environment}"`,
                title: 'GitHub deployment',
                permission: 'deployments: write',
                off: '"environment: off"',
                unaffected: `The ${target.title.toLowerCase()}`,
            });
        }
    };
    return {
        // Beside the wait, not before it: the record never takes the time the deployment needs.
        started: (run) => {
            log/* log */.Rm.info(`Recording the deployment on GitHub, in environment "${target.environment}".`);
            starting = write('recording the deployment on GitHub', (0,pull_request_comment/* writeBudget */.nR)(limits), (octokit, signal) => recordStart(octokit, place, run, signal, (id, previewUrl) => (recorded = { id, previewUrl })));
            return Promise.resolve();
        },
        ended: async (run, ending, url) => {
            await starting;
            if (recorded === undefined)
                return;
            const { id, previewUrl } = recorded;
            await log/* log */.Rm.group(`End the GitHub deployment in environment "${target.environment}"`, () => write('ending the deployment on GitHub', (0,pull_request_comment/* lastBudget */.cV)(limits), (octokit, signal) => recordEnd(octokit, place, { id, run, ending, url: url ?? previewUrl }, signal)));
        },
        closed: async (pullRequest) => {
            let made;
            await write('making the previews inactive on GitHub', (0,pull_request_comment/* lastBudget */.cV)(limits), async (octokit, signal) => {
                made = await deactivatePreviews(octokit, place, pullRequest, undefined, signal);
            });
            return made;
        },
    };
}


/***/ })

};
