import {
  startArtifactService,
  type ArtifactService,
  type ArtifactServiceOptions,
} from '../simulator/artifact-service.ts'
import { startGitHubApi, type GitHubApi, type RepositoryScript } from '../simulator/github-api.ts'
import { startSimulator, type Simulator, type SimulatorOptions } from '../simulator/server.ts'
import { startBareServer, type BareAnswer, type BareServer } from './bare-server.ts'
import { startTcpServer, type SocketBehaviour, type TcpServer } from './tcp-server.ts'
import { startSelfSignedServer, type SelfSignedServer } from './tls-server.ts'

/**
 * Which loopback servers a test needs: the platform simulator always; on request GitHub's API,
 * the artifact service, and the odd platforms the simulator does not model (a bare HTTP server
 * a test answers itself, a TLS server with an untrusted certificate, a TCP server that never
 * speaks TLS).
 */
export interface ServerSpec {
  readonly platform?: SimulatorOptions
  readonly github?: RepositoryScript
  readonly artifacts?: boolean | ArtifactServiceOptions
  readonly bare?: BareAnswer
  readonly selfSignedTls?: boolean
  readonly tcp?: SocketBehaviour
}

export type Servers<S extends ServerSpec> = {
  readonly platform: Simulator
  /** Variables that point the action at the servers, as a runner's would point it at GitHub. */
  readonly env: Readonly<Record<string, string>>
} & (S['github'] extends RepositoryScript ? { readonly github: GitHubApi } : unknown) &
  (S['artifacts'] extends true | ArtifactServiceOptions ? { readonly artifacts: ArtifactService } : unknown) &
  (S['bare'] extends BareAnswer ? { readonly bare: BareServer } : unknown) &
  (S['selfSignedTls'] extends true ? { readonly selfSignedTls: SelfSignedServer } : unknown) &
  (S['tcp'] extends SocketBehaviour ? { readonly tcp: TcpServer } : unknown)

/** Starts the servers `spec` asks for, runs `body`, and always stops every one of them. */
export async function withServers<const S extends ServerSpec, T>(
  spec: S,
  body: (servers: Servers<S>) => Promise<T>,
): Promise<T> {
  const stops: (() => Promise<void>)[] = []
  const start = async <V extends { close(): Promise<void> }>(server: Promise<V>): Promise<V> => {
    const started = await server
    stops.push(() => started.close())
    return started
  }
  try {
    const env: Record<string, string> = {}
    const servers: Record<string, unknown> = { platform: await start(startSimulator(spec.platform ?? {})), env }
    if (spec.github) {
      const github = await start(startGitHubApi(spec.github))
      env['GITHUB_API_URL'] = github.url
      servers['github'] = github
    }
    if (spec.artifacts) {
      const artifacts = await start(startArtifactService(spec.artifacts === true ? {} : spec.artifacts))
      Object.assign(env, { ACTIONS_RUNTIME_TOKEN: artifacts.runtimeToken, ACTIONS_RESULTS_URL: artifacts.url })
      servers['artifacts'] = artifacts
    }
    if (spec.bare) servers['bare'] = await start(startBareServer(spec.bare))
    if (spec.selfSignedTls) servers['selfSignedTls'] = await start(startSelfSignedServer())
    if (spec.tcp) servers['tcp'] = await start(startTcpServer(spec.tcp))
    return await body(servers as Servers<S>)
  } finally {
    await Promise.all(stops.map((stop) => stop()))
  }
}
