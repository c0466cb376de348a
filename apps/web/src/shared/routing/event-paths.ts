import { useLocation } from 'react-router';
import { type Area, areaOf } from './area';

/** Paths of the events area; the guest side has the same pages under /guest (spec §2). */

const prefix = (area: Area) => (area === 'guest' ? '/guest' : '');

export const eventCodePath = (area: Area) => `${prefix(area)}/events/code`;

export const eventDetailPath = (area: Area, eventId: number) => `${prefix(area)}/events/detail/${eventId}`;

export const itemDetailPath = (area: Area, eventId: number, categoryId: number, itemId: number) =>
  `${eventDetailPath(area, eventId)}/${categoryId}/${itemId}`;

export const trimPath = (area: Area, eventId: number, categoryId: number, itemId: number, sizeId: number) =>
  `${itemDetailPath(area, eventId, categoryId, itemId)}/trim?size=${sizeId}`;

/** The area of the current page (guest under /guest, member elsewhere). */
export function useEventArea(): Area {
  return areaOf(useLocation().pathname);
}

/** A validated numeric path parameter (the route already rejected anything else, spec §5). */
export function numericParam(value: string | undefined): number {
  return Number(value);
}
