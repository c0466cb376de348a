import { createHmac, randomBytes, webcrypto } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TOKEN_KINDS, type TokenKind } from '@omoide/contract';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export type TokenClaims = {
  kind: TokenKind;
  /** The member id, or the guest identity's id. */
  subject: string;
  /** The session the token belongs to: refresh and logout act on it. */
  sessionId?: string;
  /** Scope of a guest token: the carts/orders it was issued for (spec §6). */
  scope?: Record<string, unknown>;
};

export type VerifiedToken = TokenClaims & {
  tokenId: string;
  expires_t: number;
  refresh_expires_t: number;
};

/**
 * A studio operator's token (docs/decisions/016): a kind of its own that buyer routes never
 * accept (`verify` refuses it) and operator routes require (`verifyOperator`).
 */
export const OPERATOR_TOKEN_KIND = 'operator';
export type OperatorClaims = { kind: typeof OPERATOR_TOKEN_KIND; subject: string; sessionId: string };
export type VerifiedOperatorToken = OperatorClaims & { expires_t: number };

type AnyVerified = Omit<VerifiedToken, 'kind'> & { kind: TokenKind | typeof OPERATOR_TOKEN_KIND };

export type IssuedToken = {
  token: string;
  expires_t: number;
  refresh_expires_t: number;
  /** The token's random id (`jti`): sessions keep its hash to tell the newest token (rotation). */
  tokenId: string;
};

export type TokenLifetimes = { accessSeconds: number; refreshSeconds: number };

const DAY = 24 * 60 * 60;

/**
 * Per kind (docs/decisions/015-guest-sessions.md). A guest's access token is short, as it is
 * proved by an e-mail code only; its refresh window (sliding, rotated on every use) covers a
 * shopping visit spread over days: a parent asks the family which photos to buy.
 */
export const DEFAULT_LIFETIMES: Record<TokenKind, TokenLifetimes> = {
  member: { accessSeconds: 60 * 60, refreshSeconds: 30 * DAY },
  guest: { accessSeconds: 30 * 60, refreshSeconds: 7 * DAY },
};

const ISSUER = 'omoide';
const ALGORITHM = 'HS256';
const LINK_AUDIENCE = 'omoide-link';

/**
 * Signs and verifies the bearer tokens of spec §6 (HS256 JWTs with the jose library). The
 * answer carries `expires_t` and `refresh_expires_t` in epoch seconds (spec §3); a token
 * past `expires_t` but before `refresh_expires_t` may still be refreshed, never used.
 */
/** Verified tokens remembered per process (each ~300 bytes); the oldest leave first. */
const VERIFIED_CACHE_SIZE = 10_000;

export class TokenService {
  // Imported once: jose would otherwise import the raw secret on every sign and verify.
  private readonly key: Promise<webcrypto.CryptoKey>;
  // A token's signature and claims never change, so a verified one needs no second HMAC:
  // the photo grid sends one token with dozens of requests. Expiry is still checked per use.
  private readonly verified = new Map<string, AnyVerified>();

  constructor(
    secret: string,
    /** One pair for every kind, or one per kind. */
    lifetimes: TokenLifetimes | Record<TokenKind, TokenLifetimes> = DEFAULT_LIFETIMES,
    private readonly now: () => number = () => Math.floor(Date.now() / 1000),
  ) {
    this.secret = secret;
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    this.lifetimes =
      'accessSeconds' in lifetimes ? { member: lifetimes, guest: lifetimes } : { ...lifetimes };
  }

  private readonly lifetimes: Record<TokenKind, TokenLifetimes>;
  private readonly secret: string;

  /**
   * The id of the token that replaces `presentedTokenId` in a session's rotation: derived,
   * not drawn, so every refresh of one token in the grace window (two tabs, a retry after a
   * lost answer) gets a token of the same id, which the session accepts as its newest.
   * Keyed with the signing secret: nobody can tell the next id from a token they hold.
   */
  nextTokenId(sessionId: string, presentedTokenId: string): string {
    return createHmac('sha256', this.secret)
      .update(`rotate:${sessionId}:${presentedTokenId}`)
      .digest('base64url')
      .slice(0, 16);
  }

  /**
   * `refreshUntil` caps the refresh window (epoch seconds): a session's absolute end, which
   * sliding never passes. `lifetimeSeconds` gives a token of its own lifetime and no
   * refresh (a studio session lasts a working day). `tokenId` is a rotation's derived id
   * (`nextTokenId`); a new session's first token draws a random one.
   */
  async issue(
    claims: TokenClaims | OperatorClaims,
    options: { refreshUntil?: number; lifetimeSeconds?: number; tokenId?: string } = {},
  ): Promise<IssuedToken> {
    const iat = this.now();
    const tokenId = options.tokenId ?? randomBytes(12).toString('base64url');
    let expires_t: number;
    let refresh_expires_t: number;
    if (options.lifetimeSeconds !== undefined || claims.kind === OPERATOR_TOKEN_KIND) {
      expires_t = iat + (options.lifetimeSeconds ?? this.lifetimes.member.accessSeconds);
      refresh_expires_t = expires_t;
    } else {
      const lifetimes = this.lifetimes[claims.kind];
      refresh_expires_t = Math.min(iat + lifetimes.refreshSeconds, options.refreshUntil ?? Infinity);
      expires_t = Math.min(iat + lifetimes.accessSeconds, refresh_expires_t);
    }
    const token = await new SignJWT({
      kind: claims.kind,
      rex: refresh_expires_t,
      sid: claims.sessionId,
      scope: 'scope' in claims ? claims.scope : undefined,
    })
      .setProtectedHeader({ alg: ALGORITHM })
      .setIssuer(ISSUER)
      .setSubject(claims.subject)
      .setJti(tokenId)
      .setIssuedAt(iat)
      .setExpirationTime(expires_t)
      .sign(await this.key);
    return { token, expires_t, refresh_expires_t, tokenId };
  }

