/*
 * The name a typo most likely meant, for errors that refuse a name (an input, a listed value):
 * `max-request` → `max-requests`, `wiat` → `wait`, `serches` → `searches`. A suggestion is made
 * only when one name is clearly nearest, so an error never points to a guess.
 */

/**
 * Edits that turn `a` into `b`: a character added, dropped, changed, or two neighbours swapped
 * (the optimal string alignment distance), ignoring case, `_` and `-` alike.
 */
export function editDistance(a: string, b: string): number {
  const x = comparable(a)
  const y = comparable(b)
  let twoBack: number[] = []
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j)
  for (let i = 1; i <= x.length; i++) {
    const current = [i]
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, twoBack[j - 2]! + 1)
      current.push(best)
    }
    twoBack = previous
    previous = current
  }
  return previous[y.length]!
}

/**
 * The one name among `names` nearest to `given`, within a third of its length (at least one
 * edit, at most three); undefined when none is that near or two are equally near. A name that
 * begins with `given` (a word cut short, `max-req`) counts as near.
 */
export function nearestName(given: string, names: Iterable<string>): string | undefined {
  const allowed = Math.min(3, Math.max(1, Math.floor(comparable(given).length / 3)))
  let best: { name: string; distance: number } | undefined
  let tied = false
  for (const name of names) {
    const distance = cutShort(given, name) ? 1 : editDistance(given, name)
    if (distance > allowed || (best !== undefined && distance > best.distance)) continue
    tied = best !== undefined && distance === best.distance && best.name !== name
    if (!tied || best === undefined) best = { name, distance }
  }
  return tied ? undefined : best?.name
}

/** `: did you mean "max-requests"?`, or `''` when no name is clearly meant: the end of a refusal. */
export function didYouMean(given: string, names: Iterable<string>): string {
  const nearest = nearestName(given, names)
  return nearest === undefined ? '' : `: did you mean "${nearest}"?`
}

function cutShort(given: string, name: string): boolean {
  const start = comparable(given)
  return start.length >= 4 && comparable(name).startsWith(start) && start !== comparable(name)
}

function comparable(name: string): string {
  return name.trim().toLowerCase().replace(/_/g, '-')
}
