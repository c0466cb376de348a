import { expect, test } from '@playwright/test';
import {
  clearStored,
  type Locale,
  mintBridgeHash,
  readStored,
  SERVER_MESSAGES,
  setStored,
  storedToken,
  texts,
  useLocale,
} from './identity-session';

const JOURNEY_LOCALES: Locale[] = ['ja', 'vi'];

for (const locale of JOURNEY_LOCALES) {
  test.describe(`bridge entry (${locale})`, () => {
    const t = texts(locale);

    test.beforeEach(async ({ context, baseURL }) => {
      await useLocale(context, baseURL, locale);
    });

    test('a partner app’s hash lands on / signed in; the hash works once', async ({ page, request }) => {
      const hash = await mintBridgeHash(request);
      // A guest sign-in left on the device is cleared by the bridge (spec §4).
      await page.goto('/Imprint');
      await setStored(
        page,
        'localStorage',
        'guestJwt',
        JSON.stringify({ token: 'old', expires_t: 4e9, refresh_expires_t: 4e9 }),
      );

      await page.goto(`/bridge?hash=${encodeURIComponent(hash)}&from=e2e`);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Omoide' })).toBeVisible();
      expect((await storedToken(page, 'jwt'))?.token).toBeTruthy();
      expect(await storedToken(page, 'guestJwt')).toBeNull();
      expect(await readStored(page, 'localStorage', 'appFrom')).toBe('e2e');
      expect(await readStored(page, 'localStorage', 'isPreview')).toBe('false');
      const constants = await readStored(page, 'sessionStorage', 'systemConstant');
      expect(JSON.parse(constants ?? '{}').is_authenticated).toBe(true);

      // Signed in, a member page opens.
      await page.goto('/user');
      await expect(page.getByRole('heading', { level: 1, name: t('auth:user.heading') })).toBeVisible();

      // The same hash again: refused, and the visitor is told why on /token_missing.
      await clearStored(page, 'localStorage');
      await page.goto(`/bridge?hash=${encodeURIComponent(hash)}&from=e2e`);
      await expect(page).toHaveURL(/\/token_missing$/);
      await expect(page.getByRole('heading', { level: 1, name: t('tokenMissing.heading') })).toBeVisible();
      await expect(page.getByRole('alert')).toContainText(SERVER_MESSAGES.bridgeInvalid[locale]);
      expect(await storedToken(page, 'jwt')).toBeNull();
    });

    test('/bridge without a hash goes to /token_missing', async ({ page }) => {
      await page.goto('/bridge?from=e2e');
      await expect(page).toHaveURL(/\/token_missing$/);
      await expect(page.getByRole('link', { name: t('tokenMissing.login') })).toBeVisible();
    });
  });
}
