import {
  OPERATOR_PERMISSIONS,
  OPERATOR_PUBLIC_ROUTES,
  type OperatorPermission,
  type OperatorRole,
  type OperatorRouteKey,
} from '@omoide/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember, createOperator, createOperatorApiKey } from '../../../test/fixtures';
import { insertEventPhotos, insertOrder } from '../../../test/paid-orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { insertInquiry } from '../inquiries/inquiry.repo';
import { startOperatorSession } from './operators.service';

/**
 * The role matrix (docs/decisions/016), generated from the permission table: every operator
 * route × every kind of caller. Each route only needs an example request below; what each
 * caller should get follows from the table, so the table and the guard cannot drift apart.
 */
const KEY = 'bootstrap-key-for-the-role-matrix-0123';
type Caller =
  | 'none'
  | 'buyer'
  | OperatorRole
  | 'owner_elsewhere'
  | 'owner_api_key'
  | 'staff_api_key'
  | 'bootstrap';
const CALLERS: Caller[] = [
  'none',
  'buyer',
  'owner',
  'staff',
  'support',
  'owner_elsewhere',
  'owner_api_key',
  'staff_api_key',
  'bootstrap',
];

let t: TestApp;
let orgId: number;
let eventId: number;
let categoryId: number;
let topCategoryId: number;
let uploadId: string;
let paidOrderId: number;
let openOrderId: number;
let printOrderId: number;
let orderedPhotoId: number;
let inquiryId: number;
const operatorIds: Partial<Record<OperatorRole | 'owner_elsewhere', number>> = {};
const apiKeys: Partial<Record<'owner' | 'staff', string>> = {};
let buyerToken: string;

