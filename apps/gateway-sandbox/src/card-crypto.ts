import { constants, type KeyObject, privateDecrypt, publicEncrypt } from 'node:crypto';

// RSA-OAEP with SHA-256: what the browser's WebCrypto offers (it has no PKCS#1 v1.5 encryption).
const oaep = { padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' } as const;

/** Base64 of the RSA-OAEP encryption of `payload` as JSON (what a browser sends; tests use it). */
export function encryptCardPayload(publicKeyPem: string, payload: unknown): string {
  return publicEncrypt({ key: publicKeyPem, ...oaep }, Buffer.from(JSON.stringify(payload))).toString(
    'base64',
  );
}

/** The decrypted JSON, or undefined when the data is not ours to read (wrong key, garbage, not JSON). */
export function decryptCardPayload(privateKey: KeyObject, encrypted: string): unknown {
  try {
    const plain = privateDecrypt({ key: privateKey, ...oaep }, Buffer.from(encrypted, 'base64'));
    return JSON.parse(plain.toString('utf8'));
  } catch {
    return undefined;
  }
}
