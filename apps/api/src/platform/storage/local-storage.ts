import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey, type ByteRange, type ObjectStorage } from './object-storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** A failed write (ENOSPC on a full disk) leaves no partial temp file using the space. */
async function withTempRemovedOnFailure(temp: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    await rm(temp, { force: true }).catch(() => {});
    throw error;
  }
}

/** Files under one folder (`<DATA_DIR>/storage`). Writes go to a temp file, then rename, so a
 * crash never leaves a half-written photo behind a valid key. */
export class LocalStorage implements ObjectStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await withTempRemovedOnFailure(temp, async () => {
      await writeFile(temp, body);
      await rename(temp, file);
    });
  }

  async putFile(key: string, filePath: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await rename(filePath, file);
    } catch (error) {
      // Another file system (DATA_DIR's uploads and storage on different mounts): copy, then
      // rename within the target, so the key still never shows a half-written file.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await withTempRemovedOnFailure(temp, async () => {
        await copyFile(filePath, temp);
        await rename(temp, file);
      });
      await rm(filePath, { force: true });
    }
  }

  localPath(key: string): string {
    return this.pathOf(key);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stream(key: string, range?: ByteRange): Promise<Readable | null> {
    return (await this.exists(key)) ? createReadStream(this.pathOf(key), range) : null;
  }

  async presignedDownload(): Promise<null> {
    return null;
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