type Example = { path: string; body?: unknown; headers?: Record<string, string> };
const examples = (): Record<OperatorRouteKey, Example> => ({
  'POST /api/admin/categories/{category_id}/photos': {
    path: `/api/admin/categories/${categoryId}/photos`,
    body: {},
  },
  'GET /api/admin/events/{event_id}/photos': { path: `/api/admin/events/${eventId}/photos` },
  'POST /api/admin/uploads': {
    path: '/api/admin/uploads',
    body: { category_id: categoryId, file_name: 'a.jpg', size: 10 },
  },
  'GET /api/admin/uploads/{upload_id}': { path: `/api/admin/uploads/${uploadId}` },
  'PATCH /api/admin/uploads/{upload_id}': {
    path: `/api/admin/uploads/${uploadId}`,
    body: 'x',
    headers: { 'content-type': 'application/offset+octet-stream', 'upload-offset': '5' },
  },
  'GET /api/admin/events/{event_id}/faces': { path: `/api/admin/events/${eventId}/faces` },
  'POST /api/admin/events/{event_id}/faces/reindex': { path: `/api/admin/events/${eventId}/faces/reindex` },
  'POST /api/admin/bridge_hash': { path: '/api/admin/bridge_hash', body: { email: 'nobody@matrix.jp' } },
  // Refused before it runs for everyone but the bootstrap key, whose 409 (test storage) shows it passed.
  'POST /api/admin/backup': { path: '/api/admin/backup' },
  'POST /api/studio/auth/sign_out': { path: '/api/studio/auth/sign_out' },
  'GET /api/studio/me': { path: '/api/studio/me' },
  'POST /api/studio/me/password': {
    path: '/api/studio/me/password',
    body: { current_password: 'not-the-password', new_password: 'a-new-password-123' },
  },
  'GET /api/studio/api_keys': { path: '/api/studio/api_keys' },
  'POST /api/studio/api_keys': { path: '/api/studio/api_keys', body: { name: 'matrix' } },
  'DELETE /api/studio/api_keys/{key_id}': { path: '/api/studio/api_keys/999999' },
  'GET /api/studio/organizations/{organization_id}/colleagues': {
    path: `/api/studio/organizations/${orgId}/colleagues`,
  },
  'PATCH /api/studio/organizations/{organization_id}/colleagues/{operator_id}': {
    path: `/api/studio/organizations/${orgId}/colleagues/999999`,
    body: { role: 'staff' },
  },
  'DELETE /api/studio/organizations/{organization_id}/colleagues/{operator_id}': {
    path: `/api/studio/organizations/${orgId}/colleagues/999999`,
  },
  'POST /api/studio/organizations/{organization_id}/invitations': {
    path: `/api/studio/organizations/${orgId}/invitations`,
    body: { email: 'new@matrix.jp', role: 'support' },
  },
  'DELETE /api/studio/organizations/{organization_id}/invitations/{invitation_id}': {
    path: `/api/studio/organizations/${orgId}/invitations/999999`,
  },
  'GET /api/studio/organizations/{organization_id}/audit': {
    path: `/api/studio/organizations/${orgId}/audit`,
  },
  'GET /api/studio/organizations/{organization_id}/print_events': {
    path: `/api/studio/organizations/${orgId}/print_events`,
  },
  'GET /api/studio/events/{event_id}/print_orders': { path: `/api/studio/events/${eventId}/print_orders` },
  'GET /api/studio/events/{event_id}/print_sheet': { path: `/api/studio/events/${eventId}/print_sheet` },
  'GET /api/studio/events/{event_id}/contact_sheet': { path: `/api/studio/events/${eventId}/contact_sheet` },
  // The shipped order's photo has no stored original here: admitted callers get 409.
  'GET /api/studio/events/{event_id}/print_files': { path: `/api/studio/events/${eventId}/print_files` },
  // A shipped order is not paid any more: admitted callers get 409, which shows they passed.
  'POST /api/studio/orders/{order_id}/in_production': {
    path: `/api/studio/orders/${printOrderId}/in_production`,
  },
  'POST /api/studio/orders/{order_id}/shipment': {
    path: `/api/studio/orders/${printOrderId}/shipment`,
    body: { carrier: 'yamato', tracking_number: '1234-5678-9012' },
  },
  'GET /api/studio/events/{event_id}/categories': { path: `/api/studio/events/${eventId}/categories` },
  'POST /api/studio/events/{event_id}/categories': {
    path: `/api/studio/events/${eventId}/categories`,
    body: { name: 'Matrix', parent_id: topCategoryId },
  },
  // The sub-categories change as the row above adds some: admitted callers may get 409.
  'PUT /api/studio/events/{event_id}/category_order': {
    path: `/api/studio/events/${eventId}/category_order`,
    body: { parent_id: null, category_ids: [topCategoryId] },
  },
  'PATCH /api/studio/categories/{category_id}': {
    path: `/api/studio/categories/${categoryId}`,
    body: { name: 'Youngest', name_lang: { ja: '年少', hant: '', vi: '' } },
  },
  'PUT /api/studio/categories/{category_id}/period': {
    path: `/api/studio/categories/${categoryId}/period`,
    body: {
      expired_time_t: null,
      expired_append_cost_in_tax: 0,
      discount_end_time_t: null,
      discount_cost_in_tax: 0,
    },
  },
  // The category holds an ordered photo: admitted callers get 409 and it stays.
  'DELETE /api/studio/categories/{category_id}': { path: `/api/studio/categories/${categoryId}` },
  'GET /api/studio/events/{event_id}/prices': { path: `/api/studio/events/${eventId}/prices` },
  'PUT /api/studio/events/{event_id}/prices': {
    path: `/api/studio/events/${eventId}/prices`,
    body: { prices: [{ size_id: 1, unit_price: 500 }] },
  },
  'GET /api/studio/events/{event_id}/photos': { path: `/api/studio/events/${eventId}/photos` },
  // The ordered photo: admitted callers get 409 (not failed, ordered), which shows they passed.
  'POST /api/studio/photos/{item_id}/retry': { path: `/api/studio/photos/${orderedPhotoId}/retry` },
  'DELETE /api/studio/photos/{item_id}': { path: `/api/studio/photos/${orderedPhotoId}` },
  'PATCH /api/studio/photos/{item_id}': {
    path: `/api/studio/photos/${orderedPhotoId}`,
    body: { sort_order: 0 },
  },
  'POST /api/studio/events/{event_id}/cover': {
    path: `/api/studio/events/${eventId}/cover`,
    body: { image_item_id: null },
  },
  'GET /api/studio/events/{event_id}/programme': { path: `/api/studio/events/${eventId}/programme` },
  'PUT /api/studio/events/{event_id}/programme': {
    path: `/api/studio/events/${eventId}/programme`,
    body: { text: 'not a programme' },
  },
  'POST /api/studio/photos/{item_id}/clock_reference': {
    path: `/api/studio/photos/${orderedPhotoId}/clock_reference`,
    body: { taken_at: '09:05' },
  },
  'GET /api/studio/events/{event_id}/review': { path: `/api/studio/events/${eventId}/review` },
  'POST /api/studio/events/{event_id}/review': {
    path: `/api/studio/events/${eventId}/review`,
    body: { action: 'keep', photo_ids: [orderedPhotoId] },
  },
  'GET /api/studio/organizations/{organization_id}/orders': {
    path: `/api/studio/organizations/${orgId}/orders`,
  },
  'GET /api/studio/orders/{order_id}': { path: `/api/studio/orders/${paidOrderId}` },
  // The first admitted caller refunds (nothing was charged), the rest are answered the same.
  'POST /api/studio/orders/{order_id}/refund': {
    path: `/api/studio/orders/${paidOrderId}/refund`,
    body: { reason: 'role matrix' },
  },
  'POST /api/studio/orders/{order_id}/cancel': {
    path: `/api/studio/orders/${openOrderId}/cancel`,
    body: { reason: 'role matrix' },
  },
  'GET /api/studio/inquiries': { path: '/api/studio/inquiries' },
  'GET /api/studio/inquiries/{inquiry_id}': { path: `/api/studio/inquiries/${inquiryId}` },
  'POST /api/studio/inquiries/{inquiry_id}/assign': {
    path: `/api/studio/inquiries/${inquiryId}/assign`,
    body: { operator_id: null },
  },
  'POST /api/studio/inquiries/{inquiry_id}/replies': {
    path: `/api/studio/inquiries/${inquiryId}/replies`,
    body: { body: 'role matrix' },
  },
  // The first admitted caller closes or reopens, the rest are answered 409.
  'POST /api/studio/inquiries/{inquiry_id}/close': { path: `/api/studio/inquiries/${inquiryId}/close` },
  'POST /api/studio/inquiries/{inquiry_id}/reopen': { path: `/api/studio/inquiries/${inquiryId}/reopen` },
  'GET /api/studio/organizations/{organization_id}/dashboard': {
    path: `/api/studio/organizations/${orgId}/dashboard`,
  },
  'GET /api/studio/organizations/{organization_id}/dashboard.csv': {
    path: `/api/studio/organizations/${orgId}/dashboard.csv`,
  },
  // The catalogue: bodies that change nothing harmful to the rows after them.
  'POST /api/studio/organizations': { path: '/api/studio/organizations', body: { name: 'Matrix club' } },
  'GET /api/studio/organizations/{organization_id}': { path: `/api/studio/organizations/${orgId}` },
  'PATCH /api/studio/organizations/{organization_id}': {
    path: `/api/studio/organizations/${orgId}`,
    body: { watermark_text: 'MATRIX SAMPLE' },
  },
  'GET /api/studio/organizations/{organization_id}/events': {
    path: `/api/studio/organizations/${orgId}/events`,
  },
  'POST /api/studio/organizations/{organization_id}/events': {
    path: `/api/studio/organizations/${orgId}/events`,
    body: {
      name: 'Matrix day',
      event_date: '2026-10-10',
      published_from_t: 1_800_000_000,
      published_until_t: 1_900_000_000,
    },
  },
  'GET /api/studio/events/{event_id}': { path: `/api/studio/events/${eventId}` },
  'PATCH /api/studio/events/{event_id}': {
    path: `/api/studio/events/${eventId}`,
    body: { event_date: '2026-10-11' },
  },
  // Published already (a fixture event): admitted callers get the event back unchanged.
  'POST /api/studio/events/{event_id}/publish': { path: `/api/studio/events/${eventId}/publish` },
  'POST /api/studio/events/{event_id}/unpublish': { path: `/api/studio/events/${eventId}/unpublish` },
  'POST /api/studio/events/{event_id}/event_code': { path: `/api/studio/events/${eventId}/event_code` },
  'POST /api/studio/events/{event_id}/preview': { path: `/api/studio/events/${eventId}/preview` },
  // The installation's content: admitted callers create, or get 404 for an absent item.
  'GET /api/studio/news': { path: '/api/studio/news' },
  'POST /api/studio/news': { path: '/api/studio/news', body: matrixNews },
  'PUT /api/studio/news/{news_id}': { path: '/api/studio/news/999999', body: matrixNews },
  'DELETE /api/studio/news/{news_id}': { path: '/api/studio/news/999999' },
  'POST /api/studio/content/preview': {
    path: '/api/studio/content/preview',
    body: { body_html: matrixText('<p>x</p>') },
  },
  'GET /api/studio/faq': { path: '/api/studio/faq' },
  'POST /api/studio/faq/categories': {
    path: '/api/studio/faq/categories',
    body: { name: 'matrix', display_text: matrixText('Matrix') },
  },
  'PUT /api/studio/faq/categories/{faq_category_id}': {
    path: '/api/studio/faq/categories/999999',
    body: { name: 'matrix-2', display_text: matrixText('Matrix') },
  },
  'DELETE /api/studio/faq/categories/{faq_category_id}': { path: '/api/studio/faq/categories/999999' },
  'POST /api/studio/faq/entries': {
    path: '/api/studio/faq/entries',
    body: { category_id: 999999, title: matrixText('Q'), body_html: matrixText('A') },
  },
  'PUT /api/studio/faq/entries/{faq_id}': {
    path: '/api/studio/faq/entries/999999',
    body: { category_id: 999999, title: matrixText('Q'), body_html: matrixText('A') },
  },
  'DELETE /api/studio/faq/entries/{faq_id}': { path: '/api/studio/faq/entries/999999' },
  'PUT /api/studio/faq/order': { path: '/api/studio/faq/order', body: { category_ids: [1], faq_ids: [] } },
  'GET /api/studio/legal': { path: '/api/studio/legal' },
  'PUT /api/studio/legal': { path: '/api/studio/legal', body: { phone: 'not a phone' } },
  'GET /api/studio/constants': { path: '/api/studio/constants' },
  'PUT /api/studio/constants': { path: '/api/studio/constants', body: { uri: {} } },
});

