import type { ImageItem } from '@omoide/contract';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

/**
 * Select mode of the event detail's grids: which photos are chosen for one "add to cart".
 * Held by the page, so every category grid and the kept view share one selection.
 */
export interface GridSelection {
  selecting: boolean;
  /** Chosen photos in the order chosen (the bulk add keeps that order). */
  selected: ReadonlyMap<number, ImageItem>;
  setSelecting: (on: boolean) => void;
  /**
   * Chooses or un-chooses one photo of a grid. With `range` (shift on desktop), every photo
   * between the last one chosen in the same grid and this one takes this one's new state.
   */
  toggle: (input: { item: ImageItem; gridKey: string; items: readonly ImageItem[]; range?: boolean }) => void;
  /** Takes one photo out of the selection (after it went into the cart). */
  toggleOff: (id: number) => void;
  clear: () => void;
}

const SelectionContext = createContext<GridSelection | null>(null);

/** Photos between two positions of a grid, both included, in grid order. */
export function rangeOf(items: readonly ImageItem[], fromId: number, toId: number): ImageItem[] {
  const from = items.findIndex((item) => item.id === fromId);
  const to = items.findIndex((item) => item.id === toId);
  if (from < 0 || to < 0) return [];
  return items.slice(Math.min(from, to), Math.max(from, to) + 1);
}

export function useGridSelectionState(): GridSelection {
  const [selecting, setSelectingState] = useState(false);
  const [selected, setSelected] = useState<ReadonlyMap<number, ImageItem>>(new Map());
  const anchor = useRef<{ gridKey: string; itemId: number } | null>(null);

  const clear = useCallback(() => {
    setSelected(new Map());
    anchor.current = null;
  }, []);
  const setSelecting = useCallback(
    (on: boolean) => {
      setSelectingState(on);
      if (!on) clear();
    },
    [clear],
  );
  const toggle = useCallback<GridSelection['toggle']>(({ item, gridKey, items, range = false }) => {
    // Read now: the updater below runs later, after the anchor has moved to this photo.
    const from = anchor.current;
    setSelected((current) => {
      const next = new Map(current);
      const choose = !current.has(item.id);
      const targets =
        range && from && from.gridKey === gridKey ? rangeOf(items, from.itemId, item.id) : [item];
      for (const target of targets.length > 0 ? targets : [item]) {
        if (choose) next.set(target.id, target);
        else next.delete(target.id);
      }
      return next;
    });
    anchor.current = { gridKey, itemId: item.id };
  }, []);

  const toggleOff = useCallback((id: number) => {
    setSelected((current) => {
      if (!current.has(id)) return current;
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  }, []);

  return useMemo(
    () => ({ selecting, selected, setSelecting, toggle, toggleOff, clear }),
    [selecting, selected, setSelecting, toggle, toggleOff, clear],
  );
}

export function GridSelectionProvider({ value, children }: { value: GridSelection; children: ReactNode }) {
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

/** The page's selection, or null where a grid is shown without select mode. */
export function useGridSelection(): GridSelection | null {
  return useContext(SelectionContext);
}
