import type { TokenAnswer } from '@omoide/contract';
import type { QueryClient } from '@tanstack/react-query';
import { readJson, writeItem } from '@/shared/storage/safe-storage';
import { isTokenRecord, type TokenRecord } from '@/shared/storage/token-storage';
import { SIGNED_IN_LOCAL_PREFIX, startGuestIdentity } from './session-reset';
import { isOrderScopedToken } from './token-claims';
import { tokenPhase } from './token-phase';
import { authClock, getAuthState } from './token-store';

/**
 * Order passes: the tokens the order-code check (`/guest/phone`) gives, each good for one
 * order only (spec §6). A guest whose device already holds a full guest identity — a cart,
 * a checkout under way — keeps it: the pass is stored beside it and only that order's pages
 * send it. Without such an identity the pass simply becomes the guest token, as before.
 * Stored under the signed-in prefix, so a full sign-out removes them (spec §4).
 */
const PASSES_KEY = `${SIGNED_IN_LOCAL_PREFIX}orderPasses`;

/** The stored passes by order id; any malformed entry makes the whole record count as absent. */
function storedPasses(): Record<string, TokenRecord> {
  const stored = readJson('local', PASSES_KEY);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const entries = Object.entries(stored);
  return entries.every(([, pass]) => isTokenRecord(pass))
    ? (Object.fromEntries(entries) as Record<string, TokenRecord>)
    : {};
}

function readPasses(): Record<string, TokenRecord> {
  // Expired passes are dropped as they are read: they open nothing any more.
  const now = authClock.now();
  return Object.fromEntries(Object.entries(storedPasses()).filter(([, pass]) => now < pass.expires_t));
}

/** The pass for an order, while it is valid. */
export function orderPassToken(orderId: number): string | null {
  return readPasses()[String(orderId)]?.token ?? null;
}

/** Drops the pass for an order (the server no longer takes it). */
export function forgetOrderPass(orderId: number): void {
  const passes = readPasses();
  delete passes[String(orderId)];
  writeItem('local', PASSES_KEY, JSON.stringify(passes));
}

/** True when this device holds a guest identity worth keeping (not itself an order pass). */
function holdsFullGuestIdentity(): boolean {
  const { guestJwtToken, jwtToken } = getAuthState();
  if (jwtToken) return false; // a guest check on a member's device switches to guest (spec §4 guard)
  const phase = tokenPhase(guestJwtToken, authClock.now());
  return (phase === 'valid' || phase === 'refreshable') && !isOrderScopedToken(guestJwtToken?.token ?? null);
}

/** What `/guest/phone` does with the check's answer: keep the guest's cart identity when there is one. */
export function startOrderPass(answer: TokenAnswer & { order_id: number }, queryClient?: QueryClient): void {
  if (!holdsFullGuestIdentity()) {
    startGuestIdentity(answer, queryClient);
    return;
  }
  const passes = readPasses();
  passes[String(answer.order_id)] = {
    token: answer.token,
    expires_t: answer.expires_t,
    refresh_expires_t: answer.refresh_expires_t,
  };
  writeItem('local', PASSES_KEY, JSON.stringify(passes));
}
