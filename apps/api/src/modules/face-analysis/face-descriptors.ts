import os from 'node:os';
import { DESCRIPTOR_LENGTH } from './engine/face-engine';

const LITTLE_ENDIAN = os.endianness() === 'LE';

/** Descriptors are stored as 128 little-endian float32 (512 bytes): compact and loaded without parsing. */
export function descriptorToBytes(descriptor: Float32Array): Buffer {
  const bytes = Buffer.alloc(DESCRIPTOR_LENGTH * 4);
  for (let i = 0; i < DESCRIPTOR_LENGTH; i++) bytes.writeFloatLE(descriptor[i] ?? 0, i * 4);
  return bytes;
}

export function descriptorFromBytes(bytes: Uint8Array): Float32Array {
  return descriptorsFromBytes(bytes, 1);
}

/**
 * `count` stored descriptors laid end to end → one packed array (the in-memory gallery): on
 * a little-endian machine (all we run on) a plain copy, 25 MB in a few milliseconds.
 */
export function descriptorsFromBytes(bytes: Uint8Array, count: number): Float32Array {
  const out = new Float32Array(count * DESCRIPTOR_LENGTH);
  if (LITTLE_ENDIAN) {
    new Uint8Array(out.buffer).set(bytes.subarray(0, out.byteLength));
    return out;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < out.length; i++) out[i] = view.getFloat32(i * 4, true);
  return out;
}
