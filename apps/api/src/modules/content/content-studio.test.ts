import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember, createOperator } from '../../../test/fixtures';
import { insertEventPhotos } from '../../../test/paid-orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, faqs, prices } from '../../db/schema/index';
import { loadStandardFaq } from '../../seed/standard-faq';
import { startOperatorSession } from '../operators/operators.service';
import { syncStandardFaq } from './content.service';

/** The installation's content in the studio (issue #15 "Content and support"), through HTTP. */
let t: TestApp;
let orgId: number;
let otherOrgId: number;
let eventId: number;
let photoId: number;
let buyer: string;
const tokens = { owner: '', staff: '', support: '', ownerElsewhere: '' };
type As = keyof typeof tokens;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const all = (text: string) => ({ ja: `${text}-ja`, hant: `${text}-hant`, vi: `${text}-vi`, 'en-US': text });
const call = (method: Method, url: string, body?: object, as: As = 'owner', language = 'en-US') =>
  t.app.inject({
    method,
    url,
    payload: body,
    headers: { 'x-language': language, authorization: `Bearer ${tokens[as]}` },
  });
const asBuyer = (url: string, language: string, method: 'GET' | 'POST' = 'GET', body?: object) =>
  t.app.inject({
    method,
    url,
    payload: body,
    headers: { 'x-language': language, authorization: `Bearer ${buyer}` },
  });
const lastAudit = async (action: string) => {
  const [row] = await t.deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
};
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  t = await createTestApp();
  const fixture = await createEvent(t.deps.db, { code1: 'CONTE', code2: '11111' });
  const elsewhere = await createEvent(t.deps.db, { code1: 'CONTO', code2: '22222' });
  orgId = fixture.organization.id;
  otherOrgId = elsewhere.organization.id;
  eventId = fixture.event.id;
  await t.deps.db.insert(prices).values({ eventId, priceTypeId: 2, sizeId: 2, unitPrice: 200 });
  [photoId] = (await insertEventPhotos(t.deps.db, { eventId, categoryId: fixture.subCategory.id }, 1)) as [
    number,
  ];
  const people: [As, number, 'owner' | 'staff' | 'support'][] = [
    ['owner', orgId, 'owner'],
    ['staff', orgId, 'staff'],
    ['support', orgId, 'support'],
    ['ownerElsewhere', otherOrgId, 'owner'],
  ];
  for (const [as, organizationId, role] of people) {
    const operator = await createOperator(t.deps.db, {
      email: `${as}@content.jp`,
      memberships: [{ organizationId, role }],
    });
    tokens[as] = (await startOperatorSession(t.deps, operator.id)).token;
  }
  const member = await createMember(t.deps.db, { email: 'parent@content.jp', organizationId: orgId });
  buyer = await t.tokenFor('member', String(member.id));
});
afterAll(() => t.close());

