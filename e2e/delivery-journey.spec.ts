import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { addPhotoToCart, CARDS, fillOrderForm, orderCodeShown, pageTexts } from './checkout-helpers';
import { gotoSignedIn, type Locale, PHONE, storedToken, useLocale } from './identity-session';
import { namespaceTexts, shot, waitForDemoPhotos } from './shop-helpers';

/**
 * Delivery, as a parent meets it: pay for a download, open the order's download page, get
 * the zip (its bytes checked), then find the photos in the library; and on a phone, the
 * demo member's library with its movie and one photo saved on its own. On the real API,
 * in ja and vi. Screenshots go to e2e/artifacts/delivery-<page>-<viewport>-<locale>.png.
 */

const DESKTOP = { width: 1280, height: 900 };

/** Entries counted by the zip's end-of-central-directory record (a zip64 one is not expected here). */
function zipEntryCount(zip: Buffer): number {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(eocd).toBeGreaterThan(0);
  return zip.readUInt16LE(eocd + 10);
}

/** Chromium's save-file picker needs a person to choose a file: the page then saves through a download. */
async function withoutSavePicker(page: Page) {
  await page.addInitScript(() => {
    delete (globalThis as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
}

for (const locale of ['ja', 'vi'] as const satisfies Locale[]) {
  test.describe(`delivery journey (${locale})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLocale(context, baseURL, locale);
    });

    test('desktop: paid download → order download page → zip saved → library', async ({ page }) => {
      test.setTimeout(150_000);
      await page.setViewportSize(DESKTOP);
      await withoutSavePicker(page);
      const t = pageTexts(locale);
      const lib = namespaceTexts(locale, 'library');
      await gotoSignedIn(page, '/');
      await waitForDemoPhotos(page.request, (await storedToken(page, 'jwt'))?.token ?? '');
      await addPhotoToCart(page, locale, '', 5);
      await page.goto('/cart/1');
      await page
        .getByRole('link', { name: t.cart('event.order') })
        .first()
        .click();
      await expect(page).toHaveURL(/\/order\/1$/);
      await fillOrderForm(page, t, CARDS.visa);
      await page.getByRole('button', { name: t.orders('orderForm.review') }).click();
      await page.getByRole('button', { name: t.orders('confirm.place') }).click();
      await expect(page).toHaveURL(/\/order\/complete$/);
      const code = await orderCodeShown(page, t);
      await page.getByRole('link', { name: t.orders('complete.detail') }).click();
      await expect(page.getByText(code)).toBeVisible();

      await page.getByRole('link', { name: t.orders('detail.download') }).click();
      await expect(page).toHaveURL(/\/history\/\d+\/download$/);
      await expect(page.getByRole('heading', { name: lib('zip.heading') })).toBeVisible();
      await shot(page, `delivery-download-desktop-${locale}`);
      const saving = page.waitForEvent('download');
      await page.getByRole('button', { name: lib('zip.download') }).click();
      const download = await saving;
      expect(download.suggestedFilename()).toMatch(/\.zip$/);
      const zip = readFileSync((await download.path())!);
      expect(zip.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(true);
      // This order bought one photo as a download (and an L print, which is posted).
      expect(zipEntryCount(zip)).toBe(1);
      await expect(page.getByText(lib('zip.done'))).toBeVisible();
      await shot(page, `delivery-download-done-desktop-${locale}`);

      await page.goto('/library');
      await page.locator('a[href="/library/event/1"]').first().click();
      await expect(page).toHaveURL(/\/library\/event\/1$/);
      await expect(page.getByRole('heading', { name: lib('event.itemsHeading') })).toBeVisible();
      await shot(page, `delivery-library-event-desktop-${locale}`);
    });

    test('phone: library → movie plays → a photo saved on its own', async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(PHONE);
      const lib = namespaceTexts(locale, 'library');
      await gotoSignedIn(page, '/library');
      await expect(page.locator('a[href="/library/event/1"]').first()).toBeVisible();
      await shot(page, `delivery-library-phone-${locale}`);
      await page.locator('a[href="/library/event/1"]').first().click();
      // The demo member's seeded order holds the sports day's movie.
      const movie = page.getByRole('link', {
        name: new RegExp(lib('item.movieAlt', { position: '\\d+', total: '\\d+' })),
      });
      await movie.first().click();
      await expect(page.locator('video')).toBeVisible();
      await shot(page, `delivery-movie-phone-${locale}`);

      await page.goto('/library/event/1');
      await page
        .getByRole('link', { name: lib('event.zipLink') })
        .first()
        .click();
      await expect(page).toHaveURL(/\/history\/\d+\/download$/);
      await expect(page.getByRole('heading', { name: lib('order.itemsHeading') })).toBeVisible();
      await shot(page, `delivery-download-phone-${locale}`);
      // Headless Chromium shares no files: each item is a plain download link.
      const saving = page.waitForEvent('download');
      await page.getByRole('link', { name: /\.jpg/ }).first().click();
      const photo = readFileSync((await (await saving).path())!);
      expect(photo.subarray(0, 2).equals(Buffer.from([0xff, 0xd8]))).toBe(true);
    });
  });
}
