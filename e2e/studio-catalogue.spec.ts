import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { CARDS, fillOrderForm, L_SIZE, orderCodeShown, pageTexts } from './checkout-helpers';
import { DEMO_MEMBER, gotoSignedIn, PHONE, useLocale } from './identity-session';
import { namespaceTexts, shot } from './shop-helpers';
import { signInStudioOwner } from './studio-helpers';

/**
 * An event from nothing to a sale (issue #15, its catalogue half), in Chromium against the
 * built app: the studio owner creates an event, gives it a category and a sub-category with an
 * early discount, prices it, uploads three photos made here (and one cut-off file, which is
 * refused with its reason), publishes it and reads its code; a parent opens the event by that
 * code on a phone, sees the discount and buys a download and an L print by card; the owner
 * finds the order paid under Orders, saves the lab's print sheet, marks the print in
 * production and shipped with Yamato; the parent's history shows the tracking number. Studio
 * and shop in Japanese.
 * Screenshots: e2e/artifacts/studio-catalogue-*.png.
 */
// A name of its own per run, so a server reused between runs (CI=false) meets no older copy.
const RUN = Date.now().toString(36).slice(-5);
const EVENT = { name: `Autumn concert ${RUN}`, nameJa: `秋の音楽会 ${RUN}` };
const CATEGORY = { name: 'Stage', nameJa: 'ステージ' };
const SUB = { name: 'Class 1', nameJa: '1組' };
const DISCOUNT = 50;
const PRICES = { download: 800, l: 300 };
const TRACKING = '1234-5678-9012';
const TRACKING_DIGITS = '123456789012';
// The server's own refusal (apps/api/src/modules/photos/photos.messages.ts, photo.truncated).
const TRUNCATED_REASON = '画像ファイルが途中で切れています。もう一度アップロードしてください。';

const pad = (n: number) => String(n).padStart(2, '0');
/** A `datetime-local` value `days` from now, in the browser's time zone (the runner's). */
function localInput(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * Three distinct photos of a camera's size (each its own colour, so no upload is taken for a
 * duplicate of another) and one JPEG cut off halfway, as an interrupted copy from a card leaves it.
 */
async function makePhotos(): Promise<{ good: string[]; bad: string }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'omoide-studio-photos-'));
  const colours = [
    { r: 200, g: 60, b: 60 },
    { r: 60, g: 160, b: 80 },
    { r: 50, g: 90, b: 200 },
  ];
  const good: string[] = [];
  for (const [index, background] of colours.entries()) {
    const file = path.join(folder, `concert-${index + 1}.jpg`);
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
      .jpeg({ quality: 85 })
      .toFile(file);
    good.push(file);
  }
  const whole = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 240, g: 200, b: 40 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const bad = path.join(folder, 'concert-broken.jpg');
  writeFileSync(bad, whole.subarray(0, Math.floor(whole.length / 2)));
  return { good, bad };
}

/** The event's own sub-pages, from the tabs its page shows. */
async function openTab(studio: Page, name: string) {
  await studio
    .getByRole('navigation', { name: c('catalogue.tabs.label') })
    .getByRole('link', { name })
    .click();
}

const s = namespaceTexts('ja', 'studio');
const c = namespaceTexts('ja', 'studio-catalogue');
const k = namespaceTexts('ja', 'studio-categories');
const p = namespaceTexts('ja', 'studio-photos');
const o = namespaceTexts('ja', 'studio-orders');

