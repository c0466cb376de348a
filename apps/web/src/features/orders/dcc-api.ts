import { dccCurrentAnswerSchema } from '@omoide/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/api-client';
import type { Area } from '@/shared/routing/area';
import { ORDERS_QUERY_ROOT } from './orders-api';

/** Every DCC quote of this visit: a refused (expired, mismatched) quote invalidates them all. */
export const DCC_QUERY_ROOT = [...ORDERS_QUERY_ROOT, 'dcc'] as const;

/**
 * `POST /api/order/dcc/current` (docs/decisions/013): the cart's total in the currency of the
 * card behind the token. A fresh quote per card token and total; never retried by itself
 * (a refusal is the buyer's to read).
 */
export const dccCurrentQuery = (area: Area, eventId: number, cardToken: string, total: number) =>
  queryOptions({
    queryKey: [...DCC_QUERY_ROOT, area, eventId, cardToken, total],
    queryFn: ({ signal }) =>
      apiFetch('/api/order/dcc/current', {
        body: { event_id: eventId, card_token: cardToken },
        auth: area,
        schema: import.meta.env.DEV ? dccCurrentAnswerSchema : undefined,
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { errorModal: false },
  });
