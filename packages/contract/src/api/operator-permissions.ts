import { OPERATOR_ROLES, type OperatorRole } from './studio.js';

/**
 * Who may call each operator route (docs/decisions/016), in one table: the API's guard reads it
 * for every request, the role-matrix test is generated from it, and the studio web app shows
 * a page or a button only when the table lets the caller's role call the route behind it
 * (docs/decisions/030). A route missing here is closed.
 *
 * - `organization`: the caller needs one of `roles` in the organisation the route acts on
 *   (its `organization_id`, or the organisation of its event, category or upload).
 * - `any_organization`: one of `roles` in any of the caller's organisations (the call is not
 *   tied to one: a member's bridge hash).
 * - `self`: any signed-in operator, acting on their own account.
 * - `installation`: the whole installation (the embedded backup): the bootstrap key only.
 *
 * `apiKey`: a personal API key may call it (automation); `bootstrap`: the shared
 * `x-operator-key` of the embedded mode may.
 */
export type OperatorScope = 'organization' | 'any_organization' | 'self' | 'installation';
export type OperatorPermission = {
  scope: OperatorScope;
  roles: readonly OperatorRole[];
  apiKey: boolean;
  bootstrap: boolean;
};

const EVERYONE = OPERATOR_ROLES;
const PHOTOS: readonly OperatorRole[] = ['owner', 'staff'];
const OWNER: readonly OperatorRole[] = ['owner'];

const catalogue = { scope: 'organization', roles: PHOTOS, apiKey: true, bootstrap: true } as const;
const account = { scope: 'self', roles: EVERYONE, apiKey: false, bootstrap: false } as const;
// Print fulfilment: the people who produce and ship (support answers buyers, it does not ship).
const fulfilment = { scope: 'organization', roles: PHOTOS, apiKey: true, bootstrap: false } as const;
// The studio's orders (issue #15): everyone reads them (support answers buyers about them).
// Money decisions (issue 29, docs/decisions/027): a refund or cancel gives money back, so the
// owner makes it, and support within its limit (it answers the buyer who asked); staff make and
// ship, they do not give money back. A person signs it (no key).
const orderReading = { scope: 'organization', roles: EVERYONE, apiKey: true, bootstrap: false } as const;
const orderMoney = {
  scope: 'organization',
  roles: ['owner', 'support'],
  apiKey: false,
  bootstrap: false,
} as const;
// What buyers pay (issue 29): the price table is the owner's. Staff prepare the event, its
// categories and photos; an owner sets the prices (and so decides when it can be published).
const pricing = { scope: 'organization', roles: OWNER, apiKey: true, bootstrap: true } as const;
// The dashboard (issue #15): the business's figures, read by the owner and by support, who
// answers buyers and the organisation about sales (read-only: nothing here moves money).
// Not staff: their work is the photos and the prints; an organisation's takings are the
// owner's to share. A key may read them (an accounting export).
const dashboard = {
  scope: 'organization',
  roles: ['owner', 'support'],
  apiKey: true,
  bootstrap: false,
} as const;
// The inquiries inbox (issue #15 "Content and support"): support answers buyers, owners see
// everything, staff (photos, prints) does not. Inquiries belong to no organisation (the
// installation is one business), so a role in any organisation opens all of them. A reply is
// a person's mail and every change is theirs: reading may be automated, changing may not.
const INQUIRIES: readonly OperatorRole[] = ['owner', 'support'];
const inquiryReading = {
  scope: 'any_organization',
  roles: INQUIRIES,
  apiKey: true,
  bootstrap: false,
} as const;
const inquiryChange = { ...inquiryReading, apiKey: false } as const;
const people = { scope: 'organization', roles: OWNER, apiKey: false, bootstrap: false } as const;
// The installation's content (issue #15 "Content and support"): news, FAQ, legal details and
// system constants are read by the buyers of every organisation, so no one organisation owns
// them. Owners edit them (they answer for what is published, the seller's legal details and
// the shipping fees buyers pay); a person signs each change (no key, no bootstrap).
const content = { scope: 'any_organization', roles: OWNER, apiKey: false, bootstrap: false } as const;

