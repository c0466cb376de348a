import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember, createOperator } from '../../../test/fixtures';
import { insertEventPhotos, insertOrder } from '../../../test/paid-orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, events, photoFaces, prices } from '../../db/schema/index';
import { descriptorToBytes } from '../face-analysis/face-descriptors';
import { eventGallery } from '../faces/gallery/face-gallery';
import { startOperatorSession } from '../operators/operators.service';

let t: TestApp;
let fixture: Awaited<ReturnType<typeof createEvent>>;
let orgId: number;
let owner: string;
let staff: string;
let support: string;
let parentId: number;
let parent: string;

const NOW = Math.floor(Date.now() / 1000);
const NEW_EVENT = {
  name: 'Sports day',
  name_lang: { ja: '運動会', hant: '運動會', vi: '' },
  event_date: '2026-10-10',
  published_from_t: NOW - 3600,
  published_until_t: NOW + 30 * 86_400,
};

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createEvent(t.deps.db, { code1: 'ADMIN', code2: '11111' });
  orgId = fixture.organization.id;
  const session = async (email: string, role: 'owner' | 'staff' | 'support') => {
    const op = await createOperator(t.deps.db, { email, memberships: [{ organizationId: orgId, role }] });
    return (await startOperatorSession(t.deps, op.id)).token;
  };
  owner = await session('owner@catalogue.jp', 'owner');
  staff = await session('staff@catalogue.jp', 'staff');
  support = await session('support@catalogue.jp', 'support');
  const member = await createMember(t.deps.db, { email: 'parent@catalogue.jp', organizationId: orgId });
  parentId = member.id;
  parent = await t.tokenFor('member', String(member.id));
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, body?: object, lang = 'en-US') =>
  t.app.inject({
    method,
    url,
    payload: body,
    headers: { 'x-language': lang, authorization: `Bearer ${token}` },
  });
const asBuyer = (url: string, lang = 'ja', body?: object) =>
  t.app.inject({
    method: body ? 'POST' : 'GET',
    url,
    payload: body,
    headers: { 'x-language': lang, authorization: `Bearer ${parent}` },
  });
const auditOf = (eventId: number, action: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'event'),
        eq(auditLog.entityId, String(eventId)),
        eq(auditLog.action, action),
      ),
    )
    .orderBy(desc(auditLog.id));

async function newEvent(body: object = NEW_EVENT) {
  const res = await call(staff, 'POST', `/api/studio/organizations/${orgId}/events`, body);
  expect(res.statusCode).toBe(201);
  return res.json().event;
}
const addPrice = (eventId: number) =>
  t.deps.db.insert(prices).values({ eventId, priceTypeId: 1, sizeId: 1, unitPrice: 330 });

