import {
  type OperatorRole,
  PRINT_ORDER_STATES,
  type PrintOrder,
  type PrintOrderState,
  printEventsAnswerSchema,
  printOrderSchema,
  printOrdersAnswerSchema,
  roleMayCall,
  SHIPPING_TYPE,
  type ShipmentBody,
} from '@omoide/contract';
import { studioFetch } from '../../shared/studio-api';

/** Print fulfilment (docs/decisions/018): the roles the permission table lets list print orders. */
export function mayFulfil(role: OperatorRole | undefined): boolean {
  return roleMayCall(role, 'GET /api/studio/organizations/{organization_id}/print_events');
}

/** The status filter of an event's orders, as kept in `?status=`; `all` asks for every state. */
export type PrintFilter = PrintOrderState | 'all';
export const PRINT_FILTERS: readonly PrintFilter[] = [...PRINT_ORDER_STATES, 'all'];

/** The work queue ("to produce") unless the URL asks for another state. */
export function filterOf(value: string | null): PrintFilter {
  return PRINT_FILTERS.find((filter) => filter === value) ?? 'paid';
}

/** Whether each buyer gets a parcel (a tracking number is then required) or the school gets one. */
export function shipsToEachBuyer(shippingTypeId: number): boolean {
  return shippingTypeId === SHIPPING_TYPE.kobetsu;
}

export const printsKeys = {
  all: ['studio', 'prints'] as const,
  events: (organizationId: number | undefined) => ['studio', 'prints', 'events', organizationId] as const,
  orders: (eventId: number, filter: PrintFilter) => ['studio', 'prints', 'orders', eventId, filter] as const,
};

export function fetchPrintEvents(organizationId: number) {
  return studioFetch(`/api/studio/organizations/${organizationId}/print_events`, {
    schema: printEventsAnswerSchema,
  });
}

export function fetchPrintOrders(eventId: number, filter: PrintFilter) {
  return studioFetch(`/api/studio/events/${eventId}/print_orders`, {
    query: { status: filter === 'all' ? undefined : filter },
    schema: printOrdersAnswerSchema,
  });
}

export function markInProduction(orderId: number): Promise<PrintOrder> {
  return studioFetch(`/api/studio/orders/${orderId}/in_production`, {
    method: 'POST',
    schema: printOrderSchema,
  });
}

export function recordShipment(orderId: number, body: ShipmentBody): Promise<PrintOrder> {
  return studioFetch(`/api/studio/orders/${orderId}/shipment`, {
    method: 'POST',
    body,
    schema: printOrderSchema,
  });
}
