import {
  CURRENCY_TYPES,
  type CurrencyIsoCode,
  currencyTypeById,
  OPEN_ORDER_STATES,
  pickLang,
  rolesFor,
  type StudioOrderDetail,
  type StudioOrdersAnswer,
  type StudioOrdersQuery,
  type StudioRefundAnswer,
  type TextLanguage,
} from '@omoide/contract';
import type { Database } from '../../db/client';
import type { StoredAddress } from '../../db/schema/orders';
import { AppError } from '../../platform/errors';
import { mediaUrl } from '../../platform/media/media-url';
import { nameIn } from '../events/events.service';
import { entityHistory, recordAudit } from '../operators/audit.service';
import type { OperatorActor } from '../operators/operator-guard';
import { addressLine } from './order-address';
import { normaliseOrderCode } from './order-code';
import type { OrderMoneyContext, OrderPayments, RefundChange, RefundOutcome } from './order-payments.port';
import { REFUNDABLE_STATES } from './order-refund.repo';
import type { OrderRow } from './order-row';
import { shipmentOf } from './order-shipment';
import { studioOrderMessages as m } from './orders-studio.messages';
import {
  findStudioOrder,
  listOrderDownloads,
  listOrganizationEvents,
  listStudioOrderLines,
  listStudioOrders,
  type StudioOrderRow,
} from './orders-studio.repo';
import { orderTimeline } from './orders-studio-timeline';

export const STUDIO_ORDERS_PAGE_SIZE = 50;

/** The most a support operator may refund, per currency (config `SUPPORT_REFUND_LIMIT_*`). */
export type RefundLimits = Record<CurrencyIsoCode, number>;
export type StudioOrderDeps = OrderMoneyContext & {
  db: Database;
  /** The order's payments by its id (attempts, refund, cancel): the payments module, wired in app-deps. */
  orderPayments: OrderPayments;
  supportRefundLimits: RefundLimits;
};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const OPEN_STATES: OrderRow['status'][] = [...OPEN_ORDER_STATES];
/** Who may refund or cancel (the permission table's answer, shown on the order page). */
const orderMoneyRoles: readonly string[] = rolesFor('POST /api/studio/orders/{order_id}/refund');

/** An organisation's orders by the filters, newest first, a page at a time (spec §3 paging). */
export async function browseOrders(
  db: Database,
  organizationId: number,
  query: StudioOrdersQuery,
  lang: TextLanguage,
): Promise<StudioOrdersAnswer> {
  const offset = query.next_index ?? 0;
  const filter = {
    organizationId,
    status: query.status,
    paymentType: query.payment_type,
    eventId: query.event_id,
    from: query.from_t === undefined ? undefined : new Date(query.from_t * 1000),
    to: query.to_t === undefined ? undefined : new Date(query.to_t * 1000),
    email: query.email || undefined,
    codes: query.code ? [query.code.toUpperCase(), normaliseOrderCode(query.code)] : undefined,
  };
  const [rows, events] = await Promise.all([
    listStudioOrders(db, filter, offset, STUDIO_ORDERS_PAGE_SIZE + 1),
    listOrganizationEvents(db, organizationId),
  ]);
  // The event's name today in the operator's language, as every studio screen names it (the
  // order keeps the name it was bought under for the buyer's receipt).
  const namesById = new Map(events.map((e) => [e.eventId, nameIn(e.name, e.nameLang, lang)]));
  const nextPage = rows.length > STUDIO_ORDERS_PAGE_SIZE;
  return {
    orders: rows.slice(0, STUDIO_ORDERS_PAGE_SIZE).map((row) => ({
      order_id: row.id,
      order_code: row.orderCode,
      created_t: seconds(row.createdAt),
      buyer_kind: row.buyerKind,
      buyer_email: row.memberEmail ?? row.guestEmail ?? row.orderEmail,
      event_id: row.eventId,
      event_name: namesById.get(row.eventId) ?? row.eventName,
      payment_type: row.paymentType,
      total_in_tax: row.totalInTax,
      currency_type_id: row.currencyTypeId,
      status: row.status,
      refund_pending: refundPending(row),
    })),
    events: events.map((event) => ({ event_id: event.eventId, name: namesById.get(event.eventId)! })),
    next_page: nextPage,
    next_index: nextPage ? offset + STUDIO_ORDERS_PAGE_SIZE : null,
  };
}

