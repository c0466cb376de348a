import { expect, test } from '@playwright/test';
import {
  demoMemberToken,
  expectNotFound,
  guestTokenFor,
  type Locale,
  PHONE,
  screenshot,
  storeToken,
  useLocale,
} from './content-helpers';

interface FaqAllLang {
  categories: { id: number; name: string; display_text: Record<string, string> }[];
  faqs: { id: number; category_id: number; title: Record<string, string> }[];
}

// Texts copied from apps/web/src/locales/<locale>/{common,content}.json, the demo seed and the
// standard FAQ (apps/api/src/seed/faq).
const LOCALES: Partial<
  Record<
    Locale,
    {
      news: string;
      homeNews: string;
      faq: string;
      dateOfYear: RegExp;
      latestNews: string;
      search: { label: string; query: string; expected: string; resultCount: string };
      help: string;
    }
  >
> = {
  ja: {
    news: 'お知らせ',
    homeNews: 'お知らせ',
    faq: 'よくあるご質問',
    dateOfYear: /^\d{4}年\d{1,2}月\d{1,2}日$/,
    latestNews: '秋の運動会の写真を公開しました',
    // Half-width katakana: the search folds widths (NFKC).
    search: {
      label: '質問を検索',
      query: 'ｾｲｺｰﾏｰﾄ',
      expected: 'コンビニ払いはどのようにしますか？どのお店で払えますか？',
      resultCount: '1 件の質問が見つかりました',
    },
    help: '解決しない場合は',
  },
  hant: {
    news: '最新消息',
    homeNews: '最新消息',
    faq: '常見問題',
    dateOfYear: /^\d{4}年\d{1,2}月\d{1,2}日$/,
    latestNews: '秋季運動會照片已上架',
    search: {
      label: '搜尋問題',
      query: '3D 驗證',
      expected: '刷卡時出現了身分驗證（3D 驗證）畫面。',
      resultCount: '找到 1 個問題',
    },
    help: '還是沒有解決嗎？',
  },
};

for (const locale of ['ja', 'hant'] as const) {
  const text = LOCALES[locale]!;

  test.describe(`content smoke ${locale}`, () => {
    test.beforeEach(async ({ page, context, baseURL, request }) => {
      await useLocale(context, baseURL, locale);
      await storeToken(page, 'jwt', await demoMemberToken(request));
      await page.setViewportSize(PHONE);
    });

    test('news list, item and unknown item', async ({ page }) => {
      await page.goto('/news');
      await expect(page.getByRole('heading', { level: 1, name: text.news })).toBeVisible();
      const items = page.getByRole('main').getByRole('listitem');
      await expect(items).toHaveCount(3);
      await expect(items.first()).toContainText(text.latestNews);
      await expect(items.first().locator('time')).toHaveText(text.dateOfYear);
      await screenshot(page, `content-news-${locale}`);

      await items.first().getByRole('link').click();
      await expect(page).toHaveURL(/\/news\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: text.latestNews })).toBeVisible();
      await expect(page.getByRole('article').locator('p')).not.toHaveCount(0);
      await screenshot(page, `content-news-detail-${locale}`);

      await page.goto('/news/987654');
      await expectNotFound(page);
    });

    test('the home shows the latest news', async ({ page }) => {
      await page.goto('/');
      const section = page.locator('section', {
        has: page.getByRole('heading', { level: 2, name: text.homeNews }),
      });
      await expect(section.getByRole('listitem')).toHaveCount(3);
      await expect(section.getByRole('listitem').first()).toContainText(text.latestNews);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${import.meta.dirname}/artifacts/content-home-news-${locale}.png` });
    });

    test('FAQ: categories, search as you type, disclosure, deep link and 404', async ({ page, request }) => {
      const faq = (await (await request.get('/api/info/faq/all_lang')).json()) as FaqAllLang;
      await page.goto('/faq');
      await expect(page.getByRole('heading', { level: 1, name: text.faq })).toBeVisible();
      for (const category of faq.categories) {
        await expect(
          page.getByRole('heading', { level: 2, name: category.display_text[locale] }),
        ).toBeVisible();
      }
      await screenshot(page, `content-faq-${locale}`);

      await page.getByRole('searchbox', { name: text.search.label }).pressSequentially(text.search.query);
      await expect(page.getByText(text.search.resultCount)).toBeVisible();
      const result = page.getByRole('button', { name: text.search.expected });
      await expect(result).toHaveAttribute('aria-expanded', 'false');
      await result.click();
      await expect(result).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`#${await result.getAttribute('aria-controls')}`)).toBeVisible();
      await expect(page).toHaveURL(/\?q=/);
      await screenshot(page, `content-faq-search-${locale}`);

      const target = faq.faqs.find((item) => item.title[locale] === text.search.expected)!;
      const category = faq.categories.find((item) => item.id === target.category_id)!;
      await page.goto(`/faq/${category.name}/${target.id}`);
      await expect(page.getByRole('heading', { level: 1, name: text.search.expected })).toBeVisible();
      await expect(page.getByRole('complementary', { name: text.help })).toBeVisible();
      await screenshot(page, `content-faq-detail-${locale}`);

      await page.goto('/faq/no-such-category');
      await expectNotFound(page);
      await page.goto(`/faq/${category.name}/987654`);
      await expectNotFound(page);
    });
  });
}

test.describe('guest content', () => {
  test('guest FAQ needs no token; guest news reads all_lang with the guest token', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await useLocale(context, baseURL, 'hant');
    await page.setViewportSize(PHONE);
    await page.goto('/guest/faq');
    await expect(page.getByRole('heading', { level: 1, name: '常見問題' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '付款方式' })).toBeVisible();
    await screenshot(page, 'content-guest-faq-hant');

    await storeToken(page, 'guestJwt', await guestTokenFor(request));
    const allLang = page.waitForResponse((response) => response.url().endsWith('/api/info/news/all_lang'));
    await page.goto('/guest/news');
    expect((await allLang).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: '最新消息' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('秋季運動會照片已上架');
    await screenshot(page, 'content-guest-news-hant');
  });
});
