import type { TokenKind } from '@omoide/contract';
import { type LoaderFunction, type LoaderFunctionArgs, redirect } from 'react-router';
import { refreshToken } from '@/shared/auth/auth-api';
import { guestTarget, withRedirect } from '@/shared/auth/redirect-target';
import { clearCachedEventsAndConstants } from '@/shared/auth/session-reset';
import { tokenPhase } from '@/shared/auth/token-phase';
import { authClock, readToken, removeToken } from '@/shared/auth/token-store';
import type { TokenRecord } from '@/shared/storage/token-storage';
import type { RouteAuth } from '../route-meta';

export type GuardRedirect = '/token_missing' | '/guest/expired' | '/guest/landing';

/** What the navigation guard does for one navigation (spec §4, §6, §8 "Navigation errors"). */
export type GuardDecision =
  | { type: 'allow' }
  /** A token past expires_t but inside its refresh window: refresh, then allow. */
  | { type: 'refresh'; kind: TokenKind }
  | {
      type: 'redirect';
      to: GuardRedirect;
      /** The token record to remove first, if any. */
      remove: TokenKind | null;
      /** Clear cached events and constants (a member token found on a guest path). */
      clearCaches: boolean;
    };

export interface GuardInput {
  /** The route's `handle.auth` (spec §6: public paths need no token). */
  auth: RouteAuth;
  member: TokenRecord | null;
  guest: TokenRecord | null;
  /** Epoch seconds. */
  now: number;
}

const ALLOW: GuardDecision = { type: 'allow' };

function redirectTo(to: GuardRedirect, remove: TokenKind | null, clearCaches = false): GuardDecision {
  return { type: 'redirect', to, remove, clearCaches };
}

/** Spec §4 "Member token lifecycle" and "Guest routes", as a pure function of the stored tokens. */
export function decideAccess({ auth, member, guest, now }: GuardInput): GuardDecision {
  if (auth === 'public') return ALLOW;

  if (auth === 'member') {
    switch (tokenPhase(member, now)) {
      case 'valid':
        return ALLOW;
      case 'refreshable':
        return { type: 'refresh', kind: 'member' };
      case 'expired':
        return redirectTo('/token_missing', 'member');
      case 'none':
        return redirectTo('/token_missing', null);
    }
  }

  // Guest routes. A member token here is a leftover of another identity: drop it first.
  if (member) return redirectTo('/guest/landing', 'member', true);
  switch (tokenPhase(guest, now)) {
    case 'valid':
      return ALLOW;
    // A guest back after lunch keeps their sign-in while the session lasts (docs/decisions/015).
    case 'refreshable':
      return { type: 'refresh', kind: 'guest' };
    case 'expired':
      return redirectTo('/guest/expired', 'guest');
    case 'none':
      return redirectTo('/guest/landing', null);
  }
}

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * Runs the decision for the route being entered: removes what it says to remove, refreshes
 * a member token in its refresh window (waiting for it, since the API does not accept an
 * expired token), and throws a redirect when the visitor may not enter.
 */
export async function enforceAccess(auth: RouteAuth, request: Request): Promise<void> {
  const decision = decideAccess({
    auth,
    member: readToken('member'),
    guest: readToken('guest'),
    now: authClock.now(),
  });
  if (decision.type === 'allow') return;
  if (decision.type === 'refresh') {
    // 'failed' (offline, 5xx) lets the page try: its own calls report the problem.
    if ((await refreshToken(decision.kind)) !== 'rejected') return;
    if (decision.kind === 'member') throw redirect(withRedirect('/token_missing', pathOf(request)));
    throw redirect(withRedirect('/guest/expired', guestTarget(pathOf(request))));
  }
  if (decision.remove) removeToken(decision.remove);
  if (decision.clearCaches) clearCachedEventsAndConstants();
  // Members come back to the page they wanted after signing in again; a guest without a
  // token to the event (or cart) they opened, once their e-mail is verified (issue #17).
  if (decision.to === '/token_missing') throw redirect(withRedirect(decision.to, pathOf(request)));
  if (decision.to === '/guest/expired' || (decision.to === '/guest/landing' && !decision.remove))
    throw redirect(withRedirect(decision.to, guestTarget(pathOf(request))));
  throw redirect(decision.to);
}

/**
 * The loader of every page route: the guard first (driven by `handle.auth`), then the
 * route's own loader (e.g. the param validation of spec §5).
 */
export function guardedLoader(auth: RouteAuth, inner?: LoaderFunction): LoaderFunction {
  return async (args: LoaderFunctionArgs) => {
    await enforceAccess(auth, args.request);
    return inner ? inner(args) : null;
  };
}
