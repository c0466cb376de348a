/**
 * Whether a guest token was issued for one order only (the order-code check, spec §6): such a
 * token reads that order and nothing else, so the app does not ask it for a cart. The claims
 * of a JWT are readable by anyone holding it; this only reads them, the server checks them.
 */
export function isOrderScopedToken(token: string | null): boolean {
  const payload = token?.split('.')[1];
  if (!payload) return false;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { scope?: { order_id?: unknown } };
    return claims.scope?.order_id !== undefined;
  } catch {
    return false;
  }
}
