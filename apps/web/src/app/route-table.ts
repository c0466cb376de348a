import type { ComponentType } from 'react';
import { type LayoutName, type RouteHandle, routeAuthOf, routeNameOf } from './route-meta';

/** A lazily loaded page module: its default export is the page component. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

export interface RouteEntry {
  /** React Router path; matching is case-insensitive (React Router's default). */
  path: string;
  handle: RouteHandle;
  page: PageLoader;
}

// Screens that later issues build show a translated "coming soon" body until then.
const comingSoon: PageLoader = () => import('./routes/coming-soon-page');
const memberHome: PageLoader = () => import('@/features/home/member-home-page');
const guestHome: PageLoader = () => import('@/features/home/guest-home-page');
const about: PageLoader = () => import('@/features/content/about-page');
const terms: PageLoader = () => import('@/features/content/terms-page');
const privacy: PageLoader = () => import('@/features/content/privacy-page');
const imprint: PageLoader = () => import('@/features/content/imprint-page');
const tokenMissing: PageLoader = () => import('@/features/auth/token-missing-page');
const guestExpired: PageLoader = () => import('@/features/guest/guest-expired-page');
const login: PageLoader = () => import('@/features/auth/login-page');
const logout: PageLoader = () => import('@/features/auth/logout-page');
const bridge: PageLoader = () => import('@/features/auth/bridge-page');
const forgotPassword: PageLoader = () => import('@/features/auth/forgot-password-page');
const resetPassword: PageLoader = () => import('@/features/auth/reset-password-page');
const guestLanding: PageLoader = () => import('@/features/guest/guest-landing-page');
const guestEmailSent: PageLoader = () => import('@/features/guest/guest-email-sent-page');
const user: PageLoader = () => import('@/features/user/user-page');
const childList: PageLoader = () => import('@/features/user/child-list-page');
const childDetail: PageLoader = () => import('@/features/user/child-detail-page');

// News, FAQ and the inquiry form (features/content).
const contactForm: PageLoader = () => import('@/features/content/contact-form-page');
const contactConfirm: PageLoader = () => import('@/features/content/contact-confirm-page');
const contactComplete: PageLoader = () => import('@/features/content/contact-complete-page');
const faq: PageLoader = () => import('@/features/content/faq-page');
const faqDetail: PageLoader = () => import('@/features/content/faq-detail-page');
const newsList: PageLoader = () => import('@/features/content/news-list-page');
const newsDetail: PageLoader = () => import('@/features/content/news-detail-page');

// Event list, event code, event detail, photos and trimming (features/events).
const eventList: PageLoader = () => import('@/features/events/event-list-page');
const eventCode: PageLoader = () => import('@/features/events/event-code-page');
const eventDetail: PageLoader = () => import('@/features/events/event-detail-page');
const itemDetail: PageLoader = () => import('@/features/events/item-detail-page');
const itemTrim: PageLoader = () => import('@/features/events/trim-page');

// Face images and finding a child's photos by face (features/faces).
const childPhoto: PageLoader = () => import('@/features/faces/child-photo-page');
const eventsChild: PageLoader = () => import('@/features/faces/child-events-page');
const eventDetailChild: PageLoader = () => import('@/features/faces/event-child-page');

// The cart of one event or all, and one cart item (features/cart).
const cart: PageLoader = () => import('@/features/cart/cart-page');
const cartItem: PageLoader = () => import('@/features/cart/cart-item-page');

// Ordering, the order history and the guest's order check (features/orders).
const orderForm: PageLoader = () => import('@/features/orders/order-form-page');
const orderConfirm: PageLoader = () => import('@/features/orders/order-confirm-page');
const orderComplete: PageLoader = () => import('@/features/orders/order-complete-page');
const orderHandler: PageLoader = () => import('@/features/orders/order-handler-page');
const orderHistory: PageLoader = () => import('@/features/orders/order-history-page');
const orderDetail: PageLoader = () => import('@/features/orders/order-detail-page');
const guestPhone: PageLoader = () => import('@/features/orders/guest-phone-page');