export const OPERATOR_PERMISSIONS = {
  'POST /api/admin/categories/{category_id}/photos': catalogue,
  'GET /api/admin/events/{event_id}/photos': catalogue,
  'POST /api/admin/uploads': catalogue,
  'GET /api/admin/uploads/{upload_id}': catalogue,
  'PATCH /api/admin/uploads/{upload_id}': catalogue,
  'GET /api/admin/events/{event_id}/faces': catalogue,
  'POST /api/admin/events/{event_id}/faces/reindex': catalogue,
  // Support signs a parent in to see what they see (inquiries); partner back ends use a key.
  // A person or key reaches only parents of its own organisations (operator-sign-in-link.service.ts).
  'POST /api/admin/bridge_hash': {
    scope: 'any_organization',
    roles: ['owner', 'support'],
    apiKey: true,
    bootstrap: true,
  },
  'POST /api/admin/backup': { scope: 'installation', roles: [], apiKey: false, bootstrap: true },
  'POST /api/studio/auth/sign_out': account,
  'GET /api/studio/me': account,
  'POST /api/studio/me/password': account,
  'GET /api/studio/api_keys': account,
  'POST /api/studio/api_keys': account,
  'DELETE /api/studio/api_keys/{key_id}': account,
  'GET /api/studio/organizations/{organization_id}/colleagues': people,
  'PATCH /api/studio/organizations/{organization_id}/colleagues/{operator_id}': people,
  'DELETE /api/studio/organizations/{organization_id}/colleagues/{operator_id}': people,
  'POST /api/studio/organizations/{organization_id}/invitations': people,
  'DELETE /api/studio/organizations/{organization_id}/invitations/{invitation_id}': people,
  'GET /api/studio/organizations/{organization_id}/audit': { ...people, apiKey: true },
  'GET /api/studio/organizations/{organization_id}/print_events': fulfilment,
  'GET /api/studio/events/{event_id}/print_orders': fulfilment,
  'GET /api/studio/events/{event_id}/print_sheet': fulfilment,
  'GET /api/studio/events/{event_id}/contact_sheet': fulfilment,
  'GET /api/studio/events/{event_id}/print_files': fulfilment,
  'POST /api/studio/orders/{order_id}/in_production': fulfilment,
  'POST /api/studio/orders/{order_id}/shipment': fulfilment,
  // Categories, purchase periods and price tables of an event (issue #15 "Catalogue").
  'GET /api/studio/events/{event_id}/categories': catalogue,
  'POST /api/studio/events/{event_id}/categories': catalogue,
  'PUT /api/studio/events/{event_id}/category_order': catalogue,
  'PATCH /api/studio/categories/{category_id}': catalogue,
  'PUT /api/studio/categories/{category_id}/period': catalogue,
  'DELETE /api/studio/categories/{category_id}': catalogue,
  'GET /api/studio/events/{event_id}/prices': catalogue,
  'PUT /api/studio/events/{event_id}/prices': pricing,
  // An event's photos in the studio (issue #15 "Uploads"): the people who upload them; keys automate.
  'GET /api/studio/events/{event_id}/photos': catalogue,
  'POST /api/studio/photos/{item_id}/retry': catalogue,
  'DELETE /api/studio/photos/{item_id}': catalogue,
  'PATCH /api/studio/photos/{item_id}': catalogue,
  'POST /api/studio/events/{event_id}/cover': catalogue,
  // Sort by programme (issue 29): the people who upload and sort the photos.
  'GET /api/studio/events/{event_id}/programme': catalogue,
  'PUT /api/studio/events/{event_id}/programme': catalogue,
  'POST /api/studio/photos/{item_id}/clock_reference': catalogue,
  // The review of flagged photos (issue 29): the people who upload and sort them.
  'GET /api/studio/events/{event_id}/review': catalogue,
  'POST /api/studio/events/{event_id}/review': catalogue,
  'GET /api/studio/organizations/{organization_id}/orders': orderReading,
  'GET /api/studio/orders/{order_id}': orderReading,
  'POST /api/studio/orders/{order_id}/refund': orderMoney,
  'POST /api/studio/orders/{order_id}/cancel': orderMoney,
  // The studio's catalogue: owners and staff keep events; owners keep the organisation and
  // may start another one (they own it). Only owners: a staff or support member who could
  // make an organisation of their own would hold an owner role, and with it the
  // installation-wide routes (content, inquiries) that any owner may call.
  'POST /api/studio/organizations': {
    scope: 'any_organization',
    roles: OWNER,
    apiKey: false,
    bootstrap: false,
  },
  'GET /api/studio/organizations/{organization_id}': people,
  'PATCH /api/studio/organizations/{organization_id}': people,
  'GET /api/studio/organizations/{organization_id}/events': catalogue,
  'POST /api/studio/organizations/{organization_id}/events': catalogue,
  'GET /api/studio/events/{event_id}': catalogue,
  'PATCH /api/studio/events/{event_id}': catalogue,
  'POST /api/studio/events/{event_id}/publish': catalogue,
  'POST /api/studio/events/{event_id}/unpublish': catalogue,
  'POST /api/studio/events/{event_id}/event_code': catalogue,
  'POST /api/studio/events/{event_id}/preview': { ...catalogue, bootstrap: false },
  'GET /api/studio/organizations/{organization_id}/dashboard': dashboard,
  'GET /api/studio/organizations/{organization_id}/dashboard.csv': dashboard,
  // The installation's content (see `content` above).
  'GET /api/studio/news': content,
  'POST /api/studio/news': content,
  'PUT /api/studio/news/{news_id}': content,
  'DELETE /api/studio/news/{news_id}': content,
  'POST /api/studio/content/preview': content,
  'GET /api/studio/faq': content,
  'POST /api/studio/faq/categories': content,
  'PUT /api/studio/faq/categories/{faq_category_id}': content,
  'DELETE /api/studio/faq/categories/{faq_category_id}': content,
  'POST /api/studio/faq/entries': content,
  'PUT /api/studio/faq/entries/{faq_id}': content,
  'DELETE /api/studio/faq/entries/{faq_id}': content,
  'PUT /api/studio/faq/order': content,
  'GET /api/studio/legal': content,
  'PUT /api/studio/legal': content,
  'GET /api/studio/constants': content,
  'PUT /api/studio/constants': content,
  'GET /api/studio/inquiries': inquiryReading,
  'GET /api/studio/inquiries/{inquiry_id}': inquiryReading,
  'POST /api/studio/inquiries/{inquiry_id}/assign': inquiryChange,
  'POST /api/studio/inquiries/{inquiry_id}/replies': inquiryChange,
  'POST /api/studio/inquiries/{inquiry_id}/close': inquiryChange,
  'POST /api/studio/inquiries/{inquiry_id}/reopen': inquiryChange,
} as const satisfies Record<string, OperatorPermission>;

