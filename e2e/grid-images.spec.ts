import { expect, test } from '@playwright/test';
import { DEMO_MEMBER, PHONE } from './identity-session';

/**
 * Issue 27, decision 035: the event grid on a phone picks its thumbnails by the screen's
 * density from WebP files in two sizes (JPEG fallback), reserves each cell before its image
 * arrives, and nothing moves while the photos load.
 */
test('the event grid offers WebP thumbnails in two sizes, reserves their space and does not shift', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const login = await request.post('/api/auth/login', { data: DEMO_MEMBER });
  expect(login.status(), await login.text()).toBe(200);
  const { token, expires_t, refresh_expires_t } = await login.json();
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    serviceWorkers: 'block',
  });
  await context.addInitScript((record) => {
    // Runs in the page (no DOM types in this project).
    type Shift = { value: number; hadRecentInput: boolean };
    const page = globalThis as unknown as {
      localStorage: { setItem(key: string, value: string): void };
      shifts: number;
      PerformanceObserver: new (
        callback: (list: { getEntries(): Shift[] }) => void,
      ) => { observe(options: { type: string; buffered: boolean }): void };
    };
    page.localStorage.setItem('jwt', record);
    // Every layout shift of the page, as Lighthouse and CrUX count them (user input aside).
    page.shifts = 0;
    new page.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) page.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  }, JSON.stringify({ token, expires_t, refresh_expires_t }));
  const page = await context.newPage();
  const images: { url: string; type: string; cache: string }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/media/'))
      images.push({
        url: response.url(),
        type: response.headers()['content-type'] ?? '',
        cache: response.headers()['cache-control'] ?? '',
      });
  });

  await page.goto('/events/detail/1');
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  await page.getByRole('main').getByRole('button', { expanded: false }).first().click();
  const firstCell = page
    .locator('main li')
    .filter({ has: page.locator('picture') })
    .first();
  await expect(firstCell.locator('img')).toHaveJSProperty('complete', true);

  const source = firstCell.locator('picture source[type="image/webp"]');
  const srcset = (await source.getAttribute('srcset')) ?? '';
  expect(srcset).toMatch(/\/media\/[^ ]+\/thumb-240\.webp \d+w, \/media\/[^ ]+\/thumb\.webp \d+w/);
  expect(await source.getAttribute('sizes')).toMatch(/^\d+px$/);
  // The JPEG fallback, with the photo's own size so the box is known before any byte arrives.
  const img = firstCell.locator('img');
  expect(await img.getAttribute('src')).toMatch(/\/thumb\.jpg$/);
  expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
  expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0);
  // The cell is sized by the grid itself, not by its image.
  const box = await firstCell.boundingBox();
  expect(box?.width).toBeGreaterThan(80);
  expect(Math.abs((box?.width ?? 0) - (box?.height ?? 0))).toBeLessThan(1);
  // The first row is fetched at once, ahead of the rest; the rows below wait for the scroll.
  expect(await img.getAttribute('fetchpriority')).toBe('high');
  expect(await page.locator('main li img[loading="lazy"]').count()).toBeGreaterThan(0);

  // A phone at 2× draws a 130 px cell from the 400 px WebP; every thumbnail came as WebP,
  // cached for a year.
  const thumbs = images.filter((image) => /\/thumb[^/]*$/.test(image.url));
  expect(thumbs.length).toBeGreaterThan(0);
  for (const image of thumbs) {
    expect(image.type, image.url).toBe('image/webp');
    expect(image.cache, image.url).toBe('public, max-age=31536000, immutable');
  }
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (globalThis as unknown as { shifts: number }).shifts)).toBeLessThanOrEqual(
    0.05,
  );
  await context.close();
});
