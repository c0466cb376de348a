import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { members, operators } from '../db/schema/index';
import { DEMO_OWNER } from './demo-owner';
import { DEMO_MEMBER } from './demo-seed';

const stillPublished = (passwordHash: string | null, password: string) =>
  passwordHash ? verify(passwordHash, password).catch(() => false) : Promise.resolve(false);

/**
 * An installation started without the demo (production) whose database still holds the demo
 * accounts with their published passwords (seeded by an older version, or by a trial run on
 * the same database): the owner is disabled and the member's password removed, so the
 * README's passwords open nothing. Accounts whose password was changed are left alone.
 * Returns what it locked.
 */
export async function lockPublishedDemoAccounts(db: Database): Promise<string[]> {
  const locked: string[] = [];
  const [owner] = await db.select().from(operators).where(eq(operators.email, DEMO_OWNER.email));
  if (owner?.status === 'active' && (await stillPublished(owner.passwordHash, DEMO_OWNER.password))) {
    await db.update(operators).set({ status: 'disabled' }).where(eq(operators.id, owner.id));
    locked.push(DEMO_OWNER.email);
  }
  const [member] = await db.select().from(members).where(eq(members.email, DEMO_MEMBER.email));
  if (member && (await stillPublished(member.passwordHash, DEMO_MEMBER.password))) {
    await db.update(members).set({ passwordHash: null }).where(eq(members.id, member.id));
    locked.push(DEMO_MEMBER.email);
  }
  return locked;
}
