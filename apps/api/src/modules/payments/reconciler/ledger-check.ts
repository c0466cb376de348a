import type { Database } from '../../../db/client';
import { listPaidOrders } from '../../orders/order-records.service';
import type { LedgerCharge, SettlementGateway } from '../../payment-providers/provider-answers';
import { attemptsByReference } from '../attempts/payment-attempts.repo';

export type LedgerReport = {
  ok: boolean;
  /** Charges the provider holds as captured (not declined, voided or refunded). */
  captured: number;
  /** Orders that count as paid and had something to pay. */
  paidOrders: number;
  /** Charges the provider gave back (voided or refunded). */
  givenBack: number;
  /** Orders refunded (decision 014): each one's charge must be given back at the provider. */
  refundedOrders: number;
  problems: string[];
};

/**
 * The ledger check of docs/decisions/007: every charge the provider holds as captured maps,
 * by its merchant reference, to exactly one paid order (for the same amount), and every
 * paid order to exactly one captured charge — its own. A refunded order and its charge
 * voided or refunded at the provider agree (decision 014); a refunded order whose charge
 * the provider still holds captured is a problem. Anything else is a problem to name.
 */
export async function checkLedger(
  db: Database,
  providers: Pick<SettlementGateway, 'listCharges'> | Pick<SettlementGateway, 'listCharges'>[],
  since = new Date(0),
): Promise<LedgerReport> {
  // Every provider's settlement list (the card gateway's, the wallet provider's): one ledger.
  const lists = await Promise.all([providers].flat().map((provider) => provider.listCharges(since)));
  const charges = lists.flat();
  const captured = charges.filter((c) => c.status === 'succeeded');
  const attempts = await attemptsByReference(db);
  const paid = await listPaidOrders(db);
  // Orders paid before payment attempts were written are known by their charge id only.
  const paidByCharge = new Map(paid.filter((o) => o.chargeId).map((o) => [o.chargeId!, o]));
  const capturesOf = new Map<number, LedgerCharge[]>();
  const problems: string[] = [];
  for (const charge of captured) {
    const order = attempts.get(charge.merchantReference)?.order ?? paidByCharge.get(charge.chargeId);
    if (!order) {
      problems.push(`capture ${charge.chargeId} (${charge.merchantReference}) belongs to no order`);
      continue;
    }
    if (!['paid', 'in_production', 'shipped'].includes(order.status)) {
      problems.push(
        `capture ${charge.chargeId} (${charge.merchantReference}): order ${order.orderCode} is ${order.status}`,
      );
      continue;
    }
    if (charge.amount !== order.totalInTax) {
      problems.push(
        `capture ${charge.chargeId}: ${charge.amount} captured, order ${order.orderCode} is ${order.totalInTax}`,
      );
    }
    capturesOf.set(order.id, [...(capturesOf.get(order.id) ?? []), charge]);
  }
  for (const order of paid) {
    const mine = capturesOf.get(order.id) ?? [];
    if (mine.length !== 1) {
      problems.push(`paid order ${order.orderCode} has ${mine.length} captured charges`);
    } else if (mine[0]!.chargeId !== order.chargeId) {
      problems.push(
        `paid order ${order.orderCode} records ${order.chargeId}, the provider ${mine[0]!.chargeId}`,
      );
    }
  }
  const givenBack = charges.filter((c) => c.status === 'voided' || c.status === 'refunded');
  const givenBackIds = new Set(givenBack.map((c) => c.chargeId));
  const refunded = await listPaidOrders(db, ['refunded']);
  for (const order of refunded) {
    if (order.chargeId && !givenBackIds.has(order.chargeId))
      problems.push(`refunded order ${order.orderCode}: the provider has not given ${order.chargeId} back`);
  }
  return {
    ok: problems.length === 0,
    captured: captured.length,
    paidOrders: paid.length,
    givenBack: givenBack.length,
    refundedOrders: refunded.length,
    problems,
  };
}
