import { CVS_EXPIRED_CODE } from '@omoide/contract';
import type { AppDeps } from '../../../app-deps';
import { mailOrigin } from '../../../platform/http/site-origin';
import { languageOf } from '../../orders/order-mail';
import { listAwaitingOrdersPastDeadline } from '../../orders/order-records.service';
import { gatewayOf } from '../../payment-providers/payment-providers';
import { type ChargeResult, PaymentGatewayUnavailableError } from '../../payment-providers/provider-answers';
import { type CheckoutDeps, settle } from '../checkout/order-settlement';

/**
 * Convenience-store orders past their slip's deadline (docs/decisions/012). The provider is
 * asked first — a slip it says is paid makes the order paid, never expired — and a slip it
 * still holds open is cancelled there before the order expires, so it cannot be paid after.
 */
export const CVS_EXPIRY_QUEUE = 'payments.cvs_expiry';
export const CVS_EXPIRY_EVERY_MS = 5 * 60_000;

const PAGE_SIZE = 100;

type ExpiryLog = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type ExpiryReport = { expired: number; paid: number; unreachable: number };

export async function expireCvsOrders(
  deps: CheckoutDeps & { log: ExpiryLog },
  options: { now?: Date } = {},
): Promise<ExpiryReport> {
  const now = options.now ?? new Date();
  const report: ExpiryReport = { expired: 0, paid: 0, unreachable: 0 };
  let afterId = 0;
  for (;;) {
    const page = await listAwaitingOrdersPastDeadline(deps.db, now, afterId, PAGE_SIZE);
    for (const order of page) {
      try {
        const provider = gatewayOf(deps.payments, order.paymentType);
        let charge: ChargeResult = await provider.chargeStatus(order.chargeId!);
        if (charge.status === 'awaiting_payment') charge = await provider.void(order.chargeId!);
        if (charge.status === 'voided') {
          charge = {
            status: 'declined',
            chargeId: charge.chargeId,
            errorCode: CVS_EXPIRED_CODE,
            errorMessage: 'The slip was not paid before its deadline; cancelled at the provider.',
          };
        }
        const result = await settle(deps, order, charge, languageOf(order.language));
        if (result.is_sucessful) report.paid++;
        else report.expired++;
      } catch (error) {
        if (!(error instanceof PaymentGatewayUnavailableError))
          deps.log.error({ err: error, orderId: order.id }, 'awaiting order could not be expired');
        else
          deps.log.warn(
            { err: error, orderId: order.id },
            'store provider unreachable; order left for the next run',
          );
        report.unreachable++;
      }
    }
    if (page.length < PAGE_SIZE) return report;
    afterId = page.at(-1)!.id;
  }
}

/** The expiry as a recurring job, like the order sweep and the reconciler. */
export function registerCvsExpiry(
  deps: AppDeps,
  log: ExpiryLog & { info(details: object, message: string): void },
): void {
  const expiryDeps = { ...deps, publicUrl: mailOrigin(deps.config), log };
  deps.jobs.every(CVS_EXPIRY_QUEUE, CVS_EXPIRY_EVERY_MS, async () => {
    const report = await expireCvsOrders(expiryDeps);
    if (Object.values(report).some((n) => n > 0)) log.info(report, 'convenience-store orders past deadline');
  });
}
