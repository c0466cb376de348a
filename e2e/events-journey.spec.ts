import { expect, type Page, test } from '@playwright/test';
import {
  DEMO_MEMBER,
  gotoSignedIn,
  type Locale,
  PHONE,
  readCheckCode,
  storedToken,
  texts,
  uniqueEmail,
  useLocale,
} from './identity-session';
import { namespaceTexts, shot, waitForDemoPhotos } from './shop-helpers';

/**
 * The events journey of issue "Events and photos", for a member and for a guest, in ja and
 * hant at phone width: event code SPORT-12345 → event detail → a category → a photo → the
 * next photo → trim (move the crop) → back to the photo, which shows the crop. Screenshots
 * go to e2e/artifacts/events-<page>-<locale>.png.
 */

const JOURNEY_LOCALES: Locale[] = ['ja', 'hant'];
const DESKTOP = { width: 1280, height: 900 };
const DEMO_CODE = ['SPORT', '12345'] as const;
/** Print size names of the contract's SIZES (packages/contract/src/reference/price-types.ts). */
const L_SIZE: Record<Locale, string> = { ja: 'L判', hant: 'L尺寸（3.5×5吋）', vi: 'Cỡ L (9×13 cm)' };

/** `t('item.next')` from locales/<locale>/events.json. */
const eventTexts = (locale: Locale) => namespaceTexts(locale, 'events');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The alt text of photo `position` of any total ("写真（8枚中1枚目）"). */
const photoAltPattern = (locale: Locale, position: number) =>
  new RegExp(
    `^${escapeRegExp(eventTexts(locale)('photo.alt', { position, total: '__' })).replace('__', '\\d+')}$`,
  );

/** Code page → event detail → first category → first photo → next → trim → back. */
async function browseAndTrim(page: Page, locale: Locale, area: 'member' | 'guest') {
  const t = eventTexts(locale);
  const common = texts(locale);
  const prefix = area === 'guest' ? '/guest' : '';
  const name = (page: string) => `events-${area === 'guest' ? 'guest-' : ''}${page}-${locale}`;

  // Event code: pasting the whole code into the first field fills both.
  await expect(page).toHaveURL(new RegExp(`${prefix}/events/code$`));
  await expect(page.getByRole('heading', { level: 1, name: t('codePage.heading') })).toBeVisible();
  const first = page.getByLabel(t('codeForm.first'));
  const second = page.getByLabel(t('codeForm.second'));
  await first.fill('SPORX-99999');
  await page.getByRole('button', { name: t('codeForm.submit') }).click();
  await expect(page.getByRole('alert')).toContainText('EVENT-CODE-404');
  await first.fill(`${DEMO_CODE[0]}${DEMO_CODE[1]}`);
  await expect(first).toHaveValue(DEMO_CODE[0]);
  await expect(second).toHaveValue(DEMO_CODE[1]);
  await shot(page, name('code'));
  await page.getByRole('button', { name: t('codeForm.submit') }).click();

  // Event detail: header, collapsed categories; open the first.
  await expect(page).toHaveURL(new RegExp(`${prefix}/events/detail/1$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const category = page.getByRole('main').getByRole('button', { expanded: false }).first();
  await category.click();
  await expect(page.getByRole('button', { expanded: true }).first()).toBeVisible();
  const firstPhoto = page.getByRole('link', { name: photoAltPattern(locale, 1) }).first();
  await expect(firstPhoto).toBeVisible();
  // Thumbnails painted (BlurHash first, then the image).
  await expect(firstPhoto.locator('img')).toHaveJSProperty('complete', true);
  await shot(page, name('detail'));

  // The photo, then the next one by the button.
  await firstPhoto.click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/events/detail/1/\\d+/\\d+$`));
  await expect(page.getByText(/^1 \/ \d+$/)).toBeVisible();
  const firstUrl = page.url();
  await expect(page.getByRole('button', { name: t('item.prev') })).toBeDisabled();
  await page.getByRole('button', { name: t('item.next') }).click();
  await expect(page.getByText(/^2 \/ \d+$/)).toBeVisible();
  expect(page.url()).not.toBe(firstUrl);
  const itemUrl = page.url();
  await expect(page.getByRole('img', { name: photoAltPattern(locale, 2) })).toBeVisible();
  await shot(page, name('item'));

  // One L print, then its crop.
  // The list's stepper (on phones the buy bar repeats the chosen size's stepper below it).
  await page
    .getByRole('button', { name: common('quantity.increase', { name: L_SIZE[locale] }), exact: true })
    .first()
    .click();
  await page
    .getByRole('link', { name: t('purchase.cropChooseFor', { name: L_SIZE[locale] }), exact: true })
    .click();
  await expect(page).toHaveURL(/\/trim\?size=2$/);
  await expect(page.getByRole('heading', { level: 1, name: t('trim.heading') })).toBeVisible();
  const frame = page.getByRole('button', { name: t('trim.frameLabel') });
  await expect(frame).toBeVisible();
  await page.getByRole('button', { name: t('trim.zoomIn'), exact: true }).click();
  const before = await frame.boundingBox();
  expect(before).not.toBeNull();
  if (!before) return;
  // Drag the frame left and up with the mouse (the same pointer events a finger gives).
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  await page.mouse.move(before.x + before.width / 2 - 40, before.y + before.height / 2 - 20, { steps: 6 });
  await page.mouse.up();
  const after = await frame.boundingBox();
  expect(after?.x).toBeLessThan(before.x - 20);
  await shot(page, name('trim'));
  await page.getByRole('button', { name: t('trim.save') }).click();

  // Back on the same photo, which now shows the crop.
  await expect(page).toHaveURL(itemUrl);
  await expect(page.getByText(t('purchase.cropped'))).toBeVisible();
  await expect(
    page
      .getByRole('spinbutton', { name: common('quantity.of', { name: L_SIZE[locale] }), exact: true })
      .first(),
  ).toHaveValue('1');
  await page.getByRole('button', { name: t('purchase.addToCart') }).click();
  await expect(page.getByText(t('purchase.added'))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shot(page, name('item-cropped'));

  // Back to the event: the opened category is open again (spec §2).
  await page.getByRole('button', { name: t('item.backToEvent') }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/events/detail/1$`));
  await expect(page.getByRole('button', { expanded: true }).first()).toBeVisible();

  // …and so is the scroll position: open a photo further down the grid, come back.
  await page.evaluate('window.scrollTo(0, 900)');
  await expect.poll(() => page.evaluate('window.scrollY')).toBe(900);
  const href = await page.evaluate('document.elementFromPoint(195, 520)?.closest("a")?.getAttribute("href")');
  expect(href).toMatch(new RegExp(`^${prefix}/events/detail/1/\\d+/\\d+$`));
  await page.mouse.click(195, 520);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByText(/^\d+ \/ \d+$/)).toBeVisible();
  await page.getByRole('button', { name: t('item.backToEvent') }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/events/detail/1$`));
  await expect.poll(() => page.evaluate('window.scrollY')).toBe(900);
}

