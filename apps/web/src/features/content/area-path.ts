import { useLocation } from 'react-router';
import { type Area, areaOf, areaPath } from '@/shared/routing/area';

/** The area of the current page, and a function that builds paths inside it. */
export function useAreaPaths(): { area: Area; to: (path: string) => string } {
  const area = areaOf(useLocation().pathname);
  return { area, to: (path: string) => areaPath(area, path) };
}
