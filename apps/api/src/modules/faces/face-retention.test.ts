import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { childFaceFeedback, childFaceImages, children } from '../../db/schema/index';
import { purgeExpiredFaceData } from './face-retention.service';

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function childWithFace(memberId: number, registeredDaysAgo: number) {
  const [child] = await t.deps.db
    .insert(children)
    .values({ memberId, name: 'Aoi', relationship: 'mother' })
    .returning();
  const storageKey = `faces/${memberId}/${child!.id}/old.jpg`;
  await t.deps.storage.put(storageKey, Buffer.from('jpeg'), 'image/jpeg');
  await t.deps.db.insert(childFaceImages).values({
    childId: child!.id,
    memberId,
    storageKey,
    thumbnail: Buffer.from('thumb'),
    boxX: 0.1,
    boxY: 0.1,
    boxWidth: 0.5,
    boxHeight: 0.5,
    score: 0.9,
    descriptor: Buffer.alloc(512),
    createdAt: new Date(Date.now() - registeredDaysAgo * DAY),
  });
  return { childId: child!.id, storageKey };
}

describe('face data retention (privacy policy: 365 days after the last event)', () => {
  it('deletes face data registered long ago with no recent event, and keeps the rest', async () => {
    const lonely = await createMember(t.deps.db, { email: 'lonely@example.com' });
    const expired = await childWithFace(lonely.id, 400);
    const recent = await childWithFace(lonely.id, 20);

    const fixture = await createEvent(t.deps.db, { code1: 'KEEPS', code2: '44444' });
    const active = await createMember(t.deps.db, {
      email: 'active@example.com',
      organizationId: fixture.organization.id,
    });
    const oldButActive = await childWithFace(active.id, 400);

    expect(await purgeExpiredFaceData(t.deps)).toBe(1);
    const left = await t.deps.db.select({ childId: childFaceImages.childId }).from(childFaceImages);
    expect(left.map((r) => r.childId).sort()).toEqual([recent.childId, oldButActive.childId].sort());
    expect(await t.deps.storage.exists(expired.storageKey)).toBe(false);
    expect(await t.deps.storage.exists(recent.storageKey)).toBe(true);
    // The child stays; only the face data goes. A second run finds nothing more.
    expect((await t.deps.db.select().from(children)).length).toBe(3);
    expect(await t.deps.db.select().from(childFaceFeedback)).toEqual([]);
    expect(await purgeExpiredFaceData(t.deps)).toBe(0);
  });
});
