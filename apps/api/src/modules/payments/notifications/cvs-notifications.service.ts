import { languageOf } from '../../orders/order-mail';
import type { CvsNotification } from '../../payment-providers/cvs-provider';
import { findAttemptByReference } from '../attempts/payment-attempts.repo';
import { type CheckoutDeps, settle } from '../checkout/order-settlement';
import { isNotificationSeen, recordNotification } from './payment-notifications.repo';

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
  if (await isNotificationSeen(deps.db, id)) return 'duplicate';
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
  await recordNotification(deps.db, {
    id,
    provider: 'cvs',
    kind: notification.kind,
    merchantReference: notification.merchantReference,
  });
  return 'applied';
}
