import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { imageItems, memberOrganizations, prices } from '../../db/schema/index';

let t: TestApp;
let eventId: number;
let categoryId: number;
let subCategoryId: number;
let orgMember: string;
let outsider: string;
let guest: string;
const mediaKey = randomUUID();

beforeAll(async () => {
  t = await createTestApp();
  const fx = await createEvent(t.deps.db, { code1: 'CATLG', code2: '22222', name: '運動会' });
  eventId = fx.event.id;
  categoryId = fx.category.id;
  subCategoryId = fx.subCategory.id;
  await createEvent(t.deps.db, { code1: 'OTHER', code2: '22222' });
  const member = await createMember(t.deps.db, { email: 'org@example.jp' });
  await t.deps.db
    .insert(memberOrganizations)
    .values({ memberId: member.id, organizationId: fx.organization.id });
  const stranger = await createMember(t.deps.db, { email: 'stranger@example.jp' });
  orgMember = await t.tokenFor('member', String(member.id));
  outsider = await t.tokenFor('member', String(stranger.id));
  guest = await t.tokenFor('guest', '77');
  await t.deps.db.insert(prices).values([
    { eventId, priceTypeId: 2, sizeId: 11, unitPrice: 1200 },
    { eventId, priceTypeId: 1, sizeId: 1, unitPrice: 330 },
  ]);
  // 130 ready photos (and one pending, one failed that buyers must not see).
  await t.deps.db.insert(imageItems).values([
    ...Array.from({ length: 130 }, (_, i) => ({
      eventId,
      categoryId: subCategoryId,
      storageKey: `originals/${eventId}/${i}.jpg`,
      status: 'ready' as const,
      mediaKey: i === 0 ? mediaKey : randomUUID(),
      sortOrder: i,
      width: 1800,
      height: 1200,
      expirationOfInfo: new Date(Date.now() + 86_400_000),
    })),
    {
      eventId,
      categoryId: subCategoryId,
      storageKey: 'originals/p.jpg',
      status: 'pending' as const,
      sortOrder: 200,
    },
    {
      eventId,
      categoryId: subCategoryId,
      storageKey: 'originals/f.jpg',
      status: 'failed' as const,
      sortOrder: 201,
    },
  ]);
  await t.deps.storage.put(`media/${mediaKey}/thumb.webp`, Buffer.from('RIFF-fake-webp'), 'image/webp');
});
afterAll(() => t.close());

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    url,
    headers: { 'x-language': 'ja', ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

describe('spec §7 event info', () => {
  it('gives an organisation member the event, categories with sub-categories, counts and prices', async () => {
    const res = await get(`/api/event/info/${eventId}`, orgMember);
    expect(res.statusCode).toBe(200);
    const { info } = res.json();
    expect(info.event).toMatchObject({ id: eventId, name: '運動会', shipping_type_id: 1 });
    expect(info.categories).toHaveLength(1);
    expect(info.categories[0]).toMatchObject({ id: categoryId, photo_count: 130 });
    expect(info.categories[0].sub_categories[0]).toMatchObject({ id: subCategoryId, photo_count: 130 });
    expect(info.categories[0].sub_categories[0].long_run_sub_info.expired_time_t).toEqual(expect.any(Number));
    expect(info.prices.map((p: { size_id: number }) => p.size_id)).toEqual([1, 11]);
  });

  it('answers 404 to buyers who may not see the event, and to unknown events (spec §8)', async () => {
    expect((await get(`/api/event/info/${eventId}`, outsider)).statusCode).toBe(404);
    expect((await get(`/api/event/info/${eventId}`, guest)).statusCode).toBe(404);
    expect((await get('/api/event/info/999999', orgMember)).statusCode).toBe(404);
    expect((await get('/api/event/info/abc', orgMember)).json().display_code).toBe(
      'VALIDATION-params.event_id',
    );
  });

  it('opens the event to a guest who entered its code', async () => {
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/auth/code/event_code',
      headers: { authorization: `Bearer ${guest}` },
      payload: { event_code1: 'CATLG', event_code2: '22222' },
    });
    expect(opened.statusCode).toBe(200);
    expect((await get(`/api/event/info/${eventId}`, guest)).statusCode).toBe(200);
  });
});

