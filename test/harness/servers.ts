import {
  startArtifactService,
  type ArtifactService,
  type ArtifactServiceOptions,
} from '../simulator/artifact-service.ts'
import { startGitHubApi, type GitHubApi, type RepositoryScript } from '../simulator/github-api.ts'
import { startSimulator, type Simulator, type SimulatorOptions } from '../simulator/server.ts'

/** Which loopback servers a test needs: the platform simulator always, GitHub's API and the artifact service on request. */
export interface ServerSpec {
  readonly platform?: SimulatorOptions
  readonly github?: RepositoryScript
  /** `true`, or options of the artifact stand-in (such as a slow upload). */
  readonly artifacts?: boolean | ArtifactServiceOptions
}

export type Servers<S extends ServerSpec> = {
  readonly platform: Simulator
  /** Variables that point the action at the servers, as a runner's would point it at GitHub. */
  readonly env: Readonly<Record<string, string>>
} & (S['github'] extends RepositoryScript ? { readonly github: GitHubApi } : unknown) &
  (S['artifacts'] extends true | ArtifactServiceOptions ? { readonly artifacts: ArtifactService } : unknown)

/** Starts the servers `spec` asks for, runs `body`, and always stops every one of them. */
export async function withServers<const S extends ServerSpec, T>(
  spec: S,
  body: (servers: Servers<S>) => Promise<T>,
): Promise<T> {
  const stops: (() => Promise<void>)[] = []
  try {
    const platform = await startSimulator(spec.platform ?? {})
    stops.push(() => platform.close())
    const env: Record<string, string> = {}
    const servers: Record<string, unknown> = { platform, env }
    if (spec.github) {
      const github = await startGitHubApi(spec.github)
      stops.push(() => github.close())
      env['GITHUB_API_URL'] = github.url
      servers['github'] = github
    }
    if (spec.artifacts) {
      const artifacts = await startArtifactService(spec.artifacts === true ? {} : spec.artifacts)
      stops.push(() => artifacts.close())
      Object.assign(env, { ACTIONS_RUNTIME_TOKEN: artifacts.runtimeToken, ACTIONS_RESULTS_URL: artifacts.url })
      servers['artifacts'] = artifacts
    }
    return await body(servers as Servers<S>)
  } finally {
    await Promise.all(stops.map((stop) => stop()))
  }
}
