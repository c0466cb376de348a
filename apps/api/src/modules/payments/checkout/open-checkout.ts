import type { Database } from '../../../db/client';
import { lockCartOfEvent } from '../../cart/cart.service';
import { createOrder } from '../../orders/order-records.service';
import type { NewOrder, NewOrderLine, OrderRow } from '../../orders/order-row';
import { insertFirstAttempt, type PaymentAttemptRow } from '../attempts/payment-attempts.repo';

/** The cart was changed (or paid by another checkout) between reading it and ordering it. */
export class CartChangedError extends Error {}

/** Quantity per `photo:size` of the lines to order, as the cart lock answers it. */
function quantitiesOf(lines: NewOrderLine[]): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const line of lines) {
    const key = `${line.imageItemId}:${line.sizeId}`;
    wanted.set(key, (wanted.get(key) ?? 0) + line.quantity);
  }
  return wanted;
}

/**
 * The checkout's unit of work (docs/decisions/007), one transaction in three steps:
 *
 * 1. the buyer's cart of the event is locked (cart module) and must still hold what was read
 *    (else CartChangedError: another checkout's payment took it);
 * 2. the order and its lines are written (orders module); a second open order of the same
 *    cart fails on `orders_open_checkout_uq`, whatever its key;
 * 3. an order with something to pay gets its first payment attempt (payments), so the
 *    provider is only called once the attempt exists.
 */
export async function openCheckout(
  db: Database,
  order: NewOrder,
  lines: NewOrderLine[],
): Promise<{ order: OrderRow; attempt: PaymentAttemptRow | null }> {
  return db.transaction(async (tx) => {
    const held = await lockCartOfEvent(
      tx,
      { kind: order.buyerKind, subject: order.buyerSubject },
      order.eventId,
    );
    for (const [key, quantity] of quantitiesOf(lines))
      if (held.get(key) !== quantity) throw new CartChangedError(key);
    const created = await createOrder(tx, order, lines);
    if (created.totalInTax === 0) return { order: created, attempt: null };
    return { order: created, attempt: await insertFirstAttempt(tx, created) };
  });
}

/** Whether an error is the checkout lock refusing a second open order of one cart. */
export function isOpenCheckoutConflict(error: unknown): boolean {
  for (
    let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (
      e.code === '23505' &&
      (e.constraint === 'orders_open_checkout_uq' || e.message?.includes('orders_open_checkout_uq'))
    )
      return true;
  }
  return false;
}
