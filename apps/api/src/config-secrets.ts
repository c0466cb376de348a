/**
 * Production refuses secrets that are not secret (issue 25): a value copied from the
 * repository's tests, docs or examples, or one too repetitive to be random, signs tokens that
 * anybody who read the repository can forge. `openssl rand -base64 48` makes a good one.
 */

/**
 * Words that copied or invented secrets contain, as words (not letters run on from others):
 * a random base64 secret holds one so delimited about once in millions, while
 * `test-secret-…` or `my-omoide-jwt-key` are caught.
 */
const GIVE_AWAYS = ['secret', 'test', 'example', 'change', 'password', 'omoide', 'demo', 'sample', 'default'];
const asWord = (word: string) => new RegExp(`(?:^|[^a-z])${word}(?:[^a-z]|$)`, 'i');

/** A random 32-character secret has ~25 distinct characters; fewer than this is a pattern. */
const MIN_DISTINCT_CHARACTERS = 12;

/** Why `value` is not a production secret, or null when it may be one. */
export function weakSecretReason(value: string): string | null {
  const word = GIVE_AWAYS.find((w) => asWord(w).test(value));
  if (word) return `contains "${word}": a development or example value, not a random secret`;
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS) return 'too repetitive to be random';
  return null;
}

/** The problems of the production secrets that are set, one line per variable. */
export function productionSecretProblems(env: { JWT_SECRET?: string; OPERATOR_API_KEY?: string }): string[] {
  const problems: string[] = [];
  for (const name of ['JWT_SECRET', 'OPERATOR_API_KEY'] as const) {
    const value = env[name];
    const reason = value === undefined ? null : weakSecretReason(value);
    if (reason) problems.push(`  ${name}: ${reason} (generate one: openssl rand -base64 48)`);
  }
  return problems;
}
