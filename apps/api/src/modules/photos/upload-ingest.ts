import type { Database } from '../../db/client';
import { readCaptureInfo } from '../../platform/media/capture-info';
import { organizationOfCategory } from '../events/events.service';
import { recordAudit } from '../operators/audit.service';
import type { OperatorActor } from '../operators/operator-guard';
import { findCategory } from './photos.repo';
import { findEventZone, isTrayCategory, recordPlacement } from './programme.repo';
import { placeIn, sortingPlan } from './programme.service';
import { instantOf } from './programme-time';

export type Placement = {
  categoryId: number;
  capturedAt: Date | null;
  camera: string | null;
  /** Placed by the programme (uploaded into the tray). */
  autoSorted: boolean;
};

/**
 * Issue 29, before a finished upload becomes a photo: its capture time and camera from EXIF
 * (read from the file's head on disk), and, for an upload into the event's tray, the
 * sub-category of the programme slot it was taken in (the tray when none).
 */
export async function placeUpload(db: Database, categoryId: number, file: string): Promise<Placement> {
  const category = await findCategory(db, categoryId);
  if (!category) return { categoryId, capturedAt: null, camera: null, autoSorted: false };
  const [info, tray, zone] = await Promise.all([
    readCaptureInfo(file),
    isTrayCategory(db, categoryId),
    findEventZone(db, category.eventId),
  ]);
  const timeZone = zone?.timeZone ?? 'Asia/Tokyo';
  const capturedAt = info.wallClock ? instantOf(info.wallClock, timeZone, info.offset) : null;
  if (!tray) return { categoryId, capturedAt, camera: info.camera, autoSorted: false };
  const plan = await sortingPlan(db, category.eventId);
  return {
    categoryId: placeIn(plan, capturedAt, info.camera),
    capturedAt,
    camera: info.camera,
    autoSorted: true,
  };
}

/** After the photo exists: its camera and placement, and the upload in the audit log. */
export async function recordUpload(
  db: Database,
  actor: OperatorActor,
  photo: { id: number; event_id: number; category_id: number },
  placement: Placement,
  upload: { fileName: string; size: number },
) {
  await recordPlacement(db, photo.id, placement.camera, placement.autoSorted);
  const organizationId = await organizationOfCategory(db, photo.category_id);
  await recordAudit(db, actor, {
    organizationId,
    action: 'photo.uploaded',
    entityType: 'image_item',
    entityId: photo.id,
    before: null,
    after: {
      file_name: upload.fileName,
      size: upload.size,
      category_id: photo.category_id,
      sorted_by_programme: placement.autoSorted,
    },
  });
}
