import {
  cardShopPublicConfigSchema,
  guestOrderCheckAnswerSchema,
  isCvsPaymentType,
  isRakutenRoutePaymentType,
  type OrderDetail,
  type OrderProcessBody,
  type OrderResult,
  orderDetailSchema,
  orderListSchema,
  orderResultSchema,
  type TextLanguage,
} from '@omoide/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/shared/api/api-client';
import { fetchForOrder } from '@/shared/api/order-scoped-fetch';
import type { Area } from '@/shared/routing/area';

/** Spec §7 "Order" and "Mypage" calls of the order pages. */

export const ORDERS_QUERY_ROOT = ['orders'] as const;

/**
 * `GET /api/payment/card/config`: the shop's public key and token endpoint. It changes only
 * with a deployment, so one read per visit is enough.
 */
export const cardConfigQuery = () =>
  queryOptions({
    queryKey: ['payment', 'card', 'config'],
    queryFn: ({ signal }) =>
      apiFetch('/api/payment/card/config', {
        auth: 'none',
        schema: import.meta.env.DEV ? cardShopPublicConfigSchema : undefined,
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * `POST /api/order/process`. The `Idempotency-Key` belongs to the attempt (one card token):
 * a double tap or a retry after a lost answer sends the same key, and the server answers the
 * first result instead of charging twice (DESIGN §5).
 */
export function postOrder(area: Area, body: OrderProcessBody, idempotencyKey: string): Promise<OrderResult> {
  // Wallets and the Rakuten card have their own route (spec §7 `/api/order/rakuten/process`),
  // convenience stores theirs (`/rakuten/process_cvs`), the other cards the card one.
  const type = body.payment.payment_type;
  const path = isRakutenRoutePaymentType(type)
    ? '/api/order/rakuten/process'
    : isCvsPaymentType(type)
      ? '/api/order/rakuten/process_cvs'
      : '/api/order/process';
  return apiFetch(path, {
    body,
    auth: area,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: import.meta.env.DEV ? orderResultSchema : undefined,
  });
}

const acsCompletions = new Map<number, Promise<OrderResult>>();

/**
 * `POST /api/order/acs/complete` after the 3-D Secure page. The handler page may mount twice
 * (strict mode, back and forward); both share the one call.
 */
export function completeAcs(area: Area, orderId: number, wallet = false): Promise<OrderResult> {
  const running = acsCompletions.get(orderId);
  if (running) return running;
  // Back from a wallet's approval page: the server asks the wallet provider (decision 011).
  const started = apiFetch(wallet ? '/api/order/rakuten/complete' : '/api/order/acs/complete', {
    body: { order_id: orderId },
    auth: area,
    schema: import.meta.env.DEV ? orderResultSchema : undefined,
  }).finally(() => {
    setTimeout(() => acsCompletions.delete(orderId), 0);
  });
  acsCompletions.set(orderId, started);
  return started;
}

/** `GET /api/mypage/order/detail/{order_id}`; a 404 shows the modal, then the history (or guest home). */
export const orderDetailQuery = (area: Area, orderId: number, language: TextLanguage) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_ROOT, 'detail', area, orderId, language],
    queryFn: ({ signal }): Promise<OrderDetail> =>
      // A guest who looked this order up by code and phone may hold a pass for it alone.
      fetchForOrder(area, orderId, `/api/mypage/order/detail/${orderId}`, {
        schema: import.meta.env.DEV ? orderDetailSchema : undefined,
        signal,
      }),
    meta: { followUp: area === 'guest' ? '/guest' : '/history' },
  });

export type OrderListPage = z.infer<typeof orderListSchema>;

/** `GET /api/mypage/order/list?index=N`: the member's orders, newest first, 10 a page (spec §9). */
export const orderListQuery = (language: TextLanguage) =>
  infiniteQueryOptions({
    queryKey: [...ORDERS_QUERY_ROOT, 'list', language],
    queryFn: ({ pageParam, signal }): Promise<OrderListPage> =>
      apiFetch('/api/mypage/order/list', {
        query: { index: pageParam },
        auth: 'member',
        schema: import.meta.env.DEV ? orderListSchema : undefined,
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.next_page && last.next_index !== null ? last.next_index : undefined),
  });

export type GuestOrderCheckAnswer = z.infer<typeof guestOrderCheckAnswerSchema>;

/** `POST /api/guest/order/check/confirm` (no token): the order code and phone become a guest token. */
export function postGuestOrderCheck(body: {
  order_code: string;
  tel: string;
}): Promise<GuestOrderCheckAnswer> {
  return apiFetch('/api/guest/order/check/confirm', {
    body,
    auth: 'none',
    schema: import.meta.env.DEV ? guestOrderCheckAnswerSchema : undefined,
  });
}