describe('spec §7 organisation lists', () => {
  it('lists the member organisation events, alone and grouped by organisation', async () => {
    const list = (await get('/api/event/list_by_organization', orgMember)).json();
    expect(list.events.map((e: { id: number }) => e.id)).toEqual([eventId]);
    const grouped = (await get('/api/event/list/organization', orgMember)).json();
    expect(grouped.organizations[0].events[0].id).toBe(eventId);
    expect((await get('/api/event/list_by_organization', outsider)).json().events).toEqual([]);
    expect((await get('/api/event/list_by_organization', guest)).statusCode).toBe(403);
  });
});

describe('spec §3/§7 photo list by category', () => {
  it('pages through ready photos with next_index until the end', async () => {
    const first = (await get(`/api/event/photo_list/category/${subCategoryId}`, orgMember)).json();
    expect(first).toMatchObject({ next_page: true, next_index: 60, total: 130 });
    expect(first.data).toHaveLength(60);
    expect(first.data[0].image_item).toMatchObject({
      category_id: subCategoryId,
      thumb_url: `/media/${mediaKey}/thumb.webp`,
      expiration_of_info_t: expect.any(Number),
    });
    const second = (await get(`/api/event/photo_list/category/${subCategoryId}/60`, orgMember)).json();
    expect(second).toMatchObject({ next_page: true, next_index: 120 });
    const last = (await get(`/api/event/photo_list/category/${subCategoryId}/120`, orgMember)).json();
    expect(last).toMatchObject({ next_page: false, next_index: null });
    expect(last.data).toHaveLength(10);
    const beyond = (await get(`/api/event/photo_list/category/${subCategoryId}/500`, orgMember)).json();
    expect(beyond).toMatchObject({ next_page: false, next_index: null, data: [] });
    const ids = [...first.data, ...second.data, ...last.data].map(
      (d: { image_item: { id: number } }) => d.image_item.id,
    );
    expect(new Set(ids).size).toBe(130);
  });

  it('keeps the first page to members and later pages to buyers who may see the event', async () => {
    expect((await get(`/api/event/photo_list/category/${subCategoryId}`, guest)).statusCode).toBe(403);
    expect((await get(`/api/event/photo_list/category/${subCategoryId}/0`, outsider)).statusCode).toBe(404);
    expect((await get(`/api/event/photo_list/category/${subCategoryId}/0`)).statusCode).toBe(401);
    expect((await get('/api/event/photo_list/category/999999/0', orgMember)).statusCode).toBe(404);
    expect((await get(`/api/event/photo_list/category/${subCategoryId}/-1`, orgMember)).statusCode).toBe(400);
  });
});

describe('photo detail', () => {
  it('gives one photo with its neighbours in category order', async () => {
    const page = (await get(`/api/event/photo_list/category/${subCategoryId}/60`, orgMember)).json();
    const item = page.data[1].image_item;
    const res = await get(`/api/event/photo/${item.id}`, orgMember);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      index: 61,
      total: 130,
      prev_item_id: page.data[0].image_item.id,
      next_item_id: page.data[2].image_item.id,
      image_item: { id: item.id, preview_url: item.preview_url },
    });
  });

  it('hides photos of events the buyer may not see, and photos not ready', async () => {
    const page = (await get(`/api/event/photo_list/category/${subCategoryId}/0`, orgMember)).json();
    expect((await get(`/api/event/photo/${page.data[0].image_item.id}`, outsider)).statusCode).toBe(404);
    expect((await get('/api/event/photo/999999', orgMember)).statusCode).toBe(404);
  });
});

describe('public derivatives', () => {
  it('serves them with immutable caching and answers a revalidation with 304', async () => {
    const res = await get(`/media/${mediaKey}/thumb.webp`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await get(`/media/${mediaKey}/thumb.webp`, undefined, {
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('never serves originals or unknown files', async () => {
    expect((await get(`/media/${mediaKey}/original.jpg`)).statusCode).toBe(400);
    expect((await get(`/media/${randomUUID()}/thumb.webp`)).statusCode).toBe(404);
    expect((await get('/media/../originals/x/thumb.webp')).statusCode).toBe(404);
  });
});
