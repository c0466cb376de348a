import { pickLang, type TextLanguage, type TokenKind } from '@omoide/contract';
import type { Database } from '../../db/client';
import { announceCacheChange, onCacheChange } from '../../platform/cache-bus/cache-bus';
import { AppError } from '../../platform/errors';
import { perDatabase } from '../../platform/per-database';
import { eventMessages as m } from './events.messages';
import { buyerMaySee, findEventsByIds, findPreviewedEvent, findPublishedEvent } from './events.repo';

export type Buyer = { kind: TokenKind; subject: string };

// Access only grows (an entered code stays valid), so a yes is kept for a minute per buyer
// and event: photo pages then need no access query (bench/photo-list). A no is never kept.
const GRANT_TTL_MS = 60_000;
const grantCache = perDatabase<string, number>();

onCacheChange('event-access', (db, eventId) => {
  const cache = grantCache(db);
  if (eventId === null) cache.clear();
  else for (const key of cache.keys()) if (key.endsWith(`:${eventId}`)) cache.delete(key);
});

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
  if (event && (await buyerMaySee(db, buyer, eventId))) {
    cache.set(key, Math.min(Date.now() + GRANT_TTL_MS, event.event.publishedUntil.getTime()));
    return;
  }
  const preview = await previewOf(db, buyer, eventId, now);
  if (!preview) throw new AppError(404, 'EVENT-404', m['event.not_found']);
  cache.set(key, Math.min(Date.now() + GRANT_TTL_MS, preview.expiresAt.getTime()));
}

/**
 * Like `assertMaySeeEvent`, for putting photos in a cart: an operator's preview shows a draft
 * as buyers will see it, but sells nothing (403 with a translated message).
 */
export async function assertMayBuyFrom(db: Database, buyer: Buyer, eventId: number, now = new Date()) {
  await assertMaySeeEvent(db, buyer, eventId, now);
  if (!(await findPublishedEvent(db, eventId, now))) {
    throw new AppError(403, 'EVENT-PREVIEW-403', m['event.preview_only']);
  }
}

/** The event as an operator's preview member sees it (published or not), or null. */
export function previewOf(db: Database, buyer: Buyer, eventId: number, now = new Date()) {
  if (buyer.kind !== 'member' || !/^\d+$/.test(buyer.subject)) return Promise.resolve(null);
  return findPreviewedEvent(db, Number(buyer.subject), eventId, now);
}

/**
 * Forgets the kept yes-answers for an event: after an unpublish, buyers lose it at once,
 * in this process and (through the cache bus) in every other one on the database.
 */
export function forgetEventGrants(db: Database, eventId: number) {
  announceCacheChange(db, 'event-access', eventId);
}

/**
 * Announces, after the change committed, that the members who may see an event (null: any
 * event), or their children's registered faces, changed: the face search's rivals are that
 * audience's faces (faces/kept/event-rivals.ts keeps their stamp until told).
 */
export function announceEventAudience(db: Database, eventId: number | null) {
  announceCacheChange(db, 'event-audience', eventId);
}

/**
 * Where an event stands against its publication (sale) window: news of its photos waits
 * while it is `upcoming` and is dropped once it is `over`. Null for a missing event.
 */
export async function eventSaleState(
  db: Database,
  eventId: number,
  now = new Date(),
): Promise<{ name: (lang: TextLanguage) => string; state: 'upcoming' | 'open' | 'over' } | null> {
  const [row] = await findEventsByIds(db, [eventId]);
  if (!row) return null;
  const { name, nameLang, publishedFrom, publishedUntil, publishedAt } = row.event;
  return {
    name: (lang) => (nameLang ? pickLang(nameLang, lang) || name : name),
    // A draft's news waits like an upcoming sale's: it goes out once the event is published.
    state: !publishedAt || publishedFrom > now ? 'upcoming' : publishedUntil > now ? 'open' : 'over',
  };
}
