import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { addPhotoToCart, CARDS, fillOrderForm, orderCodeShown, pageTexts } from './checkout-helpers';
import { DEMO_MEMBER, gotoSignedIn, storedToken, useLocale } from './identity-session';
import { namespaceTexts, shot, waitForDemoPhotos } from './shop-helpers';
import { signInStudioOwner } from './studio-helpers';

/**
 * Print fulfilment (issue #15, docs/decisions/018), in Chromium against the built app: a parent
 * buys an L print by card; the studio owner finds it under Prints, saves the lab's print
 * sheet, marks it in production, then shipped with Yamato and a tracking number; the parent
 * gets the mail and their history shows the parcel with its tracking page. Studio and shop in
 * Japanese. Screenshots: e2e/artifacts/studio-prints-*.png, fulfilment-order-detail-ja.png.
 */
const TRACKING = '1234-5678-9012';

test('a paid print is produced and shipped in the studio; the parent sees the tracking number (ja)', async ({
  page,
  browser,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const t = pageTexts('ja');
  const s = namespaceTexts('ja', 'studio');
  await useLocale(context, baseURL, 'ja');

  // The parent buys: a download and an L print of the sports day's ninth photo (the other
  // journeys use photos 2 to 8).
  await gotoSignedIn(page, '/');
  await waitForDemoPhotos(page.request, (await storedToken(page, 'jwt'))?.token ?? '');
  await addPhotoToCart(page, 'ja', '', 9);
  await page.getByRole('link', { name: t.events('purchase.toCart') }).click();
  await page
    .getByRole('link', { name: t.cart('event.order') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/order\/1$/);
  await fillOrderForm(page, t, CARDS.visa);
  await page.getByRole('button', { name: t.orders('orderForm.review') }).click();
  await page.getByRole('button', { name: t.orders('confirm.place') }).click();
  await expect(page).toHaveURL(/\/order\/complete$/, { timeout: 20_000 });
  const code = await orderCodeShown(page, t);
  await page.getByRole('link', { name: t.orders('complete.detail') }).click();
  await expect(page).toHaveURL(/\/history\/\d+$/);
  const detailUrl = page.url();

  // The owner, at a desk in a browser of their own.
  const { desk, studio } = await signInStudioOwner(browser, baseURL);
  await studio
    .getByRole('navigation', { name: s('nav.label') })
    .getByRole('link', { name: s('nav.prints') })
    .click();
  await expect(studio.getByRole('heading', { level: 1, name: s('prints.title') })).toBeVisible();
  await shot(studio, 'studio-prints-events-ja');
  await studio.getByRole('link', { name: '2026 秋の運動会' }).click();
  const row = studio.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('山田 花子');
  await expect(row).toContainText('〒104-0061 東京都 中央区銀座1-2-3');

  // The lab's print sheet holds the order.
  const [sheet] = await Promise.all([
    studio.waitForEvent('download'),
    studio.getByRole('button', { name: s('prints.exports.sheet') }).click(),
  ]);
  expect(sheet.suggestedFilename()).toBe('print-sheet-event-1-paid.csv');
  expect(readFileSync(await sheet.path(), 'utf8')).toContain(code);
  await shot(studio, 'studio-prints-orders-ja');

  await row.getByRole('button', { name: s('prints.markInProductionOf', { code }) }).click();
  await expect(studio.getByText(s('prints.done.inProduction', { codes: code }))).toBeVisible();

  await studio.getByRole('link', { name: new RegExp(`^${s('prints.state.in_production')}`) }).click();
  await expect(studio).toHaveURL(/status=in_production/);
  const produced = studio.getByRole('row').filter({ hasText: code });
  await produced.getByRole('button', { name: s('prints.markShippedOf', { code }) }).click();
  await studio.getByRole('combobox', { name: s('prints.shipment.carrier') }).selectOption('yamato');
  await studio.getByRole('textbox', { name: new RegExp(s('prints.shipment.trackingNumber')) }).fill(TRACKING);
  await shot(studio, 'studio-prints-ship-ja');
  await studio.getByRole('button', { name: s('prints.shipment.submit'), exact: true }).click();
  await expect(studio.getByText(s('prints.done.shipped', { code }))).toBeVisible();
  await desk.close();

  // The parent's mail and history.
  await expect
    .poll(async () => {
      const response = await page.request.get(`/dev/mail.json?to=${encodeURIComponent(DEMO_MEMBER.email)}`);
      const mails = (await response.json()) as { subject: string; text: string }[];
      return mails.find((mail) => mail.subject.includes(code) && mail.subject.includes('発送'))?.text ?? '';
    })
    .toContain('追跡番号: 123456789012');
  await page.goto(detailUrl);
  const parcel = page.getByTestId('shipment');
  await expect(parcel).toBeVisible();
  await expect(page.getByText(t.orders('status.shipped'), { exact: true }).first()).toBeVisible();
  await expect(parcel.getByTestId('tracking-number')).toHaveText('123456789012');
  await expect(parcel).toContainText('ヤマト運輸');
  await expect(parcel.getByRole('link', { name: t.orders('shipment.track') })).toHaveAttribute(
    'href',
    'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number01=123456789012',
  );
  await shot(page, 'fulfilment-order-detail-ja');
});
