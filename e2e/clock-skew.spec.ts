import { expect, test } from '@playwright/test';
import { gotoSignedIn, PHONE, storedToken, texts, useLocale } from './identity-session';
import { namespaceTexts } from './shop-helpers';

/**
 * A phone whose clock is two hours ahead of the server (issue #17: /history stayed "loading"
 * for a minute, the app refreshing its token on every call because a fresh token looked
 * expired by the phone's clock). The app learns the server's clock from the tokens it gets.
 */
const TWO_HOURS_MS = 2 * 60 * 60 * 1000;

test('a phone clock two hours ahead: the member pages load, the token is refreshed once at most (ja)', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const t = texts('ja');
  const orders = namespaceTexts('ja', 'orders');
  await useLocale(context, baseURL, 'ja');
  await page.setViewportSize(PHONE);
  await page.clock.install({ time: new Date(Date.now() + TWO_HOURS_MS) });
  let refreshes = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/refresh_token')) refreshes += 1;
  });

  // A stored token the app has not yet judged the clock by: by the phone it looks expired.
  await gotoSignedIn(page, '/history');
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('heading', { level: 1, name: t('titles.history') })).toBeVisible();
  const history = page.locator('ul[aria-labelledby="page-heading"]');
  await expect(history.or(page.getByText(orders('history.empty')))).toBeVisible({ timeout: 20_000 });
  expect(refreshes).toBeLessThanOrEqual(1);

  // Further pages and a reload keep the session without another refresh.
  await page.goto('/user');
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('heading', { level: 1, name: t('auth:user.heading') })).toBeVisible();
  await page.goto('/history');
  await expect(history.or(page.getByText(orders('history.empty')))).toBeVisible({ timeout: 20_000 });
  expect(refreshes).toBeLessThanOrEqual(1);
  expect((await storedToken(page, 'jwt'))?.token).toBeTruthy();
});
