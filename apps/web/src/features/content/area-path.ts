import { useLocation } from 'react-router';
import { type Area, areaOf } from '@/shared/routing/area';

/** The same page on the guest side lives under /guest (spec §2): `/faq` → `/guest/faq`. */
export function areaPath(area: Area, path: string): string {
  return area === 'guest' ? `/guest${path}` : path;
}

/** The area of the current page, and a function that builds paths inside it. */
export function useAreaPaths(): { area: Area; to: (path: string) => string } {
  const area = areaOf(useLocation().pathname);
  return { area, to: (path: string) => areaPath(area, path) };
}