describe('studio events: create, list, edit', () => {
  it('creates a draft with a fresh unambiguous code, audited, and lists it', async () => {
    const event = await newEvent();
    expect(event).toMatchObject({ name: 'Sports day', state: 'draft', published_at_t: null, photo_count: 0 });
    expect(event.event_code1).toMatch(/^[A-HJ-NP-Z2-9]{5}$/);
    expect(event.event_code2).toMatch(/^[A-HJ-NP-Z2-9]{5}$/);
    const [entry] = await auditOf(event.id, 'event.created');
    expect(entry).toMatchObject({ organizationId: orgId, actorLabel: 'staff@catalogue.jp', before: null });
    expect(entry!.after).toMatchObject({ name: 'Sports day', name_lang: { ja: '運動会' } });
    const list = (await call(owner, 'GET', `/api/studio/organizations/${orgId}/events`)).json();
    expect(list.events.find((e: { id: number }) => e.id === event.id)).toMatchObject({ state: 'draft' });
  });

  it('edits fields with before and after in the audit log; a window out of order is a translated 400', async () => {
    const event = await newEvent();
    const res = await call(staff, 'PATCH', `/api/studio/events/${event.id}`, {
      name_lang: { ja: '秋の運動会', hant: '', vi: 'Ngày hội thể thao' },
      shipping_type_id: 2,
      face_search_enabled: false,
      downloads_until_t: NOW + 90 * 86_400,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().event).toMatchObject({ shipping_type_id: 2, face_search_enabled: false });
    const [entry] = await auditOf(event.id, 'event.updated');
    expect(entry!.before).toMatchObject({ shipping_type_id: 1, name_lang: { ja: '運動会' } });
    expect(entry!.after).toMatchObject({ shipping_type_id: 2, name_lang: { ja: '秋の運動会' } });
    const late = await call(
      staff,
      'PATCH',
      `/api/studio/events/${event.id}`,
      { published_from_t: NOW + 60 * 86_400 },
      'ja',
    );
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      display_code: 'STUDIO-EVENT-WINDOW',
      display_message: expect.stringContaining('公開'),
    });
  });

  it('refuses bad input with a 400 and unknown events with a 404', async () => {
    const bad = await call(staff, 'POST', `/api/studio/organizations/${orgId}/events`, {
      ...NEW_EVENT,
      currency_type_id: 9,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().display_code).toBe('VALIDATION-body.currency_type_id');
    const noName = await call(staff, 'POST', `/api/studio/organizations/${orgId}/events`, {
      ...NEW_EVENT,
      name: ' ',
    });
    expect(noName.statusCode).toBe(400);
    const swapped = await call(staff, 'POST', `/api/studio/organizations/${orgId}/events`, {
      ...NEW_EVENT,
      published_from_t: NEW_EVENT.published_until_t,
    });
    expect(swapped.statusCode).toBe(400);
    const badDay = await call(staff, 'POST', `/api/studio/organizations/${orgId}/events`, {
      ...NEW_EVENT,
      event_date: '2026-02-30',
    });
    expect(badDay.json().display_code).toBe('VALIDATION-body.event_date');
    const noDay = await call(staff, 'PATCH', `/api/studio/events/${fixture.event.id}`, {
      event_date: '2026-13-45',
    });
    expect(noDay.statusCode).toBe(400);
    expect((await call(staff, 'GET', '/api/studio/events/999999')).statusCode).toBe(404);
  });

  it('refuses to change the currency once orders exist (409), allows it before', async () => {
    const event = await newEvent();
    expect(
      (await call(staff, 'PATCH', `/api/studio/events/${event.id}`, { currency_type_id: 3 })).statusCode,
    ).toBe(200);
    await insertOrder(t.deps.db, { buyer: { kind: 'member', subject: String(parentId) }, eventId: event.id });
    const refused = await call(
      staff,
      'PATCH',
      `/api/studio/events/${event.id}`,
      { currency_type_id: 1 },
      'vi',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().display_code).toBe('STUDIO-EVENT-CURRENCY');
    expect((await call(staff, 'GET', `/api/studio/events/${event.id}`)).json().event).toMatchObject({
      currency_type_id: 3,
      has_orders: true,
    });
  });

  it('keeps support and other organisations out', async () => {
    const event = await newEvent();
    expect((await call(support, 'GET', `/api/studio/events/${event.id}`)).statusCode).toBe(403);
    expect(
      (await call(support, 'POST', `/api/studio/organizations/${orgId}/events`, NEW_EVENT)).statusCode,
    ).toBe(403);
    const other = await createEvent(t.deps.db, { code1: 'ELSEW', code2: '11111' });
    expect((await call(staff, 'GET', `/api/studio/events/${other.event.id}`)).statusCode).toBe(403);
    expect((await call(staff, 'POST', `/api/studio/events/${other.event.id}/unpublish`)).statusCode).toBe(
      403,
    );
  });
});

