/**
 * Where an order's links point (its mails, a provider's return): a configured PUBLIC_URL,
 * else the origin the buyer checked out from, else the request's (docs/decisions/026). A
 * job has no request, so the recorded origin is what keeps a later mail's links working.
 */
export function orderOrigin(
  deps: { publicUrl: string; config?: { publicUrl: string | undefined } },
  order: { siteOrigin: string | null },
): string {
  return deps.config?.publicUrl ?? order.siteOrigin ?? deps.publicUrl;
}
