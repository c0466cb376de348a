/** A byte range [start, end). */
export type Range = [start: number, end: number];

/** Bytes a value of each TIFF field type takes (TIFF 6.0 §2 plus IFD, 13, from TIFF Tech Note 1). */
const TYPE_SIZES = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8, 4];
const GPS_INFO = 0x8825;

/**
 * Where the GPS data of a TIFF structure (the body of an Exif block) lies, relative to its start:
 * the ranges to zero to blank the GPS IFD in place — its entry count (then 0: an empty IFD), its
 * entries and next-IFD link, and every value stored out of line (rationals, long strings). Nothing
 * moves, so the block's length and every other offset stay valid, and the pointer in IFD0 points
 * to an empty IFD. 'none' without GPS data (an empty GPS IFD counts as none, so blanking is
 * idempotent); 'malformed' when the header, IFD0 or the GPS IFD and its values are not inside the
 * block, or when the GPS data overlaps IFD0 (then the caller drops the whole block). The pointer
 * lives in IFD0 (Exif 2.3 §4.6.3); an IFD1 or Exif IFD pointing to GPS data is not looked for.
 */
export function gpsRanges(tiff: Uint8Array): Range[] | 'none' | 'malformed' {
  const size = tiff.length;
  if (size < 8) return 'malformed';
  const view = new DataView(tiff.buffer, tiff.byteOffset, size);
  const le = tiff[0] === 0x49 && tiff[1] === 0x49;
  if (!le && !(tiff[0] === 0x4d && tiff[1] === 0x4d)) return 'malformed';
  const u16 = (at: number) => view.getUint16(at, le);
  const u32 = (at: number) => view.getUint32(at, le);
  if (u16(2) !== 42) return 'malformed';

  const ifd0 = u32(4);
  if (ifd0 < 8 || ifd0 + 2 > size) return 'malformed';
  const entries0 = u16(ifd0);
  const ifd0End = ifd0 + 2 + entries0 * 12;
  if (ifd0End > size) return 'malformed';
  let gps = -1;
  for (let at = ifd0 + 2; at < ifd0End; at += 12) if (u16(at) === GPS_INFO) gps = u32(at + 8);
  if (gps < 0) return 'none';
  if (gps < 8 || gps + 2 > size) return 'malformed';
  const count = u16(gps);
  if (count === 0) return 'none';
  const entriesEnd = gps + 2 + count * 12;
  if (entriesEnd > size) return 'malformed';

  const ifd0Range: Range = [ifd0, Math.min(ifd0End + 4, size)];
  // The next-IFD link after the entries is zeroed too; a writer may have left it out at the end.
  const ranges: Range[] = [[gps, Math.min(entriesEnd + 4, size)]];
  for (let at = gps + 2; at < entriesEnd; at += 12) {
    const bytes = (TYPE_SIZES[u16(at + 2)] ?? 0) * u32(at + 4);
    // An unknown type's value cannot be sized: zeroing its entry leaves nothing pointing to it.
    if (bytes <= 4) continue;
    const value = u32(at + 8);
    if (value < 8 || value + bytes > size) return 'malformed';
    ranges.push([value, value + bytes]);
  }
  if (ranges.some((range) => overlaps(range, ifd0Range))) return 'malformed';
  return ranges;
}

function overlaps(a: Range, b: Range): boolean {
  return a[0] < b[1] && b[0] < a[1];
}

/** The TIFF body of an Exif block, which may start with the "Exif\0\0" header of JPEG's APP1. */
export function tiffStart(data: Buffer, start: number, end: number): number {
  return end - start >= 6 && data.toString('latin1', start, start + 5) === 'Exif\0' ? start + 6 : start;
}

const GPS_TEXT = /exif:gps|gpslatitude|gpslongitude/i;

/** Whether XMP text mentions GPS data (exif:GPS… properties, or any …GPSLatitude/…GPSLongitude). */
export function xmpHasGps(data: Buffer, start = 0, end = data.length): boolean {
  return GPS_TEXT.test(data.toString('latin1', start, end));
}
