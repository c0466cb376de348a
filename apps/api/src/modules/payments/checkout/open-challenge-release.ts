import type { OrderResult, TextLanguage } from '@omoide/contract';
import type { Buyer } from '../../events/event-access';
import { REPLACED_CODE } from '../../orders/order-answers';
import { findOpenOrderOfCart, moveOrder } from '../../orders/order-records.service';
import { gatewayOf } from '../../payment-providers/payment-providers';
import { PaymentGatewayUnavailableError } from '../../payment-providers/provider-answers';
import { recordAttempt } from '../attempts/payment-attempts.repo';
import { type CheckoutDeps, settle } from './order-settlement';

/**
 * What a new submission of a cart found in the way: `released` (the old checkout is closed,
 * nothing was charged: try again), `busy` (a checkout really in flight, or the provider did
 * not answer: the 409 stands), or the old order's own answer when it turned out paid.
 */
export type Release = 'released' | 'busy' | { answer: OrderResult };

/**
 * A buyer who left a 3-D Secure or wallet approval page open (pressed back, closed the tab)
 * and submits the cart again wants the new attempt, not a 409 until the sweep gives the old
 * one up. The provider is asked first: a challenge that ended meanwhile is settled as it
 * ended (paid: that order is the answer). One still open is voided at the provider (nothing
 * can be charged by it afterwards) and its order fails with `checkout_replaced`. An order
 * whose first request is still charging (no charge id yet) is left alone: busy.
 */
export async function releaseOpenChallenge(
  deps: CheckoutDeps,
  buyer: Buyer,
  eventId: number,
  lang: TextLanguage,
): Promise<Release> {
  const open = await findOpenOrderOfCart(deps.db, buyer, eventId);
  if (open?.status !== 'pending_payment' || !open.chargeId) return 'busy';
  const chargeId = open.chargeId;
  try {
    const provider = gatewayOf(deps.payments, open.paymentType);
    let state = await provider.chargeStatus(chargeId);
    if (state.status === 'challenge') state = await provider.void(chargeId);
    if (state.status === 'challenge') return 'busy';
    if (state.status !== 'voided') {
      // It ended on its own (paid, declined) or was captured as we voided: settle it as is.
      const result = await settle(deps, open, state, lang);
      return result.is_sucessful ? { answer: result } : 'released';
    }
    await deps.db.transaction(async (tx) => {
      await recordAttempt(tx, open.id, { state: 'voided', providerChargeId: chargeId });
      await moveOrder(tx, open.id, ['pending_payment'], {
        status: 'failed',
        failureCode: REPLACED_CODE,
        failureMessage: 'challenge voided: the buyer submitted the cart again',
      });
    });
    return 'released';
  } catch (error) {
    if (error instanceof PaymentGatewayUnavailableError) return 'busy';
    throw error;
  }
}