// The library of purchases and an order's downloads (features/library).
const orderDownload: PageLoader = () => import('@/features/library/order-download-page');
const library: PageLoader = () => import('@/features/library/library-page');
const libraryEvent: PageLoader = () => import('@/features/library/library-event-page');
const libraryItem: PageLoader = () => import('@/features/library/library-item-page');

// Family sharing's invitation link and the "new photos" mail's stop link (features/family).
const acceptInvitation: PageLoader = () => import('@/features/family/accept-invitation-page');
const alertUnsubscribe: PageLoader = () => import('@/features/family/unsubscribe-page');

type Row = [path: string, layout: LayoutName, titleKey: string | null, page?: PageLoader];

/** Spec §2 "Member routes", in the spec's order. */
const MEMBER_ROUTES: Row[] = [
  ['/', 'default', null, memberHome],
  ['/about', 'white', 'titles.about', about],
  ['/bridge', 'logout', 'titles.bridge', bridge],
  ['/cart', 'default', 'titles.cart', cart],
  ['/cart/:eventId', 'default', 'titles.cartEvent', cart],
  ['/cart/:eventId/:itemId/:photoCustomId', 'default', 'titles.cartItem', cartItem],
  ['/child', 'default', 'titles.child', childList],
  ['/child/detail/:id', 'default', 'titles.childDetail', childDetail],
  ['/child/detail/:id/photo', 'white-grey', 'titles.childPhoto', childPhoto],
  ['/contact', 'white-grey', 'titles.contact', contactForm],
  ['/contact/confirm', 'white-grey-btb', 'titles.contactConfirm', contactConfirm],
  ['/contact/complete', 'white-grey', 'titles.contactComplete', contactComplete],
  ['/events', 'default', 'titles.events', eventList],
  ['/events/child', 'default', 'titles.eventsChild', eventsChild],
  ['/events/code', 'white-grey', 'titles.eventsCode', eventCode],
  ['/events/detail/:eventId', 'default', 'titles.eventDetail', eventDetail],
  ['/events/detail/:eventId/child', 'default', 'titles.eventDetailChild', eventDetailChild],
  ['/events/detail/:eventId/:categoryId/:itemId', 'default', 'titles.itemDetail', itemDetail],
  ['/events/detail/:eventId/:categoryId/:itemId/trim', 'white', 'titles.itemTrim', itemTrim],
  ['/faq', 'default', 'titles.faq', faq],
  ['/faq/:categoryName', 'default', 'titles.faqCategory', faq],
  ['/faq/:categoryName/:faqId', 'default', 'titles.faqDetail', faqDetail],
  ['/history', 'default', 'titles.history', orderHistory],
  ['/history/:orderId', 'default', 'titles.historyDetail', orderDetail],
  ['/history/:orderId/download', 'default', 'titles.historyDownload', orderDownload],
  ['/Imprint', 'white', 'titles.imprint', imprint],
  ['/library', 'default', 'titles.library', library],
  ['/library/event/:eventId', 'default', 'titles.libraryEvent', libraryEvent],
  ['/library/event/:eventId/:itemId/:photoCustomId', 'default', 'titles.libraryItem', libraryItem],
  ['/login', 'logout', 'titles.login', login],
  ['/logout', 'logout', 'titles.logout', logout],
  ['/news', 'default', 'titles.news', newsList],
  ['/news/:newsId', 'default', 'titles.newsDetail', newsDetail],
  ['/order/:eventId', 'white-grey', 'titles.order', orderForm],
  ['/order/confirm', 'white-grey-btb', 'titles.orderConfirm', orderConfirm],
  ['/order/complete', 'white-grey', 'titles.orderComplete', orderComplete],
  ['/order/handler', 'white-grey', 'titles.orderHandler', orderHandler],
  ['/privacy', 'white', 'titles.privacy', privacy],
  ['/terms', 'white', 'titles.terms', terms],
  ['/token_missing', 'logout', 'titles.tokenMissing', tokenMissing],
  ['/user', 'default', 'titles.user', user],
];

