import sharp from 'sharp';
import type { RgbImage } from '../src/modules/face-analysis/engine/face-engine';

/**
 * A face with its eyes painted closed, for tests of the eyes-closed flag (issue 29): no
 * closed-eyed photo whose licence allows committing it was found, and a painted one is the
 * same on every run. Each eye's region (an ellipse placed by the face's 68 landmarks, 36–41
 * and 42–47) becomes the skin of the cheek just below it, crossed by one dark lash line that
 * curves down between the corners. PNG, so the engine sees exactly this.
 */
export async function paintEyesClosed(image: RgbImage, landmarks: readonly number[]): Promise<Buffer> {
  const data = Uint8Array.from(image.data);
  const at = (i: number) => ({ x: landmarks[i * 2] as number, y: landmarks[i * 2 + 1] as number });
  const pixel = (x: number, y: number) => (Math.round(y) * image.width + Math.round(x)) * 3;
  for (const first of [36, 42]) {
    const a = at(first);
    const b = at(first + 3);
    const width = Math.hypot(b.x - a.x, b.y - a.y);
    const u = { x: (b.x - a.x) / width, y: (b.y - a.y) / width };
    const centre = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const cheek = pixel(centre.x - u.y * 0.8 * width, centre.y + u.x * 0.8 * width);
    const skin = [0, 1, 2].map((c) => data[cheek + c] as number);
    const reach = Math.ceil(width);
    for (let y = Math.floor(centre.y) - reach; y <= centre.y + reach; y++) {
      for (let x = Math.floor(centre.x) - reach; x <= centre.x + reach; x++) {
        const s = (x - centre.x) * u.x + (y - centre.y) * u.y; // along the eye
        const t = -(x - centre.x) * u.y + (y - centre.y) * u.x; // across, downwards
        if ((s / (0.7 * width)) ** 2 + (t / (0.4 * width)) ** 2 > 1) continue;
        const lid = 0.1 * width * (1 - (s / (0.55 * width)) ** 2);
        const lash = Math.abs(s) < 0.55 * width && Math.abs(t - lid) < Math.max(1, 0.05 * width);
        const i = pixel(x, y);
        for (let c = 0; c < 3; c++) data[i + c] = Math.round((skin[c] as number) * (lash ? 0.2 : 1));
      }
    }
  }
  return sharp(Buffer.from(data), { raw: { width: image.width, height: image.height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A face crop as an event photo: 300 px on a grey border (a face filling the frame is missed). */
export const portraitPhoto = (crop: Buffer) =>
  sharp(crop)
    .resize(300, 300)
    .extend({ top: 90, bottom: 90, left: 90, right: 90, background: '#808080' })
    .removeAlpha()
    .png()
    .toBuffer();
