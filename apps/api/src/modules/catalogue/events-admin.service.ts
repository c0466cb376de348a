import { randomInt } from 'node:crypto';
import type {
  ConsentText,
  EventPatch,
  EventState,
  eventCreateSchema,
  LangText,
  StudioEvent,
  StudioEventRow,
  TextLanguage,
} from '@omoide/contract';
import { TEXT_LANGUAGES } from '@omoide/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { forgetEventGrants } from '../events/event-access';
import { nameIn } from '../events/events.service';
import { recordAudit } from '../operators/audit.service';
import type { OperatorActor } from '../operators/operator-guard';
import { eventAdminMessages as m } from './events-admin.messages';
import {
  codesTaken,
  type EventRow,
  findEventDetail,
  findOrganizationRow,
  insertEvent,
  listEventsOf,
  lockEvent,
  updateEvent,
} from './events-admin.repo';

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);
const fromEpoch = (seconds: number) => new Date(seconds * 1000);
const notFound = () => new AppError(404, 'STUDIO-EVENT-404', m['event.not_found']);

// Event codes are read off printed notices and typed on phones: no I/1, O/0 to mistake.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_ATTEMPTS = 8;
const codePart = () =>
  Array.from({ length: 5 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** Two fresh 5-character codes no event has, in any case (the login compares them case-insensitively). */
async function freshCodes(db: Database) {
  for (let i = 0; i < CODE_ATTEMPTS; i++) {
    const codes = { eventCode1: codePart(), eventCode2: codePart() };
    if (!(await codesTaken(db, codes.eventCode1, codes.eventCode2))) return codes;
  }
  throw new AppError(503, 'STUDIO-EVENT-CODE', m['code.exhausted']);
}

export function stateOf(event: EventRow, now = new Date()): EventState {
  if (!event.publishedAt) return 'draft';
  if (event.publishedFrom > now) return 'scheduled';
  return event.publishedUntil > now ? 'open' : 'closed';
}

/**
 * Names per language as stored: the default name stands for en-US and for every empty language.
 * An English name of its own (the demo seed and imports set one; the studio form has no field
 * for it) is kept through every studio change, so editing any field never replaces it with the
 * default name.
 */
function storedNames(
  name: string,
  names: { ja: string; hant: string; vi: string },
  before?: EventRow,
): LangText | null {
  const english = before?.nameLang?.['en-US'];
  const ownEnglish = english && english !== before.name ? english : '';
  if (!names.ja && !names.hant && !names.vi && !ownEnglish) return null;
  return { ...names, 'en-US': ownEnglish || name };
}
const namesOf = (event: EventRow) => ({
  ja: event.nameLang?.ja ?? '',
  hant: event.nameLang?.hant ?? '',
  vi: event.nameLang?.vi ?? '',
});
const storedConsent = (text: ConsentText): LangText | null =>
  Object.values(text).some(Boolean) ? text : null;
const consentOf = (event: EventRow): ConsentText =>
  event.faceConsentText ?? { ja: '', hant: '', vi: '', 'en-US': '' };

/** What the audit log keeps of an event: its editable fields, as the studio sends them. */
function auditView(e: EventRow) {
  return {
    name: e.name,
    name_lang: namesOf(e),
    event_date: e.eventDate,
    published_from_t: epoch(e.publishedFrom),
    published_until_t: epoch(e.publishedUntil),
    currency_type_id: e.currencyTypeId,
    shipping_type_id: e.shippingTypeId,
    downloads_until_t: e.downloadsUntil ? epoch(e.downloadsUntil) : null,
    face_search_enabled: e.faceSearchEnabled,
    face_consent_text: consentOf(e),
    event_code: `${e.eventCode1}-${e.eventCode2}`,
    published_at_t: e.publishedAt ? epoch(e.publishedAt) : null,
  };
}

/** The organisation's events, each under its name in the operator's language (as on every studio screen). */
export async function listStudioEvents(
  db: Database,
  organizationId: number,
  lang: TextLanguage,
): Promise<StudioEventRow[]> {
  const now = new Date();
  return (await listEventsOf(db, organizationId)).map(({ event, photoCount }) => ({
    id: event.id,
    name: nameIn(event.name, event.nameLang, lang),
    event_date: event.eventDate,
    event_code1: event.eventCode1,
    event_code2: event.eventCode2,
    state: stateOf(event, now),
    photo_count: photoCount,
  }));
}

export async function getStudioEvent(db: Database, eventId: number): Promise<StudioEvent> {
  const found = await findEventDetail(db, eventId);
  if (!found) throw notFound();
  const e = found.event;
  return {
    id: e.id,
    organization_id: e.organizationId,
    ...auditView(e),
    currency_type_id: e.currencyTypeId as StudioEvent['currency_type_id'],
    shipping_type_id: e.shippingTypeId as StudioEvent['shipping_type_id'],
    event_code1: e.eventCode1,
    event_code2: e.eventCode2,
    state: stateOf(e),
    photo_count: found.photoCount,
    has_orders: found.hasOrders,
    has_prices: found.hasPrices,
    display_names: Object.fromEntries(
      TEXT_LANGUAGES.map((lang) => [lang, nameIn(e.name, e.nameLang, lang)]),
    ) as LangText,
  };
}

/** A new event as a draft (buyers see it once published), with a fresh code; audited. */
export async function createStudioEvent(
  db: Database,
  actor: OperatorActor,
  organizationId: number,
  body: z.output<typeof eventCreateSchema>,
): Promise<StudioEvent> {
  if (!(await findOrganizationRow(db, organizationId)))
    throw new AppError(404, 'STUDIO-ORG-404', m['organization.not_found']);
  const codes = await freshCodes(db);
  const created = await db.transaction(async (tx) => {
    const row = await insertEvent(tx, {
      organizationId,
      name: body.name,
      nameLang: storedNames(body.name, body.name_lang),
      ...codes,
      eventDate: body.event_date,
      publishedFrom: fromEpoch(body.published_from_t),
      publishedUntil: fromEpoch(body.published_until_t),
      currencyTypeId: body.currency_type_id,
      shippingTypeId: body.shipping_type_id,
      downloadsUntil: body.downloads_until_t === null ? null : fromEpoch(body.downloads_until_t),
      faceSearchEnabled: body.face_search_enabled,
      faceConsentText: storedConsent(body.face_consent_text),
      publishedAt: null,
    });
    await recordAudit(tx, actor, {
      organizationId,
      action: 'event.created',
      entityType: 'event',
      entityId: row.id,
      before: null,
      after: auditView(row),
    });
    return row;
  });
  return getStudioEvent(db, created.id);
}

/**
 * One change to an event: locked, checked, changed and audited in one transaction; a change
 * that changes nothing is not recorded.
 */
async function changeEvent(
  db: Database,
  actor: OperatorActor,
  eventId: number,
  action: string,
  change: (before: EventRow, tx: Database) => Promise<Partial<EventRow> | null>,
): Promise<EventRow> {
  const after = await db.transaction(async (tx) => {
    const before = await lockEvent(tx, eventId);
    if (!before) throw notFound();
    const set = await change(before, tx);
    if (!set) return before;
    const updated = await updateEvent(tx, eventId, set);
    await recordAudit(tx, actor, {
      organizationId: before.organizationId,
      action,
      entityType: 'event',
      entityId: eventId,
      before: auditView(before),
      after: auditView(updated),
    });
    return updated;
  });
  forgetEventGrants(db, eventId);
  return after;
}

export async function updateStudioEvent(
  db: Database,
  actor: OperatorActor,
  eventId: number,
  patch: EventPatch,
): Promise<StudioEvent> {
  await changeEvent(db, actor, eventId, 'event.updated', async (before, tx) => {
    const from = patch.published_from_t ?? epoch(before.publishedFrom);
    const until = patch.published_until_t ?? epoch(before.publishedUntil);
    if (from >= until) throw new AppError(400, 'STUDIO-EVENT-WINDOW', m['window.order']);
    if (patch.currency_type_id !== undefined && patch.currency_type_id !== before.currencyTypeId) {
      const detail = await findEventDetail(tx, eventId);
      if (detail?.hasOrders) throw new AppError(409, 'STUDIO-EVENT-CURRENCY', m['currency.locked']);
    }
    const name = patch.name ?? before.name;
    const set: Partial<EventRow> = {
      name,
      nameLang: storedNames(name, patch.name_lang ?? namesOf(before), before),
      eventDate: patch.event_date ?? before.eventDate,
      publishedFrom: fromEpoch(from),
      publishedUntil: fromEpoch(until),
      currencyTypeId: patch.currency_type_id ?? before.currencyTypeId,
      shippingTypeId: patch.shipping_type_id ?? before.shippingTypeId,
      downloadsUntil:
        patch.downloads_until_t === undefined
          ? before.downloadsUntil
          : patch.downloads_until_t === null
            ? null
            : fromEpoch(patch.downloads_until_t),
      faceSearchEnabled: patch.face_search_enabled ?? before.faceSearchEnabled,
      faceConsentText:
        patch.face_consent_text === undefined
          ? before.faceConsentText
          : storedConsent(patch.face_consent_text),
    };
    const unchanged = JSON.stringify(auditView({ ...before, ...set })) === JSON.stringify(auditView(before));
    return unchanged ? null : set;
  });
  return getStudioEvent(db, eventId);
}

/** Publishes a draft (refused while it has no prices: buyers could not buy anything). */
export async function publishStudioEvent(db: Database, actor: OperatorActor, eventId: number) {
  await changeEvent(db, actor, eventId, 'event.published', async (before, tx) => {
    if (before.publishedAt) return null;
    const detail = await findEventDetail(tx, eventId);
    if (!detail?.hasPrices) throw new AppError(409, 'STUDIO-EVENT-NO-PRICES', m['publish.no_prices']);
    return { publishedAt: new Date() };
  });
  return getStudioEvent(db, eventId);
}

/** Takes the event back to a draft: buyers no longer see it, however they reached it. */
export async function unpublishStudioEvent(db: Database, actor: OperatorActor, eventId: number) {
  await changeEvent(db, actor, eventId, 'event.unpublished', async (before) =>
    before.publishedAt ? { publishedAt: null } : null,
  );
  return getStudioEvent(db, eventId);
}

/** A new code for the event; the old one stops opening it (buyers who opened it keep it). */
export async function regenerateEventCode(db: Database, actor: OperatorActor, eventId: number) {
  const codes = await freshCodes(db);
  await changeEvent(db, actor, eventId, 'event.code_regenerated', async () => codes);
  return getStudioEvent(db, eventId);
}
