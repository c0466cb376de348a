import { and, asc, desc, eq, gte, ilike, isNull, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, operatorMemberships } from '../../db/schema/index';

// The append-only audit log (a database trigger refuses changes and deletes): the only code
// that writes or reads `audit_log` (docs/decisions/030).

export async function insertAudit(db: Database, row: typeof auditLog.$inferInsert) {
  await db.insert(auditLog).values(row);
}

export type AuditFilter = {
  organizationId: number;
  actor?: string;
  action?: string;
  from?: Date;
  to?: Date;
};

/**
 * An organisation's log: its own entries, the personal ones (own password, own keys) of the
 * operators who belong to it now, and the installation's content changes (`content.*`).
 */
function auditWhere(filter: AuditFilter): SQL {
  const members = organizationMembers(filter.organizationId);
  const conditions: (SQL | undefined)[] = [
    or(
      eq(auditLog.organizationId, filter.organizationId),
      and(isNull(auditLog.organizationId), sql`${auditLog.actorOperatorId} in ${members}`),
      // The installation's content (news, FAQ, legal, constants) is what every organisation's
      // buyers read: its changes show in every log, whichever organisation the editor acted from.
      like(auditLog.action, 'content.%'),
    ),
    filter.actor ? ilike(auditLog.actorLabel, `%${escapeLike(filter.actor)}%`) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.to ? lte(auditLog.at, filter.to) : undefined,
  ];
  return and(...conditions)!;
}

function organizationMembers(organizationId: number): SQL {
  return sql`(select ${operatorMemberships.operatorId} from ${operatorMemberships} where ${operatorMemberships.organizationId} = ${organizationId})`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listAudit(db: Database, filter: AuditFilter, offset: number, limit: number) {
  return db
    .select()
    .from(auditLog)
    .where(auditWhere(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .offset(offset)
    .limit(limit);
}

export async function listAuditActions(db: Database, organizationId: number) {
  const rows = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .where(auditWhere({ organizationId }))
    .orderBy(asc(auditLog.action));
  return rows.map((r) => r.action);
}

/**
 * The entries about one thing (an order, an inquiry), oldest first: within one organisation
 * when given (an order's history in its organisation), else all of them (an inquiry, which
 * the whole installation answers).
 */
export async function listEntityAudit(
  db: Database,
  entity: { entityType: string; entityId: string; organizationId?: number },
) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        entity.organizationId === undefined ? undefined : eq(auditLog.organizationId, entity.organizationId),
        eq(auditLog.entityType, entity.entityType),
        eq(auditLog.entityId, entity.entityId),
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id))
    .limit(500);
}
