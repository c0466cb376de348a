import { expect, type Page } from '@playwright/test';
import { type Locale, texts } from './identity-session';
import { namespaceTexts } from './shop-helpers';

/** Checkout steps shared by the purchase and delivery journeys (real API, card sandbox). */
export const CARDS = {
  visa: '4111111111111111',
  declined: '4000000000000002',
  challenge: '4000000000003220',
};
export const L_SIZE: Record<Locale, string> = { ja: 'L判', hant: 'L尺寸（3.5×5吋）', vi: 'Cỡ L (9×13 cm)' };
export const TEL = '090-1234-5678';

export function pageTexts(locale: Locale) {
  return {
    common: texts(locale),
    events: namespaceTexts(locale, 'events'),
    cart: namespaceTexts(locale, 'cart'),
    orders: namespaceTexts(locale, 'orders'),
  };
}
export type Texts = ReturnType<typeof pageTexts>;

/**
 * An event (1 unless given) → its first category → its `position`-th photo → a download and
 * one L print → the cart.
 */
export async function addPhotoToCart(
  page: Page,
  locale: Locale,
  prefix: string,
  position: number,
  eventId = 1,
) {
  const t = pageTexts(locale);
  await page.goto(`${prefix}/events/detail/${eventId}`);
  await page.getByRole('main').getByRole('button', { expanded: false }).first().click();
  await page
    .locator(`a[href^="${prefix}/events/detail/${eventId}/"]`)
    .nth(position - 1)
    .click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/events/detail/${eventId}/\\d+/\\d+$`));
  // The list's controls: on phones the buy bar repeats the chosen size's control below it.
  await page
    .getByRole('button', { name: t.events('purchase.downloadChoose') })
    .first()
    .click();
  await page
    .getByRole('button', { name: t.common('quantity.increase', { name: L_SIZE[locale] }), exact: true })
    .first()
    .click();
  await page.getByRole('button', { name: t.events('purchase.addToCart') }).click();
  await expect(page.getByText(t.events('purchase.added'))).toBeVisible();
}

/** The order form: the buyer, the delivery address, a test card. */
export async function fillOrderForm(page: Page, t: Texts, card: string) {
  await fillBuyerAddress(page, t);
  await fillCard(page, t, card);
}

/** The order form's buyer and delivery address (a Tokyo address). */
export async function fillBuyerAddress(page: Page, t: Texts) {
  await page.getByLabel(t.orders('address.fullName'), { exact: true }).fill('山田 花子');
  await page.getByLabel(t.orders('address.fullNameKana')).fill('ヤマダ ハナコ');
  await page.getByLabel(t.orders('address.zipCode'), { exact: true }).fill('1040061');
  await page.getByLabel(t.orders('address.prefecture'), { exact: true }).selectOption('13');
  await page.getByLabel(t.orders('address.address1'), { exact: true }).fill('中央区銀座1-2-3');
  await page.getByLabel(t.orders('address.tel'), { exact: true }).fill(TEL);
}

export async function fillCard(page: Page, t: Texts, card: string) {
  await page.getByLabel(t.orders('creditCard.number'), { exact: true }).fill(card);
  await page.getByLabel(t.orders('creditCard.month'), { exact: true }).selectOption('12');
  await page
    .getByLabel(t.orders('creditCard.year'), { exact: true })
    .selectOption(String(new Date().getFullYear() + 2));
  await page.getByLabel(t.orders('creditCard.securityCode'), { exact: true }).fill('123');
  await page.getByLabel(t.orders('creditCard.holder'), { exact: true }).fill('HANAKO YAMADA');
}

export async function orderCodeShown(page: Page, t: Texts): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: t.orders('complete.heading') })).toBeVisible();
  const code =
    (
      await page
        .getByText(/^[0-9A-Z]{10}$/)
        .first()
        .textContent()
    )?.trim() ?? '';
  expect(code).toMatch(/^[0-9A-Z]{10}$/);
  return code;
}
