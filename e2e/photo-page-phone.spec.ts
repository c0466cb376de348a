import path from 'node:path';
import { type CDPSession, expect, type Page, test } from '@playwright/test';
import {
  ARTIFACTS,
  gotoSignedIn,
  type Locale,
  PHONE,
  storedToken,
  texts,
  useLocale,
} from './identity-session';
import { namespaceTexts, shot, waitForDemoPhotos } from './shop-helpers';

/**
 * The photo page on a phone (issue #17), in ja and vi: the demo event by its code → a photo,
 * which fills most of the screen with "add to cart" in reach → a real touch swipe to the next
 * photo → the full-screen viewer, zoomed with + and closed with Esc → add to cart from the
 * buy bar. Screenshots go to e2e/artifacts/photo-page-<step>-<locale>.png.
 */

const LOCALES: Locale[] = ['ja', 'vi'];

/** A one-finger sideways swipe through the browser's own touch input (touch → pointer events). */
async function swipeLeft(cdp: CDPSession, from: { x: number; y: number }, distance: number) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  // Few moves: a swipe must end within SWIPE_MAX_DURATION_MS even on a busy machine.
  for (let step = 1; step <= 3; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x - (distance * step) / 3, y: from.y + step }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function openFirstPhoto(page: Page, locale: Locale) {
  const t = namespaceTexts(locale, 'events');
  await gotoSignedIn(page, '/events/code');
  await page.getByLabel(t('codeForm.first')).fill('SPORT12345');
  await page.getByRole('button', { name: t('codeForm.submit') }).click();
  await expect(page).toHaveURL(/\/events\/detail\/1$/);
  await page.getByRole('main').getByRole('button', { expanded: false }).first().click();
  // The first photo's tile, by its alt text ("写真（8枚中1枚目）"), not the page's other links.
  const alt = t('photo.alt', { position: 1, total: '__' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page
    .getByRole('link', { name: new RegExp(`^${alt.replace('__', '\\d+')}$`) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/events\/detail\/1\/\d+\/\d+$/);
  await expect(page.getByText(/^1 \/ \d+$/)).toBeVisible();
}

for (const locale of LOCALES) {
  test(`phone photo page (${locale}): big photo, swipe, full-screen zoom, buy bar`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const t = namespaceTexts(locale, 'events');
    const common = texts(locale);
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    await useLocale(context, baseURL, locale);
    const page = await context.newPage();
    await gotoSignedIn(page, '/');
    const record = await storedToken(page, 'jwt');
    if (record) await waitForDemoPhotos(page.request, record.token);
    await openFirstPhoto(page, locale);

    // The photo's stage takes most of the screen; the buy bar is there without scrolling.
    const stage = page.getByTestId('photo-stage');
    const box = await stage.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(PHONE.height * 0.5);
    expect(box?.width).toBe(PHONE.width);
    const bar = page.getByRole('region', { name: t('purchase.barLabel') });
    const add = bar.getByRole('button', { name: t('purchase.addToCart') });
    await expect(add).toBeInViewport({ ratio: 1 });
    await expect(bar.getByRole('combobox', { name: t('purchase.sizeLabel') })).toBeInViewport({ ratio: 1 });
    await expect(page.locator('[data-testid=photo-stage] img')).toHaveJSProperty('complete', true);
    await shot(page, `photo-page-first-${locale}`);

    // A touch swipe to the left: the next photo, by its own address.
    const firstUrl = page.url();
    const cdp = await context.newCDPSession(page);
    if (!box) return;
    // A busy machine can stretch the swipe past its time limit: swipe again only if it did not step.
    await expect(async () => {
      if (page.url() === firstUrl) {
        await swipeLeft(cdp, { x: box.x + box.width * 0.8, y: box.y + box.height / 2 }, 200);
      }
      await expect(page).not.toHaveURL(firstUrl, { timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText(/^2 \/ \d+$/)).toBeVisible();
    expect(page.url()).not.toBe(firstUrl);

    // Full screen: zoom with the keyboard, then Esc closes and gives focus back.
    const open = page.getByRole('button', { name: t('fullscreen.open') });
    await open.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const level = dialog.getByRole('button', { name: common('zoom.reset') });
    await expect(level).toHaveText('100%');
    await page.keyboard.press('+');
    await expect(level).toHaveText('150%');
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(ARTIFACTS, `photo-page-fullscreen-${locale}.png`) });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    // Add to cart from the bar: the download (the first size) is chosen there.
    await bar.locator('button[aria-pressed="false"]').click();
    await expect(add).toBeEnabled();
    await add.click();
    await expect(bar.getByText(t('purchase.added'))).toBeVisible();
    await expect(bar.getByRole('link', { name: t('purchase.toCart') })).toBeInViewport();
    await page.screenshot({ path: path.join(ARTIFACTS, `photo-page-added-${locale}.png`) });
    await context.close();
  });
}