const matrixText = (text: string) => ({ ja: text, hant: text, vi: text, 'en-US': text });
const matrixNews = { display_text: matrixText('News'), body_html: matrixText('<p>n</p>'), published_t: 0 };

/** Routes of one order, which an operator of another organisation is told does not exist (404). */
const HIDDEN_ELSEWHERE: readonly string[] = [
  'GET /api/studio/orders/{order_id}',
  'POST /api/studio/orders/{order_id}/refund',
  'POST /api/studio/orders/{order_id}/cancel',
];

/** Whether the table lets this caller through (then any answer but 401/403 is right). */
function admits(permission: OperatorPermission, caller: Caller): boolean {
  if (caller === 'none' || caller === 'buyer') return false;
  if (caller === 'bootstrap') return permission.bootstrap;
  if (permission.scope === 'installation') return false;
  const viaKey = caller === 'owner_api_key' || caller === 'staff_api_key';
  if (viaKey && !permission.apiKey) return false;
  if (permission.scope === 'self') return true;
  const role: OperatorRole =
    caller === 'owner_api_key' || caller === 'owner_elsewhere'
      ? 'owner'
      : caller === 'staff_api_key'
        ? 'staff'
        : caller;
  // The owner of another organisation holds no role in this one.
  if (caller === 'owner_elsewhere' && permission.scope === 'organization') return false;
  return permission.roles.includes(role);
}

