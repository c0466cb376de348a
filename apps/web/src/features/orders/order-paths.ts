import { useLocation } from 'react-router';
import { type Area, areaOf, areaPath } from '@/shared/routing/area';

/**
 * Paths of the order flow and the order history. Members and guests walk the same pages, the
 * guest's under /guest (spec §2).
 */
export const orderFormPath = (area: Area, eventId: number) => areaPath(area, `/order/${eventId}`);
export const orderConfirmPath = (area: Area) => areaPath(area, '/order/confirm');
export const orderCompletePath = (area: Area) => areaPath(area, '/order/complete');
export const orderDetailPath = (area: Area, orderId: number) => areaPath(area, `/history/${orderId}`);
export const cartPath = (area: Area, eventId: number | null) =>
  areaPath(area, eventId === null ? '/cart' : `/cart/${eventId}`);

export function useOrderArea(): Area {
  return areaOf(useLocation().pathname);
}
