import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from './identity-session';

/**
 * The studio's people and access (docs/decisions/016), in Chromium against the built app:
 * the demo owner invites a staff colleague, who accepts through the mailed link and sees no
 * colleague administration; the owner makes an API key and finds it all in the audit log.
 */
const OWNER = { email: 'owner@omoide.test', password: 'omoide-studio' };

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/studio');
  await expect(page).toHaveURL(/\/studio\/sign-in/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
}

/** The invitation link of the newest mail to `email`, from the embedded mode's outbox. */
async function invitationLink(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/dev/mail.json?to=${encodeURIComponent(email)}`);
      const mails = (await response.json()) as { to: string; text: string }[];
      link = mails
        .find((mail) => mail.to === email)
        ?.text.match(/https?:\/\/\S+\/studio\/invitations\/\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** The studio's side menu (the home page links to the same pages from its cards). */
const studioMenu = (page: Page) => page.getByRole('navigation', { name: 'Studio menu' });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'omoide_locale', value: 'en-US', url: baseURL! }]);
});

test('the owner invites a staff colleague, who joins by the mailed link; keys and the audit log', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page.getByRole('cell', { name: 'Owner', exact: true })).toBeVisible();

  const colleague = uniqueEmail('studio-staff');
  await studioMenu(page).getByRole('link', { name: 'Colleagues' }).click();
  await page.getByLabel('E-mail address').fill(colleague);
  await page.getByLabel('Role', { exact: true }).selectOption('staff');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`An invitation was mailed to ${colleague}.`)).toBeVisible();
  await expect(page.getByRole('cell', { name: colleague })).toBeVisible();

  // The colleague, in a browser of their own.
  const other = await browser.newContext({ baseURL });
  await other.addCookies([{ name: 'omoide_locale', value: 'en-US', url: baseURL! }]);
  const staff = await other.newPage();
  await staff.goto(await invitationLink(page, colleague));
  await expect(staff.getByText(/invited you to .* as Staff/)).toBeVisible();
  await staff.getByLabel('Name').fill('Hana Staff');
  await staff.getByLabel('New password').fill('hana-staff-password');
  await staff.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(staff.getByRole('heading', { name: 'Hello, Hana Staff' })).toBeVisible();
  await expect(staff.getByRole('cell', { name: 'Staff', exact: true })).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Colleagues' })).toHaveCount(0);
  await expect(staff.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  // Signing out and in again with the new password.
  await staff.getByRole('button', { name: 'Sign out' }).click();
  await signIn(staff, colleague, 'hana-staff-password');
  await staff.goto('/studio/colleagues');
  await expect(staff).toHaveURL(/\/studio$/);
  await other.close();

  // The owner makes an API key: shown once, listed by its prefix only.
  await studioMenu(page).getByRole('link', { name: 'API keys' }).click();
  await page.getByLabel('Name').fill('Import laptop');
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = (await page.getByTestId('new-api-key').textContent()) ?? '';
  expect(key).toMatch(/^omk_/);
  await expect(page.getByRole('cell', { name: 'Import laptop' })).toBeVisible();
  // The key works for automation: the demo event's photo states, as the import CLI reads them.
  const withKey = await page.request.get('/api/admin/events/1/photos', { headers: { 'x-api-key': key } });
  expect(withKey.status()).toBe(200);

  await studioMenu(page).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('cell', { name: 'Created an API key' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /A colleague joined/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: /Invited a colleague/ })).toBeVisible();
  await page.getByLabel('Action').selectOption('invitation.created');
  await expect(page.getByRole('cell', { name: 'Created an API key' })).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: 'Invited a colleague' }).first();
  await row.getByText('Show change').click();
  await expect(row.getByText(colleague).first()).toBeVisible();
});

test("the buyer's entry bundle holds no studio code", async ({ request }) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const code = await (await request.get(script)).text();
    expect(code.includes('/api/studio/'), script).toBe(false);
  }
});
