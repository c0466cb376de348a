import { afterAll, describe, expect, it } from 'vitest';
import { faceFixture } from '../../../../test/faces';
import { decodeRgb, PHOTO_ANALYSIS_SIDE } from '../face-analysis';
import { FaceEnginePool } from './engine-pool';

// The real worker pool on a real photo (issue 31): Node 22 and 24 refuse to move sharp's
// output buffer to a worker ("Cannot transfer object of unsupported type"), which Node 20
// quietly copied — so every photo's indexing failed on the current LTS.
const pool = new FaceEnginePool(1);
afterAll(() => pool.close());

describe('the face engine pool hands pixels to its workers on every supported Node', () => {
  it('finds the faces of a photo decoded by sharp, and leaves the caller its pixels', async () => {
    const image = await decodeRgb(faceFixture('bbt1.jpg'), PHOTO_ANALYSIS_SIDE);
    const before = Buffer.from(image.data).toString('base64');

    const faces = await pool.detect(image);

    expect(faces.length).toBeGreaterThanOrEqual(3);
    expect(faces[0]!.descriptor).toHaveLength(128);
    // The caller cuts tiles from the same pixels after the call: they are still there.
    expect(image.data.byteLength).toBe(image.width * image.height * 3);
    expect(Buffer.from(image.data).toString('base64')).toBe(before);
  });

  it('never detaches a buffer the caller allocated itself', async () => {
    const image = await decodeRgb(faceFixture('amy', 1), 640);
    const own = { ...image, data: new Uint8Array(image.data) };
    await pool.detect(own);
    expect(own.data.byteLength).toBe(image.data.byteLength);
  });
});
