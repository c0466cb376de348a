import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';

/**
 * Helpers of the identity journeys (e2e/identity-*.spec.ts) and of any spec that needs a
 * signed-in page: texts read from the app's own locale files, sign-ins through the API, the
 * dev mailbox and the operator's bridge-hash call.
 */

export type Locale = 'ja' | 'hant' | 'vi';

export const ARTIFACTS = path.join(import.meta.dirname, 'artifacts');
export const PHONE = { width: 390, height: 844 };

export const DEMO_MEMBER = { email: 'demo@omoide.test', password: 'omoide-demo' } as const;
/** The webServer of playwright.config.ts runs with this key; a server of your own needs it too. */
export const OPERATOR_API_KEY = process.env.E2E_OPERATOR_API_KEY ?? 'e2e-operator-key-0123456789abcdef';

type Tree = { [key: string]: string | Tree };

// The page's Web Storage, typed here: the e2e project compiles without the DOM library.
interface WebStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}
export type StorageArea = 'localStorage' | 'sessionStorage';
const LOCALES_DIR = path.join(import.meta.dirname, '../apps/web/src/locales');

function lookup(tree: Tree, key: string): string {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text for ${key}`);
  return node;
}

/**
 * `t('auth:login.heading')`, `t('tokenMissing.heading')` (common) in a locale, with simple
 * `{name}` arguments filled in. Plural messages are not supported here.
 */
export function texts(locale: Locale) {
  const load = (namespace: string) =>
    JSON.parse(readFileSync(path.join(LOCALES_DIR, locale, `${namespace}.json`), 'utf8')) as Tree;
  const trees = { common: load('common'), auth: load('auth') };
  return (key: string, args: Record<string, string> = {}) => {
    const [namespace, name] = key.includes(':') ? key.split(':') : ['common', key];
    const text = lookup(trees[namespace as keyof typeof trees], name ?? '');
    return text.replace(/\{(\w+)\}/g, (_match, arg: string) => args[arg] ?? `{${arg}}`);
  };
}

/** The server's own messages (apps/api …messages.ts), for the assertions on translated errors. */
export const SERVER_MESSAGES = {
  loginFailed: {
    ja: 'メールアドレスまたはパスワードが正しくありません。',
    hant: '電子郵件地址或密碼不正確。',
    vi: 'Email hoặc mật khẩu không đúng.',
  },
  wrongCode: {
    ja: '確認コードが正しくありません。メールに記載の6桁のコードを入力してください。',
    hant: '驗證碼不正確，請輸入郵件中的 6 位數驗證碼。',
    vi: 'Mã xác nhận không đúng. Vui lòng nhập mã 6 chữ số trong email.',
  },
  bridgeInvalid: {
    ja: 'ログイン用のリンクが無効か、有効期限が切れています。アプリからもう一度開いてください。',
    hant: '登入連結無效或已過期，請從 App 重新開啟。',
    vi: 'Liên kết đăng nhập không hợp lệ hoặc đã hết hạn. Vui lòng mở lại từ ứng dụng.',
  },
} as const;

export async function useLocale(context: BrowserContext, baseURL: string | undefined, locale: Locale) {
  await context.addCookies([
    { name: 'omoide_locale', value: locale, url: baseURL ?? 'http://127.0.0.1:3100' },
  ]);
}

/** A fresh address per run: the API limits mails per address. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}@example.test`;
}

interface TokenRecord {
  token: string;
  expires_t: number;
  refresh_expires_t: number;
}

function recordOf(answer: { token: string; expires_t: number; refresh_expires_t: number }): TokenRecord {
  return { token: answer.token, expires_t: answer.expires_t, refresh_expires_t: answer.refresh_expires_t };
}

/** The newest 6-digit code mailed to `email` (the dev outbox, embedded mode). */
export async function readCheckCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mail.json?to=${encodeURIComponent(email)}`);
        if (!response.ok()) return undefined;
        const mails = (await response.json()) as { to: string; subject: string }[];
        code = mails.find((mail) => mail.to === email)?.subject.match(/\d{6}/)?.[0];
        return code;
      },
      { message: `a code mailed to ${email}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** `POST /api/admin/bridge_hash` as a partner app's back end would call it. */
export async function mintBridgeHash(request: APIRequestContext, email = DEMO_MEMBER.email): Promise<string> {
  const response = await request.post('/api/admin/bridge_hash', {
    headers: { 'x-operator-key': OPERATOR_API_KEY },
    data: { email, app_from: 'e2e' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { hash_key: string }).hash_key;
}

// One API sign-in of each kind per run: login and the guest check are rate-limited per address.
let memberRecord: Promise<TokenRecord> | null = null;
let guestRecord: Promise<TokenRecord> | null = null;

function apiMemberRecord(request: APIRequestContext): Promise<TokenRecord> {
  memberRecord ??= (async () => {
    const response = await request.post('/api/auth/login', { data: DEMO_MEMBER });
    expect(response.status(), await response.text()).toBe(200);
    return recordOf(await response.json());
  })();
  return memberRecord;
}

function apiGuestRecord(request: APIRequestContext): Promise<TokenRecord> {
  guestRecord ??= (async () => {
    const email = uniqueEmail('guest-session');
    const sent = await request.post('/api/guest/email/check/send', { data: { email } });
    expect(sent.status(), await sent.text()).toBe(200);
    const { check_id } = (await sent.json()) as { check_id: string };
    const check_code = await readCheckCode(request, email);
    const confirmed = await request.post('/api/guest/email/check/confirm', {
      data: { check_id, check_code },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    return recordOf(await confirmed.json());
  })();
  return guestRecord;
}

/**
 * Opens `path` signed in as its area needs (spec §6): a guest under /guest, the demo member
 * elsewhere. The token record is put in local storage from a public page first, as the app
 * itself would have stored it.
 */
export async function gotoSignedIn(page: Page, target: string): Promise<void> {
  const guest = target === '/guest' || target.startsWith('/guest/');
  const record = guest ? await apiGuestRecord(page.request) : await apiMemberRecord(page.request);
  await page.goto('/Imprint');
  await removeStored(page, 'localStorage', guest ? 'jwt' : 'guestJwt');
  await setStored(page, 'localStorage', guest ? 'guestJwt' : 'jwt', JSON.stringify(record));
  await page.goto(target);
}

export function readStored(page: Page, area: StorageArea, key: string): Promise<string | null> {
  return page.evaluate(
    ({ area, key }) => (globalThis as unknown as Record<StorageArea, WebStorage>)[area].getItem(key),
    { area, key },
  );
}

export async function setStored(page: Page, area: StorageArea, key: string, value: string): Promise<void> {
  await page.evaluate(
    ({ area, key, value }) =>
      (globalThis as unknown as Record<StorageArea, WebStorage>)[area].setItem(key, value),
    { area, key, value },
  );
}

export async function removeStored(page: Page, area: StorageArea, key: string): Promise<void> {
  await page.evaluate(
    ({ area, key }) => (globalThis as unknown as Record<StorageArea, WebStorage>)[area].removeItem(key),
    { area, key },
  );
}

export async function clearStored(page: Page, area: StorageArea): Promise<void> {
  await page.evaluate(
    (area) => (globalThis as unknown as Record<StorageArea, WebStorage>)[area].clear(),
    area,
  );
}

export async function storedToken(page: Page, key: 'jwt' | 'guestJwt'): Promise<TokenRecord | null> {
  const raw = await readStored(page, 'localStorage', key);
  return raw ? (JSON.parse(raw) as TokenRecord) : null;
}
