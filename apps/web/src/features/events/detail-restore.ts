import { readJson, removeItem, writeItem } from '@/shared/storage/safe-storage';

/**
 * What the event detail page puts back when the buyer returns from a photo (spec §2): the
 * window's scroll position and the expanded category panels, per event. The page reports
 * its live state here as it changes; the navigation watcher stores it when the buyer goes
 * to an item, and clears every entry when the detail is entered any other way.
 *
 * The key starts with "event", so a change of identity clears it with the other event
 * caches (shared/auth/session-reset).
 */
export const DETAIL_RESTORE_KEY = 'eventDetailRestore';

export interface DetailState {
  scrollY: number;
  /** Ids of the expanded categories. */
  expanded: number[];
}

const live = new Map<number, DetailState>();

function isDetailState(value: unknown): value is DetailState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<DetailState>;
  return (
    typeof state.scrollY === 'number' &&
    Number.isFinite(state.scrollY) &&
    Array.isArray(state.expanded) &&
    state.expanded.every((id) => Number.isInteger(id))
  );
}

function readAll(): Record<string, DetailState> {
  const stored = readJson('session', DETAIL_RESTORE_KEY);
  if (typeof stored !== 'object' || stored === null) return {};
  return Object.fromEntries(Object.entries(stored).filter(([, value]) => isDetailState(value)));
}

/** The page's current state (not stored yet). */
export function reportDetailState(eventId: number, state: DetailState): void {
  live.set(eventId, state);
}

/** Stores the event's reported state as its restore entry. */
export function storeDetailState(eventId: number): void {
  const state = live.get(eventId);
  if (!state) return;
  writeItem('session', DETAIL_RESTORE_KEY, JSON.stringify({ ...readAll(), [eventId]: state }));
}

export function readDetailRestore(eventId: number): DetailState | null {
  return readAll()[eventId] ?? null;
}

/** Forgets every event's entry and reported state. */
export function clearDetailRestore(): void {
  live.clear();
  removeItem('session', DETAIL_RESTORE_KEY);
}
