import { TEXT_LANGUAGES, type TextLanguage } from '@omoide/contract';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { htmlLangOf } from './detect-locale';
import { formatMessage, icuMessages } from './icu-messages';

type Tree = { [key: string]: string | Tree };

// Every locale file, the studio's included: the bundle's reader must format each message as
// intl-messageformat (the reference, kept for tests only) does.
const files = import.meta.glob<Tree>('../../locales/*/*.json', { eager: true, import: 'default' });

function leaves(node: Tree, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

/** Argument names of a message, with whether one is a plural's or a select's. */
function argumentsOf(message: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of message.matchAll(/\{\s*([A-Za-z_]\w*)\s*(?:,\s*(\w+))?/g)) {
    const [, name = '', kind = 'simple'] = match;
    if (found.get(name) !== 'plural') found.set(name, kind);
  }
  return found;
}

const SAMPLE_COUNTS = [0, 1, 2, 3, 5, 11, 21, 1234];

function samplesFor(message: string): Record<string, unknown>[] {
  const args = argumentsOf(message);
  return SAMPLE_COUNTS.map((count, index) => {
    const values: Record<string, unknown> = {};
    for (const [name, kind] of args) {
      values[name] = kind === 'plural' ? count : kind === 'select' ? ['a', 'other'][index % 2] : `«${name}»`;
    }
    return values;
  });
}

function languageOf(path: string): TextLanguage {
  const language = path.split('/').at(-2) as TextLanguage;
  if (!TEXT_LANGUAGES.includes(language)) throw new Error(`unknown language folder ${path}`);
  return language;
}

describe('ICU messages without intl-messageformat', () => {
  it('formats every message of every locale file as intl-messageformat does', () => {
    const paths = Object.keys(files);
    expect(paths.length).toBeGreaterThanOrEqual(TEXT_LANGUAGES.length * 9);
    const differences: string[] = [];
    let plurals = 0;
    for (const path of paths) {
      const locale = htmlLangOf(languageOf(path));
      for (const [key, message] of leaves(files[path] ?? {})) {
        if (message.includes('plural')) plurals += 1;
        const reference = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
        for (const values of samplesFor(message)) {
          const expected = String(reference.format(values));
          const actual = formatMessage(message, locale, values);
          if (actual !== expected)
            differences.push(`${path} ${key} ${JSON.stringify(values)}: ${actual} ≠ ${expected}`);
        }
      }
    }
    expect(plurals).toBeGreaterThan(50);
    expect(differences.slice(0, 10)).toEqual([]);
  });

  it('picks plural forms by the language’s rules and formats # with its digits grouping', () => {
    const message = '{n, plural, =0 {none} one {# photo} other {# photos}}';
    expect(formatMessage(message, 'en-US', { n: 0 })).toBe('none');
    expect(formatMessage(message, 'en-US', { n: 1 })).toBe('1 photo');
    expect(formatMessage(message, 'en-US', { n: 1234 })).toBe('1,234 photos');
    expect(formatMessage('{n, plural, other {#枚}}', 'ja', { n: 1234 })).toBe('1,234枚');
    expect(formatMessage('{n, plural, other {# ảnh}}', 'vi', { n: 1234 })).toBe('1.234 ảnh');
    expect(formatMessage('{n, plural, offset:1 one {you} other {you and # more}}', 'en-US', { n: 3 })).toBe(
      'you and 2 more',
    );
  });

  it('reads ICU quoting and select, and keeps a stray apostrophe', () => {
    expect(formatMessage("It's '{'braces'}' and ''quotes''", 'en-US')).toBe("It's {braces} and 'quotes'");
    expect(formatMessage("{n, plural, other {'#' is # ({who})}}", 'en-US', { n: 2, who: 'x' })).toBe(
      '# is 2 (x)',
    );
    expect(formatMessage('{g, select, a {A} other {O}}', 'en-US', { g: 'a' })).toBe('A');
    expect(formatMessage('{g, select, a {A} other {O}}', 'en-US', { g: 'z' })).toBe('O');
  });

  it('shows a message raw when a value is missing or the message cannot be read', () => {
    const plugin = icuMessages((language) => language);
    expect(plugin.parse('Hello {name}', {}, 'en-US')).toBe('Hello {name}');
    expect(plugin.parse('Hello {name', { name: 'x' }, 'en-US')).toBe('Hello {name');
    expect(plugin.parse('{d, date, short}', { d: 0 }, 'en-US')).toBe('{d, date, short}');
    expect(plugin.parse('Hello {name}', { name: 'Aiko' }, 'en-US')).toBe('Hello Aiko');
  });
});
