import {
  type OperatorRole,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_TYPES,
  type PaymentType,
  roleMayCall,
  type StudioOrderDetail,
  type StudioOrdersQuery,
  type StudioRefundAnswer,
  studioOrderDetailSchema,
  studioOrdersAnswerSchema,
  studioRefundAnswerSchema,
} from '@omoide/contract';
import { studioFetch } from '../../shared/studio-api';

/** Orders (issue #15): whoever the permission table lets read them (refunds are the API's `may`). */
export function mayReadOrders(role: OperatorRole | undefined): boolean {
  return roleMayCall(role, 'GET /api/studio/organizations/{organization_id}/orders');
}

/**
 * The search as the URL keeps it (`?status=paid&email=…`), so a link shares it: dates as
 * `YYYY-MM-DD` local days, everything else as the API names it. Unknown values are dropped.
 */
export type OrderFilters = {
  status: OrderStatus | '';
  payment_type: PaymentType | '';
  event_id: string;
  from: string;
  to: string;
  email: string;
  code: string;
};
export const NO_FILTERS: OrderFilters = {
  status: '',
  payment_type: '',
  event_id: '',
  from: '',
  to: '',
  email: '',
  code: '',
};
const FILTER_KEYS = Object.keys(NO_FILTERS) as (keyof OrderFilters)[];
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

export function filtersFrom(params: URLSearchParams): OrderFilters {
  const text = (key: string) => params.get(key)?.trim() ?? '';
  const status = text('status');
  const paymentType = text('payment_type');
  return {
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : '',
    payment_type: (PAYMENT_TYPES as readonly string[]).includes(paymentType)
      ? (paymentType as PaymentType)
      : '',
    event_id: /^\d+$/.test(text('event_id')) ? text('event_id') : '',
    from: isDay(text('from')) ? text('from') : '',
    to: isDay(text('to')) ? text('to') : '',
    email: text('email'),
    code: text('code'),
  };
}

/** The URL's search of the filters that are set (empty ones left out, so links stay short). */
export function searchOf(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  return params;
}

/** Whole local days: "to" includes its whole day (the API's `to_t` is exclusive). */
export function toQuery(filters: OrderFilters): Omit<StudioOrdersQuery, 'next_index'> {
  const day = (value: string, next: boolean) => {
    if (!value) return undefined;
    const date = new Date(`${value}T00:00:00`);
    if (next) date.setDate(date.getDate() + 1);
    return Math.floor(date.getTime() / 1000);
  };
  return {
    status: filters.status || undefined,
    payment_type: filters.payment_type || undefined,
    event_id: filters.event_id ? Number(filters.event_id) : undefined,
    from_t: day(filters.from, false),
    to_t: day(filters.to, true),
    email: filters.email || undefined,
    code: filters.code || undefined,
  };
}

export const ordersKeys = {
  all: ['studio', 'orders'] as const,
  list: (organizationId: number | undefined, filters: OrderFilters) =>
    ['studio', 'orders', 'list', organizationId, filters] as const,
  detail: (orderId: number) => ['studio', 'orders', 'detail', orderId] as const,
};

export function fetchOrders(organizationId: number, filters: OrderFilters, nextIndex: number) {
  return studioFetch(`/api/studio/organizations/${organizationId}/orders`, {
    query: { ...toQuery(filters), next_index: nextIndex || undefined },
    schema: studioOrdersAnswerSchema,
  });
}

export function fetchOrder(orderId: number): Promise<StudioOrderDetail> {
  return studioFetch(`/api/studio/orders/${orderId}`, { schema: studioOrderDetailSchema });
}

export function giveBack(
  orderId: number,
  action: 'refund' | 'cancel',
  reason: string,
): Promise<StudioRefundAnswer> {
  return studioFetch(`/api/studio/orders/${orderId}/${action}`, {
    method: 'POST',
    body: { reason },
    schema: studioRefundAnswerSchema,
  });
}
