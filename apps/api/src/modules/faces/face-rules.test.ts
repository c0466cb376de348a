import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  childFaceFeedback,
  childFaceImages,
  childPhotoAlerts,
  childPhotoAlertsSent,
  children,
  events,
  imageItems,
  mailOutbox,
  photoFaces,
} from '../../db/schema/index';
import { DESCRIPTOR_LENGTH } from '../face-analysis/engine/face-engine';
import { descriptorToBytes } from '../face-analysis/face-descriptors';
import {
  announceEventPhotos,
  type PhotoAlertDeps,
  replanPhotoAlerts,
  runPhotoAlerts,
} from '../photo-alerts/photo-alerts.service';
import { matchesOf, referencesOf } from './event-matches';
import { recordFeedback } from './face-match.service';
import { matchRule, ruleVersion } from './face-matching';
import { storedRuleVersions } from './face-rules.repo';
import { type FaceRuleDeps, redecideStaleEvents } from './face-rules.service';

/**
 * A change of rule re-decides what was stored under the old one (issue 28, decision 032).
 * Hana's one registered face H; four photos whose one face lies at a set distance from H,
 * each in a direction of its own (so the faces are far from each other):
 *   p1 0.30 (a hit under both rules), p2 0.57 (a question under 0.55, a hit under 0.60),
 *   p3 0.40 (a hit the parent rejects), p4 0.58 (a question the parent confirms).
 */
let t: TestApp;
/** A deployment's deps as bootstrap wires them: the alerts, and the re-decision's hook to them. */
type RuleDeps = PhotoAlertDeps & FaceRuleDeps;
let ruleA: RuleDeps;
let ruleB: RuleDeps;
let eventId: number;
let memberId: number;
let childId: number;
const photo: Record<'p1' | 'p2' | 'p3' | 'p4', number> = { p1: 0, p2: 0, p3: 0, p4: 0 };
const EMAIL = 'rules@example.jp';

const hana = new Float32Array(DESCRIPTOR_LENGTH).fill(0.02);
/** A face `distance` from H along axis `axis`. */
const faceAt = (distance: number, axis: number) => {
  const face = Float32Array.from(hana);
  face[axis] = (face[axis] as number) + distance;
  return face;
};

const mails = () =>
  t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, EMAIL)).orderBy(asc(mailOutbox.id));
const decisions = async (deps: PhotoAlertDeps) => {
  const refs = [...(await referencesOf(deps.db, [childId])).values()];
  const { matches } = await matchesOf(deps, eventId, refs);
  const out: Record<number, string> = {};
  for (const [id, list] of matches) out[id] = list[0]!.decision;
  return out;
};

beforeAll(async () => {
  t = await createTestApp();
  const base = {
    ...t.deps,
    originOf: () => 'https://omoide.example',
    replanEvent: (id: number) => replanPhotoAlerts(t.deps.db, id),
  };
  ruleA = { ...base, threshold: 0.55 };
  ruleB = { ...base, threshold: 0.6 };
  const fx = await createEvent(t.deps.db, { code1: 'RULES', code2: '22222' });
  eventId = fx.event.id;
  const member = await createMember(t.deps.db, { email: EMAIL, organizationId: fx.organization.id });
  memberId = member.id;
  const [child] = await t.deps.db
    .insert(children)
    .values({ memberId, name: 'はな', relationship: 'mother', faceConsentAt: new Date() })
    .returning();
  childId = child!.id;
  const box = { boxX: 0.3, boxY: 0.3, boxWidth: 0.3, boxHeight: 0.3, score: 0.99 };
  await t.deps.db.insert(childFaceImages).values({
    childId,
    memberId,
    storageKey: 'faces/rules/1.jpg',
    thumbnail: Buffer.alloc(10),
    ...box,
    descriptor: descriptorToBytes(hana),
  });
  await t.deps.db.insert(childPhotoAlerts).values({ childId, memberId });
  const distances = { p1: 0.3, p2: 0.57, p3: 0.4, p4: 0.58 };
  let axis = 0;
  for (const [name, distance] of Object.entries(distances) as [keyof typeof photo, number][]) {
    const [item] = await t.deps.db
      .insert(imageItems)
      .values({
        eventId,
        categoryId: fx.subCategory.id,
        storageKey: `rules/${name}.jpg`,
        status: 'ready',
        mediaKey: randomUUID(),
        sortOrder: axis,
      })
      .returning();
    photo[name] = item!.id;
    await t.deps.db.insert(photoFaces).values({
      imageItemId: item!.id,
      eventId,
      categoryId: fx.subCategory.id,
      ...box,
      faceSize: 120,
      descriptor: descriptorToBytes(faceAt(distance, axis++)),
    });
  }
  await t.deps.db
    .update(events)
    .set({ faceIndexVersion: sql`${events.faceIndexVersion} + 1` })
    .where(eq(events.id, eventId));
}, 120_000);
afterAll(() => t.close());

