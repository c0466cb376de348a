import {
  type LangText,
  pickLang,
  type StudioEventPhotos,
  type StudioPhotoItem,
  type StudioPhotoPatch,
  type TextLanguage,
} from '@omoide/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/i18n/translate';
import { MEDIA_VARIANTS, mediaKeyOf, mediaUrl } from '../../platform/media/media-url';
import { recordAudit } from '../operators/audit.service';
import type { OperatorActor } from '../operators/operator-guard';
import { queueMovieDerivatives } from './movies.service';
import { forgetCategory } from './photo-list-cache';
import { photoMessages as m } from './photos.messages';
import { findCategory } from './photos.repo';
import { type PhotoDeps, queueDerivatives } from './photos.service';
import { photosStudioMessages as sm } from './photos-studio.messages';
import {
  bumpFaceIndexVersion,
  bumpListingVersions,
  deleteUnorderedItem,
  findReadyPhotoOfEvent,
  findStudioEvent,
  findStudioItem,
  listStudioItems,
  listSubCategories,
  markFailedItemPending,
  placeItem,
  type StudioItemRow,
  setEventCover,
} from './photos-studio.repo';
import { leaveProgramme } from './programme.repo';

type Logger = { error(o: object, m: string): void };
type Row = Omit<StudioItemRow, 'organizationId'>;

const named = (name: string, lang: TextLanguage, nameLang: LangText | null) =>
  (nameLang && pickLang(nameLang, lang)) || name;

function toItem(row: Row, lang: TextLanguage): StudioPhotoItem {
  const reason = row.failureReason;
  return {
    id: row.id,
    category_id: row.categoryId,
    file_name: row.originalName,
    media_type: row.mediaType,
    status: row.status,
    failure_reason: reason && reason in m ? translate(m[reason as keyof typeof m], lang) : (reason ?? null),
    sort_order: row.sortOrder,
    thumbnail_url: row.status === 'ready' && row.mediaKey ? mediaUrl(row.mediaKey, 'thumb.jpg') : null,
    faces: row.faceStatus ? { status: row.faceStatus, count: row.faceCount ?? 0 } : null,
    ordered: row.ordered,
  };
}

/** What the photos page shows: the event, the sub-categories to upload into and every item's state. */
export async function eventPhotosOf(
  db: Database,
  eventId: number,
  lang: TextLanguage,
  maxChunkBytes: number,
): Promise<StudioEventPhotos> {
  const event = await findStudioEvent(db, eventId);
  if (!event) throw new AppError(404, 'STUDIO-EVENT-404', sm['event.not_found']);
  const [subCategories, items] = await Promise.all([
    listSubCategories(db, eventId),
    listStudioItems(db, eventId),
  ]);
  return {
    event: {
      event_id: event.id,
      name: named(event.name, lang, event.nameLang),
      cover_image_item_id: event.coverImageItemId,
    },
    categories: subCategories.map((c) => ({
      category_id: c.id,
      name: named(c.name, lang, c.nameLang),
      parent_name: named(c.parentName, lang, c.parentNameLang),
    })),
    items: items.map((row) => toItem(row, lang)),
    max_chunk_bytes: maxChunkBytes,
  };
}

/** The organisation an item route acts on (the guard's target), or null for no such item. */
export { findItemOrganization as organizationOfItem } from './photos-studio.repo';

async function requireItem(db: Database, itemId: number) {
  const item = await findStudioItem(db, itemId);
  if (!item) throw new AppError(404, 'STUDIO-PHOTO-404', m['photo.not_found']);
  return item;
}

const auditView = (row: Row) => ({
  file_name: row.originalName,
  category_id: row.categoryId,
  sort_order: row.sortOrder,
  status: row.status,
});

/** A failed item processed again: pending, and its derive job queued (photo or movie). */
export async function retryItem(
  deps: PhotoDeps,
  actor: OperatorActor,
  itemId: number,
  lang: TextLanguage,
): Promise<StudioPhotoItem> {
  const item = await requireItem(deps.db, itemId);
  const retried = await deps.db.transaction(async (tx) => {
    if (!(await markFailedItemPending(tx, itemId))) return false;
    await recordAudit(tx, actor, {
      organizationId: item.organizationId,
      action: 'photo.retried',
      entityType: 'image_item',
      entityId: itemId,
      before: { ...auditView(item), failure_reason: item.failureReason },
      after: { ...auditView(item), status: 'pending' },
    });
    return true;
  });
  if (!retried) throw new AppError(409, 'STUDIO-PHOTO-NOT-FAILED', sm['item.not_failed']);
  // Queued after the commit: a worker must find the item pending. A job still live for it
  // (dedupe key) is left to finish; its own failure is what is being retried.
  if (item.mediaType === 'movie') await queueMovieDerivatives(deps, itemId);
  else await queueDerivatives(deps, itemId);
  return toItem((await requireItem(deps.db, itemId)) as Row, lang);
}

