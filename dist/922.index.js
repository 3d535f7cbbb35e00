export const id = 922;
export const ids = [922];
export const modules = {

/***/ 89990:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ql: () => (/* binding */ commentMarker),
/* harmony export */   h_: () => (/* binding */ releaseNotesMarker),
/* harmony export */   q5: () => (/* binding */ earlierAgentMarker),
/* harmony export */   rZ: () => (/* binding */ isMarked)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/**
 * The hidden HTML comment that finds this action's text again on a re-run or a second attempt,
 * so it is edited in place, never written twice. The digest is keyed from the API key, so nobody
 * can write a marker the action would look for before the action has written one; a comment's
 * marker also names its pull request, so a copy taken from another pull request's comment finds
 * nothing here. A marker is a name, not a proof: anyone can copy one from a comment's source, so
 * a comment counts as the action's only when the account the token acts as wrote it as well
 * (comment-writes.ts).
 */
function commentMarker(apiKey, projectId, place, pull) {
    return markerOf(apiKey, place, `${projectId} #${pull}`);
}
/**
 * The release notes' marker, one per project: the notes belong to a release, not a pull request,
 * and only people who may write to the repository can edit them. Agent mode's comment was marked
 * the same way until its marker named the pull request: `earlierAgentMarker`.
 */
function releaseNotesMarker(apiKey, projectId) {
    return markerOf(apiKey, 'release-notes-link', projectId);
}
/**
 * Agent mode's comment as 1.x and 2.0 marked it, naming no pull request. A re-run on a pull
 * request an earlier version commented on still finds that comment when the token's account
 * wrote it (its body is then rewritten whole under the new marker, nothing of it read). Preview
 * mode, newer, has no earlier marker: its comment's body is read back for the preview's address.
 */
function earlierAgentMarker(apiKey, projectId) {
    return markerOf(apiKey, 'pull-request-comment', projectId);
}
function markerOf(apiKey, place, covered) {
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', apiKey).update(`docs agent ${place}: ${covered}`).digest('hex').slice(0, 16);
    return `<!-- docs-agent ${place} ${digest} -->`;
}
/** Whether `body` is the text the marker finds: it starts with the marker, as the action writes it. */
function isMarked(body, mark) {
    return typeof body === 'string' && body.startsWith(mark);
}


/***/ }),

/***/ 41551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   br: () => (/* binding */ commentText),
/* harmony export */   ri: () => (/* binding */ addRunLine)
/* harmony export */ });
/* unused harmony export MAX_COMMENT_CHARS */
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98488);
/* harmony import */ var _text_html_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20534);


/*
 * What every pull-request comment of the action shares, whichever mode writes it: the body built
 * as the job summary is (a SummaryDocument, the `html` template, so the platform's text is
 * escaped exactly as there: GitHub renders a comment as it renders a summary), kept within
 * GitHub's limit behind its marker, and the small line that links the workflow run.
 */
/** The most GitHub takes in a comment's body (its characters; this counts UTF-16 units, never fewer). */
const MAX_COMMENT_CHARS = 65_536;
/**
 * The comment's text: the marker, then the body, then `trailer` (a hidden line a mode keeps for
 * its next run). GitHub refuses a comment over 65,536 characters; whatever the platform's text,
 * the comment stays under it, the body cut between blocks with a line saying so.
 */
