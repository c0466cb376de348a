import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOperator } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { events } from '../../db/schema/index';
import { startOperatorSession } from '../operators/operators.service';

let t: TestApp;
let fixture: Awaited<ReturnType<typeof createEvent>>;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createEvent(t.deps.db, { code1: 'NAMES', code2: '22222', name: '運動会' });
  await t.deps.db
    .update(events)
    .set({ nameLang: { ja: '運動会', hant: '運動會', vi: 'Hội thao', 'en-US': 'Sports day' } })
    .where(eq(events.id, fixture.event.id));
  const op = await createOperator(t.deps.db, {
    email: 'owner@names.jp',
    memberships: [{ organizationId: fixture.organization.id, role: 'owner' }],
  });
  owner = (await startOperatorSession(t.deps, op.id)).token;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PATCH', url: string, body?: object, lang = 'en-US') =>
  t.app.inject({
    method,
    url,
    payload: body,
    headers: { 'x-language': lang, authorization: `Bearer ${owner}` },
  });

describe('an event name through studio changes (issue 29)', () => {
  it('keeps its English name when another field changes', async () => {
    const res = await call('PATCH', `/api/studio/events/${fixture.event.id}`, {
      downloads_until_t: Math.floor(Date.now() / 1000) + 90 * 86_400,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.deps.db.select().from(events).where(eq(events.id, fixture.event.id));
    expect(row!.nameLang?.['en-US']).toBe('Sports day');
    expect(row!.nameLang?.ja).toBe('運動会');
    // The event page names it per language as the lists do (its heading once showed the default name in English).
    expect(res.json().event.display_names).toEqual({
      ja: '運動会',
      hant: '運動會',
      vi: 'Hội thao',
      'en-US': 'Sports day',
    });
  });

  it('keeps it when the default name changes too', async () => {
    await call('PATCH', `/api/studio/events/${fixture.event.id}`, { name: '秋の運動会' });
    const [row] = await t.deps.db.select().from(events).where(eq(events.id, fixture.event.id));
    expect(row!.name).toBe('秋の運動会');
    expect(row!.nameLang?.['en-US']).toBe('Sports day');
  });

  it('lists the event under the operator language name, the default name when that is empty', async () => {
    const list = (lang: string) =>
      call('GET', `/api/studio/organizations/${fixture.organization.id}/events`, undefined, lang);
    expect((await list('vi')).json().events[0].name).toBe('Hội thao');
    expect((await list('en-US')).json().events[0].name).toBe('Sports day');
  });
});