/** A paid order whose refund was asked of the provider, without its answer yet (decision 014). */
const refundPending = (order: Pick<OrderRow, 'status' | 'refundRequestedAt' | 'refundedAt'>) =>
  order.refundRequestedAt !== null && order.refundedAt === null && REFUNDABLE_STATES.includes(order.status);

/** The organisation an order belongs to (the guard's target), or null for no such order. */
export async function organizationOfStudioOrder(db: Database, orderId: number): Promise<number | null> {
  return (await findStudioOrder(db, orderId))?.organizationId ?? null;
}

const limitOf = (limits: RefundLimits, currencyTypeId: number) => {
  const currency = currencyTypeById(currencyTypeId) ?? CURRENCY_TYPES[0];
  return { limit: limits[currency.iso], iso: currency.iso };
};

/** Whether a support operator is above their refund limit for this order (owners and staff never are). */
function overLimit(deps: StudioOrderDeps, actor: OperatorActor, found: StudioOrderRow): boolean {
  if (actor.roles.get(found.organizationId) !== 'support') return false;
  return found.order.totalInTax > limitOf(deps.supportRefundLimits, found.order.currencyTypeId).limit;
}

const addressOf = (address: StoredAddress, lang: TextLanguage) => ({
  full_name: address.full_name,
  full_name_kana: address.full_name_kana ?? '',
  line: addressLine(address, lang),
  tel: address.tel,
});

/** One order as the studio shows it, with its timeline and what the caller may do with it. */
async function toDetail(
  deps: StudioOrderDeps,
  actor: OperatorActor,
  found: StudioOrderRow,
  lang: TextLanguage,
): Promise<StudioOrderDetail> {
  const { order } = found;
  const buyerEmail = found.memberEmail ?? found.guestEmail ?? order.email;
  const [lines, attempts, audit, downloads] = await Promise.all([
    listStudioOrderLines(deps.db, order.id),
    deps.orderPayments.attemptsOf(deps.db, order.id),
    entityHistory(deps.db, {
      organizationId: found.organizationId,
      entityType: 'order',
      entityId: order.orderCode,
    }),
    listOrderDownloads(deps.db, order.id),
  ]);
  const over = overLimit(deps, actor, found);
  const role = actor.roles.get(found.organizationId);
  const givesMoneyBack = Boolean(role && orderMoneyRoles.includes(role));
  const refundable = REFUNDABLE_STATES.includes(order.status);
  return {
    order_id: order.id,
    order_code: order.orderCode,
    organization_id: found.organizationId,
    status: order.status,
    refund_pending: refundPending(order),
    created_t: seconds(order.createdAt),
    paid_t: order.paidAt ? seconds(order.paidAt) : null,
    event_id: order.eventId,
    event_name: order.eventName,
    currency_type_id: order.currencyTypeId,
    totals: order.totals,
    buyer: { kind: order.buyerKind, email: buyerEmail, language: order.language },
    home_address: addressOf(order.homeAddress, lang),
    shipping_address: order.shippingAddress ? addressOf(order.shippingAddress, lang) : null,
    shipping_type_id: order.shippingTypeId,
    children: order.orderChildren.map(({ child_name, class_name }) => ({ child_name, class_name })),
    payment: {
      payment_type: order.paymentType,
      card_brand: order.cardBrand,
      card_last4: order.cardLast4,
      cvs_slip: order.paymentSlip ?? null,
      failure_code: order.failureCode,
    },
    lines: lines.map((line) => ({
      image_item_id: line.imageItemId,
      thumbnail_url: line.mediaKey ? mediaUrl(line.mediaKey, 'thumb.jpg') : null,
      file_name: line.fileName,
      price_type_name: pickLang(line.priceTypeNameLang, lang),
      size_name: pickLang(line.sizeNameLang, lang),
      quantity: line.quantity,
      unit_price: line.unitPrice,
      extra_cost_in_tax: line.extraCostInTax,
      discount_in_tax: line.discountInTax,
      crop: line.crop
        ? { x: line.crop.x, y: line.crop.y, width: line.crop.width, height: line.crop.height }
        : null,
    })),
    shipment: shipmentOf(order),
    refund: { requested_by: order.refundRequestedBy, reason: order.refundReason },
    timeline: orderTimeline(order, buyerEmail, attempts, audit),
    downloads: {
      total: downloads.reduce((sum, row) => sum + row.count, 0),
      items: downloads.map((row) => ({
        image_item_id: row.imageItemId,
        kind: row.kind,
        count: row.count,
        last_t: seconds(row.lastAt),
      })),
    },
    may: {
      // A refund already asked is the reconciler's to finish (decision 014): not offered again.
      refund: givesMoneyBack && refundable && !over && !refundPending(order),
      cancel: givesMoneyBack && OPEN_STATES.includes(order.status),
      over_limit: refundable && over,
    },
  };
}

