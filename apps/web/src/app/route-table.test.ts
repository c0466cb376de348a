import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeAuthOf, routeNameOf } from './route-meta';
import { BEYOND_SPEC_PATHS, ROUTE_TABLE } from './route-table';
import { invalidParams, isPositiveIntegerParam } from './route-validation';
import { createAppRoutes } from './router';

/** Every path of spec §2, written as the spec writes it. */
const SPEC_MEMBER_PATHS = [
  '/',
  '/about',
  '/bridge',
  '/cart',
  '/cart/{eventId}',
  '/cart/{eventId}/{itemId}/{photoCustomId}',
  '/child',
  '/child/detail/{id}',
  '/child/detail/{id}/photo',
  '/contact',
  '/contact/confirm',
  '/contact/complete',
  '/events',
  '/events/child',
  '/events/code',
  '/events/detail/{eventId}',
  '/events/detail/{eventId}/child',
  '/events/detail/{eventId}/{categoryId}/{itemId}',
  '/events/detail/{eventId}/{categoryId}/{itemId}/trim',
  '/faq',
  '/faq/{categoryName}',
  '/faq/{categoryName}/{faqId}',
  '/history',
  '/history/{orderId}',
  '/history/{orderId}/download',
  '/Imprint',
  '/library',
  '/library/event/{eventId}',
  '/library/event/{eventId}/{itemId}/{photoCustomId}',
  '/login',
  '/logout',
  '/news',
  '/news/{newsId}',
  '/order/{eventId}',
  '/order/confirm',
  '/order/complete',
  '/order/handler',
  '/privacy',
  '/terms',
  '/token_missing',
  '/user',
];
const SPEC_GUEST_PATHS = [
  '/guest',
  '/guest/landing',
  '/guest/about',
  '/guest/cart',
  '/guest/cart/{eventId}',
  '/guest/cart/{eventId}/{itemId}/{photoCustomId}',
  '/guest/contact',
  '/guest/contact/confirm',
  '/guest/contact/complete',
  '/guest/email_sent',
  '/guest/events/code',
  '/guest/events/detail/{eventId}',
  '/guest/events/detail/{eventId}/{categoryId}/{itemId}',
  '/guest/events/detail/{eventId}/{categoryId}/{itemId}/trim',
  '/guest/expired',
  '/guest/faq',
  '/guest/faq/{categoryName}',
  '/guest/faq/{categoryName}/{faqId}',
  '/guest/handler',
  '/guest/history/{orderId}',
  '/guest/history/{orderId}/download',
  '/guest/Imprint',
  '/guest/news',
  '/guest/news/{newsId}',
  '/guest/order/{eventId}',
  '/guest/order/confirm',
  '/guest/order/complete',
  '/guest/phone',
  '/guest/privacy',
  '/guest/terms',
];
const SPEC_PARAMS = [
  'eventId',
  'categoryId',
  'itemId',
  'photoCustomId',
  'orderId',
  'newsId',
  'id',
  'categoryName',
  'faqId',
];

const specPathOf = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const tablePaths = ROUTE_TABLE.map((entry) => specPathOf(entry.path));
const entryFor = (specPath: string) => {
  const entry = ROUTE_TABLE.find((candidate) => specPathOf(candidate.path) === specPath);
  if (!entry) throw new Error(`no route ${specPath}`);
  return entry;
};

