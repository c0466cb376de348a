import { createContext, type ReactNode, useContext } from 'react';
import { createPortal } from 'react-dom';

// undefined: no layout with a bottom bar around the page; null: the bar is not mounted yet.
const BottomBarSlotContext = createContext<HTMLElement | null | undefined>(undefined);

/** Provided by the white-grey-btb layout: the element its bottom button bar renders into. */
export const BottomBarSlotProvider = BottomBarSlotContext.Provider;

/** Whether the page's layout has a bottom button bar (pages without one place actions inline). */
export function useHasBottomBar(): boolean {
  return useContext(BottomBarSlotContext) !== undefined;
}

/** A page's main action, placed in the layout's bottom bar (thumb reach on phones). */
export function BottomBar({ children }: { children: ReactNode }) {
  const slot = useContext(BottomBarSlotContext);
  return slot ? createPortal(children, slot) : null;
}
