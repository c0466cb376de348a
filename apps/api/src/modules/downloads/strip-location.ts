import { crc32, inflateSync } from 'node:zlib';
import { gpsRanges, type Range, tiffStart, xmpHasGps } from './tiff-gps';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'other';

/** What to change in a file: segments/chunks to drop, bytes to zero, checksums to redo. */
interface Plan {
  format: ImageFormat;
  drops: Range[];
  zeros: Range[];
  /** PNG chunks (start of the length field, end of the CRC) whose CRC must be recomputed. */
  crcs: Range[];
  /** WebP: VP8X chunk start and the flags to clear (EXIF 0x08, XMP 0x04). */
  vp8x?: { at: number; clear: number };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const XMP_NS = 'http://ns.adobe.com/xap/1.0/\0';
const XMP_EXTENSION_NS = 'http://ns.adobe.com/xmp/extension/\0';
/** Extended XMP: namespace, GUID (32), full length (4), offset (4), then the data (XMP Part 3 §1.1.3.1). */
const XMP_EXTENSION_HEADER = XMP_EXTENSION_NS.length + 40;

/**
 * The photo with its location metadata removed and nothing else changed: the compressed image
 * data is copied byte for byte, never decoded. The GPS IFD of Exif (JPEG APP1, PNG eXIf, WebP
 * EXIF) is blanked in place — entry count 0, entries and their values zeroed — so every other
 * tag (date taken, orientation, camera) and every offset stays; an Exif block too broken to find
 * its GPS data in is dropped whole. XMP packets that mention GPS are dropped, others kept.
 * A file that is not a JPEG, PNG or WebP, or that has nothing to remove, comes back as is (the
 * same Buffer). In a truncated file the complete segments are treated, a cut-off Exif or XMP
 * segment at the end is dropped (its start may hold GPS data) and anything else is kept. Never
 * throws. One output buffer is allocated, and only when something changes.
 */
export function stripLocation(input: Buffer): { data: Buffer; format: ImageFormat; removed: boolean } {
  const plan = planFor(input);
  if (plan.drops.length === 0 && plan.zeros.length === 0) {
    return { data: input, format: plan.format, removed: false };
  }
  return { data: apply(input, plan), format: plan.format, removed: true };
}

/** Whether the file carries location metadata that `stripLocation` would remove. */
export function hasLocation(input: Buffer): boolean {
  const plan = planFor(input);
  return plan.drops.length > 0 || plan.zeros.length > 0;
}

function planFor(input: Buffer): Plan {
  const plan: Plan = { format: 'other', drops: [], zeros: [], crcs: [] };
  try {
    if (input.length >= 3 && input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) {
      plan.format = 'jpeg';
      planJpeg(input, plan);
    } else if (input.length >= 8 && input.subarray(0, 8).equals(PNG_SIGNATURE)) {
      plan.format = 'png';
      planPng(input, plan);
    } else if (
      input.length >= 12 &&
      input.toString('latin1', 0, 4) === 'RIFF' &&
      input.toString('latin1', 8, 12) === 'WEBP'
    ) {
      plan.format = 'webp';
      planWebp(input, plan);
    }
    return plan;
  } catch {
    // Every read is bounds-checked; this only keeps the promise never to throw.
    return { format: 'other', drops: [], zeros: [], crcs: [] };
  }
}

/** Plans the Exif block at [start, end): its GPS data zeroed, or the whole `segment` dropped. */
function planExif(data: Buffer, start: number, end: number, segment: Range, plan: Plan) {
  const tiff = tiffStart(data, start, end);
  const ranges = gpsRanges(data.subarray(tiff, end));
  if (ranges === 'none') return 'none';
  if (ranges === 'malformed') {
    plan.drops.push(segment);
    return 'dropped';
  }
  for (const [from, to] of ranges) plan.zeros.push([tiff + from, tiff + to]);
  return 'blanked';
}

/** JPEG (ITU T.81 Annex B): the marker segments before the first SOS. */
function planJpeg(data: Buffer, plan: Plan): void {
  const extended: Range[] = [];
  let at = 2;
  while (at + 4 <= data.length && data[at] === 0xff) {
    const marker = data[at + 1]!;
    if (marker === 0xff) {
      at += 1; // a fill byte
      continue;
    }
    if (marker === 0xda || marker === 0xd9) break; // SOS (or an image-less EOI): the rest as is
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2; // TEM, RSTn, SOI: no length
      continue;
    }
    const end = at + 2 + data.readUInt16BE(at + 2);
    if (end < at + 4) break; // broken: the rest as is
    if (end > data.length) {
      if (marker === 0xe1) plan.drops.push([at, data.length]); // cut off
      break;
    }
    if (marker === 0xe1) {
      const body = at + 4;
      if (startsWith(data, body, end, 'Exif\0')) planExif(data, body, end, [at, end], plan);
      else if (startsWith(data, body, end, XMP_NS)) {
        if (xmpHasGps(data, body + XMP_NS.length, end)) plan.drops.push([at, end]);
      } else if (startsWith(data, body, end, XMP_EXTENSION_NS)) extended.push([at, end]);
    }
    at = end;
  }
  // Extended XMP is one packet cut into segments, and a property name may straddle a cut.
  const whole = extended.map(([start, end]) =>
    data.toString('latin1', start + 4 + XMP_EXTENSION_HEADER, end),
  );
  if (extended.length > 0 && xmpHasGps(Buffer.from(whole.join(''), 'latin1'))) plan.drops.push(...extended);
  planEmbeddedExif(data, at, plan);
}

