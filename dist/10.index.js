export const id = 10;
export const ids = [10];
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

/***/ 28610:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ reportFailure)
/* harmony export */ });
/* harmony import */ var _github_github_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53074);
/* harmony import */ var _runner_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81864);
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47708);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(98488);




/**
 * Says why a write failed, never failing the step: a token without the permission (401, 403,
 * or 404, as GitHub answers an integration that may not see the place) is a notice naming the
 * permission, and the write is not tried again; anything else (a rate limit that would outlast
 * the timeout included) is a warning. A refused edit of a comment another account wrote is no
 * sign of a missing permission, and is never said to be one. Returns whether the token was refused.
 */
function reportFailure(error, place) {
    // The step was cancelled under the write: the cancellation is what the step reports, not the write.
    if (error instanceof _runner_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .CancelledError */ .cc) {
        _runner_log_js__WEBPACK_IMPORTED_MODULE_2__/* .log */ .Rm.info(`No ${place.what}: the step was cancelled before it was written.`);
        return false;
    }
    const status = (0,_github_github_client_js__WEBPACK_IMPORTED_MODULE_0__/* .gitHubStatus */ .MT)(error);
    const message = (0,_text_format_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error).replace(/[.\s]+$/, '');
    const refusal = (status === 401 || status === 403 || status === 404) && !/rate limit/i.test(message);
    if (refusal && !place.othersComment) {
        _runner_log_js__WEBPACK_IMPORTED_MODULE_2__/* .log */ .Rm.notice(`No ${place.what}: GitHub refused the "github-token" (${status}: ${message}). Give the workflow's job "permissions: ${place.permission}", or set ${place.off}.`, `No ${place.title.toLowerCase()}`);
        return true;
    }
    const others = place.othersComment;
    const why = refusal && others
        ? `GitHub refused to edit ${others.url}, written by ${others.author}, not by the account the "github-token" acts as (${status}: ${message})`
        : message;
    _runner_log_js__WEBPACK_IMPORTED_MODULE_2__/* .log */ .Rm.warning(`The ${place.what} was not written: ${why}. ${place.unaffected} is not affected.`, `${place.title} not written`);
    return false;
}


/***/ }),

/***/ 99692:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HF: () => (/* binding */ writeComment),
/* harmony export */   Jp: () => (/* binding */ findMarkedComment),
/* harmony export */   To: () => (/* binding */ writeReleaseLine),
/* harmony export */   eB: () => (/* binding */ commentPages)
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
    for await (const comments of commentPages(octokit, repository, target.number, signal)) {
        const found = comments.find((comment) => (0,_token_account_js__WEBPACK_IMPORTED_MODULE_1__/* .isAccount */ .U)(comment.author, target.account) && target.marks.some((mark) => (0,_comment_marker_js__WEBPACK_IMPORTED_MODULE_0__/* .isMarked */ .rZ)(comment.body, mark)));
        if (found)
            return found;
    }
    return undefined;
}
/**
 * Issue or pull request `number`'s comments, a page of 100 at a time, oldest first; past 3,000
 * it stops, and `cut` says whether more were left unread.
 */
async function* commentPages(octokit, repository, number, signal, cut = { more: false }) {
    for (let page = 1; page <= MAX_COMMENT_PAGES; page++) {
        const { data } = await octokit.rest.issues.listComments({
            ...repository,
            issue_number: number,
            per_page: 100,
            page,
            request: { signal },
        });
        yield data.map(writtenComment);
        if (data.length < 100)
            return;
    }
    cut.more = true;
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

/***/ 36996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ openMarkedComment),
/* harmony export */   s: () => (/* binding */ timeToWrite)
/* harmony export */ });
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47708);
/* harmony import */ var _runner_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81864);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(98488);
/* harmony import */ var _comment_writes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(99692);
/* harmony import */ var _comment_write_failure_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28610);
/* harmony import */ var _token_account_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(70865);






