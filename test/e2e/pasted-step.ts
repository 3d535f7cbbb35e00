import { renderedSummary } from '../render/dom.ts'
import { actionSteps, inputFindings } from '../tooling/action-steps.ts'
import { lintWorkflow } from '../tooling/actionlint.ts'

/*
 * The step a summary (or a pull-request comment) offers to paste, as a person copies it from the
 * rendered page, and what is wrong with it once pasted into a workflow: actionlint's findings,
 * and inputs the action.yml it names does not declare (actionlint knows no published action's inputs).
 */

/** The text of the page's YAML block, or undefined when it offers no step. */
export function pastedStep(markdown: string): string | undefined {
  const block = renderedSummary(markdown)('pre > code.language-yaml')
  return block.length === 0 ? undefined : block.text()
}

/** The step of the mode's own action (`folder`) as its summary shows it for the simulator's project, with `inputs` after the key and project. */
export function expectedStep(folder: string, inputs: Readonly<Record<string, string>>): string {
  return [
    `- uses: docs-agent-action/docs-agent-action/${folder}@v2`,
    '  with:',
    '    api-key: ${{ secrets.DOCS_API_KEY }}',
    '    project-id: ${{ vars.DOCS_PROJECT_ID }} # acme-docs',
    ...Object.entries(inputs).map(([name, value]) => `    ${name}: ${value}`),
    '',
  ].join('\n')
}

/** Everything actionlint and the step's action.yml find wrong with `step` as the one step of a workflow's job. */
export async function pastedStepFindings(step: string): Promise<string[]> {
  const indented = step
    .trimEnd()
    .split('\n')
    .map((line) => `      ${line}`)
  const workflow = ['on: push', 'jobs:', '  docs:', '    runs-on: ubuntu-24.04', '    steps:', ...indented, ''].join(
    '\n',
  )
  const steps = actionSteps(workflow)
  if (steps.length !== 1) return [`expected one step of the action, found ${steps.length}`]
  return [...(await lintWorkflow(workflow, 'pasted.yml')), ...inputFindings(steps[0]!)]
}
