import { type AuditAnswer, type AuditQuery, type OperatorRouteKey, rolesFor } from '@omoide/contract';
import type { Database } from '../../db/client';
import { insertAudit, listAudit, listAuditActions, listEntityAudit } from './audit.repo';
import type { OperatorActor } from './operator-guard';

export type AuditChange = {
  /**
   * The organisation the change belongs to; for an installation-wide one (content, inquiries:
   * scope `any_organization`), `actingOrganizationOf`. Null for a change to the operator's own
   * account (password, keys).
   */
  organizationId: number | null;
  /** `<entity>.<verb>`, e.g. `colleague.role_changed`. */
  action: string;
  entityType: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
};

/**
 * Records one operator change: the one writer of the audit log (docs/decisions/030). Call it
 * with the transaction that makes the change, so the change and its record commit or fail
 * together (docs/decisions/016).
 */
export async function recordAudit(tx: Database, actor: OperatorActor, change: AuditChange): Promise<void> {
  await insertAudit(tx, {
    organizationId: change.organizationId,
    actorOperatorId: actor.operatorId,
    actorApiKeyId: actor.apiKeyId,
    actorLabel: actor.label,
    action: change.action,
    entityType: change.entityType,
    entityId: String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/**
 * The organisation an installation-wide change (a route of scope `any_organization`: content,
 * inquiries) is recorded under: the one organisation where the actor's role lets them call
 * `route`. Null when several do (each of them still sees the entry: the log shows its members'
 * entries without an organisation) or none (the bootstrap key).
 */
export function actingOrganizationOf(actor: OperatorActor, route: OperatorRouteKey): number | null {
  const allowed = rolesFor(route);
  const organizations = [...actor.roles].filter(([, role]) => allowed.includes(role)).map(([id]) => id);
  return organizations.length === 1 ? organizations[0]! : null;
}

/** The history of one thing (an order in its organisation, an inquiry everywhere), oldest first. */
export function entityHistory(
  db: Database,
  entity: { entityType: string; entityId: string | number; organizationId?: number },
) {
  return listEntityAudit(db, { ...entity, entityId: String(entity.entityId) });
}

export const AUDIT_PAGE_SIZE = 50;

const toDate = (seconds: number | undefined) =>
  seconds === undefined ? undefined : new Date(seconds * 1000);

/** An organisation's audit log, newest first, `AUDIT_PAGE_SIZE` a page (spec §3 paging). */
export async function browseAudit(
  db: Database,
  organizationId: number,
  query: AuditQuery,
): Promise<AuditAnswer> {
  const offset = query.next_index ?? 0;
  const filter = {
    organizationId,
    actor: query.actor || undefined,
    action: query.action || undefined,
    from: toDate(query.from_t),
    to: toDate(query.to_t),
  };
  // One row beyond the page tells whether there is a next page.
  const rows = await listAudit(db, filter, offset, AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const nextPage = rows.length > AUDIT_PAGE_SIZE;
  return {
    entries: page.map((row) => ({
      id: row.id,
      at_t: Math.floor(row.at.getTime() / 1000),
      actor: row.actorLabel,
      via_api_key: row.actorApiKeyId !== null,
      action: row.action,
      entity_type: row.entityType,
      entity_id: row.entityId,
      before: row.before,
      after: row.after,
    })),
    actions: await listAuditActions(db, organizationId),
    next_page: nextPage,
    next_index: nextPage ? offset + AUDIT_PAGE_SIZE : null,
  };
}