test('the owner creates, prices, fills and publishes an event; a parent buys from it by its code (ja)', async ({
  page,
  browser,
  context,
  baseURL,
}) => {
  // Photo processing is a background job on a machine the other journeys share.
  test.setTimeout(300_000);
  const t = pageTexts('ja');
  const photos = await makePhotos();

  // The owner, at a desk.
  const { desk, studio } = await signInStudioOwner(browser, baseURL);
  const nav = studio.getByRole('navigation', { name: s('nav.label') });
  await nav.getByRole('link', { name: c('catalogue.nav'), exact: true }).click();
  await expect(studio.getByRole('heading', { level: 1, name: c('catalogue.events.title') })).toBeVisible();
  await studio.getByRole('link', { name: c('catalogue.events.new') }).click();
  await expect(studio).toHaveURL(/\/studio\/events\/new$/);

  // The new event: open from yesterday for two months, in yen, prints sent to each family.
  await studio.getByLabel(c('catalogue.form.name')).fill(EVENT.name);
  await studio.getByLabel(c('catalogue.form.nameJa')).fill(EVENT.nameJa);
  await studio.getByLabel(c('catalogue.form.eventDate')).fill(localInput(-1).slice(0, 10));
  await studio.getByLabel(c('catalogue.form.publishedFrom')).fill(localInput(-1));
  await studio.getByLabel(c('catalogue.form.publishedUntil')).fill(localInput(60));
  await studio.getByLabel(c('catalogue.form.currency')).selectOption('1');
  await studio.getByLabel(c('catalogue.form.shipping')).selectOption('1');
  await shot(studio, 'studio-catalogue-new-event-ja');
  await studio.getByRole('button', { name: c('catalogue.create.submit') }).click();
  await expect(studio).toHaveURL(/\/studio\/events\/\d+$/);
  const eventPage = studio.url();
  // Named in the operator's language on every studio screen (issue 29).
  await expect(studio.getByRole('heading', { level: 1, name: EVENT.nameJa })).toBeVisible();
  await expect(studio.getByText(c('catalogue.publication.draft'))).toBeVisible();

  // Categories: a category, a sub-category in it, and the sub-category's early discount.
  await openTab(studio, c('catalogue.tabs.categories'));
  const addCategory = studio.getByRole('form', { name: k('categories.addTitle') });
  await addCategory.getByLabel(k('categories.name.default')).fill(CATEGORY.name);
  await addCategory.getByLabel(k('categories.name.ja')).fill(CATEGORY.nameJa);
  await addCategory.getByRole('button', { name: k('categories.add') }).click();
  await expect(studio.getByRole('status')).toHaveText(k('categories.done.created', { name: CATEGORY.name }));
  await studio.getByRole('button', { name: k('categories.addSubTo', { name: CATEGORY.name }) }).click();
  const addSub = studio.getByRole('form', { name: k('categories.addSubTitle', { name: CATEGORY.name }) });
  await addSub.getByLabel(k('categories.name.default')).fill(SUB.name);
  await addSub.getByLabel(k('categories.name.ja')).fill(SUB.nameJa);
  await addSub.getByRole('button', { name: k('categories.add') }).click();
  await expect(studio.getByRole('status')).toHaveText(k('categories.done.created', { name: SUB.name }));
  await studio.getByRole('button', { name: k('categories.periodOf', { name: SUB.name }) }).click();
  const period = studio.getByRole('form', { name: k('categories.period.title', { name: SUB.name }) });
  await period.getByLabel(k('categories.period.discountEnd')).fill(localInput(30));
  await period.getByLabel(k('categories.period.discount', { currency: '円' })).fill(String(DISCOUNT));
  await shot(studio, 'studio-catalogue-period-ja');
  await period.getByRole('button', { name: k('categories.period.save') }).click();
  await expect(studio.getByRole('status')).toHaveText(k('categories.done.period', { name: SUB.name }));
  await shot(studio, 'studio-catalogue-categories-ja');

  // Prices: a download and an L print (the other sizes stay unsold).
  await studio.goto(eventPage);
  await openTab(studio, c('catalogue.tabs.prices'));
  await studio
    .getByLabel(k('categories.prices.sizeLabel', { size: 'ダウンロード', currency: '円' }), { exact: true })
    .fill(String(PRICES.download));
  await studio
    .getByLabel(k('categories.prices.sizeLabel', { size: 'L判', currency: '円' }), { exact: true })
    .fill(String(PRICES.l));
  await studio.getByRole('button', { name: k('categories.prices.save') }).click();
  await expect(studio.getByText(k('categories.prices.saved'))).toBeVisible();
  await shot(studio, 'studio-catalogue-prices-ja');

  // Photos: picked as files into the only sub-category; the cut-off one is refused at once,
  // the three others are processed in the background until ready.
  await studio.goto(eventPage);
  await openTab(studio, c('catalogue.tabs.photos'));
  await expect(studio.getByLabel(p('photos.upload.category'))).toHaveValue(/\d+/);
  await studio.getByLabel(p('photos.upload.pickFiles')).setInputFiles([...photos.good, photos.bad]);
  const queue = studio.getByRole('list', { name: p('photos.upload.filesLabel') });
  const refused = queue.getByRole('listitem').filter({ hasText: 'concert-broken.jpg' });
  await expect(refused).toContainText(p('photos.upload.state.refused'), { timeout: 60_000 });
  await expect(refused).toContainText(TRUNCATED_REASON);
  await expect(studio.getByText(p('photos.upload.refusedCount', { n: 1 }))).toBeVisible();
  for (const file of photos.good) {
    const name = path.basename(file);
    await expect(queue.getByRole('listitem').filter({ hasText: name })).toContainText(
      p('photos.upload.state.done'),
      { timeout: 60_000 },
    );
    await expect(studio.getByRole('listitem', { name })).toContainText(p('photos.items.status.ready'), {
      timeout: 180_000,
    });
  }
  await expect(studio.getByRole('listitem', { name: 'concert-broken.jpg' })).toHaveCount(0);
  await shot(studio, 'studio-catalogue-photos-ja');

  // Published, and its code read as the owner would copy it into the notice.
  await studio.goto(eventPage);
  await studio.getByRole('button', { name: c('catalogue.publication.publish') }).click();
  await expect(studio.getByText(c('catalogue.publication.open'))).toBeVisible();
  const codeText =
    (await studio
      .getByRole('region', { name: c('catalogue.code.title') })
      .getByText(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/)
      .textContent()) ?? '';
  const eventCode = codeText.trim().split('-');
  expect(eventCode).toHaveLength(2);
  await shot(studio, 'studio-catalogue-published-ja');

  // The parent, on a phone: the event by its code, in Japanese.
  await useLocale(context, baseURL, 'ja');
  await page.setViewportSize(PHONE);
  await gotoSignedIn(page, '/events/code');
  await page.getByLabel(t.events('codeForm.first')).fill(eventCode[0]!);
  await page.getByLabel(t.events('codeForm.second')).fill(eventCode[1]!);
  await page.getByRole('button', { name: t.events('codeForm.submit') }).click();
  await expect(page).toHaveURL(/\/events\/detail\/\d+$/);
  const eventId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: EVENT.nameJa })).toBeVisible();
  // The category by its Japanese name (the face search's own links come first on the page).
  await page.getByRole('button', { name: new RegExp(CATEGORY.nameJa), expanded: false }).click();
  const sub = page.getByRole('region', { name: new RegExp(SUB.nameJa) });
  await expect(sub.getByText(/早期購入割引/)).toContainText(String(DISCOUNT));
  await shot(page, 'studio-catalogue-buyer-event-ja');
  await sub.locator(`a[href^="/events/detail/${eventId}/"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/events/detail/${eventId}/\\d+/\\d+$`));
  // The early discount, told before anything is bought.
  await expect(
    page
      .getByText(/早期購入割引/)
      .filter({ hasText: String(DISCOUNT) })
      .first(),
  ).toBeVisible();
  await shot(page, 'studio-catalogue-buyer-photo-ja');
  await page
    .getByRole('button', { name: t.events('purchase.downloadChoose') })
    .first()
    .click();
  await page
    .getByRole('button', { name: t.common('quantity.increase', { name: L_SIZE.ja }), exact: true })
    .first()
    .click();
  await page.getByRole('button', { name: t.events('purchase.addToCart') }).click();
  await expect(page.getByText(t.events('purchase.added'))).toBeVisible();
  await page.getByRole('link', { name: t.events('purchase.toCart') }).click();
  await page
    .getByRole('link', { name: t.cart('event.order') })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/order/${eventId}$`));
  await fillOrderForm(page, t, CARDS.visa);
  await page.getByRole('button', { name: t.orders('orderForm.review') }).click();
  await expect(page).toHaveURL(/\/order\/confirm$/);
  // The discount reaches the order: the early discount once per item bought (two here).
  await expect(page.getByRole('main')).toContainText(`${PRICES.download}`);
  await expect(page.getByRole('main')).toContainText(new RegExp(`-[￥¥]${2 * DISCOUNT}`));
  await shot(page, 'studio-catalogue-buyer-confirm-ja');
  await page.getByRole('button', { name: t.orders('confirm.place') }).click();
  await expect(page).toHaveURL(/\/order\/complete$/, { timeout: 30_000 });
  const code = await orderCodeShown(page, t);
  await page.getByRole('link', { name: t.orders('complete.detail') }).click();
  await expect(page).toHaveURL(/\/history\/\d+$/);
  const detailUrl = page.url();

  // Back at the desk: the order found by its code, paid.
  await nav.getByRole('link', { name: o('orders.nav'), exact: true }).click();
  await expect(studio.getByRole('heading', { level: 1, name: o('orders.title') })).toBeVisible();
  await studio.getByLabel(o('orders.filter.code')).fill(code);
  await studio.getByRole('button', { name: o('orders.filter.search') }).click();
  const row = studio.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(new RegExp(`${EVENT.name}|${EVENT.nameJa}`));
  await expect(row).toContainText(o('orders.state.paid'));
  await shot(studio, 'studio-catalogue-orders-ja');
  await row.getByRole('link', { name: code }).click();
  await expect(
    studio.getByRole('heading', { level: 1, name: o('orders.detail.title', { code }) }),
  ).toBeVisible();
  await expect(studio.getByText(o('orders.state.paid'), { exact: true }).first()).toBeVisible();
  await shot(studio, 'studio-catalogue-order-detail-ja');

  // The print goes to the lab and out: print sheet, in production, shipped with Yamato.
  await nav.getByRole('link', { name: s('nav.prints'), exact: true }).click();
  await expect(studio.getByRole('heading', { level: 1, name: s('prints.title') })).toBeVisible();
  await studio.getByRole('link', { name: new RegExp(`${EVENT.nameJa}|${EVENT.name}`) }).click();
  const printRow = studio.getByRole('row').filter({ hasText: code });
  await expect(printRow).toContainText('山田 花子');
  const [sheet] = await Promise.all([
    studio.waitForEvent('download'),
    studio.getByRole('button', { name: s('prints.exports.sheet') }).click(),
  ]);
  expect(readFileSync(await sheet.path(), 'utf8')).toContain(code);
  await printRow.getByRole('button', { name: s('prints.markInProductionOf', { code }) }).click();
  await expect(studio.getByText(s('prints.done.inProduction', { codes: code }))).toBeVisible();
  await studio.getByRole('link', { name: new RegExp(`^${s('prints.state.in_production')}`) }).click();
  await studio
    .getByRole('row')
    .filter({ hasText: code })
    .getByRole('button', { name: s('prints.markShippedOf', { code }) })
    .click();
  await studio.getByRole('combobox', { name: s('prints.shipment.carrier') }).selectOption('yamato');
  await studio.getByRole('textbox', { name: new RegExp(s('prints.shipment.trackingNumber')) }).fill(TRACKING);
  await studio.getByRole('button', { name: s('prints.shipment.submit'), exact: true }).click();
  await expect(studio.getByText(s('prints.done.shipped', { code }))).toBeVisible();
  await desk.close();

  // The parent's history: shipped, with the tracking number (and the mail saying so).
  await expect
    .poll(async () => {
      const response = await page.request.get(`/dev/mail.json?to=${encodeURIComponent(DEMO_MEMBER.email)}`);
      const mails = (await response.json()) as { subject: string }[];
      return mails.some((mail) => mail.subject.includes(code) && mail.subject.includes('発送'));
    })
    .toBe(true);
  await page.goto(detailUrl);
  await expect(page.getByText(t.orders('status.shipped'), { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('shipment').getByTestId('tracking-number')).toHaveText(TRACKING_DIGITS);
  await shot(page, 'studio-catalogue-buyer-shipped-ja');
});
