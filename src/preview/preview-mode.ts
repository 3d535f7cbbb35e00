import { defineMode } from '../step/mode.ts'
import { PREVIEW_INPUTS, PREVIEW_OUTPUTS } from './preview-declaration.ts'

/**
 * Preview mode for the mode table: what it declares, and its code, loaded only when it runs. The
 * settings reader and the runner come from one module, so the bundle holds them (and the
 * deployments and comment code they use) in one chunk, loaded once.
 */
export const previewMode = defineMode({
  title: 'Docs preview',
  action: {
    folder: 'preview',
    name: 'Mintlify Docs Preview',
    description:
      'Build a Mintlify preview of a branch, wait for it, and link it on the pull request as a deployment and a comment.',
  },
  inputs: PREVIEW_INPUTS,
  outputs: PREVIEW_OUTPUTS,
  load: async () => {
    const { readPreviewSettings, runPreviewMode } = await import('./run-preview.ts')
    return { readSettings: readPreviewSettings, run: runPreviewMode }
  },
})