async function headersOf(caller: Caller): Promise<Record<string, string>> {
  switch (caller) {
    case 'none':
      return {};
    case 'buyer':
      return { authorization: `Bearer ${buyerToken}` };
    case 'bootstrap':
      return { 'x-operator-key': KEY };
    case 'owner_api_key':
      return { 'x-api-key': apiKeys.owner! };
    case 'staff_api_key':
      return { 'x-api-key': apiKeys.staff! };
    default: {
      // A fresh session per call: sign-out in the table must not end the next row's session.
      const { token } = await startOperatorSession(t.deps, operatorIds[caller]!);
      return { authorization: `Bearer ${token}` };
    }
  }
}

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_API_KEY: KEY } });
  const fixture = await createEvent(t.deps.db, { code1: 'ROLES', code2: '11111' });
  const elsewhere = await createEvent(t.deps.db, { code1: 'OTHER', code2: '22222' });
  orgId = fixture.event.organizationId;
  eventId = fixture.event.id;
  categoryId = fixture.subCategory.id;
  topCategoryId = fixture.category.id;
  for (const role of ['owner', 'staff', 'support'] as const) {
    const operator = await createOperator(t.deps.db, {
      email: `${role}@matrix.jp`,
      memberships: [{ organizationId: orgId, role }],
    });
    operatorIds[role] = operator.id;
  }
  operatorIds.owner_elsewhere = (
    await createOperator(t.deps.db, {
      email: 'elsewhere@matrix.jp',
      memberships: [{ organizationId: elsewhere.event.organizationId, role: 'owner' }],
    })
  ).id;
  for (const role of ['owner', 'staff'] as const) {
    apiKeys[role] = await createOperatorApiKey(t.deps, operatorIds[role]!, `${role} key`);
  }
  const member = await createMember(t.deps.db, { email: 'parent@matrix.jp' });
  buyerToken = await t.tokenFor('member', String(member.id));
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    headers: { 'x-operator-key': KEY },
    payload: { category_id: categoryId, file_name: 'matrix.jpg', size: 100 },
  });
  uploadId = upload.json().upload_id;
  const [photo] = await insertEventPhotos(t.deps.db, { eventId, categoryId }, 1);
  orderedPhotoId = photo!;
  printOrderId = (
    await insertOrder(t.deps.db, {
      buyer: { kind: 'member', subject: String(member.id) },
      eventId,
      status: 'shipped',
      prints: [photo!],
    })
  ).id;
  const buyer = { kind: 'member' as const, subject: String(member.id) };
  paidOrderId = (await insertOrder(t.deps.db, { buyer, eventId, downloads: [photo!] })).id;
  inquiryId = (
    await insertInquiry(t.deps.db, {
      email: 'parent@matrix.jp',
      name: 'Parent',
      category: 'other',
      body: 'role matrix',
      language: 'ja',
    })
  ).id;
  openOrderId = (
    await insertOrder(t.deps.db, { buyer, eventId, status: 'pending_payment', downloads: [photo!] })
  ).id;
});
afterAll(() => t.close());

