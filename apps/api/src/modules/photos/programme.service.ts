import { type LangText, type ProgrammeAnswer, pickLang, type TextLanguage } from '@omoide/contract';
import type { Database } from '../../db/client';
import type { categories } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../operators/audit.service';
import type { OperatorActor } from '../operators/operator-guard';
import { forgetCategory } from './photo-list-cache';
import { bumpListingVersions } from './photos-studio.repo';
import { programmeMessages as m, programmeNames } from './programme.messages';
import {
  countCameras,
  findEventZone,
  findItemCapture,
  findTray,
  insertCategoryRow,
  listAutoSorted,
  listCategoriesOf,
  listOffsets,
  listSlots,
  lockEventRow,
  moveItems,
  replaceSlots,
  setOffset,
} from './programme.repo';
import { parseProgramme } from './programme-text';
import { hhmmOf, type Slot, secondOfClock, secondOfDay, slotAt } from './programme-time';

type CategoryRow = typeof categories.$inferSelect;
const DAY = 86_400;
const nameIn = (row: { name: string; nameLang: LangText | null }, lang: TextLanguage) =>
  (row.nameLang && pickLang(row.nameLang, lang)) || row.name;
const normal = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

async function zoneOf(db: Database, eventId: number) {
  const zone = await findEventZone(db, eventId);
  if (!zone) throw new AppError(404, 'STUDIO-EVENT-404', m['event.not_found']);
  return zone;
}

/**
 * The event's tray: a sub-category (under a top-level "Auto sort", both hidden from buyers)
 * that an upload goes into to be sorted, and where photos outside every slot wait. Made on
 * first use; the event row is locked so two first uses make one.
 */
export async function ensureTray(db: Database, eventId: number): Promise<CategoryRow> {
  const found = await findTray(db, eventId);
  if (found) return found;
  return db.transaction(async (tx) => {
    await lockEventRow(tx, eventId);
    const again = await findTray(tx, eventId);
    if (again) return again;
    const top = await insertCategoryRow(tx, {
      eventId,
      name: programmeNames.trayTop.ja,
      nameLang: programmeNames.trayTop,
      sortOrder: 1_000_000,
      isTray: true,
    });
    return insertCategoryRow(tx, {
      eventId,
      parentId: top.id,
      name: programmeNames.tray.ja,
      nameLang: programmeNames.tray,
      isTray: true,
    });
  });
}

const slotText = (slots: { startMinute: number; endMinute: number; name: string }[]) =>
  slots.map((s) => `${hhmmOf(s.startMinute)}\t${hhmmOf(s.endMinute)}\t${s.name}`).join('\n');

export async function programmeOf(
  db: Database,
  eventId: number,
  lang: TextLanguage,
): Promise<ProgrammeAnswer> {
  await zoneOf(db, eventId);
  const [tray, slots, offsets, cameras] = await Promise.all([
    ensureTray(db, eventId),
    listSlots(db, eventId),
    listOffsets(db, eventId),
    countCameras(db, eventId),
  ]);
  const offsetOf = new Map(offsets.map((o) => [o.camera, o.offsetSeconds]));
  return {
    slots: slots.map((s) => ({
      start: hhmmOf(s.startMinute),
      end: hhmmOf(s.endMinute),
      category_id: s.categoryId,
      name: nameIn(s, lang),
    })),
    tray_category_id: tray.id,
    cameras: cameras.map((c) => ({
      camera: c.camera!,
      offset_seconds: offsetOf.get(c.camera!) ?? 0,
      photo_count: c.n,
    })),
    text: slotText(slots),
  };
}

/**
 * The sub-category a programme line names: its name in any language, or with its category
 * ("年少 かけっこ" = category 年少, sub-category かけっこ, either way round). A name no
 * sub-category has becomes a new one under the event's "Programme" category.
 */
async function resolveNames(tx: Database, eventId: number, names: string[]): Promise<Map<string, number>> {
  const rows = await listCategoriesOf(tx, eventId);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const known = new Map<string, number>();
  for (const sub of rows) {
    if (sub.parentId === null || sub.isTray) continue;
    const parent = byId.get(sub.parentId);
    const own = [sub.name, ...Object.values(sub.nameLang ?? {})].filter(Boolean);
    const parents = parent ? [parent.name, ...Object.values(parent.nameLang ?? {})].filter(Boolean) : [];
    for (const n of own) {
      known.set(normal(n), sub.id);
      for (const p of parents) {
        known.set(normal(`${p} ${n}`), sub.id);
        known.set(normal(`${n} ${p}`), sub.id);
      }
    }
  }
  let programmeTop = rows.find(
    (r) => r.parentId === null && !r.isTray && normal(r.name) === normal(programmeNames.programme.ja),
  );
  const result = new Map<string, number>();
  for (const name of names) {
    const key = normal(name);
    let id = known.get(key);
    if (id === undefined) {
      programmeTop ??= await insertCategoryRow(tx, {
        eventId,
        name: programmeNames.programme.ja,
        nameLang: programmeNames.programme,
        sortOrder: rows.length,
      });
      id = (await insertCategoryRow(tx, { eventId, parentId: programmeTop.id, name, sortOrder: result.size }))
        .id;
      known.set(key, id);
    }
    result.set(name, id);
  }
  return result;
}