/**
 * Pages beyond spec §2 (the spec is silent on them): links that arrive by mail and work
 * before signing in.
 */
const BEYOND_SPEC_ROUTES: Row[] = [
  ['/family/accept', 'logout', 'titles.familyAccept', acceptInvitation],
  ['/alerts/unsubscribe', 'logout', 'titles.alertUnsubscribe', alertUnsubscribe],
  // A member's forgotten password (decision 031): the default `uri.password_reminder` and its mailed link.
  ['/password/forgot', 'logout', 'titles.passwordForgot', forgotPassword],
  ['/password/reset', 'logout', 'titles.passwordReset', resetPassword],
];

/** Spec §2 "Guest routes (guest layout)", in the spec's order. */
const GUEST_ROUTES: Row[] = [
  ['/guest', 'guest', null, guestHome],
  ['/guest/landing', 'guest', 'titles.guestLanding', guestLanding],
  ['/guest/about', 'guest', 'titles.about', about],
  ['/guest/cart', 'guest', 'titles.cart', cart],
  ['/guest/cart/:eventId', 'guest', 'titles.cartEvent', cart],
  ['/guest/cart/:eventId/:itemId/:photoCustomId', 'guest', 'titles.cartItem', cartItem],
  ['/guest/contact', 'guest', 'titles.contact', contactForm],
  ['/guest/contact/confirm', 'guest', 'titles.contactConfirm', contactConfirm],
  ['/guest/contact/complete', 'guest', 'titles.contactComplete', contactComplete],
  ['/guest/email_sent', 'guest', 'titles.guestEmailSent', guestEmailSent],
  ['/guest/events/code', 'guest', 'titles.eventsCode', eventCode],
  ['/guest/events/detail/:eventId', 'guest', 'titles.eventDetail', eventDetail],
  ['/guest/events/detail/:eventId/:categoryId/:itemId', 'guest', 'titles.itemDetail', itemDetail],
  ['/guest/events/detail/:eventId/:categoryId/:itemId/trim', 'guest', 'titles.itemTrim', itemTrim],
  ['/guest/expired', 'guest', 'titles.guestExpired', guestExpired],
  ['/guest/faq', 'guest', 'titles.faq', faq],
  ['/guest/faq/:categoryName', 'guest', 'titles.faqCategory', faq],
  ['/guest/faq/:categoryName/:faqId', 'guest', 'titles.faqDetail', faqDetail],
  ['/guest/handler', 'guest', 'titles.orderHandler', orderHandler],
  ['/guest/history/:orderId', 'guest', 'titles.historyDetail', orderDetail],
  ['/guest/history/:orderId/download', 'guest', 'titles.historyDownload', orderDownload],
  ['/guest/Imprint', 'guest', 'titles.imprint', imprint],
  ['/guest/news', 'guest', 'titles.news', newsList],
  ['/guest/news/:newsId', 'guest', 'titles.newsDetail', newsDetail],
  ['/guest/order/:eventId', 'guest', 'titles.order', orderForm],
  ['/guest/order/confirm', 'guest', 'titles.orderConfirm', orderConfirm],
  ['/guest/order/complete', 'guest', 'titles.orderComplete', orderComplete],
  ['/guest/phone', 'guest', 'titles.guestPhone', guestPhone],
  ['/guest/privacy', 'guest', 'titles.privacy', privacy],
  ['/guest/terms', 'guest', 'titles.terms', terms],
];

function toEntry([path, layout, titleKey, page = comingSoon]: Row): RouteEntry {
  return { path, page, handle: { name: routeNameOf(path), layout, auth: routeAuthOf(path), titleKey } };
}

/** The complete route table of spec §2. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  ...MEMBER_ROUTES,
  ...GUEST_ROUTES,
  ...BEYOND_SPEC_ROUTES,
].map(toEntry);
/** The paths of {@link BEYOND_SPEC_ROUTES}, for the route table's test. */
export const BEYOND_SPEC_PATHS: readonly string[] = BEYOND_SPEC_ROUTES.map(([path]) => path);
