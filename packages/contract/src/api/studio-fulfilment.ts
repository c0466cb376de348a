import { z } from 'zod';
import { carrierSchema, shipmentSchema } from './shipment.js';
import { normaliseTrackingNumber } from './tracking-numbers.js';

/**
 * Print fulfilment in the studio (issue #15, docs/decisions/018): the paid orders with prints
 * of an event, marked in production and then shipped with a carrier and tracking number (the
 * buyer gets a mail and sees the parcel in their history).
 */

/** The states a print order passes through after payment. */
export const PRINT_ORDER_STATES = ['paid', 'in_production', 'shipped'] as const;
export const printOrderStateSchema = z.enum(PRINT_ORDER_STATES);
export type PrintOrderState = (typeof PRINT_ORDER_STATES)[number];

/** `GET /api/studio/organizations/{organization_id}/print_events`: events with prints to handle. */
export const printEventSchema = z.object({
  event_id: z.number().int(),
  name: z.string(),
  event_date: z.string(),
  shipping_type_id: z.number().int(),
  /** Paid print orders not yet in production, in production, shipped. */
  counts: z.object({ paid: z.number().int(), in_production: z.number().int(), shipped: z.number().int() }),
});
export type PrintEvent = z.infer<typeof printEventSchema>;
export const printEventsAnswerSchema = z.object({ events: z.array(printEventSchema) });

/** `GET /api/studio/events/{event_id}/print_orders?status=`: oldest payment first. */
export const printOrdersQuerySchema = z.object({ status: printOrderStateSchema.optional() });

export const printLineSchema = z.object({
  image_item_id: z.number().int().nullable(),
  /** The photo's file name as uploaded (what the lab and the photographer recognise). */
  file_name: z.string().nullable(),
  size_id: z.number().int(),
  size_name: z.string(),
  quantity: z.number().int(),
  /** The buyer's trim, in the original's pixels; null prints the whole photo. */
  crop: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }).nullable(),
});
export type PrintLine = z.infer<typeof printLineSchema>;

export const printOrderSchema = z.object({
  order_id: z.number().int(),
  order_code: z.string(),
  status: printOrderStateSchema,
  paid_t: z.number().int().nullable(),
  buyer_name: z.string(),
  /** One line: postal code, prefecture and address of where the parcel goes. */
  ship_to: z.string(),
  tel: z.string(),
  /** Bulk delivery: the class and child the prints are sorted by at the school. */
  children: z.array(z.object({ child_name: z.string(), class_name: z.string() })),
  lines: z.array(printLineSchema),
  shipment: shipmentSchema.nullable(),
});
export type PrintOrder = z.infer<typeof printOrderSchema>;
export const printOrdersAnswerSchema = z.object({ orders: z.array(printOrderSchema) });

/** `POST /api/studio/orders/{order_id}/shipment`: the parcel left (a second call corrects it). */
export const shipmentBodySchema = z
  .object({
    carrier: carrierSchema,
    tracking_number: z
      .string()
      .trim()
      .max(40)
      .regex(/^[\w -]*$/)
      .optional(),
  })
  .transform(({ carrier, tracking_number }) => ({
    carrier,
    tracking_number: tracking_number ? normaliseTrackingNumber(tracking_number) || null : null,
  }));
export type ShipmentBody = z.input<typeof shipmentBodySchema>;