describe('news in the studio', () => {
  let newsId: number;
  it('lets owners only in (staff and support are refused)', async () => {
    expect((await call('GET', '/api/studio/news', undefined, 'owner')).statusCode).toBe(200);
    expect((await call('GET', '/api/studio/news', undefined, 'staff')).statusCode).toBe(403);
    expect((await call('GET', '/api/studio/news', undefined, 'support')).statusCode).toBe(403);
  });

  it('creates news with a hostile body sanitised, audited; buyers read it in their language', async () => {
    const hostile = '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(2)">x</a>';
    const res = await call('POST', '/api/studio/news', {
      display_text: all('Sports day photos'),
      body_html: { ...all('<p>Body</p>'), vi: hostile },
      published_t: now() - 60,
    });
    expect(res.statusCode, res.body).toBe(201);
    newsId = res.json().id;
    expect(res.json().body_html.vi).toBe('<p>Hi</p><a rel="noopener noreferrer">x</a>');
    const audit = await lastAudit('content.news_created');
    // Under the one organisation the owner edits from (docs/decisions/030).
    expect(audit).toMatchObject({
      organizationId: orgId,
      actorLabel: 'owner@content.jp',
      entityId: String(newsId),
    });
    expect((audit!.after as { body_html: { vi: string } }).body_html.vi).not.toContain('script');
    const seen = (await asBuyer('/api/info/news', 'vi')).json().news;
    expect(seen[0]).toMatchObject({
      id: newsId,
      display_text: 'Sports day photos-vi',
      body_html: '<p>Hi</p><a rel="noopener noreferrer">x</a>',
    });
  });

  it('edits it with before and after in the audit, and keeps a future one from buyers', async () => {
    const res = await call('PUT', `/api/studio/news/${newsId}`, {
      display_text: all('Renamed'),
      body_html: all('<p>New</p>'),
      published_t: now() + 86_400,
    });
    expect(res.statusCode).toBe(200);
    const audit = await lastAudit('content.news_updated');
    expect(audit!.before).toMatchObject({ display_text: { ja: 'Sports day photos-ja' } });
    expect(audit!.after).toMatchObject({ display_text: { ja: 'Renamed-ja' } });
    expect((await asBuyer('/api/info/news', 'ja')).json().news).toEqual([]);
    expect((await call('GET', '/api/studio/news')).json().news[0].display_text.ja).toBe('Renamed-ja');
  });

  it('refuses bad input with a translated 400 and an absent item with a 404', async () => {
    const bad = await call(
      'POST',
      '/api/studio/news',
      { display_text: { ...all('x'), 'en-US': '' }, body_html: all(''), published_t: 1 },
      'owner',
      'ja',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().display_message).toContain('入力内容に誤りがあります');
    const missing = await call('PUT', '/api/studio/news/999999', {
      display_text: all('x'),
      body_html: all(''),
      published_t: 1,
    });
    expect(missing.statusCode).toBe(404);
    expect((await call('DELETE', '/api/studio/news/999999')).statusCode).toBe(404);
  });

  it('deletes it, audited; the owner of another organisation sees the entries in their audit log', async () => {
    expect((await call('DELETE', `/api/studio/news/${newsId}`)).statusCode).toBe(204);
    expect(await lastAudit('content.news_deleted')).toMatchObject({ entityId: String(newsId) });
    const log = await call(
      'GET',
      `/api/studio/organizations/${otherOrgId}/audit`,
      undefined,
      'ownerElsewhere',
    );
    expect(log.statusCode).toBe(200);
    const actions = log.json().entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['content.news_created', 'content.news_deleted']));
  });

  it('previews a body as a buyer will receive it', async () => {
    const res = await call('POST', '/api/studio/content/preview', {
      body_html: all('<p>ok<img src="https://cdn.example/a.jpg" onerror="alert(1)"><script>x()</script></p>'),
    });
    expect(res.json().body_html.ja).toBe('<p>ok<img src="https://cdn.example/a.jpg" /></p>-ja');
  });
});

