import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BLUR_THRESHOLD, isBlurred, laplacianContrastRatio, measureSharpness } from './sharpness';

/** A textured scene (noise under shapes) at `width`, optionally Gaussian-blurred, decoded to raw RGB. */
async function scene(width: number, blurSigma = 0) {
  const height = Math.round(width * 0.75);
  const shapes = Array.from(
    { length: 30 },
    (_, i) =>
      `<circle cx="${(((i * 131) % 100) / 100) * width}" cy="${(((i * 71) % 100) / 100) * height}" r="${width / 30}" fill="${i % 2 ? '#222' : '#eee'}"/>`,
  ).join('');
  const base = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 25 },
    },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes}</svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();
  const image = blurSigma > 0 ? sharp(base).blur(blurSigma) : sharp(base);
  return image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

describe('sharpness (issue 29 blur flag)', () => {
  it('is 0 for a flat image and large for a detailed one', async () => {
    expect(laplacianContrastRatio(new Uint8Array(100 * 100).fill(90), 100, 100)).toBe(0);
    const { data, info } = await scene(1600);
    const sharpness = await measureSharpness(data, info);
    expect(sharpness).toBeGreaterThan(BLUR_THRESHOLD * 5);
    expect(isBlurred(sharpness)).toBe(false);
  });

  it('flags a photo blurred by a few pixels at its own size', async () => {
    const { data, info } = await scene(1600, 1600 / 300);
    expect(isBlurred(await measureSharpness(data, info))).toBe(true);
  });

  it('scores one scene alike at two resolutions (measured at a fixed size)', async () => {
    const large = await scene(3200);
    const small = await sharp(large.data, { raw: large.info })
      .resize(1600)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const a = await measureSharpness(large.data, large.info);
    const b = await measureSharpness(small.data, small.info);
    expect(Math.abs(a - b) / a).toBeLessThan(0.25);
  });

  it('does not call a dim, low-contrast photo blurred for its contrast alone', async () => {
    const { data, info } = await scene(1600);
    // The same scene at a quarter of its contrast, as in a dark gym.
    const dim = Buffer.from(data.map((v) => 40 + Math.round(v / 4)));
    const bright = await measureSharpness(data, info);
    const dark = await measureSharpness(dim, info);
    expect(Math.abs(bright - dark) / bright).toBeLessThan(0.25);
  });
});
