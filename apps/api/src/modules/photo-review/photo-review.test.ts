import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOperator } from '../../../test/fixtures';
import { multipartBody } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, imageItems } from '../../db/schema/index';
import { startOperatorSession } from '../operators/operators.service';
import { readyPhotosOf } from '../photos/photo-list-cache';
import { DERIVE_QUEUE } from '../photos/photos.service';

let t: TestApp;
let fixture: Awaited<ReturnType<typeof createEvent>>;
let eventId: number;
let staff: string;
let support: string;

/** A detailed scene (shapes and fine texture) as a camera at `takenAt` wrote it, blurred or not. */
async function scene(takenAt: string, blurSigma = 0) {
  const width = 1200;
  const height = 900;
  const shapes = Array.from(
    { length: 40 },
    (_, i) =>
      `<rect x="${(i * 97) % width}" y="${(i * 53) % height}" width="${40 + (i % 7) * 12}" height="${30 + (i % 5) * 15}" fill="#${((i * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}"/>`,
  ).join('');
  let image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#7a9',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  }).composite([
    {
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes}</svg>`,
      ),
    },
  ]);
  if (blurSigma > 0) image = sharp(await image.png().toBuffer()).blur(blurSigma);
  return image
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Canon', Model: 'EOS R6' }, IFD2: { DateTimeOriginal: takenAt } })
    .toBuffer();
}

async function upload(files: { name: string; body: Buffer }[]) {
  const { payload, headers } = multipartBody(files);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/categories/${fixture.subCategory.id}/photos`,
    payload,
    headers: { ...headers, authorization: `Bearer ${staff}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as { id: number }[]).map((r) => r.id);
}

const call = (token: string, method: 'GET' | 'POST', body?: object) =>
  t.app.inject({
    method,
    url: `/api/studio/events/${eventId}/review`,
    payload: body,
    headers: { authorization: `Bearer ${token}`, 'x-language': 'ja' },
  });

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createEvent(t.deps.db, { code1: 'REVUE', code2: '11111' });
  eventId = fixture.event.id;
  const organizationId = fixture.organization.id;
  const staffOp = await createOperator(t.deps.db, {
    email: 'staff@review.jp',
    memberships: [{ organizationId, role: 'staff' }],
  });
  const supportOp = await createOperator(t.deps.db, {
    email: 'support@review.jp',
    memberships: [{ organizationId, role: 'support' }],
  });
  staff = (await startOperatorSession(t.deps, staffOp.id)).token;
  support = (await startOperatorSession(t.deps, supportOp.id)).token;
});
afterAll(() => t.close());

describe('flagged photos and their review (issue 29)', () => {
  let ids: number[];

  it('flags a blurred photo at ingest and not its sharp neighbours', async () => {
    ids = await upload([
      { name: 'before.jpg', body: await scene('2026:10:10 09:00:00') },
      { name: 'shaken.jpg', body: await scene('2026:10:10 09:00:01', 4) },
      { name: 'after.jpg', body: await scene('2026:10:10 09:00:02') },
    ]);
    await t.deps.jobs.drain(DERIVE_QUEUE);
    const rows = await t.deps.db.select().from(imageItems).where(eq(imageItems.eventId, eventId));
    const byName = new Map(rows.map((r) => [r.originalName, r]));
    expect(byName.get('shaken.jpg')).toMatchObject({ blurred: true, hidden: false });
    expect(byName.get('before.jpg')).toMatchObject({ blurred: false });
    expect(byName.get('after.jpg')).toMatchObject({ blurred: false });
    expect(byName.get('shaken.jpg')!.sharpness!).toBeLessThan(byName.get('before.jpg')!.sharpness! / 3);
  });

  it('shows each flagged photo between the photos taken just before and after it', async () => {
    // The face engine's verdict is stored by the faces job (face-index.service); set here.
    await t.deps.db.update(imageItems).set({ eyesClosed: true }).where(eq(imageItems.id, ids[2]!));
    const res = await call(staff, 'GET');
    expect(res.statusCode, res.body).toBe(200);
    const review = res.json();
    expect(review.counts).toEqual({ blurred: 1, eyes_closed: 1, hidden: 0 });
    expect(review.photos.map((p: { id: number }) => p.id)).toEqual([ids[1], ids[2]]);
    expect(review.photos[0]).toMatchObject({
      file_name: 'shaken.jpg',
      blurred: true,
      eyes_closed: false,
      previous: { id: ids[0], file_name: 'before.jpg' },
      next: { id: ids[2], file_name: 'after.jpg' },
    });
    expect(review.photos[0].thumbnail_url).toMatch(/^\/media\//);
    expect(review.photos[1]).toMatchObject({ eyes_closed: true, previous: { id: ids[1] }, next: null });
  });

  it('hides flagged photos from buyers in bulk, audited, and shows them again', async () => {
    const hide = await call(staff, 'POST', { action: 'hide', photo_ids: [ids[1], ids[2]] });
    expect(hide.json()).toEqual({ changed: 2 });
    const listed = (await readyPhotosOf(t.deps.db, fixture.subCategory.id)).map((p) => p.id);
    expect(listed).toEqual([ids[0]]);
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'photo.review_hide'), eq(auditLog.entityId, String(eventId))));
    expect(audit[0]).toMatchObject({ actorLabel: 'staff@review.jp', after: { photo_ids: [ids[1], ids[2]] } });
    // Still in the review, marked hidden, so they can be shown again.
    expect((await call(staff, 'GET')).json().counts.hidden).toBe(2);
    // Hiding twice changes nothing.
    expect((await call(staff, 'POST', { action: 'hide', photo_ids: [ids[1]] })).json()).toEqual({
      changed: 0,
    });
    expect((await call(staff, 'POST', { action: 'show', photo_ids: [ids[2]] })).json()).toEqual({
      changed: 1,
    });
    expect((await readyPhotosOf(t.deps.db, fixture.subCategory.id)).map((p) => p.id)).toEqual([
      ids[0],
      ids[2],
    ]);
  });

  it('keeps a flagged photo: it leaves the review and is for sale', async () => {
    expect((await call(staff, 'POST', { action: 'keep', photo_ids: [ids[1]] })).json()).toEqual({
      changed: 1,
    });
    const review = (await call(staff, 'GET')).json();
    expect(review.photos.map((p: { id: number }) => p.id)).toEqual([ids[2]]);
    expect((await readyPhotosOf(t.deps.db, fixture.subCategory.id)).map((p) => p.id)).toEqual(ids);
  });

  it('refuses support (photos are owners’ and staff’s), other events’ photos and bad bodies', async () => {
    expect((await call(support, 'GET')).statusCode).toBe(403);
    const other = await createEvent(t.deps.db, { code1: 'OTHER', code2: '22222' });
    const foreign = await t.deps.db
      .insert(imageItems)
      .values({ eventId: other.event.id, categoryId: other.subCategory.id, storageKey: 'x', status: 'ready' })
      .returning();
    expect((await call(staff, 'POST', { action: 'hide', photo_ids: [foreign[0]!.id] })).json()).toEqual({
      changed: 0,
    });
    const bad = await call(staff, 'POST', { action: 'burn', photo_ids: [ids[0]] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().display_code).toMatch(/^VALIDATION-/);
  });
});
