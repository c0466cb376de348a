import { describe, expect, it } from 'vitest';
import { blendWatermark } from './watermark';

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
});
