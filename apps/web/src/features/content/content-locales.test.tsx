import { TEXT_LANGUAGES, type TextLanguage } from '@omoide/contract';
import { act, screen, within } from '@testing-library/react';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { argumentsOf, leaves, type Tree, unsorted } from '@/locales/locale-tree';
import { htmlLangOf } from '@/shared/i18n/detect-locale';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';
import { signIn, stubApi } from './test-fixtures';

const files = import.meta.glob<Tree>('../../locales/*/content.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>(['../content/*.{ts,tsx}', '../home/*.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

function tree(language: TextLanguage): Tree {
  const found = files[`../../locales/${language}/content.json`];
  if (!found) throw new Error(`missing locales/${language}/content.json`);
  return found;
}

const ja = leaves(tree('ja'));

describe('content namespace locale files', () => {
  it.each(TEXT_LANGUAGES.filter((language) => language !== 'ja'))(
    '%s has exactly the keys of ja',
    (language) => {
      const keys = leaves(tree(language));
      expect({
        missing: [...ja.keys()].filter((key) => !keys.has(key)),
        extra: [...keys.keys()].filter((key) => !ja.has(key)),
      }).toEqual({ missing: [], extra: [] });
    },
  );

  it.each(TEXT_LANGUAGES)('%s is sorted, non-empty, valid ICU with the arguments of ja', (language) => {
    const problems = unsorted(tree(language));
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

  it('has a text for every literal content key the pages use', () => {
    const namespaces = new Set([...ja.keys()].map((key) => key.split('.')[0]));
    const unknown: string[] = [];
    for (const [file, source] of Object.entries(sources)) {
      if (/\.test\.tsx?$/.test(file) || file.endsWith('test-fixtures.ts')) continue;
      for (const match of source.matchAll(/['"`]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+)['"`]/g)) {
        const key = match[1] ?? '';
        if (namespaces.has(key.split('.')[0]) && !ja.has(key)) unknown.push(`${file}: ${key}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});

describe('static pages render real text in every language', () => {
  beforeAll(async () => {
    await initI18n('ja');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const pages = [
    ['/about', 7],
    ['/terms', 11],
    ['/privacy', 11],
    ['/Imprint', 0],
  ] as const;

  it.each(
    TEXT_LANGUAGES.flatMap((language) =>
      pages.map(([path, sections]) => [language, path, sections] as const),
    ),
  )('%s %s', async (language, path, sections) => {
    await act(() => initI18n(language));
    signIn('member');
    stubApi({});
    renderApp(path);
    const article = (await screen.findByRole('heading', { level: 1 }, { timeout: 3000 })).closest(
      'article',
    ) as HTMLElement;
    expect(within(article).queryAllByRole('heading', { level: 2 })).toHaveLength(sections);
    // No untranslated key and no unfilled argument anywhere on the page.
    expect(article.textContent).not.toMatch(/\b(static|contact|faq)\.[a-z]+\.|\{[a-z]+\}/i);
  });

  it('states the children’s face data rules on the privacy page', async () => {
    await act(() => initI18n('en-US'));
    signIn('member');
    stubApi({});
    renderApp('/privacy');
    const section = (
      await screen.findByRole('heading', { level: 2, name: /Children’s face photos/ })
    ).closest('section') as HTMLElement;
    const text = section.textContent ?? '';
    expect(text).toMatch(/only to find the photos that child appears in/);
    expect(text).toMatch(/guardian’s consent/);
    expect(text).toMatch(/never shown to other users/);
    expect(text).toMatch(/Deleting a face photo deletes its face data; deleting a child deletes all/);
    expect(text).toMatch(/365 days after the last event/);
  });

  it('marks the imprint’s operator-specific values as placeholders to confirm', async () => {
    await act(() => initI18n('ja'));
    signIn('member');
    stubApi({});
    renderApp('/Imprint');
    await screen.findByRole('heading', { level: 1, name: '特定商取引法に基づく表記' });
    const marks = [...document.querySelectorAll('mark[data-label="要確認"]')].map((mark) => mark.textContent);
    expect(marks).toEqual(expect.arrayContaining(['[[株式会社〇〇（運営会社の正式名称）]]'.slice(2, -2)]));
    expect(marks.length).toBeGreaterThanOrEqual(5);
    expect(document.body.textContent).not.toMatch(/\[\[|\]\]/);
  });
});
