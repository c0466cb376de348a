import type { ReviewActionBody, ReviewAnswer, ReviewPhoto } from '@omoide/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { mediaUrl } from '../../platform/media/media-url';
import { recordAudit } from '../operators/audit.service';
import type { OperatorActor } from '../operators/operator-guard';
import { forgetCategory } from '../photos/photo-list-cache';
import { photosStudioMessages as sm } from '../photos/photos-studio.messages';
import { bumpListingVersions, findStudioEvent } from '../photos/photos-studio.service';
import { keepFlagged, listEventPhotosInCaptureOrder, type ReviewRow, setHidden } from './photo-review.repo';

const photoView = (row: ReviewRow): ReviewPhoto => ({
  id: row.id,
  file_name: row.originalName,
  thumbnail_url: row.mediaKey ? mediaUrl(row.mediaKey, 'thumb.jpg') : null,
  captured_at: row.capturedAt?.toISOString() ?? null,
});

const isFlagged = (row: ReviewRow) => (row.blurred || row.eyesClosed) && row.flagsKeptAt === null;

async function requireEvent(db: Database, eventId: number) {
  const event = await findStudioEvent(db, eventId);
  if (!event) throw new AppError(404, 'STUDIO-EVENT-404', sm['event.not_found']);
  return event;
}

/**
 * The review (issue 29): each flagged photo not yet kept, beside the photos taken just before
 * and after it — a blurred frame of a burst is judged against its sharp neighbour.
 */
export async function reviewOf(db: Database, eventId: number): Promise<ReviewAnswer> {
  await requireEvent(db, eventId);
  const rows = await listEventPhotosInCaptureOrder(db, eventId);
  const photos: ReviewAnswer['photos'] = [];
  rows.forEach((row, i) => {
    if (!isFlagged(row)) return;
    const previous = rows[i - 1];
    const next = rows[i + 1];
    photos.push({
      ...photoView(row),
      category_id: row.categoryId,
      blurred: row.blurred,
      eyes_closed: row.eyesClosed,
      sharpness: row.sharpness === null ? null : Number(row.sharpness.toFixed(4)),
      hidden: row.hidden,
      previous: previous ? photoView(previous) : null,
      next: next ? photoView(next) : null,
    });
  });
  return {
    photos,
    counts: {
      blurred: photos.filter((p) => p.blurred).length,
      eyes_closed: photos.filter((p) => p.eyes_closed).length,
      hidden: photos.filter((p) => p.hidden).length,
    },
  };
}

/**
 * Hides flagged photos from buyers in bulk, shows them again, or keeps them (they leave the
 * review and stay for sale). One audit entry names every photo changed; the categories'
 * listings are bumped in the same transaction so every process drops its cached pages.
 */
export async function actOnReview(
  db: Database,
  actor: OperatorActor,
  eventId: number,
  body: ReviewActionBody,
): Promise<{ changed: number }> {
  const event = await requireEvent(db, eventId);
  const ids = [...new Set(body.photo_ids)];
  const changed = await db.transaction(async (tx) => {
    const rows =
      body.action === 'keep'
        ? await keepFlagged(tx, eventId, ids)
        : await setHidden(tx, eventId, ids, body.action === 'hide');
    if (rows.length === 0) return rows;
    const categoryIds = [...new Set(rows.map((r) => r.categoryId))];
    await bumpListingVersions(tx, categoryIds);
    await recordAudit(tx, actor, {
      organizationId: event.organizationId,
      action: `photo.review_${body.action}`,
      entityType: 'event',
      entityId: eventId,
      before: null,
      after: { photo_ids: rows.map((r) => r.id) },
    });
    return rows;
  });
  for (const categoryId of new Set(changed.map((r) => r.categoryId))) forgetCategory(db, categoryId);
  return { changed: changed.length };
}
