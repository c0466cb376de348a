import {
  PHOTO_ALERT_UNSUBSCRIBE_PARAM,
  type PhotoAlert,
  TEXT_LANGUAGES,
  type TextLanguage,
} from '@omoide/contract';
import type { Database } from '../../db/client';
import type { TokenService } from '../../platform/auth/token-service';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/i18n/translate';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Mailer } from '../../platform/mail/mailer';
import { childVisibleTo } from '../children/child-access.service';
import { assertMaySeeEvent, eventSaleState } from '../events/event-access';
import { faceImageCounts } from '../faces/child-faces.service';
import type { MatchDeps } from '../faces/event-matches';
import { pendingIndexCount } from '../faces/face-index.service';
import { findChildPhotosInEvent } from '../faces/face-match.service';
import { currentRuleVersion } from '../faces/face-matching';
import { noteEventDecided } from '../faces/face-rules.service';
import { photoAlertMessages as m } from './photo-alerts.messages';
import {
  claimUnsentPhotos,
  deleteBatch,
  deletePhotoAlert,
  findPhotoAlert,
  insertPhotoAlert,
  listActiveAlerts,
  listDueBatches,
  scheduleAlertBatch,
  unclaimPhotos,
} from './photo-alerts.repo';

export const PHOTO_ALERT_QUEUE = 'faces.photo_alerts';
/** How often the alert run looks for events whose indexing has settled. */
export const PHOTO_ALERT_EVERY_MS = 60_000;
/** An unsubscribe link keeps working this long (a mail may be read months later). */
const UNSUBSCRIBE_LINK_DAYS = 400;
const LINK_PURPOSE = 'photo_alert_off';

export type PhotoAlertDeps = MatchDeps & {
  mailer: Mailer;
  tokens: TokenService;
  /**
   * The origin of a mail's links, given the one recorded when the member turned the alert on
   * (a job has no request): `mailOrigin`, so a configured PUBLIC_URL wins (decision 026).
   */
  originOf: (recorded: string | null) => string;
  /** Quiet time after an event's last indexed photo before its mails go out. */
  delayMs?: number;
};

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);
const toAnswer = (childId: number, row: { createdAt: Date } | null): PhotoAlert => ({
  child_id: childId,
  enabled: row !== null,
  enabled_t: row ? epoch(row.createdAt) : null,
});

/** `GET /api/user/child/{child_id}/photo_alert`: this member's own choice (each guardian has one). */
export async function getPhotoAlert(db: Database, memberId: number, childId: number): Promise<PhotoAlert> {
  await childVisibleTo(db, memberId, childId);
  return toAnswer(childId, await findPhotoAlert(db, childId, memberId));
}

/**
 * `POST /api/user/child/{child_id}/photo_alert`: on (with consent, checked by the schema, and
 * only for a child with a registered face: the alert is a face search) or off.
 */
export async function setPhotoAlert(
  db: Database,
  memberId: number,
  childId: number,
  enabled: boolean,
  siteOrigin: string | null = null,
): Promise<PhotoAlert> {
  await childVisibleTo(db, memberId, childId);
  if (enabled && !(await faceImageCounts(db, [childId])).get(childId))
    throw new AppError(400, 'ALERT-FACE-REQUIRED', m['alert.face_required']);
  if (enabled) await insertPhotoAlert(db, childId, memberId, siteOrigin);
  else await deletePhotoAlert(db, childId, memberId);
  return getPhotoAlert(db, memberId, childId);
}

/** A member who no longer sees the child (a guardian who left or was removed) gets no more news. */
export async function stopPhotoAlerts(db: Database, childId: number, memberId: number) {
  await deletePhotoAlert(db, childId, memberId);
}

/** `POST /api/user/photo_alert/unsubscribe`: the mail's signed link turns the alert off, no sign-in. */
export async function unsubscribePhotoAlert(db: Database, tokens: TokenService, token: string) {
  const verified = await tokens.verifyLink(token);
  const claims = typeof verified === 'object' ? verified.claims : null;
  const childId = Number(claims?.child_id);
  const memberId = Number(claims?.member_id);
  if (claims?.purpose !== LINK_PURPOSE || !Number.isSafeInteger(childId) || !Number.isSafeInteger(memberId))
    throw new AppError(400, 'ALERT-LINK-INVALID', m['alert.link_invalid']);
  await deletePhotoAlert(db, childId, memberId);
  // The name only to the member the link was made for: who sees the child still may.
  const child = await childVisibleTo(db, memberId, childId).catch(() => null);
  return { child_name: child?.name ?? '' };
}

