import type { EventPreviewAnswer } from '@omoide/contract';
import type { Database } from '../../db/client';
import type { TokenService } from '../../platform/auth/token-service';
import { AppError } from '../../platform/errors';
import { mintBridgeHash } from '../auth/auth.service';
import { recordAudit } from '../operators/audit.service';
import type { OperatorActor } from '../operators/operator-guard';
import { eventAdminMessages as m } from './events-admin.messages';
import { findEventDetail, grantPreview, previewMemberOf } from './events-admin.repo';

/** How long a preview lets its member see the event; the link itself works once, for 5 minutes. */
const PREVIEW_SECONDS = 30 * 60;
const LINK_SECONDS = 5 * 60;

/**
 * "Preview as a buyer" (spec §3 isPreview): the operator's own preview member may see the
 * event for half an hour, published or not, and a one-time bridge link signs that member in
 * (`is_preview=true`) and opens the event. Nobody else gains anything: the member belongs to
 * no organisation, and the grant names this event only.
 */
export async function previewEvent(
  deps: { db: Database; tokens: TokenService; publicUrl: string },
  actor: OperatorActor,
  eventId: number,
): Promise<EventPreviewAnswer> {
  const found = await findEventDetail(deps.db, eventId);
  if (!found) throw new AppError(404, 'STUDIO-EVENT-404', m['event.not_found']);
  const member = await previewMemberOf(deps.db, actor.operatorId ?? 0, m['preview.label']['en-US']);
  const expiresAt = new Date(Date.now() + PREVIEW_SECONDS * 1000);
  await deps.db.transaction(async (tx) => {
    await grantPreview(tx, member.id, eventId, expiresAt);
    await recordAudit(tx, actor, {
      organizationId: found.event.organizationId,
      action: 'event.previewed',
      entityType: 'event',
      entityId: eventId,
      before: null,
      after: { preview_member_id: member.id, expires_t: Math.floor(expiresAt.getTime() / 1000) },
    });
  });
  const link = await mintBridgeHash(deps, {
    email: member.email,
    ttl_seconds: LINK_SECONDS,
    app_from: 'studio',
  });
  const url = new URL(link.url);
  url.searchParams.set('is_preview', 'true');
  url.searchParams.set('next', `/events/detail/${eventId}`);
  return { url: url.toString(), expires_t: Math.floor(expiresAt.getTime() / 1000) };
}
