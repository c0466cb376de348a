import { z } from 'zod';
import { optionalText } from '../reference/input-schemas.js';

// The `payment` of the §7 order calls, per payment type (tokens only: the API never sees
// card data), the DCC quote call and offer, and a convenience-store slip.

const cardPaymentFields = {
  card_token: z.string().trim().min(8).max(200),
  card_holder: optionalText(60),
  card_brand: optionalText(30),
};

/** The result code of a Taiwanese card's encryption in the browser: `000` is success (spec §5). */
export const TW_CARD_ENCRYPTION_OK = '000';

/** The DCC providers' encryption result for a card made into a token in the browser (spec §5). */
export const DCC_CARD_ENCRYPTION_OK = 'success';

const quoteIdSchema = z
  .string()
  .trim()
  .regex(/^[\w-]{1,64}$/);

/**
 * A DCC card (docs/decisions/013): the encryption result (anything but `success` blocks the
 * order, spec §5) and the buyer's choice: `dcc_quote_id` of the accepted offer of
 * `/api/order/dcc/current` (charged in the card's currency), or null to pay in the event's
 * own currency. The key is required, so the choice is always explicit.
 */
const dccPaymentFields = {
  ...cardPaymentFields,
  encryption_result: z
    .string()
    .trim()
    .regex(/^[\w-]{1,20}$/),
  dcc_quote_id: quoteIdSchema.nullable(),
};

/**
 * `payment` of §7 order calls; the card fields are tokens (the API never sees card data).
 * `tw_credit_card` carries the provider's encryption result code: anything but `000` blocks
 * the order (spec §5).
 */
export const orderPaymentSchema = z.discriminatedUnion('payment_type', [
  z.object({ payment_type: z.literal('credit_card'), ...cardPaymentFields }),
  z.object({
    payment_type: z.literal('tw_credit_card'),
    ...cardPaymentFields,
    encryption_result_code: z
      .string()
      .trim()
      .regex(/^[\w-]{1,20}$/),
  }),
  z.object({ payment_type: z.literal('credit_card_dcc'), ...dccPaymentFields }),
  z.object({ payment_type: z.literal('credit_card_dcc_vnd_jp_card'), ...dccPaymentFields }),
  // Wallets (`POST /api/order/rakuten/process`): nothing to carry, the buyer approves at the provider.
  z.object({ payment_type: z.literal('r_paypay') }),
  z.object({ payment_type: z.literal('r_aupay') }),
  z.object({ payment_type: z.literal('r_rpay') }),
  // Convenience stores (`POST /api/order/rakuten/process_cvs`): the network the buyer pays at
  // (spec §3 lists; checked against the type's own list, 400 otherwise).
  z.object({
    payment_type: z.literal('r_cvs_net'),
    cvs_net_type: z
      .string()
      .trim()
      .regex(/^\d{4,5}$/),
  }),
  z.object({
    payment_type: z.literal('tw_cvs_net'),
    cvs_net_type: z
      .string()
      .trim()
      .regex(/^\d{4,5}$/),
  }),
  // The Rakuten card (`/api/order/rakuten/process`): the provider's card token and its
  // separate CVV token, both made in the browser (spec §3 r_card_token, r_cvv_token, r_card_brand).
  z.object({
    payment_type: z.literal('r_credit_card'),
    r_card_token: z.string().trim().min(8).max(200),
    r_cvv_token: z.string().trim().min(8).max(200),
    r_card_brand: optionalText(30),
  }),
]);

/**
 * `POST /api/order/dcc/current` (spec §7 "body event_id"; the answer's shape is ours, spec §3
 * says it is not shown). `card_token` is the browser's one-time token of the card: the
 * provider reads the card's currency from its BIN and quotes that one. Without it, indicative
 * offers for every currency the event converts to (the charge checks the card's currency).
 */
export const dccCurrentBodySchema = z.object({
  event_id: z.number().int().positive().max(2_147_483_647),
  card_token: z.string().trim().min(8).max(200).optional(),
});
export type DccCurrentBody = z.infer<typeof dccCurrentBodySchema>;

/**
 * One offer: the cart's total in the card's currency (`card_amount` in its minor unit, ISO
 * 4217 `card_currency_exponent`: 1234 with exponent 2 is 12.34), the rate (card units per
 * event-currency unit, margin included), the margin over the mid-market rate, and until when
 * the rate holds (`expires_t`). Accepting it is sending its `quote_id` with the order.
 */
export const dccOfferSchema = z.object({
  quote_id: z.string(),
  card_currency: z.string(),
  card_amount: z.number().int(),
  card_currency_exponent: z.number().int().min(0).max(3),
  rate: z.number(),
  margin_percent: z.number(),
  expires_t: z.number().int(),
});
export type DccOffer = z.infer<typeof dccOfferSchema>;

/**
 * The cart's total in the event's currency and the offers. `card_currency`: the card's
 * currency when a token was sent (null without one); no offer when the card is billed in the
 * event's currency or its currency is not converted for this event: the buyer pays `amount`.
 */
export const dccCurrentAnswerSchema = z.object({
  event_id: z.number().int(),
  amount: z.number().int(),
  currency_type_id: z.number().int(),
  card_currency: z.string().nullable(),
  offers: z.array(dccOfferSchema),
});
export type DccCurrentAnswer = z.infer<typeof dccCurrentAnswerSchema>;

/** What a DCC order recorded of the accepted offer (order detail; null when paid in the event's currency). */
export const orderDccSchema = dccOfferSchema.omit({ expires_t: true });
export type OrderDcc = z.infer<typeof orderDccSchema>;

/**
 * A convenience-store payment slip (docs/decisions/012): the store network (spec §3 id), the
 * number the buyer gives at the store (and the confirmation number where the network uses
 * one), the amount and the deadline; `instructions_url` is the provider's how-to-pay page.
 */
export const cvsSlipSchema = z.object({
  network: z.string(),
  payment_number: z.string(),
  confirmation_number: z.string().nullable(),
  deadline_t: z.number().int(),
  amount: z.number().int(),
  currency_type_id: z.number().int(),
  instructions_url: z.string().nullable(),
});
export type CvsSlip = z.infer<typeof cvsSlipSchema>;
