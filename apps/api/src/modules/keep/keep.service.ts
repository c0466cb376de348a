import { hasEnded, KEEP_MAX_ITEMS, type KeepList, type KeepPostBody } from '@omoide/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { assertMaySeeEvent, type Buyer } from '../events/event-access';
import { toImageItem } from '../photos/photo-list.service';
import { keepMessages as m } from './keep.messages';
import { addKeep, countKeeps, findEventPhoto, listKeptPhotos, removeKeep } from './keep.repo';

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * `GET /api/keep/list/{event_id}`: the buyer's kept photos of an event they may see. A kept
 * photo whose sale ended stays listed (so it does not vanish without a word), marked
 * unavailable; a photo taken off the event is left out.
 */
export async function getKeepList(db: Database, buyer: Buyer, eventId: number): Promise<KeepList> {
  await assertMaySeeEvent(db, buyer, eventId);
  const [rows, keptCount] = [await listKeptPhotos(db, buyer, eventId), await countKeeps(db, buyer)];
  const now = Date.now();
  return {
    event_id: eventId,
    items: rows
      .filter((row) => row.photo.mediaKey !== null)
      .map((row) => ({
        image_item: toImageItem(row.photo),
        kept_t: epoch(row.keptAt),
        is_available: !hasEnded(
          row.photo.expirationOfInfo && row.photo.expirationOfInfo.getTime() / 1000,
          now / 1000,
        ),
      })),
    kept_count: keptCount,
    max_items: KEEP_MAX_ITEMS,
  };
}

/** `POST /api/keep`: keeps a ready photo of an event the buyer may see; answers the event's list. */
export async function keepPhoto(db: Database, buyer: Buyer, body: KeepPostBody): Promise<KeepList> {
  await assertMaySeeEvent(db, buyer, body.event_id);
  const photo = await findEventPhoto(db, body.event_id, body.image_info_id);
  if (photo?.status !== 'ready' || photo.hidden || photo.mediaKey === null) {
    throw new AppError(404, 'KEEP-PHOTO-404', m['photo.not_found']);
  }
  const outcome = await addKeep(db, { buyer, eventId: body.event_id, imageItemId: body.image_info_id });
  if (outcome === 'full') throw new AppError(400, 'KEEP-FULL', m['keep.full'], { max: KEEP_MAX_ITEMS });
  return getKeepList(db, buyer, body.event_id);
}

/** `DELETE /api/keep/{event_id}/{image_info_id}`: lets go of a kept photo; answers the event's list. */
export async function unkeepPhoto(
  db: Database,
  buyer: Buyer,
  target: { event_id: number; image_info_id: number },
): Promise<KeepList> {
  await assertMaySeeEvent(db, buyer, target.event_id);
  await removeKeep(db, { buyer, eventId: target.event_id, imageItemId: target.image_info_id });
  return getKeepList(db, buyer, target.event_id);
}