export type OperatorRouteKey = keyof typeof OPERATOR_PERMISSIONS;

/** Operator-area calls that take no credentials by design: signing in and accepting an invitation. */
export const OPERATOR_PUBLIC_ROUTES = [
  'POST /api/studio/auth/sign_in',
  'GET /api/studio/invitations/{token}',
  'POST /api/studio/invitations/accept',
] as const;

/** `POST /api/admin/uploads/:upload_id` (Fastify's form) → `POST /api/admin/uploads/{upload_id}`. */
export function routeKeyOf(method: string, url: string): string {
  return `${method.toUpperCase()} ${url.replace(/:(\w+)/g, '{$1}')}`;
}

export function permissionOf(key: string): OperatorPermission | null {
  return (OPERATOR_PERMISSIONS as Record<string, OperatorPermission>)[key] ?? null;
}

/** Whether `role` may call `route` (its role list; the API key, bootstrap and scope rules are the guard's). */
export function roleMayCall(
  role: OperatorRole | string | null | undefined,
  route: OperatorRouteKey,
): boolean {
  return role != null && (OPERATOR_PERMISSIONS[route].roles as readonly string[]).includes(role);
}

/** An installation-wide route (scope `any_organization`): a role in any of the caller's organisations. */
export function anyRoleMayCall(
  roles: readonly (OperatorRole | string)[] | undefined,
  route: OperatorRouteKey,
): boolean {
  return (roles ?? []).some((role) => roleMayCall(role, route));
}

/** The roles the table lets call `route`. */
export const rolesFor = (route: OperatorRouteKey): readonly OperatorRole[] =>
  OPERATOR_PERMISSIONS[route].roles;
