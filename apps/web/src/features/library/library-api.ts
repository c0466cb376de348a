import {
  type OrderDownloads,
  orderDownloadsSchema,
  type PurchasedEventDetail,
  type PurchasedEventList,
  purchasedEventDetailSchema,
  purchasedEventListSchema,
  type TextLanguage,
  type ZipDownloadUrl,
  zipDownloadUrlSchema,
} from '@omoide/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/api-client';
import { isApiError } from '@/shared/api/api-error';
import { fetchForOrder } from '@/shared/api/order-scoped-fetch';
import type { Area } from '@/shared/routing/area';
import { clock } from '@/shared/time/clock';

/** Spec §7 "Mypage" calls of the library and the order download pages. */

export const LIBRARY_QUERY_ROOT = ['library'] as const;

/**
 * Signed URLs in an answer expire (`download_url_expires_t`, `expires_t`): the answer is
 * fresh until a minute before the first of them, then fetched again on the next use.
 */
export function staleTimeUntil(expiries: (number | null)[], now_t = clock.now()): number {
  const first = Math.min(...expiries.filter((t): t is number => t !== null));
  if (!Number.isFinite(first)) return 5 * 60_000;
  return Math.max(0, (first - 60 - now_t) * 1000);
}

/** `GET /api/mypage/buyed/list/event`: the member's events with purchases. */
export const purchasedEventsQuery = (language: TextLanguage) =>
  queryOptions({
    queryKey: [...LIBRARY_QUERY_ROOT, 'events', language],
    queryFn: ({ signal }): Promise<PurchasedEventList> =>
      apiFetch('/api/mypage/buyed/list/event', {
        auth: 'member',
        schema: import.meta.env.DEV ? purchasedEventListSchema : undefined,
        signal,
      }),
    meta: { followUp: '/' },
  });

/**
 * `GET /api/mypage/buyed/event/detail/{event_id}`. Spec §8: a 404 (nothing bought there)
 * sets the result to empty — the page says so, no error modal.
 */
export const purchasedEventDetailQuery = (eventId: number, language: TextLanguage) =>
  queryOptions({
    queryKey: [...LIBRARY_QUERY_ROOT, 'event', eventId, language],
    queryFn: async ({ signal }): Promise<PurchasedEventDetail | null> => {
      try {
        return await apiFetch(`/api/mypage/buyed/event/detail/${eventId}`, {
          auth: 'member',
          schema: import.meta.env.DEV ? purchasedEventDetailSchema : undefined,
          signal,
        });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: (query) =>
      staleTimeUntil(query.state.data?.items.map((item) => item.download_url_expires_t) ?? []),
    meta: { followUp: '/library' },
  });

/** `GET /api/mypage/order/downloads/{order_id}` (member, guest, or the guest's order pass). */
export const orderDownloadsQuery = (area: Area, orderId: number, language: TextLanguage) =>
  queryOptions({
    queryKey: [...LIBRARY_QUERY_ROOT, 'order', area, orderId, language],
    queryFn: ({ signal }): Promise<OrderDownloads> =>
      fetchForOrder(area, orderId, `/api/mypage/order/downloads/${orderId}`, {
        schema: import.meta.env.DEV ? orderDownloadsSchema : undefined,
        signal,
      }),
    staleTime: (query) =>
      staleTimeUntil(query.state.data?.items.map((item) => item.download_url_expires_t) ?? []),
    meta: { followUp: area === 'guest' ? '/guest' : '/history' },
  });

/** `GET /api/mypage/order/zip_dl_url/{order_id}/{event_id}`: a signed link to the order's zip. */
export const zipUrlQuery = (area: Area, orderId: number, eventId: number) =>
  queryOptions({
    queryKey: [...LIBRARY_QUERY_ROOT, 'zip-url', area, orderId, eventId],
    queryFn: ({ signal }): Promise<ZipDownloadUrl> =>
      fetchForOrder(area, orderId, `/api/mypage/order/zip_dl_url/${orderId}/${eventId}`, {
        schema: import.meta.env.DEV ? zipDownloadUrlSchema : undefined,
        signal,
      }),
    staleTime: (query) => staleTimeUntil([query.state.data?.expires_t ?? null]),
    meta: { followUp: area === 'guest' ? '/guest' : '/history' },
  });