/** One comment of the action's, kept up to date on issue or pull request `target.number`; never throws. */
function openMarkedComment(target, repository, github, account) {
    const { number, words } = target;
    let comment = target.existing;
    let refused = false;
    /** The step's comment from an earlier run: none when the token's account is not known, so nobody's is taken for it. */
    const findOwn = async (octokit, signal) => {
        const login = await account.login(octokit, signal);
        if (login === undefined)
            return undefined;
        return (0,_comment_writes_js__WEBPACK_IMPORTED_MODULE_2__/* .findMarkedComment */ .Jp)(octokit, repository, { number, marks: target.marks, account: login }, signal);
    };
    const write = async (body, budget) => {
        if (refused)
            return;
        const budgetMs = (0,_runner_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .remainingMs */ .XW)(budget);
        let editing;
        try {
            const written = await (0,_runner_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .bounded */ .Mm)(budget, `writing the ${words.what}`, async (signal) => {
                const octokit = await github();
                editing = comment ?? (await findOwn(octokit, signal));
                const text = typeof body === 'string' ? body : body(editing?.body);
                if (text === undefined)
                    return undefined;
                return (0,_comment_writes_js__WEBPACK_IMPORTED_MODULE_2__/* .writeComment */ .HF)(octokit, repository, { number, existing: editing }, text, signal);
            });
            if (written === undefined)
                return _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm.info(`No ${words.what} to update.`);
            comment = written;
            if (!editing)
                account.learn(comment.author);
            _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm.info(`${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .capitalize */ .ZH)(words.what)} written: ${comment.url}`);
        }
        catch (error) {
            const othersComment = editing && !(0,_token_account_js__WEBPACK_IMPORTED_MODULE_4__/* .isAccount */ .U)(editing.author, account.known()) ? editing : undefined;
            refused = (0,_comment_write_failure_js__WEBPACK_IMPORTED_MODULE_3__/* .reportFailure */ .x)(timeToWrite(error, budgetMs), {
                ...words,
                ...(othersComment ? { othersComment: { url: othersComment.url, author: othersComment.author } } : {}),
            });
        }
    };
    return {
        number,
        mark: target.mark,
        write: (body, moment, budget) => _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm.group(moment === 'start' ? (0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .capitalize */ .ZH)(words.what) : `Update the ${words.what}`, () => write(body, budget)),
        url: () => comment?.url,
    };
}
/** A write out of its own time says how long GitHub had, rather than that the step's `timeout` ran out. */
function timeToWrite(error, budgetMs) {
    if (!(error instanceof _runner_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .DeadlineError */ .j3))
        return error;
    return new Error(budgetMs > 0 ? `GitHub did not answer within ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .formatDuration */ .a3)(budgetMs)}` : 'no time was left');
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
/* harmony import */ var _comment_marker_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(89990);
/* harmony import */ var _marked_comment_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(36996);
/* harmony import */ var _token_account_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(70865);







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
    return () => (client ??= (0,_github_github_client_js__WEBPACK_IMPORTED_MODULE_0__/* .createGitHubClient */ .LX)({ token, apiUrl: environment.apiUrl, limits }));
}
/** The comment of `kind` on this run's pull request, or undefined when there is none to write (saying why, when it cannot be). */
function openPullRequestComment(settings, kind, environment, github) {
    const repository = environment.repository;
    const pull = commentTarget(settings, environment);
    if (pull === undefined || !repository)
        return undefined;
    const mark = (0,_comment_marker_js__WEBPACK_IMPORTED_MODULE_4__/* .commentMarker */ .Ql)(settings.apiKey, settings.projectId, kind.place, pull);
    const earlier = kind.place === 'pull-request-comment' ? [(0,_comment_marker_js__WEBPACK_IMPORTED_MODULE_4__/* .earlierAgentMarker */ .q5)(settings.apiKey, settings.projectId)] : [];
    return (0,_marked_comment_js__WEBPACK_IMPORTED_MODULE_5__/* .openMarkedComment */ .g)({
        number: pull,
        mark,
        marks: [mark, ...earlier],
        words: {
            what: `comment on pull request #${pull}`,
            title: 'Pull request comment',
            permission: 'pull-requests: write',
            off: '"comment: off"',
            unaffected: kind.unaffected,
        },
    }, repository, github, (0,_token_account_js__WEBPACK_IMPORTED_MODULE_6__/* .tokenAccount */ .r)());
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

/***/ 37736:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vp: () => (/* binding */ addPastedStep)
/* harmony export */ });
/* unused harmony exports PASTED_API_KEY, PASTED_PROJECT_ID */
/* harmony import */ var _text_yaml_scalar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23817);
/* harmony import */ var _run_footer_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5123);


/*
 * The step a summary (or a pull-request comment) offers to paste, to wait again for what a step
 * left running: agent mode's job, deploy and preview modes' deployment. Its shared lines are
 * written here once. It names the action at the version this step runs, and takes the key and
 * the project the way the README's setup and every example do, so it reads like the workflow it
 * is pasted into: the mode's own action (`folder`), inputs arrive evaluated, and the expressions this step was given are not known.
 */
/** The key, as the README's setup stores it: a secret. */
const PASTED_API_KEY = '${{ secrets.DOCS_API_KEY }}';
/** The project, as the README's setup stores it: a variable. */
const PASTED_PROJECT_ID = '${{ vars.DOCS_PROJECT_ID }}';
/**
 * Adds the step as a YAML block: `uses`, the key and the project, then `inputs`, each value
 * already written as YAML (`yamlScalar`, or a placeholder a person fills in). The project's id
 * is not secret: it follows the variable as a comment, for a workflow that writes it out.
 */