/** Called as each photo's faces are indexed: the event's mails wait until indexing is quiet. */
export async function notePhotoIndexed(db: Database, eventId: number, delayMs: number) {
  await scheduleAlertBatch(db, eventId, new Date(Date.now() + delayMs));
}

/** Called once an event's matches are re-decided under a new face rule: its run is due now. */
export async function replanPhotoAlerts(db: Database, eventId: number) {
  await scheduleAlertBatch(db, eventId, new Date());
}

const languageOf = (locale: string): TextLanguage =>
  (TEXT_LANGUAGES as readonly string[]).includes(locale) ? (locale as TextLanguage) : 'ja';

async function mayBeTold(db: Database, memberId: number, childId: number, eventId: number) {
  try {
    await childVisibleTo(db, memberId, childId);
    await assertMaySeeEvent(db, { kind: 'member', subject: String(memberId) }, eventId);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/**
 * One event's mails: for each opted-in member and child, the child's sellable photos in the
 * event not announced to that member before. One mail per child and member; the photos are
 * claimed before the mail goes (a failed send gives them back), so a re-run or a second
 * worker never mails them again.
 */
export async function announceEventPhotos(
  deps: PhotoAlertDeps,
  event: { id: number; name: (lang: TextLanguage) => string },
): Promise<number> {
  const version = currentRuleVersion(deps.threshold);
  await noteEventDecided(deps.db, event.id, version);
  const alerts = await listActiveAlerts(deps.db);
  if (alerts.length === 0) return 0;
  const found = await findChildPhotosInEvent(deps, event.id, [...new Set(alerts.map((a) => a.childId))]);
  let sent = 0;
  for (const alert of alerts) {
    const photos = found.get(alert.childId);
    if (!photos?.length || !(await mayBeTold(deps.db, alert.memberId, alert.childId, event.id))) continue;
    const fresh = await claimUnsentPhotos(
      deps.db,
      { ...alert, eventId: event.id, ruleVersion: version },
      photos,
    );
    if (fresh.length === 0) continue;
    try {
      await deps.mailer.send(await alertMail(deps, alert, event, fresh.length));
    } catch (error) {
      await unclaimPhotos(deps.db, alert, fresh);
      throw error;
    }
    sent++;
  }
  return sent;
}

async function alertMail(
  deps: PhotoAlertDeps,
  alert: Awaited<ReturnType<typeof listActiveAlerts>>[number],
  event: { id: number; name: (lang: TextLanguage) => string },
  count: number,
) {
  const origin = deps.originOf(alert.siteOrigin);
  const url = new URL(`/events/detail/${event.id}/child`, origin);
  url.searchParams.set('children', String(alert.childId));
  const unsubscribe = new URL('/alerts/unsubscribe', origin);
  const token = await deps.tokens.signLink(
    { purpose: LINK_PURPOSE, child_id: alert.childId, member_id: alert.memberId },
    epoch(new Date()) + UNSUBSCRIBE_LINK_DAYS * 86_400,
  );
  unsubscribe.searchParams.set(PHOTO_ALERT_UNSUBSCRIBE_PARAM, token);
  const lang = languageOf(alert.locale);
  const params = {
    member: alert.displayName,
    child: alert.childName,
    event: event.name(lang),
    count,
    url: url.toString(),
    unsubscribe: unsubscribe.toString(),
  };
  return {
    to: alert.email,
    subject: translate(m['alert.mail_subject'], lang, params),
    text: translate(m['alert.mail_body'], lang, params),
  };
}

/**
 * The recurring run: events whose indexing has been quiet for the delay, on sale, with no
 * photo still waiting to be indexed. An upcoming event's batch waits for its publication;
 * an ended one's is dropped.
 */
export async function runPhotoAlerts(deps: PhotoAlertDeps, now = new Date()): Promise<number> {
  let sent = 0;
  for (const batch of await listDueBatches(deps.db, now)) {
    const event = await eventSaleState(deps.db, batch.eventId, now);
    if (event?.state === 'upcoming') continue;
    if (event?.state === 'open') {
      if ((await pendingIndexCount(deps.db, batch.eventId)) > 0) continue;
      sent += await announceEventPhotos(deps, { id: batch.eventId, name: event.name });
    }
    await deleteBatch(deps.db, batch.eventId, batch.dueAt);
  }
  return sent;
}

export function registerPhotoAlerts(deps: PhotoAlertDeps & { jobs: JobQueue }): void {
  deps.jobs.every(PHOTO_ALERT_QUEUE, PHOTO_ALERT_EVERY_MS, async () => {
    await runPhotoAlerts(deps);
  });
}
