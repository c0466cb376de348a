import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side page change, focus moves to the new page's <main> (tabIndex -1), so
 * screen readers start reading the new content and keyboard users are not left on a link
 * that no longer exists. The first load keeps the browser's default (skip link first).
 */
export function useFocusMainOnNavigate(mainId: string): void {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (from === null || from === pathname) return;
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
