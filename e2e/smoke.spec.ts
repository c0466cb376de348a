import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { gotoSignedIn } from './identity-session';

type Locale = 'ja' | 'hant' | 'vi';

const ARTIFACTS = path.join(import.meta.dirname, 'artifacts');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** What each locale must show; text copied from apps/web/src/locales/<locale>/common.json. */
const LOCALES: Record<
  Locale,
  { htmlLang: string; eventCode: string; notFoundBody: RegExp; imprint: string }
> = {
  ja: {
    htmlLang: 'ja',
    eventCode: 'イベントコードを入力',
    notFoundBody: /お探しのページが見つかりませんでした/,
    imprint: '特定商取引法に基づく表記',
  },
  hant: {
    htmlLang: 'zh-Hant-TW',
    eventCode: '輸入活動代碼',
    notFoundBody: /找不到您要的頁面/,
    imprint: '商家資訊',
  },
  vi: {
    htmlLang: 'vi',
    eventCode: 'Nhập mã sự kiện',
    notFoundBody: /Không tìm thấy trang bạn cần/,
    imprint: 'Thông tin doanh nghiệp',
  },
};

async function useLocale(context: BrowserContext, baseURL: string | undefined, locale: string) {
  await context.addCookies([
    { name: 'omoide_locale', value: locale, url: baseURL ?? 'http://127.0.0.1:3100' },
  ]);
}

async function expectNotFound(page: Page, locale: Locale) {
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText(LOCALES[locale].notFoundBody)).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | Omoide');
}

for (const locale of Object.keys(LOCALES) as Locale[]) {
  test.describe(`locale ${locale}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLocale(context, baseURL, locale);
    });

    test('home is translated and screenshotted', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await gotoSignedIn(page, '/');
      await expect(page.getByRole('heading', { level: 1, name: 'Omoide' })).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(LOCALES[locale].eventCode) })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALES[locale].htmlLang);
      await expect(page).toHaveTitle('Omoide');
      await page.screenshot({ path: path.join(ARTIFACTS, `home-${locale}.png`), fullPage: true });

      await page.setViewportSize(DESKTOP);
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await page.screenshot({ path: path.join(ARTIFACTS, `home-${locale}-desktop.png`), fullPage: true });
    });

    test('unknown paths and invalid ids show Page Not Found', async ({ page }) => {
      await page.goto('/this/page/does-not-exist');
      await expectNotFound(page, locale);
      await gotoSignedIn(page, '/events/detail/abc');
      await expectNotFound(page, locale);
      await gotoSignedIn(page, '/guest/history/0');
      await expectNotFound(page, locale);
    });

    test('the imprint matches case-insensitively', async ({ page }) => {
      await page.goto('/imprint');
      await expect(page.getByRole('heading', { level: 1, name: LOCALES[locale].imprint })).toBeVisible();
      await expect(page).toHaveTitle(`${LOCALES[locale].imprint} | Omoide`);
    });
  });
}

test('the language switcher switches texts and remembers the choice', async ({ page, context, baseURL }) => {
  await useLocale(context, baseURL, 'ja');
  await gotoSignedIn(page, '/');
  await expect(page.getByRole('link', { name: /イベントコードを入力/ })).toBeVisible();

  await page.getByRole('combobox', { name: '表示言語' }).selectOption('vi');
  await expect(page.getByRole('link', { name: /Nhập mã sự kiện/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'omoide_locale');
  expect(cookie?.value).toBe('vi');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  await page.reload();
  await expect(page.getByRole('link', { name: /Nhập mã sự kiện/ })).toBeVisible();
});

test.describe('without a locale cookie', () => {
  test.use({ locale: 'zh-TW' });

  test('a zh-TW browser gets Traditional Chinese', async ({ page }) => {
    await gotoSignedIn(page, '/guest');
    await expect(page.getByRole('link', { name: /輸入活動代碼/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-TW');
  });
});

test('pages of later issues render in their layout with a translated title', async ({
  page,
  context,
  baseURL,
}) => {
  await useLocale(context, baseURL, 'ja');
  await gotoSignedIn(page, '/order/confirm');
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文内容の確認' })).toBeVisible();
  await expect(page).toHaveTitle('ご注文内容の確認 | Omoide');
  await expect(page.getByRole('button', { name: '戻る' }).last()).toBeVisible();
});
