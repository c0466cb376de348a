import sharp from 'sharp';

/**
 * Tags a JPEG whose pixels are already sRGB with the sRGB colour profile, without touching
 * its pixels. libvips only attaches a profile by transforming into it, which for pixels that
 * are sRGB already changes nothing but cost ~17 ms a 1600 px preview, a tenth of a photo's
 * processing (bench/ingest, docs/decisions/004). The profile goes in an APP2 "ICC_PROFILE"
 * segment (ICC.1 Annex B.4), as every encoder writes it.
 */
export async function tagJpegAsSrgb(jpeg: Buffer): Promise<Buffer> {
  const icc = await srgbProfile();
  const header = Buffer.from('ICC_PROFILE\0\x01\x01', 'latin1'); // chunk 1 of 1
  const length = 2 + header.length + icc.length;
  const marker = Buffer.from([0xff, 0xe2, length >> 8, length & 0xff]);
  // After SOI, and after a JFIF APP0 when there is one (JFIF must stay the first segment).
  let at = 2;
  if (jpeg[2] === 0xff && jpeg[3] === 0xe0) at = 4 + jpeg.readUInt16BE(4);
  return Buffer.concat([jpeg.subarray(0, at), marker, header, icc, jpeg.subarray(at)]);
}

let profile: Promise<Buffer> | null = null;

/** libvips' own sRGB profile (the one `withIccProfile('srgb')` attaches), read once. */
function srgbProfile(): Promise<Buffer> {
  profile ??= sharp({ create: { width: 1, height: 1, channels: 3, background: '#ffffff' } })
    .withIccProfile('srgb')
    .jpeg()
    .toBuffer()
    .then((pixel) => sharp(pixel).metadata())
    .then((meta) => {
      // One APP2 segment holds 65,519 bytes of profile; libvips' sRGB is a few hundred.
      if (!meta.icc || meta.icc.length > 65_519) throw new Error('no usable sRGB profile from libvips');
      return meta.icc;
    });
  profile.catch(() => {
    profile = null;
  });
  return profile;
}
