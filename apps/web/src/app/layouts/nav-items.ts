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
