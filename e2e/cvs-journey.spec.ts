import { expect, test } from '@playwright/test';
import { addPhotoToCart, pageTexts, TEL } from './checkout-helpers';
import { DEMO_MEMBER, gotoSignedIn, PHONE, storedToken, useLocale } from './identity-session';
import { shot, waitForDemoPhotos } from './shop-helpers';

/**
 * The convenience-store journey (docs/decisions/012) at phone width, on the real API and the
 * built-in payment sandbox: a member chooses the convenience store and Lawson on the order
 * form, confirms, sees the slip (payment and confirmation numbers, deadline); a tester pays
 * it at the sandbox's store counter; the provider's signed notification pays the order and
 * the buyer's history says so. In ja on the yen sports day (r_cvs_net, Lawson); in hant on the
 * Taipei demo event in TWD, opened by its code (tw_cvs_net, 7-ELEVEN).
 * Screenshots: e2e/artifacts/cvs-<page>-<locale>.png.
 */
const JOURNEYS = [
  { locale: 'ja', type: 'r_cvs_net', store: 'ローソン', eventCode: null, position: 8 },
  { locale: 'hant', type: 'tw_cvs_net', store: '7-ELEVEN', eventCode: ['TAIPE', '33333'], position: 2 },
] as const;

for (const { locale, type, store, eventCode, position } of JOURNEYS) {
  test.describe(`convenience-store journey (${locale}, ${type})`, () => {
    test.beforeEach(async ({ context, baseURL, page }) => {
      await useLocale(context, baseURL, locale);
      await page.setViewportSize(PHONE);
    });

    test(`member: ${type} → slip → paid at the store counter → history paid`, async ({ page }) => {
      test.setTimeout(240_000);
      const t = pageTexts(locale);
      await gotoSignedIn(page, '/');
      await waitForDemoPhotos(page.request, (await storedToken(page, 'jwt'))?.token ?? '');
      let eventId = 1;
      if (eventCode) {
        // The Taipei event is opened by its code, as a Taiwanese parent would from the notice.
        await page.goto('/events/code');
        await page.getByLabel(t.events('codeForm.first')).fill(eventCode[0]);
        await page.getByLabel(t.events('codeForm.second')).fill(eventCode[1]);
        await page.getByRole('button', { name: t.events('codeForm.submit') }).click();
        await expect(page).toHaveURL(/\/events\/detail\/\d+$/);
        eventId = Number(new URL(page.url()).pathname.split('/').pop());
        await waitForDemoPhotos(page.request, (await storedToken(page, 'jwt'))?.token ?? '', eventId);
      }
      // Photos of its own (the other journeys use 3 to 7), so no journey meets another's order.
      await addPhotoToCart(page, locale, '', position, eventId);
      await page.getByRole('link', { name: t.events('purchase.toCart') }).click();
      await page
        .getByRole('link', { name: t.cart('event.order') })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/order/${eventId}$`));

      await page.getByLabel(t.orders('address.fullName'), { exact: true }).fill('山田 花子');
      await page.getByLabel(t.orders('address.zipCode'), { exact: true }).fill('1040061');
      await page.getByLabel(t.orders('address.prefecture'), { exact: true }).selectOption('13');
      await page.getByLabel(t.orders('address.address1'), { exact: true }).fill('中央区銀座1-2-3');
      await page.getByLabel(t.orders('address.tel'), { exact: true }).fill(TEL);
      await page.getByRole('radio', { name: t.orders(`payment.types.${type}`), exact: true }).check();
      await expect(page.getByLabel(t.orders('creditCard.number'), { exact: true })).toHaveCount(0);
      await page.getByRole('radio', { name: store }).check();
      await shot(page, `cvs-order-form-${locale}`);
      await page.getByRole('button', { name: t.orders('orderForm.review') }).click();
      await expect(page).toHaveURL(/\/order\/confirm$/);
      await expect(page.getByText(store, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: t.orders('confirm.place') }).click();

      // The slip on the completion page.
      await expect(page).toHaveURL(/\/order\/complete$/, { timeout: 20_000 });
      await expect(
        page.getByRole('heading', { level: 1, name: t.orders('cvs.complete.heading') }),
      ).toBeVisible();
      const slip = page.getByTestId('cvs-slip');
      await expect(slip).toBeVisible();
      const number = (await page.getByTestId('cvs-payment-number').textContent())?.trim() ?? '';
      // Lawson asks for a confirmation number beside the payment number; 7-ELEVEN in Taiwan does not.
      const confirmationShown = page.getByTestId('cvs-confirmation-number');
      const confirmation =
        type === 'r_cvs_net' ? ((await confirmationShown.textContent())?.trim() ?? '') : '';
      if (type === 'tw_cvs_net') await expect(confirmationShown).toHaveCount(0);
      // Lawson's 11 digits; 7-ELEVEN's ibon code in Taiwan.
      expect(number).toMatch(type === 'r_cvs_net' ? /^\d{11}$/ : /^IB\d{12}$/);
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
      if (confirmation) await page.getByLabel(/Confirmation number/).fill(confirmation);
      await page.getByRole('button', { name: /Pay at the counter/ }).click();
      await expect(page.getByTestId('slip-status')).toHaveText('paid');
      await shot(page, `cvs-store-counter-${locale}`);

      // The provider's notification pays the order. Asked of the API the page reads: the
      // notifier retries at 1, 5, 30 and 120 s, so a first try that meets a busy server is
      // still seen. A failure says what the order was, for the CI log.
      const orderId = new URL(detailUrl).pathname.split('/').pop();
      const token = (await storedToken(page, 'jwt'))?.token ?? '';
      let last = '';
      await expect
        .poll(
          async () => {
            const answer = await page.request.get(`/api/mypage/order/detail/${orderId}`, {
              headers: { authorization: `Bearer ${token}` },
            });
            last = `${answer.status()} ${(await answer.text()).slice(0, 600)}`;
            return answer.ok() ? ((await answer.json()) as { status: string }).status : last;
          },
          { timeout: 150_000, intervals: [1_000, 2_000, 5_000] },
        )
        .toBe('paid')
        .catch(async (error: Error) => {
          const mail = await page.request.get(`/dev/mail.json?to=${encodeURIComponent(DEMO_MEMBER.email)}`);
          throw new Error(`${error.message}\norder: ${last}\nmail: ${(await mail.text()).slice(0, 1500)}`);
        });
      // The buyer's history shows it paid.
      await page.goto(detailUrl);
      await expect(page.getByText(t.orders('status.paid'), { exact: true }).first()).toBeVisible();
      await expect(page.getByText(code)).toBeVisible();
      await shot(page, `cvs-order-detail-${locale}`);
    });
  });
}