describe('a change of the match rule re-decides stored matches', () => {
  it('stores decisions with their rule; a new rule announces new hits once and keeps the parents’ verdicts', async () => {
    const versionA = ruleVersion(matchRule(0.55));
    const versionB = ruleVersion(matchRule(0.6));
    expect(versionA).not.toBe(versionB);

    // Under rule A: p2 and p4 are questions; the parent rejects p3 and confirms p4.
    expect(await decisions(ruleA)).toEqual({
      [photo.p1]: 'hit',
      [photo.p2]: 'question',
      [photo.p3]: 'hit',
      [photo.p4]: 'question',
    });
    await recordFeedback(ruleA, memberId, {
      child_id: childId,
      image_item_id: photo.p3,
      verdict: 'rejected',
    });
    await recordFeedback(ruleA, memberId, {
      child_id: childId,
      image_item_id: photo.p4,
      verdict: 'confirmed',
    });
    expect(await announceEventPhotos(ruleA, { id: eventId, name: () => 'Event RULES' })).toBe(1);
    const announcedA = await t.deps.db.select().from(childPhotoAlertsSent);
    // The certain ones only: the hit and the confirmed question, not the rejected hit or p2.
    expect(announcedA.map((r) => r.imageItemId).sort()).toEqual([photo.p1, photo.p4].sort());
    expect(await storedRuleVersions(t.deps.db, eventId)).toEqual({
      feedback: [versionA],
      sent: [versionA],
      event: versionA,
    });
    // Nothing is stale under the rule in force.
    expect(await redecideStaleEvents(ruleA)).toBe(0);

    // Rule B (threshold 0.60) is deployed: the job finds the event decided under A.
    expect(await redecideStaleEvents(ruleB)).toBe(1);
    expect(await storedRuleVersions(t.deps.db, eventId)).toMatchObject({
      feedback: [versionB],
      event: versionB,
    });
    // The alert run it planned announces p2 (now certain) and nothing announced before.
    expect(await runPhotoAlerts(ruleB)).toBe(1);
    const sent = await t.deps.db.select().from(childPhotoAlertsSent);
    expect(sent.map((r) => r.imageItemId).sort()).toEqual([photo.p1, photo.p2, photo.p4].sort());
    expect(new Set(sent.map((r) => r.ruleVersion))).toEqual(new Set([versionB]));
    const subjects = (await mails()).map((m) => m.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects[0]).toContain('2枚');
    expect(subjects[1]).toContain('1枚');

    // The verdicts stay: p3 rejected (hidden though a hit), p4 confirmed; p2 is a hit now.
    const verdicts = await t.deps.db
      .select({ id: childFaceFeedback.imageItemId, verdict: childFaceFeedback.verdict })
      .from(childFaceFeedback);
    expect(Object.fromEntries(verdicts.map((v) => [v.id, v.verdict]))).toEqual({
      [photo.p3]: 'rejected',
      [photo.p4]: 'confirmed',
    });
    expect(await decisions(ruleB)).toEqual({
      [photo.p1]: 'hit',
      [photo.p2]: 'hit',
      // The confirmed face is one of Hana's references now: found at distance 0.
      [photo.p4]: 'hit',
    });
    // Done once: a second pass finds nothing, and the alert run repeats nothing.
    expect(await redecideStaleEvents(ruleB)).toBe(0);
    expect(await announceEventPhotos(ruleB, { id: eventId, name: () => 'Event RULES' })).toBe(0);
    expect(await mails()).toHaveLength(2);
  });

  it('treats decisions stored before versions were kept as another rule’s', async () => {
    await t.deps.db.update(childFaceFeedback).set({ ruleVersion: null });
    expect(await redecideStaleEvents(ruleB)).toBe(1);
    expect((await storedRuleVersions(t.deps.db, eventId)).feedback).toEqual([ruleVersion(matchRule(0.6))]);
  });
});
