import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember, createOperator, createOperatorApiKey } from '../../../test/fixtures';
import { insertEventPhotos, insertOrder } from '../../../test/paid-orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, categories, orderLines, prices } from '../../db/schema/index';
import { startOperatorSession } from '../operators/operators.service';

/** Categories, purchase periods and prices in the studio (issue #15 "Catalogue"), through the HTTP API. */
let t: TestApp;
let eventId: number;
let topId: number;
let subId: number;
let orgId: number;
let photos: number[];
const tokens: Record<'owner' | 'staff' | 'support' | 'elsewhere', string> = {
  owner: '',
  staff: '',
  support: '',
  elsewhere: '',
};
let staffKey: string;
let buyerToken: string;
const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (
  method: Method,
  url: string,
  body?: object,
  as: keyof typeof tokens = 'staff',
  language = 'en-US',
) =>
  t.app.inject({
    method,
    url,
    payload: body,
    headers: { 'x-language': language, authorization: `Bearer ${tokens[as]}` },
  });
const buyerInfo = async (language = 'en-US') => {
  const res = await t.app.inject({
    url: `/api/event/info/${eventId}`,
    headers: { 'x-language': language, authorization: `Bearer ${buyerToken}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().info;
};
const lastAudit = async (action: string) => {
  const [row] = await t.deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
};
const listingVersion = async (id: number) =>
  (await t.deps.db.select().from(categories).where(eq(categories.id, id)))[0]?.listingVersion;

beforeAll(async () => {
  t = await createTestApp();
  const fixture = await createEvent(t.deps.db, { code1: 'CATEG', code2: '11111', name: 'Sports day' });
  const elsewhere = await createEvent(t.deps.db, { code1: 'ELSEW', code2: '22222' });
  eventId = fixture.event.id;
  orgId = fixture.event.organizationId;
  topId = fixture.category.id;
  subId = fixture.subCategory.id;
  photos = await insertEventPhotos(t.deps.db, { eventId, categoryId: subId }, 2);
  await t.deps.db.insert(prices).values([
    { eventId, priceTypeId: 1, sizeId: 1, unitPrice: 500 },
    { eventId, priceTypeId: 2, sizeId: 2, unitPrice: 300 },
  ]);
  for (const role of ['owner', 'staff', 'support'] as const) {
    const operator = await createOperator(t.deps.db, {
      email: `${role}@categories.jp`,
      memberships: [{ organizationId: orgId, role }],
    });
    tokens[role] = (await startOperatorSession(t.deps, operator.id)).token;
    if (role === 'staff') staffKey = await createOperatorApiKey(t.deps, operator.id);
  }
  const other = await createOperator(t.deps.db, {
    email: 'owner@elsewhere.jp',
    memberships: [{ organizationId: elsewhere.event.organizationId, role: 'owner' }],
  });
  tokens.elsewhere = (await startOperatorSession(t.deps, other.id)).token;
  const member = await createMember(t.deps.db, { email: 'parent@categories.jp', organizationId: orgId });
  buyerToken = await t.tokenFor('member', String(member.id));
});
afterAll(() => t.close());

describe('studio categories (issue #15)', () => {
  it('lists the event’s categories with item counts and the cheapest price, for owners and staff', async () => {
    const res = await call('GET', `/api/studio/events/${eventId}/categories`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.event).toEqual({ id: eventId, name: 'Sports day', currency_type_id: 1 });
    expect(answer.cheapest_price).toBe(300);
    expect(answer.categories[0]).toMatchObject({ id: topId, name: 'Races', parent_id: null });
    expect(answer.categories[0].sub_categories[0]).toMatchObject({ id: subId, photo_count: 2 });
    expect(
      (await call('GET', `/api/studio/events/${eventId}/categories`, undefined, 'owner')).statusCode,
    ).toBe(200);
    const viaKey = await t.app.inject({
      url: `/api/studio/events/${eventId}/categories`,
      headers: { 'x-api-key': staffKey },
    });
    expect(viaKey.statusCode).toBe(200);
  });

  it('refuses support and the owner of another organisation, and says 404 for no such event', async () => {
    expect(
      (await call('GET', `/api/studio/events/${eventId}/categories`, undefined, 'support')).statusCode,
    ).toBe(403);
    const rename = { name: 'X', name_lang: { ja: '', hant: '', vi: '' } };
    expect((await call('PATCH', `/api/studio/categories/${subId}`, rename, 'elsewhere')).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/studio/events/999999/categories')).statusCode).toBe(404);
    expect((await call('PATCH', '/api/studio/categories/999999', rename)).statusCode).toBe(404);
  });

  it('creates a category and a sub-category at the end, audited; bad input is a translated 400', async () => {
    const top = await call('POST', `/api/studio/events/${eventId}/categories`, { name: 'Dance' });
    expect(top.statusCode, top.body).toBe(201);
    expect(top.json()).toMatchObject({ name: 'Dance', parent_id: null, sort_order: 1, sub_categories: [] });
    const sub = await call('POST', `/api/studio/events/${eventId}/categories`, {
      name: 'Group A',
      name_lang: { ja: 'Aグループ', hant: 'A組', vi: 'Nhóm A' },
      parent_id: top.json().id,
    });
    expect(sub.statusCode, sub.body).toBe(201);
    expect(sub.json()).toMatchObject({ parent_id: top.json().id, name_lang: { ja: 'Aグループ' } });
    const entry = await lastAudit('category.created');
    expect(entry).toMatchObject({ organizationId: orgId, entityId: String(sub.json().id), before: null });
    expect(entry?.after).toMatchObject({ name: 'Group A', parent_id: top.json().id });

    const empty = await call(
      'POST',
      `/api/studio/events/${eventId}/categories`,
      { name: ' ' },
      'staff',
      'ja',
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().display_message).toContain('入力内容に誤りがあります');
    // A sub-category is not a parent: two levels only.
    const deep = await call(
      'POST',
      `/api/studio/events/${eventId}/categories`,
      { name: 'Deep', parent_id: subId },
      'staff',
      'ja',
    );
    expect(deep.statusCode).toBe(400);
    expect(deep.json().display_message).toContain('サブカテゴリは');
  });

  it('renames per language; buyers see it in their language at once; audited with before and after', async () => {
    const before = await listingVersion(subId);
    const res = await call('PATCH', `/api/studio/categories/${subId}`, {
      name: 'Youngest class',
      name_lang: { ja: '年少組', hant: '小班', vi: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await listingVersion(subId)).toBe((before ?? 0) + 1);
    expect((await buyerInfo('ja')).categories[0].sub_categories[0].name).toBe('年少組');
    expect((await buyerInfo('hant')).categories[0].sub_categories[0].name).toBe('小班');
    // No Vietnamese name: the default one.
    expect((await buyerInfo('vi')).categories[0].sub_categories[0].name).toBe('Youngest class');
    const entry = await lastAudit('category.renamed');
    expect(entry?.before).toMatchObject({ name: 'Youngest' });
    expect(entry?.after).toMatchObject({
      name: 'Youngest class',
      name_lang: { ja: '年少組', hant: '小班', vi: '' },
    });
  });

  it('reorders siblings as buyers then see them; a list that changed meanwhile is a 409', async () => {
    const list = (await call('GET', `/api/studio/events/${eventId}/categories`)).json();
    const ids = list.categories.map((c: { id: number }) => c.id);
    const reversed = [...ids].reverse();
    const res = await call('PUT', `/api/studio/events/${eventId}/category_order`, {
      parent_id: null,
      category_ids: reversed,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().categories.map((c: { id: number }) => c.id)).toEqual(reversed);
    expect((await buyerInfo()).categories.map((c: { id: number }) => c.id)).toEqual(reversed);
    expect((await lastAudit('category.reordered'))?.after).toEqual({
      parent_id: null,
      category_ids: reversed,
    });

    const stale = await call('PUT', `/api/studio/events/${eventId}/category_order`, {
      parent_id: null,
      category_ids: [reversed[0]],
    });
    expect(stale.statusCode).toBe(409);
    await call('PUT', `/api/studio/events/${eventId}/category_order`, { parent_id: null, category_ids: ids });
  });
});

describe('purchase periods (spec §3 long_run_sub_info, §9)', () => {
  const period = (extra: object = {}) => ({
    expired_time_t: now() + 10 * DAY,
    expired_append_cost_in_tax: 200,
    discount_end_time_t: now() + 3 * DAY,
    discount_cost_in_tax: 100,
    ...extra,
  });

  it('refuses terms that cannot work, with a translated message', async () => {
    const cases: [object, string][] = [
      [{ discount_end_time_t: now() + 20 * DAY }, '割引終了の日時は、購入期限より前に'],
      [{ discount_cost_in_tax: 301 }, '最も安い価格（300）'],
      [{ expired_time_t: null }, '購入期限の日時も入力'],
      [{ discount_end_time_t: null }, '割引終了の日時も入力'],
    ];
    for (const [change, text] of cases) {
      const res = await call('PUT', `/api/studio/categories/${subId}/period`, period(change), 'staff', 'ja');
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().display_message).toContain(text);
    }
    const negative = await call(
      'PUT',
      `/api/studio/categories/${subId}/period`,
      period({ discount_cost_in_tax: -1 }),
    );
    expect(negative.statusCode).toBe(400);
    const onTop = await call('PUT', `/api/studio/categories/${topId}/period`, period());
    expect(onTop.statusCode).toBe(400);
    expect(onTop.json().display_code).toBe('STUDIO-PERIOD-400');
  });

  it('sets a period that buyers’ event info and cart apply per item, audited', async () => {
    const cartAdd = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { authorization: `Bearer ${buyerToken}` },
      payload: { event_id: eventId, image_info_id: photos[0], sizes: [{ size_id: 2, quantity: 2 }] },
    });
    expect(cartAdd.statusCode, cartAdd.body).toBe(200);
    const body = period();
    const version = await listingVersion(subId);
    const res = await call('PUT', `/api/studio/categories/${subId}/period`, body);
    expect(res.statusCode, res.body).toBe(200);
    // Every process holding the category's photo list sees it changed.
    expect(await listingVersion(subId)).toBe((version ?? 0) + 1);
    expect(res.json().long_run_sub_info).toEqual(body);
    const info = await buyerInfo();
    expect(info.categories[0].sub_categories[0].long_run_sub_info).toEqual(body);
    const cart = await t.app.inject({ url: '/api/cart', headers: { authorization: `Bearer ${buyerToken}` } });
    // Per item quantity (spec §9): two prints, twice the discount.
    const line = cart.json().cart[0].image_item_with_prices[0].size_and_price.print_prices[0];
    expect(line).toMatchObject({
      size_id: 2,
      quantity: 2,
      unit_price: 300,
      is_discount_buy: true,
      discount_in_tax: 200,
    });
    const entry = await lastAudit('category.period_changed');
    expect(entry?.after).toEqual(body);
    expect(entry?.before).toMatchObject({ discount_end_time_t: null, discount_cost_in_tax: 0 });
  });
});

describe('price tables', () => {
  it('sets the table (owners; confirmed with paid orders); carts show the new price, orders keep theirs; audited', async () => {
    const order = await insertOrder(t.deps.db, {
      buyer: { kind: 'member', subject: '1' },
      eventId,
      downloads: [photos[1]!],
    });
    const table = {
      prices: [
        { size_id: 2, unit_price: 350 },
        { size_id: 1, unit_price: 600 },
        { size_id: 11, unit_price: 1500 },
      ],
    };
    const put = (body: object, as: 'owner' | 'staff' = 'owner') =>
      call('PUT', `/api/studio/events/${eventId}/prices`, body, as, 'ja');
    // Prices are a money decision: staff read them, owners change them (issue 29).
    expect((await put(table, 'staff')).statusCode).toBe(403);
    expect((await call('GET', `/api/studio/events/${eventId}/prices`)).json().paid_orders).toBe(1);
    const unconfirmed = await put(table);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().display_code).toBe('STUDIO-PRICE-CONFIRM');
    expect(unconfirmed.json().display_message).toContain('支払い済み');
    const res = await put({ ...table, confirm: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().prices).toEqual([
      { price_type_id: 1, size_id: 1, unit_price: 600 },
      { price_type_id: 2, size_id: 2, unit_price: 350 },
      { price_type_id: 2, size_id: 11, unit_price: 1500 },
    ]);
    expect(res.json().largest_discount).toBe(100);
    expect((await buyerInfo()).prices).toEqual(res.json().prices);
    const cart = await t.app.inject({ url: '/api/cart', headers: { authorization: `Bearer ${buyerToken}` } });
    expect(cart.json().cart[0].image_item_with_prices[0].size_and_price.print_prices[0].unit_price).toBe(350);
    const [line] = await t.deps.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line?.unitPrice).toBe(100);
    const entry = await lastAudit('prices.changed');
    expect(entry).toMatchObject({ organizationId: orgId, entityType: 'event', entityId: String(eventId) });
    expect((entry!.before as { prices: unknown[] }).prices).toHaveLength(2);
    expect((entry!.after as { prices: unknown[] }).prices).toHaveLength(3);
  });

  it('refuses unknown sizes, a size twice, and a price below a discount, translated', async () => {
    const put = (list: object[]) =>
      call('PUT', `/api/studio/events/${eventId}/prices`, { prices: list, confirm: true }, 'owner', 'vi');
    const unknown = await put([{ size_id: 4, unit_price: 100 }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().display_message).toContain('mã kích cỡ 4');
    expect(
      (
        await put([
          { size_id: 1, unit_price: 100 },
          { size_id: 1, unit_price: 200 },
        ])
      ).statusCode,
    ).toBe(400);
    const low = await put([{ size_id: 2, unit_price: 50 }]);
    expect(low.statusCode).toBe(400);
    expect(low.json().display_message).toContain('(100)');
    expect((await put([{ size_id: 2, unit_price: 1.5 }])).statusCode).toBe(400);
    // A published event keeps a price table: buyers could not buy what they see (issue 29).
    const empty = await put([]);
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ display_code: 'STUDIO-PRICE-EMPTY' });
    expect(empty.json().display_message).toContain('công khai');
    const rows = await t.deps.db
      .select()
      .from(prices)
      .where(and(eq(prices.eventId, eventId), eq(prices.sizeId, 2)));
    expect(rows[0]?.unitPrice).toBe(350);
  });
});

describe('deleting categories', () => {
  it('refuses a category holding photos (409), and one whose photos were ordered', async () => {
    const holds = await call('DELETE', `/api/studio/categories/${topId}`, undefined, 'staff', 'ja');
    expect(holds.statusCode).toBe(409);
    expect(holds.json().display_code).toBe('STUDIO-CATEGORY-ORDERED');
    const created = await call('POST', `/api/studio/events/${eventId}/categories`, {
      name: 'Spare',
      parent_id: topId,
    });
    await insertEventPhotos(t.deps.db, { eventId, categoryId: created.json().id }, 3, { status: 'pending' });
    const pending = await call(
      'DELETE',
      `/api/studio/categories/${created.json().id}`,
      undefined,
      'staff',
      'ja',
    );
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({ display_code: 'STUDIO-CATEGORY-NOT-EMPTY' });
    expect(pending.json().display_message).toContain('3件');
  });

  it('deletes an empty category with its sub-categories, audited; buyers no longer see it', async () => {
    const top = await call('POST', `/api/studio/events/${eventId}/categories`, { name: 'Empty' });
    const topCategory = top.json().id;
    await call('POST', `/api/studio/events/${eventId}/categories`, {
      name: 'Empty sub',
      parent_id: topCategory,
    });
    expect((await buyerInfo()).categories.some((c: { id: number }) => c.id === topCategory)).toBe(true);
    const res = await call('DELETE', `/api/studio/categories/${topCategory}`, undefined, 'owner');
    expect(res.statusCode, res.body).toBe(204);
    expect((await buyerInfo()).categories.some((c: { id: number }) => c.id === topCategory)).toBe(false);
    const entry = await lastAudit('category.deleted');
    expect(entry).toMatchObject({ entityId: String(topCategory), after: null });
    expect(entry?.before).toMatchObject({ name: 'Empty', sub_categories: [{ name: 'Empty sub' }] });
    expect((await call('DELETE', `/api/studio/categories/${topCategory}`)).statusCode).toBe(404);
  });
});
