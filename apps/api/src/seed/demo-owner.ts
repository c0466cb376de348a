import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { memberOrganizations, members, operatorMemberships, operators } from '../db/schema/index';
import { DEMO_MEMBER } from './demo-seed';

export const DEMO_OWNER = {
  email: 'owner@omoide.test',
  password: 'omoide-studio',
  name: 'デモ オーナー',
} as const;

/**
 * The demo organisation's studio owner. Added when the demo data is there (its member) and
 * no operator exists yet, so an installation seeded before the studio gets one too.
 */
export async function seedDemoOwnerIfMissing(db: Database): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(operators);
  if (count > 0) return false;
  const [demo] = await db
    .select({ organizationId: memberOrganizations.organizationId })
    .from(members)
    .innerJoin(memberOrganizations, eq(memberOrganizations.memberId, members.id))
    .where(eq(members.email, DEMO_MEMBER.email))
    .limit(1);
  if (!demo) return false;
  const passwordHash = await hash(DEMO_OWNER.password);
  await db.transaction(async (tx) => {
    const [owner] = await tx
      .insert(operators)
      .values({ email: DEMO_OWNER.email, name: DEMO_OWNER.name, passwordHash })
      .returning();
    await tx
      .insert(operatorMemberships)
      .values({ operatorId: owner!.id, organizationId: demo.organizationId, role: 'owner' });
  });
  return true;
}
