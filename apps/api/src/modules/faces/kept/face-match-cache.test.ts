import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../../test/eventually';
import { registeredFace } from '../../../../test/faces';
import { createEvent, createMember } from '../../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { type Database, type DatabaseHandle, openDatabase } from '../../../db/client';
import {
  childFaceImages,
  childGuardians,
  children,
  events,
  imageItems,
  photoFaces,
} from '../../../db/schema/index';
import { listenForCacheChanges } from '../../../platform/cache-bus/cache-listener';
import { DESCRIPTOR_LENGTH } from '../../face-analysis/engine/face-engine';
import { descriptorToBytes } from '../../face-analysis/face-descriptors';
import type { OperatorActor } from '../../operators/operator-guard';
import { deleteItem } from '../../photos/photos-studio.service';
import { queueFaceIndexing } from '../face-index.service';
import { matchFaces } from '../face-match.service';

/**
 * The warm search's per-process copies (decision 040) against their writers: each case warms
 * the reader's copies first, changes through the real route on process A, and expects the
 * reader to answer the new truth. A missing announcement leaves the reader's copy as it was:
 * the case fails. On one process the reader is A itself; with TEST_DATABASE_URL, also a second
 * handle on the same PostgreSQL (another process: its own caches, its own listener).
 */

// Seeded descriptors (distance between two ~0.74, "near" ones ~0.05 apart): the same faces every run.
let seed = 7;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const randomFace = () => Float32Array.from({ length: DESCRIPTOR_LENGTH }, () => (random() - 0.5) * 0.16);
const near = (d: Float32Array) => d.map((v) => v + (random() - 0.5) * 0.01);

type Scene = Awaited<ReturnType<typeof setScene>>;

const studio: OperatorActor = {
  via: 'bootstrap',
  operatorId: null,
  apiKeyId: null,
  sessionId: null,
  label: 'face cache test',
  roles: new Map(),
};

/**
 * An event with photos X, Y, Z, C and D (one face each; D's near C's) and W (none); Hana
 * (owner O, guardian G) with one registered image near each of X, Y and Z (none near C or
 * D: confirming C makes its face a reference, which finds D); Ren, a child of R (who has not entered the
 * event's code yet), registered with exactly Z's face: once R is in the audience, Hana in Z
 * is only a question (the margin rule, decision 021).
 */
async function setScene(t: TestApp) {
  const db = t.deps.db;
  const fx = await createEvent(db, { code1: 'KEPTS', code2: '40404' });
  const owner = await createMember(db, { email: 'owner@kept.jp', organizationId: fx.organization.id });
  const guardian = await createMember(db, { email: 'guardian@kept.jp', organizationId: fx.organization.id });
  const rival = await createMember(db, { email: 'rival@kept.jp' });
  const items = await db
    .insert(imageItems)
    .values(
      ['X', 'Y', 'Z', 'W', 'C', 'D'].map((name, i) => ({
        eventId: fx.event.id,
        categoryId: fx.subCategory.id,
        storageKey: `kept/${name}.jpg`,
        originalName: `${name}.jpg`,
        status: 'ready' as const,
        mediaKey: randomUUID(),
        sortOrder: i,
      })),
    )
    .returning();
  const [X, Y, Z, W, C, D] = items.map((item) => item.id) as [number, number, number, number, number, number];
  const photo = { X, Y, Z, W, C, D };
  const faceC = randomFace();
  const faces = { X: randomFace(), Y: randomFace(), Z: randomFace(), C: faceC, D: near(faceC) };
  await db.insert(photoFaces).values(
    (['X', 'Y', 'Z', 'C', 'D'] as const).map((name) => ({
      imageItemId: photo[name],
      eventId: fx.event.id,
      categoryId: fx.subCategory.id,
      boxX: 0.1,
      boxY: 0.2,
      boxWidth: 0.3,
      boxHeight: 0.4,
      score: 0.9,
      faceSize: 100,
      descriptor: descriptorToBytes(faces[name]),
    })),
  );
  await db
    .update(events)
    .set({ faceIndexVersion: sql`${events.faceIndexVersion} + 1` })
    .where(eq(events.id, fx.event.id));
  const [hana, ren] = await db
    .insert(children)
    .values([
      { memberId: owner.id, name: 'Hana', relationship: 'mother', faceConsentAt: new Date() },
      { memberId: rival.id, name: 'Ren', relationship: 'father', faceConsentAt: new Date() },
    ])
    .returning();
  await db.insert(childGuardians).values({ childId: hana!.id, memberId: guardian.id });
  const hanaImages = await db
    .insert(childFaceImages)
    .values([
      registeredFace(hana!.id, owner.id, near(faces.X), 'kept/hana-x'),
      registeredFace(hana!.id, owner.id, near(faces.Y), 'kept/hana-y'),
      registeredFace(hana!.id, owner.id, near(faces.Z), 'kept/hana-z'),
    ])
    .returning({ id: childFaceImages.id });
  await db.insert(childFaceImages).values(registeredFace(ren!.id, rival.id, faces.Z, 'kept/ren'));
  return {
    eventId: fx.event.id,
    photo,
    hana: hana!.id,
    hanaImageNearX: hanaImages[0]!.id,
    owner: { id: owner.id, token: await t.tokenFor('member', String(owner.id)) },
    guardian: { id: guardian.id, token: await t.tokenFor('member', String(guardian.id)) },
    rival: { id: rival.id, token: await t.tokenFor('member', String(rival.id)) },
  };
}

