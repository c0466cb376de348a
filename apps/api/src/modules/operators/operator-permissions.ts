import { OPERATOR_ROLES, type OperatorRole } from '@omoide/contract';

/**
 * Who may call each operator route (docs/decisions/016), in one table: the guard reads it for
 * every request and the role-matrix test is generated from it. A route missing here is closed.
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
// The studio's orders (issue #15): everyone reads them (support answers buyers about them);
// a refund or cancel moves money, so a person signs it (no key), support up to its limit.
const orderReading = { scope: 'organization', roles: EVERYONE, apiKey: true, bootstrap: false } as const;
const orderMoney = { scope: 'organization', roles: EVERYONE, apiKey: false, bootstrap: false } as const;
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

export const OPERATOR_PERMISSIONS = {
  'POST /api/admin/categories/{category_id}/photos': catalogue,
  'GET /api/admin/events/{event_id}/photos': catalogue,
  'POST /api/admin/uploads': catalogue,
  'GET /api/admin/uploads/{upload_id}': catalogue,
  'PATCH /api/admin/uploads/{upload_id}': catalogue,
  'GET /api/admin/events/{event_id}/faces': catalogue,
  'POST /api/admin/events/{event_id}/faces/reindex': catalogue,
  // Support signs a parent in to see what they see (inquiries); partner back ends use a key.
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
  'PUT /api/studio/events/{event_id}/prices': catalogue,
  // An event's photos in the studio (issue #15 "Uploads"): the people who upload them; keys automate.
  'GET /api/studio/events/{event_id}/photos': catalogue,
  'POST /api/studio/photos/{item_id}/retry': catalogue,
  'DELETE /api/studio/photos/{item_id}': catalogue,
  'PATCH /api/studio/photos/{item_id}': catalogue,
  'POST /api/studio/events/{event_id}/cover': catalogue,
  'GET /api/studio/organizations/{organization_id}/orders': orderReading,
  'GET /api/studio/orders/{order_id}': orderReading,
  'POST /api/studio/orders/{order_id}/refund': orderMoney,
  'POST /api/studio/orders/{order_id}/cancel': orderMoney,
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
