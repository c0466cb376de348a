import { rolesFor } from '@omoide/contract';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../operators/audit.service';
import type { OperatorActor } from '../operators/operator-guard';
import { authMessages as m } from './auth.messages';
import { findMemberByEmail, sharedOrganizationOf } from './auth.repo';
import { type AuthDeps, mintBridgeHash } from './auth.service';

/** The roles that may sign in as a parent of their organisation (the permission table's). */
const SIGN_IN_ROLES = rolesFor('POST /api/admin/bridge_hash');

type LinkRequest = { email: string; ttl_seconds?: number; app_from?: string };

/**
 * `POST /api/admin/bridge_hash` for an operator: a one-time sign-in link for a parent, as a
 * partner app's back end asks for one, or as support does to see what a parent sees. A person
 * or a personal key reaches only the parents of an organisation where they are owner or
 * support (another organisation's parent is "not found", never a hint that the address
 * exists); the embedded bootstrap key, the installation's own, reaches any. Every link made
 * is in the audit log (who, for whom, until when; never the link itself), written in the
 * transaction that stores the link.
 */
export async function mintSignInLinkAsOperator(
  deps: AuthDeps & { publicUrl: string },
  actor: OperatorActor,
  input: LinkRequest,
) {
  let organizationId: number | null = null;
  if (actor.via !== 'bootstrap') {
    const member = await findMemberByEmail(deps.db, input.email);
    const allowed = [...actor.roles].filter(([, role]) => SIGN_IN_ROLES.includes(role)).map(([id]) => id);
    organizationId = member ? await sharedOrganizationOf(deps.db, member.id, allowed) : null;
    if (organizationId === null) throw new AppError(404, 'AUTH-MEMBER-404', m['member.unknown']);
  }
  return deps.db.transaction(async (tx) => {
    const link = await mintBridgeHash({ ...deps, db: tx }, input);
    await recordAudit(tx, actor, {
      organizationId,
      action: 'member.sign_in_link',
      entityType: 'member',
      entityId: input.email.toLowerCase(),
      before: null,
      after: {
        email: input.email.toLowerCase(),
        app_from: input.app_from ?? 'partner',
        expires_t: link.expires_t,
      },
    });
    return link;
  });
}
