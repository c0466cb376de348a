import { TEXT_LANGUAGES, type TextLanguage } from '@omoide/contract';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { htmlLangOf } from '@/shared/i18n/detect-locale';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });
// The studio has texts of its own (studio/shared/use-studio-texts.ts), outside these files.
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../studio/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

function tree(language: TextLanguage, namespace = 'common'): Tree {
  const found = files[`./${language}/${namespace}.json`];
  if (!found) throw new Error(`missing locales/${language}/${namespace}.json`);
  return found;
}

function leaves(node: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

function unsortedObjects(node: Tree, prefix = '(root)'): string[] {
  const keys = Object.keys(node);
  const problems = keys.join('\u0000') === [...keys].sort().join('\u0000') ? [] : [prefix];
  for (const [key, value] of Object.entries(node)) {
    if (typeof value !== 'string') problems.push(...unsortedObjects(value, `${prefix}.${key}`));
  }
  return problems;
}

/** Argument names of an ICU message ({year}, {count, plural, …}). */
function argumentsOf(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1] ?? '').sort();
}

const ja = leaves(tree('ja'));
const others = TEXT_LANGUAGES.filter((language) => language !== 'ja');

describe('locale files', () => {
  it('exist for ja, hant, vi and en-US', () => {
    for (const language of TEXT_LANGUAGES) expect(() => tree(language)).not.toThrow();
  });

  it.each(others)('%s has every key ja has, and no key ja lacks', (language) => {
    const keys = leaves(tree(language));
    const missing = [...ja.keys()].filter((key) => !keys.has(key));
    const extra = [...keys.keys()].filter((key) => !ja.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(TEXT_LANGUAGES)('%s keeps its keys sorted at every level', (language) => {
    expect(unsortedObjects(tree(language))).toEqual([]);
  });

  it.each(TEXT_LANGUAGES)(
    '%s messages are non-empty, valid ICU with the same arguments as ja',
    (language) => {
      const problems: string[] = [];
      for (const [key, message] of leaves(tree(language))) {
        if (!message.trim()) problems.push(`${key}: empty`);
        try {
          new IntlMessageFormat(message, htmlLangOf(language));
        } catch (error) {
          problems.push(`${key}: ${(error as Error).message}`);
        }
        const expected = ja.get(key);
        if (expected !== undefined && argumentsOf(expected).join() !== argumentsOf(message).join()) {
          problems.push(`${key}: arguments differ from ja`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('has a text for every literal key the code uses', () => {
    const namespaces = new Set([...ja.keys()].map((key) => key.split('.')[0]));
    const literal = /['"]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)['"]/g;
    const unknown: string[] = [];
    for (const [file, source] of Object.entries(sources)) {
      if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
      for (const match of source.matchAll(literal)) {
        const key = match[1] ?? '';
        if (namespaces.has(key.split('.')[0]) && !ja.has(key)) unknown.push(`${file}: ${key}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});