/**
 * Deletes an item nobody ordered (an ordered one is refused with 409: its buyers keep their
 * downloads and prints). Its cart and keep rows, face rows and cover go with it in the same
 * transaction; its files (original, derivatives, delivery copy) are removed right after the
 * commit. A file that fails to go is only logged: nothing refers to it any more, and it is
 * never served (the media key is unguessable and no list names it). An item deleted while its
 * derive job runs may leave that run's new derivatives behind, unreferenced in the same way.
 */
export async function deleteItem(
  deps: PhotoDeps & { log?: Logger },
  actor: OperatorActor,
  itemId: number,
): Promise<void> {
  const item = await requireItem(deps.db, itemId);
  if (item.ordered) throw new AppError(409, 'STUDIO-PHOTO-ORDERED', sm['item.ordered']);
  const deleted = await deps.db.transaction(async (tx) => {
    if (!(await deleteUnorderedItem(tx, itemId))) return false;
    const event = await findStudioEvent(tx, item.eventId);
    if (event?.coverImageItemId === itemId) await setEventCover(tx, item.eventId, null);
    await bumpListingVersions(tx, [item.categoryId]);
    if (item.faceCount) await bumpFaceIndexVersion(tx, item.eventId);
    await recordAudit(tx, actor, {
      organizationId: item.organizationId,
      action: 'photo.deleted',
      entityType: 'image_item',
      entityId: itemId,
      before: { ...auditView(item), was_cover: event?.coverImageItemId === itemId },
      after: null,
    });
    return true;
  });
  // Ordered between the check and the delete: the statement kept it.
  if (!deleted) throw new AppError(409, 'STUDIO-PHOTO-ORDERED', sm['item.ordered']);
  forgetCategory(deps.db, item.categoryId);
  const keys = [
    item.storageKey,
    ...(item.mediaKey ? MEDIA_VARIANTS.map((variant) => mediaKeyOf(item.mediaKey!, variant)) : []),
    ...(item.deliveryKey ? [item.deliveryKey] : []),
  ];
  for (const key of keys) {
    await deps.storage.delete(key).catch((error: unknown) => {
      deps.log?.error({ err: error, key, itemId }, 'removing a deleted photo’s file failed');
    });
  }
}

/**
 * Moves an item to another sub-category of its event and/or to a position in it (0 = first;
 * a move without a position puts it last). The categories' items are numbered again and
 * buyers' cached lists of both told.
 */
export async function placeStudioItem(
  deps: PhotoDeps,
  actor: OperatorActor,
  itemId: number,
  patch: StudioPhotoPatch,
  lang: TextLanguage,
): Promise<StudioPhotoItem> {
  const item = await requireItem(deps.db, itemId);
  const targetId = patch.category_id ?? item.categoryId;
  if (targetId !== item.categoryId) {
    const target = await findCategory(deps.db, targetId);
    if (!target || target.eventId !== item.eventId || target.parentId === null)
      throw new AppError(400, 'STUDIO-PHOTO-CATEGORY', sm['category.other_event']);
  }
  const moved = targetId !== item.categoryId;
  const position = patch.sort_order ?? Number.MAX_SAFE_INTEGER;
  const after = await deps.db.transaction(async (tx) => {
    const sortOrder = await placeItem(tx, itemId, targetId, position);
    // Moved by hand (out of the sorting tray, say): the programme no longer places it.
    if (moved) await leaveProgramme(tx, itemId);
    await bumpListingVersions(tx, moved ? [item.categoryId, targetId] : [targetId]);
    const placed = { ...auditView(item), category_id: targetId, sort_order: sortOrder };
    await recordAudit(tx, actor, {
      organizationId: item.organizationId,
      action: moved ? 'photo.moved' : 'photo.reordered',
      entityType: 'image_item',
      entityId: itemId,
      before: auditView(item),
      after: placed,
    });
    return placed;
  });
  forgetCategory(deps.db, item.categoryId);
  if (moved) forgetCategory(deps.db, targetId);
  const row = await requireItem(deps.db, itemId);
  return toItem({ ...row, sortOrder: after.sort_order }, lang);
}

/** Sets (or clears, with null) the event's cover: a ready photo of the event. */
export async function setCover(
  db: Database,
  actor: OperatorActor,
  eventId: number,
  itemId: number | null,
): Promise<{ cover_image_item_id: number | null }> {
  const event = await findStudioEvent(db, eventId);
  if (!event) throw new AppError(404, 'STUDIO-EVENT-404', sm['event.not_found']);
  if (itemId !== null && !(await findReadyPhotoOfEvent(db, eventId, itemId)))
    throw new AppError(400, 'STUDIO-COVER-NOT-READY', sm['cover.not_ready']);
  await db.transaction(async (tx) => {
    await setEventCover(tx, eventId, itemId);
    await recordAudit(tx, actor, {
      organizationId: event.organizationId,
      action: 'event.cover_changed',
      entityType: 'event',
      entityId: eventId,
      before: { cover_image_item_id: event.coverImageItemId },
      after: { cover_image_item_id: itemId },
    });
  });
  return { cover_image_item_id: itemId };
}

// What the photo review (modules/photo-review) needs of an event's photos, without its repo.
export { bumpListingVersions, findStudioEvent } from './photos-studio.repo';