function commentText(mark, comment, trailer = '') {
    const room = MAX_COMMENT_CHARS - mark.length - 1 - (trailer === '' ? 0 : trailer.length + 1);
    const cut = (0,_text_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `The rest of this comment was cut: GitHub takes at most ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatNumber */ .ZV)(MAX_COMMENT_CHARS)} characters. The workflow run's summary has all of it.`;
    const body = `${mark}\n${comment.renderWithin(room, cut)}`;
    return trailer === '' ? body : `${body}\n${trailer}`;
}
/** The comment's last line, small: what it is about (`agent job <code>job_1</code>`), then the workflow run, linked. */
function addRunLine(comment, environment, about) {
    const lead = about === undefined ? undefined : (0,_text_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `${about} · `;
    const run = environment.runUrl ? (0,_text_html_js__WEBPACK_IMPORTED_MODULE_0__/* .link */ .nf)('workflow run', environment.runUrl) : (0,_text_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `workflow run`;
    comment.paragraph((0,_text_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<sub>${lead}${run}</sub>`);
}


/***/ }),

/***/ 28610:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ reportFailure)
/* harmony export */ });
/* harmony import */ var _github_github_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53074);
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47708);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(98488);



/**
 * Says why a write failed, never failing the step: a token without the permission (401, 403,
 * or 404, as GitHub answers an integration that may not see the place) is a notice naming the
 * permission, and the write is not tried again; anything else (a rate limit that would outlast
 * the timeout included) is a warning. A refused edit of a comment another account wrote is no
 * sign of a missing permission, and is never said to be one. Returns whether the token was refused.
 */
function reportFailure(error, place) {
    const status = (0,_github_github_client_js__WEBPACK_IMPORTED_MODULE_0__/* .gitHubStatus */ .M)(error);
    const message = (0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error).replace(/[.\s]+$/, '');
    const refusal = (status === 401 || status === 403 || status === 404) && !/rate limit/i.test(message);
    if (refusal && !place.othersComment) {
        _runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .log */ .Rm.notice(`No ${place.what}: GitHub refused the "github-token" (${status}: ${message}). Give the workflow's job "permissions: ${place.permission}", or set ${place.off}.`, `No ${place.title.toLowerCase()}`);
        return true;
    }
    const others = place.othersComment;
    const why = refusal && others
        ? `GitHub refused to edit ${others.url}, written by ${others.author}, not by the account the "github-token" acts as (${status}: ${message})`
        : message;
    _runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .log */ .Rm.warning(`The ${place.what} was not written: ${why}. ${place.unaffected} is not affected.`, `${place.title} not written`);
    return false;
}


/***/ }),

/***/ 99692:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HF: () => (/* binding */ writeComment),
/* harmony export */   Jp: () => (/* binding */ findMarkedComment),
/* harmony export */   To: () => (/* binding */ writeReleaseLine)
/* harmony export */ });
/* harmony import */ var _comment_marker_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89990);
/* harmony import */ var _token_account_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70865);


/** GitHub lists a pull request's comments 100 a page; past 3,000 comments the marker is not looked for further. */
const MAX_COMMENT_PAGES = 30;
/**
 * The action's comment on pull request `number`: the oldest that starts with one of `marks` and
 * was written by `account`, the one the step's token acts as (token-account.ts). The marker is in
 * the comment's source, which anyone can copy into a comment of their own: such a copy (a
 * member's, another app's, one the workflow's token posted for another pull request) is never
 * taken for the action's, so it is neither edited, nor read, nor given as `comment-url`.
 */
async function findMarkedComment(octokit, repository, target, signal) {
    for (let page = 1; page <= MAX_COMMENT_PAGES; page++) {
        const { data } = await octokit.rest.issues.listComments({
            ...repository,
            issue_number: target.number,
            per_page: 100,
            page,
            request: { signal },
        });
        const found = data.find((comment) => (0,_token_account_js__WEBPACK_IMPORTED_MODULE_1__/* .isAccount */ .U)(comment.user?.login, target.account) && target.marks.some((mark) => (0,_comment_marker_js__WEBPACK_IMPORTED_MODULE_0__/* .isMarked */ .rZ)(comment.body, mark)));
        if (found)
            return writtenComment(found);
        if (data.length < 100)
            return undefined;
    }
    return undefined;
}
/** Edits comment `existing` when there is one, or posts a new one on pull request `number`. */
async function writeComment(octokit, repository, target, body, signal) {
    const { data } = target.existing
        ? await octokit.rest.issues.updateComment({
            ...repository,
            comment_id: target.existing.id,
            body,
            request: { signal },
        })
        : // Never repeated: a POST whose answer was lost may have posted the comment. The next write
            // looks for it by its marker first.
            await octokit.rest.issues.createComment({
                ...repository,
                issue_number: target.number,
                body,
                request: { signal, retries: 0 },
            });
    return writtenComment(data);
}
function writtenComment(comment) {
    return { id: comment.id, url: comment.html_url, body: comment.body ?? '', author: comment.user?.login ?? '' };
}
/**
 * Ends release `releaseId`'s notes with `line` and its marker, in place of any line an earlier
 * run wrote: read the notes as they are now, drop the marked line, add the new one.
 */
async function writeReleaseLine(octokit, repository, releaseId, line, mark, signal) {
    const { data } = await octokit.rest.repos.getRelease({ ...repository, release_id: releaseId, request: { signal } });
    const kept = (data.body ?? '')
        .split(/\r?\n/)
        .filter((text) => !text.includes(mark))
        .join('\n')
        .trimEnd();
    const body = `${kept === '' ? '' : `${kept}\n\n`}${line} ${mark}`;
    const { data: updated } = await octokit.rest.repos.updateRelease({
        ...repository,
        release_id: releaseId,
        body,
        request: { signal },
    });
    return updated.html_url;
}


