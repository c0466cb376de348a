import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64Of, faceFixture } from '../../../test/faces';
import { createEvent, createMember } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { events, mailOutbox, members, photoAlertBatches } from '../../db/schema/index';
import { mailOrigin } from '../../platform/http/site-origin';
import { FACE_INDEX_QUEUE } from '../faces/face-index.service';
import { DERIVE_QUEUE, ingestPhoto } from '../photos/photos.service';
import { announceEventPhotos, type PhotoAlertDeps, runPhotoAlerts } from './photo-alerts.service';

/**
 * "New photos of {child}" (issue #17): penny registered as a child; the group photos bbt3,
 * then bbt4 + bbt5 (all with penny) uploaded as two batches through the real pipeline.
 */
const KEY = 'operator-key-for-alert-tests-0123456789';
let t: TestApp;
let deps: PhotoAlertDeps;
let owner: string;
let guardian: string;
let stranger: string;
let childId: number;
let eventId: number;
let subCategoryId: number;

const call = (method: 'GET' | 'POST', url: string, token: string | undefined, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { 'x-language': 'ja', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

const mailsTo = (to: string) => t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

async function upload(...names: string[]) {
  for (const name of names)
    await ingestPhoto(t.deps, { categoryId: subCategoryId, fileName: name, original: faceFixture(name) });
  await t.deps.jobs.drain(DERIVE_QUEUE);
  await t.deps.jobs.drain(FACE_INDEX_QUEUE);
}

beforeAll(async () => {
  t = await createTestApp({
    env: { FACE_INDEXING: 'true', OPERATOR_API_KEY: KEY, PHOTO_ALERT_DELAY_SECONDS: '0' },
  });
  // As with PUBLIC_URL configured: it wins over the origin recorded with the alert.
  deps = {
    ...t.deps,
    threshold: t.deps.config.faces.matchThreshold,
    originOf: (recorded) => mailOrigin({ publicUrl: 'https://omoide.example', localUrl: '' }, recorded),
  };
  const fixture = await createEvent(t.deps.db, { code1: 'ALERT', code2: '33333' });
  eventId = fixture.event.id;
  subCategoryId = fixture.subCategory.id;
  const org = fixture.organization.id;
  const o = await createMember(t.deps.db, {
    email: 'mama@alert.jp',
    organizationId: org,
    displayName: 'ママ',
  });
  const g = await createMember(t.deps.db, { email: 'ba@alert.jp', displayName: 'Bà ngoại' });
  await t.deps.db.update(members).set({ locale: 'vi' }).where(eq(members.id, g.id));
  const s = await createMember(t.deps.db, { email: 'other@alert.jp', organizationId: org });
  const tokenOf = (m: { id: number }) => t.tokenFor('member', String(m.id));
  [owner, guardian, stranger] = await Promise.all([tokenOf(o), tokenOf(g), tokenOf(s)]);
  childId = (await call('POST', '/api/user/child', owner, { name: 'ペニー', relationship: 'mother' })).json()
    .id;
  const face = await call('POST', `/api/user/child/${childId}/face_image`, owner, {
    face_image_base64: base64Of(faceFixture('penny', 1)),
    guardian_consent: true,
  });
  expect(face.statusCode, face.body).toBe(201);
  await call('POST', `/api/user/child/${childId}/invitation`, owner, { email: 'ba@alert.jp' });
  const [mail] = await mailsTo('ba@alert.jp');
  const token = mail!.text.match(/invitation=([\w-]+)/)![1];
  expect((await call('POST', '/api/user/child_invitation/accept', guardian, { token })).statusCode).toBe(200);
}, 120_000);
afterAll(() => t.close());

describe('new photos of a child: opt-in', () => {
  it('is off by default, needs consent to turn on, and is each member’s own', async () => {
    const url = `/api/user/child/${childId}/photo_alert`;
    expect((await call('GET', url, owner)).json()).toMatchObject({ enabled: false, enabled_t: null });
    const noConsent = await call('POST', url, owner, { enabled: true });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().display_code).toBe('VALIDATION-body.consent');
    const on = await call('POST', url, owner, { enabled: true, consent: true });
    expect(on.json()).toMatchObject({ enabled: true, enabled_t: expect.any(Number) });
    expect((await call('GET', url, guardian)).json().enabled).toBe(false);
    expect((await call('POST', url, guardian, { enabled: true, consent: true })).json().enabled).toBe(true);
    expect((await call('GET', url, stranger)).statusCode).toBe(404);
    expect((await call('POST', url, stranger, { enabled: true, consent: true })).statusCode).toBe(404);
  });
});

describe('new photos of a child: the mails', () => {
  it('mails each opted-in member once per batch, in their language, never the same photos twice', async () => {
    await upload('bbt3.jpg');
    expect(await t.deps.db.select().from(photoAlertBatches)).toHaveLength(1);
    expect(await runPhotoAlerts(deps)).toBe(2);
    const [toOwner] = await mailsTo('mama@alert.jp');
    expect(toOwner!.subject).toBe(`ペニーさんの新しい写真が1枚見つかりました（Event ALERT）`);
    expect(toOwner!.text).toContain(
      `https://omoide.example/events/detail/${eventId}/child?children=${childId}`,
    );
    expect(toOwner!.text).toContain('ママさま');
    const [toGuardian] = await mailsTo('ba@alert.jp').then((m) => m.filter((x) => x.subject.includes('ảnh')));
    expect(toGuardian!.subject).toBe('Đã tìm thấy 1 ảnh mới của ペニー (Event ALERT)');
    expect(await mailsTo('other@alert.jp')).toEqual([]);

    // Nothing new: the batch is done, and announcing the event again finds nothing unsent.
    expect(await runPhotoAlerts(deps)).toBe(0);
    expect(await announceEventPhotos(deps, { id: eventId, name: () => 'Event ALERT' })).toBe(0);

    // A second batch of two photos while the event is not yet on sale: it waits for publication.
    await t.deps.db
      .update(events)
      .set({ publishedFrom: new Date(Date.now() + 86_400_000) })
      .where(eq(events.id, eventId));
    await upload('bbt4.jpg', 'bbt5.jpg');
    expect(await runPhotoAlerts(deps)).toBe(0);
    expect(await t.deps.db.select().from(photoAlertBatches)).toHaveLength(1);
    await t.deps.db
      .update(events)
      .set({ publishedFrom: new Date(Date.now() - 86_400_000) })
      .where(eq(events.id, eventId));
    expect(await runPhotoAlerts(deps)).toBe(2);
    const owners = await mailsTo('mama@alert.jp');
    expect(owners).toHaveLength(2);
    expect(owners[1]!.subject).toContain('2枚');
  }, 180_000);

  it('stops by the mail’s unsubscribe link without signing in; a forged link does nothing', async () => {
    const [mail] = await mailsTo('mama@alert.jp');
    const link = new URL(mail!.text.match(/https:\/\/omoide\.example\/alerts\/unsubscribe\S+/)![0]);
    const token = link.searchParams.get('token')!;
    const forged = await call('POST', '/api/user/photo_alert/unsubscribe', undefined, { token: `${token}x` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().display_code).toBe('ALERT-LINK-INVALID');
    const res = await call('POST', '/api/user/photo_alert/unsubscribe', undefined, { token });
    expect(res.json()).toEqual({ child_name: 'ペニー' });
    expect((await call('GET', `/api/user/child/${childId}/photo_alert`, owner)).json().enabled).toBe(false);
    // The guardian's own choice is untouched.
    expect((await call('GET', `/api/user/child/${childId}/photo_alert`, guardian)).json().enabled).toBe(true);
  });
});

describe('new photos of a child: consent stays tight (issue 28)', () => {
  it('needs a registered face; deleting the last face image turns every member’s alert off', async () => {
    const nanami = (
      await call('POST', '/api/user/child', owner, { name: 'ななみ', relationship: 'mother' })
    ).json().id as number;
    const url = `/api/user/child/${nanami}/photo_alert`;
    const refused = await call('POST', url, owner, { enabled: true, consent: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().display_code).toBe('ALERT-FACE-REQUIRED');
    expect((await call('GET', url, owner)).json().enabled).toBe(false);

    const face = await call('POST', `/api/user/child/${nanami}/face_image`, owner, {
      face_image_base64: base64Of(faceFixture('amy', 1)),
      guardian_consent: true,
    });
    expect(face.statusCode, face.body).toBe(201);
    expect((await call('POST', url, owner, { enabled: true, consent: true })).json().enabled).toBe(true);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/child/${nanami}/face_image/${face.json().face_image.child_face_id}`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', url, owner)).json().enabled).toBe(false);
  });
});
