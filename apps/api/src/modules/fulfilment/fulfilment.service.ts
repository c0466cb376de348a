import {
  type Carrier,
  isTrackingNumberOf,
  type LangText,
  PRINT_ORDER_STATES,
  type PrintEvent,
  type PrintOrder,
  type PrintOrderState,
  pickLang,
  SHIPPING_TYPE,
  TEXT_LANGUAGES,
  type TextLanguage,
} from '@omoide/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/i18n/translate';
import type { Mailer } from '../../platform/mail/mailer';
import { nameIn } from '../events/events.service';
import { recordAudit } from '../operators/audit.service';
import type { OperatorActor } from '../operators/operator-guard';
import { addressLine } from '../orders/order-address';
import type { OrderRow } from '../orders/order-row';
import { shipmentOf } from '../orders/order-shipment';
import { carrierNames, fulfilmentMessages as m, trackingFormats } from './fulfilment.messages';
import {
  findOrderOrganization,
  findPrintOrder,
  listPrintEvents,
  listPrintOrders,
  markInProduction,
  printLinesByOrder,
  recordShipment,
} from './fulfilment.repo';
import { sendShippedMail } from './fulfilment-mail';

type FulfilmentDeps = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log?: { error(o: object, m: string): void };
};

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

async function toPrintOrders(db: Database, rows: OrderRow[], lang: TextLanguage): Promise<PrintOrder[]> {
  const lines = await printLinesByOrder(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((order) => {
    const address = order.shippingAddress ?? order.homeAddress;
    return {
      order_id: order.id,
      order_code: order.orderCode,
      status: order.status as PrintOrderState,
      paid_t: seconds(order.paidAt),
      buyer_name: address.full_name,
      ship_to: addressLine(address, lang),
      tel: order.tel,
      children: order.orderChildren.map(({ child_name, class_name }) => ({ child_name, class_name })),
      lines: (lines.get(order.id) ?? []).map((line) => ({
        image_item_id: line.imageItemId,
        file_name: line.fileName,
        size_id: line.sizeId,
        size_name: pickLang(line.sizeNameLang, lang),
        quantity: line.quantity,
        crop: line.crop
          ? { x: line.crop.x, y: line.crop.y, width: line.crop.width, height: line.crop.height }
          : null,
      })),
      shipment: shipmentOf(order),
    };
  });
}

export async function printEventsOf(
  db: Database,
  organizationId: number,
  lang: TextLanguage,
): Promise<{ events: PrintEvent[] }> {
  const rows = await listPrintEvents(db, organizationId);
  return {
    events: rows.map((row) => ({
      event_id: row.eventId,
      name: nameIn(row.name, row.nameLang, lang),
      event_date: row.eventDate,
      shipping_type_id: row.shippingTypeId,
      counts: { paid: row.paid, in_production: row.inProduction, shipped: row.shipped },
    })),
  };
}

export async function printOrdersOf(
  db: Database,
  eventId: number,
  status: PrintOrderState | undefined,
  lang: TextLanguage,
): Promise<{ orders: PrintOrder[] }> {
  const rows = await listPrintOrders(db, eventId, status ? [status] : PRINT_ORDER_STATES);
  return { orders: await toPrintOrders(db, rows, lang) };
}

/** The organisation an order route acts on (the guard's target), or null for no such order. */
export const organizationOfOrder = findOrderOrganization;

const auditView = (order: OrderRow) => ({
  status: order.status,
  carrier: order.carrier,
  tracking_number: order.trackingNumber,
});

type Found = NonNullable<Awaited<ReturnType<typeof findPrintOrder>>>;

/**
 * One fulfilment step: the print order is found (404 otherwise), `move` changes it by a
 * conditional update in a transaction with its audit entry, and a move that matched nothing
 * (another click, a colleague, a refund first) is `conflict` as a 409.
 */
async function transition(
  deps: FulfilmentDeps,
  actor: OperatorActor,
  orderId: number,
  step: {
    check?: (found: Found) => void;
    move: (tx: Database) => Promise<OrderRow | null>;
    action: (before: OrderRow) => string;
    conflict: LangText;
  },
): Promise<OrderRow> {
  const found = await findPrintOrder(deps.db, orderId);
  if (!found) throw new AppError(404, 'STUDIO-ORDER-404', m['order.not_found']);
  step.check?.(found);
  const { order: before, organizationId } = found;
  const after = await deps.db.transaction(async (tx) => {
    const moved = await step.move(tx);
    if (!moved) return null;
    await recordAudit(tx, actor, {
      organizationId,
      action: step.action(before),
      entityType: 'order',
      entityId: before.orderCode,
      before: auditView(before),
      after: auditView(moved),
    });
    return moved;
  });
  if (!after) throw new AppError(409, 'STUDIO-ORDER-STATE', step.conflict);
  return after;
}

/** The format error in every language, naming the carrier and its number's form in each. */
const trackingFormatError = (carrier: Carrier): LangText =>
  Object.fromEntries(
    TEXT_LANGUAGES.map((lang) => [
      lang,
      translate(m['tracking.format'], lang, {
        carrier: translate(carrierNames[carrier], lang),
        format: translate(trackingFormats[carrier], lang),
      }),
    ]),
  ) as LangText;

/** paid → in_production (the prints went to the lab), audited with the change. */
export async function putInProduction(
  deps: FulfilmentDeps,
  actor: OperatorActor,
  orderId: number,
  lang: TextLanguage,
): Promise<PrintOrder> {
  const after = await transition(deps, actor, orderId, {
    move: (tx) => markInProduction(tx, orderId),
    action: () => 'order.in_production',
    conflict: m['order.not_paid'],
  });
  return (await toPrintOrders(deps.db, [after], lang))[0]!;
}

/**
 * paid / in_production → shipped with the parcel (or a shipped order's parcel corrected),
 * audited; then the buyer is mailed. A mail that fails to go never undoes the shipment.
 */
export async function ship(
  deps: FulfilmentDeps,
  actor: OperatorActor,
  orderId: number,
  parcel: { carrier: Carrier; tracking_number: string | null },
  lang: TextLanguage,
): Promise<PrintOrder> {
  let corrected = false;
  const after = await transition(deps, actor, orderId, {
    check: ({ order }) => {
      corrected = order.status === 'shipped';
      if (order.shippingTypeId === SHIPPING_TYPE.kobetsu && !parcel.tracking_number)
        throw new AppError(400, 'STUDIO-TRACKING-REQUIRED', m['tracking.required']);
      if (parcel.tracking_number && !isTrackingNumberOf(parcel.carrier, parcel.tracking_number))
        throw new AppError(400, 'STUDIO-TRACKING-FORMAT', trackingFormatError(parcel.carrier));
    },
    move: (tx) =>
      recordShipment(tx, orderId, { carrier: parcel.carrier, trackingNumber: parcel.tracking_number }),
    action: (before) => (before.status === 'shipped' ? 'order.shipment_corrected' : 'order.shipped'),
    conflict: m['order.not_shippable'],
  });
  await sendShippedMail(deps, after, { corrected: after.status === 'shipped' && corrected }).catch(
    (error: unknown) => deps.log?.error({ err: error, orderId }, 'shipping mail failed'),
  );
  return (await toPrintOrders(deps.db, [after], lang))[0]!;
}
