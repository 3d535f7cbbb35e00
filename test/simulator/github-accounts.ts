import type { ServerResponse } from 'node:http'
import { json, writeObject, type StandInRequest } from './github-responses.ts'

/*
 * Who each token acts as, for the GitHub stand-in: the account GraphQL's `viewer` names and the
 * author of every comment the token posts. A token a test does not name is the workflow's, as
 * the harness passes `github.token`: `github-actions[bot]`, an app, with no association to the
 * repository, as GitHub says of an app's comments.
 */

export interface Account {
  readonly login: string
  readonly type: 'Bot' | 'User'
  /** What GitHub says of the account's relation to the repository on its comments. */
  readonly association: 'OWNER' | 'MEMBER' | 'COLLABORATOR' | 'CONTRIBUTOR' | 'NONE'
}

export const WORKFLOW_ACCOUNT: Account = { login: 'github-actions[bot]', type: 'Bot', association: 'NONE' }

/** The token of an `Authorization` header as octokit sends it (`token …`, or `bearer …`). */
function tokenOf(authorization: string | undefined): string {
  return /^(?:token|bearer) (.+)$/i.exec(authorization ?? '')?.[1] ?? ''
}

/** The account `authorization` acts as. */
export function accountOf(
  accounts: Readonly<Record<string, Account>> | undefined,
  authorization: string | undefined,
): Account {
  return accounts?.[tokenOf(authorization)] ?? WORKFLOW_ACCOUNT
}

/**
 * `POST /graphql`, the one query the action sends (`{ viewer { login } }`), answered for the
 * request's token; any other query gets GraphQL's error, with 200 as GitHub answers one.
 */
export function answerGraphql(account: Account, request: StandInRequest, response: ServerResponse) {
  const sent = writeObject(request, response)
  if (!sent) return true
  const query = typeof sent['query'] === 'string' ? sent['query'].replace(/\s+/g, ' ').trim() : ''
  if (/^(?:query )?\{ viewer \{ login \} \}$/.test(query))
    return json(response, 200, { data: { viewer: { login: account.login } } })
  return json(response, 200, {
    errors: [{ type: 'INVALID', message: 'The stand-in answers only { viewer { login } }.' }],
  })
}

/** A person's role on the repository, as GitHub's permission API names it. */
export type RepositoryRole = 'admin' | 'maintain' | 'write' | 'triage' | 'read'

/**
 * `GET collaborators/{username}/permission`: the role a script gives the user, with the
 * permission GitHub answers beside it (`maintain` answers `write`, `triage` answers `read`); 404
 * for anyone the script does not list, as GitHub answers for an account that is no collaborator.
 */
export function answerPermission(
  roles: Readonly<Record<string, RepositoryRole>> | undefined,
  username: string,
  response: ServerResponse,
) {
  const role = Object.entries(roles ?? {}).find(([login]) => login.toLowerCase() === username.toLowerCase())?.[1]
  if (role === undefined) return json(response, 404, { message: `${username} is not a user` })
  const permission = role === 'maintain' ? 'write' : role === 'triage' ? 'read' : role
  return json(response, 200, { permission, role_name: role, user: { login: username } })
}
