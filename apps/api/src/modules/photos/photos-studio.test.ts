import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember, createOperator, createOperatorApiKey } from '../../../test/fixtures';
import { corruptJpeg, jpeg } from '../../../test/images';
import { insertEventPhotos, insertOrder } from '../../../test/paid-orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, categories, events, imageItems } from '../../db/schema/index';
import { startOperatorSession } from '../operators/operators.service';
import { DERIVE_QUEUE } from './photos.service';

/** The studio's photo management of an event (issue #15 "Uploads"), through the HTTP API. */
let t: TestApp;
let eventId: number;
let orgId: number;
let subId: number;
let otherSubId: number;
let parentId: number;
let foreignSubId: number;
let staffToken: string;
let supportToken: string;
let staffKey: string;

beforeAll(async () => {
  t = await createTestApp();
  const fx = await createEvent(t.deps.db, { code1: 'PHOTO', code2: '15151', name: 'Sports day' });
  eventId = fx.event.id;
  orgId = fx.event.organizationId;
  subId = fx.subCategory.id;
  parentId = fx.category.id;
  const [other] = await t.deps.db
    .insert(categories)
    .values({ eventId, parentId, name: 'Eldest', sortOrder: 1 })
    .returning();
  otherSubId = other!.id;
  foreignSubId = (await createEvent(t.deps.db, { code1: 'ELSEW', code2: '15152' })).subCategory.id;
  const staff = await createOperator(t.deps.db, {
    email: 'staff@photos.jp',
    memberships: [{ organizationId: orgId, role: 'staff' }],
  });
  const support = await createOperator(t.deps.db, {
    email: 'support@photos.jp',
    memberships: [{ organizationId: orgId, role: 'support' }],
  });
  staffToken = (await startOperatorSession(t.deps, staff.id)).token;
  supportToken = (await startOperatorSession(t.deps, support.id)).token;
  staffKey = await createOperatorApiKey(t.deps, staff.id, 'photo robot');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, body?: object, language = 'en-US', token = staffToken) =>
  t.app.inject({
    method,
    url,
    payload: body,
    headers: { 'x-language': language, authorization: `Bearer ${token}` },
  });
const listing = async (language = 'en-US') => {
  const res = await call('GET', `/api/studio/events/${eventId}/photos`, undefined, language);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    event: { name: string; cover_image_item_id: number | null };
    categories: { category_id: number; name: string; parent_name: string }[];
    items: {
      id: number;
      category_id: number;
      status: string;
      failure_reason: string | null;
      sort_order: number;
    }[];
    max_chunk_bytes: number;
  };
};
const itemOf = async (id: number) => (await listing()).items.find((item) => item.id === id);
const lastAudit = async (entityId: number | string) =>
  (
    await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(entityId)))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

