import type { TokenKind } from '@omoide/contract';

/** Which side of the product a path belongs to: everything under /guest is the guest area. */
export type Area = TokenKind;

export function areaOf(pathname: string): Area {
  const path = pathname.toLowerCase();
  return path === '/guest' || path.startsWith('/guest/') ? 'guest' : 'member';
}

/** Home of an area: where "go home" leads after an error (spec §8). */
export function homeOf(area: Area): '/' | '/guest' {
  return area === 'guest' ? '/guest' : '/';
}

/** The same page on the guest side lives under /guest (spec §2): `/faq` → `/guest/faq`. */
export function areaPath(area: Area, path: string): string {
  return area === 'guest' ? `/guest${path}` : path;
}