/***/ }),

/***/ 3639:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aW: () => (/* binding */ openPullRequestComment),
/* harmony export */   cV: () => (/* binding */ lastBudget),
/* harmony export */   dL: () => (/* binding */ lazyGitHubClient),
/* harmony export */   nR: () => (/* binding */ writeBudget)
/* harmony export */ });
/* harmony import */ var _github_github_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53074);
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47708);
/* harmony import */ var _runner_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81864);
/* harmony import */ var _runner_pull_request_event_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(98686);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(98488);
/* harmony import */ var _comment_marker_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(89990);
/* harmony import */ var _comment_writes_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(99692);
/* harmony import */ var _comment_write_failure_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(28610);
/* harmony import */ var _token_account_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(70865);









/*
 * One comment of one kind on the pull request a run is for, kept up to date in place: posted
 * when the work starts, edited when the step ends, found again on a re-run by its marker and its
 * author, the account the token acts as. Agent mode and preview mode each keep one, under markers
 * of their own. A write never fails the step, nor takes the time its work needs: a token without
 * the permission is a notice, once; anything else a warning.
 */
/** A comment may take this long at most, so a GitHub that hangs cannot eat the job's time. */
const WRITE_BUDGET_MS = 30_000;
/** The share of the time left the first write may take: the work the step is for gets the rest. */
const FIRST_WRITE_SHARE = 0.25;
/** The last edit may run this long past `timeout`: a timed-out step still says so on the pull request. */
const LAST_EDIT_MS = 5_000;
/** After a cancellation the step has 2.5 s to report before it exits; the last edit gets most of it. */
const CANCELLED_EDIT_MS = 1_500;
/** The one GitHub client of a step's writes, made on the first one. */
function lazyGitHubClient(token, environment, limits) {
    let client;
    return () => (client ??= (0,_github_github_client_js__WEBPACK_IMPORTED_MODULE_0__/* .createGitHubClient */ .L)({ token, apiUrl: environment.apiUrl, limits }));
}
/** The comment of `kind` on this run's pull request, or undefined when there is none to write (saying why, when it cannot be). */
function openPullRequestComment(settings, kind, environment, github) {
    const repository = environment.repository;
    const pull = commentTarget(settings, environment);
    if (pull === undefined || !repository)
        return undefined;
    const mark = (0,_comment_marker_js__WEBPACK_IMPORTED_MODULE_4__/* .commentMarker */ .Ql)(settings.apiKey, settings.projectId, kind.place, pull);
    const earlier = kind.place === 'pull-request-comment' ? [(0,_comment_marker_js__WEBPACK_IMPORTED_MODULE_4__/* .earlierAgentMarker */ .q5)(settings.apiKey, settings.projectId)] : [];
    const account = (0,_token_account_js__WEBPACK_IMPORTED_MODULE_7__/* .tokenAccount */ .r)();
    let comment;
    let refused = false;
    /** The step's comment from an earlier run: none when the token's account is not known, so nobody's is taken for it. */
    const findOwn = async (octokit, signal) => {
        const login = await account.login(octokit, signal);
        if (login === undefined)
            return undefined;
        return (0,_comment_writes_js__WEBPACK_IMPORTED_MODULE_5__/* .findMarkedComment */ .Jp)(octokit, repository, { number: pull, marks: [mark, ...earlier], account: login }, signal);
    };
    const write = async (body, budget) => {
        if (refused)
            return;
        const budgetMs = (0,_runner_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .remainingMs */ .XW)(budget);
        let editing;
        try {
            comment = await (0,_runner_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .bounded */ .Mm)(budget, `writing the comment on pull request #${pull}`, async (signal) => {
                const octokit = await github();
                editing = comment ?? (await findOwn(octokit, signal));
                const text = typeof body === 'string' ? body : body(editing?.body);
                return (0,_comment_writes_js__WEBPACK_IMPORTED_MODULE_5__/* .writeComment */ .HF)(octokit, repository, { number: pull, existing: editing }, text, signal);
            });
            if (!editing)
                account.learn(comment.author);
            _runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .log */ .Rm.info(`Comment on pull request #${pull} written: ${comment.url}`);
        }
        catch (error) {
            const othersComment = editing && !(0,_token_account_js__WEBPACK_IMPORTED_MODULE_7__/* .isAccount */ .U)(editing.author, account.known()) ? editing : undefined;
            refused = (0,_comment_write_failure_js__WEBPACK_IMPORTED_MODULE_6__/* .reportFailure */ .x)(timeToWrite(error, budgetMs), {
                what: `comment on pull request #${pull}`,
                title: 'Pull request comment',
                permission: 'pull-requests: write',
                off: '"comment: off"',
                unaffected: kind.unaffected,
                ...(othersComment ? { othersComment: { url: othersComment.url, author: othersComment.author } } : {}),
            });
        }
    };
    return {
        number: pull,
        mark,
        write: (body, moment, budget) => _runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .log */ .Rm.group(moment === 'start' ? `Comment on pull request #${pull}` : `Update the comment on pull request #${pull}`, () => write(body, budget)),
        url: () => comment?.url,
    };
}
/** A write out of its own time says how long GitHub had, rather than that the step's `timeout` ran out. */
function timeToWrite(error, budgetMs) {
    if (!(error instanceof _runner_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .DeadlineError */ .j3))
        return error;
    return new Error(budgetMs > 0 ? `GitHub did not answer within ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_8__/* .formatDuration */ .a3)(budgetMs)}` : 'no time was left');
}
/** The pull request to comment on, or undefined (saying why when a comment cannot be written). */
function commentTarget(settings, environment) {
    if (settings.comment === 'off')
        return undefined;
    const pull = (0,_runner_pull_request_event_js__WEBPACK_IMPORTED_MODULE_3__/* .readPullRequestEvent */ .$f)(environment);
    if (!pull || !environment.repository)
        return undefined;
    if (settings.githubToken === '') {
        _runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .log */ .Rm.notice(`No comment on pull request #${pull.number}: "github-token" is empty.`, 'No pull request comment');
        return undefined;
    }
    if (pull.fromFork && pull.eventName === 'pull_request') {
        _runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .log */ .Rm.notice(`No comment on pull request #${pull.number}: it comes from a fork, and GitHub gives a fork's "pull_request" run a read-only token. The job summary has the result.`, 'No pull request comment');
        return undefined;
    }
    return pull.number;
}
/**
 * The first write's budget: a quarter of the time left, at most 30 s, so a GitHub that hangs
 * or fails leaves the work (the job, the preview to wait for) three quarters of it or more.
 */