/**
 * Images after the main one (MPF previews, gain maps) may carry Exif with GPS too. Their offsets
 * are recorded in the MPF index, so they are only blanked in place, never dropped. Entropy-coded
 * data cannot hold FF E1 (FF is always followed by 00 or RSTn there), so a match is a segment.
 */
function planEmbeddedExif(data: Buffer, from: number, plan: Plan): void {
  for (
    let at = data.indexOf('Exif\0', Math.max(from, 4), 'latin1');
    at >= 4;
    at = data.indexOf('Exif\0', at + 5, 'latin1')
  ) {
    if (data[at - 4] !== 0xff || data[at - 3] !== 0xe1) continue;
    const end = at - 2 + data.readUInt16BE(at - 2);
    if (end > data.length) continue;
    const ranges = gpsRanges(data.subarray(at + 6, end));
    if (Array.isArray(ranges))
      for (const [start, stop] of ranges) plan.zeros.push([at + 6 + start, at + 6 + stop]);
  }
}

/** PNG: chunks up to IEND (PNG 3rd ed. §5.3, eXIf §11.3.6.1, XMP in iTXt/tEXt/zTXt). */
function planPng(data: Buffer, plan: Plan): void {
  for (let at = 8; at + 12 <= data.length; ) {
    const length = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    const body = at + 8;
    const end = body + length + 4;
    if (end > data.length) {
      if (/^(eXIf|iTXt|tEXt|zTXt)$/.test(type)) plan.drops.push([at, data.length]); // cut off
      break;
    }
    if (type === 'eXIf') {
      if (planExif(data, body, body + length, [at, end], plan) === 'blanked') plan.crcs.push([at, end]);
    } else if (
      (type === 'iTXt' || type === 'tEXt' || type === 'zTXt') &&
      pngXmpHasGps(data, type, body, end - 4)
    ) {
      plan.drops.push([at, end]);
    }
    if (type === 'IEND') break;
    at = end;
  }
}

