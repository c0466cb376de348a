import { TEXT_LANGUAGES, type TextLanguage } from '@omoide/contract';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { htmlLangOf } from '@/shared/i18n/detect-locale';

/**
 * Helpers of the locale tests (one per namespace): the JSON tree of a locale file, its
 * leaves by dotted key, key-order checks, the ICU arguments of a message, and the checks
 * every namespace file gets (`describeLocaleNamespace`).
 */
export type Tree = { [key: string]: string | Tree };

export function leaves(node: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** Paths of objects whose keys are not sorted (locale files keep sorted keys). */
export function unsorted(node: Tree, prefix = '(root)'): string[] {
  const keys = Object.keys(node);
  const problems = keys.join('\u0000') === [...keys].sort().join('\u0000') ? [] : [prefix];
  for (const [key, value] of Object.entries(node)) {
    if (typeof value !== 'string') problems.push(...unsorted(value, `${prefix}.${key}`));
  }
  return problems;
}

export const argumentsOf = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1] ?? ''))].sort();

/** A quoted dotted key in source code: `'photos.title'`, `"a.b_c"`. */
const LITERAL_KEY = /['"`]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+)['"`]/g;

interface LocaleNamespace {
  /** The namespace, as in `locales/<language>/<namespace>.json`. */
  namespace: string;
  /** Its JSON files by path, one per language (an eager `import.meta.glob`, default import). */
  files: Record<string, Tree>;
  /** The code that uses its keys, raw (`query: '?raw'`), without tests. */
  sources: Record<string, string>;
  /** Who uses the keys, for the test name: "the face pages". */
  usedBy: string;
  /** Fewer source files than this means the glob went wrong. */
  minSources?: number;
  /** Also fail on keys that no source names literally. */
  noUnusedKeys?: boolean;
}

/**
 * The rules of common.json for one more namespace: every language has exactly the keys
 * `ja` has, sorted; every message is non-empty, valid ICU with the arguments of `ja`; every
 * literal key of the namespace in `sources` exists (and, with `noUnusedKeys`, is used).
 */
export function describeLocaleNamespace({
  namespace,
  files,
  sources,
  usedBy,
  minSources = 0,
  noUnusedKeys = false,
}: LocaleNamespace) {
  const tree = (language: TextLanguage): Tree => {
    const found = Object.entries(files).find(([path]) => path.endsWith(`/${language}/${namespace}.json`));
    if (!found) throw new Error(`missing locales/${language}/${namespace}.json`);
    return found[1];
  };
  const code = Object.entries(sources);
  const ja = leaves(tree('ja'));

  describe(`${namespace} locale files`, () => {
    it.each(TEXT_LANGUAGES)('%s has exactly the keys ja has, sorted', (language) => {
      const keys = leaves(tree(language));
      expect({
        missing: [...ja.keys()].filter((key) => !keys.has(key)),
        extra: [...keys.keys()].filter((key) => !ja.has(key)),
        unsorted: unsorted(tree(language)),
      }).toEqual({ missing: [], extra: [], unsorted: [] });
    });

    it.each(TEXT_LANGUAGES)('%s messages are valid ICU with the arguments ja uses', (language) => {
      const problems: string[] = [];
      for (const [key, message] of leaves(tree(language))) {
        if (!message.trim()) problems.push(`${key}: empty`);
        try {
          new IntlMessageFormat(message, htmlLangOf(language));
        } catch (error) {
          problems.push(`${key}: ${(error as Error).message}`);
        }
        if (argumentsOf(ja.get(key) ?? '').join() !== argumentsOf(message).join()) {
          problems.push(`${key}: arguments differ from ja`);
        }
      }
      expect(problems).toEqual([]);
    });

    it(`has a text for every key ${usedBy} use`, () => {
      const namespaces = new Set([...ja.keys()].map((key) => key.split('.')[0]));
      const unknown: string[] = [];
      for (const [file, source] of code) {
        for (const match of source.matchAll(LITERAL_KEY)) {
          const key = match[1] ?? '';
          if (namespaces.has(key.split('.')[0]) && !ja.has(key)) unknown.push(`${file}: ${key}`);
        }
      }
      expect(code.length).toBeGreaterThan(minSources);
      expect(unknown).toEqual([]);
    });

    if (noUnusedKeys) {
      it('leaves no key unused', () => {
        const all = code.map(([, source]) => source).join('\n');
        expect([...ja.keys()].filter((key) => !all.includes(`'${key}'`))).toEqual([]);
      });
    }
  });
}
