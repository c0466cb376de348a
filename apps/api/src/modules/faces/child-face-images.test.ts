import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { base64Of, faceFixture } from '../../../test/faces';
import { createMember } from '../../../test/fixtures';
import { jpeg } from '../../../test/images';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Registration of a child's face images through the real engine (models from the package).
let t: TestApp;
let token: string;
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const parent = await createMember(t.deps.db, { email: 'face-parent@example.com' });
  const other = await createMember(t.deps.db, { email: 'face-other@example.com' });
  token = await t.tokenFor('member', String(parent.id));
  otherToken = await t.tokenFor('member', String(other.id));
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  options: { lang?: string; as?: string } = {},
) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { authorization: `Bearer ${options.as ?? token}`, 'x-language': options.lang ?? 'ja' },
  });

async function newChild(name = 'Hana') {
  const res = await call('POST', '/api/user/child', { name, relationship: 'mother' });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

const upload = (childId: number, image: Buffer, consent?: boolean, lang = 'ja') =>
  call(
    'POST',
    `/api/user/child/${childId}/face_image`,
    { face_image_base64: base64Of(image), ...(consent === undefined ? {} : { guardian_consent: consent }) },
    { lang },
  );

describe('child face images (issue: face matching)', () => {
  it('needs the guardian’s consent before the first image, then remembers it', async () => {
    const child = await newChild();
    const refused = await upload(child, faceFixture('amy', 1));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().display_code).toBe('FACE-CONSENT-REQUIRED');
    expect(refused.json().display_message).toContain('同意');
    expect((await call('GET', `/api/user/child/${child}/face_image`)).json()).toMatchObject({
      face_consent_t: null,
      face_images: [],
    });

    const saved = await upload(child, faceFixture('amy', 1), true);
    expect(saved.statusCode).toBe(201);
    expect(saved.json().face_image_count).toBe(1);
    const { box } = saved.json().face_image;
    // The face fills most of a tight crop.
    expect(box.width).toBeGreaterThan(0.6);
    expect(box.x).toBeGreaterThanOrEqual(0);

    // Consent is recorded: the next image needs no flag.
    expect((await upload(child, faceFixture('amy', 2))).statusCode).toBe(201);
    const info = (await call('GET', `/api/user/child/${child}/face_image`)).json();
    expect(info.face_consent_t).toBeGreaterThan(0);
    expect(info.max_face_images).toBe(3);
    expect(info.face_images).toHaveLength(2);
    expect(info.face_images[0].thumbnail_data_url).toMatch(/^data:image\/jpeg;base64,/);
    const children = (await call('GET', '/api/user/child')).json().children;
    expect(children.find((c: { id: number }) => c.id === child).face_image_count).toBe(2);
  });

  it('allows at most 3 images per child, and deleting one makes room', async () => {
    const child = await newChild('Sora');
    for (const i of [1, 2, 3])
      expect((await upload(child, faceFixture('raj', i), true)).statusCode).toBe(201);
    const fourth = await upload(child, faceFixture('raj', 4), undefined, 'vi');
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().display_code).toBe('FACE-LIMIT');
    expect(fourth.json().display_message).toContain('tối đa 3');

    const [first] = (await call('GET', `/api/user/child/${child}/face_image`)).json().face_images;
    const removed = await call('DELETE', `/api/user/child/${child}/face_image/${first.child_face_id}`);
    expect(removed.statusCode).toBe(204);
    expect(
      (await call('DELETE', `/api/user/child/${child}/face_image/${first.child_face_id}`)).statusCode,
    ).toBe(404);
    expect((await upload(child, faceFixture('raj', 4))).statusCode).toBe(201);
  });

  it('refuses an image without exactly one clear face, in the buyer’s language', async () => {
    const child = await newChild('Ren');
    const cases: [Buffer, string, string][] = [
      [await jpeg(800, 600), 'FACE-NO-FACE', '找不到臉部'],
      [faceFixture('bbt4.jpg'), 'FACE-SEVERAL-FACES', '多張臉'],
      [await sharp(faceFixture('amy', 1)).resize(40).png().toBuffer(), 'FACE-TOO-SMALL', '臉部太小'],
      [await sharp(faceFixture('raj', 2)).blur(2.5).png().toBuffer(), 'FACE-TOO-BLURRY', '臉部模糊'],
    ];
    for (const [image, code, text] of cases) {
      const res = await upload(child, image, true, 'hant');
      expect(res.statusCode, code).toBe(400);
      expect(res.json().display_code).toBe(code);
      expect(res.json().display_message).toContain(text);
    }
    expect((await call('GET', `/api/user/child/${child}/face_image`)).json().face_images).toEqual([]);
  });

  it('refuses what is not an image, and an image over the size limit', async () => {
    const child = await newChild('Yui');
    const notBase64 = await call('POST', `/api/user/child/${child}/face_image`, {
      face_image_base64: '!!!! this is not base64 !!!!',
      guardian_consent: true,
    });
    expect(notBase64.statusCode).toBe(400);
    expect(notBase64.json().display_code).toBe('FACE-IMAGE-INVALID');
    const text = await upload(child, Buffer.from('just some text, not a picture at all'), true);
    expect(text.json().display_code).toBe('FACE-IMAGE-INVALID');
    const truncated = await upload(child, faceFixture('amy', 1).subarray(0, 400), true);
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().display_code).toBe('FACE-IMAGE-INVALID');
    const huge = await upload(child, Buffer.alloc(10 * 1024 * 1024 + 10, 1), true);
    expect(huge.statusCode).toBe(413);
  });

  it('shows what the upload would find before saving', async () => {
    const one = await call('POST', '/api/face/detect', {
      face_image_base64: base64Of(faceFixture('penny', 1)),
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ problem: null, problem_message: null });
    expect(one.json().faces).toHaveLength(1);
    const group = await call(
      'POST',
      '/api/face/detect',
      { face_image_base64: base64Of(faceFixture('bbt4.jpg')) },
      { lang: 'vi' },
    );
    expect(group.json().problem).toBe('several_faces');
    expect(group.json().faces.length).toBe(6);
    expect(group.json().problem_message).toMatch(/khuôn mặt/);
  });

  it('saves what the preview found without asking the engine again', async () => {
    const child = await newChild('Rin');
    const image = faceFixture('stuart', 1);
    const engine = vi.spyOn(t.deps.faces, 'detect');
    try {
      const preview = await call('POST', '/api/face/detect', { face_image_base64: base64Of(image) });
      expect(preview.json()).toMatchObject({ problem: null });
      const looks = engine.mock.calls.length;
      expect(looks).toBeGreaterThan(0);
      const saved = await upload(child, image, true);
      expect(saved.statusCode).toBe(201);
      expect(engine.mock.calls.length).toBe(looks);
      // The stored face is the one the preview outlined.
      expect(saved.json().face_image.box).toEqual(preview.json().faces[0].box);
      // Other bytes are looked at anew.
      expect((await upload(child, faceFixture('stuart', 2))).statusCode).toBe(201);
      expect(engine.mock.calls.length).toBeGreaterThan(looks);
    } finally {
      engine.mockRestore();
    }
  });

  it('keeps images private: no metadata, another member reaches nothing', async () => {
    const child = await newChild('Mio');
    const withGps = await sharp(faceFixture('howard', 2))
      .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 40/1 0/1' } })
      .jpeg()
      .toBuffer();
    const saved = await upload(child, withGps, true);
    expect(saved.statusCode).toBe(201);
    const [row] = await t.deps.db.query.childFaceImages.findMany({
      where: (f, { eq }) => eq(f.childId, child),
    });
    const stored = await t.deps.storage.get(row!.storageKey);
    expect((await sharp(stored!).metadata()).exif).toBeUndefined();

    for (const [method, url] of [
      ['GET', `/api/user/child/${child}/face_image`],
      ['POST', `/api/user/child/${child}/face_image`],
      ['DELETE', `/api/user/child/${child}/face_image/${saved.json().face_image.child_face_id}`],
    ] as const) {
      const res = await call(
        method,
        url,
        method === 'POST'
          ? { face_image_base64: base64Of(faceFixture('howard', 3)), guardian_consent: true }
          : undefined,
        { as: otherToken },
      );
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('deleting a child deletes every face datum of that child', async () => {
    const child = await newChild('Kai');
    await upload(child, faceFixture('leonard', 1), true);
    const [row] = await t.deps.db.query.childFaceImages.findMany({
      where: (f, { eq }) => eq(f.childId, child),
    });
    expect(await t.deps.storage.exists(row!.storageKey)).toBe(true);
    expect((await call('DELETE', `/api/user/child/${child}`)).statusCode).toBe(204);
    expect(await t.deps.storage.exists(row!.storageKey)).toBe(false);
    expect(
      await t.deps.db.query.childFaceImages.findMany({ where: (f, { eq }) => eq(f.childId, child) }),
    ).toEqual([]);
  });
});

describe('look-alike brothers and sisters (issue 28)', () => {
  it('the child page names a sibling whose faces the search cannot tell apart', async () => {
    // One person's photos as two children: as alike as twins get.
    const first = await newChild('Mio');
    const second = await newChild('Rio');
    const third = await newChild('Kai');
    expect((await upload(first, faceFixture('penny', 1), true)).statusCode).toBe(201);
    expect((await upload(second, faceFixture('penny', 2), true)).statusCode).toBe(201);
    expect((await upload(third, faceFixture('sheldon', 1), true)).statusCode).toBe(201);
    const info = async (child: number) => (await call('GET', `/api/user/child/${child}/face_image`)).json();
    expect((await info(first)).lookalike_children).toEqual([{ child_id: second, name: 'Rio' }]);
    expect((await info(second)).lookalike_children).toEqual([{ child_id: first, name: 'Mio' }]);
    expect((await info(third)).lookalike_children).toEqual([]);
    // Another member's child with the same face is not this family's business.
    const stranger = (
      await call('POST', '/api/user/child', { name: 'X', relationship: 'mother' }, { as: otherToken })
    ).json().id;
    await call(
      'POST',
      `/api/user/child/${stranger}/face_image`,
      { face_image_base64: base64Of(faceFixture('sheldon', 2)), guardian_consent: true },
      { as: otherToken },
    );
    expect((await info(third)).lookalike_children).toEqual([]);
  }, 60_000);
});