describe('studio events: publication and what buyers see', () => {
  it('keeps a draft from buyers; publishing needs prices; unpublishing hides it again at once', async () => {
    const event = await newEvent();
    const code = { event_code1: event.event_code1.toLowerCase(), event_code2: event.event_code2 };
    const hidden = async () => {
      expect((await asBuyer(`/api/event/info/${event.id}`)).statusCode).toBe(404);
      const list = (await asBuyer('/api/event/list_by_organization')).json().events;
      expect(list.map((e: { id: number }) => e.id)).not.toContain(event.id);
      expect((await asBuyer('/api/auth/code/event_code', 'ja', code)).statusCode).toBe(404);
    };
    await hidden();
    const noPrices = await call(staff, 'POST', `/api/studio/events/${event.id}/publish`, undefined, 'hant');
    expect(noPrices.statusCode).toBe(409);
    expect(noPrices.json()).toMatchObject({
      display_code: 'STUDIO-EVENT-NO-PRICES',
      display_message: expect.stringContaining('價格'),
    });
    await addPrice(event.id);
    await call(staff, 'PATCH', `/api/studio/events/${event.id}`, {
      face_consent_text: { ja: '顔検索に同意します', hant: '', vi: '', 'en-US': '' },
    });
    const published = await call(staff, 'POST', `/api/studio/events/${event.id}/publish`);
    expect(published.json().event.state).toBe('open');
    expect((await auditOf(event.id, 'event.published'))[0]!.after).toMatchObject({
      published_at_t: expect.any(Number),
    });
    // Buyers see it in their language, never another language's name.
    const info = await asBuyer(`/api/event/info/${event.id}`);
    expect(info.statusCode).toBe(200);
    expect(info.json().info.event.name).toBe('運動会');
    expect(info.json().info.event).toMatchObject({
      face_search_enabled: true,
      face_consent_text: '顔検索に同意します',
    });
    const inVietnamese = (await asBuyer(`/api/event/info/${event.id}`, 'vi')).json().info.event;
    expect(inVietnamese).toMatchObject({ name: 'Sports day', face_consent_text: null });
    const opened = await asBuyer('/api/auth/code/event_code', 'hant', code);
    expect(opened.json().event.name).toBe('運動會');
    expect(
      (await asBuyer('/api/event/list_by_organization')).json().events.map((e: { id: number }) => e.id),
    ).toContain(event.id);
    const unpublished = await call(owner, 'POST', `/api/studio/events/${event.id}/unpublish`);
    expect(unpublished.json().event.state).toBe('draft');
    expect(await auditOf(event.id, 'event.unpublished')).toHaveLength(1);
    await hidden();
  });

  it('regenerates the code: the old one stops opening the event, audited', async () => {
    const event = await newEvent();
    await addPrice(event.id);
    await call(staff, 'POST', `/api/studio/events/${event.id}/publish`);
    const res = await call(staff, 'POST', `/api/studio/events/${event.id}/event_code`);
    const fresh = res.json().event;
    expect(`${fresh.event_code1}${fresh.event_code2}`).not.toBe(`${event.event_code1}${event.event_code2}`);
    const old = { event_code1: event.event_code1, event_code2: event.event_code2 };
    expect((await asBuyer('/api/auth/code/event_code', 'ja', old)).statusCode).toBe(404);
    const now = { event_code1: fresh.event_code1, event_code2: fresh.event_code2 };
    expect((await asBuyer('/api/auth/code/event_code', 'ja', now)).statusCode).toBe(200);
    const [entry] = await auditOf(event.id, 'event.code_regenerated');
    expect(entry!.before).toMatchObject({ event_code: `${event.event_code1}-${event.event_code2}` });
  });

  it('keeps rows written before the studio published (migration default)', async () => {
    const old = await createEvent(t.deps.db, { code1: 'OLDEV', code2: '11111' });
    const [row] = await t.deps.db.select().from(events).where(eq(events.id, old.event.id));
    expect(row!.publishedAt).not.toBeNull();
  });

  it('turns face search off for buyers: the event then has no faces to match, and on again', async () => {
    const { event, subCategory } = fixture;
    const [photo] = await insertEventPhotos(t.deps.db, { eventId: event.id, categoryId: subCategory.id }, 1);
    await t.deps.db.insert(photoFaces).values({
      imageItemId: photo!,
      eventId: event.id,
      categoryId: subCategory.id,
      boxX: 0.1,
      boxY: 0.1,
      boxWidth: 0.2,
      boxHeight: 0.2,
      score: 0.9,
      faceSize: 120,
      descriptor: descriptorToBytes(new Float32Array(128).fill(0.1)),
    });
    await t.deps.db.update(events).set({ faceIndexVersion: 1 }).where(eq(events.id, event.id));
    expect((await eventGallery(t.deps, event.id)).size).toBe(1);
    await call(staff, 'PATCH', `/api/studio/events/${event.id}`, { face_search_enabled: false });
    expect((await eventGallery(t.deps, event.id)).size).toBe(0);
    await call(staff, 'PATCH', `/api/studio/events/${event.id}`, { face_search_enabled: true });
    expect((await eventGallery(t.deps, event.id)).size).toBe(1);
  });

  it('previews an unpublished event for the operator only, through a one-time preview link', async () => {
    const event = await newEvent();
    const res = await call(staff, 'POST', `/api/studio/events/${event.id}/preview`);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(url.pathname).toBe('/bridge');
    expect(url.searchParams.get('is_preview')).toBe('true');
    expect(url.searchParams.get('next')).toBe(`/events/detail/${event.id}`);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/hash_login',
      payload: { hash_key: url.searchParams.get('hash'), app_from: 'studio', is_preview: true },
    });
    expect(login.statusCode).toBe(200);
    const previewer = login.json().token;
    const seen = await t.app.inject({
      url: `/api/event/info/${event.id}`,
      headers: { authorization: `Bearer ${previewer}` },
    });
    expect(seen.statusCode).toBe(200);
    // A preview sells nothing: its photos cannot go in a cart.
    const [photo] = await insertEventPhotos(
      t.deps.db,
      { eventId: event.id, categoryId: fixture.subCategory.id },
      1,
    );
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { authorization: `Bearer ${previewer}`, 'x-language': 'ja' },
      payload: { event_id: event.id, image_info_id: photo, sizes: [{ size_id: 1, quantity: 1 }] },
    });
    expect(cart.statusCode).toBe(403);
    expect(cart.json()).toMatchObject({
      display_code: 'EVENT-PREVIEW-403',
      display_message: expect.stringContaining('プレビュー'),
    });
    // The parent of the organisation still sees nothing, and the preview member sees no other draft.
    expect((await asBuyer(`/api/event/info/${event.id}`)).statusCode).toBe(404);
    const other = await newEvent();
    expect(
      (
        await t.app.inject({
          url: `/api/event/info/${other.id}`,
          headers: { authorization: `Bearer ${previewer}` },
        })
      ).statusCode,
    ).toBe(404);
    expect(await auditOf(event.id, 'event.previewed')).toHaveLength(1);
  });
});

