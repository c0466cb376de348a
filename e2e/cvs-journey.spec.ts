import { expect, test } from '@playwright/test';
import { addPhotoToCart, pageTexts, TEL } from './checkout-helpers';
import { gotoSignedIn, PHONE, storedToken, useLocale } from './identity-session';
import { shot, waitForDemoPhotos } from './shop-helpers';

/**
 * The convenience-store journey (docs/decisions/012) at phone width, on the real API and the
 * built-in payment sandbox: a member chooses the convenience store and Lawson on the order
 * form, confirms, sees the slip (payment and confirmation numbers, deadline); a tester pays
 * it at the sandbox's store counter; the provider's signed notification pays the order and
 * the buyer's history says so. The demo event is in yen (r_cvs_net) in both locales; no TWD
 * event exists for a tw_cvs_net journey yet. Screenshots: e2e/artifacts/cvs-<page>-<locale>.png.
 */
for (const locale of ['ja', 'hant'] as const) {
  test.describe(`convenience-store journey (${locale})`, () => {
    test.beforeEach(async ({ context, baseURL, page }) => {
      await useLocale(context, baseURL, locale);
      await page.setViewportSize(PHONE);
    });

    test('member: r_cvs_net → slip → paid at the store counter → history paid', async ({ page }) => {
      test.setTimeout(150_000);
      const t = pageTexts(locale);
      await gotoSignedIn(page, '/');
      await waitForDemoPhotos(page.request, (await storedToken(page, 'jwt'))?.token ?? '');
      // Photos of its own (the other journeys use 3 to 7), so no journey meets another's order.
      await addPhotoToCart(page, locale, '', locale === 'ja' ? 8 : 2);
      await page.getByRole('link', { name: t.events('purchase.toCart') }).click();
      await page
        .getByRole('link', { name: t.cart('event.order') })
        .first()
        .click();
      await expect(page).toHaveURL(/\/order\/1$/);

      await page.getByLabel(t.orders('address.fullName'), { exact: true }).fill('山田 花子');
      await page.getByLabel(t.orders('address.zipCode'), { exact: true }).fill('1040061');
      await page.getByLabel(t.orders('address.prefecture'), { exact: true }).selectOption('13');
      await page.getByLabel(t.orders('address.address1'), { exact: true }).fill('中央区銀座1-2-3');
      await page.getByLabel(t.orders('address.tel'), { exact: true }).fill(TEL);
      await page.getByRole('radio', { name: t.orders('payment.types.r_cvs_net'), exact: true }).check();
      await expect(page.getByLabel(t.orders('creditCard.number'), { exact: true })).toHaveCount(0);
      const lawson = locale === 'ja' ? 'ローソン' : '羅森';
      await page.getByRole('radio', { name: lawson }).check();
      await shot(page, `cvs-order-form-${locale}`);
      await page.getByRole('button', { name: t.orders('orderForm.review') }).click();
      await expect(page).toHaveURL(/\/order\/confirm$/);
      await expect(page.getByText(lawson, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: t.orders('confirm.place') }).click();

      // The slip on the completion page.
      await expect(page).toHaveURL(/\/order\/complete$/, { timeout: 20_000 });
      await expect(
        page.getByRole('heading', { level: 1, name: t.orders('cvs.complete.heading') }),
      ).toBeVisible();
      const slip = page.getByTestId('cvs-slip');
      await expect(slip).toBeVisible();
      const number = (await page.getByTestId('cvs-payment-number').textContent())?.trim() ?? '';
      const confirmation = (await page.getByTestId('cvs-confirmation-number').textContent())?.trim() ?? '';
      expect(number).toMatch(/^\d{11}$/);
      const code = (await page.getByTestId('order-code').textContent())?.trim() ?? '';
      await shot(page, `cvs-slip-${locale}`);

      // The history says it awaits payment at the store.
      await page.getByRole('link', { name: t.orders('complete.detail') }).click();
      await expect(page).toHaveURL(/\/history\/\d+$/);
      const detailUrl = page.url();
      await expect(page.getByText(t.orders('status.awaiting_payment'))).toBeVisible();
      await expect(page.getByTestId('cvs-payment-number')).toHaveText(number);

      // A tester pays the slip at the sandbox's store counter.
      await page.goto('/sandbox/cvs/store');
      await page.getByLabel(/Payment number/).fill(number);
      await page.getByLabel(/Confirmation number/).fill(confirmation);
      await page.getByRole('button', { name: /Pay at the counter/ }).click();
      await expect(page.getByTestId('slip-status')).toHaveText('paid');
      await shot(page, `cvs-store-counter-${locale}`);

      // The provider's notification pays the order: the buyer's history shows it paid.
      await expect
        .poll(
          async () => {
            await page.goto(detailUrl);
            return page.getByText(t.orders('status.paid'), { exact: true }).count();
          },
          { timeout: 30_000 },
        )
        .toBeGreaterThan(0);
      await expect(page.getByText(code)).toBeVisible();
      await shot(page, `cvs-order-detail-${locale}`);
    });
  });
}
