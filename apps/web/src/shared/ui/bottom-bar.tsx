import { createContext, type ReactNode, useContext } from 'react';
import { createPortal } from 'react-dom';

const BottomBarSlotContext = createContext<HTMLElement | null>(null);

/** Provided by the white-grey-btb layout: the element its bottom button bar renders into. */
export const BottomBarSlotProvider = BottomBarSlotContext.Provider;

/** A page's main action, placed in the layout's bottom bar (thumb reach on phones). */
export function BottomBar({ children }: { children: ReactNode }) {
  const slot = useContext(BottomBarSlotContext);
  return slot ? createPortal(children, slot) : null;
}