describe('operator role matrix (docs/decisions/016)', () => {
  it('answers every operator route for every caller as the permission table says', async () => {
    const failures: string[] = [];
    for (const [key, example] of Object.entries(examples()) as [OperatorRouteKey, Example][]) {
      const permission: OperatorPermission = OPERATOR_PERMISSIONS[key];
      const method = key.split(' ')[0] as 'GET';
      for (const caller of CALLERS) {
        const res = await t.app.inject({
          method,
          url: example.path,
          headers: { ...(example.headers ?? {}), ...(await headersOf(caller)) },
          payload: example.body as string,
        });
        const admitted = admits(permission, caller);
        const refused =
          caller === 'none'
            ? 401
            : caller === 'owner_elsewhere' && HIDDEN_ELSEWHERE.includes(key)
              ? 404
              : 403;
        const expected = admitted ? 'not 401/403' : String(refused);
        const ok = admitted ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === refused;
        if (!ok)
          failures.push(
            `${key} as ${caller}: ${res.statusCode}, expected ${expected} ${res.body.slice(0, 160)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    // Every route × every caller, one request each: minutes on a shared 2-core machine.
  }, 180_000);

  it('lists every operator route of the OpenAPI document in the permission table', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const inTable = new Set<string>([...Object.keys(OPERATOR_PERMISSIONS), ...OPERATOR_PUBLIC_ROUTES]);
    const missing = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.tags?.some((tag) => tag === 'operator' || tag === 'studio'))
        .map(([method]) => `${method.toUpperCase()} ${path}`)
        .filter((route) => !inTable.has(route)),
    );
    expect(missing).toEqual([]);
    // The hidden backup call is not in the document; it is in the table all the same.
    expect(Object.keys(OPERATOR_PERMISSIONS)).toContain('POST /api/admin/backup');
  });

  it('refuses an operator token on buyer routes, and a buyer token on operator routes', async () => {
    const { token } = await startOperatorSession(t.deps, operatorIds.owner!);
    const asBuyer = await t.app.inject({
      url: '/api/user/info',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asBuyer.statusCode).toBe(403);
    const asOperator = await t.app.inject({
      url: '/api/studio/me',
      headers: { authorization: `Bearer ${buyerToken}` },
    });
    expect(asOperator.statusCode).toBe(403);
  });
});
