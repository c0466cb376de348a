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
): Promise<{ desk: BrowserContext; studio: Page }> {
  const desk = await browser.newContext({ baseURL, viewport });
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
