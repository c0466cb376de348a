/** Metadata every route of the table carries as its React Router `handle`. */

export const LAYOUT_NAMES = [
  'default',
  'guest',
  'logout',
  'white',
  'white-grey',
  'white-grey-btb',
  'error',
] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

/** Which token a route needs (spec §6). The guard that enforces it is a later issue. */
export type RouteAuth = 'member' | 'guest' | 'public';

export interface RouteHandle {
  /** Nuxt-style route name (`events-detail-eventId`), kept for the spec's name-based rules. */
  name: string;
  layout: LayoutName;
  auth: RouteAuth;
  /** i18n key of the page title; null for the homes, whose title is the product name. */
  titleKey: string | null;
}

/** Path params that must be positive integers (spec §5: "Required path parameters are checked"). */
export const NUMERIC_PARAMS = ['eventId', 'categoryId', 'itemId', 'orderId', 'newsId', 'id'] as const;

/** `/events/detail/:eventId/:categoryId/:itemId` → `events-detail-eventId-categoryId-itemId`. */
export function routeNameOf(path: string): string {
  const name = path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^:/, ''))
    .join('-');
  return name || 'index';
}

// Spec §6, member side. Matching ignores case, so /Imprint and /imprint are one path.
const MEMBER_PUBLIC = [
  '/login',
  '/logout',
  '/imprint',
  '/privacy',
  '/order/handler',
  '/token_missing',
  '/guest/expired',
  '/bridge',
  // Mailed links (beyond spec §2): each page decides what a visitor without a sign-in sees.
  '/family/accept',
  '/alerts/unsubscribe',
  '/password/forgot',
  '/password/reset',
];
// Spec §6, guest side; entries ending in '*' also cover their sub-paths.
const GUEST_PUBLIC = [
  '/guest/landing',
  '/guest/email_sent',
  '/guest/faq*',
  '/guest/contact*',
  '/guest/handler',
  '/guest/phone',
  '/guest/about',
  '/guest/terms',
  '/guest/imprint',
  '/guest/privacy',
];

function listed(list: readonly string[], path: string): boolean {
  return list.some((entry) =>
    entry.endsWith('*')
      ? path === entry.slice(0, -1) || path.startsWith(`${entry.slice(0, -1)}/`)
      : path === entry,
  );
}

/** Spec §6: a route needs no token when listed; otherwise a token of its area's kind. */
export function routeAuthOf(path: string): RouteAuth {
  const lower = path.toLowerCase();
  if (listed(MEMBER_PUBLIC, lower) || listed(GUEST_PUBLIC, lower)) return 'public';
  return lower === '/guest' || lower.startsWith('/guest/') ? 'guest' : 'member';
}