for (const locale of JOURNEY_LOCALES) {
  test.describe(`events journey (${locale})`, () => {
    test.beforeEach(async ({ context, baseURL, page }) => {
      await useLocale(context, baseURL, locale);
      await page.setViewportSize(PHONE);
    });

    test('member: home → event code → event → photo → next → trim → back with the crop', async ({ page }) => {
      test.setTimeout(120_000);
      const t = eventTexts(locale);
      const common = texts(locale);
      await gotoSignedIn(page, '/');
      const token = (await storedToken(page, 'jwt'))?.token;
      expect(token).toBeTruthy();
      await waitForDemoPhotos(page.request, token ?? '');

      // The member's events sit on the home, above the other ways in.
      await page.reload();
      const events = page.getByRole('region', { name: t('homeEvents.heading') });
      await expect(events.getByRole('link').first()).toBeVisible();
      await shot(page, `events-home-${locale}`);

      await page.goto('/events');
      await expect(page.getByRole('heading', { level: 1, name: common('titles.events') })).toBeVisible();
      await expect(page.locator('a[href="/events/detail/1"]')).toBeVisible();
      await shot(page, `events-list-${locale}`);

      await page.goto('/');
      await page
        .getByRole('region', { name: common('home.actions.label') })
        .getByRole('link', { name: new RegExp(common('home.actions.eventCode.title')) })
        .click();
      await browseAndTrim(page, locale, 'member');

      // The same pages at a desktop width.
      await page.setViewportSize(DESKTOP);
      await shot(page, `events-detail-desktop-${locale}`);
      await page
        .getByRole('link', { name: photoAltPattern(locale, 1) })
        .first()
        .click();
      await expect(page.getByText(/^1 \/ \d+$/)).toBeVisible();
      await shot(page, `events-item-desktop-${locale}`);
    });

    test('guest: e-mail check → event code → event → photo → next → trim → back with the crop', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const common = texts(locale);
      // Run alone on a fresh server, this journey also waits for the demo photos.
      const login = await request.post('/api/auth/login', { data: DEMO_MEMBER });
      expect(login.status(), await login.text()).toBe(200);
      await waitForDemoPhotos(request, ((await login.json()) as { token: string }).token);
      const email = uniqueEmail(`events-${locale}`);
      await page.goto('/guest');
      await expect(page).toHaveURL(/\/guest\/landing$/);
      await page.getByRole('textbox', { name: common('auth:guestLanding.email') }).fill(email);
      await page.getByRole('button', { name: common('auth:guestLanding.submit') }).click();
      await expect(page).toHaveURL(/\/guest\/email_sent$/);
      const code = await readCheckCode(request, email);
      await page.getByLabel(common('auth:guestCode.code'), { exact: true }).fill(code);
      await page.getByRole('button', { name: common('auth:guestCode.submit') }).click();
      await expect(page).toHaveURL(/\/guest$/);
      await shot(page, `events-guest-home-${locale}`);

      await page
        .getByRole('region', { name: common('home.actions.label') })
        .getByRole('link', { name: new RegExp(common('home.actions.eventCode.title')) })
        .click();
      await browseAndTrim(page, locale, 'guest');
    });
  });
}