/** Whether a PNG text chunk is XMP ("XML:com.adobe.xmp") that mentions GPS, compressed or not. */
function pngXmpHasGps(data: Buffer, type: string, start: number, end: number): boolean {
  const nul = data.indexOf(0, start);
  if (nul < 0 || nul >= end || data.toString('latin1', start, nul) !== 'XML:com.adobe.xmp') return false;
  let text = nul + 1;
  let compressed = false;
  if (type === 'zTXt') {
    text = nul + 2; // compression method
    compressed = true;
  } else if (type === 'iTXt') {
    compressed = data[nul + 1] === 1; // flag, method, language tag\0, translated keyword\0
    const language = data.indexOf(0, nul + 3);
    const translated = language < 0 ? -1 : data.indexOf(0, language + 1);
    if (translated < 0 || translated >= end) return false;
    text = translated + 1;
  }
  if (!compressed) return xmpHasGps(data, text, end);
  try {
    return xmpHasGps(inflateSync(data.subarray(text, end), { maxOutputLength: 64 << 20 }));
  } catch {
    return false; // unreadable for any reader too
  }
}

/** WebP: RIFF chunks (RFC 9649 §2.7: VP8X flags, EXIF, "XMP "). */
function planWebp(data: Buffer, plan: Plan): void {
  const riffEnd = Math.min(data.length, 8 + data.readUInt32LE(4));
  let vp8x = -1;
  let clear = 0;
  let kept = 0;
  for (let at = 12; at + 8 <= riffEnd; ) {
    const fourcc = data.toString('latin1', at, at + 4);
    const size = data.readUInt32LE(at + 4);
    if (at + 8 + size > riffEnd) {
      if (fourcc === 'EXIF' || fourcc === 'XMP ') {
        plan.drops.push([at, riffEnd]); // cut off
        clear |= fourcc === 'EXIF' ? 0x08 : 0x04;
      }
      break;
    }
    const end = Math.min(riffEnd, at + 8 + size + (size & 1));
    if (fourcc === 'VP8X') vp8x = at;
    else if (fourcc === 'EXIF') {
      if (planExif(data, at + 8, at + 8 + size, [at, end], plan) === 'dropped') clear |= 0x08;
      else kept |= 0x08;
    } else if (fourcc === 'XMP ') {
      if (xmpHasGps(data, at + 8, at + 8 + size)) {
        plan.drops.push([at, end]);
        clear |= 0x04;
      } else kept |= 0x04;
    }
    at = end;
  }
  if (vp8x >= 0 && vp8x + 9 <= data.length) plan.vp8x = { at: vp8x, clear: clear & ~kept };
}

function startsWith(data: Buffer, start: number, end: number, text: string): boolean {
  return end - start >= text.length && data.toString('latin1', start, start + text.length) === text;
}

/** Copies the input without the dropped ranges, then zeroes and patches the copy. */
function apply(input: Buffer, plan: Plan): Buffer {
  const drops = plan.drops.sort((a, b) => a[0] - b[0]);
  const dropped = drops.reduce((sum, [start, end]) => sum + end - start, 0);
  const out = Buffer.allocUnsafe(input.length - dropped);
  let written = 0;
  let from = 0;
  for (const [start, end] of drops) {
    written += input.copy(out, written, from, start);
    from = end;
  }
  input.copy(out, written, from);
  // Where a byte of the input (outside the dropped ranges) lands in the output.
  const moved = (at: number) => drops.reduce((to, [start, end]) => (end <= at ? to - (end - start) : to), at);
  for (const [start, end] of plan.zeros) out.fill(0, moved(start), moved(end));
  for (const [start, end] of plan.crcs) {
    const [chunk, chunkEnd] = [moved(start), moved(end)];
    out.writeUInt32BE(crc32(out.subarray(chunk + 4, chunkEnd - 4)), chunkEnd - 4);
  }
  if (plan.format === 'webp' && dropped > 0) {
    out.writeUInt32LE(input.readUInt32LE(4) - dropped, 4);
    const flags = plan.vp8x ? moved(plan.vp8x.at) + 8 : -1;
    if (plan.vp8x) out[flags] = out[flags]! & ~plan.vp8x.clear;
  }
  return out;
}
