import { OPERATOR_PERMISSIONS, OPERATOR_PUBLIC_ROUTES, routeKeyOf } from '@omoide/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember, createOperator } from '../test/fixtures';
import { insertOrder } from '../test/paid-orders';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/test-app';
import { mailOutbox, organizations } from './db/schema/index';
import { startOperatorSession } from './modules/operators/operators.service';
import { DEFAULT_LIFETIMES, OPERATOR_TOKEN_KIND, TokenService } from './platform/auth/token-service';

/**
 * Spec §6 as a table: every API route built so far, called with no token, a guest token,
 * another member's token, a guardian's token (a family member the owner shared the child
 * with: sees the child, its faces, matches and alerts, changes nothing of it) and the owner's
 * token. A new route must be added here (the route-table test fails otherwise), so no route
 * ships without its access rule being checked.
 */
type Who = 'none' | 'guest' | 'other' | 'guardian' | 'owner';
const WHO: Who[] = ['none', 'guest', 'other', 'guardian', 'owner'];
type Row = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** The OpenAPI path template, when `path` has concrete ids. */
  route?: string;
  body?: object;
  expect: Record<Who, number>;
};

const MATRIX_ADDRESS = {
  full_name: '山田 花子',
  zip_code: '1000001',
  prefecture_id: '13',
  address1: '千代田区千代田1-1',
  tel: '090-1234-5678',
};
const memberOnly = { none: 401, guest: 403, other: 200, guardian: 200, owner: 200 };
const memberOrGuest = { none: 401, guest: 200, other: 200, guardian: 200, owner: 200 };
const open = { none: 200, guest: 200, other: 200, guardian: 200, owner: 200 };
/** Operator calls (docs/decisions/016): no buyer token opens them; the role matrix is operator-roles.test.ts. */
const operatorOnly = { none: 401, guest: 403, other: 403, guardian: 403, owner: 403 };

// Calls that take no token by design (spec §6 "No token needed", plus refresh/logout,
// which read the token themselves).
const NO_TOKEN = new Set([
  'POST /api/auth/login',
  'POST /api/auth/hash_login',
  'GET /api/auth/refresh_token',
  'POST /api/auth/logout',
  'POST /api/guest/email/check/send',
  'POST /api/guest/email/check/confirm',
  'POST /api/guest/cart/temporary_save/confirm',
  'POST /api/guest/order/check/confirm',
  'POST /api/inquiry/form',
  // A signed download link is its own permission (a phone hands it to another app).
  'GET /api/download/{token}/{file_name}',
  // The studio's sign-in and invitation acceptance (docs/decisions/016).
  'POST /api/studio/auth/sign_in',
  'GET /api/studio/invitations/{token}',
  'POST /api/studio/invitations/accept',
]);

/**
 * Registered routes outside spec §6 and the studio's permission table, each with its reason
 * (a key ending in `*` covers what starts with it). Anything else the app registers must be a
 * row above, a no-token call or an operator permission, or the route-table test fails.
 */
const OUTSIDE_THE_MATRIX = [
  // The API reference and its document: public in development (production: issue #25 item 16).
  'GET /api/openapi.json',
  'GET /api/docs*',
  // Load balancer probes: no data.
  'GET /healthz',
  'GET /readyz',
  // The embedded payment sandbox, a stand-in for the external gateways; never in production.
  '* /sandbox/*',
  // Watermarked previews and thumbnails under unguessable keys, as public as the event page.
  'GET /media/{media_key}/{variant}',
  // The embedded mode's outbox; only with the outbox mailer and never in production.
  'GET /dev/mail',
  'GET /dev/mail.json',
];
const outsideTheMatrix = (key: string) =>
  OUTSIDE_THE_MATRIX.some((rule) => {
    if (!rule.endsWith('*')) return rule === key;
    const [method, prefix] = rule.slice(0, -1).split(' ') as [string, string];
    return (method === '*' || key.startsWith(`${method} `)) && key.split(' ')[1]!.startsWith(prefix);
  });

let t: TestApp;
let tokens: Record<Exclude<Who, 'none'>, string>;
let childId: number;
let addressId: number;
let eventId: number;
let subCategoryId: number;