function writeBudget(limits) {
    const share = Math.min(WRITE_BUDGET_MS, (0,_runner_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .remainingMs */ .XW)(limits) * FIRST_WRITE_SHARE);
    return (0,_runner_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .createStepLimits */ .Jj)(share, limits.signal, limits.now);
}
/** The last edit's own budget: past the deadline, and after a cancellation, the step must still say how it ended. */
function lastBudget(limits) {
    if (limits.signal.aborted)
        return (0,_runner_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .createStepLimits */ .Jj)(CANCELLED_EDIT_MS, new AbortController().signal, limits.now);
    const ms = Math.max(LAST_EDIT_MS, Math.min(WRITE_BUDGET_MS, (0,_runner_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .remainingMs */ .XW)(limits)));
    return (0,_runner_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .createStepLimits */ .Jj)(ms, limits.signal, limits.now);
}


/***/ }),

/***/ 70865:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ isAccount),
/* harmony export */   r: () => (/* binding */ tokenAccount)
/* harmony export */ });
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47708);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98488);


/*
 * Which GitHub account the step's token acts as: the one author whose marked comment may be the
 * action's own. GraphQL's `viewer` answers for every kind of token (the workflow's token is
 * `github-actions[bot]`, another app's installation token `<app>[bot]`, a personal token its
 * person), where REST has no one request that does: `GET /user` refuses an installation token,
 * and `GET /app` wants the app's own key.
 */
/** A login as GitHub spells one: a person's or an organization's, or an app's with `[bot]`. */
const LOGIN = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}(?:\[bot\])?$/;
const QUERY = 'query { viewer { login } }';
/** A step's one account: a step keeps one comment, and asks once. */
function tokenAccount() {
    let known;
    let asked = false;
    return {
        async login(octokit, signal) {
            if (asked)
                return known;
            try {
                const answer = await octokit.graphql(QUERY, { request: { signal } });
                const login = answer.viewer?.login;
                if (typeof login === 'string' && LOGIN.test(login))
                    known ??= login;
                else
                    _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm.debug('GitHub named no account for the "github-token" (viewer.login is not a login).');
            }
            catch (error) {
                // Out of the comment's time: not an answer, so a later write may ask again.
                if (signal.aborted)
                    throw error;
                _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm.debug(`GitHub did not say which account the "github-token" acts as: ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)}`);
            }
            asked = true;
            if (known === undefined)
                _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm.debug("No comment already on the pull request is taken for this step's own.");
            else
                _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm.debug(`The "github-token" acts as ${known}.`);
            return known;
        },
        learn(login) {
            if (LOGIN.test(login))
                known ??= login;
        },
        known: () => known,
    };
}
/** Whether `author` is `account`: GitHub's logins are the same whatever their case. */
function isAccount(author, account) {
    return author !== undefined && account !== undefined && author.toLowerCase() === account.toLowerCase();
}


