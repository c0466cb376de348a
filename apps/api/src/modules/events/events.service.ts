import {
  type Category,
  type EventInfo,
  type EventSummary,
  type LangText,
  type PublicEvent,
  pickLang,
  type TextLanguage,
  type TokenKind,
} from '@omoide/contract';
import type { Database } from '../../db/client';
import type { categories, events } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import { mediaUrl } from '../../platform/media/media-url';
import { announceEventAudience, assertMaySeeEvent, type Buyer } from './event-access';
import { eventMessages } from './events.messages';
import {
  countReadyByCategory,
  findCategoryOrganization,
  findEventOrganization,
  findEventsByIds,
  findImageMediaKey,
  findPublishedEventByCodes,
  insertBuyerEvent,
  listCodeEvents,
  listEventCategories,
  listEventPrices,
  listMemberOrganizations,
  listOrganizationEvents,
} from './events.repo';

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);
const epochOrNull = (date: Date | null) => (date ? epoch(date) : null);
/** An event's or category's name in a language, the default name when that one is empty. */
export const nameIn = (name: string, nameLang: LangText | null, lang: TextLanguage) =>
  nameLang ? pickLang(nameLang, lang) || name : name;

type EventRow = { event: typeof events.$inferSelect; organizationName: string };

async function toSummary(db: Database, row: EventRow, lang: TextLanguage): Promise<EventSummary> {
  const e = row.event;
  const cover = await findImageMediaKey(db, e.coverImageItemId);
  return {
    id: e.id,
    name: nameIn(e.name, e.nameLang, lang),
    event_date: e.eventDate,
    organization_id: e.organizationId,
    organization_name: row.organizationName,
    shipping_type_id: e.shippingTypeId,
    currency_type_id: e.currencyTypeId,
    published_until_t: epoch(e.publishedUntil),
    cover_thumb_url: cover ? mediaUrl(cover, 'thumb.webp') : null,
    face_search_enabled: e.faceSearchEnabled,
    face_consent_text: e.faceConsentText ? pickLang(e.faceConsentText, lang) || null : null,
  };
}

/**
 * Summaries of events by id, whether on sale or not: what a buyer bought stays theirs after
 * the sale ends (the library, downloads). Events not found are absent from the map.
 */
export async function summarizeEvents(db: Database, eventIds: number[], lang: TextLanguage) {
  const rows = await findEventsByIds(db, [...new Set(eventIds)]);
  const summaries = await Promise.all(rows.map((row) => toSummary(db, row, lang)));
  return new Map(summaries.map((s) => [s.id, s]));
}

/**
 * Opens an event by its two codes (spec §7 event_code): only a published event in its
 * window is found, and the buyer may see it from then on. Null when none matches.
 */
export async function openEventByCodes(
  db: Database,
  buyer: { kind: TokenKind; subject: string },
  codes: { event_code1: string; event_code2: string },
  lang: TextLanguage,
  now = new Date(),
): Promise<PublicEvent | null> {
  const found = await findPublishedEventByCodes(db, codes.event_code1, codes.event_code2, now);
  if (!found) return null;
  await insertBuyerEvent(db, { kind: buyer.kind, subjectId: buyer.subject, eventId: found.event.id });
  // A member entering the code brings their children into the event's face search.
  if (buyer.kind === 'member') announceEventAudience(db, found.event.id);
  const e = found.event;
  return {
    id: e.id,
    // The buyer's language, like every other event answer (the default name when it has none).
    name: nameIn(e.name, e.nameLang, lang),
    event_date: e.eventDate,
    published_until_t: epoch(e.publishedUntil),
    shipping_type_id: e.shippingTypeId,
    currency_type_id: e.currencyTypeId,
    organization_name: found.organizationName,
  };
}

type CategoryRow = typeof categories.$inferSelect;
const longRunSubInfo = (c: CategoryRow) => ({
  expired_time_t: epochOrNull(c.expiredTime),
  expired_append_cost_in_tax: c.expiredAppendCostInTax,
  discount_end_time_t: epochOrNull(c.discountEndTime),
  discount_cost_in_tax: c.discountCostInTax,
});

