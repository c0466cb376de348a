import { type Carrier, type Shipment, trackingUrlOf } from '@omoide/contract';
import type { OrderRow } from './order-row';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A shipped order's parcel as buyers and the studio see it; null before it ships. */
export function shipmentOf(order: OrderRow): Shipment | null {
  if (order.status !== 'shipped' || !order.carrier || !order.shippedAt) return null;
  const carrier = order.carrier as Carrier;
  return {
    carrier,
    tracking_number: order.trackingNumber,
    tracking_url: trackingUrlOf(carrier, order.trackingNumber),
    shipped_t: seconds(order.shippedAt),
  };
}
