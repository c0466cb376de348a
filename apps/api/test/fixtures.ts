import { hash } from '@node-rs/argon2';
import type { Database } from '../src/db/client';
import {
  categories,
  events,
  memberOrganizations,
  members,
  operatorMemberships,
  operators,
  organizations,
} from '../src/db/schema/index';
import { createKey } from '../src/modules/operators/api-keys.service';
import type { OperatorDeps } from '../src/modules/operators/operators.service';

const DAY = 86_400_000;

/** A member with a real argon2id password, optionally in an organisation. */
export async function createMember(
  db: Database,
  input: { email: string; password?: string; organizationId?: number; displayName?: string },
) {
  const [member] = await db
    .insert(members)
    .values({
      email: input.email.toLowerCase(),
      passwordHash: input.password ? await hash(input.password) : null,
      displayName: input.displayName ?? 'Test Parent',
    })
    .returning();
  if (input.organizationId) {
    await db
      .insert(memberOrganizations)
      .values({ memberId: member!.id, organizationId: input.organizationId });
  }
  return member!;
}

/** An organisation with one event (codes, window) and one category with one sub-category. */
export async function createEvent(
  db: Database,
  input: {
    code1: string;
    code2: string;
    publishedFromDays?: number;
    publishedUntilDays?: number;
    name?: string;
  },
) {
  const [org] = await db
    .insert(organizations)
    .values({ name: `Org ${input.code1}` })
    .returning();
  const now = Date.now();
  const [event] = await db
    .insert(events)
    .values({
      organizationId: org!.id,
      name: input.name ?? `Event ${input.code1}`,
      eventCode1: input.code1,
      eventCode2: input.code2,
      eventDate: '2026-10-10',
      publishedFrom: new Date(now + (input.publishedFromDays ?? -1) * DAY),
      publishedUntil: new Date(now + (input.publishedUntilDays ?? 30) * DAY),
    })
    .returning();
  const [parent] = await db.insert(categories).values({ eventId: event!.id, name: 'Races' }).returning();
  const [leaf] = await db
    .insert(categories)
    .values({
      eventId: event!.id,
      parentId: parent!.id,
      name: 'Youngest',
      expiredTime: new Date(now + 10 * DAY),
    })
    .returning();
  return { organization: org!, event: event!, category: parent!, subCategory: leaf! };
}

/** An order's delivery address as a buyer types it (hyphens in the postal code and phone). */
export const BUYER_HOME_ADDRESS = {
  full_name: '山田 花子',
  full_name_kana: 'ヤマダ ハナコ',
  zip_code: '150-0001',
  prefecture_id: '13',
  address1: '渋谷区神宮前1-2-3',
  tel: '090-1234-5678',
};

/** A studio operator with a real argon2id password and roles in organisations. */
export async function createOperator(
  db: Database,
  input: {
    email: string;
    password?: string;
    name?: string;
    memberships?: { organizationId: number; role: 'owner' | 'staff' | 'support' }[];
  },
) {
  const [operator] = await db
    .insert(operators)
    .values({
      email: input.email.toLowerCase(),
      name: input.name ?? 'Test Operator',
      passwordHash: await hash(input.password ?? 'studio-password-1'),
    })
    .returning();
  for (const membership of input.memberships ?? []) {
    await db.insert(operatorMemberships).values({ operatorId: operator!.id, ...membership });
  }
  return operator!;
}

/** A personal API key of an operator, made as the studio makes it (the key itself is returned). */
export async function createOperatorApiKey(deps: OperatorDeps, operatorId: number, name = 'test key') {
  const actor = {
    via: 'session',
    operatorId,
    apiKeyId: null,
    sessionId: null,
    label: 'test',
    roles: new Map(),
  } as const;
  return (await createKey(deps, actor, name)).key;
}
