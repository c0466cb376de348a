import { createContext, type ReactNode, useContext } from 'react';
import { createPortal } from 'react-dom';

// undefined: no browsing layout around the page (tests, error pages): the bar goes to <body>;
// null: the layout's slot is not mounted yet (the bar follows a moment later).
const FloatingBarSlotContext = createContext<HTMLElement | null | undefined>(undefined);

/**
 * Provided by the browsing layout: an element right after <main>, outside the page's slide-in
 * transform (which would make `position: fixed` relative to the page instead of the screen).
 */
export const FloatingBarSlotProvider = FloatingBarSlotContext.Provider;

/**
 * A bar fixed to the screen's bottom (the photo page's buy bar, the grid's selection bar).
 * Rendered in the layout's slot, so the keyboard reaches it after the page and before the
 * footer, as it is seen, not at the end of <body>.
 */
export function FloatingBar({ children }: { children: ReactNode }) {
  const slot = useContext(FloatingBarSlotContext);
  if (slot === null) return null;
  return createPortal(children, slot ?? document.body);
}
