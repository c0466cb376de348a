import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { gotoSignedIn, type Locale, PHONE, storedToken, texts, useLocale } from './identity-session';
import { namespaceTexts, shot, waitForDemoPhotos } from './shop-helpers';

/**
 * Issue #17, the photo grid: the demo member opens the sports day (SPORT-12345) on a phone,
 * keeps two photos, shows only the kept ones, selects three photos and adds them to the cart
 * as downloads in one go, then sees their "in cart" badges and the header's cart count.
 * Screenshots go to e2e/artifacts/grid-<step>-<locale>.png.
 */

const LOCALES: Locale[] = ['ja', 'vi'];
const DESKTOP = { width: 1280, height: 900 };
const EVENT_ID = 1;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An ICU plural message's branch for `count` (`=N {…}` first, else `other {…}`), `#` filled in. */
function plural(message: string, count: number): string {
  const exact = new RegExp(`=${count} \\{([^}]*)\\}`).exec(message);
  const other = /other \{([^}]*)\}/.exec(message);
  const branch = exact?.[1] ?? other?.[1] ?? message;
  return branch.replace('#', String(count));
}

/** Leaves the demo member with no keeps and nothing of the sports day in the cart. */
async function startClean(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const kept = (await (await request.get(`/api/keep/list/${EVENT_ID}`, { headers })).json()) as {
    items: { image_item: { id: number } }[];
  };
  for (const item of kept.items) {
    const gone = await request.delete(`/api/keep/${EVENT_ID}/${item.image_item.id}`, { headers });
    expect(gone.status()).toBe(200);
  }
  const cart = (await (await request.get('/api/cart', { headers })).json()) as {
    cart: {
      event: { id: number };
      image_item_with_prices: {
        image_item: { id: number };
        photo_custom_id: number;
        size_and_price: { data_prices: { size_id: number }[]; print_prices: { size_id: number }[] };
      }[];
    }[];
  };
  for (const entry of cart.cart.filter((e) => e.event.id === EVENT_ID)) {
    for (const item of entry.image_item_with_prices) {
      const sizes = [...item.size_and_price.data_prices, ...item.size_and_price.print_prices].map((line) => ({
        size_id: line.size_id,
        quantity: 0,
      }));
      const emptied = await request.post('/api/cart', {
        headers,
        data: {
          event_id: EVENT_ID,
          image_info_id: item.image_item.id,
          sizes,
          ...(item.photo_custom_id ? { photo_custom_id: item.photo_custom_id } : {}),
        },
      });
      expect(emptied.status(), await emptied.text()).toBe(200);
    }
  }
}

async function journey(page: Page, locale: Locale) {
  const t = namespaceTexts(locale, 'events');
  const common = texts(locale);
  const raw = namespaceTexts(locale, 'events');
  /** "写真（8枚中3枚目）" of any total. */
  const altPattern = (position: number) =>
    escapeRegExp(t('photo.alt', { position, total: '__' })).replace('__', '\\d+');
  const photo = (scope: Locator, position: number) =>
    scope.getByRole('img', { name: new RegExp(`^${altPattern(position)}$`) });
  const heart = (scope: Locator, position: number) =>
    scope.getByRole('button', {
      name: new RegExp(
        `^${escapeRegExp(t('grid.keep.keepPhoto', { photo: '@@' })).replace('@@', altPattern(position))}$`,
      ),
    });

  await page.goto(`/events/detail/${EVENT_ID}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('main').getByRole('button', { expanded: false }).first().click();
  const grid = page
    .getByRole('list')
    .filter({ has: page.getByRole('link', { name: new RegExp(altPattern(1)) }) })
    .first();
  await expect(photo(grid, 1)).toBeVisible();

  // Keep two photos from the grid: the hearts fill at once.
  for (const position of [1, 2]) {
    await heart(grid, position).click();
    await expect(heart(grid, position)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(photo(grid, 1).locator('xpath=ancestor::li[1]').locator('img')).toHaveJSProperty(
    'complete',
    true,
  );
  await shot(page, `grid-kept-hearts-${locale}`);

  // Only the kept photos.
  const keptTab = page.getByRole('button', {
    name: new RegExp(`^${escapeRegExp(t('grid.view.kept', { count: 2 }))}`),
  });
  await keptTab.click();
  await expect(keptTab).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\?view=kept$/);
  const kept = page.getByRole('list', { name: t('grid.keep.heading') });
  await expect(kept.getByRole('listitem')).toHaveCount(2);
  await shot(page, `grid-kept-view-${locale}`);
  await page.getByRole('button', { name: t('grid.view.all'), exact: true }).click();

  // Select three photos and add them to the cart as downloads, in one go.
  await page.getByRole('button', { name: t('grid.select.start'), exact: true }).click();
  const bar = page.getByRole('region', { name: t('grid.select.barLabel') });
  await expect(bar).toBeVisible();
  const allGrid = page
    .getByRole('list')
    .filter({ has: page.getByRole('checkbox') })
    .first();
  for (const position of [3, 4, 5]) {
    // Centred first: at the top of the screen the sticky header would take the tap.
    await photo(allGrid, position).evaluate((tile) => tile.scrollIntoView({ block: 'center' }));
    await photo(allGrid, position).click();
    await expect(
      allGrid.getByRole('checkbox', { name: new RegExp(`^${altPattern(position)}$`) }),
    ).toBeChecked();
  }
  await expect(bar.getByText(plural(raw('grid.select.count'), 3))).toBeVisible();
  // The download is the first choice (receipt order).
  await expect(bar.getByRole('combobox')).toHaveValue('1');
  await shot(page, `grid-select-${locale}`);
  await bar.getByRole('button', { name: t('grid.select.add') }).click();
  await expect(bar.getByText(plural(raw('grid.select.added'), 3))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shot(page, `grid-select-added-${locale}`);
  await bar.getByRole('button', { name: t('grid.select.done') }).click();
  await expect(bar).toHaveCount(0);

  // The three photos say "in cart"; the header counts them.
  for (const position of [3, 4, 5]) {
    const tile = photo(grid, position).locator('xpath=ancestor::li[1]');
    await expect(tile.getByText(t('grid.marks.inCart'), { exact: true })).toBeVisible();
  }
  await expect(photo(grid, 1).locator('xpath=ancestor::li[1]').getByText(t('grid.marks.inCart'))).toHaveCount(
    0,
  );
  await expect(page.getByRole('link', { name: common('nav.cartWithCount', { count: '3' }) })).toBeVisible();
  await shot(page, `grid-in-cart-${locale}`);

  await page.setViewportSize(DESKTOP);
  await shot(page, `grid-in-cart-desktop-${locale}`);
}

for (const locale of LOCALES) {
  test.describe(`grid: keep and select (${locale})`, () => {
    test.beforeEach(async ({ context, baseURL, page }) => {
      await useLocale(context, baseURL, locale);
      await page.setViewportSize(PHONE);
    });

    test('member keeps two photos, shows the kept ones, adds three selected to the cart', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await gotoSignedIn(page, '/');
      const token = (await storedToken(page, 'jwt'))?.token ?? '';
      expect(token).toBeTruthy();
      await waitForDemoPhotos(page.request, token);
      await startClean(page.request, token);
      await journey(page, locale);
    });
  });
}
