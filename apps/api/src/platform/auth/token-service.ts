import { randomBytes, webcrypto } from 'node:crypto';
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

export type IssuedToken = { token: string; expires_t: number; refresh_expires_t: number };

export type TokenLifetimes = { accessSeconds: number; refreshSeconds: number };

export const DEFAULT_LIFETIMES: TokenLifetimes = {
  accessSeconds: 60 * 60,
  refreshSeconds: 30 * 24 * 60 * 60,
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
  private readonly verified = new Map<string, VerifiedToken>();

  constructor(
    secret: string,
    private readonly lifetimes: TokenLifetimes = DEFAULT_LIFETIMES,
    private readonly now: () => number = () => Math.floor(Date.now() / 1000),
  ) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async issue(claims: TokenClaims): Promise<IssuedToken> {
    const iat = this.now();
    const expires_t = iat + this.lifetimes.accessSeconds;
    const refresh_expires_t = iat + this.lifetimes.refreshSeconds;
    const token = await new SignJWT({
      kind: claims.kind,
      rex: refresh_expires_t,
      sid: claims.sessionId,
      scope: claims.scope,
    })
      .setProtectedHeader({ alg: ALGORITHM })
      .setIssuer(ISSUER)
      .setSubject(claims.subject)
      .setJti(randomBytes(12).toString('base64url'))
      .setIssuedAt(iat)
      .setExpirationTime(expires_t)
      .sign(await this.key);
    return { token, expires_t, refresh_expires_t };
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
    const known = this.verified.get(token);
    if (known) return this.unexpired(known, options.allowExpired);
    const checked = await this.verifySignature(token);
    if (!checked) return null;
    if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, checked);
    return this.unexpired(checked, options.allowExpired);
  }

  private unexpired(token: VerifiedToken, allowExpired = false): VerifiedToken | null {
    return this.now() < (allowExpired ? token.refresh_expires_t : token.expires_t) ? token : null;
  }

  /** Signature, issuer and claim types; expiry is left to the caller. */
  private async verifySignature(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        issuer: ISSUER,
        algorithms: [ALGORITHM],
        currentDate: new Date(this.now() * 1000),
        // Expiry is checked below so that refresh can accept an expired access token.
        clockTolerance: Number.MAX_SAFE_INTEGER,
      });
      const kind = payload.kind as TokenKind;
      if (!TOKEN_KINDS.includes(kind) || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') {
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
