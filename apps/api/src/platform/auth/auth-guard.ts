import type { TokenKind } from '@omoide/contract';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { platformMessages as m } from '../i18n/messages';
import type { TokenService, VerifiedToken } from './token-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified bearer token, set by `app.requireAuth`. */
    auth: VerifiedToken | null;
  }
  interface FastifyInstance {
    /**
     * An `onRequest` hook that admits exactly the token kinds spec §6 allows on a route: no token or
     * an invalid/expired one is 401; a valid token of another kind is 403. A token scoped to
     * one order (the guest order check) is 403 too, unless the route says `orderPass`.
     */
    requireAuth(kinds: readonly TokenKind[], options?: GuardOptions): onRequestAsyncHookHandler;
    /** Like requireAuth, but a request without a token passes with `request.auth = null`. */
    optionalAuth(kinds: readonly TokenKind[], options?: GuardOptions): onRequestAsyncHookHandler;
  }
}

export type GuardOptions = {
  /**
   * The route serves an order pass: a guest token issued by the order-code check for one
   * order (spec §6). It reads that order and nothing else, so every other route refuses it
   * here, in one place, instead of each route remembering to.
   */
  orderPass?: boolean;
};

export function bearerOf(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export type AuthGuardOptions = {
  tokens: TokenService;
  /**
   * Whether the token's session is live in the shared database (not signed out, revoked or
   * of a deleted member). Asked on every request: the token service caches signatures per
   * process, and revocation must win on every process at once.
   */
  sessionIsLive: (token: VerifiedToken) => Promise<boolean>;
};

const GUARD = Symbol('auth guard');

/** Tags a hook as an authentication guard, so `assertGuardsOnRequest` can find it. */
export function markGuard<T extends object>(hook: T): T {
  (hook as Record<symbol, boolean>)[GUARD] = true;
  return hook;
}

const hooksOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value ? [value] : []);

/** Throws when a route attaches an authentication guard anywhere but `onRequest`. */
export function assertGuardsOnRequest(
  route: Pick<RouteOptions, 'method' | 'url' | 'preValidation' | 'preHandler' | 'preParsing'>,
) {
  for (const hook of ['preParsing', 'preValidation', 'preHandler'] as const) {
    if (hooksOf(route[hook]).some((h) => (h as Record<symbol, unknown>)[GUARD])) {
      throw new Error(`${route.method} ${route.url}: an auth guard must be an onRequest hook, not ${hook}`);
    }
  }
}

export const authGuardPlugin = fp(
  async (app: FastifyInstance, options: AuthGuardOptions) => {
    app.decorateRequest('auth', null);

    const check = (
      kinds: readonly TokenKind[],
      required: boolean,
      route: GuardOptions = {},
    ): onRequestAsyncHookHandler =>
      markGuard(async function guard(request) {
        const bearer = bearerOf(request);
        if (!bearer) {
          if (!required) return;
          throw new AppError(401, 'AUTH-401', m['auth.token_missing']);
        }
        const verified = await options.tokens.verify(bearer);
        // A studio operator's token is valid but never a buyer's: refused, not "expired".
        if (!verified && (await options.tokens.verifyOperator(bearer)))
          throw new AppError(403, 'AUTH-403', m['auth.wrong_kind']);
        if (!verified || !(await options.sessionIsLive(verified)))
          throw new AppError(401, 'AUTH-401', m['auth.token_missing']);
        if (!kinds.includes(verified.kind)) throw new AppError(403, 'AUTH-403', m['auth.wrong_kind']);
        // Any scope fails closed: only routes built for order passes read them.
        if (verified.scope !== undefined && !route.orderPass)
          throw new AppError(403, 'AUTH-SCOPED-403', m['auth.order_pass_only']);
        request.auth = verified;
      });

    // Authentication before validation (issue #25): Fastify parses and validates the input
    // between `onRequest` and `preHandler`, so a guard in a later hook lets a stranger learn the
    // input rules (400) before being refused (401). Refuse such a route when it is registered.
    app.addHook('onRoute', (route) => assertGuardsOnRequest(route));

    app.decorate('requireAuth', (kinds: readonly TokenKind[], options?: GuardOptions) =>
      check(kinds, true, options),
    );
    app.decorate('optionalAuth', (kinds: readonly TokenKind[], options?: GuardOptions) =>
      check(kinds, false, options),
    );
  },
  { name: 'auth-guard', dependencies: ['request-language'] },
);
