/**
 * Whether a guest token was issued for one order only (the order-code check, spec §6): such a
 * token reads that order and nothing else, so the app does not ask it for a cart. The claims
 * of a JWT are readable by anyone holding it; this only reads them, the server checks them.
 */
export function isOrderScopedToken(token: string | null): boolean {
  const claims = readClaims(token) as { scope?: { order_id?: unknown } } | null;
  return claims?.scope?.order_id !== undefined;
}

/** When the server issued a token (`iat`, seconds since the epoch by the server's clock), if it says. */
export function tokenIssuedAt(token: string | null): number | null {
  const iat = (readClaims(token) as { iat?: unknown } | null)?.iat;
  return typeof iat === 'number' && Number.isFinite(iat) ? iat : null;
}

function readClaims(token: string | null): unknown {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as unknown;
  } catch {
    return null;
  }
}
