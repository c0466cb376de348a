import { SHIPPING_TYPE } from '@omoide/contract';
import { translate } from '../../platform/i18n/translate';
import type { Mailer } from '../../platform/mail/mailer';
import { languageOf } from '../orders/order-mail';
import { orderOrigin } from '../orders/order-origin';
import type { OrderRow } from '../orders/order-row';
import { shipmentOf } from '../orders/order-shipment';
import { carrierNames, fulfilmentMessages as m } from './fulfilment.messages';

/**
 * Tells the buyer their prints left, in the language they ordered in: the carrier, the
 * tracking number and its page, and where to see the order (members: history; guests: the
 * order check by code and phone).
 */
export async function sendShippedMail(
  deps: { mailer: Mailer; publicUrl: string; config?: { publicUrl: string | undefined } },
  order: OrderRow,
  options: { corrected: boolean } = { corrected: false },
) {
  const shipment = shipmentOf(order);
  if (!order.email || !shipment) return;
  const lang = languageOf(order.language);
  const tracking = [
    order.shippingTypeId === SHIPPING_TYPE.ikkatsu ? translate(m['mail.bulk'], lang) : '',
    shipment.tracking_number ? translate(m['mail.tracking'], lang, { number: shipment.tracking_number }) : '',
    shipment.tracking_url ? translate(m['mail.tracking_link'], lang, { url: shipment.tracking_url }) : '',
  ].filter(Boolean);
  const page = order.buyerKind === 'guest' ? '/guest/phone' : `/history/${order.id}`;
  await deps.mailer.send({
    to: order.email,
    subject: translate(m[options.corrected ? 'mail.corrected_subject' : 'mail.subject'], lang, {
      code: order.orderCode,
    }),
    // A correction says so first (issue 29): the buyer already holds a mail with the wrong parcel.
    text:
      (options.corrected ? `${translate(m['mail.corrected_note'], lang)}\n\n` : '') +
      translate(m['mail.body'], lang, {
        code: order.orderCode,
        event: order.eventName,
        carrier: translate(carrierNames[shipment.carrier], lang),
        tracking: tracking.join('\n'),
        url: new URL(page, orderOrigin(deps, order)).toString(),
      }),
  });
}
