import { timingSafeEqual } from 'node:crypto';

/**
 * The shared operator key of `OPERATOR_API_KEY` (`x-operator-key`): since the studio has
 * accounts it is only the embedded mode's bootstrap (docs/decisions/016). Without a
 * configured key it matches nothing.
 */
export function matchesBootstrapKey(configuredKey: string | undefined, given: unknown): boolean {
  if (!configuredKey || typeof given !== 'string') return false;
  const expected = Buffer.from(configuredKey);
  const offered = Buffer.from(given);
  return offered.length === expected.length && timingSafeEqual(offered, expected);
}