describe('route table (spec §2)', () => {
  it('holds every spec path and nothing else but the pages declared beyond the spec', () => {
    const spec = [...SPEC_MEMBER_PATHS, ...SPEC_GUEST_PATHS, ...BEYOND_SPEC_PATHS];
    expect({
      missing: spec.filter((path) => !tablePaths.includes(path)),
      extra: tablePaths.filter((path) => !spec.includes(path)),
    }).toEqual({ missing: [], extra: [] });
  });

  it('has unique paths and unique route names', () => {
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
    const names = ROUTE_TABLE.map((entry) => entry.handle.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('names params as the spec does', () => {
    const params = new Set(tablePaths.flatMap((path) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])));
    expect([...params].filter((param) => !SPEC_PARAMS.includes(param ?? ''))).toEqual([]);
  });

  it.each([
    ['/', 'index'],
    ['/events/detail/{eventId}', 'events-detail-eventId'],
    ['/events/detail/{eventId}/{categoryId}/{itemId}', 'events-detail-eventId-categoryId-itemId'],
    ['/cart/{eventId}', 'cart-eventId'],
    ['/guest', 'guest'],
    ['/guest/events/detail/{eventId}', 'guest-events-detail-eventId'],
    ['/token_missing', 'token_missing'],
    ['/Imprint', 'Imprint'],
  ])('names %s "%s" (Nuxt style)', (path, name) => {
    expect(entryFor(path).handle.name).toBe(name);
    expect(routeNameOf(entryFor(path).path)).toBe(name);
  });

  it('puts every guest route in the guest layout and no member route there', () => {
    for (const path of SPEC_GUEST_PATHS) expect(entryFor(path).handle.layout, path).toBe('guest');
    for (const path of SPEC_MEMBER_PATHS) expect(entryFor(path).handle.layout, path).not.toBe('guest');
  });

  it.each([
    ['/login', 'logout'],
    ['/logout', 'logout'],
    ['/token_missing', 'logout'],
    ['/about', 'white'],
    ['/terms', 'white'],
    ['/privacy', 'white'],
    ['/Imprint', 'white'],
    ['/contact', 'white-grey'],
    ['/order/{eventId}', 'white-grey'],
    ['/order/confirm', 'white-grey-btb'],
    ['/', 'default'],
    ['/events/detail/{eventId}', 'default'],
  ])('%s uses the %s layout', (path, layout) => {
    expect(entryFor(path).handle.layout).toBe(layout);
  });
});

describe('auth requirement (spec §6)', () => {
  it.each([
    ['/login', 'public'],
    ['/logout', 'public'],
    ['/Imprint', 'public'],
    ['/privacy', 'public'],
    ['/order/handler', 'public'],
    ['/token_missing', 'public'],
    ['/guest/expired', 'public'],
    ['/bridge', 'public'],
    ['/guest/landing', 'public'],
    ['/guest/email_sent', 'public'],
    ['/guest/faq', 'public'],
    ['/guest/faq/{categoryName}/{faqId}', 'public'],
    ['/guest/contact/confirm', 'public'],
    ['/guest/handler', 'public'],
    ['/guest/phone', 'public'],
    ['/guest/about', 'public'],
    ['/guest/terms', 'public'],
    ['/guest/Imprint', 'public'],
    ['/guest/privacy', 'public'],
    ['/', 'member'],
    ['/about', 'member'],
    ['/terms', 'member'],
    ['/contact', 'member'],
    ['/order/confirm', 'member'],
    ['/events/detail/{eventId}', 'member'],
    ['/guest', 'guest'],
    ['/guest/cart', 'guest'],
    ['/guest/news', 'guest'],
    ['/guest/order/confirm', 'guest'],
    ['/guest/history/{orderId}', 'guest'],
  ])('%s is %s', (path, auth) => {
    expect(entryFor(path).handle.auth).toBe(auth);
  });

  it('ignores case and does not let a prefix leak', () => {
    expect(routeAuthOf('/IMPRINT')).toBe('public');
    expect(routeAuthOf('/guest/faqs')).toBe('guest');
    expect(routeAuthOf('/login-help')).toBe('member');
  });
});

describe('matching', () => {
  const routes = createAppRoutes();
  const matchedPath = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.path;

  it.each([
    ['/imprint', '/Imprint'],
    ['/Imprint', '/Imprint'],
    ['/guest/imprint', '/guest/Imprint'],
    ['/order/confirm', '/order/confirm'],
    ['/order/12', '/order/:eventId'],
    ['/events/detail/1/child', '/events/detail/:eventId/child'],
    ['/events/detail/1/2/3', '/events/detail/:eventId/:categoryId/:itemId'],
    ['/no/such/page', '*'],
  ])('%s matches %s', (url, path) => {
    expect(matchedPath(url)).toBe(path);
  });
});

describe('param validation', () => {
  it.each([
    ['1', true],
    ['42', true],
    ['9007199254740991', true],
    ['9007199254740993', false],
    ['0', false],
    ['-1', false],
    ['01', false],
    ['1.5', false],
    ['abc', false],
    ['1e3', false],
    ['', false],
  ])('%s → %s', (value, valid) => {
    expect(isPositiveIntegerParam(value)).toBe(valid);
  });

  it('checks only the numeric ids', () => {
    expect(
      invalidParams({ eventId: '1', categoryId: 'x', photoCustomId: 'abc', categoryName: 'pay' }),
    ).toEqual(['categoryId']);
    expect(invalidParams({ id: '0', orderId: '3', newsId: 'n' })).toEqual(['newsId', 'id']);
  });
});
