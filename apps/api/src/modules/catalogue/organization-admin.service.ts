import type { StudioOrganization } from '@omoide/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { recordAudit } from '../operators/audit.service';
import type { OperatorActor } from '../operators/operator-guard';
import { addFirstOwner } from '../operators/operators.service';
import {
  startWatermarkRerender,
  type WatermarkRerender,
  watermarkRerenderOf,
} from '../photos/watermark-rerender';
import { eventAdminMessages as m } from './events-admin.messages';
import {
  findOrganizationRow,
  insertOrganization,
  lockOrganization,
  updateOrganization,
} from './events-admin.repo';

/** The studio's organisation settings (owners) and new organisations (any operator). */
const organizationView = (
  o: { id: number; name: string; watermarkText: string; timeZone: string },
  watermarkRerender: WatermarkRerender | null = null,
): StudioOrganization => ({
  id: o.id,
  name: o.name,
  watermark_text: o.watermarkText,
  time_zone: o.timeZone,
  watermark_rerender: watermarkRerender,
});

/** The organisation's time zone (issue 29): its CSV exports and studio screens use it. */
export async function timeZoneOfOrganization(db: Database, organizationId: number): Promise<string> {
  return (await findOrganizationRow(db, organizationId))?.timeZone ?? 'Asia/Tokyo';
}

export async function getStudioOrganization(db: Database, organizationId: number) {
  const found = await findOrganizationRow(db, organizationId);
  if (!found) throw new AppError(404, 'STUDIO-ORG-404', m['organization.not_found']);
  return organizationView(found, await watermarkRerenderOf(db, organizationId));
}

/**
 * The organisation's name and watermark text (owners); audited with before and after. A new
 * watermark text starts the re-render of every earlier photo's derivatives (issue 29).
 */
export async function updateStudioOrganization(
  db: Database,
  jobs: JobQueue,
  actor: OperatorActor,
  organizationId: number,
  patch: { name?: string; watermark_text?: string; time_zone?: string },
): Promise<StudioOrganization> {
  const after = await db.transaction(async (tx) => {
    const before = await lockOrganization(tx, organizationId);
    if (!before) throw new AppError(404, 'STUDIO-ORG-404', m['organization.not_found']);
    const updated = await updateOrganization(tx, organizationId, {
      name: patch.name ?? before.name,
      watermarkText: patch.watermark_text ?? before.watermarkText,
      timeZone: patch.time_zone ?? before.timeZone,
    });
    if (updated.watermarkText !== before.watermarkText)
      await startWatermarkRerender(tx, jobs, organizationId);
    await recordAudit(tx, actor, {
      organizationId,
      action: 'organization.updated',
      entityType: 'organization',
      entityId: organizationId,
      before: organizationView(before),
      after: organizationView(updated),
    });
    return updated;
  });
  return organizationView(after, await watermarkRerenderOf(db, organizationId));
}

/** A new organisation; the operator who creates it is its owner (audited in it). */
export async function createStudioOrganization(
  db: Database,
  actor: OperatorActor,
  operatorId: number,
  body: { name: string; watermark_text?: string },
): Promise<StudioOrganization> {
  const created = await db.transaction(async (tx) => {
    const row = await insertOrganization(tx, {
      name: body.name,
      ...(body.watermark_text ? { watermarkText: body.watermark_text } : {}),
    });
    await addFirstOwner(tx, operatorId, row.id);
    await recordAudit(tx, actor, {
      organizationId: row.id,
      action: 'organization.created',
      entityType: 'organization',
      entityId: row.id,
      before: null,
      after: { ...organizationView(row), owner_operator_id: operatorId },
    });
    return row;
  });
  return organizationView(created);
}
