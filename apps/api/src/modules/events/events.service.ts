import type { PublicEvent, TokenKind } from '@omoide/contract';
import type { Database } from '../../db/client';
import { findPublishedEventByCodes, insertBuyerEvent } from './events.repo';

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Opens an event by its two codes (spec §7 event_code): only a published event in its
 * window is found, and the buyer may see it from then on. Null when none matches.
 */
export async function openEventByCodes(
  db: Database,
  buyer: { kind: TokenKind; subject: string },
  codes: { event_code1: string; event_code2: string },
  now = new Date(),
): Promise<PublicEvent | null> {
  const found = await findPublishedEventByCodes(db, codes.event_code1, codes.event_code2, now);
  if (!found) return null;
  await insertBuyerEvent(db, { kind: buyer.kind, subjectId: buyer.subject, eventId: found.event.id });
  const e = found.event;
  return {
    id: e.id,
    name: e.name,
    event_date: e.eventDate,
    published_until_t: epoch(e.publishedUntil),
    shipping_type_id: e.shippingTypeId,
    currency_type_id: e.currencyTypeId,
    organization_name: found.organizationName,
  };
}
