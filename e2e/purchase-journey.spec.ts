import { type Browser, expect, test } from '@playwright/test';
import {
  addPhotoToCart,
  CARDS,
  fillCard,
  fillOrderForm,
  orderCodeShown,
  pageTexts,
  TEL,
} from './checkout-helpers';
import {
  DEMO_MEMBER,
  gotoSignedIn,
  type Locale,
  PHONE,
  readCheckCode,
  storedToken,
  uniqueEmail,
  useLocale,
} from './identity-session';
import { shot, waitForDemoPhotos } from './shop-helpers';

/**
 * The purchase journeys at phone width, on the real API and the built-in card gateway
 * sandbox: a member buys a download and a print with a card (ja, vi); a guest saves the
 * cart by mail, reopens it from the link in another browser, pays with a 3-D Secure card,
 * and later finds the order with its code and phone number at /guest/phone (ja, hant: the
 * card family with 3-D Secure in both languages issue #14 names).
 * Screenshots go to e2e/artifacts/purchase-<page>-<locale>.png.
 */

async function newPhonePage(browser: Browser, baseURL: string | undefined, locale: Locale) {
  const context = await browser.newContext({ viewport: PHONE });
  await useLocale(context, baseURL, locale);
  return { context, page: await context.newPage() };
}

/** Each journey in its locales, on a phone-sized page in that locale. */
function inLocales(locales: readonly Locale[], journey: (locale: Locale) => void) {
  for (const locale of locales) {
    test.describe(`purchase journey (${locale})`, () => {
      test.beforeEach(async ({ context, baseURL, page }) => {
        await useLocale(context, baseURL, locale);
        await page.setViewportSize(PHONE);
      });
      journey(locale);
    });
  }
}

inLocales(['ja', 'vi'], (locale) => {
  test('member: photo → cart → order form → declined card → another card → paid → order detail', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const t = pageTexts(locale);
    await gotoSignedIn(page, '/');
    await waitForDemoPhotos(page.request, (await storedToken(page, 'jwt'))?.token ?? '');
    await addPhotoToCart(page, locale, '', 3);

    await page.getByRole('link', { name: t.events('purchase.toCart') }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: t.cart('page.title') })).toBeVisible();
    await shot(page, `purchase-cart-${locale}`);
    await page
      .getByRole('link', { name: t.cart('event.order') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/order\/1$/);

    await fillOrderForm(page, t, CARDS.declined);
    await shot(page, `purchase-order-form-${locale}`);
    await page.getByRole('button', { name: t.orders('orderForm.review') }).click();
    await expect(page).toHaveURL(/\/order\/confirm$/);
    await shot(page, `purchase-confirm-${locale}`);
    await page.getByRole('button', { name: t.orders('confirm.place') }).click();
    // Declined: the error modal with the gateway's code; the buyer tries another card.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('card_declined');
    await shot(page, `purchase-declined-${locale}`);
    await dialog.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/order\/1$/);
    await fillCard(page, t, CARDS.visa);
    await page.getByRole('button', { name: t.orders('orderForm.review') }).click();
    await page.getByRole('button', { name: t.orders('confirm.place') }).click();

    await expect(page).toHaveURL(/\/order\/complete$/);
    const code = await orderCodeShown(page, t);
    await shot(page, `purchase-complete-${locale}`);
    await page.getByRole('link', { name: t.orders('complete.detail') }).click();
    await expect(page).toHaveURL(/\/history\/\d+$/);
    await expect(page.getByText(code)).toBeVisible();
    await expect(page.getByText(t.orders('status.paid'))).toBeVisible();
    await shot(page, `purchase-order-detail-${locale}`);
  });
});

inLocales(['ja', 'hant'], (locale) => {
  test('guest: cart saved by mail → reopened elsewhere → 3-D Secure card → order found by code and phone', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const t = pageTexts(locale);
    const login = await request.post('/api/auth/login', { data: DEMO_MEMBER });
    await waitForDemoPhotos(request, ((await login.json()) as { token: string }).token);
    const email = uniqueEmail(`purchase-${locale}`);
    await page.goto('/guest/landing');
    await page.getByRole('textbox', { name: t.common('auth:guestLanding.email') }).fill(email);
    await page.getByRole('button', { name: t.common('auth:guestLanding.submit') }).click();
    await page
      .getByLabel(t.common('auth:guestCode.code'), { exact: true })
      .fill(await readCheckCode(request, email));
    await page.getByRole('button', { name: t.common('auth:guestCode.submit') }).click();
    await expect(page).toHaveURL(/\/guest$/);
    // A guest opens the event with its code first.
    await page.goto('/guest/events/code');
    await page.getByLabel(t.events('codeForm.first')).fill('SPORT12345');
    await page.getByRole('button', { name: t.events('codeForm.submit') }).click();
    await expect(page).toHaveURL(/\/guest\/events\/detail\/1$/);
    await addPhotoToCart(page, locale, '/guest', 4);

    // Save the cart and open the mailed link in another browser.
    await page.goto('/guest/cart');
    await page.getByRole('button', { name: t.cart('save.button') }).click();
    await expect(page.getByText(t.cart('save.saved')).or(page.getByText(/\*\*\*@/))).toBeVisible();
    await shot(page, `purchase-guest-cart-saved-${locale}`);
    const mails = (await (await request.get(`/dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as {
      text: string;
    }[];
    const link = /https?:\/\/\S+cart_key=[\w-]+/.exec(mails[0]?.text ?? '')?.[0];
    expect(link, 'cart-save link in the mail').toBeTruthy();
    const other = await newPhonePage(browser, baseURL, locale);
    const restored = other.page;
    await restored.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
    await expect(restored).toHaveURL(/\/guest\/cart$/);
    await restored
      .getByRole('link', { name: t.cart('event.order') })
      .first()
      .click();
    await expect(restored).toHaveURL(/\/guest\/order\/1$/);

    // 3-D Secure: the gateway's page, then back to the shop.
    await fillOrderForm(restored, t, CARDS.challenge);
    await restored.getByRole('button', { name: t.orders('orderForm.review') }).click();
    await restored.getByRole('button', { name: t.orders('confirm.place') }).click();
    await expect(restored).toHaveURL(/\/sandbox\/card\/3ds\//);
    await shot(restored, `purchase-3ds-${locale}`);
    await restored.getByRole('button', { name: /Authenticate/ }).click();
    await expect(restored).toHaveURL(/\/guest\/order\/complete$/, { timeout: 20_000 });
    const code = await orderCodeShown(restored, t);
    await shot(restored, `purchase-guest-complete-${locale}`);
    await other.context.close();

    // Later, on a third browser: the order by its code and phone number.
    const third = await newPhonePage(browser, baseURL, locale);
    await third.page.goto('/guest/phone');
    await third.page.getByLabel(t.orders('phone.orderCode'), { exact: true }).fill(code.toLowerCase());
    await third.page.getByLabel(t.orders('phone.tel'), { exact: true }).fill(TEL);
    await shot(third.page, `purchase-guest-phone-${locale}`);
    await third.page.getByRole('button', { name: t.orders('phone.submit') }).click();
    await expect(third.page).toHaveURL(/\/guest\/history\/\d+$/);
    await expect(third.page.getByText(code)).toBeVisible();
    await shot(third.page, `purchase-guest-order-${locale}`);
    await third.context.close();
  });
});
