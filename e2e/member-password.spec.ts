import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  ARTIFACTS,
  DEMO_MEMBER,
  type Locale,
  PHONE,
  removeStored,
  setStored,
  storedToken,
  texts,
  uniqueEmail,
  useLocale,
} from './identity-session';

/**
 * A member's password (issue 25, decision 031) at phone width: "forgot password" from the
 * sign-in page through the mailed link, and the change on the account page. Each ends the
 * member's other sign-ins at once. The member is made the way the product makes one with a
 * password: the demo member shares a child, and the invitee registers from the mailed link.
 */
const PASSWORD = 'first-password-2026';

async function newestMailText(request: APIRequestContext, to: string, pattern: RegExp) {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`/dev/mail.json?to=${encodeURIComponent(to)}`)).json()) as {
          text: string;
        }[];
        found = mails.map((mail) => pattern.exec(mail.text)?.[1]).find(Boolean);
        return found;
      },
      { message: `a mail to ${to} matching ${pattern}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return found!;
}

/** A member with a password of their own, and a token of a second device of theirs. */
async function memberWithPassword(request: APIRequestContext, label: string) {
  const demo = await (await request.post('/api/auth/login', { data: DEMO_MEMBER })).json();
  const auth = { authorization: `Bearer ${demo.token}` };
  const child = await (
    await request.post('/api/user/child', {
      headers: auth,
      data: { name: `Pw ${label}`, relationship: 'mother' },
    })
  ).json();
  const email = uniqueEmail(`pw-${label}`);
  const invited = await request.post(`/api/user/child/${child.id}/invitation`, {
    headers: auth,
    data: { email },
  });
  expect(invited.status()).toBe(201);
  const token = await newestMailText(request, email, /\/family\/accept\?invitation=([\w-]+)/);
  const registered = await request.post('/api/user/child_invitation/register', {
    data: { token, display_name: `Pw ${label}`, password: PASSWORD },
  });
  expect(registered.status()).toBe(200);
  return { email, otherDevice: (await registered.json()).token as string };
}

const stillSignedIn = async (request: APIRequestContext, token: string) =>
  (await request.get('/api/user/info', { headers: { authorization: `Bearer ${token}` } })).status();

for (const locale of ['ja', 'hant', 'vi'] as Locale[]) {
  test.describe(`member password (${locale})`, () => {
    const t = texts(locale);

    test.beforeEach(async ({ context, baseURL, page }) => {
      await useLocale(context, baseURL, locale);
      await page.setViewportSize(PHONE);
    });

    test('forgot password: the mailed link sets a new one, signs in here and out everywhere else', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const member = await memberWithPassword(page.request, `forgot-${locale}`);
      await page.goto('/login');
      await page.getByRole('link', { name: t('auth:login.forgot') }).click();
      await expect(page).toHaveURL(/\/password\/forgot$/);
      // Page chunks load lazily; a shared 2-core machine can take long over the first one.
      await expect(page).toHaveTitle(`${t('titles.passwordForgot')} | Omoide`, { timeout: 60_000 });
      await page.getByLabel(t('auth:login.email')).fill(member.email);
      await page.getByRole('button', { name: t('auth:password.send') }).click();
      await expect(page.getByRole('heading', { level: 1, name: t('auth:password.sentTitle') })).toBeVisible();

      const link = await newestMailText(page.request, member.email, /(\/password\/reset\?key=[\w-]+)/);
      await page.goto(link);
      await expect(
        page.getByRole('heading', { level: 1, name: t('auth:password.resetHeading') }),
      ).toBeVisible({
        timeout: 60_000,
      });
      await page.getByLabel(t('auth:password.new'), { exact: true }).fill('reset-password-2026');
      await page.getByLabel(t('auth:password.repeat'), { exact: true }).fill('reset-password-2026');
      await page.screenshot({ path: path.join(ARTIFACTS, `password-reset-${locale}.png`), fullPage: true });
      await page.getByRole('button', { name: t('auth:password.resetSubmit') }).click();

      await expect(page).toHaveURL(/\/$/);
      expect((await storedToken(page, 'jwt'))?.token).toBeTruthy();
      expect(await stillSignedIn(page.request, member.otherDevice)).toBe(401);
      // The link worked once: opened again, it offers a new one instead.
      await page.goto(link);
      await expect(page.getByText(t('auth:password.linkInvalid'))).toBeVisible();
      await expect(page.getByRole('link', { name: t('auth:password.askAgain') })).toBeVisible();
    });

    test('change password on the account page: this phone stays signed in, the other device is out', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const member = await memberWithPassword(page.request, `change-${locale}`);
      const here = await (
        await page.request.post('/api/auth/login', { data: { email: member.email, password: PASSWORD } })
      ).json();
      await page.goto('/Imprint');
      await removeStored(page, 'localStorage', 'guestJwt');
      await setStored(page, 'localStorage', 'jwt', JSON.stringify(here));
      await page.goto('/user');
      await expect(
        page.getByRole('heading', { level: 2, name: t('auth:password.changeHeading') }),
      ).toBeVisible({
        timeout: 60_000,
      });

      await page.getByLabel(t('auth:password.current'), { exact: true }).fill('not-the-password');
      await page.getByLabel(t('auth:password.new'), { exact: true }).fill('changed-password-2026');
      await page.getByLabel(t('auth:password.repeat'), { exact: true }).fill('changed-password-2026');
      await page.getByRole('button', { name: t('auth:password.changeSubmit') }).click();
      await expect(page.getByText(SERVER_WRONG_CURRENT[locale])).toBeVisible();
      expect(await stillSignedIn(page.request, member.otherDevice)).toBe(200);

      await page.getByLabel(t('auth:password.current'), { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: t('auth:password.changeSubmit') }).click();
      await expect(page.getByText(CHANGED[locale])).toBeVisible();
      await page.screenshot({ path: path.join(ARTIFACTS, `password-change-${locale}.png`), fullPage: true });
      expect(await stillSignedIn(page.request, member.otherDevice)).toBe(401);
      expect(await stillSignedIn(page.request, here.token)).toBe(200);
      const signIn = await page.request.post('/api/auth/login', {
        data: { email: member.email, password: 'changed-password-2026' },
      });
      expect(signIn.status()).toBe(200);
    });
  });
}

/** The server's message for a wrong current password (apps/api …member-password.messages.ts). */
const SERVER_WRONG_CURRENT: Record<Locale, string> = {
  ja: '現在のパスワードが正しくありません。',
  hant: '目前的密碼不正確。',
  vi: 'Mật khẩu hiện tại không đúng.',
};

/** The start of `auth:password.changed` (a plural message, which `texts` does not fill in). */
const CHANGED: Record<Locale, string> = {
  ja: 'パスワードを変更しました。',
  hant: '密碼已變更',
  vi: 'Đã đổi mật khẩu.',
};
