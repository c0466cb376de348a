import { expect, type Page, test } from '@playwright/test';
import { gotoSignedIn, PHONE, useLocale } from './identity-session';

/**
 * The phone shell at 390×844 (testers' finding: a two-row header whose tab row overflowed,
 * and a Vietnamese language switcher cut off): one header row, a bottom tab bar that
 * navigates, and every header control inside the viewport.
 */

const TEXTS = {
  ja: { mainNav: 'メインメニュー', events: 'イベント', library: '購入写真', language: '表示言語' },
  vi: { mainNav: 'Menu chính', events: 'Sự kiện', library: 'Ảnh đã mua', language: 'Ngôn ngữ' },
} as const;

async function expectWithinViewport(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
}

for (const locale of ['ja', 'vi'] as const) {
  test(`phone shell in ${locale}: one header row, tab bar, language switcher in view`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const texts = TEXTS[locale];
    await useLocale(context, baseURL, locale);
    await page.setViewportSize(PHONE);
    await gotoSignedIn(page, '/');

    const header = page.locator('header').first();
    // Generous: the first load of the app on a busy machine.
    await expect(header).toBeVisible({ timeout: 30_000 });
    // One row: the header is no taller than its bar (56 px plus its border).
    const headerBox = await header.boundingBox();
    expect(headerBox?.height).toBeLessThanOrEqual(64);
    await expect(header.getByRole('navigation')).toHaveCount(0);

    // The language switcher, the cart and the menu are whole, inside the viewport.
    const language = header.getByRole('combobox', { name: texts.language });
    await expect(language).toBeVisible();
    await expectWithinViewport(page, 'header select');
    await expectWithinViewport(page, 'header a[href="/cart"]');
    await expectWithinViewport(page, 'header button[aria-haspopup="dialog"]');

    // The tab bar sits at the bottom edge and marks where we are.
    const tabs = page.getByRole('navigation', { name: texts.mainNav });
    await expect(tabs).toBeVisible();
    const tabsBox = await tabs.boundingBox();
    expect(Math.round((tabsBox?.y ?? 0) + (tabsBox?.height ?? 0))).toBe(PHONE.height);
    await expect(tabs.locator('[aria-current="page"]')).toHaveAttribute('href', '/');

    await tabs.getByRole('link', { name: texts.events }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(tabs.getByRole('link', { name: texts.events })).toHaveAttribute('aria-current', 'page');

    await tabs.getByRole('link', { name: texts.library }).click();
    await expect(page).toHaveURL(/\/library$/);
    await expect(tabs.getByRole('link', { name: texts.library })).toHaveAttribute('aria-current', 'page');

    // Pages leave room for the bar: the footer's last line scrolls clear of it.
    await page.mouse.move(PHONE.width / 2, PHONE.height / 2);
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(300);
    const copyright = page.locator('footer p').last();
    const copyrightBox = await copyright.boundingBox();
    expect((copyrightBox?.y ?? 0) + (copyrightBox?.height ?? 0)).toBeLessThanOrEqual(
      (tabsBox?.y ?? PHONE.height) + 1,
    );
  });
}

test('installable: manifest and icons, and an offline page when the network is gone', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as { lang: string; display: string; icons: { purpose?: string }[] };
  expect(body).toMatchObject({ lang: 'ja', display: 'standalone', start_url: '/' });
  expect(body.icons.map((icon) => icon.purpose)).toContain('maskable');
  expect((await page.request.get('/icons/apple-touch-icon.png')).status()).toBe(200);

  await useLocale(context, baseURL, 'vi');
  await page.setViewportSize(PHONE);
  await page.goto('/guest/landing');
  // The worker installs in the background; offline pages need it active.
  type WithWorker = { navigator: { serviceWorker: { ready: Promise<unknown> } } };
  await page.evaluate(async () => {
    await (globalThis as unknown as WithWorker).navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await page.goto('/events/code').catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1, name: 'Không có kết nối Internet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tải lại' })).toBeVisible();
  await context.setOffline(false);
});