const rows = (): Row[] => [
  { method: 'GET', path: '/api/system/constant', expect: memberOnly },
  { method: 'GET', path: '/api/system/constant/all_lang', expect: memberOnly },
  { method: 'GET', path: '/api/system/constant/non_auth', expect: open },
  { method: 'GET', path: '/api/system/constant/non_auth/all_lang', expect: open },
  { method: 'GET', path: '/api/system/constant/css', expect: open },
  { method: 'GET', path: '/api/info/news', expect: memberOnly },
  { method: 'GET', path: '/api/info/news/all_lang', expect: memberOrGuest },
  { method: 'GET', path: '/api/info/faq', expect: memberOnly },
  { method: 'GET', path: '/api/info/faq/all_lang', expect: open },
  // The legal pages are public, and so are the operator's details they show.
  { method: 'GET', path: '/api/info/legal', expect: open },
  { method: 'GET', path: '/api/user/info', expect: memberOnly },
  // A member's password (decision 031): members only; a wrong current password is a 400.
  {
    method: 'POST',
    path: '/api/user/password',
    body: { current_password: 'not-the-password', new_password: 'a-new-password-1' },
    expect: { none: 401, guest: 403, other: 400, guardian: 400, owner: 400 },
  },
  // "Forgot password" takes no token: the mailed link is the credential. The same answer for
  // every address; a made-up link is refused alike whoever carries it.
  {
    method: 'POST',
    path: '/api/auth/password_reset/send',
    body: { email: 'nobody@matrix.jp' },
    expect: open,
  },
  {
    method: 'POST',
    path: '/api/auth/password_reset/check',
    body: { key: 'not-a-real-reset-link-key' },
    expect: { none: 400, guest: 400, other: 400, guardian: 400, owner: 400 },
  },
  {
    method: 'POST',
    path: '/api/auth/password_reset/confirm',
    body: { key: 'not-a-real-reset-link-key', new_password: 'a-new-password-1' },
    expect: { none: 400, guest: 400, other: 400, guardian: 400, owner: 400 },
  },
  { method: 'GET', path: '/api/user/child', expect: memberOnly },
  {
    method: 'GET',
    path: `/api/user/child/${childId}`,
    route: '/api/user/child/{child_id}',
    expect: { none: 401, guest: 403, other: 404, guardian: 200, owner: 200 },
  },
  {
    method: 'PATCH',
    path: `/api/user/child/${childId}`,
    route: '/api/user/child/{child_id}',
    body: { class_name: 'B' },
    expect: { none: 401, guest: 403, other: 404, guardian: 403, owner: 200 },
  },
  // The address book: another member's address is "not found".
  { method: 'GET', path: '/api/user/address', expect: memberOnly },
  { method: 'PUT', path: '/api/user/address/home', body: MATRIX_ADDRESS, expect: memberOnly },
  {
    method: 'POST',
    path: '/api/user/address',
    body: MATRIX_ADDRESS,
    expect: { none: 401, guest: 403, other: 201, guardian: 201, owner: 201 },
  },
  {
    method: 'PATCH',
    path: `/api/user/address/${addressId}`,
    route: '/api/user/address/{address_id}',
    body: { label: 'B' },
    expect: { none: 401, guest: 403, other: 404, guardian: 404, owner: 200 },
  },
  {
    method: 'DELETE',
    path: `/api/user/address/${addressId}`,
    route: '/api/user/address/{address_id}',
    expect: { none: 401, guest: 403, other: 404, guardian: 404, owner: 200 },
  },
  {
    method: 'POST',
    path: '/api/auth/code/event_code',
    body: { event_code1: 'MATRX', event_code2: '11111' },
    expect: memberOrGuest,
  },
  // Everyone above opened the MATRX event with its code, so access is by token kind alone.
  {
    method: 'GET',
    path: `/api/event/info/${eventId}`,
    route: '/api/event/info/{event_id}',
    expect: memberOrGuest,
  },
  { method: 'GET', path: '/api/event/list_by_organization', expect: memberOnly },
  { method: 'GET', path: '/api/event/list/organization', expect: memberOnly },
  {
    method: 'GET',
    path: `/api/event/photo_list/category/${subCategoryId}`,
    route: '/api/event/photo_list/category/{category_id}',
    expect: memberOnly,
  },
  {
    method: 'GET',
    path: `/api/event/photo_list/category/${subCategoryId}/0`,
    route: '/api/event/photo_list/category/{category_id}/{next_index}',
    expect: memberOrGuest,
  },
  // No photo is ready in this fixture: every identity that passes the token check gets 404.
  {
    method: 'GET',
    path: '/api/event/photo/1',
    route: '/api/event/photo/{item_id}',
    expect: { none: 401, guest: 404, other: 404, guardian: 404, owner: 404 },
  },
  {
    method: 'POST',
    path: '/api/user/child',
    body: { name: 'Ken', relationship: 'father' },
    expect: { none: 401, guest: 403, other: 201, guardian: 201, owner: 201 },
  },
  // Face matching: member only; another member's child is "not found". The bodies stop before
  // the engine (no consent yet, not an image, no face images, no ready photo).
  {
    method: 'GET',
    path: `/api/user/child/${childId}/face_image`,
    route: '/api/user/child/{child_id}/face_image',
    expect: { none: 401, guest: 403, other: 404, guardian: 200, owner: 200 },
  },
  {
    method: 'POST',
    path: `/api/user/child/${childId}/face_image`,
    route: '/api/user/child/{child_id}/face_image',
    body: { face_image_base64: 'bm90IGFuIGltYWdlIGF0IGFsbA==' },
    expect: { none: 401, guest: 403, other: 404, guardian: 403, owner: 400 },
  },
  {
    method: 'DELETE',
    path: `/api/user/child/${childId}/face_image/999`,
    route: '/api/user/child/{child_id}/face_image/{child_face_id}',
    expect: { none: 401, guest: 403, other: 404, guardian: 403, owner: 404 },
  },
  {
    method: 'POST',
    path: '/api/face/detect',
    body: { face_image_base64: 'bm90IGFuIGltYWdlIGF0IGFsbA==' },
    expect: { none: 401, guest: 403, other: 400, guardian: 400, owner: 400 },
  },
  {
    method: 'POST',
    path: '/api/face/match',
    body: { event_id: eventId, target_children: [childId] },
    expect: { none: 401, guest: 403, other: 404, guardian: 400, owner: 400 },
  },
  {
    method: 'POST',
    path: '/api/face/feedback',
    body: { child_id: childId, image_item_id: 1, verdict: 'rejected' },
    expect: { none: 401, guest: 403, other: 404, guardian: 404, owner: 404 },
  },
  { method: 'GET', path: '/api/event/list/children', expect: memberOnly },
  {
    method: 'GET',
    path: `/api/event/list_by_child?child_id=${childId}`,
    route: '/api/event/list_by_child',
    expect: { none: 401, guest: 403, other: 404, guardian: 200, owner: 200 },
  },
  { method: 'GET', path: '/api/cart', expect: memberOrGuest },
  {
    method: 'POST',
    path: '/api/cart',
    // Everyone opened the event by its code above; it sells no download, so reaching that
    // 400 shows the token kind was accepted.
    body: { event_id: eventId, image_info_id: 1, sizes: [{ size_id: 1, quantity: 1 }] },
    expect: { none: 401, guest: 400, other: 400, guardian: 400, owner: 400 },
  },
  {
    method: 'GET',
    path: `/api/keep/list/${eventId}`,
    route: '/api/keep/list/{event_id}',
    expect: memberOrGuest,
  },
  {
    method: 'POST',
    path: '/api/keep',
    // No photo is ready in this fixture: reaching the 404 shows the token kind was accepted.
    body: { event_id: eventId, image_info_id: 1 },
    expect: { none: 401, guest: 404, other: 404, guardian: 404, owner: 404 },
  },
  {
    method: 'DELETE',
    path: `/api/keep/${eventId}/1`,
    route: '/api/keep/{event_id}/{image_info_id}',
    expect: memberOrGuest,
  },
  {
    method: 'POST',
    path: '/api/guest/cart/temporary_save/send',
    body: {},
    // Guests only; this guest's cart is empty, so there is nothing to save.
    expect: { none: 401, guest: 400, other: 403, guardian: 403, owner: 403 },
  },
  {
    method: 'POST',
    path: '/api/order/process',
    body: {
      event_id: eventId,
      home_addreess: { full_name: 'Hana', tel: '09012345678' },
      payment: { payment_type: 'credit_card', card_token: 'tok_12345678' },
    },
    // Nobody has a cart here: the empty-cart 400 shows the token kind was accepted.
    expect: { none: 401, guest: 400, other: 400, guardian: 400, owner: 400 },
  },
  {
    method: 'POST',
    path: '/api/order/rakuten/process',
    body: {
      event_id: eventId,
      home_addreess: { full_name: 'Hana', tel: '09012345678' },
      payment: { payment_type: 'r_paypay' },
    },
    // As /api/order/process: without an Idempotency-Key, the 400 shows the token kind was accepted.
    expect: { none: 401, guest: 400, other: 400, guardian: 400, owner: 400 },
  },
  {
    method: 'POST',
    path: '/api/order/dcc/current',
    body: { event_id: eventId },
    // Nobody has a cart here: the empty-cart 400 shows the token kind was accepted.
    expect: { none: 401, guest: 400, other: 400, guardian: 400, owner: 400 },
  },
  {
    method: 'POST',
    path: '/api/order/rakuten/process_cvs',
    body: {
      event_id: eventId,
      home_addreess: { full_name: 'Hana', tel: '09012345678' },
      payment: { payment_type: 'r_cvs_net', cvs_net_type: '00001' },
    },
    // As /api/order/rakuten/process: the missing Idempotency-Key's 400 shows the token kind was accepted.
    expect: { none: 401, guest: 400, other: 400, guardian: 400, owner: 400 },
  },
  // The store provider's notification: no buyer token at all; its signature is the only key,
  // so every caller without one is refused alike (401), whatever token it carries.
  {
    method: 'POST',
    path: '/api/payments/notify/cvs',
    body: { notification_id: 'ntf_x' },
    expect: { none: 401, guest: 401, other: 401, guardian: 401, owner: 401 },
  },
  {
    method: 'POST',
    path: '/api/order/rakuten/complete',
    body: { order_id: 999_999 },
    expect: { none: 401, guest: 404, other: 404, guardian: 404, owner: 404 },
  },
  {
    method: 'POST',
    path: '/api/order/acs/complete',
    body: { order_id: 999_999 },
    expect: { none: 401, guest: 404, other: 404, guardian: 404, owner: 404 },
  },
  {
    method: 'GET',
    path: '/api/mypage/order/detail/999999',
    route: '/api/mypage/order/detail/{order_id}',
    expect: { none: 401, guest: 404, other: 404, guardian: 404, owner: 404 },
  },
  { method: 'GET', path: '/api/mypage/order/list', expect: memberOnly },
  {
    method: 'GET',
    path: `/api/event/info/buyed_item/${eventId}`,
    route: '/api/event/info/buyed_item/{event_id}',
    expect: memberOrGuest,
  },
  // Delivery: the purchased lists are the member's; an order's downloads are its buyer's (a
  // member, a guest, or the guest's order pass). No order 999999 exists: 404 shows the kind passed.
  { method: 'GET', path: '/api/mypage/buyed/list/event', expect: memberOnly },
  { method: 'GET', path: '/api/mypage/buyed/list/child', expect: memberOnly },
  { method: 'GET', path: '/api/mypage/buyed/list/movie_at_event', expect: memberOnly },
  {
    method: 'GET',
    path: `/api/mypage/buyed/event/detail/${eventId}`,
    route: '/api/mypage/buyed/event/detail/{event_id}',
    expect: { none: 401, guest: 403, other: 404, guardian: 404, owner: 404 },
  },
  {
    method: 'GET',
    path: '/api/mypage/order/downloads/999999',
    route: '/api/mypage/order/downloads/{order_id}',
    expect: { none: 401, guest: 404, other: 404, guardian: 404, owner: 404 },
  },
  {
    method: 'GET',
    path: `/api/mypage/order/zip_dl_url/999999/${eventId}`,
    route: '/api/mypage/order/zip_dl_url/{order_id}/{event_id}',
    expect: { none: 401, guest: 404, other: 404, guardian: 404, owner: 404 },
  },
  {
    method: 'GET',
    path: `/api/mypage/order/zip_dl/999999/${eventId}`,
    route: '/api/mypage/order/zip_dl/{order_id}/{event_id}',
    expect: { none: 401, guest: 404, other: 404, guardian: 404, owner: 404 },
  },
  { method: 'GET', path: '/api/payment/card/config', expect: open },
  {
    method: 'GET',
    path: '/api/utility/postal_zip/1040061.json',
    route: '/api/utility/postal_zip/{zip_code7}.json',
    expect: memberOrGuest,
  },
  // Family sharing and "new photos" alerts (issue #17). Only the owner (or a guardian) sees a
  // child's sharing; the link calls take no token (the link's secret is the credential).
  {
    method: 'GET',
    path: `/api/user/child/${childId}/guardian`,
    route: '/api/user/child/{child_id}/guardian',
    expect: { none: 401, guest: 403, other: 404, guardian: 200, owner: 200 },
  },
  {
    method: 'POST',
    path: `/api/user/child/${childId}/invitation`,
    route: '/api/user/child/{child_id}/invitation',
    body: { email: 'grandma@matrix.jp' },
    expect: { none: 401, guest: 403, other: 404, guardian: 403, owner: 201 },
  },
  {
    method: 'DELETE',
    path: `/api/user/child/${childId}/invitation/999999`,
    route: '/api/user/child/{child_id}/invitation/{invitation_id}',
    expect: { none: 401, guest: 403, other: 404, guardian: 403, owner: 404 },
  },
  {
    method: 'DELETE',
    path: `/api/user/child/${childId}/guardian/999999`,
    route: '/api/user/child/{child_id}/guardian/{member_id}',
    expect: { none: 401, guest: 403, other: 404, guardian: 403, owner: 404 },
  },
  {
    method: 'POST',
    path: '/api/user/child_invitation/check',
    body: { token: 'not-a-real-invitation-token' },
    expect: { none: 404, guest: 404, other: 404, guardian: 404, owner: 404 },
  },
  {
    method: 'POST',
    path: '/api/user/child_invitation/accept',
    body: { token: 'not-a-real-invitation-token' },
    expect: { none: 401, guest: 403, other: 404, guardian: 404, owner: 404 },
  },
  {
    method: 'POST',
    path: '/api/user/child_invitation/register',
    body: { token: 'not-a-real-invitation-token', display_name: 'A', password: 'long-enough-1' },
    expect: { none: 404, guest: 404, other: 404, guardian: 404, owner: 404 },
  },
  {
    method: 'GET',
    path: `/api/user/child/${childId}/photo_alert`,
    route: '/api/user/child/{child_id}/photo_alert',
    expect: { none: 401, guest: 403, other: 404, guardian: 200, owner: 200 },
  },
  {
    method: 'POST',
    path: `/api/user/child/${childId}/photo_alert`,
    route: '/api/user/child/{child_id}/photo_alert',
    body: { enabled: false },
    expect: { none: 401, guest: 403, other: 404, guardian: 200, owner: 200 },
  },
  {
    method: 'POST',
    path: '/api/user/photo_alert/unsubscribe',
    body: { token: 'not-a-signed-unsubscribe-token' },
    expect: { none: 400, guest: 400, other: 400, guardian: 400, owner: 400 },
  },
  // Operator calls: a buyer's token (or an order pass) never opens them, whatever the body.
  {
    method: 'POST',
    path: '/api/admin/bridge_hash',
    body: { email: 'owner@matrix.jp' },
    expect: operatorOnly,
  },
  {
    method: 'POST',
    path: '/api/admin/categories/999/photos',
    route: '/api/admin/categories/{category_id}/photos',
    expect: operatorOnly,
  },
  {
    method: 'GET',
    path: '/api/admin/events/999/photos',
    route: '/api/admin/events/{event_id}/photos',
    expect: operatorOnly,
  },
  {
    method: 'POST',
    path: '/api/admin/uploads',
    body: { category_id: 999, file_name: 'a.jpg', size: 1 },
    expect: operatorOnly,
  },
  {
    method: 'GET',
    path: '/api/admin/uploads/00000000-0000-4000-8000-000000000000',
    route: '/api/admin/uploads/{upload_id}',
    expect: operatorOnly,
  },
  {
    method: 'PATCH',
    path: '/api/admin/uploads/00000000-0000-4000-8000-000000000000',
    route: '/api/admin/uploads/{upload_id}',
    expect: operatorOnly,
  },
  {
    method: 'GET',
    path: '/api/admin/events/999/faces',
    route: '/api/admin/events/{event_id}/faces',
    expect: operatorOnly,
  },
  {
    method: 'POST',
    path: '/api/admin/events/999/faces/reindex',
    route: '/api/admin/events/{event_id}/faces/reindex',
    expect: operatorOnly,
  },
  { method: 'POST', path: '/api/admin/backup', expect: operatorOnly },
  { method: 'POST', path: '/api/studio/auth/sign_out', expect: operatorOnly },
  { method: 'GET', path: '/api/studio/me', expect: operatorOnly },
  {
    method: 'POST',
    path: '/api/studio/me/password',
    body: { current_password: 'x', new_password: 'a-new-password-1' },
    expect: operatorOnly,
  },
  { method: 'GET', path: '/api/studio/api_keys', expect: operatorOnly },
  { method: 'POST', path: '/api/studio/api_keys', body: { name: 'key' }, expect: operatorOnly },
  {
    method: 'DELETE',
    path: '/api/studio/api_keys/1',
    route: '/api/studio/api_keys/{key_id}',
    expect: operatorOnly,
  },
  {
    method: 'GET',
    path: '/api/studio/organizations/1/colleagues',
    route: '/api/studio/organizations/{organization_id}/colleagues',
    expect: operatorOnly,
  },
  {
    method: 'PATCH',
    path: '/api/studio/organizations/1/colleagues/1',
    route: '/api/studio/organizations/{organization_id}/colleagues/{operator_id}',
    body: { role: 'staff' },
    expect: operatorOnly,
  },
  {
    method: 'DELETE',
    path: '/api/studio/organizations/1/colleagues/1',
    route: '/api/studio/organizations/{organization_id}/colleagues/{operator_id}',
    expect: operatorOnly,
  },
  {
    method: 'POST',
    path: '/api/studio/organizations/1/invitations',
    route: '/api/studio/organizations/{organization_id}/invitations',
    body: { email: 'a@matrix.jp', role: 'staff' },
    expect: operatorOnly,
  },
  {
    method: 'DELETE',
    path: '/api/studio/organizations/1/invitations/1',
    route: '/api/studio/organizations/{organization_id}/invitations/{invitation_id}',
    expect: operatorOnly,
  },
  {
    method: 'GET',
    path: '/api/studio/organizations/1/audit',
    route: '/api/studio/organizations/{organization_id}/audit',
    expect: operatorOnly,
  },
  {
    method: 'GET',
    path: '/api/studio/organizations/1/print_events',
    route: '/api/studio/organizations/{organization_id}/print_events',
    expect: operatorOnly,
  },
  {
    method: 'GET',
    path: '/api/studio/events/1/print_orders',
    route: '/api/studio/events/{event_id}/print_orders',
    expect: operatorOnly,
  },
  {
    method: 'GET',
    path: '/api/studio/events/1/print_sheet',
    route: '/api/studio/events/{event_id}/print_sheet',
    expect: operatorOnly,
  },
  {
    method: 'GET',
    path: '/api/studio/events/1/contact_sheet',
    route: '/api/studio/events/{event_id}/contact_sheet',
    expect: operatorOnly,
  },
  {
    method: 'GET',
    path: '/api/studio/events/1/print_files',
    route: '/api/studio/events/{event_id}/print_files',
    expect: operatorOnly,
  },
  {
    method: 'POST',
    path: '/api/studio/orders/1/in_production',
    route: '/api/studio/orders/{order_id}/in_production',
    expect: operatorOnly,
  },
  {
    method: 'POST',
    path: '/api/studio/orders/1/shipment',
    route: '/api/studio/orders/{order_id}/shipment',
    body: { carrier: 'yamato', tracking_number: '123' },
    expect: operatorOnly,
  },
  {
    method: 'GET',
    path: '/api/studio/events/1/categories',
    route: '/api/studio/events/{event_id}/categories',
    expect: operatorOnly,
  },
  {
    method: 'POST',
    path: '/api/studio/events/1/categories',
    route: '/api/studio/events/{event_id}/categories',
    body: { name: 'A' },
    expect: operatorOnly,
  },
  {
    method: 'PUT',
    path: '/api/studio/events/1/category_order',
    route: '/api/studio/events/{event_id}/category_order',
    body: { parent_id: null, category_ids: [1] },
    expect: operatorOnly,
  },
  {
    method: 'PATCH',
    path: '/api/studio/categories/1',
    route: '/api/studio/categories/{category_id}',
    body: { name: 'A', name_lang: { ja: '', hant: '', vi: '' } },
    expect: operatorOnly,
  },
  {
    method: 'PUT',
    path: '/api/studio/categories/1/period',
    route: '/api/studio/categories/{category_id}/period',
    body: {
      expired_time_t: null,
      expired_append_cost_in_tax: 0,
      discount_end_time_t: null,
      discount_cost_in_tax: 0,
    },
    expect: operatorOnly,
  },
  {
    method: 'DELETE',
    path: '/api/studio/categories/1',
    route: '/api/studio/categories/{category_id}',
    expect: operatorOnly,
  },
  {
    method: 'GET',
    path: '/api/studio/events/1/prices',
    route: '/api/studio/events/{event_id}/prices',
    expect: operatorOnly,
  },
  {
    method: 'PUT',
    path: '/api/studio/events/1/prices',
    route: '/api/studio/events/{event_id}/prices',
    body: { prices: [] },
    expect: operatorOnly,
  },
  {
    method: 'GET',
    path: '/api/studio/events/1/photos',
    route: '/api/studio/events/{event_id}/photos',
    expect: operatorOnly,
  },
  {
    method: 'POST',
    path: '/api/studio/photos/1/retry',
    route: '/api/studio/photos/{item_id}/retry',
    expect: operatorOnly,
  },
  {
    method: 'PATCH',
    path: '/api/studio/photos/1',
    route: '/api/studio/photos/{item_id}',
    body: { sort_order: 0 },
    expect: operatorOnly,
  },
  {
    method: 'DELETE',
    path: '/api/studio/photos/1',
    route: '/api/studio/photos/{item_id}',
    expect: operatorOnly,
  },
  {
    method: 'POST',
    path: '/api/studio/events/1/cover',
    route: '/api/studio/events/{event_id}/cover',
    body: { image_item_id: null },
    expect: operatorOnly,
  },
  {
    method: 'GET',
    path: '/api/studio/events/1/programme',
    route: '/api/studio/events/{event_id}/programme',
    expect: operatorOnly,
  },
  {
    method: 'PUT',
    path: '/api/studio/events/1/programme',
    route: '/api/studio/events/{event_id}/programme',
    body: { text: '' },
    expect: operatorOnly,
  },
  {
    method: 'GET',
    path: '/api/studio/events/1/review',
    route: '/api/studio/events/{event_id}/review',
    expect: operatorOnly,
  },
  {
    method: 'POST',
    path: '/api/studio/events/1/review',
    route: '/api/studio/events/{event_id}/review',
    body: { action: 'hide', photo_ids: [1] },
    expect: operatorOnly,
  },
  {
    method: 'POST',
    path: '/api/studio/photos/1/clock_reference',
    route: '/api/studio/photos/{item_id}/clock_reference',
    body: { taken_at: '09:05' },
    expect: operatorOnly,
  },
  {
    method: 'GET',
    path: '/api/studio/organizations/1/orders',
    route: '/api/studio/organizations/{organization_id}/orders',
    expect: operatorOnly,
  },
  {
    method: 'GET',
    path: '/api/studio/orders/1',
    route: '/api/studio/orders/{order_id}',
    expect: operatorOnly,
  },
  {
    method: 'POST',
    path: '/api/studio/orders/1/refund',
    route: '/api/studio/orders/{order_id}/refund',
    body: { reason: 'matrix' },
    expect: operatorOnly,
  },
  {
    method: 'POST',
    path: '/api/studio/orders/1/cancel',
    route: '/api/studio/orders/{order_id}/cancel',
    body: { reason: 'matrix' },
    expect: operatorOnly,
  },
  { method: 'GET', path: '/api/studio/inquiries', expect: operatorOnly },
  {
    method: 'GET',
    path: '/api/studio/inquiries/1',
    route: '/api/studio/inquiries/{inquiry_id}',
    expect: operatorOnly,
  },
  {
    method: 'POST',
    path: '/api/studio/inquiries/1/assign',
    route: '/api/studio/inquiries/{inquiry_id}/assign',
    body: { operator_id: null },
    expect: operatorOnly,
  },
  {
    method: 'POST',
    path: '/api/studio/inquiries/1/replies',
    route: '/api/studio/inquiries/{inquiry_id}/replies',
    body: { body: 'matrix' },
    expect: operatorOnly,
  },
  {
    method: 'POST',
    path: '/api/studio/inquiries/1/close',
    route: '/api/studio/inquiries/{inquiry_id}/close',
    expect: operatorOnly,
  },
  {
    method: 'POST',
    path: '/api/studio/inquiries/1/reopen',
    route: '/api/studio/inquiries/{inquiry_id}/reopen',
    expect: operatorOnly,
  },
  {
    method: 'POST',
    path: '/api/studio/organizations',
    body: { name: 'Club' },
    expect: operatorOnly,
  },
  {
    method: 'GET',
    path: '/api/studio/organizations/1',
    route: '/api/studio/organizations/{organization_id}',
    expect: operatorOnly,
  },
  {
    method: 'PATCH',
    path: '/api/studio/organizations/1',
    route: '/api/studio/organizations/{organization_id}',
    body: { name: 'Club' },
    expect: operatorOnly,
  },
  {
    method: 'GET',
    path: '/api/studio/organizations/1/events',
    route: '/api/studio/organizations/{organization_id}/events',
    expect: operatorOnly,
  },
  {
    method: 'POST',
    path: '/api/studio/organizations/1/events',
    route: '/api/studio/organizations/{organization_id}/events',
    body: { name: 'Day' },
    expect: operatorOnly,
  },
  {
    method: 'GET',
    path: '/api/studio/events/1',
    route: '/api/studio/events/{event_id}',
    expect: operatorOnly,
  },
  {
    method: 'PATCH',
    path: '/api/studio/events/1',
    route: '/api/studio/events/{event_id}',
    body: { name: 'Day' },
    expect: operatorOnly,
  },
  {
    method: 'POST',
    path: '/api/studio/events/1/publish',
    route: '/api/studio/events/{event_id}/publish',
    expect: operatorOnly,
  },
  {
    method: 'POST',
    path: '/api/studio/events/1/unpublish',
    route: '/api/studio/events/{event_id}/unpublish',
    expect: operatorOnly,
  },
  {
    method: 'POST',
    path: '/api/studio/events/1/event_code',
    route: '/api/studio/events/{event_id}/event_code',
    expect: operatorOnly,
  },
  {
    method: 'POST',
    path: '/api/studio/events/1/preview',
    route: '/api/studio/events/{event_id}/preview',
    expect: operatorOnly,
  },
  {
    method: 'GET',
    path: '/api/studio/organizations/1/dashboard',
    route: '/api/studio/organizations/{organization_id}/dashboard',
    expect: operatorOnly,
  },
  {
    method: 'GET',
    path: '/api/studio/organizations/1/dashboard.csv',
    route: '/api/studio/organizations/{organization_id}/dashboard.csv',
    expect: operatorOnly,
  },
  // The installation's content in the studio (issue #15): operators only.
  { method: 'GET', path: '/api/studio/news', expect: operatorOnly },
  { method: 'POST', path: '/api/studio/news', expect: operatorOnly },
  { method: 'PUT', path: '/api/studio/news/1', route: '/api/studio/news/{news_id}', expect: operatorOnly },
  { method: 'DELETE', path: '/api/studio/news/1', route: '/api/studio/news/{news_id}', expect: operatorOnly },
  { method: 'POST', path: '/api/studio/content/preview', expect: operatorOnly },
  { method: 'GET', path: '/api/studio/faq', expect: operatorOnly },
  { method: 'POST', path: '/api/studio/faq/categories', expect: operatorOnly },
  {
    method: 'PUT',
    path: '/api/studio/faq/categories/1',
    route: '/api/studio/faq/categories/{faq_category_id}',
    expect: operatorOnly,
  },
  {
    method: 'DELETE',
    path: '/api/studio/faq/categories/1',
    route: '/api/studio/faq/categories/{faq_category_id}',
    expect: operatorOnly,
  },
  { method: 'POST', path: '/api/studio/faq/entries', expect: operatorOnly },
  {
    method: 'PUT',
    path: '/api/studio/faq/entries/1',
    route: '/api/studio/faq/entries/{faq_id}',
    expect: operatorOnly,
  },
  {
    method: 'DELETE',
    path: '/api/studio/faq/entries/1',
    route: '/api/studio/faq/entries/{faq_id}',
    expect: operatorOnly,
  },
  { method: 'PUT', path: '/api/studio/faq/order', expect: operatorOnly },
  { method: 'GET', path: '/api/studio/legal', expect: operatorOnly },
  { method: 'PUT', path: '/api/studio/legal', expect: operatorOnly },
  { method: 'GET', path: '/api/studio/constants', expect: operatorOnly },
  { method: 'PUT', path: '/api/studio/constants', expect: operatorOnly },
  // Last, as it removes the owner's child the rows above use.
  {
    method: 'DELETE',
    path: `/api/user/child/${childId}`,
    route: '/api/user/child/{child_id}',
    expect: { none: 401, guest: 403, other: 404, guardian: 403, owner: 204 },
  },
];

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createMember(t.deps.db, { email: 'owner@matrix.jp' });
  const other = await createMember(t.deps.db, { email: 'other@matrix.jp' });
  const guardian = await createMember(t.deps.db, { email: 'guardian@matrix.jp' });
  const fixture = await createEvent(t.deps.db, { code1: 'MATRX', code2: '11111' });
  eventId = fixture.event.id;
  subCategoryId = fixture.subCategory.id;
  tokens = {
    guest: await t.tokenFor('guest', '1'),
    other: await t.tokenFor('member', String(other.id)),
    guardian: await t.tokenFor('member', String(guardian.id)),
    owner: await t.tokenFor('member', String(owner.id)),
  };
  const child = await t.app.inject({
    method: 'POST',
    url: '/api/user/child',
    headers: { authorization: `Bearer ${tokens.owner}` },
    payload: { name: 'Hana', relationship: 'mother' },
  });
  childId = child.json().id;
  // The guardian column: the owner shares the child by the family invitation, as a parent does.
  const invited = await t.app.inject({
    method: 'POST',
    url: `/api/user/child/${childId}/invitation`,
    headers: { authorization: `Bearer ${tokens.owner}` },
    payload: { email: 'guardian@matrix.jp' },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const [mail] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'guardian@matrix.jp'));
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/api/user/child_invitation/accept',
    headers: { authorization: `Bearer ${tokens.guardian}` },
    payload: { token: mail!.text.match(/\/family\/accept\?invitation=([\w-]+)/)![1] },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const book = await t.app.inject({
    method: 'POST',
    url: '/api/user/address',
    headers: { authorization: `Bearer ${tokens.owner}` },
    payload: MATRIX_ADDRESS,
  });
  addressId = book.json().shipping_addresses[0].id;
});
afterAll(() => t.close());