async function findOrThrow(db: Database, orderId: number): Promise<StudioOrderRow> {
  const found = await findStudioOrder(db, orderId);
  if (!found) throw new AppError(404, 'STUDIO-ORDER-404', m['order.not_found']);
  return found;
}

export async function studioOrderOf(
  deps: StudioOrderDeps,
  actor: OperatorActor,
  orderId: number,
  lang: TextLanguage,
): Promise<StudioOrderDetail> {
  return toDetail(deps, actor, await findOrThrow(deps.db, orderId), lang);
}

/** The money figures an audit entry keeps of an order's change. */
const auditView = (order: OrderRow) => ({
  status: order.status,
  total_in_tax: order.totalInTax,
  currency_type_id: order.currencyTypeId,
  refund_requested_by: order.refundRequestedBy,
  refund_reason: order.refundReason,
  refunded_at: order.refundedAt?.toISOString() ?? null,
  failure_code: order.failureCode,
});

/**
 * Cancels or refunds an order through its payments (the `orderPayments` port: payments'
 * refunds, decisions 007 and 014): support only up to its limit; each change the call makes is audited
 * in the transaction that makes it. Two operators (or two clicks) at once: the row lock and
 * the conditional moves refund once, and each answers the order as it ended.
 */
export async function giveBack(
  deps: StudioOrderDeps,
  actor: OperatorActor,
  orderId: number,
  action: 'refund' | 'cancel',
  reason: string,
  lang: TextLanguage,
): Promise<StudioRefundAnswer> {
  const found = await findOrThrow(deps.db, orderId);
  const { order, organizationId } = found;
  const paid = REFUNDABLE_STATES.includes(order.status);
  if (action === 'cancel' && !paid && !OPEN_STATES.includes(order.status) && order.status !== 'refunded')
    throw new AppError(409, 'STUDIO-ORDER-NOT-CANCELLABLE', m['cancel.not_cancellable']);
  if (paid && overLimit(deps, actor, found)) {
    const { limit, iso } = limitOf(deps.supportRefundLimits, order.currencyTypeId);
    const money = (amount: number) => `${amount.toLocaleString('en-US')} ${iso}`;
    throw new AppError(403, 'STUDIO-REFUND-LIMIT', m['refund.over_limit'], {
      limit: money(limit),
      total: money(order.totalInTax),
    });
  }
  const record = (tx: Database, change: RefundChange) =>
    recordAudit(tx, actor, {
      organizationId,
      action: change.action,
      entityType: 'order',
      entityId: order.orderCode,
      before: auditView(change.before),
      after: auditView(change.after),
    });
  const request = { by: actor.label, reason, record };
  const result: RefundOutcome =
    action === 'refund'
      ? await deps.orderPayments.refund(deps, orderId, request)
      : await deps.orderPayments.cancel(deps, orderId, request);
  return {
    outcome: result.outcome,
    order: await toDetail(deps, actor, await findOrThrow(deps.db, orderId), lang),
  };
}
