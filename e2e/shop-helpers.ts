import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ARTIFACTS, type Locale } from './identity-session';

type Tree = { [key: string]: string | Tree };
const LOCALES_DIR = path.join(import.meta.dirname, '../apps/web/src/locales');

/** `t('item.next')` from locales/<locale>/<namespace>.json, with `{name}` arguments filled in. */
export function namespaceTexts(locale: Locale, namespace: string) {
  const tree = JSON.parse(readFileSync(path.join(LOCALES_DIR, locale, `${namespace}.json`), 'utf8')) as Tree;
  return (key: string, args: Record<string, string | number> = {}) => {
    let node: string | Tree | undefined = tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`no text for ${namespace}:${key}`);
    return node.replace(/\{(\w+)\}/g, (_match, arg: string) => String(args[arg] ?? `{${arg}}`));
  };
}

/** A full-page screenshot into e2e/artifacts, from the top, once transitions have settled. */
export async function shot(page: Page, name: string) {
  await page.evaluate('document.activeElement?.blur(); window.scrollTo(0, 0)');
  await page.waitForTimeout(350);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/**
 * Waits until a demo event's (the sports day's unless given) first category lists processed
 * photos (a fresh server makes them; the Taipei and Hanoi events come after the sports day).
 */
export async function waitForDemoPhotos(request: APIRequestContext, token: string, eventId = 1) {
  const headers = { authorization: `Bearer ${token}` };
  const info = await request.get(`/api/event/info/${eventId}`, { headers });
  expect(info.status(), await info.text()).toBe(200);
  const { categories } = (await info.json()).info as { categories: { sub_categories: { id: number }[] }[] };
  const firstSub = categories[0]?.sub_categories[0]?.id;
  expect(firstSub).toBeDefined();
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/event/photo_list/category/${firstSub}`, { headers });
        return response.ok() ? ((await response.json()) as { total: number }).total : 0;
      },
      { message: 'demo photos processed', timeout: 120_000, intervals: [1000] },
    )
    .toBeGreaterThan(1);
}
