import {
  discountFitsPrice,
  type PricesBody,
  type StudioPricesAnswer,
  sizeById,
  type TextLanguage,
} from '@omoide/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../operators/audit.service';
import type { OperatorActor } from '../operators/operator-guard';
import { categoriesAdminMessages as m } from './categories-admin.messages';
import {
  countPaidOrders,
  isPublished,
  largestDiscount,
  listPrices,
  replacePrices,
} from './categories-admin.repo';
import { eventHeadOf, toEventHead } from './categories-admin.service';

/** `GET /api/studio/events/{event_id}/prices`: the sizes on sale and their prices. */
export async function pricesOf(
  db: Database,
  eventId: number,
  lang: TextLanguage,
): Promise<StudioPricesAnswer> {
  const event = await eventHeadOf(db, eventId);
  const [prices, discount, paid] = await Promise.all([
    listPrices(db, eventId),
    largestDiscount(db, eventId),
    countPaidOrders(db, eventId),
  ]);
  return { event: toEventHead(event, lang), prices, largest_discount: discount, paid_orders: paid };
}

/**
 * `PUT /api/studio/events/{event_id}/prices`: the whole table at once (a size left out is no
 * longer sold). Orders keep the prices they were placed at (order lines are snapshots);
 * carts read the table on every request, so they show the new prices at once.
 * Issue 29: a published event keeps at least one price (an empty table would leave buyers
 * with photos they cannot buy); with paid orders a change needs `confirm` (409 otherwise).
 */
export async function setPrices(
  db: Database,
  actor: OperatorActor,
  eventId: number,
  body: PricesBody,
  lang: TextLanguage,
): Promise<StudioPricesAnswer> {
  const seen = new Set<number>();
  const rows = body.prices.map((price) => {
    const size = sizeById(price.size_id);
    if (!size) throw new AppError(400, 'STUDIO-PRICE-400', m['price.size_unknown'], { size: price.size_id });
    if (seen.has(size.id))
      throw new AppError(400, 'STUDIO-PRICE-400', m['price.size_twice'], { size: size.id });
    seen.add(size.id);
    return { priceTypeId: size.priceTypeId, sizeId: size.id, unitPrice: price.unit_price };
  });
  rows.sort((a, b) => a.priceTypeId - b.priceTypeId || a.sizeId - b.sizeId);
  await db.transaction(async (tx) => {
    const event = await eventHeadOf(tx, eventId, true);
    // A discount is taken off each item: no price may be below one (the contract's rule).
    const discount = await largestDiscount(tx, eventId);
    const low = rows.find((row) => !discountFitsPrice(discount, row.unitPrice));
    if (low)
      throw new AppError(400, 'STUDIO-PRICE-400', m['price.below_discount'], {
        size: low.sizeId,
        price: low.unitPrice,
        discount,
      });
    const before = await listPrices(tx, eventId);
    if (rows.length === 0 && (await isPublished(tx, eventId)))
      throw new AppError(409, 'STUDIO-PRICE-EMPTY', m['price.empty_published']);
    const same =
      before.length === rows.length &&
      before.every((p, i) => p.size_id === rows[i]!.sizeId && p.unit_price === rows[i]!.unitPrice);
    if (same) return;
    if (!body.confirm && (await countPaidOrders(tx, eventId)) > 0)
      throw new AppError(409, 'STUDIO-PRICE-CONFIRM', m['price.confirm_paid_orders']);
    await replacePrices(tx, eventId, rows);
    await recordAudit(tx, actor, {
      organizationId: event.organizationId,
      action: 'prices.changed',
      entityType: 'event',
      entityId: eventId,
      before: { prices: before },
      after: { prices: await listPrices(tx, eventId) },
    });
  });
  return pricesOf(db, eventId, lang);
}
