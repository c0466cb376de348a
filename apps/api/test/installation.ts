import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../src/app-deps';
import { openDeps } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { children, imageItems, members, photoFaces } from '../src/db/schema/index';
import { listFiles } from '../src/platform/data-dir/backup-archive';
import { DEMO_MEMBER, seedDemoIfEmpty } from '../src/seed/demo-seed';
import { insertOrder } from './paid-orders';

/**
 * This process's environment without what would take a child process out of the embedded
 * mode (CI may set a database or bucket for other tests).
 */
export function inheritedEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (name === 'DATABASE_URL' || name.startsWith('S3_')) delete env[name];
  }
  return env;
}

/** Environment of an embedded installation in `dataDir` as these tests run it. */
export function embeddedEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    FACE_INDEXING: 'false',
    SEED_DEMO: 'false',
    MIN_FREE_DISK_MB: '0',
    ...extra,
  };
}

/** Opens the embedded installation in `dataDir` as `npm start` does (lock, migrations). */
export async function openInstallation(
  dataDir: string,
  extra: Record<string, string> = {},
): Promise<AppDeps> {
  return openDeps(loadConfig(embeddedEnv(dataDir, extra)));
}

export async function closeInstallation(deps: AppDeps): Promise<void> {
  await deps.jobs.stop();
  await deps.faces.close();
  await deps.database.close();
  deps.dataDirLock?.release();
}

/**
 * A small studio's installation: the demo catalogue with its photos, the demo member with a
 * child, paid orders, and face rows, so every kind of data the move must carry is there.
 */
export async function populate(deps: AppDeps): Promise<{ memberId: number }> {
  await seedDemoIfEmpty(deps.db, deps.storage);
  const [member] = await deps.db.select().from(members).where(eq(members.email, DEMO_MEMBER.email));
  const items = await deps.db.select().from(imageItems).limit(6);
  await deps.db.insert(children).values({
    memberId: member!.id,
    name: '山田 花',
    className: 'さくら組',
    relationship: 'mother',
    birthday: '2020-04-01',
    faceConsentAt: new Date(),
  });
  await insertOrder(deps.db, {
    buyer: { kind: 'member', subject: String(member!.id) },
    eventId: items[0]!.eventId,
    downloads: [items[0]!.id, items[1]!.id],
    prints: [items[2]!.id],
    orderChildren: [{ child_name: '山田 花', class_name: 'さくら組' }],
  });
  await deps.db.insert(photoFaces).values(
    items.slice(0, 3).map((item) => ({
      imageItemId: item.id,
      eventId: item.eventId,
      categoryId: item.categoryId,
      boxX: 0.25,
      boxY: 0.125,
      boxWidth: 0.2,
      boxHeight: 0.3,
      score: 0.98,
      faceSize: 120,
      descriptor: randomBytes(512),
    })),
  );
  return { memberId: member!.id };
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every stored file of a data folder with its sha256. */
export async function storedFiles(dataDir: string): Promise<Record<string, string>> {
  const root = path.join(dataDir, 'storage');
  const result: Record<string, string> = {};
  for (const key of await listFiles(root)) result[key] = await sha256Of(path.join(root, ...key.split('/')));
  return result;
}
