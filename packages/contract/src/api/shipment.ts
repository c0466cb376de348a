import { z } from 'zod';

/**
 * A print order's parcel as its buyer sees it (order history) and the studio records it
 * (docs/decisions/018). Apart from the studio's fulfilment schemas so that a buyer's page
 * never loads those (docs/decisions/022).
 */

/** Parcel carriers of Japan and Taiwan; `other` for anything else (its number is shown as typed). */
export const CARRIERS = ['yamato', 'sagawa', 'japan_post', 'chunghwa_post', 'tcat', 'hct', 'other'] as const;
export const carrierSchema = z.enum(CARRIERS);
export type Carrier = (typeof CARRIERS)[number];

/** Where a parcel's tracking page is, for the carriers that have one by number. */
export function trackingUrlOf(carrier: Carrier, trackingNumber: string | null): string | null {
  if (!trackingNumber) return null;
  const number = encodeURIComponent(trackingNumber);
  switch (carrier) {
    case 'yamato':
      return `https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number01=${number}`;
    case 'sagawa':
      return `https://k2k.sagawa-exp.co.jp/p/web/okurijosearch.do?okurijoNo=${number}`;
    case 'japan_post':
      return `https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=${number}`;
    case 'chunghwa_post':
      return `https://postserv.post.gov.tw/pstmail/main_mail.html?targetTxn=EB500100&MAILNO=${number}`;
    default:
      return null;
  }
}

/** A shipped order's parcel, as the buyer and the studio see it. */
export const shipmentSchema = z.object({
  carrier: carrierSchema,
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  shipped_t: z.number().int(),
});
export type Shipment = z.infer<typeof shipmentSchema>;
