const SEMVER = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/

/**
 * Orders tags as versions: semantic versions by their numbers (a pre-release before its
 * release), anything else by natural order, so `v1.10.0` comes after `v1.9.0`.
 */
export function compareTags(a: string, b: string): number {
  const versionA = SEMVER.exec(a)
  const versionB = SEMVER.exec(b)
  if (versionA && versionB) {
    for (const index of [1, 2, 3]) {
      const difference = Number(versionA[index]) - Number(versionB[index])
      if (difference !== 0) return difference
    }
    const preA = versionA[4]
    const preB = versionB[4]
    if (preA === undefined || preB === undefined) return preA === preB ? 0 : preA === undefined ? 1 : -1
    return naturalCompare(preA, preB)
  }
  return naturalCompare(a, b)
}

function naturalCompare(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true })
}

/** The highest tag ordered before `current`, or undefined when `current` is the first. */
export function previousTag(tags: readonly string[], current: string): string | undefined {
  return tags
    .filter((tag) => tag !== current && compareTags(tag, current) < 0)
    .sort(compareTags)
    .at(-1)
}