describe('FAQ in the studio', () => {
  it('creates, edits, reorders and deletes; buyers see the edits; the sync keeps them', async () => {
    const standard = loadStandardFaq();
    await syncStandardFaq(t.deps.db, standard);
    const before = (await call('GET', '/api/studio/faq')).json();
    const shipped = before.faqs[0];
    expect(shipped.key).toEqual(expect.any(String));

    const category = await call('POST', '/api/studio/faq/categories', {
      name: 'school-notes',
      display_text: all('School notes'),
    });
    expect(category.statusCode).toBe(201);
    const taken = await call('POST', '/api/studio/faq/categories', {
      name: 'school-notes',
      display_text: all('Again'),
    });
    expect(taken.statusCode).toBe(409);
    const entry = await call('POST', '/api/studio/faq/entries', {
      category_id: category.json().id,
      title: all('Where is the hall'),
      body_html: all('<p>Gym<script>x()</script></p>'),
    });
    expect(entry.statusCode).toBe(201);
    expect(entry.json()).toMatchObject({ key: null, body_html: { ja: '<p>Gym</p>-ja' } });

    // An operator's edit of a shipped entry: audited, seen by buyers, kept by the next start.
    const edited = await call('PUT', `/api/studio/faq/entries/${shipped.id}`, {
      category_id: shipped.category_id,
      title: all('Our own wording'),
      body_html: all('<p>Ours</p>'),
    });
    expect(edited.statusCode).toBe(200);
    expect(await lastAudit('content.faq_updated')).toMatchObject({ entityId: String(shipped.id) });
    const shippedCategory = before.categories[0];
    const relabel = await call('PUT', `/api/studio/faq/categories/${shippedCategory.id}`, {
      name: shippedCategory.name,
      display_text: all('Our label'),
    });
    expect(relabel.statusCode).toBe(200);
    const rename = await call('PUT', `/api/studio/faq/categories/${shippedCategory.id}`, {
      name: 'renamed',
      display_text: all('Our label'),
    });
    expect(rename.statusCode).toBe(409);
    const removed = before.faqs[1];
    expect((await call('DELETE', `/api/studio/faq/entries/${removed.id}`)).statusCode).toBe(204);

    const ids = (await call('GET', '/api/studio/faq')).json();
    const categoryIds = ids.categories.map((c: { id: number }) => c.id).reverse();
    const faqIds = ids.faqs.map((f: { id: number }) => f.id).reverse();
    const order = await call('PUT', '/api/studio/faq/order', { category_ids: categoryIds, faq_ids: faqIds });
    expect(order.statusCode).toBe(200);
    const stale = await call('PUT', '/api/studio/faq/order', { category_ids: categoryIds, faq_ids: [] });
    expect(stale.statusCode).toBe(409);

    await syncStandardFaq(t.deps.db, standard);
    const after = (await asBuyer('/api/info/faq', 'hant')).json();
    expect(after.categories.map((c: { id: number }) => c.id)).toEqual(categoryIds);
    expect(after.faqs.find((f: { id: number }) => f.id === shipped.id)).toMatchObject({
      title: 'Our own wording-hant',
      body_html: '<p>Ours</p>-hant',
    });
    expect(await t.deps.db.select().from(faqs).where(eq(faqs.key, removed.key))).toHaveLength(0);
    expect(after.faqs.find((f: { title: string }) => f.title === 'Where is the hall-hant')).toBeDefined();
    expect(after.categories.find((c: { id: number }) => c.id === shippedCategory.id).display_text).toBe(
      'Our label-hant',
    );
  });

  it('refuses to delete a category that holds entries, and 404s an absent one', async () => {
    const faq = (await call('GET', '/api/studio/faq')).json();
    const res = await call(
      'DELETE',
      `/api/studio/faq/categories/${faq.categories[0].id}`,
      undefined,
      'owner',
      'vi',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().display_message).toContain('Danh mục');
    expect((await call('DELETE', '/api/studio/faq/categories/999999')).statusCode).toBe(404);
    const bad = await call('POST', '/api/studio/faq/categories', {
      name: 'Not A Slug',
      display_text: all('x'),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps a deleted shipped category and its deleted entries away after the sync', async () => {
    const faq = (await call('GET', '/api/studio/faq')).json();
    const category = faq.categories.find((c: { name: string }) => c.name !== 'school-notes');
    for (const entry of faq.faqs.filter((f: { category_id: number }) => f.category_id === category.id)) {
      expect((await call('DELETE', `/api/studio/faq/entries/${entry.id}`)).statusCode).toBe(204);
    }
    expect((await call('DELETE', `/api/studio/faq/categories/${category.id}`)).statusCode).toBe(204);
    expect(await lastAudit('content.faq_category_deleted')).toMatchObject({ entityId: String(category.id) });
    await syncStandardFaq(t.deps.db, loadStandardFaq());
    const after = (await call('GET', '/api/studio/faq')).json();
    expect(after.categories.map((c: { name: string }) => c.name)).not.toContain(category.name);
  });
});

describe('legal details and constants', () => {
  it('fills the legal pages from the settings, in the buyer language, audited', async () => {
    expect((await t.app.inject({ url: '/api/info/legal' })).json().seller).toBe('');
    const settings = (await call('GET', '/api/studio/legal')).json();
    const next = {
      ...settings,
      seller: { ...all('Omoide Photo Co.'), ja: '株式会社おもいで写真' },
      address: all('1-2-3 Shibuya'),
      phone: '03-1234-5678',
      email: 'support@omoide.example',
    };
    const res = await call('PUT', '/api/studio/legal', next);
    expect(res.statusCode, res.body).toBe(200);
    expect(await lastAudit('content.legal_updated')).toMatchObject({ organizationId: orgId });
    const ja = (await t.app.inject({ url: '/api/info/legal', headers: { 'x-language': 'ja' } })).json();
    expect(ja).toMatchObject({
      seller: '株式会社おもいで写真',
      phone: '03-1234-5678',
      email: 'support@omoide.example',
    });
    const bad = await call('PUT', '/api/studio/legal', { ...next, email: 'not-mail' });
    expect(bad.statusCode).toBe(400);
  });

  it('changes the shipping fee buyers are charged in the cart, audited', async () => {
    const current = (await call('GET', '/api/studio/constants')).json();
    expect(current.shipping_fee.print_standard_in_tax).toBe(300);
    const res = await call('PUT', '/api/studio/constants', {
      ...current,
      shipping_fee: { print_standard_in_tax: 450, print_large_in_tax: 800 },
    });
    expect(res.statusCode).toBe(200);
    expect((await lastAudit('content.constants_updated'))!.before).toMatchObject({
      shipping_fee: { print_standard_in_tax: 300 },
    });
    const cart = await asBuyer('/api/cart', 'ja', 'POST', {
      event_id: eventId,
      image_info_id: photoId,
      sizes: [{ size_id: 2, quantity: 1 }],
    });
    expect(cart.statusCode, cart.body).toBe(200);
    expect(cart.json().cart[0].totals.shipping_fee_in_tax).toBe(450);
    const negative = await call('PUT', '/api/studio/constants', {
      ...current,
      shipping_fee: { print_standard_in_tax: -1, print_large_in_tax: 0 },
    });
    expect(negative.statusCode).toBe(400);
    expect(
      await t.deps.db.select().from(auditLog).where(like(auditLog.action, 'content.constants%')),
    ).toHaveLength(1);
  });
});
