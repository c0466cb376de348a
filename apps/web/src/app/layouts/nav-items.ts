import type { IconName } from '@/shared/ui';
import { routeAuthOf } from '../route-meta';

export interface NavItem {
  to: string;
  labelKey: string;
  icon: IconName;
  /** Active only on the exact path (the homes), not on every path below it. */
  end?: boolean;
}

export const MEMBER_NAV: readonly NavItem[] = [
  { to: '/', labelKey: 'nav.home', icon: 'home', end: true },
  { to: '/events', labelKey: 'nav.events', icon: 'camera' },
  { to: '/history', labelKey: 'nav.history', icon: 'receipt' },
  { to: '/library', labelKey: 'nav.library', icon: 'images' },
  { to: '/child', labelKey: 'nav.children', icon: 'child' },
  { to: '/news', labelKey: 'nav.news', icon: 'news' },
  { to: '/faq', labelKey: 'nav.faq', icon: 'help' },
];

export const GUEST_NAV: readonly NavItem[] = [
  { to: '/guest', labelKey: 'nav.home', icon: 'home', end: true },
  { to: '/guest/events/code', labelKey: 'nav.eventCode', icon: 'ticket' },
  { to: '/guest/news', labelKey: 'nav.news', icon: 'news' },
  { to: '/guest/faq', labelKey: 'nav.faq', icon: 'help' },
  { to: '/guest/contact', labelKey: 'nav.contact', icon: 'mail' },
];

/**
 * The phone's bottom tab bar: the few places a parent returns to, within thumb reach. Short
 * labels (`nav.tabs.*`) so five tabs fit 320 px in every locale. Everything else is in the
 * header's menu (MEMBER_MENU / GUEST_MENU).
 */
export const MEMBER_TABS: readonly NavItem[] = [
  { to: '/', labelKey: 'nav.tabs.home', icon: 'home', end: true },
  { to: '/events', labelKey: 'nav.tabs.events', icon: 'camera' },
  { to: '/library', labelKey: 'nav.tabs.library', icon: 'images' },
  { to: '/history', labelKey: 'nav.tabs.history', icon: 'receipt' },
  { to: '/user', labelKey: 'nav.tabs.myPage', icon: 'user' },
];

/** A guest has no library or account: an event code, and an order looked up by code and phone. */
export const GUEST_TABS: readonly NavItem[] = [
  { to: '/guest', labelKey: 'nav.tabs.home', icon: 'home', end: true },
  { to: '/guest/events/code', labelKey: 'nav.tabs.eventCode', icon: 'ticket' },
  { to: '/guest/phone', labelKey: 'nav.tabs.orderCheck', icon: 'receipt' },
  { to: '/guest/faq', labelKey: 'nav.tabs.faq', icon: 'help' },
];

/** The phone header's menu: every destination of the area, the tabs' ones included. */
export const MEMBER_MENU: readonly NavItem[] = [
  ...MEMBER_NAV,
  { to: '/user', labelKey: 'nav.myPage', icon: 'user' },
  { to: '/contact', labelKey: 'nav.contact', icon: 'mail' },
];

export const GUEST_MENU: readonly NavItem[] = [
  ...GUEST_NAV.slice(0, 2),
  { to: '/guest/phone', labelKey: 'nav.orderCheck', icon: 'receipt' },
  ...GUEST_NAV.slice(2),
];

export interface FooterLink {
  to: string;
  labelKey: string;
}

/** With `publicOnly`, only pages that need no token (spec §6), for visitors without one. */
export function footerLinks(area: 'member' | 'guest', publicOnly = false): FooterLink[] {
  const prefix = area === 'guest' ? '/guest' : '';
  const links = [
    { to: `${prefix}/about`, labelKey: 'footer.about' },
    { to: `${prefix}/terms`, labelKey: 'footer.terms' },
    { to: `${prefix}/privacy`, labelKey: 'footer.privacy' },
    { to: `${prefix}/Imprint`, labelKey: 'footer.imprint' },
    { to: `${prefix}/faq`, labelKey: 'footer.faq' },
    { to: `${prefix}/contact`, labelKey: 'footer.contact' },
  ];
  return publicOnly ? links.filter((link) => routeAuthOf(link.to) === 'public') : links;
}
