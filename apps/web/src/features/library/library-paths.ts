import { useLocation } from 'react-router';
import { type Area, areaOf, areaPath } from '@/shared/routing/area';

/** Paths of the library (members) and of an order's downloads (members and guests, spec §2). */
export const LIBRARY_PATH = '/library';
export const libraryEventPath = (eventId: number) => `/library/event/${eventId}`;
export const libraryItemPath = (eventId: number, itemId: number, photoCustomId: number) =>
  `${libraryEventPath(eventId)}/${itemId}/${photoCustomId}`;
export const orderDownloadPath = (area: Area, orderId: number) =>
  areaPath(area, `/history/${orderId}/download`);
export const orderDetailPath = (area: Area, orderId: number) => areaPath(area, `/history/${orderId}`);

export function useArea(): Area {
  return areaOf(useLocation().pathname);
}

/** A movie's length as the players show it: 0:42, 3:05, 1:02:10. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
