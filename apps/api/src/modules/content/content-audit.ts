import type { Database } from '../../db/client';
import { type AuditChange, recordAudit } from '../operators/audit.service';
import type { OperatorActor } from '../operators/operator-guard';

/**
 * Audits a change of the installation's content (news, FAQ, legal, constants). It belongs to
 * no organisation, so its entries carry none (organisation null, action `content.*`) and every
 * organisation's audit log shows them (audit.repo.ts).
 */
export const auditContent = (
  tx: Database,
  actor: OperatorActor,
  change: Omit<AuditChange, 'organizationId'>,
) => recordAudit(tx, actor, { ...change, organizationId: null, action: `content.${change.action}` });
