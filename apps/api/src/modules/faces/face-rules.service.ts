import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { descriptorFromBytes, descriptorToBytes } from '../face-analysis/face-descriptors';
import { listRegisteredDescriptors } from './child-faces.repo';
import type { MatchDeps } from './event-matches';
import { closestFaceInPhoto, currentRuleVersion } from './face-matching';
import {
  listConfirmedUnderOtherRule,
  listEventsUnderOtherRule,
  recordEventRule,
  stampEventRule,
  updateConfirmedFace,
} from './face-rules.repo';
import { eventGallery } from './gallery/face-gallery';
import { announceChildFaces } from './kept/child-references';

/**
 * A change of face model or rule re-decides what was stored under the old one (decision 032),
 * in the background, event by event:
 * - a confirmed face keeps its verdict; its descriptor (a reference of the child) is picked
 *   again from the photo with the current gallery and the child's registered images;
 * - a rejection stays a rejection;
 * - the event's "new photos" run is planned again (through `replanEvent`, which bootstrap wires
 *   to the photo alerts, so faces does not import them): photos the new rule finds for certain
 *   are announced once, photos announced under the old rule are never mailed again;
 * - searches need nothing: they decide with the rule in force (questions included).
 */
export const FACE_RULE_QUEUE = 'faces.rule_redecide';
/** How often a process looks for decisions stored under another rule (cheap when there are none). */
const FACE_RULE_EVERY_MS = 10 * 60_000;

/** What runs once an event is re-decided: the photo alerts plan the event's run again. */
export type ReplanEvent = (eventId: number) => Promise<void>;
export type FaceRuleDeps = MatchDeps & { replanEvent?: ReplanEvent | undefined };

/** Records that an event's matches were decided (for the "new photos" alerts) under `version`. */
export async function noteEventDecided(db: Database, eventId: number, version: string) {
  await recordEventRule(db, eventId, version);
}

export async function redecideEvent(deps: FaceRuleDeps, eventId: number) {
  const version = currentRuleVersion(deps.threshold);
  const confirmed = await listConfirmedUnderOtherRule(deps.db, eventId, version);
  if (confirmed.length > 0) {
    const gallery = await eventGallery(deps, eventId);
    const refs = await listRegisteredDescriptors(deps.db, [...new Set(confirmed.map((c) => c.childId))]);
    for (const row of confirmed) {
      const references = refs
        .filter((r) => r.childId === row.childId)
        .map((r) => descriptorFromBytes(r.descriptor));
      const face = references.length ? closestFaceInPhoto(gallery, row.imageItemId, references) : null;
      // A photo without faces now (not indexed yet under a new model) keeps its old face
      // and version: the next pass tries again.
      if (face) {
        await updateConfirmedFace(deps.db, row.id, descriptorToBytes(face), version);
        // The confirmed face is one of the child's references: read again everywhere.
        announceChildFaces(deps.db, row.childId);
      }
    }
  }
  await deps.replanEvent?.(eventId);
  await stampEventRule(deps.db, eventId, version);
}

/** Every event with decisions stored under another rule; answers how many were re-decided. */
export async function redecideStaleEvents(deps: FaceRuleDeps): Promise<number> {
  const events = await listEventsUnderOtherRule(deps.db, currentRuleVersion(deps.threshold));
  for (const eventId of events) await redecideEvent(deps, eventId);
  return events.length;
}

export function registerFaceRuleJob(deps: FaceRuleDeps & { jobs: JobQueue }): void {
  deps.jobs.every(FACE_RULE_QUEUE, FACE_RULE_EVERY_MS, async () => {
    await redecideStaleEvents(deps);
  });
}
