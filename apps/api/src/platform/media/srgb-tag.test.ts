import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpeg } from '../../../test/images';
import { tagJpegAsSrgb } from './srgb-tag';

const pixelsOf = (image: Buffer) => sharp(image).raw().toBuffer();
// A JFIF APP0 segment (version 1.01, no thumbnail), as most cameras and encoders write it.
const JFIF = Buffer.from([
  0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
]);

describe('sRGB tag on a JPEG (the preview)', () => {
  it("carries libvips' sRGB profile and leaves every pixel as it was", async () => {
    const plain = await jpeg(640, 480);
    expect((await sharp(plain).metadata()).icc).toBeUndefined();
    const tagged = await tagJpegAsSrgb(plain);

    const transformed = await sharp(plain).withIccProfile('srgb').jpeg().toBuffer();
    expect((await sharp(tagged).metadata()).icc).toEqual((await sharp(transformed).metadata()).icc);
    expect(await pixelsOf(tagged)).toEqual(await pixelsOf(plain));
    expect(tagged.subarray(0, 4)).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xe2]));
  });

  it('keeps a JFIF segment first, as the format wants it', async () => {
    const plain = await jpeg(64, 48);
    const jfif = Buffer.concat([plain.subarray(0, 2), JFIF, plain.subarray(2)]);
    const tagged = await tagJpegAsSrgb(jfif);
    expect(tagged.subarray(0, 2 + JFIF.length)).toEqual(jfif.subarray(0, 2 + JFIF.length));
    expect(tagged.subarray(2 + JFIF.length, 4 + JFIF.length)).toEqual(Buffer.from([0xff, 0xe2]));
    expect((await sharp(tagged).metadata()).icc).toBeDefined();
    expect(await pixelsOf(tagged)).toEqual(await pixelsOf(jfif));
  });
});
