import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { listFiles } from '../data-dir/backup-archive';
import type { S3StorageOptions } from './s3-storage';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.heic': 'image/heic',
  '.heif': 'image/heif',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.zip': 'application/zip',
};

async function digest(file: string, algorithm: 'md5' | 'sha256'): Promise<string> {
  const hash = createHash(algorithm);
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export type FileCopyResult = { files: number; bytes: number; skipped: number };

/**
 * Copies every file of a local storage folder into S3-compatible storage under the same
 * keys, then verifies each object: its size, and its ETag against the file's md5 (a single
 * PUT's ETag is the md5); where a service's ETag is something else, the object is read back
 * and compared by sha256. An object already there and identical is skipped, so an
 * interrupted move continues where it stopped.
 */
export async function copyStorageToS3(
  root: string,
  options: S3StorageOptions,
  progress: (message: string) => void,
): Promise<FileCopyResult> {
  const client = new S3Client({
    region: options.region ?? 'us-east-1',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const keys = await listFiles(root);
  const result: FileCopyResult = { files: 0, bytes: 0, skipped: 0 };
  const head = async (Key: string) => {
    try {
      return await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key }));
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
        return null;
      throw error;
    }
  };
  const matches = async (Key: string, file: string, size: number, md5: string) => {
    const object = await head(Key);
    if (!object || object.ContentLength !== size) return false;
    const etag = (object.ETag ?? '').replaceAll('"', '');
    if (/^[0-9a-f]{32}$/.test(etag)) return etag === md5;
    const body = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key }));
    const bytes = Buffer.from(await body.Body!.transformToByteArray());
    return createHash('sha256').update(bytes).digest('hex') === (await digest(file, 'sha256'));
  };
  try {
    for (const key of keys) {
      const file = path.join(root, ...key.split('/'));
      const { size } = await stat(file);
      const md5 = await digest(file, 'md5');
      const Key = `${options.prefix ?? ''}${key}`;
      if (await matches(Key, file, size, md5)) {
        result.skipped++;
      } else {
        await client.send(
          new PutObjectCommand({
            Bucket: options.bucket,
            Key,
            Body: createReadStream(file),
            ContentLength: size,
            ContentType: CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
          }),
        );
        if (!(await matches(Key, file, size, md5))) throw new Error(`verification failed for ${key}`);
      }
      result.files++;
      result.bytes += size;
      if (result.files % 100 === 0 || result.files === keys.length) {
        progress(`files: ${result.files}/${keys.length} (${(result.bytes / 1024 / 1024).toFixed(1)} MB)`);
      }
    }
  } finally {
    client.destroy();
  }
  return result;
}
