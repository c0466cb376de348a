import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paintEyesClosed, portraitPhoto } from '../../../test/closed-eyes';
import { faceFixture } from '../../../test/faces';
import { createEvent } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { imageItems } from '../../db/schema/index';
import { JobQueue } from '../../platform/jobs/job-queue';
import type { FaceEngine } from '../face-analysis/engine/face-engine';
import { findFacesInPhoto } from '../face-analysis/face-analysis';
import { notePhotoIndexed } from '../photo-alerts/photo-alerts.service';
import { DERIVE_QUEUE, ingestPhoto } from '../photos/photos.service';
import { FACE_INDEX_QUEUE, queueFaceIndexing, registerFaceJobs } from './face-index.service';

/**
 * Indexing one event photo, and what a failure is called (issue 31): the real worker pool on
 * a real photo, an engine failure that is retried and named as such, and "unreadable" only
 * for a photo sharp cannot decode.
 */
const KEY = 'operator-key-for-face-index-tests-0123456789';
let t: TestApp;
let eventId: number;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_API_KEY: KEY, FACE_WORKERS: '1' } });
  const fixture = await createEvent(t.deps.db, { code1: 'FACIX', code2: '33333' });
  eventId = fixture.event.id;
  categoryId = fixture.subCategory.id;
});
afterAll(() => t.close());

async function readyPhoto(name: string) {
  const photo = await ingestPhoto(t.deps, { categoryId, fileName: name, original: faceFixture(name) });
  await t.deps.jobs.drain(DERIVE_QUEUE);
  return photo.id;
}

async function report(lang = 'en-US') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/events/${eventId}/faces`,
    headers: { 'x-operator-key': KEY, 'x-language': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    indexed: number;
    failed: number;
    faces: number;
    failures: { image_item_id: number; reason: string; message: string }[];
  };
}

/** Indexes `photoId` with `faces` as the engine, on a queue of its own; its job's end. */
async function indexWith(faces: FaceEngine, photoId: number) {
  const queue = new JobQueue(
    t.deps.database,
    { error: () => {}, warn: () => {}, info: () => {} },
    { retryDelaySeconds: 0, pollIntervalSeconds: 0.5 },
  );
  try {
    registerFaceJobs({ ...t.deps, jobs: queue, faces }, 1, (photo) =>
      notePhotoIndexed(t.deps.db, photo.eventId, 60_000),
    );
    await queueFaceIndexing({ db: t.deps.db, jobs: queue }, [{ imageItemId: photoId, eventId }]);
    await queue.drain(FACE_INDEX_QUEUE, 10);
    const job = (await queue.jobsOf(FACE_INDEX_QUEUE)).find((j) => j.singletonKey === `faces:${photoId}`);
    return { status: job!.state, attempts: job!.retryCount + 1 };
  } finally {
    await queue.stop();
  }
}

describe('face indexing of an event photo (issue 31)', () => {
  it('indexes a real photo through the engine’s worker pool', async () => {
    const photoId = await readyPhoto('bbt1.jpg');
    await queueFaceIndexing(t.deps, [{ imageItemId: photoId, eventId }]);
    await t.deps.jobs.drain(FACE_INDEX_QUEUE);
    expect(await report()).toMatchObject({ indexed: 1, failed: 0, failures: [] });
    expect((await report()).faces).toBeGreaterThanOrEqual(3);
  });

  it('flags a photo whose face has its eyes closed (issue 29), not the same face with them open', async () => {
    // amy's portrait as an event photo, and the same with her eyes painted closed (test/closed-eyes.ts).
    const open = await portraitPhoto(faceFixture('amy', 1));
    const analysed = await findFacesInPhoto(t.deps.faces, open);
    const closed = await paintEyesClosed(analysed.image, analysed.faces[0]!.landmarks);
    const ids: number[] = [];
    for (const [fileName, original] of [
      ['amy-open.png', open],
      ['amy-closed.png', closed],
    ] as const)
      ids.push((await ingestPhoto(t.deps, { categoryId, fileName, original })).id);
    await t.deps.jobs.drain(DERIVE_QUEUE);
    await queueFaceIndexing(
      t.deps,
      ids.map((imageItemId) => ({ imageItemId, eventId })),
    );
    await t.deps.jobs.drain(FACE_INDEX_QUEUE);
    const rows = await t.deps.db
      .select({ id: imageItems.id, eyesClosed: imageItems.eyesClosed })
      .from(imageItems)
      .where(inArray(imageItems.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r.eyesClosed]));
    expect([byId.get(ids[0]!), byId.get(ids[1]!)]).toEqual([false, true]);
  });

  it('retries an engine failure and then records it as one, never as an unreadable photo', async () => {
    const photoId = await readyPhoto('bbt2.jpg');
    let calls = 0;
    // What Node 24 threw for every photo: its message even says "unsupported".
    const broken: FaceEngine = {
      detect: async () => {
        calls++;
        throw new DOMException('Cannot transfer object of unsupported type.', 'DataCloneError');
      },
      close: async () => {},
    };
    const job = await indexWith(broken, photoId);
    expect(job).toMatchObject({ status: 'failed', attempts: 3 });
    expect(calls).toBeGreaterThanOrEqual(3);
    const failure = (await report()).failures.find((f) => f.image_item_id === photoId);
    expect(failure).toEqual({
      image_item_id: photoId,
      original_name: 'bbt2.jpg',
      reason: 'face.engine_failed',
      message: expect.stringContaining('face search engine failed'),
    });
    expect((await report('ja')).failures.find((f) => f.image_item_id === photoId)?.message).toContain(
      '顔検索エンジン',
    );
  });

  it('ends quietly when the photo is deleted while the engine looks at it', async () => {
    const photoId = await readyPhoto('bbt4.jpg');
    // The studio deletes the photo while its faces are being found.
    const engine: FaceEngine = {
      detect: async () => {
        await t.deps.db.delete(imageItems).where(eq(imageItems.id, photoId));
        return [];
      },
      close: async () => {},
    };
    const job = await indexWith(engine, photoId);
    expect(job).toMatchObject({ status: 'completed', attempts: 1 });
    expect((await report()).failures.find((f) => f.image_item_id === photoId)).toBeUndefined();
  });

  it('calls a photo unreadable only when sharp cannot decode it, without retrying', async () => {
    const photoId = await readyPhoto('bbt3.jpg');
    const [item] = await t.deps.db.select().from(imageItems).where(eq(imageItems.id, photoId));
    // The stored original damaged after its derivatives were made: half a JPEG.
    await t.deps.storage.put(item!.storageKey, faceFixture('bbt3.jpg').subarray(0, 2000), 'image/jpeg');
    let calls = 0;
    const engine: FaceEngine = {
      detect: async () => {
        calls++;
        return [];
      },
      close: async () => {},
    };
    const job = await indexWith(engine, photoId);
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(calls).toBe(0);
    const failure = (await report()).failures.find((f) => f.image_item_id === photoId);
    expect(failure).toMatchObject({
      reason: 'face.unreadable',
      message: expect.stringContaining('could not be read'),
    });
  });
});