/***/ }),

/***/ 53074:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ createGitHubClient),
/* harmony export */   M: () => (/* binding */ gitHubStatus)
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


/***/ }),

/***/ 84922:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readPreviewSettings: () => (/* reexport */ readPreviewSettings),
  runPreviewMode: () => (/* binding */ runPreviewMode)
});

// EXTERNAL MODULE: ./src/comments/pull-request-comment.ts
var pull_request_comment = __webpack_require__(3639);
// EXTERNAL MODULE: ./src/deployments/deployment-api.ts
var deployment_api = __webpack_require__(47192);
// EXTERNAL MODULE: ./src/deployments/deployment-ending.ts
var deployment_ending = __webpack_require__(50697);
// EXTERNAL MODULE: ./src/deployments/deployment-outputs.ts
var deployment_outputs = __webpack_require__(33294);
// EXTERNAL MODULE: ./src/deployments/deployment-summary.ts
var deployment_summary = __webpack_require__(2468);
// EXTERNAL MODULE: ./src/deployments/follow-deployment.ts + 2 modules
var follow_deployment = __webpack_require__(15942);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(47708);
// EXTERNAL MODULE: ./src/step/skipped-run.ts
var skipped_run = __webpack_require__(61686);
// EXTERNAL MODULE: ./src/comments/comment-text.ts
var comment_text = __webpack_require__(41551);
// EXTERNAL MODULE: ./src/deployments/deployment-details.ts
var deployment_details = __webpack_require__(56090);
// EXTERNAL MODULE: ./src/step/tone-icons.ts
var tone_icons = __webpack_require__(13331);
// EXTERNAL MODULE: ./src/text/html.ts
var html = __webpack_require__(20534);
// EXTERNAL MODULE: ./src/text/summary-document.ts
var summary_document = __webpack_require__(73681);
;// CONCATENATED MODULE: ./src/preview/preview-comment.ts







/*
 * Preview mode's pull-request comment at each moment: the preview building, and each way the
 * step ends. Built the way the job summary is, and kept within GitHub's limit, as every comment
 * of the action is (src/comments/comment-text.ts); its marker is its own, so it never takes the
 * docs agent's comment for its own.
 */
/** Posted once the preview is triggered (or a step follows it again): it is building, where it will be served. */
function buildingBody(mark, settings, run, environment, previous) {
    const address = addressOf(run, previous);
    const comment = new summary_document/* SummaryDocument */.o();
    comment.heading(3, (0,html/* html */.qy) `🔄 Docs preview: building`);
    const branch = settings.branch ? (0,html/* html */.qy) ` of branch ${(0,html/* codeSpan */.SS)(settings.branch.name, 300)}` : '';
    comment.paragraph(run.task.kind === 'resume'
        ? (0,html/* html */.qy) `A workflow run is waiting for the preview deployment.`
        : (0,html/* html */.qy) `The platform is building the preview${branch}.`);
    if (address)
        comment.paragraph((0,html/* html */.qy) `It will be served at ${previewLink(address)}.`);
    comment.paragraph((0,html/* html */.qy) `This comment is updated when the preview deployment ends.`);
    (0,comment_text/* addRunLine */.ri)(comment, environment, about(run, settings));
    return (0,comment_text/* commentText */.br)(mark, comment, addressLine(address));
}
/** Edited in at the end: how the step ended, the preview's address, a failure's last log lines, and what to do next. */
function endedBody(mark, kind, settings, run, ending, environment, previous) {
    const comment = new summary_document/* SummaryDocument */.o();
    comment.heading(3, (0,html/* html */.qy) `${tone_icons/* TONE_ICONS */.M[ending.tone]} ${kind.title}: ${ending.headline}`);
    const address = addressOf(run, previous);
    if (address) {
        const shown = previewLink(address);
        comment.paragraph(ending.tone === 'success' ? (0,html/* html */.qy) `Preview: <strong>${shown}</strong>` : (0,html/* html */.qy) `Preview: ${shown}`);
    }
    comment.paragraph((0,html/* prose */.CS)(ending.explanation, 2_000));
    (0,deployment_details/* addLogTail */.E$)(comment, run.status);
    if (ending.resumeStatusId !== undefined) {
        (0,deployment_summary/* addNextStep */.T)(comment, kind, settings, run, ending, environment);
    }
    else if (ending.failure) {
        // A status id the platform does not know is the workflow's to fix: running it again as it is would ask again.
        const resumedUnknown = ending.statusUnknown && run.task.kind === 'resume';
        const again = resumedUnknown ? '' : 'To try again, re-run the workflow. ';
        comment.paragraph((0,html/* html */.qy) `${again}The workflow run's summary has the details.`);
    }
    (0,comment_text/* addRunLine */.ri)(comment, environment, about(run, settings));
    return (0,comment_text/* commentText */.br)(mark, comment, addressLine(address));
}
/**
 * The comment keeps the preview's address on a hidden last line: a step that waits again with
 * `status-id` learns no address (the status answer has none), and takes it from there. Read
 * back as any address the platform gives, plain `https` only.
 */
