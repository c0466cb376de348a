import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { namespaceTexts } from './shop-helpers';

/** The demo installation's studio owner (demo seed). */
export const STUDIO_OWNER = { email: 'owner@omoide.test', password: 'omoide-studio' };

const s = namespaceTexts('ja', 'studio');

/**
 * The demo owner at a desk (a browser of their own, 1280 wide, in Japanese), signed in to the
 * studio: the first steps of every studio journey.
 */
export async function signInStudioOwner(
  browser: Browser,
  baseURL: string | undefined,
  viewport = { width: 1280, height: 900 },
  /** The desk computer's own time zone (the browser's), when a journey needs one. */
  timezoneId?: string,
): Promise<{ desk: BrowserContext; studio: Page }> {
  const desk = await browser.newContext({ baseURL, viewport, timezoneId });
  await desk.addCookies([{ name: 'omoide_locale', value: 'ja', url: baseURL! }]);
  const studio = await desk.newPage();
  await studio.goto('/studio');
  await studio.getByLabel(s('field.email')).fill(STUDIO_OWNER.email);
  await studio.getByLabel(s('field.password'), { exact: true }).fill(STUDIO_OWNER.password);
  await studio.getByRole('button', { name: s('signIn.submit') }).click();
  await expect(studio.getByRole('navigation', { name: s('nav.label') })).toBeVisible();
  return { desk, studio };
}

/** The studio's API as the signed-in owner: the desk's request context with their token. */
export async function studioApi(desk: BrowserContext, studio: Page) {
  const token: string = await studio.evaluate(`JSON.parse(localStorage.getItem('studioJwt') ?? '{}').token`);
  const headers = { authorization: `Bearer ${token}`, 'x-language': 'ja' };
  return {
    headers,
    /** The first organisation the owner belongs to (the demo's). */
    async firstOrganizationId(): Promise<number> {
      const me = await (await desk.request.get('/api/studio/me', { headers })).json();
      return me.memberships[0].organization_id as number;
    },
    /** A new organisation, for a journey whose changes must not reach the demo's photos. */
    async createOrganization(name: string): Promise<number> {
      const answer = await desk.request.post('/api/studio/organizations', { headers, data: { name } });
      expect(answer.status(), await answer.text()).toBe(201);
      return (await answer.json()).organization.id as number;
    },
    /** A new event on 2026-10-10, open to buyers from an hour ago for `days`. */
    async createEvent(organizationId: number, name: string, days: number): Promise<number> {
      const now = Math.floor(Date.now() / 1000);
      const answer = await desk.request.post(`/api/studio/organizations/${organizationId}/events`, {
        headers,
        data: {
          name,
          event_date: '2026-10-10',
          published_from_t: now - 3600,
          published_until_t: now + days * 86_400,
        },
      });
      expect(answer.status(), await answer.text()).toBe(201);
      return (await answer.json()).event.id as number;
    },
    /** The id of the owner's event with this first code (the demo's: SPORT, GRADU, …). */
    async eventIdByCode(organizationId: number, code1: string): Promise<number> {
      const answer = await desk.request.get(`/api/studio/organizations/${organizationId}/events`, {
        headers,
      });
      const { events } = (await answer.json()) as { events: { id: number; event_code1: string }[] };
      return events.find((event) => event.event_code1 === code1)!.id;
    },
    /** The demo seed's paid order (sports day: downloads, an L print, the movie). */
    async seedOrder(organizationId: number) {
      const answer = await desk.request.get(`/api/studio/organizations/${organizationId}/orders`, {
        headers,
      });
      const { orders } = (await answer.json()) as {
        orders: { order_id: number; order_code: string; payment_type: string; created_t: number }[];
      };
      return orders.find((order) => order.payment_type === 'seed')!;
    },
    /** Replaces an event's price table (`confirm` when it has paid orders). */
    async setPrices(eventId: number, prices: { size_id: number; unit_price: number }[], confirm = false) {
      const answer = await desk.request.put(`/api/studio/events/${eventId}/prices`, {
        headers,
        data: { prices, confirm },
      });
      expect(answer.status(), await answer.text()).toBe(200);
      return (await answer.json()).prices as { size_id: number; unit_price: number }[];
    },
    /** One photo sent as the studio's resumable upload does (one chunk). */
    async uploadPhoto(eventId: number, categoryId: number, name: string, body: Buffer): Promise<void> {
      const upload = await desk.request.post('/api/admin/uploads', {
        headers,
        data: { category_id: categoryId, event_id: eventId, file_name: name, size: body.length },
      });
      expect(upload.status(), await upload.text()).toBe(201);
      const patched = await desk.request.patch(`/api/admin/uploads/${(await upload.json()).upload_id}`, {
        headers: { ...headers, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
        data: body,
      });
      expect(patched.status(), await patched.text()).toBe(200);
    },
    /** Waits until `count` photos of the event are processed (ready). */
    async waitForReadyPhotos(eventId: number, count: number): Promise<void> {
      await expect
        .poll(
          async () => {
            const answer = await desk.request.get(`/api/studio/events/${eventId}/photos`, { headers });
            const { items } = (await answer.json()) as { items: { status: string }[] };
            return items.filter((p) => p.status === 'ready').length;
          },
          { timeout: 90_000, intervals: [1000] },
        )
        .toBe(count);
    },
    /** Sets an event's programme (tab-separated lines); answers its tray's category id. */
    async setProgramme(eventId: number, text: string): Promise<number> {
      const answer = await desk.request.put(`/api/studio/events/${eventId}/programme`, {
        headers,
        data: { text },
      });
      expect(answer.status(), await answer.text()).toBe(200);
      return (await answer.json()).tray_category_id as number;
    },
  };
}
