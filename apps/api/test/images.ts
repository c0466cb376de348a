import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Test images made on the fly: no binary fixtures in the repository. */
export function jpeg(width: number, height: number, options: { orientation?: number; color?: string } = {}) {
  let image = sharp({ create: { width, height, channels: 3, background: options.color ?? '#3a7bd5' } })
    // A gradient-free image compresses to almost nothing; a few shapes give the encoders work.
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#f3a712"/><rect x="${width / 2}" y="0" width="${width / 4}" height="${height / 3}" fill="#e4572e"/></svg>`,
        ),
      },
    ]);
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.jpeg({ quality: 85 }).toBuffer();
}

export function cmykJpeg(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#2e86ab' } })
    .toColourspace('cmyk')
    .jpeg()
    .toBuffer();
}

export function pngWithAlpha(width: number, height: number) {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 90, alpha: 0.4 } } })
    .png()
    .toBuffer();
}

/** A PNG whose header claims `width`×`height` pixels: a decompression bomb's calling card. */
export function pngHeaderClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG with intact header and end marker but garbage scan data: only a full decode finds it. */
export async function corruptJpeg(width: number, height: number): Promise<Buffer> {
  const good = await jpeg(width, height);
  const bad = Buffer.from(good);
  const sos = bad.indexOf(Buffer.from([0xff, 0xda]));
  for (let i = sos + 20; i < bad.length - 2; i++) bad[i] = (i * 7919) & 0xff;
  return bad;
}
