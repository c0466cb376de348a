import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  ARTIFACTS,
  type Locale,
  PHONE,
  readCheckCode,
  readStored,
  SERVER_MESSAGES,
  storedToken,
  texts,
  uniqueEmail,
  useLocale,
} from './identity-session';

const JOURNEY_LOCALES: Locale[] = ['ja', 'vi'];

/** A code other than `code`, so the wrong-code step cannot hit the right one by chance. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** Full-width digits, as a Japanese phone keyboard may type them. */
const fullWidth = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));

for (const locale of JOURNEY_LOCALES) {
  test.describe(`guest e-mail check (${locale})`, () => {
    const t = texts(locale);

    test.beforeEach(async ({ context, baseURL, page }) => {
      await useLocale(context, baseURL, locale);
      await page.setViewportSize(PHONE);
    });

    test('send → read the code from the mailbox → confirm → /guest', async ({ page, request }) => {
      const email = uniqueEmail(`guest-${locale}`);
      // The phone's clock, moved on at the end of the journey.
      await page.clock.install();

      // A guest page without a guest token goes to the landing (spec §4).
      await page.goto('/guest');
      await expect(page).toHaveURL(/\/guest\/landing$/);
      await expect(
        page.getByRole('heading', { level: 1, name: t('auth:guestLanding.heading') }),
      ).toBeVisible();
      await expect(
        page.getByRole('link', { name: new RegExp(t('auth:guestLanding.member')) }),
      ).toHaveAttribute('href', '/login');
      await expect(
        page.getByRole('link', { name: new RegExp(t('auth:guestLanding.phone')) }),
      ).toHaveAttribute('href', '/guest/phone');

      await page.getByRole('textbox', { name: t('auth:guestLanding.email') }).fill(email);
      await page.getByRole('button', { name: t('auth:guestLanding.submit') }).click();

      await expect(page).toHaveURL(/\/guest\/email_sent$/);
      await expect(page.getByRole('heading', { level: 1, name: t('auth:guestCode.heading') })).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      const input = page.getByLabel(t('auth:guestCode.code'), { exact: true });
      await expect(input).toHaveAttribute('inputmode', 'numeric');
      await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
      await page.screenshot({ path: path.join(ARTIFACTS, `guest-code-${locale}.png`), fullPage: true });

      const code = await readCheckCode(request, email);

      await input.fill(otherCode(code));
      await page.getByRole('button', { name: t('auth:guestCode.submit') }).click();
      await expect(page.getByRole('alert')).toContainText(SERVER_MESSAGES.wrongCode[locale]);
      await expect(page.getByRole('alert')).toContainText('GUEST-CHECK-400');
      await expect(input).toHaveValue(otherCode(code));

      await input.fill(locale === 'ja' ? fullWidth(code) : code);
      await page.getByRole('button', { name: t('auth:guestCode.submit') }).click();

      await expect(page).toHaveURL(/\/guest$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Omoide' })).toBeVisible();
      const signedIn = (await storedToken(page, 'guestJwt'))?.token;
      expect(signedIn).toBeTruthy();
      expect(await readStored(page, 'sessionStorage', 'guestEmailCheck')).toBeNull();

      // Back after lunch (45 minutes; the guest's access token lasts 30): still signed in,
      // the session renewed once in the background (docs/decisions/015), no sign-in asked.
      let refreshes = 0;
      page.on('request', (sent) => {
        if (sent.url().includes('/api/auth/refresh_token')) refreshes += 1;
      });
      await page.clock.setSystemTime(Date.now() + 45 * 60 * 1000);
      await page.goto('/guest/cart');
      await expect(page).toHaveURL(/\/guest\/cart$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(async () => (await storedToken(page, 'guestJwt'))?.token).not.toBe(signedIn);
      await page.goto('/guest');
      await expect(page).toHaveURL(/\/guest$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Omoide' })).toBeVisible();
      expect(refreshes).toBe(1);
    });
  });
}

test('the landing page screenshot per locale', async ({ page, context, baseURL }) => {
  for (const locale of JOURNEY_LOCALES) {
    await context.clearCookies();
    await useLocale(context, baseURL, locale);
    await page.setViewportSize(PHONE);
    await page.goto('/guest/landing');
    await expect(
      page.getByRole('heading', { level: 1, name: texts(locale)('auth:guestLanding.heading') }),
    ).toBeVisible();
    await page.screenshot({ path: path.join(ARTIFACTS, `guest-landing-${locale}.png`), fullPage: true });
  }
});