describe('organisation settings', () => {
  it('lets the owner rename and change the watermark, audited; staff may not', async () => {
    const res = await call(owner, 'PATCH', `/api/studio/organizations/${orgId}`, {
      name: 'Sakura Nursery',
      watermark_text: 'SAKURA',
    });
    expect(res.json().organization).toMatchObject({
      id: orgId,
      name: 'Sakura Nursery',
      watermark_text: 'SAKURA',
      time_zone: 'Asia/Tokyo',
    });
    // Earlier photos of the organisation (if any) are re-rendered: photos/watermark-rerender.test.ts.
    expect(res.json().organization).toHaveProperty('watermark_rerender');
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'organization.updated'))
      .orderBy(desc(auditLog.id));
    expect(entry!.after).toMatchObject({ watermark_text: 'SAKURA' });
    expect((await call(staff, 'PATCH', `/api/studio/organizations/${orgId}`, { name: 'X' })).statusCode).toBe(
      403,
    );
    expect((await call(owner, 'PATCH', `/api/studio/organizations/${orgId}`, {})).statusCode).toBe(400);
  });

  it('lets an owner create an organisation and own it; staff and support may not (no way to an owner role)', async () => {
    for (const other of [staff, support]) {
      expect((await call(other, 'POST', '/api/studio/organizations', { name: 'Mine' })).statusCode).toBe(403);
    }
    const res = await call(owner, 'POST', '/api/studio/organizations', { name: 'Maple Club' });
    expect(res.statusCode).toBe(201);
    const created = res.json().organization;
    expect(created).toMatchObject({ name: 'Maple Club', watermark_text: 'Omoide SAMPLE' });
    const me = (await call(owner, 'GET', '/api/studio/me')).json();
    expect(me.memberships).toContainEqual(
      expect.objectContaining({ organization_id: created.id, role: 'owner' }),
    );
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'organization.created'));
    expect(entry).toMatchObject({ organizationId: created.id, actorLabel: 'owner@catalogue.jp' });
    expect(
      (await call(owner, 'GET', `/api/studio/organizations/${created.id}/events`)).json().events,
    ).toEqual([]);
  });
});
