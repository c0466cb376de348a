import { useCallback, useSyncExternalStore } from 'react';

/**
 * Where the shell switches from the phone layout (one-row header, bottom tab bar) to the
 * desktop one (header navigation). The CSS of the shell uses the same width.
 */
export const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * Whether a CSS media query matches, kept up to date on rotation and resizing. The shell
 * renders either the tab bar or the header navigation, not both hidden by CSS, so a screen
 * reader meets one main navigation, not two. Without matchMedia (old test environments)
 * nothing matches.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
