import { expect, test } from '@playwright/test';
import { addPhotoToCart, orderCodeShown, pageTexts, TEL } from './checkout-helpers';
import { gotoSignedIn, PHONE, storedToken, useLocale } from './identity-session';
import { shot, waitForDemoPhotos } from './shop-helpers';

/**
 * The wallet journey (docs/decisions/011) at phone width, on the real API and the built-in
 * payment sandbox: a member chooses PayPay on the order form, confirms, approves on the
 * wallet's approval page, comes back to /order/handler (the server asks the wallet how it
 * went) and sees the order paid. Screenshots go to e2e/artifacts/wallet-<page>-<locale>.png.
 */
for (const locale of ['ja', 'hant'] as const) {
  test.describe(`wallet journey (${locale})`, () => {
    test.beforeEach(async ({ context, baseURL, page }) => {
      await useLocale(context, baseURL, locale);
      await page.setViewportSize(PHONE);
    });

    test('member: r_paypay → approval page → approve → complete → order detail paid', async ({ page }) => {
      test.setTimeout(150_000);
      const t = pageTexts(locale);
      await gotoSignedIn(page, '/');
      await waitForDemoPhotos(page.request, (await storedToken(page, 'jwt'))?.token ?? '');
      // Photos of their own (the purchase and delivery journeys use 3 to 5), so no journey meets another's order.
      await addPhotoToCart(page, locale, '', locale === 'ja' ? 6 : 7);
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
      // The payment choice: PayPay, and no card fields for it.
      await page.getByRole('radio', { name: t.orders('payment.types.r_paypay') }).check();
      await expect(page.getByLabel(t.orders('creditCard.number'), { exact: true })).toHaveCount(0);
      await shot(page, `wallet-order-form-${locale}`);
      await page.getByRole('button', { name: t.orders('orderForm.review') }).click();
      await expect(page).toHaveURL(/\/order\/confirm$/);
      await expect(page.getByText(t.orders('payment.types.r_paypay'), { exact: true })).toBeVisible();
      await page.getByRole('button', { name: t.orders('confirm.place') }).click();

      // The wallet's approval page (the sandbox), then back to the shop's handler page.
      await expect(page).toHaveURL(/\/sandbox\/wallet\/approve\//);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('PayPay');
      await shot(page, `wallet-approval-${locale}`);
      await page.getByRole('button', { name: /Approve/ }).click();
      await expect(page).toHaveURL(/\/order\/complete$/, { timeout: 20_000 });
      const code = await orderCodeShown(page, t);
      await page.getByRole('link', { name: t.orders('complete.detail') }).click();
      await expect(page).toHaveURL(/\/history\/\d+$/);
      await expect(page.getByText(code)).toBeVisible();
      await expect(page.getByText(t.orders('status.paid'))).toBeVisible();
      await expect(page.getByText(t.orders('payment.types.r_paypay'), { exact: true })).toBeVisible();
      await shot(page, `wallet-order-detail-${locale}`);
    });
  });
}
