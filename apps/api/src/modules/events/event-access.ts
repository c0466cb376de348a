import type { TokenKind } from '@omoide/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { perDatabase } from '../../platform/per-database';
import { eventMessages as m } from './events.messages';
import { buyerMaySee, findPublishedEvent } from './events.repo';

export type Buyer = { kind: TokenKind; subject: string };

// Access only grows (an entered code stays valid), so a yes is kept for a minute per buyer
// and event: photo pages then need no access query (bench/photo-list). A no is never kept.
const GRANT_TTL_MS = 60_000;
const grantCache = perDatabase<string, number>();

/**
 * The published event a buyer may see, or the "not found" error: an event of another
 * organisation, an unpublished one and a missing one all look the same from outside.
 */
export async function assertMaySeeEvent(db: Database, buyer: Buyer, eventId: number, now = new Date()) {
  const key = `${buyer.kind}:${buyer.subject}:${eventId}`;
  const cache = grantCache(db);
  const until = cache.get(key);
  if (until && until > Date.now()) return;
  const event = await findPublishedEvent(db, eventId, now);
  if (!event || !(await buyerMaySee(db, buyer, eventId))) {
    throw new AppError(404, 'EVENT-404', m['event.not_found']);
  }
  cache.set(key, Math.min(Date.now() + GRANT_TTL_MS, event.event.publishedUntil.getTime()));
}
