export const id = 727;
export const ids = [727];
export const modules = {

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

/***/ 15727:
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
// EXTERNAL MODULE: ./src/deployments/follow-deployment.ts + 3 modules
var follow_deployment = __webpack_require__(77180);
// EXTERNAL MODULE: ./src/environments/deployment-record.ts + 2 modules
var deployment_record = __webpack_require__(85720);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(47708);
// EXTERNAL MODULE: ./src/runner/pull-request-event.ts
var pull_request_event = __webpack_require__(98686);
// EXTERNAL MODULE: ./src/step/skipped-run.ts
var skipped_run = __webpack_require__(61686);
// EXTERNAL MODULE: ./src/comments/comment-text.ts
var comment_text = __webpack_require__(41551);
// EXTERNAL MODULE: ./src/step/run-footer.ts
var run_footer = __webpack_require__(5123);
// EXTERNAL MODULE: ./src/step/tone-icons.ts
var tone_icons = __webpack_require__(13331);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(98488);
// EXTERNAL MODULE: ./src/text/html.ts
var html = __webpack_require__(20534);
// EXTERNAL MODULE: ./src/text/summary-document.ts
var summary_document = __webpack_require__(73681);
;// CONCATENATED MODULE: ./src/preview/preview-closed.ts









/*
 * A pull request closed, merged or not: its preview's life ends. Nothing is sent to the platform
 * (its API removes no preview); on GitHub the pull request's preview deployments become inactive,
 * so it shows none, and the step's comment, when there is one, says the preview is gone. A pull
 * request that never had a preview gets no comment.
 */
const TITLE = 'Docs preview';
async function closePreview(settings, closed, { environment, limits }, recordTarget) {
    const github = (0,pull_request_comment/* lazyGitHubClient */.dL)(settings.githubToken, environment, limits);
    const place = { place: 'preview-comment', unaffected: 'The preview' };
    const comment = (0,pull_request_comment/* openPullRequestComment */.aW)(settings, place, environment, github);
    const record = (0,deployment_record/* openDeploymentRecord */.l)(recordTarget, environment, github, limits);
    const inactive = await record?.closed(closed.number);
    const words = closedWords(closed, inactive);
    log/* log */.Rm.info(`${closedLead(closed)}: ${inactive === undefined ? 'no preview deployment on GitHub was changed' : (0,format/* count */.U9)(inactive, 'preview deployment') + ' made inactive'}.`);
    if (comment) {
        // Only an existing comment is edited: a pull request never previewed needs no word about it.
        const body = (previous) => previous === undefined ? undefined : (0,comment_text/* commentText */.br)(comment.mark, closedDocument(words, environment, true));
        await comment.write(body, 'end', (0,pull_request_comment/* lastBudget */.cV)(limits));
    }
    const summary = closedDocument(words, environment, false);
    const commentUrl = comment?.url();
    return { outputs: commentUrl === undefined ? {} : { 'comment-url': commentUrl }, summary, failure: undefined };
}
/** `Pull request #12 was merged` */
function closedLead(closed) {
    return `Pull request #${closed.number} was ${closed.merged ? 'merged' : 'closed without merging'}`;
}
function closedWords(closed, inactive) {
    const branch = (0,html/* codeSpan */.SS)(closed.branch, 300);
    const onGitHub = inactive === undefined
        ? ''
        : inactive === 0
            ? (0,html/* html */.qy) ` No active preview deployment of it was found among the environment's latest on GitHub.`
            : (0,html/* html */.qy) ` Its ${(0,format/* count */.U9)(inactive, 'preview deployment')} on GitHub ${inactive === 1 ? 'is' : 'are'} now inactive.`;
    return (0,html/* html */.qy) `${closedLead(closed)}: the docs preview of branch ${branch} is gone, and no longer updated.${onGitHub}`;
}
function closedDocument(words, environment, asComment) {
    const document = new summary_document/* SummaryDocument */.o();
    document.heading(asComment ? 3 : 2, (0,html/* html */.qy) `${tone_icons/* TONE_ICONS */.M.info} ${TITLE}: pull request closed`);
    document.paragraph(words);
    if (asComment)
        (0,comment_text/* addRunLine */.ri)(document, environment);
    else
        (0,run_footer/* addRunFooter */.OF)(document, environment);
    return document;
}

// EXTERNAL MODULE: ./src/deployments/deployment-details.ts
var deployment_details = __webpack_require__(56090);
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
// EXTERNAL MODULE: ./src/environments/environment-input.ts
var environment_input = __webpack_require__(92494);
// EXTERNAL MODULE: ./src/inputs/waiting-inputs.ts
var waiting_inputs = __webpack_require__(72466);
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
 * the branch a `push` pushed (`GITHUB_REF`). A pull request's `closed` run triggers none: its
 * previews are put away. A fork's head branch lives in the fork, where the
 * platform previews nothing, so such a run is skipped; a run with no branch at all is an input
 * error. Every branch is checked as a branch name before any request.
 */
function choosePreviewBranch(branchInput, environment) {
    const pull = (0,pull_request_event/* readPullRequestEvent */.$f)(environment);
    // A closed pull request's previews are put away, whichever branch the step names: none is triggered.
    if (pull && !pull.fromFork && pull.action === 'closed')
        return { kind: 'closed', closed: { number: pull.number, merged: pull.merged, branch: pull.headRef } };
    if (branchInput.trim() !== '') {
        const problem = branchNameProblem(branchInput);
        if (problem)
            throw new Error(`Input "branch" must be a git branch name; "${(0,untrusted/* cap */.Np)(branchInput, 100)}" is not: ${problem}.`);
        return { kind: 'branch', branch: { name: branchInput, from: 'input' } };
    }
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
    const environmentName = (0,environment_input/* readEnvironmentName */.z$)(inputs, environment_input/* ENVIRONMENT_DEFAULTS */.fn.preview);
    inputs.warnFormerSpellings();
    (0,environment_input/* warnOfMixedEnvironment */.K0)('preview', environmentName);
    return {
        ...common,
        ...waiting,
        task,
        comment,
        branch: choice?.kind === 'branch' ? choice.branch : undefined,
        skipped: choice?.kind === 'skip' ? choice.skipped : undefined,
        closed: choice?.kind === 'closed' ? choice.closed : undefined,
        environmentName,
        environmentInput: inputs.rawInput('environment').trim(),
    };
}

;// CONCATENATED MODULE: ./src/preview/run-preview.ts












// The mode table loads the settings reader with the runner: one chunk of the bundle, loaded once.

const run_preview_TITLE = 'Docs preview';
/** A preview deployment of one branch, as the platform's external API triggers it. */
const PREVIEW = {
    title: run_preview_TITLE,
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
        return (0,skipped_run/* skippedResult */.ky)(settings.skipped, run_preview_TITLE);
    }
    if (settings.closed)
        return closePreview(settings, settings.closed, collaborators, recordTarget(settings, environment));
    const github = (0,pull_request_comment/* lazyGitHubClient */.dL)(settings.githubToken, environment, limits);
    const place = { place: 'preview-comment', unaffected: 'The preview deployment' };
    const comment = (0,pull_request_comment/* openPullRequestComment */.aW)(settings, place, environment, github);
    const record = (0,deployment_record/* openDeploymentRecord */.l)(recordTarget(settings, environment), environment, github, limits);
    // On a pull request, `cancel-in-progress` cancels a run a newer push replaced: that push's run takes over.
    const preview = settings.branch?.from === 'pull request'
        ? { ...PREVIEW, takesOverOnCancel: 'that run (a push, or the pull request closed)' }
        : PREVIEW;
    const run = await (0,follow_deployment/* followDeployment */.p)(preview, settings, collaborators, {
        started: async (known) => record?.started(known),
        waiting: async (known) => {
            if (!comment)
                return;
            const body = (previous) => buildingBody(comment.mark, settings, known, environment, previous);
            await comment.write(body, 'start', (0,pull_request_comment/* writeBudget */.nR)(limits));
        },
    });
    const ending = (0,deployment_ending/* decideDeploymentEnding */.V)(preview, run, limits);
    if (ending.tone === 'success') {
        const where = run.previewUrl ? `: ${run.previewUrl}` : '.';
        log/* log */.Rm.notice(`${ending.explanation} The preview is up${where}`, 'Docs preview deployed');
    }
    if (comment) {
        const ended = (previous) => endedBody(comment.mark, preview, settings, run, ending, environment, previous);
        await comment.write(ended, 'end', (0,pull_request_comment/* lastBudget */.cV)(limits));
    }
    // After the comment: its last edit is what a person reads first, and after a cancellation the time is short.
    await record?.ended(run, ending, run.previewUrl ?? undefined);
    const commentUrl = comment?.url();
    return {
        outputs: {
            ...(0,deployment_outputs/* deploymentOutputs */.C)(run),
            ...(run.previewUrl ? { 'preview-url': run.previewUrl } : {}),
            ...(commentUrl === undefined ? {} : { 'comment-url': commentUrl }),
        },
        summary: (0,deployment_summary/* buildDeploymentSummary */.c)(preview, settings, run, ending, environment),
        failure: ending.failure,
    };
}
/**
 * The preview's GitHub deployment: for the pull request's head commit, so the pull request shows
 * it; for the branch the input names, which the run's commit is not; else for the run's commit.
 */
function recordTarget(settings, environment) {
    const pull = (0,pull_request_event/* readPullRequestEvent */.$f)(environment);
    const named = settings.branch?.from === 'input' ? settings.branch.name : undefined;
    return {
        environment: settings.environmentName,
        githubToken: settings.githubToken,
        ref: named ?? pull?.headSha ?? environment.sha,
        preview: true,
        pullRequest: named === undefined ? pull?.number : undefined,
        title: run_preview_TITLE,
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