/**
 * The cases, in order (each builds on the one before), with `reader` the process that
 * searches; the changes go through process A's routes.
 */
function casesOn(label: string, open: () => { t: TestApp; scene: Scene; reader: Database }) {
  const found = async (memberId: number) => {
    const { t, scene, reader } = open();
    const answer = await matchFaces({ db: reader, threshold: t.deps.config.faces.matchThreshold }, memberId, {
      event_id: scene.eventId,
      target_children: [scene.hana],
    });
    return answer;
  };
  const photosFor = async (memberId: number) =>
    new Set((await found(memberId)).data.map((d) => d.image_item.id));
  const refused = (memberId: number) =>
    found(memberId).then(
      () => false,
      (error: { statusCode?: number }) => error.statusCode === 404,
    );
  const call = (method: 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    open().t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  /** Within a second (the other process hears the NOTIFY; this one cleared at once). */
  const soon = (check: () => Promise<boolean>) => eventually(check, 1000);

  describe(label, () => {
    it('finds Hana in X, Y and Z, from kept copies on the warm search', async () => {
      const { scene } = open();
      expect(await photosFor(scene.owner.id)).toEqual(new Set([scene.photo.X, scene.photo.Y, scene.photo.Z]));
      expect(await photosFor(scene.guardian.id)).toEqual(
        new Set([scene.photo.X, scene.photo.Y, scene.photo.Z]),
      );
    });

    it('a face image deleted on A is no longer matched', async () => {
      const { scene } = open();
      const res = await call(
        'DELETE',
        `/api/user/child/${scene.hana}/face_image/${scene.hanaImageNearX}`,
        scene.owner.token,
      );
      expect(res.statusCode, res.body).toBe(204);
      expect(await soon(async () => !(await photosFor(scene.owner.id)).has(scene.photo.X))).toBe(true);
    });

    it('a rejection on A hides the photo, and undoing it shows it again', async () => {
      const { scene } = open();
      const feedback = (verdict: 'rejected' | null) =>
        call('POST', '/api/face/feedback', scene.owner.token, {
          child_id: scene.hana,
          image_item_id: scene.photo.Y,
          verdict,
        });
      expect((await feedback('rejected')).statusCode).toBe(204);
      expect(await soon(async () => !(await photosFor(scene.owner.id)).has(scene.photo.Y))).toBe(true);
      expect((await feedback(null)).statusCode).toBe(204);
      expect(await soon(async () => (await photosFor(scene.owner.id)).has(scene.photo.Y))).toBe(true);
    });

    it('a parent entering the event code on A brings their child in as a rival', async () => {
      const { scene } = open();
      const zIsQuestion = async () =>
        (await found(scene.owner.id)).data.find((d) => d.image_item.id === scene.photo.Z)?.matches[0]
          ?.question;
      expect(await zIsQuestion()).toBe(false);
      const res = await call('POST', '/api/auth/code/event_code', scene.rival.token, {
        event_code1: 'KEPTS',
        event_code2: '40404',
      });
      expect(res.statusCode, res.body).toBe(200);
      // Z's face is exactly Ren's registered face: Hana's, a little farther, is no longer certain.
      expect(await soon(async () => (await zIsQuestion()) === true)).toBe(true);
    });

    it('photos queued for indexing on A show in the progress', async () => {
      const { t, scene } = open();
      expect((await found(scene.owner.id)).progress.pending).toBe(0);
      await queueFaceIndexing(t.deps, [{ imageItemId: scene.photo.W, eventId: scene.eventId }]);
      expect(await soon(async () => (await found(scene.owner.id)).progress.pending === 1)).toBe(true);
    });

    it('a photo deleted by the studio on A takes its confirmed face out of the references', async () => {
      const { t, scene } = open();
      expect(await photosFor(scene.owner.id)).not.toContain(scene.photo.D);
      const res = await call('POST', '/api/face/feedback', scene.owner.token, {
        child_id: scene.hana,
        image_item_id: scene.photo.C,
        verdict: 'confirmed',
      });
      expect(res.statusCode, res.body).toBe(204);
      expect(await soon(async () => (await photosFor(scene.owner.id)).has(scene.photo.D))).toBe(true);
      // The verdict and its face go with the photo (foreign keys cascade).
      await deleteItem(t.deps, studio, scene.photo.C);
      expect(await soon(async () => !(await photosFor(scene.owner.id)).has(scene.photo.D))).toBe(true);
    });

    it('a guardian removed on A is refused', async () => {
      const { scene } = open();
      expect(await photosFor(scene.guardian.id)).toContain(scene.photo.Y);
      const res = await call(
        'DELETE',
        `/api/user/child/${scene.hana}/guardian/${scene.guardian.id}`,
        scene.owner.token,
      );
      expect(res.statusCode, res.body).toBe(204);
      expect(await soon(() => refused(scene.guardian.id))).toBe(true);
    });

    it('a child deleted on A is refused to its owner', async () => {
      const { scene } = open();
      expect(await photosFor(scene.owner.id)).toContain(scene.photo.Y);
      const res = await call('DELETE', `/api/user/child/${scene.hana}`, scene.owner.token);
      expect(res.statusCode, res.body).toBe(204);
      expect(await soon(() => refused(scene.owner.id))).toBe(true);
    });
  });
}

let one: { t: TestApp; scene: Scene };
beforeAll(async () => {
  const t = await createTestApp();
  one = { t, scene: await setScene(t) };
}, 120_000);
afterAll(() => one?.t.close());

describe('the warm search’s kept copies on one process', () => {
  it('a warm search reads only the event’s face version (session and access checks aside)', async () => {
    const { t, scene } = one;
    const pglite = t.deps.database.pglite;
    const deps = { db: t.deps.db, threshold: t.deps.config.faces.matchThreshold };
    const body = { event_id: scene.eventId, target_children: [scene.hana] };
    await matchFaces(deps, scene.owner.id, body);
    if (!pglite) return; // the count is PGlite's (the statements are the same on PostgreSQL)
    const { query } = pglite;
    const seen: string[] = [];
    pglite.query = ((...args: Parameters<typeof query>) => {
      seen.push(String(args[0]));
      return query.apply(pglite, args);
    }) as typeof query;
    try {
      await matchFaces(deps, scene.owner.id, body);
    } finally {
      pglite.query = query;
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain('face_index_version');
  });
});

casesOn('changes on one process', () => ({ ...one, reader: one.t.deps.db }));

const SHARED = process.env.TEST_DATABASE_URL;

describe.skipIf(!SHARED)('processes on one PostgreSQL', () => {
  // A second handle on the test app's database stands for a second API process.
  let two: { t: TestApp; scene: Scene };
  let b: DatabaseHandle;
  const closers: Array<() => Promise<void>> = [];
  const log = { warn: () => {}, info: () => {} };
  beforeAll(async () => {
    const t = await createTestApp();
    two = { t, scene: await setScene(t) };
    const url = t.deps.database.pool!.options.connectionString!;
    b = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    for (const db of [t.deps.db, b.db]) closers.push((await listenForCacheChanges(db, url, log)).close);
  }, 120_000);
  afterAll(async () => {
    for (const close of closers) await close();
    await b?.close();
    await two?.t.close();
  });

  casesOn('changes on A, searches on B', () => ({ ...two, reader: b.db }));
});
