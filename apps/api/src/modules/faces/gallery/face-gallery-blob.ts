import os from 'node:os';
import type { Readable } from 'node:stream';
import { DESCRIPTOR_LENGTH } from '../../face-analysis/engine/face-engine';
import { registerScanRows, scanMemory } from './face-scan';

/**
 * One event's gallery as one contiguous binary block (issue 28): a 32-byte header, then the
 * descriptors (128 float32 per face), the boxes (4 float32), the photo ids and the category
 * ids (int32), all little-endian. In memory the block lies in a WebAssembly memory (with a
 * little scratch room after it) and the gallery is four typed-array views on it: no parsing,
 * one copy from the read, the descriptors end to end as the SIMD scan streams them in place
 * (face-scan.ts).
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

function views(buffer: ArrayBufferLike, offset: number, size: number, version: number): FaceGallery {
  let at = offset + HEADER_BYTES;
  const take = <T>(make: new (b: ArrayBufferLike, o: number, n: number) => T, n: number) => {
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
  const blockBytes = HEADER_BYTES + size * BYTES_PER_FACE;
  const memory = scanMemory(blockBytes, size);
  const bytes = new Uint8Array(memory.buffer, 0, blockBytes);
  const header = new DataView(memory.buffer, 0, HEADER_BYTES);
  header.setUint32(0, MAGIC, true);
  header.setUint32(4, FORMAT, true);
  header.setUint32(8, eventId, true);
  header.setUint32(12, version, true);
  header.setUint32(16, size, true);
  const gallery = views(memory.buffer, 0, size, version);
  registerScanRows(gallery.descriptors, memory, blockBytes);
  return { bytes, gallery };
}

/**
 * The gallery of a stored block, or null when the block is not this event's at this version
 * (stale, foreign or cut short): the caller then reads the faces from the database.
 */
export function galleryFromBlock(block: Uint8Array, eventId: number, version: number): FaceGallery | null {
  const size = blockSize(block, eventId, version);
  if (size === null || block.byteLength !== HEADER_BYTES + size * BYTES_PER_FACE) return null;
  const { bytes, gallery } = allocateGallery(eventId, version, size);
  bytes.set(block);
  return gallery;
}

/** The face count of a block whose header is this event's at this version, else null. */
function blockSize(block: Uint8Array, eventId: number, version: number): number | null {
  if (!LITTLE_ENDIAN || block.byteLength < HEADER_BYTES) return null;
  const header = new DataView(block.buffer, block.byteOffset, HEADER_BYTES);
  const ours =
    header.getUint32(0, true) === MAGIC &&
    header.getUint32(4, true) === FORMAT &&
    header.getUint32(8, true) === eventId &&
    header.getUint32(12, true) === version;
  return ours ? header.getUint32(16, true) : null;
}

/**
 * {@link galleryFromBlock} from a stream, each chunk copied straight into the gallery's
 * memory: the block's 27 MB are touched once, not read into a buffer and copied again.
 */
export async function galleryFromStream(
  stream: Readable,
  eventId: number,
  version: number,
): Promise<FaceGallery | null> {
  let head: Buffer = Buffer.alloc(0);
  let target: ReturnType<typeof allocateGallery> | null = null;
  let at = 0;
  try {
    for await (const piece of stream) {
      let chunk = piece as Buffer;
      if (!target) {
        head = Buffer.concat([head, chunk]);
        if (head.byteLength < HEADER_BYTES) continue;
        const size = blockSize(head, eventId, version);
        if (size === null) return null;
        target = allocateGallery(eventId, version, size);
        chunk = head;
      }
      if (at + chunk.byteLength > target.bytes.byteLength) return null;
      target.bytes.set(chunk, at);
      at += chunk.byteLength;
    }
  } finally {
    stream.destroy();
  }
  return target && at === target.bytes.byteLength ? target.gallery : null;
}

// The views read the machine's byte order; every machine we run on is little-endian, and
// on another the block is simply never used (the database path stays correct).
const LITTLE_ENDIAN = os.endianness() === 'LE';
