import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../harness/action-metadata.ts'

/**
 * The code map in CONTRIBUTING.md names every folder of src/ and test/, so a folder added
 * without a line there fails here instead of leaving a contributor to guess what it holds. A
 * folder counts as named when the map shows its path in code (`src/visitors/fetching/`); a
 * folder inside test/ may also be named from below test/ (`unit/agent/`), as the map's
 * lists of test folders do.
 */
function folders(top: string): string[] {
  return readdirSync(path.join(ROOT, top), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).replaceAll('\\', '/'))
    .sort()
}

const codeMap = readFileSync(path.join(ROOT, 'CONTRIBUTING.md'), 'utf8')
const named = (folder: string): boolean => {
  const belowTop = folder.split('/').slice(1).join('/')
  return codeMap.includes(`\`${folder}/\``) || (folder.startsWith('test/') && codeMap.includes(`\`${belowTop}/\``))
}

describe("CONTRIBUTING.md's code map", () => {
  it.each(['src', 'test'])('names every folder of %s/', (top) => {
    const all = [top, ...folders(top)]
    expect(all.length).toBeGreaterThan(5)
    expect(all.filter((folder) => !named(folder))).toEqual([])
  })

  it('holds no merge-conflict markers, in any Markdown file of the repository', () => {
    // Prettier escapes a marker (`\=======`, `> > > > > > >`) rather than refusing it, so look for both forms.
    const marker = /^\s*(<{7}|\\?={7}|>{7}|(> ){6}>)(\s|$)/m
    const markdown = readdirSync(ROOT, { recursive: true, encoding: 'utf8' }).filter(
      (name) => name.endsWith('.md') && !name.startsWith('node_modules') && !name.includes('/node_modules/'),
    )
    expect(markdown.length).toBeGreaterThan(5)
    expect(markdown.filter((name) => marker.test(readFileSync(path.join(ROOT, name), 'utf8')))).toEqual([])
  })
})