const ADDRESS_LINE = /^<!-- preview address: (\S+) -->$/m;
const MAX_KEPT_ADDRESS = 2_000;
function addressOf(run, previous) {
    if (run.previewUrl)
        return run.previewUrl;
    // Only a step that waits again takes the earlier address: a new trigger's is its own answer's, or none.
    if (run.task.kind !== 'resume')
        return undefined;
    const kept = ADDRESS_LINE.exec(previous ?? '')?.[1];
    return (kept && (0,deployment_api/* previewAddress */.jj)(kept)) || undefined;
}
/** The hidden line, or none for an address too long to keep beside a comment GitHub must take. */
function addressLine(address) {
    return address && address.length <= MAX_KEPT_ADDRESS ? `<!-- preview address: ${address} -->` : '';
}
/** The preview's address, as the action read it from the trigger's answer (https only). */
function previewLink(address) {
    return (0,html/* link */.nf)(new URL(address).host, address);
}
/** The comment's last line names the branch and the preview deployment it is about. */
function about(run, settings) {
    const parts = [];
    if (settings.branch)
        parts.push((0,html/* html */.qy) `branch ${(0,html/* codeSpan */.SS)(settings.branch.name, 300)}`);
    if (run.statusId !== undefined)
        parts.push((0,html/* html */.qy) `preview deployment <code>${run.statusId}</code>`);
    if (parts.length === 0)
        return undefined;
    return (0,html/* html */.qy) `${parts.flatMap((part, index) => (index === 0 ? [part] : [(0,html/* html */.qy) ` · `, part]))}`;
}

// EXTERNAL MODULE: ./src/comments/comment-declaration.ts
var comment_declaration = __webpack_require__(2498);
// EXTERNAL MODULE: ./src/deployments/deployment-inputs.ts
var deployment_inputs = __webpack_require__(96143);
// EXTERNAL MODULE: ./src/inputs/waiting-inputs.ts
var waiting_inputs = __webpack_require__(72466);
// EXTERNAL MODULE: ./src/runner/pull-request-event.ts
var pull_request_event = __webpack_require__(98686);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(79209);
;// CONCATENATED MODULE: ./src/preview/branch-name.ts
/*
 * Whether a text can be a git branch name, by git's own rules for ref names (and its branch
 * rules: no leading `-`), plus what a request and a log line need: no whitespace and no hidden
 * characters of any script. A branch comes from the `branch` input or from the run's event,
 * whose head branch a pull request's author chose: either way it is checked before any request.
 */