/** A category's id and its sub-categories' (photos live in sub-categories), as buyers see them. */
export async function categoryAndSubs(
  db: Database,
  eventId: number,
  categoryId: number,
): Promise<Set<number>> {
  const rows = await listEventCategories(db, eventId);
  return new Set(rows.filter((c) => c.id === categoryId || c.parentId === categoryId).map((c) => c.id));
}

/** `GET /api/event/info/{event_id}`: the event, its categories with sub-categories and prices. */
export async function getEventInfo(
  db: Database,
  buyer: Buyer,
  eventId: number,
  lang: TextLanguage,
): Promise<EventInfo> {
  await assertMaySeeEvent(db, buyer, eventId);
  // Found whatever its state: the check above admitted a published event or an operator's preview.
  const [row] = await findEventsByIds(db, [eventId]);
  if (!row) throw new AppError(404, 'EVENT-404', eventMessages['event.not_found']);
  const [rows, { items: counts, movies: movieCounts }, prices] = await Promise.all([
    listEventCategories(db, eventId),
    countReadyByCategory(db, eventId),
    listEventPrices(db, eventId),
  ]);
  const top = rows.filter((c) => c.parentId === null);
  const categoriesOut: Category[] = top.map((c) => {
    const subs = rows
      .filter((s) => s.parentId === c.id)
      .map((s) => ({
        id: s.id,
        name: nameIn(s.name, s.nameLang, lang),
        photo_count: counts.get(s.id) ?? 0,
        movie_count: movieCounts.get(s.id) ?? 0,
        long_run_sub_info: longRunSubInfo(s),
      }));
    return {
      id: c.id,
      name: nameIn(c.name, c.nameLang, lang),
      photo_count: (counts.get(c.id) ?? 0) + subs.reduce((n, s) => n + s.photo_count, 0),
      movie_count: (movieCounts.get(c.id) ?? 0) + subs.reduce((n, s) => n + s.movie_count, 0),
      long_run_sub_info: longRunSubInfo(c),
      sub_categories: subs,
    };
  });
  return { info: { event: await toSummary(db, row, lang), categories: categoriesOut, prices } };
}

export async function listEventsByOrganization(db: Database, memberId: number, lang: TextLanguage) {
  const rows = await listOrganizationEvents(db, memberId, new Date());
  return Promise.all(rows.map((row) => toSummary(db, row, lang)));
}

/** Every published event a member may see (organisations and entered codes), newest first. */
export async function listVisibleEvents(db: Database, memberId: number, lang: TextLanguage) {
  const now = new Date();
  const [byOrganization, byCode] = await Promise.all([
    listOrganizationEvents(db, memberId, now),
    listCodeEvents(db, memberId, now),
  ]);
  const seen = new Set<number>();
  const rows = [...byOrganization, ...byCode]
    .filter((row) => !seen.has(row.event.id) && seen.add(row.event.id))
    .sort((a, b) => b.event.eventDate.localeCompare(a.event.eventDate) || b.event.id - a.event.id);
  return Promise.all(rows.map((row) => toSummary(db, row, lang)));
}

export async function listOrganizationsWithEvents(db: Database, memberId: number, lang: TextLanguage) {
  const [organizations, eventsOfMember] = await Promise.all([
    listMemberOrganizations(db, memberId),
    listEventsByOrganization(db, memberId, lang),
  ]);
  return organizations.map((o) => ({
    ...o,
    events: eventsOfMember.filter((e) => e.organization_id === o.id),
  }));
}

/** The organisation an operator acts on through an event (studio permissions), or null. */
export function organizationOfEvent(db: Database, eventId: number): Promise<number | null> {
  return findEventOrganization(db, eventId);
}

/** The organisation an operator acts on through a category, or null. */
export function organizationOfCategory(db: Database, categoryId: number): Promise<number | null> {
  return findCategoryOrganization(db, categoryId);
}
