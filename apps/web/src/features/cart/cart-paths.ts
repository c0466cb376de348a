import { useLocation } from 'react-router';
import { type Area, areaOf, areaPath } from '@/shared/routing/area';

/** Paths the cart pages link to; the guest side has the same pages under /guest (spec §2). */

export const cartPath = (area: Area, eventId?: number) =>
  areaPath(area, eventId === undefined ? '/cart' : `/cart/${eventId}`);

export const cartItemPath = (area: Area, eventId: number, itemId: number, photoCustomId: number) =>
  `${cartPath(area, eventId)}/${itemId}/${photoCustomId}`;

/** The order form of one event (spec §2 `/order/{eventId}`): carts are ordered per event. */
export const orderPath = (area: Area, eventId: number) => areaPath(area, `/order/${eventId}`);

export function useCartArea(): Area {
  return areaOf(useLocation().pathname);
}
