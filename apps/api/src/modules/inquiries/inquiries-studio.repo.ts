import { type InquiryView, rolesFor } from '@omoide/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  events,
  guests,
  inquiries,
  inquiryReplies,
  members,
  operatorMemberships,
  operators,
  orders,
} from '../../db/schema/index';

/** The roles that answer inquiries (the permission table's, in the contract). */
export const INQUIRY_ROLES = rolesFor('POST /api/studio/inquiries/{inquiry_id}/replies');

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function viewWhere(view: InquiryView, operatorId: number | null): SQL | undefined {
  switch (view) {
    case 'mine':
      return and(
        operatorId === null ? sql`false` : eq(inquiries.assigneeOperatorId, operatorId),
        ne(inquiries.status, 'closed'),
      );
    case 'all':
      return undefined;
    default:
      return eq(inquiries.status, view);
  }
}

const searchWhere = (q: string | undefined) => {
  if (!q) return undefined;
  const like = `%${escapeLike(q)}%`;
  return or(ilike(inquiries.email, like), ilike(inquiries.name, like), ilike(inquiries.body, like));
};

/** One page of the inbox, newest first (one row more tells of a next page). */
export function listInquiries(
  db: Database,
  filter: { view: InquiryView; q?: string; operatorId: number | null },
  offset: number,
  limit: number,
) {
  return db
    .select({
      inquiry: inquiries,
      assigneeName: operators.name,
      assigneeEmail: operators.email,
    })
    .from(inquiries)
    .leftJoin(operators, eq(operators.id, inquiries.assigneeOperatorId))
    .where(and(viewWhere(filter.view, filter.operatorId), searchWhere(filter.q)))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .offset(offset)
    .limit(limit);
}

/** How many inquiries each view holds, in one pass over the table. */
export async function countInquiries(db: Database, operatorId: number | null) {
  const mine =
    operatorId === null
      ? sql<number>`0`
      : sql<number>`count(*) filter (where ${inquiries.assigneeOperatorId} = ${operatorId} and ${inquiries.status} <> 'closed')`;
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${inquiries.status} = 'open')`,
      answered: sql<number>`count(*) filter (where ${inquiries.status} = 'answered')`,
      closed: sql<number>`count(*) filter (where ${inquiries.status} = 'closed')`,
      mine,
      all: count(),
    })
    .from(inquiries);
  return {
    open: Number(row?.open ?? 0),
    mine: Number(row?.mine ?? 0),
    answered: Number(row?.answered ?? 0),
    closed: Number(row?.closed ?? 0),
    all: Number(row?.all ?? 0),
  };
}

/** One inquiry with its assignee, or null; `lock` holds the row for a change. */
export async function findInquiry(db: Database, id: number, lock = false) {
  const query = db.select().from(inquiries).where(eq(inquiries.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}
export type InquiryRow = NonNullable<Awaited<ReturnType<typeof findInquiry>>>;

export async function updateInquiry(
  db: Database,
  id: number,
  values: Partial<Pick<InquiryRow, 'status' | 'assigneeOperatorId' | 'readAt'>>,
) {
  const [row] = await db.update(inquiries).set(values).where(eq(inquiries.id, id)).returning();
  return row!;
}

/** Marks an inquiry read the first time an operator opens it. */
export async function markInquiryRead(db: Database, id: number) {
  await db
    .update(inquiries)
    .set({ readAt: new Date() })
    .where(and(eq(inquiries.id, id), isNull(inquiries.readAt)));
}

export function listReplies(db: Database, inquiryId: number) {
  return db
    .select()
    .from(inquiryReplies)
    .where(eq(inquiryReplies.inquiryId, inquiryId))
    .orderBy(asc(inquiryReplies.sentAt), asc(inquiryReplies.id));
}

export async function insertReply(db: Database, row: typeof inquiryReplies.$inferInsert) {
  const [created] = await db.insert(inquiryReplies).values(row).returning();
  return created!;
}

/** The active operators holding a role that answers inquiries in some organisation. */
export function listInquiryOperators(db: Database) {
  return db
    .selectDistinct({ operatorId: operators.id, name: operators.name, email: operators.email })
    .from(operators)
    .innerJoin(operatorMemberships, eq(operatorMemberships.operatorId, operators.id))
    .where(and(eq(operators.status, 'active'), inArray(operatorMemberships.role, [...INQUIRY_ROLES])))
    .orderBy(asc(operators.email));
}

// The buyer's account: a member or a guest by the order's subject (their id as text).
const memberOfOrder = and(eq(orders.buyerKind, 'member'), eq(orders.buyerSubject, sql`${members.id}::text`));
const guestOfOrder = and(eq(orders.buyerKind, 'guest'), eq(orders.buyerSubject, sql`${guests.id}::text`));

/**
 * The orders of a buyer by e-mail (the order's, or its member's or guest's account), only of
 * the given organisations, newest first.
 */
export function listOrdersByEmail(db: Database, email: string, organizationIds: number[], limit: number) {
  if (organizationIds.length === 0) return Promise.resolve([]);
  const lower = email.toLowerCase();
  return db
    .select({
      id: orders.id,
      orderCode: orders.orderCode,
      createdAt: orders.createdAt,
      eventName: orders.eventName,
      buyerKind: orders.buyerKind,
      totalInTax: orders.totalInTax,
      currencyTypeId: orders.currencyTypeId,
      status: orders.status,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .leftJoin(members, memberOfOrder)
    .leftJoin(guests, guestOfOrder)
    .where(
      and(
        inArray(events.organizationId, organizationIds),
        or(
          sql`lower(${orders.email}) = ${lower}`,
          sql`lower(${members.email}) = ${lower}`,
          sql`lower(${guests.email}) = ${lower}`,
        ),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}
