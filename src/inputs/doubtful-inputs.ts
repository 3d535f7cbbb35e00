import { log } from '../runner/log.ts'
import { unitlessAmount } from './durations.ts'

/**
 * Common inputs that are accepted but are likely not what the workflow meant. Each earns one
 * warning with a title, given once the common inputs are accepted and before any request, and
 * the step goes on as the input reads.
 */

/** How every admin API key the dashboard issues begins. */
const API_KEY_PREFIX = 'mint_'

export function warnOfDoubtfulInputs(apiKey: string, timeout: string): void {
  // Only the form the key should have is named: no character of the key itself, not even its first.
  if (!apiKey.startsWith(API_KEY_PREFIX)) {
    log.warning(
      `Input "api-key" does not start with "${API_KEY_PREFIX}", as the platform's admin API keys do: it may be another ` +
        "kind of key, which the platform refuses (HTTP 401). The step goes on; if the key is refused, create an admin API key on the dashboard's API keys page and put it in the secret.",
      'API key not in the expected form',
    )
  }
  const amount = unitlessAmount(timeout)
  // Beside GitHub's timeout-minutes, a bare number reads as minutes; it stays seconds through 2.x.
  if (amount !== undefined) {
    log.warning(
      `Input "timeout" is ${amount} with no unit, read as ${amount} seconds. Beside GitHub's timeout-minutes it ` +
        `may have meant minutes: write "${amount}m" for ${amount} minutes, or "${amount}s" to keep ${amount} seconds and silence this warning.`,
      'Timeout without a unit',
    )
  }
}
