import { z } from 'zod';
import { PRINT_PURCHASE_MAX_COUNT } from '../reference/limits.js';
import { paymentTypeSchema } from '../reference/payment-types.js';
import { tokenAnswerSchema } from './auth.js';
import { eventSummarySchema, imageItemSchema } from './events.js';

const id = z.number().int().positive().max(2_147_483_647);
const fraction = z.number().min(0).max(1);

/**
 * A print's crop (the /trim page), as fractions of the photo. It is the `photo_custom` of a
 * cart item (spec §7 `POST /api/cart`); the crop is for one print size.
 */
export const photoCustomSchema = z
  .object({ size_id: id, x: fraction, y: fraction, width: fraction, height: fraction })
  .refine((c) => c.width > 0 && c.height > 0 && c.x + c.width <= 1.000001 && c.y + c.height <= 1.000001, {
    message: 'crop outside the photo',
    path: ['width'],
  });
export type PhotoCustom = z.infer<typeof photoCustomSchema>;

/** One size of a cart post: the quantity to hold (0 removes the size from the item). */
export const cartSizeSchema = z.object({
  size_id: id,
  quantity: z.number().int().min(0).max(PRINT_PURCHASE_MAX_COUNT),
});

/**
 * `POST /api/cart` (spec §7): sets the quantities of the named sizes of one cart item.
 * Quantities are set, not added, so a repeated post (a retry, a double tap) changes nothing.
 *
 * A cart item is a photo plus a crop (the cart route `/cart/{eventId}/{itemId}/{photoCustomId}`):
 * - no `photo_custom` and no `photo_custom_id`: the photo's uncropped item (photo_custom_id 0);
 * - `photo_custom` without `photo_custom_id`: a new cropped item;
 * - `photo_custom_id`: that existing item (with `photo_custom`, its crop is replaced).
 */
export const cartPostBodySchema = z.object({
  event_id: id,
  image_info_id: id,
  sizes: z.array(cartSizeSchema).min(1).max(20),
  photo_custom: photoCustomSchema.optional(),
  photo_custom_id: z.number().int().min(0).max(2_147_483_647).optional(),
});
export type CartPostBody = z.infer<typeof cartPostBodySchema>;

/** A price line of a cart item (spec §3 "Cart"). */
export const cartPriceLineSchema = z.object({
  price_type_id: z.number().int(),
  price_type_name: z.string(),
  price_type_name_lang: z.record(z.string(), z.string()),
  size_id: z.number().int(),
  name: z.string(),
  name_lang: z.record(z.string(), z.string()),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  /** Bought after the category's expiry: the out-of-period fee applies (§9). */
  is_expired_extend_buy: z.boolean(),
  /** Bought before the category's discount end: the early discount applies (§9). */
  is_discount_buy: z.boolean(),
  /** The fee and discount of this line (already × quantity). */
  extra_cost_in_tax: z.number().int(),
  discount_in_tax: z.number().int(),
});
export type CartPriceLine = z.infer<typeof cartPriceLineSchema>;

/**
 * One cart item (spec §3 `image_item_with_prices`). Every size the event sells is listed,
 * with quantity 0 when not chosen, so the cart can change quantities in place; a cropped
 * item lists only its crop's print size.
 */
export const cartItemSchema = z.object({
  image_item: imageItemSchema,
  /** 0 for the uncropped item, else the id of the cropped one. */
  photo_custom_id: z.number().int(),
  photo_custom: photoCustomSchema.nullable(),
  /** False once the photo's `expiration_of_info_t` has passed or it left sale: such an item
   * is shown, cannot be bought and counts nowhere. */
  is_available: z.boolean(),
  size_and_price: z.object({
    data_prices: z.array(cartPriceLineSchema),
    print_prices: z.array(cartPriceLineSchema),
  }),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartTotalsSchema = z.object({
  data_subtotal_in_tax: z.number().int(),
  print_subtotal_in_tax: z.number().int(),
  extra_cost_in_tax: z.number().int(),
  discount_in_tax: z.number().int(),
  shipping_fee_in_tax: z.number().int(),
  total_in_tax: z.number().int(),
});

/** One event's part of the cart (carts are per buyer and per event). */
export const cartEventSchema = z.object({
  event: eventSummarySchema,
  image_item_with_prices: z.array(cartItemSchema),
  totals: cartTotalsSchema,
  /** Σ quantity over the available lines. */
  quantity: z.number().int(),
  /** The payment types this event offers (`offeredPaymentTypes`, docs/decisions/011). */
  payment_types: z.array(paymentTypeSchema).optional(),
});
export type CartEvent = z.infer<typeof cartEventSchema>;

/** `GET /api/cart` and the answer of `POST /api/cart`. */
export const cartSchema = z.object({
  cart: z.array(cartEventSchema),
  /** Σ quantity over every event: the cart badge (`99+` above 99, §9). */
  quantity: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;

/** `POST /api/guest/cart/temporary_save/send`: mails the guest a link back to this cart. */
export const cartSaveSendAnswerSchema = z.object({
  /** The address the link went to, partly hidden (`ta***@example.com`). */
  email_hint: z.string(),
  expires_t: z.number().int(),
});

/** `POST /api/guest/cart/temporary_save/confirm`: the key from the mailed link. */
export const cartSaveConfirmBodySchema = z.object({
  save_key: z.string().trim().min(16).max(128),
});

export const cartSaveConfirmAnswerSchema = tokenAnswerSchema.extend({ cart: cartSchema });

/** Query parameter of the mailed link: `/guest/landing?cart_key=…`. */
export const CART_SAVE_LINK_PARAM = 'cart_key';
