/**
 * Spec §2 "Navigation behaviour" of the events area, as pure functions of the route left
 * and the route entered. Routes are known by their Nuxt-style names (`handle.name`,
 * spec §2 "Route names seen"); the guest side's names carry a `guest-` prefix and follow
 * the same rules.
 */

export interface RoutePoint {
  /** `handle.name` of the deepest matched page route; null for a page outside the table. */
  name: string | null;
  /** The `eventId` path parameter, when the route has one. */
  eventId: string | null;
}

const EVENT_DETAIL = 'events-detail-eventId';
const ITEM_DETAIL = 'events-detail-eventId-categoryId-itemId';

function baseName(name: string | null): string | null {
  if (name === null) return null;
  return name.startsWith('guest-') ? name.slice('guest-'.length) : name;
}

const startsArea = (name: string, area: string) => name === area || name.startsWith(`${area}-`);

/** The area a route belongs to for the photo-list cache: names beginning with events or cart. */
export function photoCacheArea(name: string | null): 'events' | 'cart' | null {
  const base = baseName(name);
  if (base === null) return null;
  if (startsArea(base, 'events')) return 'events';
  if (startsArea(base, 'cart')) return 'cart';
  return null;
}

export const isEventDetail = (name: string | null) => baseName(name) === EVENT_DETAIL;
export const isItemDetail = (name: string | null) => baseName(name) === ITEM_DETAIL;

/**
 * "Leaving the events or cart areas clears the photo-list cache." Moving between the two
 * (an item's page → the cart → back) keeps it; only a step outside both clears it.
 */
export function shouldClearPhotoListCache(from: RoutePoint | null, to: RoutePoint): boolean {
  return from !== null && photoCacheArea(from.name) !== null && photoCacheArea(to.name) === null;
}

/**
 * "Entering the event detail from anywhere except the item detail resets the expanded
 * category panels, the scroll position and the saved per-event restore entries." Coming
 * back from an item of the same event restores them instead. Null: not an event detail.
 */
export function eventDetailEntry(from: RoutePoint | null, to: RoutePoint): 'restore' | 'reset' | null {
  if (!isEventDetail(to.name)) return null;
  return from !== null && isItemDetail(from.name) && from.eventId === to.eventId ? 'restore' : 'reset';
}

/** "Going from the event detail to the item detail stores the scroll position" (and panels). */
export function shouldStoreDetailState(from: RoutePoint | null, to: RoutePoint): boolean {
  return from !== null && isEventDetail(from.name) && isItemDetail(to.name) && from.eventId === to.eventId;
}
