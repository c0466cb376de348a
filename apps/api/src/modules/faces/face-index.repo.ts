import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { events, imageItems, photoFaceIndex, photoFaces } from '../../db/schema/index';

export async function findPhotoForIndexing(db: Database, imageItemId: number) {
  const [row] = await db
    .select({
      id: imageItems.id,
      eventId: imageItems.eventId,
      categoryId: imageItems.categoryId,
      storageKey: imageItems.storageKey,
      status: imageItems.status,
    })
    .from(imageItems)
    .where(eq(imageItems.id, imageItemId))
    .limit(1);
  return row ?? null;
}

/** Records that a photo waits for indexing (progress counts it from now on). */
export async function markPhotosPending(db: Database, rows: { imageItemId: number; eventId: number }[]) {
  if (rows.length === 0) return;
  await db
    .insert(photoFaceIndex)
    .values(rows.map((r) => ({ ...r, status: 'pending' as const })))
    .onConflictDoUpdate({
      target: photoFaceIndex.imageItemId,
      set: { status: 'pending', failureReason: null },
    });
}

export type StoredFace = {
  boxX: number;
  boxY: number;
  boxWidth: number;
  boxHeight: number;
  score: number;
  faceSize: number;
  descriptor: Buffer;
};

/**
 * Replaces a photo's faces in one transaction and bumps the event's face version, so running
 * the job twice leaves the same rows and every process's gallery of the event reloads.
 */
export async function replacePhotoFaces(
  db: Database,
  photo: { id: number; eventId: number; categoryId: number },
  faces: StoredFace[],
) {
  await db.transaction(async (tx) => {
    await tx.delete(photoFaces).where(eq(photoFaces.imageItemId, photo.id));
    if (faces.length > 0)
      await tx.insert(photoFaces).values(
        faces.map((f) => ({
          ...f,
          imageItemId: photo.id,
          eventId: photo.eventId,
          categoryId: photo.categoryId,
        })),
      );
    await tx
      .insert(photoFaceIndex)
      .values({
        imageItemId: photo.id,
        eventId: photo.eventId,
        status: 'indexed',
        faceCount: faces.length,
        indexedAt: new Date(),
      })
      .onConflictDoUpdate({
        target: photoFaceIndex.imageItemId,
        set: { status: 'indexed', faceCount: faces.length, failureReason: null, indexedAt: new Date() },
      });
    await tx
      .update(events)
      .set({ faceIndexVersion: sql`${events.faceIndexVersion} + 1` })
      .where(eq(events.id, photo.eventId));
  });
}

/** Answers the photo's event (null when it has no indexing row). */
export async function markPhotoIndexFailed(db: Database, imageItemId: number, reason: string) {
  const [row] = await db
    .update(photoFaceIndex)
    .set({ status: 'failed', failureReason: reason })
    .where(eq(photoFaceIndex.imageItemId, imageItemId))
    .returning({ eventId: photoFaceIndex.eventId });
  return row?.eventId ?? null;
}

/** An event's sellable photos per indexing state, with the faces found in them. */
function indexStates(db: Database, eventId: number) {
  return db
    .select({
      status: sql<string>`${photoFaceIndex.status}::text`.as('status'),
      n: sql<number>`count(*)::int`.as('n'),
      faces: sql<number>`coalesce(sum(${photoFaceIndex.faceCount}), 0)::int`.as('faces'),
    })
    .from(photoFaceIndex)
    .innerJoin(imageItems, eq(imageItems.id, photoFaceIndex.imageItemId))
    .where(and(eq(photoFaceIndex.eventId, eventId), eq(imageItems.status, 'ready')))
    .groupBy(photoFaceIndex.status);
}

function statesOf(rows: { status: string; n: number; faces: number }[]) {
  const of = (status: string) => rows.find((r) => r.status === status);
  return {
    indexed: of('indexed')?.n ?? 0,
    pending: of('pending')?.n ?? 0,
    failed: of('failed')?.n ?? 0,
    faces: of('indexed')?.faces ?? 0,
  };
}

/** Indexing progress of an event's sellable photos. */
export async function countIndexStates(db: Database, eventId: number) {
  return statesOf(await indexStates(db, eventId));
}

export function listIndexFailures(db: Database, eventId: number, limit = 100) {
  return db
    .select({
      imageItemId: photoFaceIndex.imageItemId,
      originalName: imageItems.originalName,
      reason: photoFaceIndex.failureReason,
    })
    .from(photoFaceIndex)
    .innerJoin(imageItems, eq(imageItems.id, photoFaceIndex.imageItemId))
    .where(and(eq(photoFaceIndex.eventId, eventId), eq(photoFaceIndex.status, 'failed')))
    .orderBy(asc(photoFaceIndex.imageItemId))
    .limit(limit);
}

