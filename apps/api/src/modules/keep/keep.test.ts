import { KEEP_MAX_ITEMS } from '@omoide/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember } from '../../../test/fixtures';
import { insertEventPhotos } from '../../../test/paid-orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buyerEvents, imageItems, keeps, keepTallies } from '../../db/schema/index';

let t: TestApp;
let eventId: number;
let hiddenEventId: number;
let photos: number[];
let endedPhoto: number;
let pendingPhoto: number;
let hiddenPhoto: number;
let member: string;
let otherMember: string;
let guest: string;

const DAY = 86_400_000;

/** Ready photos of a sub-category (the shared fixture), `extra` on every one. */
const addPhotos = (
  event: number,
  category: number,
  count: number,
  extra: Partial<typeof imageItems.$inferInsert> = {},
) => insertEventPhotos(t.deps.db, { eventId: event, categoryId: category }, count, extra);

beforeAll(async () => {
  t = await createTestApp();
  const fx = await createEvent(t.deps.db, { code1: 'KEEPS', code2: '11111' });
  eventId = fx.event.id;
  // An event of another organisation nobody here opened: its photos are "not found".
  const hidden = await createEvent(t.deps.db, { code1: 'KEEPH', code2: '11111' });
  hiddenEventId = hidden.event.id;
  photos = await addPhotos(eventId, fx.subCategory.id, 4);
  endedPhoto = (
    await addPhotos(eventId, fx.subCategory.id, 1, { expirationOfInfo: new Date(Date.now() - DAY) })
  )[0]!;
  pendingPhoto = (await addPhotos(eventId, fx.subCategory.id, 1, { status: 'pending', mediaKey: null }))[0]!;
  hiddenPhoto = (await addPhotos(hiddenEventId, hidden.subCategory.id, 1))[0]!;
  const m1 = await createMember(t.deps.db, { email: 'keep@example.jp', organizationId: fx.organization.id });
  const m2 = await createMember(t.deps.db, { email: 'keep2@example.jp', organizationId: fx.organization.id });
  member = await t.tokenFor('member', String(m1.id));
  otherMember = await t.tokenFor('member', String(m2.id));
  // The guest has the member's subject on purpose: the token kind alone keeps them apart.
  guest = await t.tokenFor('guest', String(m1.id));
  await t.deps.db.insert(buyerEvents).values({ kind: 'guest', subjectId: String(m1.id), eventId });
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string | null,
  payload?: Record<string, unknown>,
  lang = 'ja',
) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { 'x-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
const keep = (token: string | null, imageId: number, event = eventId) =>
  call('POST', '/api/keep', token, { event_id: event, image_info_id: imageId });
const list = (token: string | null, event = eventId) => call('GET', `/api/keep/list/${event}`, token);
const unkeep = (token: string | null, imageId: number, event = eventId) =>
  call('DELETE', `/api/keep/${event}/${imageId}`, token);
const ids = (answer: { items: { image_item: { id: number } }[] }) => answer.items.map((i) => i.image_item.id);

describe('keep: authentication before validation', () => {
  it('refuses every call without a token with 401, whatever the input', async () => {
    expect((await keep(null, photos[0]!)).statusCode).toBe(401);
    expect((await call('POST', '/api/keep', null, { nonsense: true })).statusCode).toBe(401);
    expect((await call('GET', '/api/keep/list/abc', null)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/keep/x/y', null)).statusCode).toBe(401);
  });

  it('answers bad input of a signed-in buyer with a translated 400, never a 500', async () => {
    const res = await call('POST', '/api/keep', member, { event_id: 'one', image_info_id: -1 }, 'vi');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.display_code).toMatch(/event_id|image_info_id/);
    expect(body.display_message).toMatch(/không hợp lệ/);
    expect((await call('GET', '/api/keep/list/abc', member)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/keep/${eventId}/0`, member)).statusCode).toBe(400);
  });
});

describe('POST /api/keep and GET /api/keep/list/{event_id}', () => {
  it('keeps photos once each and lists them newest first', async () => {
    expect((await list(member)).json()).toMatchObject({ event_id: eventId, items: [], kept_count: 0 });
    expect((await keep(member, photos[0]!)).statusCode).toBe(200);
    const second = await keep(member, photos[1]!);
    expect(second.statusCode).toBe(200);
    // A double tap: still one keep.
    const again = (await keep(member, photos[1]!)).json();
    expect(ids(again)).toEqual([photos[1], photos[0]]);
    expect(again).toMatchObject({ kept_count: 2, max_items: KEEP_MAX_ITEMS });
    expect(again.items[0]).toMatchObject({ is_available: true, image_item: { event_id: eventId } });
    expect(again.items[0].kept_t).toBeGreaterThan(0);
    expect(ids((await list(member)).json())).toEqual([photos[1], photos[0]]);
  });

  it('keeps a member and a guest apart, and one member from another', async () => {
    expect(ids((await list(guest)).json())).toEqual([]);
    expect(ids((await list(otherMember)).json())).toEqual([]);
    await keep(guest, photos[2]!);
    expect(ids((await list(guest)).json())).toEqual([photos[2]]);
    expect(ids((await list(member)).json())).toEqual([photos[1], photos[0]]);
    // Letting go as the guest leaves the member's keep of the same photo alone.
    await keep(member, photos[2]!);
    await unkeep(guest, photos[2]!);
    expect(ids((await list(guest)).json())).toEqual([]);
    expect(ids((await list(member)).json())).toContain(photos[2]);
    await unkeep(member, photos[2]!);
  });

  it('lists a kept photo whose sale ended as unavailable rather than dropping it', async () => {
    const res = await keep(otherMember, endedPhoto);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([expect.objectContaining({ is_available: false })]);
    await unkeep(otherMember, endedPhoto);
  });

  it('answers "not found" for a photo not ready, of another event, or of an event not opened', async () => {
    for (const [image, event] of [
      [pendingPhoto, eventId],
      [hiddenPhoto, eventId],
      [999_999, eventId],
    ] as const) {
      const res = await keep(member, image, event);
      expect(res.statusCode).toBe(404);
      expect(res.json().display_code).toBe('KEEP-PHOTO-404');
    }
    expect((await keep(member, hiddenPhoto, hiddenEventId)).statusCode).toBe(404);
    expect((await list(member, hiddenEventId)).statusCode).toBe(404);
  });
});

describe('DELETE /api/keep/{event_id}/{image_info_id}', () => {
  it('lets go of a kept photo; a repeat changes nothing', async () => {
    const res = await unkeep(member, photos[0]!);
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual([photos[1]]);
    expect(ids((await unkeep(member, photos[0]!)).json())).toEqual([photos[1]]);
    expect(res.json().kept_count).toBe(1);
  });
});

describe('keep limit, enforced by the database', () => {
  it(`refuses a keep past ${KEEP_MAX_ITEMS} per buyer with a translated 400`, async () => {
    const subject = 'limit-guest';
    const token = await t.tokenFor('guest', subject);
    await t.deps.db.insert(buyerEvents).values({ kind: 'guest', subjectId: subject, eventId });
    const many = await addPhotos(eventId, (await firstCategory()) ?? 0, KEEP_MAX_ITEMS);
    // Straight into the table, as if kept one by one.
    await t.deps.db.insert(keeps).values(
      many.slice(0, KEEP_MAX_ITEMS - 1).map((imageItemId) => ({
        buyerKind: 'guest' as const,
        buyerSubject: subject,
        eventId,
        imageItemId,
      })),
    );
    expect((await keep(token, many[KEEP_MAX_ITEMS - 1]!)).statusCode).toBe(200);
    const full = await keep(token, photos[3]!, eventId);
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({ display_code: 'KEEP-FULL' });
    expect(full.json().display_message).toContain(String(KEEP_MAX_ITEMS));
    const [tally] = await t.deps.db
      .select()
      .from(keepTallies)
      .where(and(eq(keepTallies.buyerKind, 'guest'), eq(keepTallies.buyerSubject, subject)));
    expect(tally?.kept).toBe(KEEP_MAX_ITEMS);
    // The CHECK itself refuses a count past the limit, whatever code writes it.
    await expect(
      t.deps.db
        .update(keepTallies)
        .set({ kept: KEEP_MAX_ITEMS + 1 })
        .where(and(eq(keepTallies.buyerKind, 'guest'), eq(keepTallies.buyerSubject, subject))),
    ).rejects.toThrow();
    // Letting one go makes room again.
    await unkeep(token, many[0]!);
    expect((await keep(token, photos[3]!)).statusCode).toBe(200);
  });
});

async function firstCategory() {
  const [row] = await t.deps.db
    .select({ categoryId: imageItems.categoryId })
    .from(imageItems)
    .where(eq(imageItems.id, photos[0]!));
  return row?.categoryId;
}