/** Replaces the programme (audited) and places again every photo the programme placed. */
export async function setProgramme(
  db: Database,
  actor: OperatorActor,
  eventId: number,
  text: string,
  lang: TextLanguage,
): Promise<ProgrammeAnswer & { moved: number }> {
  const zone = await zoneOf(db, eventId);
  const lines = parseProgramme(text);
  await ensureTray(db, eventId);
  await db.transaction(async (tx) => {
    const before = slotText(await listSlots(tx, eventId));
    const ids = await resolveNames(
      tx,
      eventId,
      lines.map((l) => l.name),
    );
    await replaceSlots(
      tx,
      eventId,
      lines.map((l) => ({
        startMinute: l.startMinute,
        endMinute: l.endMinute,
        categoryId: ids.get(l.name)!,
      })),
    );
    await recordAudit(tx, actor, {
      organizationId: zone.organizationId,
      action: 'event.programme_changed',
      entityType: 'event',
      entityId: eventId,
      before: { programme: before },
      after: { programme: slotText(await listSlots(tx, eventId)) },
    });
  });
  const moved = await sortAgain(db, eventId);
  return { ...(await programmeOf(db, eventId, lang)), moved };
}

/** Where the programme puts a photo taken at `capturedAt` with `camera`: a slot's sub-category or the tray. */
export function placeIn(
  plan: { slots: Slot[]; offsets: Map<string, number>; trayId: number; timeZone: string },
  capturedAt: Date | null,
  camera: string | null,
): number {
  if (!capturedAt) return plan.trayId;
  const offset = (camera && plan.offsets.get(camera)) || 0;
  const second = secondOfDay(new Date(capturedAt.getTime() + offset * 1000), plan.timeZone);
  return slotAt(plan.slots, second)?.categoryId ?? plan.trayId;
}

/** What placing needs, read once for a whole upload or re-sort. */
export async function sortingPlan(db: Database, eventId: number) {
  const [zone, tray, slots, offsets] = await Promise.all([
    zoneOf(db, eventId),
    ensureTray(db, eventId),
    listSlots(db, eventId),
    listOffsets(db, eventId),
  ]);
  return {
    slots: slots as Slot[],
    offsets: new Map(offsets.map((o) => [o.camera, o.offsetSeconds])),
    trayId: tray.id,
    timeZone: zone.timeZone,
  };
}

/**
 * Places again the photos the programme placed (of one camera, or all): after its clock
 * was corrected or the programme changed. Photos moved by hand stay where they were put.
 */
export async function sortAgain(db: Database, eventId: number, camera?: string): Promise<number> {
  const plan = await sortingPlan(db, eventId);
  const items = await listAutoSorted(db, eventId, camera);
  const moves = new Map<number, number[]>();
  const touched = new Set<number>();
  for (const item of items) {
    const target = placeIn(plan, item.capturedAt, item.camera);
    if (target === item.categoryId) continue;
    moves.set(target, [...(moves.get(target) ?? []), item.id]);
    touched.add(target).add(item.categoryId);
  }
  if (touched.size === 0) return 0;
  await db.transaction(async (tx) => {
    for (const [target, ids] of moves) await moveItems(tx, ids, target);
    await bumpListingVersions(tx, [...touched]);
  });
  for (const id of touched) forgetCategory(db, id);
  return [...moves.values()].reduce((n, ids) => n + ids.length, 0);
}

/**
 * "This photo was taken at 09:05(:04)": its camera's clock offset is the difference (within
 * ±12 hours), stored for the event, and that camera's photos are placed again.
 */
export async function setClockReference(
  db: Database,
  actor: OperatorActor,
  itemId: number,
  takenAt: string,
): Promise<{ camera: string; offset_seconds: number; moved: number }> {
  const item = await findItemCapture(db, itemId);
  if (!item) throw new AppError(404, 'STUDIO-PHOTO-404', m['photo.not_found']);
  if (!item.capturedAt || !item.camera)
    throw new AppError(400, 'STUDIO-PHOTO-NO-CAPTURE', m['photo.no_capture_time']);
  const zone = await zoneOf(db, item.eventId);
  let offset = secondOfClock(takenAt) - secondOfDay(item.capturedAt, zone.timeZone);
  if (offset > DAY / 2) offset -= DAY;
  if (offset <= -DAY / 2) offset += DAY;
  const camera = item.camera;
  await db.transaction(async (tx) => {
    await setOffset(tx, { eventId: item.eventId, camera, offsetSeconds: offset, referenceItemId: itemId });
    await recordAudit(tx, actor, {
      organizationId: zone.organizationId,
      action: 'event.camera_clock_set',
      entityType: 'event',
      entityId: item.eventId,
      before: null,
      after: { camera, offset_seconds: offset, reference_item_id: itemId, taken_at: takenAt },
    });
  });
  const moved = await sortAgain(db, item.eventId, camera);
  return { camera, offset_seconds: offset, moved };
}
