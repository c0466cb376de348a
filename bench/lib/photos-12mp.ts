import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const WIDTH = 4000;
const HEIGHT = 3000;

/** Where the generated photos are kept between runs (shared by ingest and zip). */
export const PHOTOS_12MP_DIR = path.join(os.tmpdir(), 'omoide-bench-12mp');

/**
 * `count` generated 12 MP JPEGs (~3–7 MB each), made once into `dir` and reused: noise makes a
 * realistic JPEG; a flat image would decode unrealistically fast and be unrealistically small.
 */
export async function generatePhotos(count: number, dir = PHOTOS_12MP_DIR): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const existing = readdirSync(dir).filter((f) => f.endsWith('.jpg'));
  const list = () =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.jpg'))
      .sort()
      .slice(0, count)
      .map((f) => path.join(dir, f));
  if (existing.length >= count) return list();
  const noise = await sharp({
    create: {
      width: WIDTH / 4,
      height: HEIGHT / 4,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  for (let i = existing.length; i < count; i++) {
    const file = path.join(dir, `photo-${String(i).padStart(4, '0')}.jpg`);
    const body = await sharp({
      create: {
        width: WIDTH,
        height: HEIGHT,
        channels: 3,
        background: { r: (i * 37) % 255, g: 120, b: 200 },
      },
    })
      .composite([{ input: noise, tile: true, blend: 'overlay' }])
      .jpeg({ quality: 90 })
      .toBuffer();
    writeFileSync(file, body);
  }
  return list();
}
