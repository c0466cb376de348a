import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Body, cameraJpeg } from '../../../test/exif-photos';
import { createEvent, createOperator } from '../../../test/fixtures';
import { jpeg } from '../../../test/images';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, categories, events, imageItems } from '../../db/schema/index';
import { startOperatorSession } from '../operators/operators.service';
import { DERIVE_QUEUE } from './photos.service';

let t: TestApp;
let fixture: Awaited<ReturnType<typeof createEvent>>;
let token: string;
let eventId: number;

const RIGHT: Body = { make: 'Canon', model: 'EOS R6', serial: '0001' };
// The second photographer's clock is 10 minutes slow.
const SLOW: Body = { make: 'Nikon', model: 'Z 6II', serial: '7777' };

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createEvent(t.deps.db, { code1: 'PROGR', code2: '11111' });
  eventId = fixture.event.id;
  const op = await createOperator(t.deps.db, {
    email: 'staff@programme.jp',
    memberships: [{ organizationId: fixture.organization.id, role: 'staff' }],
  });
  token = (await startOperatorSession(t.deps, op.id)).token;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, body?: object, lang = 'ja') =>
  t.app.inject({
    method,
    url,
    payload: body,
    headers: { 'x-language': lang, authorization: `Bearer ${token}` },
  });

/** One file through the studio's resumable upload, in one chunk. */
async function upload(categoryId: number, name: string, body: Buffer) {
  const created = await call('POST', '/api/admin/uploads', {
    category_id: categoryId,
    event_id: eventId,
    file_name: name,
    size: body.length,
  });
  expect(created.statusCode, created.body).toBe(201);
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/uploads/${created.json().upload_id}`,
    payload: body,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': '0',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { photo_id: number; category_id: number };
}

const PROGRAMME = ['09:00\t09:20\t年少 かけっこ', '09:20\t09:45\tYoungest', '10:00\t10:30\t年長 リレー'].join(
  '\n',
);

describe('sort by programme (issue 29)', () => {
  it('refuses a line it cannot read, an end before a start and overlapping slots, translated', async () => {
    const bad = await call('PUT', `/api/studio/events/${eventId}/programme`, { text: '09:00\tかけっこ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ display_code: 'STUDIO-PROGRAMME-LINE' });
    expect(bad.json().display_message).toContain('1行目');
    const order = await call(
      'PUT',
      `/api/studio/events/${eventId}/programme`,
      { text: '\n09:30 09:00 x' },
      'vi',
    );
    expect(order.json()).toMatchObject({ display_code: 'STUDIO-PROGRAMME-ORDER' });
    expect(order.json().display_message).toContain('Dòng 2');
    const overlap = await call('PUT', `/api/studio/events/${eventId}/programme`, {
      text: '09:00-09:30 a\n09:15-09:40 b',
    });
    expect(overlap.json()).toMatchObject({ display_code: 'STUDIO-PROGRAMME-OVERLAP' });
  });

  it('takes a pasted programme: existing sub-categories by name, new ones made', async () => {
    const res = await call('PUT', `/api/studio/events/${eventId}/programme`, { text: PROGRAMME });
    expect(res.statusCode, res.body).toBe(200);
    const { slots, tray_category_id } = res.json();
    expect(slots.map((s: { start: string; end: string; name: string }) => [s.start, s.end, s.name])).toEqual([
      ['09:00', '09:20', '年少 かけっこ'],
      ['09:20', '09:45', 'Youngest'],
      ['10:00', '10:30', '年長 リレー'],
    ]);
    expect(slots[1].category_id).toBe(fixture.subCategory.id);
    expect(tray_category_id).toBeGreaterThan(0);
    // Buyers never see the tray.
    const [tray] = await t.deps.db.select().from(categories).where(eq(categories.id, tray_category_id));
    expect(tray!.isTray).toBe(true);
  });

  it('places each uploaded photo by capture time and camera, corrects a camera from one reference photo', async () => {
    const programme = (await call('GET', `/api/studio/events/${eventId}/programme`)).json();
    const [kakekko, youngest, relay] = programme.slots.map((s: { category_id: number }) => s.category_id);
    const tray = programme.tray_category_id;
    const shots: [string, Body][] = [
      ['2026:10:10 09:05:00', RIGHT],
      ['2026:10:10 09:30:00', RIGHT],
      ['2026:10:10 10:10:00', RIGHT],
      ['2026:10:10 11:00:00', RIGHT], // after the programme: the tray
      ['2026:10:10 08:55:00', SLOW], // really 09:05
      ['2026:10:10 09:15:00', SLOW], // really 09:25
      ['2026:10:10 09:55:00', SLOW], // really 10:05
    ];
    const placed: { photo_id: number; category_id: number }[] = [];
    for (const [i, [at, body]] of shots.entries())
      placed.push(await upload(tray, `IMG_${i}.jpg`, await cameraJpeg(at, body)));
    expect(placed.map((p) => p.category_id)).toEqual([kakekko, youngest, relay, tray, tray, kakekko, tray]);

    // Uploads are in the audit log.
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'photo.uploaded'), eq(auditLog.entityId, String(placed[0]!.photo_id))));
    expect(audit[0]).toMatchObject({
      actorLabel: 'staff@programme.jp',
      organizationId: fixture.organization.id,
    });

    // The slow camera's first photo was really taken at 09:05.
    const ref = await call('POST', `/api/studio/photos/${placed[4]!.photo_id}/clock_reference`, {
      taken_at: '09:05',
    });
    expect(ref.statusCode, ref.body).toBe(200);
    expect(ref.json()).toMatchObject({ camera: 'Nikon Z 6II 7777', offset_seconds: 600, moved: 3 });
    const rows = await t.deps.db.select().from(imageItems).where(eq(imageItems.eventId, eventId));
    const where = (id: number) => rows.find((r) => r.id === id)!.categoryId;
    expect(placed.map((p) => where(p.photo_id))).toEqual([
      kakekko,
      youngest,
      relay,
      tray,
      kakekko,
      youngest,
      relay,
    ]);

    // A photo moved out of the tray by hand stays where it was put when the programme changes.
    const moved = await call('PATCH', `/api/studio/photos/${placed[3]!.photo_id}`, { category_id: relay });
    expect(moved.statusCode, moved.body).toBe(200);
    const again = await call('PUT', `/api/studio/events/${eventId}/programme`, {
      text: `${PROGRAMME}\n11:00\t11:30\t閉会式`,
    });
    expect(again.json().moved).toBe(0);
    expect(
      (await t.deps.db.select().from(imageItems).where(eq(imageItems.id, placed[3]!.photo_id)))[0]!
        .categoryId,
    ).toBe(relay);
    const cameras = (await call('GET', `/api/studio/events/${eventId}/programme`)).json().cameras;
    expect(cameras).toEqual([
      { camera: 'Canon EOS R6 0001', offset_seconds: 0, photo_count: 4 },
      { camera: 'Nikon Z 6II 7777', offset_seconds: 600, photo_count: 3 },
    ]);

    // To the second: the reference was read off a clock showing 09:05:04.
    const reference = `/api/studio/photos/${placed[4]!.photo_id}/clock_reference`;
    const precise = await call('POST', reference, { taken_at: '09:05:04' });
    expect(precise.statusCode, precise.body).toBe(200);
    expect(precise.json()).toMatchObject({ camera: 'Nikon Z 6II 7777', offset_seconds: 604, moved: 0 });
    // A time that is not one is refused in the user's language, and the clock keeps its offset.
    for (const takenAt of ['09:05:60', '9:5', '25:00']) {
      const bad = await call('POST', reference, { taken_at: takenAt }, 'en-US');
      expect(bad.statusCode, takenAt).toBe(400);
      expect(bad.json().display_message, takenAt).toMatch(/taken_at/);
    }
    const after = (await call('GET', `/api/studio/events/${eventId}/programme`)).json().cameras;
    expect(after[1]).toMatchObject({ camera: 'Nikon Z 6II 7777', offset_seconds: 604 });
  });

  it('refuses a reference photo without a capture time, translated', async () => {
    const plain = await upload(fixture.subCategory.id, 'plain.jpg', await jpeg(320, 240));
    const res = await call(
      'POST',
      `/api/studio/photos/${plain.photo_id}/clock_reference`,
      { taken_at: '09:05' },
      'en-US',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().display_message).toContain('no capture time');
  });

  it('makes the first ready photo the cover of an event without one', async () => {
    await t.deps.jobs.drain(DERIVE_QUEUE);
    const [event] = await t.deps.db.select().from(events).where(eq(events.id, eventId));
    const first = await t.deps.db
      .select()
      .from(imageItems)
      .where(eq(imageItems.eventId, eventId))
      .orderBy(imageItems.processedAt, imageItems.id);
    expect(event!.coverImageItemId).toBe(first[0]!.id);
  });
});
