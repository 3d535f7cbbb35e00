export const id = 172;
export const ids = [172];
export const modules = {

/***/ 2172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readDeploySettings: () => (/* reexport */ readDeploySettings),
  runDeployMode: () => (/* binding */ runDeployMode)
});

// EXTERNAL MODULE: ./src/comments/pull-request-comment.ts
var pull_request_comment = __webpack_require__(3639);
// EXTERNAL MODULE: ./src/deployments/deployment-api.ts
var deployment_api = __webpack_require__(47192);
// EXTERNAL MODULE: ./src/deployments/deployment-details.ts
var deployment_details = __webpack_require__(56090);
// EXTERNAL MODULE: ./src/environments/deployment-record.ts + 2 modules
var deployment_record = __webpack_require__(85720);
// EXTERNAL MODULE: ./src/deployments/deployment-ending.ts
var deployment_ending = __webpack_require__(50697);
// EXTERNAL MODULE: ./src/deployments/deployment-outputs.ts
var deployment_outputs = __webpack_require__(33294);
// EXTERNAL MODULE: ./src/deployments/deployment-summary.ts
var deployment_summary = __webpack_require__(2468);
// EXTERNAL MODULE: ./src/deployments/follow-deployment.ts + 3 modules
var follow_deployment = __webpack_require__(77180);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(47708);
// EXTERNAL MODULE: ./src/inputs/waiting-inputs.ts
var waiting_inputs = __webpack_require__(72466);
// EXTERNAL MODULE: ./src/deployments/deployment-inputs.ts
var deployment_inputs = __webpack_require__(96143);
// EXTERNAL MODULE: ./src/environments/environment-input.ts
var environment_input = __webpack_require__(92494);
;// CONCATENATED MODULE: ./src/deploy/deploy-settings.ts



function readDeploySettings(common, inputs) {
    const statusId = (0,deployment_inputs/* readStatusId */.G)(inputs);
    const task = statusId === undefined ? { kind: 'trigger' } : { kind: 'resume', statusId };
    const waiting = (0,waiting_inputs/* readWaitSettings */.b)(common, inputs);
    const environmentName = (0,environment_input/* readEnvironmentName */.z$)(inputs, environment_input/* ENVIRONMENT_DEFAULTS */.fn.deploy);
    inputs.warnFormerSpellings();
    (0,environment_input/* warnOfMixedEnvironment */.K0)('deploy', environmentName);
    return { ...common, ...waiting, task, environmentName, environmentInput: inputs.rawInput('environment').trim() };
}

;// CONCATENATED MODULE: ./src/deploy/run-deploy.ts









// The mode table loads the settings reader with the runner: one chunk of the bundle, loaded once.

/** A deployment of the project's deployment branch, as the platform's external API triggers it. */
const DEPLOYMENT = {
    title: 'Docs deployment',
    noun: 'deployment',
    mode: 'deploy',
    announce: ({ projectId }) => `Triggering a deployment of project ${projectId} from its deployment branch.`,
    trigger: (platform, { projectId }) => (0,deployment_api/* triggerUpdate */.Cx)(platform, projectId),
    branch: () => undefined,
    servesSite: true,
};
/**
 * Deploy mode: trigger a deployment (or take the one `status-id` names), wait for it to succeed
 * or fail within `timeout`, and report how it went. A failed deployment fails the step.
 */
async function runDeployMode(settings, collaborators) {
    const { environment, limits } = collaborators;
    const github = (0,pull_request_comment/* lazyGitHubClient */.dL)(settings.githubToken, environment, limits);
    const target = {
        environment: settings.environmentName,
        githubToken: settings.githubToken,
        ref: environment.sha,
        preview: false,
        pullRequest: undefined,
        title: DEPLOYMENT.title,
    };
    const record = (0,deployment_record/* openDeploymentRecord */.l)(target, environment, github, limits);
    const run = await (0,follow_deployment/* followDeployment */.p)(DEPLOYMENT, settings, collaborators, {
        started: async (known) => record?.started(known),
    });
    const ending = (0,deployment_ending/* decideDeploymentEnding */.V)(DEPLOYMENT, run, limits);
    await record?.ended(run, ending, (0,deployment_details/* siteUrl */.hX)(run.status?.subdomain));
    if (ending.tone === 'success')
        log/* log */.Rm.notice(ending.explanation, 'Docs deployed');
    return {
        outputs: (0,deployment_outputs/* deploymentOutputs */.C)(run),
        summary: (0,deployment_summary/* buildDeploymentSummary */.c)(DEPLOYMENT, settings, run, ending, environment),
        failure: ending.failure,
    };
}


/***/ })

};
