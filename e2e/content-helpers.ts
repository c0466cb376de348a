import path from 'node:path';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';

/** Shared by the content-*.spec.ts journeys: sign-ins made through the real API, locales, screenshots. */

export type Locale = 'ja' | 'hant' | 'vi';

export const ARTIFACTS = path.join(import.meta.dirname, 'artifacts');
export const PHONE = { width: 390, height: 844 };

export interface TokenRecord {
  token: string;
  expires_t: number;
  refresh_expires_t: number;
}

export async function useLocale(context: BrowserContext, baseURL: string | undefined, locale: Locale) {
  await context.addCookies([
    { name: 'omoide_locale', value: locale, url: baseURL ?? 'http://127.0.0.1:3100' },
  ]);
}

// Logins are rate limited per client address: one per worker is enough (tokens live an hour).
let memberToken: Promise<TokenRecord> | null = null;

/** The demo member's token, minted by POST /api/auth/login (as the login page will). */
export function demoMemberToken(request: APIRequestContext): Promise<TokenRecord> {
  memberToken ??= (async () => {
    const response = await request.post('/api/auth/login', {
      data: { email: 'demo@omoide.test', password: 'omoide-demo' },
    });
    expect(response.status(), await response.text()).toBe(200);
    const { token, expires_t, refresh_expires_t } = (await response.json()) as TokenRecord;
    return { token, expires_t, refresh_expires_t };
  })();
  return memberToken;
}

let guestToken: Promise<TokenRecord> | null = null;

/** A guest token through the e-mail check, reading the code from the dev mailbox. */
export function guestTokenFor(request: APIRequestContext): Promise<TokenRecord> {
  guestToken ??= (async () => {
    const email = `e2e-guest-${Date.now()}@example.com`;
    const sent = await request.post('/api/guest/email/check/send', { data: { email } });
    expect(sent.status(), await sent.text()).toBe(200);
    const { check_id } = (await sent.json()) as { check_id: string };
    const mail = await waitForMail(request, email, (m) => /\d{6}/.test(m.text));
    const code = /(\d{6})/.exec(mail.text)?.[1] ?? '';
    const confirmed = await request.post('/api/guest/email/check/confirm', {
      data: { check_id, check_code: code },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    const { token, expires_t, refresh_expires_t } = (await confirmed.json()) as TokenRecord;
    return { token, expires_t, refresh_expires_t };
  })();
  return guestToken;
}

/** Stores a token record where the app keeps it (spec §3: `jwt` / `guestJwt`) before any page script runs. */
export async function storeToken(page: Page, key: 'jwt' | 'guestJwt', record: TokenRecord) {
  const value = JSON.stringify(JSON.stringify(record));
  await page.addInitScript({ content: `window.localStorage.setItem(${JSON.stringify(key)}, ${value});` });
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Polls the embedded mode's outbox (`/dev/mail.json`) until a mail to `to` matches. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  matches: (mail: OutboxMail) => boolean = () => true,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mail.json?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as OutboxMail[];
        found = mails.find(matches);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as OutboxMail;
}

/**
 * Saves `artifacts/<name>.png`. From the top, with nothing focused, so a sticky header or a
 * focus ring does not land in the middle of a full-page picture; `fullPage: false` keeps a
 * fixed bottom bar where the phone shows it.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  await page.evaluate('document.activeElement?.blur(); window.scrollTo(0, 0)');
  // Let the page transition settle so the picture shows the page, not the slide.
  await page.waitForTimeout(250);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage });
}

export async function expectNotFound(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | Omoide');
}
