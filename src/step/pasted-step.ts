import type { RunnerEnvironment } from '../runner/environment.ts'
import type { SummaryDocument } from '../text/summary-document.ts'
import { yamlScalar } from '../text/yaml-scalar.ts'
import { actionUses } from './run-footer.ts'

/*
 * The step a summary (or a pull-request comment) offers to paste, to wait again for what a step
 * left running: agent mode's job, deploy and preview modes' deployment. Its shared lines are
 * written here once. It names the action at the version this step runs, and takes the key and
 * the project the way the README's setup and every example do, so it reads like the workflow it
 * is pasted into: the mode's own action (`folder`), inputs arrive evaluated, and the expressions this step was given are not known.
 */

/** The key, as the README's setup stores it: a secret. */
export const PASTED_API_KEY = '${{ secrets.DOCS_API_KEY }}'
/** The project, as the README's setup stores it: a variable. */
export const PASTED_PROJECT_ID = '${{ vars.DOCS_PROJECT_ID }}'

/**
 * Adds the step as a YAML block: `uses`, the key and the project, then `inputs`, each value
 * already written as YAML (`yamlScalar`, or a placeholder a person fills in). The project's id
 * is not secret: it follows the variable as a comment, for a workflow that writes it out.
 */
export function addPastedStep(
  summary: SummaryDocument,
  environment: RunnerEnvironment,
  folder: string,
  projectId: string,
  inputs: Readonly<Record<string, string>>,
): void {
  const lines = [
    `- uses: ${actionUses(environment, folder)}`,
    '  with:',
    `    api-key: ${PASTED_API_KEY}`,
    `    project-id: ${PASTED_PROJECT_ID} # ${yamlScalar(projectId)}`,
    ...Object.entries(inputs).map(([name, value]) => `    ${name}: ${value}`),
  ]
  summary.code('yaml', lines.join('\n'))
}