describe('spec §6 authorisation matrix', () => {
  it('answers each route for each identity as spec §6 says', async () => {
    const failures: string[] = [];
    for (const row of rows()) {
      for (const who of WHO) {
        const res = await t.app.inject({
          method: row.method,
          url: row.path,
          payload: row.body,
          headers: who === 'none' ? {} : { authorization: `Bearer ${tokens[who]}` },
        });
        if (res.statusCode !== row.expect[who]) {
          failures.push(
            `${row.method} ${row.path} as ${who}: ${res.statusCode}, expected ${row.expect[who]} ${res.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    // Every route × five identities, one request each: a minute on a busy shared machine.
  }, 180_000);

  it('lets an order pass (a guest token for one order) reach that order, the news and nothing else', async () => {
    const PASS_ROUTES: Record<string, number> = {
      // The pass's own order and its downloads (no such order here: 404 shows the token was let through).
      '/api/mypage/order/detail/{order_id}': 404,
      '/api/mypage/order/downloads/{order_id}': 404,
      '/api/mypage/order/zip_dl_url/{order_id}/{event_id}': 404,
      '/api/mypage/order/zip_dl/{order_id}/{event_id}': 404,
      '/api/info/news/all_lang': 200,
    };
    const pass = await t.tokenFor('guest', '1', { order_id: 999_999 });
    const failures: string[] = [];
    for (const row of rows()) {
      // Routes that take no token ignore it (the store notification refuses every caller alike).
      if (row.expect.none !== 401 || row.expect.owner === 401) continue;
      const res = await t.app.inject({
        method: row.method,
        url: row.path,
        payload: row.body,
        headers: { authorization: `Bearer ${pass}` },
      });
      const expected = PASS_ROUTES[row.route ?? row.path] ?? 403;
      if (res.statusCode !== expected)
        failures.push(
          `${row.method} ${row.path}: ${res.statusCode}, expected ${expected} ${res.body.slice(0, 200)}`,
        );
    }
    expect(failures).toEqual([]);
  });

  it('refuses a signed-out member’s token on every route that needs one (issue 25 item 9)', async () => {
    const ownerId = (await t.deps.tokens.verify(tokens.owner))!.subject;
    const revoked = await t.tokenFor('member', ownerId);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${revoked}` },
    });
    expect(out.statusCode).toBe(200);
    const failures: string[] = [];
    // Buyer routes: operator routes refuse every buyer token alike (403, the wrong kind).
    let checked = 0;
    for (const row of rows()) {
      if (row.expect.none !== 401 || /^\/api\/(studio|admin)\//.test(row.path)) continue;
      const res = await t.app.inject({
        method: row.method,
        url: row.path,
        payload: row.body,
        headers: { authorization: `Bearer ${revoked}` },
      });
      checked++;
      if (res.statusCode !== 401) failures.push(`${row.method} ${row.path}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });

  it('covers every token-guarded route of the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, object>;
    };
    const covered = new Set(rows().map((r) => `${r.method} ${r.route ?? r.path}`));
    const missing = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .map((m) => `${m.toUpperCase()} ${path}`)
        .filter((route) => !covered.has(route) && !NO_TOKEN.has(route)),
    );
    expect(missing).toEqual([]);
  });

  // Generated from the route table (issue #25): what the app registered, not what a list remembers.
  const routeKeys = () => [...new Set(t.app.routeTable.map((r) => routeKeyOf(r.method, r.url)))];
  // Buyer routes behind a token (not the operator-only rows, nor the store notification that
  // refuses every caller alike).
  const guardedBuyerRows = () =>
    rows().filter((r) => r.expect.none === 401 && r.expect.owner !== 403 && r.expect.owner !== 401);
  const isSection8 = (body: string) => {
    const answer = JSON.parse(body);
    return typeof answer.display_message === 'string' && typeof answer.display_code === 'string';
  };

  it('declares an access rule for every route the app registered, hidden ones included', () => {
    const declared = new Set<string>([
      ...rows().map((r) => `${r.method} ${r.route ?? r.path}`),
      ...NO_TOKEN,
      ...Object.keys(OPERATOR_PERMISSIONS),
      ...OPERATOR_PUBLIC_ROUTES,
    ]);
    const missing = routeKeys().filter((key) => !declared.has(key) && !outsideTheMatrix(key));
    expect(missing).toEqual([]);
  });

  it('refuses a stranger (401) before reading the input, on every guarded route', async () => {
    const guarded = new Set([
      ...rows()
        .filter((r) => r.expect.none === 401)
        .map((r) => `${r.method} ${r.route ?? r.path}`),
      ...Object.keys(OPERATOR_PERMISSIONS),
    ]);
    const failures: string[] = [];
    for (const key of routeKeys().filter((k) => guarded.has(k))) {
      const [method, route] = key.split(' ') as [Row['method'], string];
      const res = await t.app.inject({
        method,
        // Invalid everywhere: a path parameter no schema takes and a body that is not JSON.
        url: `${route.replace(/\{\w+\}/g, 'not%00an-id')}?next_index=-1`,
        headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
        payload: method === 'GET' ? undefined : '{"broken',
      });
      if (res.statusCode !== 401 || !isSection8(res.body))
        failures.push(`${key}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses expired member and guest tokens (401) on every route that takes one', async () => {
    const monthAgo = new TokenService(
      TEST_JWT_SECRET,
      DEFAULT_LIFETIMES,
      () => Math.floor(Date.now() / 1000) - 30 * 86_400,
    );
    const expired = {
      member: (await monthAgo.issue({ kind: 'member', subject: '1' })).token,
      guest: (await monthAgo.issue({ kind: 'guest', subject: '1' })).token,
    };
    const failures: string[] = [];
    for (const row of rows().filter((r) => r.expect.none === 401)) {
      for (const [kind, token] of Object.entries(expired)) {
        const res = await t.app.inject({
          method: row.method,
          url: row.path,
          payload: row.body,
          headers: { authorization: `Bearer ${token}` },
        });
        if (res.statusCode !== 401)
          failures.push(`${row.method} ${row.path} as expired ${kind}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses every operator role’s token (403) on every buyer route: operators are not buyers', async () => {
    const [org] = await t.deps.db.select().from(organizations).limit(1);
    const failures: string[] = [];
    for (const role of ['owner', 'staff', 'support'] as const) {
      const operator = await createOperator(t.deps.db, {
        email: `${role}@matrix-studio.jp`,
        memberships: [{ organizationId: org!.id, role }],
      });
      const { token } = await startOperatorSession(t.deps, operator.id);
      for (const row of guardedBuyerRows()) {
        const res = await t.app.inject({
          method: row.method,
          url: row.path,
          payload: row.body,
          headers: { authorization: `Bearer ${token}` },
        });
        if (res.statusCode !== 403) failures.push(`${row.method} ${row.path} as ${role}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses expired and signed-out operator tokens (401) on every operator route, before the input', async () => {
    const [org] = await t.deps.db.select().from(organizations).limit(1);
    const operator = await createOperator(t.deps.db, {
      email: 'signed-out@matrix-studio.jp',
      memberships: [{ organizationId: org!.id, role: 'owner' }],
    });
    const signedOut = (await startOperatorSession(t.deps, operator.id)).token;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/studio/auth/sign_out',
      headers: { authorization: `Bearer ${signedOut}` },
    });
    expect(out.statusCode, out.body).toBeLessThan(300);
    const live = await startOperatorSession(t.deps, operator.id);
    const yesterday = new TokenService(
      TEST_JWT_SECRET,
      DEFAULT_LIFETIMES,
      () => Math.floor(Date.now() / 1000) - 86_400,
    );
    const sessionId = (await t.deps.tokens.verifyOperator(live.token))?.sessionId;
    const expired = (
      await yesterday.issue(
        { kind: OPERATOR_TOKEN_KIND, subject: String(operator.id), sessionId: sessionId! },
        { lifetimeSeconds: 60 },
      )
    ).token;
    const failures: string[] = [];
    const keys = Object.keys(OPERATOR_PERMISSIONS);
    for (const key of keys) {
      const [method, route] = key.split(' ') as [Row['method'], string];
      for (const [who, token] of Object.entries({ expired, 'signed out': signedOut })) {
        const res = await t.app.inject({
          method,
          url: route.replace(/\{\w+\}/g, '1'),
          headers: { authorization: `Bearer ${token}` },
        });
        if (res.statusCode !== 401 || !isSection8(res.body))
          failures.push(`${key} as ${who}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(keys.length).toBeGreaterThan(60);
  });

  it("lets an order's own buyer and its order pass read it, and nobody else", async () => {
    const order = await insertOrder(t.deps.db, { buyer: { kind: 'guest', subject: '77' }, eventId });
    const elsewhere = await insertOrder(t.deps.db, { buyer: { kind: 'guest', subject: '78' }, eventId });
    const pass = (orderId: number) => t.tokenFor('guest', '77', { order_id: orderId });
    const callers: Record<string, { token: string; expect: number }> = {
      'guest of this order': { token: await t.tokenFor('guest', '77'), expect: 200 },
      'order pass of this order': { token: await pass(order.id), expect: 200 },
      'guest of another order': { token: await t.tokenFor('guest', '78'), expect: 404 },
      'order pass of another order': { token: await pass(elsewhere.id), expect: 404 },
      'another member': { token: tokens.other, expect: 404 },
    };
    const failures: string[] = [];
    // (The zip link needs bought photos; its access rule is the same reader check as these.)
    for (const url of [`/api/mypage/order/detail/${order.id}`, `/api/mypage/order/downloads/${order.id}`]) {
      for (const [who, { token, expect: expected }] of Object.entries(callers)) {
        const res = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
        if (res.statusCode !== expected)
          failures.push(`${url} as ${who}: ${res.statusCode}, expected ${expected}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
