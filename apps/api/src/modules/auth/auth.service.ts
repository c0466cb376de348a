import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { TokenAnswer, TokenKind } from '@omoide/contract';
import type { Database } from '../../db/client';
import type { TokenService } from '../../platform/auth/token-service';
import { AppError } from '../../platform/errors';
import { authMessages as m } from './auth.messages';
import {
  consumeBridgeHash,
  extendSession,
  findMemberByEmail,
  findSession,
  insertBridgeHash,
  insertSession,
  revokeSession,
} from './auth.repo';

export type AuthDeps = { db: Database; tokens: TokenService };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// Verifying against a real hash when the e-mail is unknown makes both failures take as
// long, so response times do not tell which e-mail addresses have accounts.
const dummyHash = hash('omoide-timing-equaliser');

/** Starts a session of either kind and answers its first token (members and guests alike). */
export async function startSession(
  deps: AuthDeps,
  subject: {
    kind: TokenKind;
    id: string;
    appFrom?: string | null;
    isPreview?: boolean;
    scope?: Record<string, unknown>;
  },
): Promise<TokenAnswer> {
  const sessionId = randomUUID();
  const issued = await deps.tokens.issue({
    kind: subject.kind,
    subject: subject.id,
    sessionId,
    scope: subject.scope,
  });
  await insertSession(deps.db, {
    id: sessionId,
    kind: subject.kind,
    subjectId: subject.id,
    appFrom: subject.appFrom ?? null,
    isPreview: subject.isPreview ?? false,
    refreshExpiresAt: new Date(issued.refresh_expires_t * 1000),
  });
  return { ...issued, token_type: 'Bearer' };
}

/** `POST /api/auth/login`: a wrong password and an unknown e-mail get the same answer. */
export async function login(deps: AuthDeps, email: string, password: string): Promise<TokenAnswer> {
  const member = await findMemberByEmail(deps.db, email);
  const ok = await verify(member?.passwordHash ?? (await dummyHash), password).catch(() => false);
  if (!member?.passwordHash || !ok) throw new AppError(400, 'AUTH-LOGIN-400', m['login.failed']);
  return startSession(deps, { kind: 'member', id: String(member.id) });
}

/**
 * `GET /api/auth/refresh_token`: an access token past `expires_t` but before
 * `refresh_expires_t`, of a session not logged out, gets a fresh token; the session's
 * refresh window slides forward.
 */
export async function refresh(deps: AuthDeps, bearer: string | null): Promise<TokenAnswer> {
  const invalid = () => new AppError(401, 'AUTH-REFRESH-401', m['refresh.invalid']);
  const verified = bearer ? await deps.tokens.verify(bearer, { allowExpired: true }) : null;
  if (!verified?.sessionId) throw invalid();
  const session = await findSession(deps.db, verified.sessionId);
  if (!session || session.revokedAt || session.refreshExpiresAt.getTime() <= Date.now()) throw invalid();
  const issued = await deps.tokens.issue({
    kind: verified.kind,
    subject: verified.subject,
    sessionId: session.id,
    scope: verified.scope,
  });
  await extendSession(deps.db, session.id, new Date(issued.refresh_expires_t * 1000));
  return { ...issued, token_type: 'Bearer' };
}

/** Logout: the session can no longer refresh (its current access token runs out on its own). */
export async function logout(deps: AuthDeps, bearer: string | null): Promise<void> {
  const verified = bearer ? await deps.tokens.verify(bearer, { allowExpired: true }) : null;
  if (verified?.sessionId) await revokeSession(deps.db, verified.sessionId);
}

/** `POST /api/auth/hash_login`: exchanges a one-time bridge hash for a member token. */
export async function hashLogin(
  deps: AuthDeps,
  input: { hash_key: string; app_from: string; is_preview?: boolean },
): Promise<TokenAnswer> {
  const used = await consumeBridgeHash(deps.db, sha256(input.hash_key), new Date());
  if (!used) throw new AppError(401, 'AUTH-BRIDGE-401', m['bridge.invalid']);
  return startSession(deps, {
    kind: 'member',
    id: String(used.memberId),
    appFrom: input.app_from,
    isPreview: input.is_preview ?? false,
  });
}

export const DEFAULT_BRIDGE_TTL_SECONDS = 300;

/** Mints a bridge hash for a member, as a partner app's back end would ask us to. */
export async function mintBridgeHash(
  deps: AuthDeps & { publicUrl: string },
  input: { email: string; ttl_seconds?: number; app_from?: string },
): Promise<{ hash_key: string; expires_t: number; url: string }> {
  const member = await findMemberByEmail(deps.db, input.email);
  if (!member) throw new AppError(404, 'AUTH-MEMBER-404', m['member.unknown']);
  const hashKey = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (input.ttl_seconds ?? DEFAULT_BRIDGE_TTL_SECONDS) * 1000);
  await insertBridgeHash(deps.db, { hashSha256: sha256(hashKey), memberId: member.id, expiresAt });
  const url = new URL('/bridge', deps.publicUrl);
  url.searchParams.set('hash', hashKey);
  url.searchParams.set('from', input.app_from ?? 'partner');
  return { hash_key: hashKey, expires_t: Math.floor(expiresAt.getTime() / 1000), url: url.toString() };
}
