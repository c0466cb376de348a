import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { TokenAnswer, TokenKind } from '@omoide/contract';
import type { Database } from '../../db/client';
import { deviceSha256 } from '../../platform/auth/client-device';
import type { IssuedToken, TokenService, VerifiedToken } from '../../platform/auth/token-service';
import { AppError } from '../../platform/errors';
import { authMessages as m } from './auth.messages';
import {
  consumeBridgeHash,
  findMemberByEmail,
  findSession,
  insertBridgeHash,
  insertMember,
  insertSession,
  isSessionLive,
  revokeSession,
  rotateSession,
} from './auth.repo';

/**
 * `device`: the caller's device cookie (platform/auth/client-device.ts), when the call came
 * from a client; a session started with one gives its refresh grace to that client only.
 */
export type AuthDeps = { db: Database; tokens: TokenService; device?: string | null };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// Verifying against a real hash when the e-mail is unknown makes both failures take as
// long, so response times do not tell which e-mail addresses have accounts.
const dummyHash = hash('omoide-timing-equaliser');

/**
 * How long a session lasts at most, however often it is refreshed: a guest's proof is one
 * e-mail code, so after a month they prove it again (docs/decisions/015-guest-sessions.md).
 */
export const SESSION_MAX_SECONDS: Record<TokenKind, number> = {
  member: 365 * 86_400,
  guest: 30 * 86_400,
};

/**
 * The previous token still refreshes for this long after a rotation, into a token of the
 * same id as the first refresh gave, for the client that rotated it (its device cookie): two
 * tabs (or a retry after a lost answer) that refresh at the same moment are not an attack.
 * Past it, or from another client, the replaced token is a copy (theft).
 */
export const ROTATION_GRACE_SECONDS = 30;

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
  const endsAt = Math.floor(Date.now() / 1000) + SESSION_MAX_SECONDS[subject.kind];
  const issued = await deps.tokens.issue(
    { kind: subject.kind, subject: subject.id, sessionId, scope: subject.scope },
    { refreshUntil: endsAt },
  );
  await insertSession(deps.db, {
    id: sessionId,
    kind: subject.kind,
    subjectId: subject.id,
    appFrom: subject.appFrom ?? null,
    isPreview: subject.isPreview ?? false,
    refreshExpiresAt: new Date(issued.refresh_expires_t * 1000),
    endsAt: new Date(endsAt * 1000),
    tokenIdSha256: sha256(issued.tokenId),
    deviceSha256: deps.device ? deviceSha256(deps.device) : null,
  });
  return answerOf(issued);
}

const answerOf = ({ token, expires_t, refresh_expires_t }: IssuedToken): TokenAnswer => ({
  token,
  expires_t,
  refresh_expires_t,
  token_type: 'Bearer',
});

/** `POST /api/auth/login`: a wrong password and an unknown e-mail get the same answer. */
export async function login(deps: AuthDeps, email: string, password: string): Promise<TokenAnswer> {
  const member = await findMemberByEmail(deps.db, email);
  const ok = await verify(member?.passwordHash ?? (await dummyHash), password).catch(() => false);
  if (!member?.passwordHash || !ok) throw new AppError(400, 'AUTH-LOGIN-400', m['login.failed']);
  return startSession(deps, { kind: 'member', id: String(member.id) });
}

/**
 * `GET /api/auth/refresh_token` (members and guests alike): the newest token of a session
 * not logged out, before `refresh_expires_t`, gets a fresh token; the refresh window slides
 * forward (never past the session's end) and the presented token is replaced. A replaced
 * token presented again, past a short grace or by another client than the one that replaced
 * it, was copied: the whole session is revoked, so neither the thief nor the owner can refresh
 * any more (the owner proves who they are again).
 */
export async function refresh(deps: AuthDeps, bearer: string | null): Promise<TokenAnswer> {
  const invalid = () => new AppError(401, 'AUTH-REFRESH-401', m['refresh.invalid']);
  const verified = bearer ? await deps.tokens.verify(bearer, { allowExpired: true }) : null;
  if (!verified?.sessionId) throw invalid();
  const session = await findSession(deps.db, verified.sessionId);
  if (!session || session.revokedAt || session.refreshExpiresAt.getTime() <= Date.now()) throw invalid();
  if (session.kind !== verified.kind || session.subjectId !== verified.subject) throw invalid();
  const tokenId = deps.tokens.nextTokenId(session.id, verified.tokenId);
  const issued = await deps.tokens.issue(
    { kind: verified.kind, subject: verified.subject, sessionId: session.id, scope: verified.scope },
    { refreshUntil: session.endsAt ? Math.floor(session.endsAt.getTime() / 1000) : undefined, tokenId },
  );
  // One conditional UPDATE decides: two refreshes with the same token cannot both win.
  const rotated = await rotateSession(deps.db, {
    id: session.id,
    presentedSha256: sha256(verified.tokenId),
    nextSha256: sha256(issued.tokenId),
    refreshExpiresAt: new Date(issued.refresh_expires_t * 1000),
    graceSeconds: ROTATION_GRACE_SECONDS,
    deviceSha256: deps.device ? deviceSha256(deps.device) : null,
  });
  if (!rotated) {
    await revokeSession(deps.db, session.id, 'reuse');
    throw invalid();
  }
  return answerOf(issued);
}

/**
 * The auth guard's check of a verified token: its session is live in the shared database. A
 * token without a session is refused (every token this server issues names one).
 */
export function sessionIsLive(db: Database, token: VerifiedToken): Promise<boolean> {
  if (!token.sessionId) return Promise.resolve(false);
  return isSessionLive(db, { sessionId: token.sessionId, kind: token.kind, subject: token.subject });
}

/** Logout: the session ends; its access tokens are refused at once, on every process. */
export async function logout(deps: AuthDeps, bearer: string | null): Promise<void> {
  const verified = bearer ? await deps.tokens.verify(bearer, { allowExpired: true }) : null;
  if (verified?.sessionId) await revokeSession(deps.db, verified.sessionId, 'logout');
}

/**
 * A new member for an address the caller has proven (a single-use link mailed to it), signed
 * in at once. Null when the address already has an account: they sign in instead.
 */
export async function registerMember(
  deps: AuthDeps,
  input: { email: string; password: string; displayName: string; locale: string },
): Promise<{ memberId: number; answer: TokenAnswer } | null> {
  const member = await insertMember(deps.db, {
    email: input.email.toLowerCase(),
    passwordHash: await hash(input.password),
    displayName: input.displayName,
    locale: input.locale,
  });
  if (!member) return null;
  return { memberId: member.id, answer: await startSession(deps, { kind: 'member', id: String(member.id) }) };
}

/** Whether an address has an account (for a link already mailed to that address). */
export async function memberExists(deps: Pick<AuthDeps, 'db'>, email: string): Promise<boolean> {
  return (await findMemberByEmail(deps.db, email)) !== null;
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