  /**
   * Signs a link (a download URL) that works without the bearer header until `expires_t`.
   * Its audience keeps it apart from bearer tokens: neither can stand in for the other.
   */
  async signLink(claims: Record<string, string | number>, expires_t: number): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM })
      .setIssuer(ISSUER)
      .setAudience(LINK_AUDIENCE)
      .setIssuedAt(this.now())
      .setExpirationTime(expires_t)
      .sign(await this.key);
  }

  /** A link's claims, `expired` past its time, or `invalid` when altered or not a link. */
  async verifyLink(
    token: string,
  ): Promise<{ claims: Record<string, unknown>; expires_t: number } | 'expired' | 'invalid'> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        issuer: ISSUER,
        audience: LINK_AUDIENCE,
        algorithms: [ALGORITHM],
        currentDate: new Date(this.now() * 1000),
      });
      return { claims: payload as Record<string, unknown>, expires_t: payload.exp ?? 0 };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) return 'expired';
      if (error instanceof joseErrors.JOSEError) return 'invalid';
      throw error;
    }
  }

  /**
   * Verifies signature and issuer. With `allowExpired`, a token past `exp` is still accepted
   * up to its refresh expiry (the refresh call's case); otherwise `exp` is enforced.
   */
  async verify(token: string, options: { allowExpired?: boolean } = {}): Promise<VerifiedToken | null> {
    const checked = await this.verifyAnyKind(token, options.allowExpired);
    return checked && checked.kind !== OPERATOR_TOKEN_KIND ? (checked as VerifiedToken) : null;
  }

  /** An unexpired operator token, or null (a buyer's token is not one). */
  async verifyOperator(token: string): Promise<VerifiedOperatorToken | null> {
    const checked = await this.verifyAnyKind(token);
    if (checked?.kind !== OPERATOR_TOKEN_KIND || !checked.sessionId) return null;
    return {
      kind: OPERATOR_TOKEN_KIND,
      subject: checked.subject,
      sessionId: checked.sessionId,
      expires_t: checked.expires_t,
    };
  }

  private async verifyAnyKind(token: string, allowExpired?: boolean): Promise<AnyVerified | null> {
    const known = this.verified.get(token);
    if (known) return this.unexpired(known, allowExpired);
    const checked = await this.verifySignature(token);
    if (!checked) return null;
    if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, checked);
    return this.unexpired(checked, allowExpired);
  }

  private unexpired(token: AnyVerified, allowExpired = false): AnyVerified | null {
    return this.now() < (allowExpired ? token.refresh_expires_t : token.expires_t) ? token : null;
  }

  /** Signature, issuer and claim types; expiry is left to the caller. */
  private async verifySignature(token: string): Promise<AnyVerified | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        issuer: ISSUER,
        algorithms: [ALGORITHM],
        currentDate: new Date(this.now() * 1000),
        // Expiry is checked below so that refresh can accept an expired access token.
        clockTolerance: Number.MAX_SAFE_INTEGER,
      });
      const kind = payload.kind as AnyVerified['kind'];
      if (
        !(kind === OPERATOR_TOKEN_KIND || TOKEN_KINDS.includes(kind)) ||
        typeof payload.sub !== 'string' ||
        typeof payload.exp !== 'number'
      ) {
        return null;
      }
      const refresh_expires_t = typeof payload.rex === 'number' ? payload.rex : payload.exp;
      return {
        kind,
        subject: payload.sub,
        scope: (payload.scope as Record<string, unknown> | undefined) ?? undefined,
        sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
        tokenId: payload.jti ?? '',
        expires_t: payload.exp,
        refresh_expires_t,
      };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}

/**
 * The signing secret: `JWT_SECRET` when set (production, several processes); otherwise one
 * generated on first start and kept in the data folder, so tokens survive a restart.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  return readOrCreateSecret(path.join(dataDir, 'jwt-secret'), dataDir);
}

/** The embedded mode's operator key, kept beside the signing secret (see bootstrap). */
export function resolveOperatorKey(dataDir: string): string {
  return readOrCreateSecret(path.join(dataDir, 'operator-key'), dataDir);
}

function readOrCreateSecret(file: string, dataDir: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
