/**
 * FAQ search as you type. Text and query are compared in one normal form, so that what a
 * parent types matches however the answer was written:
 * - NFKC folds width and compatibility forms: ＡＢＣ → ABC, ｶｰﾄﾞ → カード, ①/㈱ → 1/(株);
 * - lower case folds letter case (Latin, Vietnamese, Greek…);
 * - Latin accents are folded too (thanh toan finds thanh toán; đ → d), without touching the
 *   Japanese voiced marks (が stays が, so it does not match か).
 * Japanese and Chinese have no spaces, so matching is by substring; a query with spaces is
 * several terms that must all appear.
 */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The terms of a query, normalised; empty when there is nothing to search for. */
export function searchTerms(query: string): string[] {
  const normalised = normaliseForSearch(query);
  return normalised ? normalised.split(' ') : [];
}

/** Whether every term occurs in one of the (already normalised) texts. */
export function matchesTerms(terms: readonly string[], normalisedTexts: readonly string[]): boolean {
  return terms.every((term) => normalisedTexts.some((text) => text.includes(term)));
}
