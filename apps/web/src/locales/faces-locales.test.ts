import { TEXT_LANGUAGES, type TextLanguage } from '@omoide/contract';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { htmlLangOf } from '@/shared/i18n/detect-locale';
import { argumentsOf, leaves, type Tree, unsorted } from './locale-tree';

// The `faces` namespace (face images, events by child, face matching): same rules as common.json.

const files = import.meta.glob<Tree>('./*/faces.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>(
  ['../features/faces/**/*.{ts,tsx}', '!**/*.test.*', '!**/test-fixtures.ts'],
  { eager: true, query: '?raw', import: 'default' },
);

function tree(language: TextLanguage): Tree {
  const found = files[`./${language}/faces.json`];
  if (!found) throw new Error(`missing locales/${language}/faces.json`);
  return found;
}

const ja = leaves(tree('ja'));

describe('faces locale files', () => {
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

  it('has a text for every key the face pages use', () => {
    const namespaces = new Set([...ja.keys()].map((key) => key.split('.')[0]));
    const literal = /['"`]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)['"`]/g;
    const unknown: string[] = [];
    for (const [file, source] of Object.entries(sources)) {
      for (const match of source.matchAll(literal)) {
        const key = match[1] ?? '';
        if (namespaces.has(key.split('.')[0]) && !ja.has(key)) unknown.push(`${file}: ${key}`);
      }
    }
    expect(Object.keys(sources).length).toBeGreaterThan(15);
    expect(unknown).toEqual([]);
  });

  it('leaves no key unused', () => {
    const all = Object.values(sources).join('\n');
    expect([...ja.keys()].filter((key) => !all.includes(`'${key}'`))).toEqual([]);
  });
});
