import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blendWatermark, watermarkSvg } from './watermark';
import { missingGlyphs } from './watermark-font';

describe('preview watermark', () => {
  it('blends the text in, touching only the pixels it covers', async () => {
    const image = { width: 800, height: 600, channels: 3 };
    const grey = Buffer.alloc(image.width * image.height * 3, 60);
    const marked = await blendWatermark(grey, image, 'さくら幼稚園');
    expect(marked).toBe(grey); // in place: no second frame per photo
    let changed = 0;
    let lighter = 0;
    let brightest = 0;
    for (let p = 0; p < image.width * image.height; p++) {
      const v = marked[p * 3]!;
      if (v !== 60) changed++;
      if (v > 60) lighter++;
      brightest = Math.max(brightest, v);
    }
    const share = changed / (image.width * image.height);
    // Visible all over the photo, yet the photo stays the main thing.
    expect(share).toBeGreaterThan(0.03);
    expect(share).toBeLessThan(0.5);
    // White text at 38% over dark grey lightens it (its thin dark outline darkens a little).
    expect(lighter / changed).toBeGreaterThan(0.5);
    expect(brightest).toBeLessThanOrEqual(Math.round(60 + (255 - 60) * 0.4));
  });

  it('draws Japanese, Chinese and Vietnamese names with the shipped typeface, never as empty boxes (issue #17)', async () => {
    expect(missingGlyphs('さくら幼稚園 臺北市立幼兒園 體驗 Trường mầm non Hoa Sen 見本 SAMPLE')).toEqual([]);
    // Outlines, not <text>: what it looks like does not depend on the machine's fonts.
    const svg = watermarkSvg(400, 300, 'さくら幼稚園').toString();
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('NaN');
    expect(svg).toMatch(/<path id="mark" d="M/);
    // Two names of the same length: empty boxes would draw them alike.
    const mask = (text: string) =>
      sharp(watermarkSvg(400, 300, text))
        .ensureAlpha()
        .extractChannel(3)
        .raw()
        .toBuffer();
    expect((await mask('さくら幼稚園')).equals(await mask('星の子保育園'))).toBe(false);
  });
});
