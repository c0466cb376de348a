import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { StudioMe, StudioTokenAnswer } from '@omoide/contract';
import type { Database } from '../../db/client';
import type { TokenService } from '../../platform/auth/token-service';
import { OPERATOR_TOKEN_KIND } from '../../platform/auth/token-service';
import { AppError } from '../../platform/errors';
import { recordAudit } from './audit.service';
import type { OperatorActor } from './operator-guard';
import { operatorMessages as m } from './operators.messages';
import {
  findOperator,
  findOperatorByEmail,
  insertMembership,
  insertSession,
  listMemberships,
  revokeOtherSessions,
  revokeSession,
  updatePasswordHash,
} from './operators.repo';

export type OperatorDeps = { db: Database; tokens: TokenService };

/** A studio session lasts a working day; sign-out or a password change ends it at once. */
export const STUDIO_SESSION_SECONDS = 12 * 60 * 60;

// As for members: an unknown e-mail costs a real verification, so timing tells nothing.
const dummyHash = hash('omoide-studio-timing-equaliser');

/** The members' hashing (argon2id with @node-rs/argon2's defaults), for operators too. */
export const hashPassword = (password: string) => hash(password);
export const passwordMatches = (passwordHash: string | null, password: string) =>
  verify(passwordHash ?? '', password).catch(() => false);

export async function startOperatorSession(
  deps: OperatorDeps,
  operatorId: number,
): Promise<StudioTokenAnswer> {
  const sessionId = randomUUID();
  const issued = await deps.tokens.issue(
    { kind: OPERATOR_TOKEN_KIND, subject: String(operatorId), sessionId },
    { lifetimeSeconds: STUDIO_SESSION_SECONDS },
  );
  await insertSession(deps.db, {
    id: sessionId,
    operatorId,
    expiresAt: new Date(issued.expires_t * 1000),
  });
  return { token: issued.token, token_type: 'Bearer', expires_t: issued.expires_t };
}

/** `POST /api/studio/auth/sign_in`: a wrong password, an unknown or a disabled account answer alike. */
export async function signIn(
  deps: OperatorDeps,
  email: string,
  password: string,
): Promise<StudioTokenAnswer> {
  const operator = await findOperatorByEmail(deps.db, email);
  const ok = await passwordMatches(operator?.passwordHash ?? (await dummyHash), password);
  if (!operator || !ok || operator.status !== 'active') {
    throw new AppError(400, 'STUDIO-SIGN-IN-400', m['sign_in.failed']);
  }
  return startOperatorSession(deps, operator.id);
}

export async function signOut(deps: OperatorDeps, actor: OperatorActor): Promise<void> {
  if (actor.sessionId) await revokeSession(deps.db, actor.sessionId);
}

export async function describeMe(deps: OperatorDeps, operatorId: number): Promise<StudioMe> {
  const operator = await findOperator(deps.db, operatorId);
  if (!operator) throw new AppError(401, 'STUDIO-401', m['credentials.missing']);
  const memberships = await listMemberships(deps.db, operatorId);
  return {
    id: operator.id,
    email: operator.email,
    name: operator.name,
    memberships: memberships.map((row) => ({
      organization_id: row.organizationId,
      organization_name: row.organizationName,
      role: row.role,
      time_zone: row.timeZone,
    })),
  };
}

/** Changes the password and signs out every other session (a leaked password stops working everywhere). */
export async function changePassword(
  deps: OperatorDeps,
  actor: OperatorActor,
  input: { current_password: string; new_password: string },
): Promise<void> {
  const operator = await findOperator(deps.db, actor.operatorId!);
  if (!operator || !(await passwordMatches(operator.passwordHash, input.current_password))) {
    throw new AppError(400, 'STUDIO-PASSWORD-400', m['password.wrong']);
  }
  const passwordHash = await hashPassword(input.new_password);
  await deps.db.transaction(async (tx) => {
    await updatePasswordHash(tx, operator.id, passwordHash);
    await revokeOtherSessions(tx, operator.id, actor.sessionId);
    // The hashes themselves never go into the log: only that the password changed.
    await recordAudit(tx, actor, {
      organizationId: null,
      action: 'operator.password_changed',
      entityType: 'operator',
      entityId: operator.id,
      before: { password_changed_t: Math.floor(operator.updatedAt.getTime() / 1000) },
      after: { password_changed_t: Math.floor(Date.now() / 1000), other_sessions: 'signed out' },
    });
  });
}

/** Makes the operator the owner of an organisation they just created (in the caller's transaction). */
export async function addFirstOwner(tx: Database, operatorId: number, organizationId: number): Promise<void> {
  await insertMembership(tx, { operatorId, organizationId, role: 'owner' });
}
