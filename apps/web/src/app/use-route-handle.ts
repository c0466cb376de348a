import { useMatches } from 'react-router';
import type { RouteHandle } from './route-meta';

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'name' in value && 'layout' in value;
}

/** The handle of the deepest matched page route, or null (e.g. while an error shows). */
export function useRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}
