import type { IForbiddenRuleType } from 'dependency-cruiser'

/**
 * The folders of src/, lowest first. A file may import its own folder's files and those of the
 * folders listed before its own, never one listed after: so data flows one way, and no two
 * folders import each other. A folder sits above its subfolders (the mode's own files use its
 * parts); `''` is src/ itself (index.ts, main.ts, the mode table). A new folder gets its place
 * here, or the test that reads this list fails.
 */
export const LAYERS = [
  'text',
  'runner',
  'inputs',
  'platform',
  'github',
  'step',
  'attempts',
  'comments',
  'deployments',
  'environments',
  'posting',
  'agent/context',
  'agent/request',
  'agent',
  'visitors/analysis',
  'visitors/sections',
  'visitors/history',
  'visitors/files',
  'visitors/fetching',
  'visitors/progress',
  'visitors/summary',
  'visitors',
  'deploy',
  'preview',
  'automation',
  'rollup',
  '',
] as const

/** The modes: each may use every folder below the modes, and no other mode's. */
export const MODE_FOLDERS = ['agent', 'visitors', 'deploy', 'preview', 'automation', 'rollup'] as const

/** The folder's files, not its subfolders'. */
function filesOf(folder: string): string {
  return folder === '' ? '[^/]+$' : `${folder}/[^/]+$`
}

/** The rules dependency-cruiser checks src/ against: the order above, the modes apart, and no cycle of files. */
export function layerRules(root: string, layers: readonly string[] = LAYERS): IForbiddenRuleType[] {
  const rules: IForbiddenRuleType[] = layers.map((folder, rank) => ({
    name: `layer:${folder || 'src'}`,
    comment: `${folder || 'src'}/ imports only its own files and the folders below it`,
    severity: 'error',
    from: { path: `^${root}/${filesOf(folder)}` },
    to: {
      path: `^${root}/`,
      pathNot: `^${root}/(${layers
        .slice(0, rank + 1)
        .map(filesOf)
        .join('|')})`,
    },
  }))
  for (const mode of MODE_FOLDERS)
    for (const other of MODE_FOLDERS.filter((name) => name !== mode))
      rules.push({
        name: `mode:${mode}`,
        comment: `a mode never imports another mode's code`,
        severity: 'error',
        from: { path: `^${root}/${mode}/` },
        to: { path: `^${root}/${other}/` },
      })
  rules.push({ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } })
  return rules
}
