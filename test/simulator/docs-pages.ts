/**
 * The pages of the simulated docs site, as a real one has them: a path and the title the
 * assistant cites it by. The analytics endpoints rank them by popularity, the assistant cites
 * and is asked on them, search results point at them, so every place a summary names a page
 * names one a reader would recognise. Past the named pages come the API reference's endpoints,
 * and past them a site of any size goes on with numbered reference pages.
 */

export interface DocsPage {
  readonly path: string
  readonly title: string
}

/** The site's own pages, most visited first. */
const NAMED: readonly DocsPage[] = [
  { path: '/quickstart', title: 'Quickstart' },
  { path: '/installation', title: 'Installation' },
  { path: '/api-reference/authentication', title: 'Authentication' },
  { path: '/guides/webhooks', title: 'Webhooks' },
  { path: '/api-reference/rate-limits', title: 'Rate limits' },
  { path: '/guides/custom-domains', title: 'Custom domains' },
  { path: '/guides/sso', title: 'Single sign-on (SSO)' },
  { path: '/api-reference/errors', title: 'Errors' },
  { path: '/guides/deployments', title: 'Deployments' },
  { path: '/api-reference/users/create', title: 'Create a user' },
  { path: '/guides/redirects', title: 'Redirects' },
  { path: '/concepts/projects', title: 'Projects' },
  { path: '/api-reference/users/list', title: 'List users' },
  { path: '/guides/analytics', title: 'Analytics' },
  { path: '/guides/search', title: 'Search' },
  { path: '/billing/plans', title: 'Plans and billing' },
  { path: '/guides/environments', title: 'Environments' },
  { path: '/api-reference/pagination', title: 'Pagination' },
  { path: '/sdks/python', title: 'Python SDK' },
  { path: '/sdks/node', title: 'Node.js SDK' },
  { path: '/guides/roles-and-permissions', title: 'Roles and permissions' },
  { path: '/api-reference/webhooks/events', title: 'Webhook events' },
  { path: '/guides/migrating-from-v1', title: 'Migrating from v1' },
  { path: '/changelog', title: 'Changelog' },
  { path: '/concepts/api-keys', title: 'API keys' },
  { path: '/guides/audit-logs', title: 'Audit logs' },
  { path: '/api-reference/projects/update', title: 'Update a project' },
  { path: '/guides/troubleshooting', title: 'Troubleshooting' },
  { path: '/sdks/go', title: 'Go SDK' },
  { path: '/guides/data-export', title: 'Export your data' },
  { path: '/api-reference/users/delete', title: 'Delete a user' },
  { path: '/guides/preview-deployments', title: 'Preview deployments' },
  { path: '/concepts/regions', title: 'Regions' },
  { path: '/guides/scim', title: 'SCIM provisioning' },
  { path: '/api-reference/idempotency', title: 'Idempotent requests' },
  { path: '/security', title: 'Security' },
  { path: '/guides/cli', title: 'The CLI' },
  { path: '/api-reference/versioning', title: 'API versioning' },
  { path: '/support', title: 'Support' },
  { path: '/guides/faq', title: 'FAQ' },
]

/** The API reference's resources, each with an endpoint per action: the site's long tail. */
const RESOURCES = [
  ['team', 'teams'],
  ['invoice', 'invoices'],
  ['domain', 'domains'],
  ['deployment', 'deployments'],
  ['member', 'members'],
  ['event', 'events'],
  ['environment', 'environments'],
  ['secret', 'secrets'],
  ['log', 'logs'],
  ['token', 'tokens'],
  ['invitation', 'invitations'],
  ['integration', 'integrations'],
] as const
const ACTIONS = ['create', 'list', 'get', 'update', 'delete', 'search', 'export'] as const

/** The site's page at `index`: a named page, an endpoint of the API reference, then numbered reference pages. */
export function docsPage(index: number): DocsPage {
  const named = NAMED[index]
  if (named) return named
  const endpoint = index - NAMED.length
  const [singular, plural] = RESOURCES[endpoint % RESOURCES.length] ?? RESOURCES[0]
  const action = ACTIONS[Math.floor(endpoint / RESOURCES.length)]
  if (action === undefined) return { path: `/reference/page-${index}`, title: `Reference page ${index}` }
  const noun = action === 'list' || action === 'search' || action === 'export' ? plural : singular
  return {
    path: `/api-reference/${plural}/${action}`,
    title: `${action[0]?.toUpperCase() ?? ''}${action.slice(1)} ${noun}`,
  }
}

/** Where the docs site is served: the assistant cites and is asked on its full addresses. */
export const DOCS_SITE = 'https://docs.acme.com'
