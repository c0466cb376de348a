import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64Of, faceFixture, faceLabels } from '../../../test/faces';
import { createEvent, createMember } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { childFaceFeedback, photoFaces } from '../../db/schema/index';
import { faceDistance } from '../face-analysis/engine/face-engine';
import { descriptorFromBytes } from '../face-analysis/face-descriptors';
import { DERIVE_QUEUE, ingestPhoto } from '../photos/photos.service';
import { FACE_INDEX_QUEUE } from './face-index.service';

/**
 * The accuracy test of the face-matching issue on ../shared/fixtures/faces: images 1–3 of each
 * person registered as a child, the group photos bbt1–5 indexed as an event through the real
 * pipeline (upload → derivatives job → face job), then `POST /api/face/match` per child.
 */
const KEY = 'operator-key-for-face-tests-0123456789';
const labels = faceLabels();
let t: TestApp;
let token: string;
let eventId: number;
let categoryId: number;
let organizationId: number;
const childOf = new Map<string, number>();
const photoName = new Map<number, string>();

const call = (method: 'GET' | 'POST', url: string, payload?: object, as = token) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { authorization: `Bearer ${as}`, 'x-language': 'ja' },
  });

async function match(children: number[], extra: object = {}) {
  const res = await call('POST', '/api/face/match', {
    event_id: eventId,
    target_children: children,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    progress: { total: number; indexed: number; pending: number; failed: number };
    data: {
      image_item: { id: number };
      matches: {
        child_id: number;
        confidence: number;
        distance: number;
        question: boolean;
        feedback: string | null;
      }[];
    }[];
  };
}
/** The photos where the child was found for certain (hits); `questions` for the "Is this …?" ones. */
const namesFound = async (person: string, questions = false) =>
  new Set(
    (await match([childOf.get(person)!])).data
      .filter((d) => d.matches[0]!.question === questions)
      .map((d) => photoName.get(d.image_item.id)!),
  );

beforeAll(async () => {
  t = await createTestApp({ env: { FACE_INDEXING: 'true', OPERATOR_API_KEY: KEY } });
  const fixture = await createEvent(t.deps.db, { code1: 'FACES', code2: '22222' });
  eventId = fixture.event.id;
  categoryId = fixture.category.id;
  organizationId = fixture.organization.id;
  const parent = await createMember(t.deps.db, {
    email: 'bbt@example.com',
    organizationId: fixture.organization.id,
  });
  token = await t.tokenFor('member', String(parent.id));
  for (const person of labels.identities) {
    const child = (await call('POST', '/api/user/child', { name: person, relationship: 'father' })).json()
      .id as number;
    childOf.set(person, child);
    for (const i of [1, 2, 3]) {
      const res = await call('POST', `/api/user/child/${child}/face_image`, {
        face_image_base64: base64Of(faceFixture(person, i)),
        guardian_consent: true,
      });
      expect(res.statusCode, `${person}${i}: ${res.body}`).toBe(201);
    }
  }
  for (const name of Object.keys(labels.photos)) {
    const photo = await ingestPhoto(t.deps, {
      categoryId: fixture.subCategory.id,
      fileName: name,
      original: faceFixture(name),
    });
    photoName.set(photo.id, name);
  }
  await t.deps.jobs.drain(DERIVE_QUEUE);
  await t.deps.jobs.drain(FACE_INDEX_QUEUE);
}, 180_000);
afterAll(() => t.close());

describe('face matching accuracy on the fixtures (issue: face matching)', () => {
  it('finds all 22 labelled pairs, nothing for stuart, no false hit (issue 28)', async () => {
    let found = 0;
    let expected = 0;
    const falseHits: string[] = [];
    const missed: string[] = [];
    for (const person of labels.identities) {
      const got = await namesFound(person);
      for (const [photo, people] of Object.entries(labels.photos)) {
        const present = people.includes(person);
        if (present) expected++;
        if (present && got.has(photo)) found++;
        if (present && !got.has(photo)) missed.push(`${person}@${photo}`);
        if (!present && got.has(photo)) falseHits.push(`${person}@${photo}`);
      }
    }
    console.info(
      `face matching: ${found}/${expected} pairs found; missed [${missed}]; false hits [${falseHits}]`,
    );
    expect(expected).toBe(22);
    expect(found).toBe(22);
    expect(falseHits).toEqual([]);
    expect(await namesFound('stuart')).toEqual(new Set());
    // bbt2's background stranger is 0.598 from raj: beyond the threshold, inside the band,
    // so raj's parents are asked, never told.
    expect(await namesFound('raj', true)).toEqual(new Set(['bbt2.jpg']));
  });

  it('reports the distance distributions of same and different people', async () => {
    const faces = await t.deps.db.select().from(photoFaces);
    const refs = await t.deps.db.query.childFaceImages.findMany();
    const personOf = new Map([...childOf].map(([p, id]) => [id, p]));
    const same: number[] = [];
    const different: number[] = [];
    for (const [photoId, name] of photoName) {
      const photoFacesOf = faces
        .filter((f) => f.imageItemId === photoId)
        .map((f) => descriptorFromBytes(f.descriptor));
      for (const person of labels.identities) {
        const mine = refs
          .filter((r) => personOf.get(r.childId) === person)
          .map((r) => descriptorFromBytes(r.descriptor));
        const d = Math.min(...photoFacesOf.flatMap((f) => mine.map((r) => faceDistance(r, f))));
        (labels.photos[name]!.includes(person) ? same : different).push(d);
      }
    }
    const summary = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!.toFixed(3);
      return `n=${s.length} min=${at(0)} median=${at(0.5)} max=${at(1)}`;
    };
    console.info(`same person (best face per photo): ${summary(same)}`);
    console.info(`different person (closest face per photo): ${summary(different)}`);
    // The threshold separates the two: every same-person distance but at most one lies below it.
    const threshold = t.deps.config.faces.matchThreshold;
    expect(same.filter((d) => d < threshold).length).toBeGreaterThanOrEqual(21);
    expect(Math.min(...different)).toBeGreaterThan(Math.min(...same));
  });

  it('answers best first with confidence, and shows the indexing progress', async () => {
    const result = await match([childOf.get('sheldon')!, childOf.get('penny')!]);
    expect(result.progress).toEqual({ total: 5, indexed: 5, pending: 0, failed: 0 });
    const best = result.data.map((d) => Math.min(...d.matches.map((m) => m.distance)));
    expect(best).toEqual([...best].sort((a, b) => a - b));
    const both = result.data.filter((d) => d.matches.length === 2).map((d) => photoName.get(d.image_item.id));
    expect(new Set(both)).toEqual(new Set(['bbt3.jpg', 'bbt4.jpg', 'bbt5.jpg']));
    for (const d of result.data)
      for (const m of d.matches) {
        expect(m.confidence).toBeGreaterThan(0.5);
        expect(m.confidence).toBeLessThanOrEqual(1);
      }
  });

  it('filters by category: the parent category includes its sub-categories; another event’s is not found', async () => {
    const raj = await match([childOf.get('raj')!], { filter_category_id: categoryId });
    expect(raj.data.filter((d) => !d.matches[0]!.question).length).toBe(4);
    const other = await createEvent(t.deps.db, { code1: 'OTHER', code2: '33333' });
    const res = await call('POST', '/api/face/match', {
      event_id: eventId,
      target_children: [childOf.get('raj')],
      filter_category_id: other.category.id,
    });
    expect(res.statusCode).toBe(404);
  });

  it('a rejected photo leaves that child’s results; undo brings it back', async () => {
    const raj = childOf.get('raj')!;
    const before = await match([raj]);
    const target = before.data[0]!.image_item.id;
    const reject = await call('POST', '/api/face/feedback', {
      child_id: raj,
      image_item_id: target,
      verdict: 'rejected',
    });
    expect(reject.statusCode).toBe(204);
    expect((await match([raj])).data.map((d) => d.image_item.id)).not.toContain(target);
    // The same photo still shows for another child found in it.
    await call('POST', '/api/face/feedback', { child_id: raj, image_item_id: target, verdict: null });
    expect((await match([raj])).data.map((d) => d.image_item.id)).toContain(target);
  });

  it('a confirmed face joins the child’s references', async () => {
    const penny = childOf.get('penny')!;
    const [first] = (await match([penny])).data;
    const res = await call('POST', '/api/face/feedback', {
      child_id: penny,
      image_item_id: first!.image_item.id,
      verdict: 'confirmed',
    });
    expect(res.statusCode).toBe(204);
    const after = await match([penny]);
    const same = after.data.find((d) => d.image_item.id === first!.image_item.id)!;
    expect(same.matches[0]).toMatchObject({ feedback: 'confirmed', distance: 0, confidence: 1 });
    const rows = await t.deps.db.select().from(childFaceFeedback);
    expect(rows.find((r) => r.childId === penny)?.descriptor?.length).toBe(512);
  });

  it('lists the events where my children were found, with counts', async () => {
    const all = await call('GET', '/api/event/list/children');
    expect(all.statusCode).toBe(200);
    const [entry] = all.json().events;
    expect(entry.event.id).toBe(eventId);
    expect(entry.photo_count).toBe(5);
    const count = (person: string) =>
      entry.children.find((c: { child_id: number }) => c.child_id === childOf.get(person))?.photo_count;
    expect(count('sheldon')).toBe(5);
    expect(count('amy')).toBe(1);
    expect(count('stuart')).toBeUndefined();
    const byChild = await call('GET', `/api/event/list_by_child?child_id=${childOf.get('bernadette')}`);
    expect(byChild.json()).toEqual({
      child_id: childOf.get('bernadette'),
      events: [{ event: entry.event, photo_count: 1 }],
    });
    const none = await call('GET', `/api/event/list_by_child?child_id=${childOf.get('stuart')}`);
    expect(none.json().events).toEqual([]);
  });

  it('explains a child without face images, and hides other members’ children and events', async () => {
    const bare = (await call('POST', '/api/user/child', { name: 'Nanami', relationship: 'mother' })).json()
      .id;
    const res = await call('POST', '/api/face/match', { event_id: eventId, target_children: [bare] });
    expect(res.statusCode).toBe(400);
    expect(res.json().display_code).toBe('FACE-CHILD-NO-IMAGES');
    expect(res.json().display_message).toContain('Nanami');

    const stranger = await createMember(t.deps.db, { email: 'stranger@example.com' });
    const strangerToken = await t.tokenFor('member', String(stranger.id));
    const theirs = await call(
      'POST',
      '/api/face/match',
      { event_id: eventId, target_children: [childOf.get('amy')] },
      strangerToken,
    );
    expect(theirs.statusCode).toBe(404);
    expect((await call('GET', '/api/event/list/children', undefined, strangerToken)).json().events).toEqual(
      [],
    );
    const bad = await call('POST', '/api/face/match', { event_id: eventId, target_children: [] });
    expect(bad.statusCode).toBe(400);
  });

  it('another family’s child of the event who looks the same turns hits into questions; outsiders do not count', async () => {
    const raj = childOf.get('raj')!;
    const hits = async () => (await match([raj])).data.filter((d) => !d.matches[0]!.question).length;
    expect(await hits()).toBe(4);
    const register = async (email: string, organization?: number) => {
      const member = await createMember(t.deps.db, {
        email,
        ...(organization ? { organizationId: organization } : {}),
      });
      const other = await t.tokenFor('member', String(member.id));
      const child = (
        await call('POST', '/api/user/child', { name: 'Raj too', relationship: 'father' }, other)
      ).json().id;
      const res = await call(
        'POST',
        `/api/user/child/${child}/face_image`,
        { face_image_base64: base64Of(faceFixture('raj', 4)), guardian_consent: true },
        other,
      );
      expect(res.statusCode, res.body).toBe(201);
    };
    // A member of another organisation cannot search this event: their child is no rival.
    await register('elsewhere@example.com');
    expect(await hits()).toBe(4);
    // A parent of the same school can: every photo of raj is now near two children.
    await register('classmate@example.com', organizationId);
    const after = await match([raj]);
    expect(after.data.length).toBeGreaterThanOrEqual(4);
    expect(after.data.every((d) => d.matches[0]!.question)).toBe(true);
  }, 60_000);

  it('re-indexing is idempotent and its progress is visible to the operator', async () => {
    const before = (await t.deps.db.select().from(photoFaces)).length;
    const queued = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${eventId}/faces/reindex`,
      headers: { 'x-operator-key': KEY },
    });
    expect(queued.json()).toEqual({ queued: 5 });
    await t.deps.jobs.drain(FACE_INDEX_QUEUE);
    expect((await t.deps.db.select().from(photoFaces)).length).toBe(before);
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/admin/events/${eventId}/faces`,
      headers: { 'x-operator-key': KEY },
    });
    expect(report.json()).toMatchObject({
      total: 5,
      indexed: 5,
      pending: 0,
      failed: 0,
      faces: before,
      failures: [],
    });
    expect(await namesFound('howard')).toEqual(new Set(['bbt1.jpg', 'bbt3.jpg', 'bbt5.jpg']));
  });

  it('records a photo that cannot be searched, with its reason, for the operator', async () => {
    const [photoId] = [...photoName].find(([, name]) => name === 'bbt2.jpg')!;
    const [item] = await t.deps.db.query.imageItems.findMany({ where: (i, { eq }) => eq(i.id, photoId) });
    await t.deps.storage.delete(item!.storageKey);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${eventId}/faces/reindex`,
      headers: { 'x-operator-key': KEY },
    });
    await t.deps.jobs.drain(FACE_INDEX_QUEUE);
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/admin/events/${eventId}/faces`,
      headers: { 'x-operator-key': KEY },
    });
    expect(report.json()).toMatchObject({
      indexed: 4,
      failed: 1,
      failures: [{ image_item_id: photoId, original_name: 'bbt2.jpg', reason: 'face.unreadable' }],
    });
    // Buyers see the search as done with one photo it could not read; earlier faces stay.
    expect((await match([childOf.get('sheldon')!])).progress).toEqual({
      total: 5,
      indexed: 4,
      pending: 0,
      failed: 1,
    });
  });
});
