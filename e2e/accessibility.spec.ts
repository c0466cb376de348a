import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { DEMO_MEMBER, PHONE, readCheckCode, removeStored, setStored, uniqueEmail } from './identity-session';

/**
 * WCAG 2.2 AA by axe-core on every page of the route table (spec §2) that the demo data
 * reaches, in every locale, at a phone's size (most parents buy on one). Serious and
 * critical findings fail the run; all of them are gathered first, so one run lists every
 * page to fix.
 */

const LOCALES = ['ja', 'hant', 'vi', 'en-US'] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** No token needed (spec §6); visited before any sign-in. */
const PUBLIC_PAGES = [
  '/login',
  '/token_missing',
  '/about',
  '/terms',
  '/privacy',
  '/Imprint',
  '/guest/landing',
  '/guest/expired',
  '/guest/phone',
  '/this/page/does-not-exist',
];

/** The demo member's pages; ids are the demo seed's (sports day 1, its paid order 1). */
const MEMBER_PAGES = [
  '/',
  '/events',
  '/events/code',
  '/events/child',
  '/events/detail/1',
  '/events/detail/1/child',
  '/events/detail/1/2/1',
  '/cart',
  '/cart/1',
  '/child',
  '/contact',
  '/faq',
  '/news',
  '/history',
  '/history/1',
  '/history/1/download',
  '/library',
  '/library/event/1',
  '/user',
];

const GUEST_PAGES = [
  '/guest',
  '/guest/events/code',
  '/guest/events/detail/1',
  '/guest/cart',
  '/guest/contact',
  '/guest/faq',
  '/guest/news',
  '/guest/about',
];

type TokenRecord = { token: string; expires_t: number; refresh_expires_t: number };

// Signed in once per run (login and the guest check are rate-limited), reused by every locale.
let member: Promise<TokenRecord> | null = null;
let guest: Promise<TokenRecord> | null = null;

async function tokenOf(page: Page, path: string, body: unknown): Promise<TokenRecord> {
  const response = await page.request.post(path, { data: body });
  expect(response.status(), await response.text()).toBe(200);
  const { token, expires_t, refresh_expires_t } = (await response.json()) as TokenRecord;
  return { token, expires_t, refresh_expires_t };
}

async function guestToken(page: Page): Promise<TokenRecord> {
  const email = uniqueEmail('a11y');
  const sent = await page.request.post('/api/guest/email/check/send', { data: { email } });
  expect(sent.status(), await sent.text()).toBe(200);
  const { check_id } = (await sent.json()) as { check_id: string };
  const check_code = await readCheckCode(page.request, email);
  return tokenOf(page, '/api/guest/email/check/confirm', { check_id, check_code });
}

/** Waits for the page's heading and the end of its loading, then asks axe. */
async function audit(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  // Generous: the suite shares a small machine with the server it tests.
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0, { timeout: 10_000 });
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${path}: ${violation.id} (${violation.impact}) ${violation.help}\n` +
        violation.nodes
          .slice(0, 3)
          .map(
            (node) =>
              `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1, 2).join('')}`,
          )
          .join('\n'),
    );
}

const GROUPS = [
  { name: 'public', key: null, pages: PUBLIC_PAGES },
  { name: 'member', key: 'jwt', pages: MEMBER_PAGES },
  { name: 'guest', key: 'guestJwt', pages: GUEST_PAGES },
] as const;

function tokenFor(page: Page, key: 'jwt' | 'guestJwt' | null): Promise<TokenRecord> | null {
  if (key === 'jwt') member ??= tokenOf(page, '/api/auth/login', DEMO_MEMBER);
  if (key === 'guestJwt') guest ??= guestToken(page);
  return key === 'jwt' ? member : key === 'guestJwt' ? guest : null;
}

for (const locale of LOCALES) {
  test.describe(`WCAG 2.2 AA in ${locale}`, () => {
    // One context (and one page) per locale, its pages visited in turn.
    test.describe.configure({ mode: 'serial' });
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser, baseURL }) => {
      context = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce', baseURL });
      await context.addCookies([{ name: 'omoide_locale', value: locale, url: baseURL ?? '' }]);
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await context.close();
    });

    for (const group of GROUPS) {
      test(`${group.name} pages`, async () => {
        // Per page: loading, then axe (seconds each on a busy machine).
        test.setTimeout(60_000 + group.pages.length * 45_000);
        const record = await tokenFor(page, group.key);
        await page.goto('/Imprint');
        await removeStored(page, 'localStorage', 'jwt');
        await removeStored(page, 'localStorage', 'guestJwt');
        if (group.key && record) await setStored(page, 'localStorage', group.key, JSON.stringify(record));
        const problems: string[] = [];
        for (const path of group.pages) problems.push(...(await audit(page, path)));
        expect(problems, problems.join('\n')).toEqual([]);
      });
    }
  });
}
