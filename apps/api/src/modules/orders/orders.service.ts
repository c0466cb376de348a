import { timingSafeEqual } from 'node:crypto';
import {
  type BoughtItems,
  HISTORY_LIST_LIMIT,
  type OrderDetail,
  type OrderSummary,
  pickLang,
  type TextLanguage,
  type TokenAnswer,
} from '@omoide/contract';
import type { Database } from '../../db/client';
import type { OrderReader } from '../../platform/auth/order-pass';
import { AppError } from '../../platform/errors';
import { mediaUrl } from '../../platform/media/media-url';
import { type AuthDeps, startSession } from '../auth/auth.service';
import { assertMaySeeEvent, type Buyer } from '../events/event-access';
import { getEventInfo } from '../events/events.service';
import { normaliseOrderCode } from './order-code';
import { shipmentOf } from './order-shipment';
import { orderMessages as m } from './orders.messages';
import {
  findBuyerOrder,
  findGuestOrderByCode,
  listBuyerOrders,
  listOrderLines,
  listPaidLinesOfEvent,
  type OrderRow,
} from './orders.repo';

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

/** Who may read an order: its buyer; a token issued for one order reaches that order only. */
export type { OrderReader };

function toSummary(order: OrderRow): OrderSummary {
  return {
    id: order.id,
    order_code: order.orderCode,
    status: order.status,
    ordered_t: epoch(order.createdAt),
    paid_t: order.paidAt ? epoch(order.paidAt) : null,
    event_id: order.eventId,
    event_name: order.eventName,
    currency_type_id: order.currencyTypeId,
    total_in_tax: order.totalInTax,
    quantity: order.quantity,
    payment_deadline_t:
      order.status === 'awaiting_payment' && order.paymentDeadline ? epoch(order.paymentDeadline) : null,
  };
}

async function eventSummaryOrNull(db: Database, buyer: Buyer, eventId: number, lang: TextLanguage) {
  try {
    return (await getEventInfo(db, buyer, eventId, lang)).info.event;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/** `GET /api/mypage/order/detail/{order_id}`: one of the buyer's orders, as it was bought. */
export async function getOrderDetail(
  db: Database,
  reader: OrderReader,
  orderId: number,
  lang: TextLanguage,
): Promise<OrderDetail> {
  if (reader.orderScope !== undefined && reader.orderScope !== orderId) {
    throw new AppError(404, 'ORDER-404', m['order.not_found']);
  }
  const order = await findBuyerOrder(db, reader, orderId);
  if (!order) throw new AppError(404, 'ORDER-404', m['order.not_found']);
  const [lines, event] = await Promise.all([
    listOrderLines(db, order.id),
    eventSummaryOrNull(db, reader, order.eventId, lang),
  ]);
  return {
    ...toSummary(order),
    event,
    shipping_type_id: order.shippingTypeId,
    totals: order.totals,
    lines: lines.map((line) => ({
      image_item_id: line.imageItemId ?? 0,
      photo_custom: line.crop ?? null,
      thumb_url: line.mediaKey ? mediaUrl(line.mediaKey, 'thumb.webp') : null,
      price_type_id: line.priceTypeId,
      price_type_name: pickLang(line.priceTypeNameLang, lang),
      size_id: line.sizeId,
      name: pickLang(line.sizeNameLang, lang),
      quantity: line.quantity,
      unit_price: line.unitPrice,
      extra_cost_in_tax: line.extraCostInTax,
      discount_in_tax: line.discountInTax,
      is_expired_extend_buy: line.isExpiredExtendBuy,
      is_discount_buy: line.isDiscountBuy,
    })),
    home_addreess: order.homeAddress,
    shipping_addreess: order.shippingAddress,
    order_children: order.orderChildren.map((c) => ({ ...c, class_name: c.class_name ?? '' })),
    payment: {
      payment_type: order.paymentType,
      card_brand: order.cardBrand,
      card_last4: order.cardLast4,
      dcc: order.dcc ?? null,
    },
    cvs_slip: order.paymentSlip ?? null,
    shipment: shipmentOf(order),
  };
}

/** `GET /api/mypage/order/list`: the member's orders, newest first, 10 a page (spec §9). */
export async function listOrders(db: Database, buyer: Buyer, index: number) {
  const rows = await listBuyerOrders(db, buyer, index, HISTORY_LIST_LIMIT);
  const page = rows.slice(0, HISTORY_LIST_LIMIT);
  const more = rows.length > HISTORY_LIST_LIMIT;
  return { next_page: more, next_index: more ? index + page.length : null, data: page.map(toSummary) };
}

const sameDigits = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * `POST /api/guest/order/check/confirm` (spec §7): a guest order's code and the phone given
 * with it → a guest token scoped to that order (spec §6). Any mismatch is the same 400
 * GUEST-AUTH-202-C (spec §8), so the answer never tells which half was wrong.
 */
export async function checkGuestOrder(
  deps: AuthDeps,
  input: { order_code: string; tel: string },
): Promise<TokenAnswer & { order_id: number }> {
  const order = await findGuestOrderByCode(deps.db, normaliseOrderCode(input.order_code));
  if (!order || !sameDigits(order.tel, input.tel)) {
    throw new AppError(400, 'GUEST-AUTH-202-C', m['guest_check.mismatch']);
  }
  const token = await startSession(deps, {
    kind: 'guest',
    id: order.buyerSubject,
    scope: { order_id: order.id },
  });
  return { ...token, order_id: order.id };
}

/**
 * `GET /api/event/info/buyed_item/{event_id}`: the photos the buyer has paid for in this event
 * and in which sizes, so the event pages can mark them (and not sell a download twice).
 */
export async function getBoughtItems(db: Database, buyer: Buyer, eventId: number): Promise<BoughtItems> {
  await assertMaySeeEvent(db, buyer, eventId);
  const rows = await listPaidLinesOfEvent(db, buyer, eventId);
  const byItem = new Map<number, Map<string, { price_type_id: number; size_id: number; quantity: number }>>();
  for (const row of rows) {
    if (row.imageItemId === null) continue;
    const sizes = byItem.get(row.imageItemId) ?? new Map();
    const key = `${row.priceTypeId}:${row.sizeId}`;
    const known = sizes.get(key);
    sizes.set(key, {
      price_type_id: row.priceTypeId,
      size_id: row.sizeId,
      quantity: (known?.quantity ?? 0) + row.quantity,
    });
    byItem.set(row.imageItemId, sizes);
  }
  return {
    items: [...byItem.entries()]
      .sort(([a], [b]) => a - b)
      .map(([id, sizes]) => ({
        image_item_id: id,
        sizes: [...sizes.values()].sort((a, b) => a.price_type_id - b.price_type_id || a.size_id - b.size_id),
      })),
  };
}
