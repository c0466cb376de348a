import { randomUUID } from 'node:crypto';
import { buildApp } from '../../apps/api/src/app';
import type { AppDeps } from '../../apps/api/src/app-deps';
import { openDeps } from '../../apps/api/src/bootstrap';
import { loadConfig } from '../../apps/api/src/config';
import {
  categories,
  events,
  imageItems,
  memberOrganizations,
  members,
  organizations,
} from '../../apps/api/src/db/schema/index';

export async function openBenchDeps(dataDir: string, env: Record<string, string> = {}): Promise<AppDeps> {
  const config = loadConfig({
    ...process.env,
    ...env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
  return openDeps(config);
}

export { buildApp };

/** An organisation, a member in it, one published event and one category of `photos` ready photos. */
export async function createCatalogue(deps: AppDeps, photos: number) {
  const db = deps.db;
  const [org] = await db.insert(organizations).values({ name: 'Bench School' }).returning();
  const [member] = await db
    .insert(members)
    .values({ email: 'bench@omoide.test', displayName: 'Bench' })
    .returning();
  await db.insert(memberOrganizations).values({ memberId: member!.id, organizationId: org!.id });
  const [event] = await db
    .insert(events)
    .values({
      organizationId: org!.id,
      name: 'Bench Sports Day',
      eventCode1: 'BENCH',
      eventCode2: '00001',
      eventDate: '2026-10-10',
      publishedFrom: new Date(Date.now() - 86_400_000),
      publishedUntil: new Date(Date.now() + 30 * 86_400_000),
    })
    .returning();
  const [parent] = await db.insert(categories).values({ eventId: event!.id, name: 'All' }).returning();
  const [category] = await db
    .insert(categories)
    .values({ eventId: event!.id, parentId: parent!.id, name: 'Everyone' })
    .returning();
  // A BlurHash as the pipeline stores it (4×3 components).
  const placeholder = 'LEHV6nWB2yk8pyo0adR*.7kCMdnj';
  for (let start = 0; start < photos; start += 1000) {
    await db.insert(imageItems).values(
      Array.from({ length: Math.min(1000, photos - start) }, (_, i) => ({
        eventId: event!.id,
        categoryId: category!.id,
        storageKey: `originals/${event!.id}/${start + i}.jpg`,
        status: 'ready' as const,
        mediaKey: randomUUID(),
        placeholder,
        width: 4000,
        height: 3000,
        sortOrder: start + i,
        expirationOfInfo: new Date(Date.now() + 30 * 86_400_000),
      })),
    );
  }
  return { memberId: member!.id, eventId: event!.id, categoryId: category!.id };
}
