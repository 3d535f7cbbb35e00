import { defineMode } from '../step/mode.ts'
import { DEPLOY_INPUTS, DEPLOY_OUTPUTS } from './deploy-declaration.ts'

/**
 * Deploy mode for the mode table: what it declares, and its code, loaded only when it runs. The
 * settings reader and the runner come from one module, so the bundle holds them (and the
 * deployments code both use) in one chunk, loaded once.
 */
export const deployMode = defineMode({
  title: 'Docs deployment',
  action: {
    folder: 'deploy',
    name: 'Deploy Mintlify Docs',
    description:
      "Deploy your Mintlify docs, wait for the deployment to finish, and record it under the repository's environments.",
  },
  inputs: DEPLOY_INPUTS,
  outputs: DEPLOY_OUTPUTS,
  load: async () => {
    const { readDeploySettings, runDeployMode } = await import('./run-deploy.ts')
    return { readSettings: readDeploySettings, run: runDeployMode }
  },
})
