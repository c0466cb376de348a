import { DESCRIPTOR_LENGTH } from './engine/face-engine';

/** Descriptors are stored as 128 little-endian float32 (512 bytes): compact and loaded without parsing. */
export function descriptorToBytes(descriptor: Float32Array): Buffer {
  const bytes = Buffer.alloc(DESCRIPTOR_LENGTH * 4);
  for (let i = 0; i < DESCRIPTOR_LENGTH; i++) bytes.writeFloatLE(descriptor[i] ?? 0, i * 4);
  return bytes;
}

export function descriptorFromBytes(bytes: Buffer): Float32Array {
  return descriptorsFromBytes(bytes, 1);
}

/** `count` stored descriptors laid end to end → one packed array (the in-memory gallery). */
export function descriptorsFromBytes(bytes: Buffer, count: number): Float32Array {
  const out = new Float32Array(count * DESCRIPTOR_LENGTH);
  for (let i = 0; i < out.length; i++) out[i] = bytes.readFloatLE(i * 4);
  return out;
}