function addPastedStep(summary, environment, folder, projectId, inputs) {
    const lines = [
        `- uses: ${(0,_run_footer_js__WEBPACK_IMPORTED_MODULE_1__/* .actionUses */ .$m)(environment, folder)}`,
        '  with:',
        `    api-key: ${PASTED_API_KEY}`,
        `    project-id: ${PASTED_PROJECT_ID} # ${(0,_text_yaml_scalar_js__WEBPACK_IMPORTED_MODULE_0__/* .yamlScalar */ .E)(projectId)}`,
        ...Object.entries(inputs).map(([name, value]) => `    ${name}: ${value}`),
    ];
    summary.code('yaml', lines.join('\n'));
}


/***/ }),

/***/ 93327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $x: () => (/* binding */ PollSchedule)
/* harmony export */ });
/* unused harmony exports CHECKS_PER_HOUR, SLOWEST_PAUSE_MS */
/*
 * When to check again on work the platform does on its own time (an agent job, a deployment).
 * The platform documents 100 agent uses an hour per project and does not say whether a status
 * check is one, so a wait must not spend that budget: checks start at `poll-interval`, then
 * slow as the wait grows, to one a minute, and never more than CHECKS_PER_HOUR within any hour,
 * whatever `poll-interval` says. A job that ends in a minute is seen within seconds; one that
 * runs an hour costs about 60 checks, not 360.
 */
/** The most status checks one waiting step makes within any hour. */
const CHECKS_PER_HOUR = 60;
/** The longest pause the schedule itself chooses; a longer `poll-interval` is kept as given. */
const SLOWEST_PAUSE_MS = 60_000;
/** The pause grows to this share of the time waited so far: a quarter, so 60 s is reached after 4 minutes. */
const SHARE_OF_WAIT = 4;
const HOUR_MS = 3_600_000;
class PollSchedule {
    checks = [];
    intervalMs;
    startedAt;
    /** `intervalMs` is `poll-interval`; `startedAt` when the wait began. */
    constructor(intervalMs, startedAt) {
        this.intervalMs = intervalMs;
        this.startedAt = startedAt;
    }
    /** Notes a status check sent at `at` (epoch ms). */
    checked(at) {
        this.checks.push(at);
        // Only the last hour's checks decide anything.
        while (this.checks.length > CHECKS_PER_HOUR)
            this.checks.shift();
    }
    /** How long to pause at `now` before the next check. */
    pauseAt(now) {
        const waited = Math.max(0, now - this.startedAt);
        const growing = Math.min(SLOWEST_PAUSE_MS, waited / SHARE_OF_WAIT);
        const pause = Math.max(this.intervalMs, growing);
        const oldest = this.checks.length === CHECKS_PER_HOUR ? this.checks[0] : undefined;
        // The hour's checks are spent: the next waits until the oldest of them is an hour old.
        const budget = oldest === undefined ? 0 : oldest + HOUR_MS - now;
        return Math.round(Math.max(pause, budget));
    }
}


/***/ }),

/***/ 23817:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ yamlScalar)
/* harmony export */ });
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(79209);

/** Words YAML reads as something other than a string (booleans, null), in any case. */
const NOT_A_STRING = /^(?:true|false|yes|no|on|off|y|n|null|~)$/i;
/** What is a string, as typed, in every YAML reader: a letter or underscore, then letters, digits, `_` and `-`. */
const PLAIN = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/** Outside YAML's printable set (tab, line feed, carriage return, U+0020-U+007E, U+0085, U+00A0-U+D7FF, U+E000-U+FFFD, past U+FFFF). */
// eslint-disable-next-line no-control-regex -- control characters are what this matches
const NOT_PRINTABLE = /[\u0000-\u001f\u007f-\u0084\u0086-\u009f\ud800-\udfff\ufffe\uffff]/u;
/**
 * `value` as a scalar a person can paste into a workflow's `with:` and get back exactly: plain
 * when it is plainly a string, otherwise double-quoted, with quotes, backslashes and every
 * control or invisible character written as an escape YAML reads back (`\"`, `\\`, `\u202e`,
 * `\U000e0041`). An id from the platform may be any string: `50%`, `#1` or `a: b` unquoted would
 * be read as something else, and `${{` would start an expression GitHub evaluates, so it is
 * written as the expression `${{ '${{' }}`, which GitHub turns back into the two characters.
 */
function yamlScalar(value) {
    if (PLAIN.test(value) && !NOT_A_STRING.test(value))
        return value;
    let quoted = '';
    for (const character of value) {
        if (character === '"' || character === '\\')
            quoted += `\\${character}`;
        else if (NOT_PRINTABLE.test(character) || (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .showControls */ .mz)(character, false) !== character)
            quoted += escape(character.codePointAt(0) ?? 0);
        else
            quoted += character;
    }
    return `"${quoted.replaceAll('${{', "${{ '${{' }}")}"`;
}
function escape(code) {
    return code > 0xffff ? `\\U${code.toString(16).padStart(8, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}


/***/ })

};
