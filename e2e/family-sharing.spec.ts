import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';
import { screenshot, waitForMail } from './content-helpers';
import { gotoSignedIn, type Locale, PHONE, storedToken, uniqueEmail, useLocale } from './identity-session';

/**
 * Family sharing (issue #17) at phone width in ja and vi: the demo member invites a second
 * guardian from the child page; the invitee opens the mailed link on their own phone,
 * creates an account there, and sees the child as shared with them; the owner then sees who
 * has access. Screenshots: e2e/artifacts/family-<page>-<locale>.png.
 */

const LOCALES: Locale[] = ['ja', 'vi'];
// A shared, busy machine: pages that load a chunk and call the API get more than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

type Tree = { [key: string]: string | Tree };
function familyTexts(locale: Locale) {
  const tree = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '../apps/web/src/locales', locale, 'family.json'), 'utf8'),
  ) as Tree;
  return (key: string, args: Record<string, string> = {}) => {
    let node: string | Tree | undefined = tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`no text for family:${key}`);
    return node.replace(/\{(\w+)\}/g, (_match, arg: string) => args[arg] ?? `{${arg}}`);
  };
}

for (const locale of LOCALES) {
  test.describe(`family sharing (${locale})`, () => {
    const t = familyTexts(locale);
    test.use({ viewport: PHONE });

    test('the owner invites by e-mail; the invitee registers from the link and sees the shared child', async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      await useLocale(page.context(), baseURL, locale);
      await gotoSignedIn(page, '/child');
      const owner = await storedToken(page, 'jwt');
      const childName = locale === 'ja' ? `山田 はな ${Date.now() % 10_000}` : `Hoa ${Date.now() % 10_000}`;
      const created = await page.request.post('/api/user/child', {
        headers: { authorization: `Bearer ${owner!.token}`, 'x-language': locale },
        data: { name: childName, relationship: 'mother' },
      });
      expect(created.status(), await created.text()).toBe(201);
      const childId = ((await created.json()) as { id: number }).id;

      // The owner invites from the child page.
      await page.goto(`/child/detail/${childId}`);
      const sharing = page.getByRole('region', { name: t('sharing.heading') });
      const email = uniqueEmail(`family-${locale}`);
      await sharing.getByLabel(t('sharing.emailLabel')).fill(email);
      await sharing.getByRole('button', { name: t('sharing.send') }).click();
      await expect(sharing.getByText(t('sharing.sent', { email }))).toBeVisible();
      await expect(sharing.getByRole('button', { name: t('sharing.cancelInvitation') })).toBeVisible();
      await screenshot(page, `family-invite-${locale}`);

      // The invitee's mail carries a single-use link.
      const mail = await waitForMail(page.request, email, (m) =>
        m.text.includes('/family/accept?invitation='),
      );
      expect(mail.subject).toContain(childName);
      const link = new URL(mail.text.match(/https?:\/\/\S+\/family\/accept\?invitation=[\w-]+/)![0]);

      // On the invitee's own phone: no sign-in yet, so the page offers an account.
      const invitee = await browser.newContext({ viewport: PHONE, baseURL });
      await useLocale(invitee, baseURL, locale);
      const phone = await invitee.newPage();
      await phone.goto(`${link.pathname}${link.search}`);
      await expect(phone.getByRole('heading', { level: 1, name: t('accept.heading') })).toBeVisible();
      await expect(phone.getByText(new RegExp(childName)).first()).toBeVisible();
      await screenshot(phone, `family-accept-${locale}`);
      await phone.getByLabel(t('register.name')).fill(locale === 'ja' ? '山田 パパ' : 'Bố Hoa');
      await phone.getByLabel(t('register.password'), { exact: true }).fill('family-pass-2026');
      await phone.getByRole('button', { name: t('register.submit') }).click();

      // Signed in, on the shared child's page: read-only, shared by the owner.
      await expect(phone).toHaveURL(new RegExp(`/child/detail/${childId}$`));
      await expect(phone.getByRole('heading', { level: 1, name: childName })).toBeVisible();
      await expect(phone.getByRole('region', { name: t('sharing.heading') })).toBeVisible();
      await screenshot(phone, `family-shared-child-${locale}`);
      await phone.goto('/child');
      await expect(phone.getByRole('link', { name: new RegExp(childName) })).toBeVisible();
      await screenshot(phone, `family-child-list-${locale}`);

      // The same link again is refused.
      await phone.goto(`${link.pathname}${link.search}`);
      await expect(phone.getByText(t('accept.status.accepted'))).toBeVisible();
      await invitee.close();

      // The owner sees who has access now.
      await page.reload();
      await expect(
        page.getByRole('region', { name: t('sharing.heading') }).getByText(email, { exact: false }),
      ).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: t('sharing.heading') })
          .getByRole('button', { name: t('sharing.revoke') }),
      ).toBeVisible();
      await screenshot(page, `family-owner-${locale}`);
    });
  });
}
