import {
  cvsNetworkById,
  formatPrice,
  pickLang,
  RECEIPT_LABELS,
  TEXT_LANGUAGES,
  type TextLanguage,
} from '@omoide/contract';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { TokenService } from '../../platform/auth/token-service';
import { translate } from '../../platform/i18n/translate';
import type { Mailer } from '../../platform/mail/mailer';
import { mailZipLink } from '../downloads/order-downloads.service';
import { orderOrigin } from './order-origin';
import { orderPaymentMessages as c } from './order-payment.messages';
import { orderMessages as m } from './orders.messages';
import { listOrderLines, type OrderRow } from './orders.repo';

/** Date formats by language and options: making one costs far more than using it (every paid order's mail). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(lang: TextLanguage, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'hant' ? 'zh-TW' : lang, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** A date as the buyer's language writes it (2026年12月1日, 1 tháng 12, 2026 …). */
const formatMailDate = (epoch_t: number, lang: TextLanguage) =>
  dateFormat(lang, { dateStyle: 'long', timeZone: 'Asia/Tokyo' }).format(new Date(epoch_t * 1000));

/** A slip's deadline with its time, in the store's country (Taiwan for TWD, else Japan). */
const formatDeadline = (epoch_t: number, lang: TextLanguage, currencyTypeId: number) =>
  dateFormat(lang, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: currencyTypeId === 3 ? 'Asia/Taipei' : 'Asia/Tokyo',
  }).format(new Date(epoch_t * 1000));

/** What a convenience-store slip mail says the buyer must do (docs/decisions/012). */
function slipText(order: OrderRow, lang: TextLanguage, origin: string): string {
  // The provider's how-to-pay page may be named on our own origin (`/sandbox/…`): a mail needs it whole.
  const slip = order.paymentSlip!;
  const network = cvsNetworkById(slip.network);
  return translate(c['mail.slip'], lang, {
    store: network ? pickLang(network.name, lang) : slip.network,
    number: slip.payment_number,
    confirmation: slip.confirmation_number
      ? translate(c['mail.slip_confirmation'], lang, { number: slip.confirmation_number })
      : '',
    deadline: formatDeadline(slip.deadline_t, lang, order.currencyTypeId),
    how: slip.instructions_url ? new URL(slip.instructions_url, origin).toString() : '',
  });
}

/** The language an order was placed in, as the buyer's messages about it are written. */
export const languageOf = (value: string): TextLanguage =>
  (TEXT_LANGUAGES as readonly string[]).includes(value) ? (value as TextLanguage) : 'ja';

/**
 * The order confirmation, in the language the buyer ordered in: what was bought, the total,
 * and how to see the order again (members: history; guests: order code + phone).
 */
export async function sendOrderMail(
  deps: {
    db: Database;
    mailer: Mailer;
    publicUrl: string;
    tokens?: TokenService;
    config?: Pick<Config, 'downloadDays' | 'publicUrl'>;
  },
  order: OrderRow,
  /** The order's lines when the caller has just read them (the paying transaction does). */
  orderLines?: Awaited<ReturnType<typeof listOrderLines>>,
) {
  if (!order.email) return;
  const lang = languageOf(order.language);
  const price = (amount: number) => formatPrice(amount, order.currencyTypeId, lang);
  const lines = (orderLines ?? (await listOrderLines(deps.db, order.id))).map(
    (line) =>
      `・${pickLang(line.priceTypeNameLang, lang)} ${pickLang(line.sizeNameLang, lang)} × ${line.quantity}  ${price(line.unitPrice * line.quantity)}`,
  );
  const { extra_cost_in_tax, discount_in_tax, shipping_fee_in_tax } = order.totals;
  if (extra_cost_in_tax > 0)
    lines.push(`・${pickLang(RECEIPT_LABELS.out_of_period_fee, lang)}  ${price(extra_cost_in_tax)}`);
  if (discount_in_tax > 0)
    lines.push(`・${pickLang(RECEIPT_LABELS.early_discount, lang)}  -${price(discount_in_tax)}`);
  if (shipping_fee_in_tax > 0)
    lines.push(`・${pickLang(RECEIPT_LABELS.shipping_fee, lang)}  ${price(shipping_fee_in_tax)}`);
  const origin = orderOrigin(deps, order);
  const access =
    order.buyerKind === 'guest'
      ? translate(m['mail.access_guest'], lang, { url: new URL('/guest/phone', origin).toString() })
      : translate(m['mail.access_member'], lang, {
          url: new URL(`/history/${order.id}`, origin).toString(),
        });
  const zip =
    order.status !== 'awaiting_payment' && deps.tokens && deps.config
      ? await mailZipLink({ ...deps, tokens: deps.tokens, config: deps.config }, order.id, origin)
      : null;
  const download = zip
    ? `\n\n${translate(m['mail.download'], lang, { url: zip.url, date: formatMailDate(zip.expires_t, lang) })}`
    : '';
  // A convenience-store order gets its slip (store, number, deadline, how to pay) first; the
  // usual mail (with its downloads) follows when the store payment is notified.
  const slip = order.status === 'awaiting_payment' && order.paymentSlip;
  await deps.mailer.send({
    to: order.email,
    subject: translate(slip ? c['mail.slip_subject'] : m['mail.subject'], lang, { code: order.orderCode }),
    text: translate(slip ? c['mail.slip_body'] : m['mail.body'], lang, {
      slip: slip ? slipText(order, lang, origin) : '',
      code: order.orderCode,
      event: order.eventName,
      lines: lines.join('\n'),
      total: price(order.totalInTax),
      access: access + download,
    }),
  });
}

/** The refund notice (docs/decisions/014), in the language the buyer ordered in. */
export async function sendRefundMail(deps: { mailer: Mailer }, order: OrderRow) {
  if (!order.email) return;
  const lang = languageOf(order.language);
  await deps.mailer.send({
    to: order.email,
    subject: translate(m['refund.mail_subject'], lang, { code: order.orderCode }),
    text: translate(m['refund.mail_body'], lang, {
      code: order.orderCode,
      event: order.eventName,
      total: formatPrice(order.totalInTax, order.currencyTypeId, lang),
    }),
  });
}