/** GitHub refuses longer branch names; so does a file system's name of 255 bytes for a one-part ref. */
const MAX_BRANCH_CHARS = 255;
const FULL_REF = /^refs\/(heads|tags|remotes|pull)\//;
/** Whitespace, and characters shown as nothing: controls, format marks (bidi overrides), line and paragraph separators. */
const UNSEEN = /[\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
/** What git forbids anywhere in a ref name. */
const FORBIDDEN = /[~^:?*[\\]/;
/** Why `name` cannot be a branch name, in a phrase (`it holds a space`); undefined when it can. */
function branchNameProblem(name) {
    if (name === '')
        return 'it is empty';
    if ([...name].length > MAX_BRANCH_CHARS)
        return `it is longer than ${MAX_BRANCH_CHARS} characters`;
    if (FULL_REF.test(name))
        return 'it is a full ref; give the branch name alone, without "refs/heads/"';
    if (UNSEEN.test(name))
        return 'it holds a space, a control character or a hidden character';
    if (FORBIDDEN.test(name))
        return 'it holds one of ~ ^ : ? * [ \\, which git does not allow';
    if (name.includes('..') || name.includes('@{') || name === '@')
        return 'it holds "..", "@{" or is "@", which git does not allow';
    if (name.startsWith('-'))
        return 'it starts with "-"';
    if (name.startsWith('/') || name.endsWith('/') || name.includes('//'))
        return 'it has an empty part between slashes';
    if (name.endsWith('.'))
        return 'it ends with "."';
    const parts = name.split('/');
    if (parts.some((part) => part.startsWith('.')))
        return 'a part of it starts with "."';
    if (parts.some((part) => part.endsWith('.lock')))
        return 'a part of it ends with ".lock"';
    return undefined;
}

;// CONCATENATED MODULE: ./src/preview/preview-branch.ts



/** The condition that leaves out a fork's pull request before the step starts. */
const SAME_REPOSITORY = 'github.event.pull_request.head.repo.full_name == github.repository';
/**
 * The branch to preview: the `branch` input when set; else the head branch of the pull request
 * the run is for (`pull_request`, `pull_request_target`, read from the payload as untrusted), or
 * the branch a `push` pushed (`GITHUB_REF`). A fork's head branch lives in the fork, where the
 * platform previews nothing, so such a run is skipped; a run with no branch at all is an input
 * error. Every branch is checked as a branch name before any request.
 */
function choosePreviewBranch(branchInput, environment) {
    if (branchInput.trim() !== '') {
        const problem = branchNameProblem(branchInput);
        if (problem)
            throw new Error(`Input "branch" must be a git branch name; "${(0,untrusted/* cap */.Np)(branchInput, 100)}" is not: ${problem}.`);
        return { kind: 'branch', branch: { name: branchInput, from: 'input' } };
    }
    const pull = (0,pull_request_event/* readPullRequestEvent */.$f)(environment);
    if (pull) {
        if (pull.fromFork)
            return { kind: 'skip', skipped: forkSkipped(pull.number, pull.eventName) };
        return { kind: 'branch', branch: checked({ name: pull.headRef, from: 'pull request', pull: pull.number }) };
    }
    const ref = environment.ref ?? '';
    if (environment.eventName === 'push' && ref.startsWith('refs/heads/')) {
        const name = ref.slice('refs/heads/'.length);
        if (environment.eventPayload['deleted'] === true)
            return { kind: 'skip', skipped: deletedSkipped(name) };
        return { kind: 'branch', branch: checked({ name, from: 'push' }) };
    }
    const event = environment.eventName || 'no event';
    const tag = ref.startsWith('refs/tags/') ? ` (this push is of tag "${(0,untrusted/* cap */.Np)(ref.slice('refs/tags/'.length), 100)}")` : '';
    throw new Error(`Input "branch" is required on a "${event}" run${tag}: preview mode previews the branch "branch" names, or else the head branch of the pull request a "pull_request" or "pull_request_target" run is for, or the branch a "push" run pushed.`);
}
/** A branch the event gave, held to the same rule as the input, naming where it came from. */
function checked(branch) {
    const problem = branchNameProblem(branch.name);
    if (!problem)
        return branch;
    const where = branch.from === 'push' ? 'The pushed branch' : `The head branch of pull request #${branch.pull}`;
    throw new Error(`${where}, "${(0,untrusted/* cap */.Np)(branch.name, 100)}", cannot be previewed: ${problem}. Set input "branch" to preview another branch.`);
}
function forkSkipped(number, eventName) {
    return {
        headline: "skipped, a fork's branch",
        reason: `Pull request #${number} comes from a fork, and its head branch lives there: the platform previews branches of the project's own repository, none of a fork, so no preview was triggered ("${eventName}" run). To preview the change, a maintainer pushes it to a branch of this repository, or sets "branch" to such a branch.`,
        condition: SAME_REPOSITORY,
    };
}
function deletedSkipped(name) {
    return {
        headline: 'skipped, the branch was deleted',
        reason: `This push deleted branch "${(0,untrusted/* cap */.Np)(name, 100)}", so there is nothing to preview; no preview was triggered.`,
        condition: '!github.event.deleted',
    };
}

;// CONCATENATED MODULE: ./src/preview/preview-settings.ts




function readPreviewSettings(common, inputs, environment) {
    const statusId = (0,deployment_inputs/* readStatusId */.G)(inputs);
    const branchInput = inputs.rawInput('branch');
    if (statusId !== undefined && branchInput.trim() !== '') {
        throw new Error('Inputs "branch" and "status-id" do not go together: "status-id" waits for a preview triggered before, "branch" triggers a preview of that branch.');
    }
    const choice = statusId === undefined ? choosePreviewBranch(branchInput, environment) : undefined;
    const task = statusId === undefined ? { kind: 'trigger' } : { kind: 'resume', statusId };
    const waiting = (0,waiting_inputs/* readWaitSettings */.b)(common, inputs);
    const comment = (0,comment_declaration/* readCommentSetting */.an)(inputs);
    inputs.warnFormerSpellings();
    return {
        ...common,
        ...waiting,
        task,
        comment,
        branch: choice?.kind === 'branch' ? choice.branch : undefined,
        skipped: choice?.kind === 'skip' ? choice.skipped : undefined,
    };
}

;// CONCATENATED MODULE: ./src/preview/run-preview.ts









// The mode table loads the settings reader with the runner: one chunk of the bundle, loaded once.

const TITLE = 'Docs preview';
/** A preview deployment of one branch, as the platform's external API triggers it. */
const PREVIEW = {
    title: TITLE,
    noun: 'preview deployment',
    mode: 'preview',
    announce: ({ projectId, branch }) => `Triggering a preview deployment of branch "${branch.name}" (${whence(branch)}) for project ${projectId}.`,
    trigger: (platform, { projectId, branch }) => (0,deployment_api/* triggerPreview */.lE)(platform, projectId, branch.name),
    branch: ({ branch }) => branch?.name,
    servesSite: false,
};
/**
 * Preview mode: trigger a preview of the branch (or take the one `status-id` names), wait for it
 * to succeed or fail within `timeout`, and report how it went: in the summary and, on a pull
 * request, in one comment of its own, posted once the preview is building and edited when the
 * step ends. A failed preview fails the step. A run that asks for no preview sends nothing.
 */
async function runPreviewMode(settings, collaborators) {
    const { environment, limits } = collaborators;
    if (settings.skipped) {
        log/* log */.Rm.notice((0,skipped_run/* skipNotice */.US)(settings.skipped.reason, settings.skipped.condition), 'No preview');
        return (0,skipped_run/* skippedResult */.ky)(settings.skipped, TITLE);
    }
    const github = (0,pull_request_comment/* lazyGitHubClient */.dL)(settings.githubToken, environment, limits);
    const kind = { place: 'preview-comment', unaffected: 'The preview deployment' };
    const comment = (0,pull_request_comment/* openPullRequestComment */.aW)(settings, kind, environment, github);
    const run = await (0,follow_deployment/* followDeployment */.p)(PREVIEW, settings, collaborators, async (known) => {
        if (!comment)
            return;
        const body = (previous) => buildingBody(comment.mark, settings, known, environment, previous);
        await comment.write(body, 'start', (0,pull_request_comment/* writeBudget */.nR)(limits));
    });
    const ending = (0,deployment_ending/* decideDeploymentEnding */.V)(PREVIEW, run, limits);
    if (ending.tone === 'success') {
        const where = run.previewUrl ? `: ${run.previewUrl}` : '.';
        log/* log */.Rm.notice(`${ending.explanation} The preview is up${where}`, 'Docs preview deployed');
    }
    if (comment) {
        const ended = (previous) => endedBody(comment.mark, PREVIEW, settings, run, ending, environment, previous);
        await comment.write(ended, 'end', (0,pull_request_comment/* lastBudget */.cV)(limits));
    }
    const commentUrl = comment?.url();
    return {
        outputs: {
            ...(0,deployment_outputs/* deploymentOutputs */.C)(run),
            ...(run.previewUrl ? { 'preview-url': run.previewUrl } : {}),
            ...(commentUrl === undefined ? {} : { 'comment-url': commentUrl }),
        },
        summary: (0,deployment_summary/* buildDeploymentSummary */.c)(PREVIEW, settings, run, ending, environment),
        failure: ending.failure,
    };
}
function whence(branch) {
    if (branch.from === 'input')
        return 'the "branch" input';
    if (branch.from === 'push')
        return 'the branch pushed';
    return `the head branch of pull request #${branch.pull}`;
}


/***/ })

};
