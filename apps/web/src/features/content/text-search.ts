/**
 * FAQ search as you type. Text and query are compared in one normal form, so that what a
 * parent types matches however the answer was written:
 * - NFKC folds width and compatibility forms: ＡＢＣ → ABC, ｶｰﾄﾞ → カード, ①/㈱ → 1/(株);
 * - lower case folds letter case (Latin, Vietnamese, Greek…);
 * - katakana is folded to hiragana (くれじっと finds クレジット, ダウンロード finds だうんろーど),
 *   without touching the voiced marks (が stays が, so it does not match か);
 * - Vietnamese and other Latin accents: a term typed without any (thanh toan, dang ky) matches
 *   with or without them, as parents on a phone keyboard often leave them out; a term typed
 *   with them (bán) matches exactly those (not bàn or ban), since the marks then carry meaning.
 * Japanese and Chinese have no spaces, so matching is by substring; a query with spaces is
 * several terms that must all appear.
 */

/** A text in the two search forms: accents kept (`exact`) and folded away (`loose`). */
export interface SearchText {
  exact: string;
  loose: string;
}

export interface SearchTerm {
  text: string;
  /** The term carries accents, so it is compared with the `exact` form. */
  exact: boolean;
}

const KATAKANA = /[\u30a1-\u30f6]/g;
const LATIN_MARKS = /[\u0300-\u036f]/g;

function foldExact(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(KATAKANA, (kana) => String.fromCharCode(kana.charCodeAt(0) - 0x60));
}

function looseOf(exact: string): string {
  return exact.normalize('NFD').replace(LATIN_MARKS, '').replace(/đ/g, 'd').normalize('NFC');
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The accent-free normal form (what a query without accents is compared with). */
export function normaliseForSearch(text: string): string {
  return tidy(looseOf(foldExact(text)));
}

export function toSearchText(text: string): SearchText {
  const exact = tidy(foldExact(text));
  return { exact, loose: tidy(looseOf(exact)) };
}

/** The terms of a query, normalised; empty when there is nothing to search for. */
export function searchTerms(query: string): SearchTerm[] {
  const { exact } = toSearchText(query);
  if (!exact) return [];
  return exact.split(' ').map((term) => {
    const loose = looseOf(term);
    return loose === term ? { text: term, exact: false } : { text: term, exact: true };
  });
}

const formOf = (text: SearchText, term: SearchTerm) => (term.exact ? text.exact : text.loose);

/** Whether every term occurs in one of the texts. */
export function matchesTerms(terms: readonly SearchTerm[], texts: readonly SearchText[]): boolean {
  return terms.every((term) => texts.some((text) => formOf(text, term).includes(term.text)));
}

export type Range = [start: number, end: number];

// A base character with the combining marks that follow it: folded as one, so that a
// decomposed accent stays with its letter.
const CLUSTER = /\P{M}\p{M}*|\p{M}+/gu;

/**
 * Where the terms occur in `text`, as ranges of the original string (sorted, merged), for
 * highlighting. The text is folded cluster by cluster, and each folded character remembers
 * the cluster it came from, so a match maps back to whole original characters.
 */
export function matchRanges(text: string, terms: readonly SearchTerm[]): Range[] {
  if (terms.length === 0) return [];
  const clusters: Range[] = [];
  const folded = { exact: '', loose: '' };
  const origin: Record<keyof SearchText, number[]> = { exact: [], loose: [] };
  for (const match of text.matchAll(CLUSTER)) {
    const index = clusters.push([match.index, match.index + match[0].length]) - 1;
    const exact = /^\s+$/.test(match[0]) ? ' ' : foldExact(match[0]);
    const forms: [keyof SearchText, string][] = [
      ['exact', exact],
      ['loose', looseOf(exact)],
    ];
    for (const [form, value] of forms) {
      folded[form] += value;
      for (let i = 0; i < value.length; i++) origin[form].push(index);
    }
  }
  const ranges: Range[] = [];
  for (const term of terms) {
    const form = term.exact ? 'exact' : 'loose';
    const haystack = folded[form];
    for (let at = haystack.indexOf(term.text); at >= 0; at = haystack.indexOf(term.text, at + 1)) {
      const first = clusters[origin[form][at]!]!;
      const last = clusters[origin[form][at + term.text.length - 1]!]!;
      ranges.push([first[0], last[1]]);
    }
  }
  return mergeRanges(ranges);
}

function mergeRanges(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}
