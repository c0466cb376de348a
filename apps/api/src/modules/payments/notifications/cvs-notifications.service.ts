import { eq } from 'drizzle-orm';
import { paymentNotifications } from '../../db/schema/orders';
import type { CvsNotification } from '../payments/card-gateway';
import { languageOf } from './order-mail';
import { type CheckoutDeps, settle } from './order-settlement';
import { findAttemptByReference } from './payment-attempts.repo';

export type NotificationOutcome = 'applied' | 'duplicate' | 'unknown_reference' | 'amount_mismatch';

/**
 * Applies a convenience-store provider's notification whose signature was checked
 * (docs/decisions/012). Its effect is decision 007's exactly-once `settle`, so it is safe in
 * any order and any number of times: "paid" pays an open or awaiting order (or, when the
 * order expired or was cancelled meanwhile, gives the money back), "expired" expires only
 * an order still waiting (an "expired" after "paid" changes nothing). A notification id
 * seen before is acknowledged without a second look; the id is written after the effect,
 * so a crash between the two only means the provider's retry is applied (again, harmlessly).
 */
export async function applyCvsNotification(
  deps: CheckoutDeps,
  notification: CvsNotification,
): Promise<NotificationOutcome> {
  const id = `cvs:${notification.notificationId}`;
  const [seen] = await deps.db
    .select({ id: paymentNotifications.id })
    .from(paymentNotifications)
    .where(eq(paymentNotifications.id, id));
  if (seen) return 'duplicate';
  const found = await findAttemptByReference(deps.db, notification.merchantReference);
  if (!found) {
    deps.log?.warn?.({ reference: notification.merchantReference }, 'notification for no attempt of ours');
    return 'unknown_reference';
  }
  const { order } = found;
  if (notification.kind === 'paid' && notification.amount !== found.attempt.amount) {
    // Never pay an order by another amount: left for the ledger check (it names the capture).
    deps.log?.error(
      { orderId: order.id, amount: notification.amount, expected: found.attempt.amount },
      'store payment of another amount than the slip',
    );
    return 'amount_mismatch';
  }
  await settle(deps, order, notification.charge, languageOf(order.language));
  await deps.db
    .insert(paymentNotifications)
    .values({
      id,
      provider: 'cvs',
      kind: notification.kind,
      merchantReference: notification.merchantReference,
    })
    .onConflictDoNothing();
  return 'applied';
}
