import { describe, expect, it } from 'vitest'
import { DEPLOYMENT_SCENARIOS } from '../../simulator/deployment-scenarios.ts'
import { expectEnding } from '../helpers.ts'
import { annotations, step, withGitHub } from './record-helpers.ts'

/*
 * A preview recorded where the site's deploys go would make a pull request's branch that
 * environment's latest deployment; a deploy recorded among the previews would be replaced there by
 * the next preview. Either is a warning naming both environments, and the step goes on as asked.
 */

const mixed = (run: Parameters<typeof annotations>[0]) =>
  annotations(run, 'warning').filter((line) => line.startsWith('::warning title=Environments mixed::'))

describe('environments of the two kinds mixed', () => {
  it.each(['production', 'docs', 'Prod'])('a preview in %s is warned of, naming docs-preview', async (environment) => {
    await withGitHub(DEPLOYMENT_SCENARIOS.success, async (servers) => {
      const run = await step('preview', servers, { environment })
      expectEnding(run, 'success')
      const [warning, ...more] = mixed(run)
      expect(more).toEqual([])
      expect(warning).toContain(`Input "environment" is "${environment}" on a preview`)
      expect(warning).toContain('Previews are recorded in "docs-preview"')
      expect(servers.github.deployments()[0]?.environment).toBe(environment)
    })
  })

  it('a deploy in docs-preview is warned of, naming docs', async () => {
    await withGitHub(DEPLOYMENT_SCENARIOS.success, async (servers) => {
      const run = await step('deploy', servers, { environment: 'docs-preview' })
      expectEnding(run, 'success')
      expect(mixed(run)).toEqual([
        expect.stringContaining(
          'Input "environment" is "docs-preview" on a deploy, an environment of previews ("docs-preview" by default)',
        ),
      ])
      expect(mixed(run)[0]).toContain('Deploys are recorded in "docs"')
    })
  })

  it.each([
    ['deploy', ''],
    ['deploy', 'production'],
    ['preview', ''],
    ['preview', 'staging-previews'],
  ] as const)('%s in "%s" is not warned of', async (kind, environment) => {
    await withGitHub(DEPLOYMENT_SCENARIOS.success, async (servers) => {
      const run = await step(kind, servers, { environment })
      expectEnding(run, 'success')
      expect(mixed(run)).toEqual([])
    })
  })
})
