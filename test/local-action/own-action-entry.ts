/**
 * The entry `npm run local-action -- --action <folder>` gives @github/local-action for a mode's own
 * action (`report`): it names that action, as dist/sub-actions/<folder>.js does for the bundle,
 * then hands over src/main.ts's run(). The folder comes from the script that starts it.
 */
import { OWN_ACTION_GLOBAL } from '../../src/runner/environment.ts'

export const FOLDER_VARIABLE = 'LOCAL_ACTION_FOLDER'

const folder = process.env[FOLDER_VARIABLE]
if (folder) (globalThis as Record<symbol, unknown>)[OWN_ACTION_GLOBAL] = folder

export { run } from '../../src/main.ts'
