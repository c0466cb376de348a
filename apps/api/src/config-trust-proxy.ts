import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * TRUST_PROXY (docs/decisions/024, docs/operations.md): which proxies in front may tell us
 * the client's address in `X-Forwarded-For`. The client is the first address, counted from
 * the right, that is not a trusted proxy; everything left of it was written by the client.
 *
 * - unset, `false`, `0`: no proxy; the client is the connection's address.
 * - a number `N`: N proxies in front (a load balancer is 1).
 * - a list of addresses and CIDR ranges (or proxy-addr's `loopback`, `linklocal`,
 *   `uniquelocal`): the proxies' own addresses.
 *
 * `true` is refused: it trusts every hop, so the leftmost address (the client's own
 * invention) would key every limit.
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

export const trustProxyFromText = z
  .string()
  .trim()
  .transform((text, ctx): TrustProxy => {
    const lower = text.toLowerCase();
    if (lower === '' || lower === 'false' || lower === 'no' || lower === '0') return false;
    if (lower === 'true' || lower === 'yes') {
      ctx.addIssue({
        code: 'custom',
        message:
          '"true" would trust every X-Forwarded-For entry, so clients could pick the address their ' +
          'limits count against. Give the number of proxies in front (e.g. TRUST_PROXY=1 behind one ' +
          'load balancer) or their addresses (e.g. TRUST_PROXY=10.0.0.0/8).',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(lower)) return Number(lower);
    const entries = lower.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not a hop count, address or CIDR range: ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's `trustProxy` for it. A hop count becomes proxy-addr's trust function (hop 0 is
 * the connection, hop 1 the rightmost X-Forwarded-For entry, …): this Fastify treats a bare
 * number as "trust nothing", since a hop count believes whoever connects directly. So with
 * a count the API must be reachable only through the proxies (docs/operations.md).
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  if (trust === 0) return false;
  return (_address, hop) => hop < trust;
}
