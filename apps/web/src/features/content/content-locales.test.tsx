import { TEXT_LANGUAGES } from '@omoide/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeLocaleNamespace, type Tree } from '@/locales/locale-tree';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';
import { signIn, stubApi } from './test-fixtures';

describeLocaleNamespace({
  namespace: 'content',
  files: import.meta.glob<Tree>('../../locales/*/content.json', { eager: true, import: 'default' }),
  sources: import.meta.glob<string>(
    ['../content/*.{ts,tsx}', '../home/*.{ts,tsx}', '!**/*.test.*', '!**/test-fixtures.ts'],
    { eager: true, query: '?raw', import: 'default' },
  ),
  usedBy: 'the content pages',
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
