import { expect, type Page, test } from '@playwright/test';
import { demoMemberToken, type Locale, PHONE, screenshot, storeToken, useLocale } from './content-helpers';

/**
 * Issue #17: a parent on a phone searches the FAQ, sees the matching entry with the words
 * marked, opens it and reaches its own page. Texts from apps/api/src/seed/faq/<locale>.json
 * and apps/web/src/locales/<locale>/content.json.
 */
const JOURNEYS: Record<
  Extract<Locale, 'ja' | 'vi'>,
  {
    area: '' | '/guest';
    label: string;
    /** Typed as a parent would: hiragana for a katakana word, Vietnamese without accents. */
    query: string;
    resultCount: string;
    question: string;
    /** A word of the answer the search finds and marks. */
    marked: RegExp;
    openPage: string;
    category: string;
  }
> = {
  ja: {
    area: '',
    label: '質問を検索',
    query: 'せいこーまーと',
    resultCount: '1 件の質問が見つかりました',
    question: 'コンビニ払いはどのようにしますか？どのお店で払えますか？',
    marked: /^セイコーマート$/,
    openPage: 'この質問のページを開く',
    category: 'convenience-store',
  },
  vi: {
    area: '/guest',
    label: 'Tìm câu hỏi',
    query: 'hoan tien',
    resultCount: 'Tìm thấy 3 câu hỏi',
    question: 'Việc hoàn tiền được thực hiện như thế nào?',
    marked: /^(hoàn|tiền)$/i,
    openPage: 'Mở trang của câu hỏi này',
    category: 'refunds',
  },
};

async function search(page: Page, label: string, query: string) {
  // One input event with the whole word (as a phone keyboard's IME commits it); typing letter
  // by letter is covered by the web tests and is slow on a loaded CI machine.
  await page.getByRole('searchbox', { name: label }).fill(query);
}

for (const locale of ['ja', 'vi'] as const) {
  const text = JOURNEYS[locale];

  test(`FAQ search on a phone (${locale}): type, see the entry marked, open it`, async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    // Five steps (search, marks, open, the entry's page, Back) on one page: more than the
    // default budget when the machine is shared with other suites.
    test.slow();
    await useLocale(context, baseURL, locale);
    await page.setViewportSize(PHONE);
    // The member FAQ in Japanese, the guest twin (no token needed) in Vietnamese.
    if (text.area === '') await storeToken(page, 'jwt', await demoMemberToken(request));
    await page.goto(`${text.area}/faq`);

    await search(page, text.label, text.query);
    const status = page.getByRole('status').filter({ hasText: text.resultCount });
    await expect(status).toBeVisible();
    const question = page.getByRole('button', { name: text.question });
    await expect(question).toBeVisible();
    const item = page.getByRole('listitem').filter({ has: question });
    // Closed, the entry shows the line of its answer that matched, the words marked.
    await expect(item.locator('p mark').first()).toHaveText(text.marked);
    await screenshot(page, `faq-search-results-${locale}`, { fullPage: false });

    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = page.locator(`#${await question.getAttribute('aria-controls')}`);
    await expect(answer).toBeVisible();
    await expect(answer.locator('mark').first()).toHaveText(text.marked);
    await expect(page).toHaveURL(/\?q=/);
    await screenshot(page, `faq-search-open-${locale}`, { fullPage: false });

    await answer.getByRole('link', { name: text.openPage }).click();
    await expect(page).toHaveURL(new RegExp(`${text.area}/faq/${text.category}/\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: text.question })).toBeVisible();
    await screenshot(page, `faq-search-entry-${locale}`, { fullPage: false });

    // Back returns to the same search and its results.
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: text.label })).toHaveValue(text.query);
    await expect(page.getByRole('status').filter({ hasText: text.resultCount })).toBeVisible();
  });
}

test('FAQ search with no result leads to the contact form (ja, phone)', async ({
  page,
  context,
  baseURL,
}) => {
  await useLocale(context, baseURL, 'ja');
  await page.setViewportSize(PHONE);
  await page.goto('/guest/faq');
  await search(page, '質問を検索', 'ほげほげ');
  await expect(page.getByRole('status').filter({ hasText: '0 件の質問が見つかりました' })).toBeVisible();
  await page.getByRole('link', { name: 'お問い合わせフォームで質問する' }).click();
  await expect(page).toHaveURL(/\/guest\/contact$/);
});
