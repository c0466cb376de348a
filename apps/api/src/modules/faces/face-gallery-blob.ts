import os from 'node:os';
import { DESCRIPTOR_LENGTH } from './engine/face-engine';

/**
 * One event's gallery as one contiguous binary block (issue 28): a 32-byte header, then the
 * descriptors (128 float32 per face), the boxes (4 float32), the photo ids and the category
 * ids (int32), all little-endian. Loading it is one read and four typed-array views on the
 * same buffer: no parsing, no copy, and the descriptors lie end to end as the scan streams them.
 */
export type FaceGallery = {
  size: number;
  /** The event's `face_index_version` the faces were read at. */
  version: number;
  imageItemIds: Int32Array;
  categoryIds: Int32Array;
  /** x, y, width, height per face, as fractions of the photo. */
  boxes: Float32Array;
  descriptors: Float32Array;
};

const MAGIC = 0x47464d4f; // "OMFG" little-endian
const FORMAT = 1;
const HEADER_BYTES = 32;
const BYTES_PER_FACE = (DESCRIPTOR_LENGTH + 4 + 1 + 1) * 4;

export const emptyGallery = (version: number): FaceGallery => ({
  size: 0,
  version,
  imageItemIds: new Int32Array(0),
  categoryIds: new Int32Array(0),
  boxes: new Float32Array(0),
  descriptors: new Float32Array(0),
});

/** Bytes one face takes in memory and in the stored block. */
export const galleryBytesPerFace = BYTES_PER_FACE;

function views(buffer: ArrayBuffer, offset: number, size: number, version: number): FaceGallery {
  let at = offset + HEADER_BYTES;
  const take = <T>(make: new (b: ArrayBuffer, o: number, n: number) => T, n: number) => {
    const view = new make(buffer, at, n);
    at += n * 4;
    return view;
  };
  const descriptors = take(Float32Array, size * DESCRIPTOR_LENGTH);
  const boxes = take(Float32Array, size * 4);
  const imageItemIds = take(Int32Array, size);
  const categoryIds = take(Int32Array, size);
  return { size, version, descriptors, boxes, imageItemIds, categoryIds };
}

/** A new block for `size` faces, its arrays to be filled by the caller, and its bytes. */
export function allocateGallery(eventId: number, version: number, size: number) {
  const bytes = new Uint8Array(HEADER_BYTES + size * BYTES_PER_FACE);
  const header = new DataView(bytes.buffer);
  header.setUint32(0, MAGIC, true);
  header.setUint32(4, FORMAT, true);
  header.setUint32(8, eventId, true);
  header.setUint32(12, version, true);
  header.setUint32(16, size, true);
  return { bytes, gallery: views(bytes.buffer, 0, size, version) };
}

/**
 * The gallery of a stored block, or null when the block is not this event's at this version
 * (stale, foreign or cut short): the caller then reads the faces from the database.
 */
export function galleryFromBlock(block: Uint8Array, eventId: number, version: number): FaceGallery | null {
  if (!LITTLE_ENDIAN || block.byteLength < HEADER_BYTES) return null;
  // Typed-array views need 4-byte alignment; a buffer from storage nearly always has it.
  const aligned = block.byteOffset % 4 === 0 ? block : new Uint8Array(block);
  const header = new DataView(aligned.buffer, aligned.byteOffset, HEADER_BYTES);
  const size = header.getUint32(16, true);
  if (
    header.getUint32(0, true) !== MAGIC ||
    header.getUint32(4, true) !== FORMAT ||
    header.getUint32(8, true) !== eventId ||
    header.getUint32(12, true) !== version ||
    aligned.byteLength !== HEADER_BYTES + size * BYTES_PER_FACE
  )
    return null;
  return views(aligned.buffer as ArrayBuffer, aligned.byteOffset, size, version);
}

// The views read the machine's byte order; every machine we run on is little-endian, and
// on another the block is simply never used (the database path stays correct).
const LITTLE_ENDIAN = os.endianness() === 'LE';