/** One file through the resumable upload API as the studio page sends it: created, then two chunks. */
async function uploadFile(name: string, body: Buffer, categoryId = subId) {
  const created = await call('POST', '/api/admin/uploads', {
    category_id: categoryId,
    event_id: eventId,
    file_name: name,
    size: body.length,
  });
  expect(created.statusCode, created.body).toBe(201);
  const { upload_id } = created.json();
  const half = Math.floor(body.length / 2);
  let last = created;
  for (const [offset, chunk] of [
    [0, body.subarray(0, half)],
    [half, body.subarray(half)],
  ] as const) {
    last = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/uploads/${upload_id}`,
      payload: chunk,
      headers: {
        authorization: `Bearer ${staffToken}`,
        'x-language': 'ja',
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
      },
    });
    if (last.statusCode !== 200) break;
  }
  return last;
}

describe('studio photos: a folder with a corrupt file', () => {
  it('makes the good photos ready and reports the bad ones with their reasons, the batch going on', async () => {
    const good = await Promise.all([jpeg(900, 600), jpeg(600, 900), jpeg(800, 800)]);
    const truncated = (await jpeg(1200, 900)).subarray(0, 4000);
    const damaged = await corruptJpeg(1000, 700);
    const answers = [
      await uploadFile('IMG_0001.JPG', good[0]!),
      await uploadFile('IMG_0002.JPG', truncated),
      await uploadFile('IMG_0003.JPG', good[1]!),
      await uploadFile('IMG_0004.JPG', damaged),
      await uploadFile('IMG_0005.JPG', good[2]!),
    ];
    // The truncated file is refused when its last chunk arrives, in the operator's language.
    expect(answers[1]!.statusCode).toBe(400);
    expect(answers[1]!.json()).toMatchObject({
      display_code: 'PHOTO-TRUNCATED',
      display_message: '画像ファイルが途中で切れています。もう一度アップロードしてください。',
    });
    const ids = answers.filter((a) => a.statusCode === 200).map((a) => a.json().photo_id as number);
    expect(ids).toHaveLength(4);

    // Before processing, every accepted item is pending.
    expect((await itemOf(ids[0]!))?.status).toBe('pending');
    await t.deps.jobs.drain(DERIVE_QUEUE);
    const after = await listing();
    const states = ids.map((id) => after.items.find((item) => item.id === id));
    expect(states.map((s) => s?.status)).toEqual(['ready', 'ready', 'failed', 'ready']);
    expect(states[2]).toMatchObject({
      failure_reason: 'The image file is damaged and could not be processed.',
      thumbnail_url: null,
    });
    expect(states[0]).toMatchObject({ thumbnail_url: expect.stringMatching(/^\/media\/.+\/thumb\.jpg$/) });
    expect(after.event.name).toBe('Sports day');
    expect(after.categories.map((c) => [c.name, c.parent_name])).toEqual([
      ['Youngest', 'Races'],
      ['Eldest', 'Races'],
    ]);
    expect(after.max_chunk_bytes).toBe(8 * 1024 * 1024);
    // The reason in the operator's language.
    const ja = await listing('ja');
    expect(ja.items.find((item) => item.id === ids[2])?.failure_reason).toBe(
      '画像ファイルが壊れているため処理できませんでした。',
    );
  });
});

describe('studio photos: item actions', () => {
  it('processes a failed item again (audited); an item that did not fail is a 409', async () => {
    const { photo_id: id } = (await uploadFile('retry.jpg', await jpeg(700, 500))).json();
    await t.deps.jobs.drain(DERIVE_QUEUE);
    expect((await call('POST', `/api/studio/photos/${id}/retry`)).statusCode).toBe(409);
    // Failed by a crash of the worker, say: the original is fine.
    await t.deps.db
      .update(imageItems)
      .set({ status: 'failed', failureReason: 'photo.corrupt' })
      .where(eq(imageItems.id, id));
    const res = await call('POST', `/api/studio/photos/${id}/retry`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'pending', failure_reason: null });
    await t.deps.jobs.drain(DERIVE_QUEUE);
    expect((await itemOf(id))?.status).toBe('ready');
    expect(await lastAudit(id)).toMatchObject({
      action: 'photo.retried',
      actorLabel: 'staff@photos.jp',
      organizationId: orgId,
      before: expect.objectContaining({ status: 'failed', failure_reason: 'photo.corrupt' }),
      after: expect.objectContaining({ status: 'pending' }),
    });
  });

  it('reorders within a sub-category and moves to another of the same event, telling buyers’ lists', async () => {
    const ids = await insertEventPhotos(t.deps.db, { eventId, categoryId: otherSubId }, 3);
    const version = async (id: number) =>
      (await t.deps.db.select().from(categories).where(eq(categories.id, id)))[0]!.listingVersion;
    const before = await version(otherSubId);
    const res = await call('PATCH', `/api/studio/photos/${ids[2]}`, { sort_order: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: ids[2], sort_order: 0, category_id: otherSubId });
    const order = (await listing()).items.filter((i) => i.category_id === otherSubId).map((i) => i.id);
    expect(order).toEqual([ids[2], ids[0], ids[1]]);
    expect(await version(otherSubId)).toBe(before + 1);
    expect(await lastAudit(ids[2]!)).toMatchObject({
      action: 'photo.reordered',
      before: expect.objectContaining({ sort_order: 2 }),
      after: expect.objectContaining({ sort_order: 0 }),
    });

    const subBefore = await version(subId);
    const moved = await call('PATCH', `/api/studio/photos/${ids[0]}`, { category_id: subId });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().category_id).toBe(subId);
    const now = await listing();
    expect(now.items.filter((i) => i.category_id === otherSubId).map((i) => i.id)).toEqual([ids[2], ids[1]]);
    expect(now.items.filter((i) => i.category_id === subId).at(-1)?.id).toBe(ids[0]);
    expect(await version(subId)).toBe(subBefore + 1);
    expect(await lastAudit(ids[0]!)).toMatchObject({
      action: 'photo.moved',
      before: expect.objectContaining({ category_id: otherSubId }),
      after: expect.objectContaining({ category_id: subId }),
    });
  });

  it('refuses a move out of the event or into a parent category, and bad input, in the operator’s language', async () => {
    const [id] = await insertEventPhotos(t.deps.db, { eventId, categoryId: subId }, 1);
    const foreign = await call('PATCH', `/api/studio/photos/${id}`, { category_id: foreignSubId }, 'ja');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().display_message).toBe('同じイベントのサブカテゴリを選んでください。');
    expect((await call('PATCH', `/api/studio/photos/${id}`, { category_id: parentId })).statusCode).toBe(400);
    for (const body of [{}, { sort_order: -1 }, { sort_order: 'first' }, { category_id: subId, x: 1 }]) {
      const bad = await call('PATCH', `/api/studio/photos/${id}`, body, 'ja');
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().display_message).toBeTruthy();
    }
    expect((await call('PATCH', '/api/studio/photos/abc', { sort_order: 0 })).statusCode).toBe(400);
    expect((await call('PATCH', '/api/studio/photos/99999999', { sort_order: 0 })).statusCode).toBe(404);
  });

  it('sets and clears the event’s cover with a ready photo of the event only', async () => {
    const [id] = await insertEventPhotos(t.deps.db, { eventId, categoryId: subId }, 1);
    const [pending] = await insertEventPhotos(t.deps.db, { eventId, categoryId: subId }, 1, {
      status: 'pending',
    });
    // The first processed photo became the cover by itself (issue 29): start without one.
    await call('POST', `/api/studio/events/${eventId}/cover`, { image_item_id: null });
    const res = await call('POST', `/api/studio/events/${eventId}/cover`, { image_item_id: id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ cover_image_item_id: id });
    expect((await listing()).event.cover_image_item_id).toBe(id);
    expect(await lastAudit(eventId)).toMatchObject({
      action: 'event.cover_changed',
      entityType: 'event',
      before: { cover_image_item_id: null },
      after: { cover_image_item_id: id },
    });
    const notReady = await call('POST', `/api/studio/events/${eventId}/cover`, { image_item_id: pending });
    expect(notReady.statusCode).toBe(400);
    expect(notReady.json().display_code).toBe('STUDIO-COVER-NOT-READY');
    expect((await call('POST', `/api/studio/events/${eventId}/cover`, {})).statusCode).toBe(400);
    const cleared = await call('POST', `/api/studio/events/${eventId}/cover`, { image_item_id: null });
    expect(cleared.json()).toEqual({ cover_image_item_id: null });
    expect(
      (await call('POST', '/api/studio/events/99999999/cover', { image_item_id: null })).statusCode,
    ).toBe(404);
  });

  it('deletes an unordered item with its files and cover, audited; an ordered one is a 409', async () => {
    const { photo_id: id } = (await uploadFile('delete-me.jpg', await jpeg(640, 480))).json();
    await t.deps.jobs.drain(DERIVE_QUEUE);
    const [row] = await t.deps.db.select().from(imageItems).where(eq(imageItems.id, id));
    await call('POST', `/api/studio/events/${eventId}/cover`, { image_item_id: id });
    expect(await t.deps.storage.get(row!.storageKey)).not.toBeNull();

    const res = await call('DELETE', `/api/studio/photos/${id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await t.deps.db.select().from(imageItems).where(eq(imageItems.id, id))).toHaveLength(0);
    expect((await listing()).event.cover_image_item_id).toBeNull();
    expect(await t.deps.storage.get(row!.storageKey)).toBeNull();
    expect(await t.deps.storage.get(`media/${row!.mediaKey}/thumb.jpg`)).toBeNull();
    expect(await lastAudit(id)).toMatchObject({
      action: 'photo.deleted',
      before: expect.objectContaining({ file_name: 'delete-me.jpg', was_cover: true }),
      after: null,
    });
    expect((await call('DELETE', `/api/studio/photos/${id}`)).statusCode).toBe(404);

    const [bought] = await insertEventPhotos(t.deps.db, { eventId, categoryId: subId }, 1);
    const member = await createMember(t.deps.db, { email: 'parent@photos.jp', organizationId: orgId });
    await insertOrder(t.deps.db, {
      buyer: { kind: 'member', subject: String(member.id) },
      eventId,
      downloads: [bought!],
    });
    expect((await itemOf(bought!)) as object).toMatchObject({ ordered: true });
    const refused = await call('DELETE', `/api/studio/photos/${bought}`, undefined, 'ja');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().display_message).toContain('注文されているため削除できません');
    expect(await t.deps.db.select().from(imageItems).where(eq(imageItems.id, bought!))).toHaveLength(1);
  });

  it('admits owners’ and staff’s sessions and keys of the event’s organisation only', async () => {
    const [id] = await insertEventPhotos(t.deps.db, { eventId, categoryId: subId }, 1);
    const support = await call(
      'GET',
      `/api/studio/events/${eventId}/photos`,
      undefined,
      'en-US',
      supportToken,
    );
    expect(support.statusCode).toBe(403);
    const supportDelete = await call('DELETE', `/api/studio/photos/${id}`, undefined, 'en-US', supportToken);
    expect(supportDelete.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/studio/events/${eventId}/photos` })).statusCode,
    ).toBe(401);
    // A key acts as its operator, and its change is logged as theirs.
    const viaKey = await t.app.inject({
      method: 'PATCH',
      url: `/api/studio/photos/${id}`,
      payload: { sort_order: 0 },
      headers: { 'x-api-key': staffKey },
    });
    expect(viaKey.statusCode, viaKey.body).toBe(200);
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'photo.reordered')));
    expect(entry).toMatchObject({ actorLabel: 'staff@photos.jp', actorApiKeyId: expect.any(Number) });
    // Another organisation's event is not theirs.
    const [foreignEvent] = await t.deps.db
      .select({ id: categories.eventId })
      .from(categories)
      .where(eq(categories.id, foreignSubId));
    expect((await call('GET', `/api/studio/events/${foreignEvent!.id}/photos`)).statusCode).toBe(403);
    expect((await call('GET', '/api/studio/events/99999999/photos')).statusCode).toBe(404);
    expect(await t.deps.db.select().from(events).where(eq(events.id, eventId))).toHaveLength(1);
  });
});