/** Ready photos of an event (movies are not searched for faces: their original is no image). */
export function listReadyPhotoIds(db: Database, eventId: number) {
  return db
    .select({ id: imageItems.id })
    .from(imageItems)
    .where(
      and(eq(imageItems.eventId, eventId), eq(imageItems.status, 'ready'), eq(imageItems.mediaType, 'photo')),
    )
    .orderBy(asc(imageItems.id));
}

/**
 * An event's indexing progress in one statement (a search's hot path, decision 038): the
 * ready photos per indexing state (with the faces of the indexed ones), and as `total` the
 * ready photos (movies are not searched).
 */
export async function countIndexProgress(db: Database, eventId: number) {
  const total = db
    .select({
      status: sql<string>`'total'`.as('status'),
      n: sql<number>`count(*)::int`.as('n'),
      faces: sql<number>`0`.as('faces'),
    })
    .from(imageItems)
    .where(
      and(eq(imageItems.eventId, eventId), eq(imageItems.status, 'ready'), eq(imageItems.mediaType, 'photo')),
    );
  const rows = await unionAll(indexStates(db, eventId), total);
  return { total: rows.find((r) => r.status === 'total')?.n ?? 0, ...statesOf(rows) };
}

export async function findFaceIndexVersion(db: Database, eventId: number) {
  const [row] = await db
    .select({ v: events.faceIndexVersion, enabled: events.faceSearchEnabled })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  // An event whose face search the organisation turned off has no faces to match, for
  // anyone: the same answer as an event with none indexed.
  return row?.enabled ? row.v : null;
}

/** Whether any photo of the event still waits for its faces (its gallery block would go stale at once). */
export async function hasFacesPending(db: Database, eventId: number) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(photoFaceIndex)
    .where(and(eq(photoFaceIndex.eventId, eventId), eq(photoFaceIndex.status, 'pending')))
    .limit(1);
  return row !== undefined;
}

/**
 * Every face of an event, for its gallery block (with the event's face version, read in the
 * same statement, hence the same snapshot), as four binary columns of one row,
 * base64-encoded: photo ids and category ids (int4, big-endian), boxes (four float4 each,
 * big-endian) and the descriptors concatenated (float4 little-endian, as stored). Row by
 * row, 50,000 faces took 2.7 s to read (bytea arrives as hex text) — and 18 s joined with
 * the photos; as one row of number arrays, ~1 s; as base64 columns the gallery is decoded
 * and copied, not parsed (bench/face-match). Raw bytea of that size is slower than base64
 * on the embedded database (its hex text is decoded in JavaScript). Faces exist only for
 * photos that were ready when indexed; buyers' answers keep only photos that are ready now.
 */
export async function loadEventFaces(db: Database, eventId: number) {
  const column = (bytes: SQL) =>
    sql`coalesce(encode(string_agg(${bytes}, ''::bytea ORDER BY id), 'base64'), '')`;
  const result = await db.execute(sql`
    SELECT count(*)::int AS size,
           (SELECT face_index_version FROM ${events} WHERE id = ${eventId}) AS version,
           ${column(sql`int4send(image_item_id)`)} AS items,
           ${column(sql`int4send(category_id)`)} AS categories,
           ${column(sql`float4send(box_x) || float4send(box_y) || float4send(box_width) || float4send(box_height)`)} AS boxes,
           ${column(sql`descriptor`)} AS descriptors
    FROM ${photoFaces} WHERE event_id = ${eventId}`);
  type Columns = {
    size: number;
    version: number;
    items: string;
    categories: string;
    boxes: string;
    descriptors: string;
  };
  // The row shape of `execute` differs between the two drivers' typings; both answer `rows`.
  const row = (result as unknown as { rows: Columns[] }).rows[0]!;
  const bytes = (base64: string) => Buffer.from(base64, 'base64');
  return {
    size: Number(row.size),
    version: Number(row.version),
    items: bytes(row.items),
    categories: bytes(row.categories),
    boxes: bytes(row.boxes),
    descriptors: bytes(row.descriptors),
  };
}

/** Issue 29's eyes-closed flag, set from the faces just found. */
export async function markEyesClosed(db: Database, imageItemId: number, eyesClosed: boolean) {
  await db.update(imageItems).set({ eyesClosed }).where(eq(imageItems.id, imageItemId));
}
